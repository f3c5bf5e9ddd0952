import { createHash, timingSafeEqual } from 'node:crypto';
import { AR_SERVER, type Role } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authSessions, users } from '../db/schema';
import { Forbidden, Unauthorized } from '../lib/errors';
import { verifyAccessToken } from '../modules/auth/tokens';

/**
 * Who may call a route, declared next to the route as `config: { access }`:
 * 'public' (anyone), 'session' (any active account) or the list of roles allowed.
 * Every /api route must declare one; docs/api/access.md#how-it-is-enforced is the source of these lists.
 */
export type Access = 'public' | 'session' | readonly Role[];

/** The signed-in account, and the session (login) its access token belongs to. */
export type AuthUser = { id: string; role: Role; username: string; sessionId: string };

export type RegisteredRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A secret that admits a machine (a metrics scraper) in place of an account of the route's roles. */
    machineToken?: string;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, for the role-matrix test and the docs. */
    accessRegistry: RegisteredRoute[];
  }
}

/** The signed-in account of a route that is not public. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthorized(AR_SERVER.unauthorized);
  return request.user;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

function sameSecret(presented: string | undefined, expected: string): boolean {
  if (!presented) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

async function authPlugin(app: FastifyInstance) {
  app.decorate('accessRegistry', [] as RegisteredRoute[]);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule`);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.accessRegistry.push({ method, url: route.url, access });
    }
  });

  /** The account behind a bearer token, or the reason it is refused. */
  async function authenticate(request: FastifyRequest): Promise<AuthUser | Unauthorized | Forbidden> {
    const token = bearerToken(request);
    if (!token) return new Unauthorized(AR_SERVER.unauthorized);
    const claims = verifyAccessToken(app.config.jwtSecret, token);
    if (!claims) return new Unauthorized(AR_SERVER.tokenInvalid);
    // One indexed read per request, the account with the token's session: a suspension, a password
    // change or a logout (a revoked session) takes effect at once, not when the token expires.
    const [account] = await app.db
      .select({
        id: users.id,
        role: users.role,
        username: users.username,
        isSuspended: users.isSuspended,
        tokenVersion: users.tokenVersion,
        sessionId: authSessions.id,
        sessionRevokedAt: authSessions.revokedAt,
        sessionExpiresAt: authSessions.expiresAt,
      })
      .from(users)
      .leftJoin(authSessions, and(eq(authSessions.id, claims.sid), eq(authSessions.userId, users.id)))
      .where(eq(users.id, claims.sub))
      .limit(1);
    if (!account) return new Unauthorized(AR_SERVER.tokenInvalid);
    // Suspension is told as such (403) before the token's own staleness (401).
    if (account.isSuspended) return new Forbidden(AR_SERVER.suspended);
    if (account.tokenVersion !== claims.tv) return new Unauthorized(AR_SERVER.tokenInvalid);
    // The session must exist, belong to this account, and be neither ended (logout, reuse) nor expired.
    const { sessionId, sessionRevokedAt, sessionExpiresAt } = account;
    if (!sessionId || sessionRevokedAt || !sessionExpiresAt || sessionExpiresAt <= new Date()) {
      return new Unauthorized(AR_SERVER.tokenInvalid);
    }
    return { id: account.id, role: account.role, username: account.username, sessionId };
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const machineToken = request.routeOptions.config.machineToken;
    if (machineToken && sameSecret(bearerToken(request), machineToken)) return;
    if (access === 'public') {
      // Public routes may show staff more (e.g. hidden events) when a valid token comes along.
      if (request.headers.authorization) {
        const result = await authenticate(request);
        if (!(result instanceof Error)) request.user = result;
      }
      return;
    }
    const result = await authenticate(request);
    if (result instanceof Error) throw result;
    if (access !== 'session' && !access.includes(result.role)) throw new Forbidden(AR_SERVER.forbidden);
    request.user = result;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['context'] });
