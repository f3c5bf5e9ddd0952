import { clearSession, getAccessToken, getRefreshToken, setSession } from './session';

/** The login screen; a failed refresh sends the staff member here (docs/product.md#states). */
export const LOGIN_PATH = '/admin/login';

/** Failure of an API call: HTTP status (0 for a network failure), the server's text and the raw body. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own text (errors[0].msg, else error, else message); undefined when it sent none. */
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(status: number, serverMessage: string | undefined, body: unknown) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** The server's text when there is one, else the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export type ApiEnvelope<T> = { success: true; data: T; message?: string };

export type RequestOptions = {
  method?: string;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart (the browser sets the boundary). */
  formData?: FormData;
  /** Send the staff bearer token and refresh it once on a 401. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (If-None-Match, say). */
  headers?: Record<string, string>;
};

type Body = Record<string, unknown> | null;

function serverMessageOf(body: Body): string | undefined {
  if (!body) return undefined;
  const first = Array.isArray(body.errors) ? (body.errors[0] as { msg?: unknown } | undefined) : undefined;
  for (const candidate of [first?.msg, body.error, body.message]) {
    if (typeof candidate === 'string' && candidate) return candidate;
  }
  return undefined;
}

async function readBody(response: Response): Promise<Body> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as Body) : null;
  } catch {
    return null;
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined, null);
  }
}

let refreshing: Promise<boolean> | null = null;

async function doRefresh(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  const response = await send('/api/auth/refresh-token', { method: 'POST', json: { refreshToken } }, null);
  const body = await readBody(response);
  const data = (body?.data ?? body) as { accessToken?: unknown; refreshToken?: unknown } | null;
  if (!response.ok || typeof data?.accessToken !== 'string') return false;
  setSession({
    accessToken: data.accessToken,
    refreshToken: typeof data.refreshToken === 'string' ? data.refreshToken : undefined,
  });
  return true;
}

/** One refresh at a time: every request that meets a 401 meanwhile waits for the same result. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Ends the session and leaves for the login screen (a full load drops every cached staff query). */
export function expireSession(): void {
  clearSession();
  if (typeof window !== 'undefined' && window.location.pathname !== LOGIN_PATH) {
    window.location.assign(LOGIN_PATH);
  }
}

/** Sends a request; with `auth`, the bearer goes along and a 401 refreshes it once and retries. */
async function sendWithSession(path: string, options: RequestOptions): Promise<Response> {
  const token = options.auth ? getAccessToken() : null;
  const response = await send(path, options, token);
  if (response.status !== 401 || !options.auth) return response;

  const current = getAccessToken();
  // Another request may already have refreshed while this one was in flight: just retry with the new token.
  const renewed = current && current !== token ? true : await refreshOnce().catch(() => null);
  if (renewed === null) throw new ApiError(0, undefined, null);
  if (!renewed) {
    expireSession();
    throw new ApiError(401, undefined, null);
  }
  return send(path, options, getAccessToken());
}

/** Calls the API and returns the whole success envelope ({ success, data, message }). */
export async function apiEnvelope<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const response = await sendWithSession(path, options);
  const body = await readBody(response);
  if (!response.ok || body?.success === false) {
    throw new ApiError(response.status, serverMessageOf(body), body);
  }
  return (body ?? { success: true, data: undefined }) as ApiEnvelope<T>;
}

/** Calls the API and returns the envelope's data; throws ApiError on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiEnvelope<T>(path, options)).data;
}

/**
 * Calls the API for something other than JSON (a CSV export, a private image): the successful
 * response itself, its headers included, with the same session rules; throws ApiError on any failure
 * (a 304 is no failure: the caller's own If-None-Match was answered).
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await sendWithSession(path, options);
  // 304 answers only a conditional request, which the caller asked for itself (If-None-Match).
  if (!response.ok && response.status !== 304) {
    const body = await readBody(response);
    throw new ApiError(response.status, serverMessageOf(body), body);
  }
  return response;
}

/** Fetches a file the API serves (a private image, say) as a Blob, with the same session rules. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await apiResponse(path, options)).blob();
}
