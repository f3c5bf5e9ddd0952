import { STORAGE_KEYS } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getAccessToken, getRefreshToken, setSession } from './session';

/** localStorage as the browser has it, for the session module running in Node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('endSession (logout)', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', userId: 'user-1' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells the server with the stored refresh token while the tokens are still there, then wipes them', async () => {
    const seen: { refreshToken: string | null; access: string | null }[] = [];
    await endSession(async (refreshToken) => {
      seen.push({ refreshToken, access: getAccessToken() });
      return null;
    });
    expect(seen).toEqual([{ refreshToken: 'refresh-1', access: 'access-1' }]);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  it('logs out on this device when the server call fails or throws', async () => {
    await endSession(() => Promise.reject(new Error('offline')));
    expect(getAccessToken()).toBeNull();

    setSession({ accessToken: 'access-2' });
    await endSession(() => {
      throw new Error('broken');
    });
    expect(getAccessToken()).toBeNull();
  });

  it('does not wait for a server that does not answer: the call is aborted after waitMs', async () => {
    let aborted = false;
    // The server's call never settles: that endSession returns at all is the proof it did not wait.
    await endSession(
      (_refreshToken, signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => {
            aborted = true;
          });
        }),
      30,
    );
    expect(aborted).toBe(true);
    expect(getAccessToken()).toBeNull();
  });

  it('calls nobody when there is no session on this device', async () => {
    window.localStorage.clear();
    const tell = vi.fn(async () => null);
    await endSession(tell);
    expect(tell).not.toHaveBeenCalled();
  });
});
