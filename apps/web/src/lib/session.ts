import { STORAGE_KEYS } from '@app/shared';

/**
 * The staff session lives in localStorage under the keys docs/api/README.md#field-names names.
 * Every access is guarded: storage may be missing (prerendering in Node) or refuse writes (private mode).
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) || null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the session then lasts as long as the page.
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

export function getCurrentUserId(): string | null {
  return read(STORAGE_KEYS.userId);
}

export function hasSession(): boolean {
  return getAccessToken() !== null;
}

/** Stores what login (or a refresh) returned; fields left out keep their stored value. */
export function setSession(tokens: { accessToken: string; refreshToken?: string; userId?: string }): void {
  write(STORAGE_KEYS.accessToken, tokens.accessToken);
  if (tokens.refreshToken) write(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  if (tokens.userId) write(STORAGE_KEYS.userId, tokens.userId);
}

const PROFILE_KEY = 'adminProfile';

/** The last profile the server vouched for: the panel (the door scanner) opens with it offline. */
export function getCachedProfile<T>(): T | undefined {
  const text = read(PROFILE_KEY);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function cacheProfile(profile: unknown): void {
  write(PROFILE_KEY, JSON.stringify(profile));
}

/** Everything a session leaves on the device, wiped at its end (logout, failed refresh, password changed). */
const endOfSessionHooks = new Set<() => void>();

/** Lets a feature wipe its own device data when the session ends (the door scanner's snapshot). */
export function onSessionEnd(hook: () => void): void {
  endOfSessionHooks.add(hook);
}

/** Removes both tokens, the user id and the cached profile, and runs the features' wipes. */
export function clearSession(): void {
  remove(STORAGE_KEYS.accessToken);
  remove(STORAGE_KEYS.refreshToken);
  remove(STORAGE_KEYS.userId);
  remove(PROFILE_KEY);
  for (const hook of endOfSessionHooks) hook();
}

/** The logout call: told the refresh token still stored (if any), aborted through `signal` when late. */
export type TellServer = (refreshToken: string | null, signal: AbortSignal) => Promise<unknown>;

/**
 * Logout (docs/api/accounts.md#sessions-and-tokens): the server ends the session first, while the tokens are still
 * stored (so an expired access token can be renewed for the call), then this device forgets it.
 * Best effort: an answer, a failure, or no answer within `waitMs` all end the same way, wiped.
 */
export async function endSession(tellServer: TellServer, waitMs = 3_000): Promise<void> {
  if (getAccessToken()) {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve();
      }, waitMs);
    });
    const told = Promise.resolve()
      .then(() => tellServer(getRefreshToken(), controller.signal))
      .catch(() => undefined);
    await Promise.race([told, late]);
    clearTimeout(timer);
  }
  clearSession();
}
