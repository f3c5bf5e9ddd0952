import { test as base, expect, type Page } from '@playwright/test';
import { e2eEnv } from './env';

export const env = e2eEnv();

type ApiResult = { status: number; body: any };

/**
 * Calls the API as a client would (for arranging data a test is not about); `base`: a product of the
 * spec's own, not the shared one.
 */
export async function api(
  method: string,
  url: string,
  options: { token?: string; json?: unknown; base?: string } = {},
): Promise<ApiResult> {
  const res = await fetch(`${options.base ?? env.baseURL}${url}`, {
    method,
    headers: {
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

export async function apiLogin(username: string, password: string, base?: string) {
  const { status, body } = await api('POST', '/api/users/login', { json: { username, password }, base });
  if (status !== 200) throw new Error(`login failed for ${username}: ${JSON.stringify(body)}`);
  return body.data as { accessToken: string; refreshToken: string; _id: string };
}

export function adminLogin(base?: string) {
  return apiLogin(env.admin.username, env.admin.password, base);
}

let seq = 0;
/** Creates a staff account through the API as the Admin and returns its credentials. */
export async function createStaff(role: string, base?: string) {
  const admin = await adminLogin(base);
  seq += 1;
  const username = `${role.toLowerCase()}_${Date.now().toString(36)}_${seq}`;
  const password = 'staff-pass-1';
  const { status, body } = await api('POST', '/api/users/register', {
    token: admin.accessToken,
    json: { username, email: `${username}@example.com`, password, role },
    base,
  });
  if (status !== 201) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return { username, password, id: body.data._id as string };
}

/** Signs in through the login screen, as staff do. */
export async function loginThroughUi(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('اسم المستخدم').fill(username);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'دخول' }).click();
  // The panel's home, for every role (a Scanner's leads to the door from there). The password is
  // checked at full cost (scrypt, 128 MiB): well under a second alone, over 10 s under a heavy load.
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 45_000 });
}

export const test = base;
export { expect };
