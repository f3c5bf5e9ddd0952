import { STORAGE_KEYS } from '@app/shared';

/**
 * The staff session lives in localStorage under the keys SPEC.md section 3 names.
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

/** Removes both tokens and the user id (logout, failed refresh, password changed). */
export function clearSession(): void {
  remove(STORAGE_KEYS.accessToken);
  remove(STORAGE_KEYS.refreshToken);
  remove(STORAGE_KEYS.userId);
}
