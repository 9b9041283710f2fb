import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { accessTokenAuth, BEARER_REFUSED, bearerCredentials } from './access-tokens';
import type { CounterStore } from './counter-store';
import { HttpError } from './errors';

export const SESSION_COOKIE = 'jf_session';
/** The response header naming the signed-in user an /api answer was made for (issue 28). */
export const USER_HEADER = 'X-Joeyfit-User';
const DAY_MS = 24 * 60 * 60 * 1000;
/** 30-day rolling sessions (issue 2): each day of use pushes the expiry out again… */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** …but never past 90 days after sign-in, however often it is used (issue 7 §2.8). */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;
const RENEW_AFTER_MS = DAY_MS;

/** The expiry a session used at `now` gets: rolled forward, capped by its absolute lifetime. */
export function rolledExpiry(createdAt: Date, now: Date): Date {
  return new Date(
    Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + SESSION_MAX_AGE_MS),
  );
}

export type SessionUser = typeof users.$inferSelect;

/**
 * Who may call a route (issue 9: one authenticated scope). Every `/api` route is `signed-in`
 * unless it says otherwise, so a route added later is protected without anyone remembering to:
 * `optional` looks the session up without requiring one (the sign-in page, the auth probe,
 * logout), `public` never touches the session table (health, share links, static files).
 */
export type RouteAccess = 'public' | 'optional' | 'signed-in';

/** How the request signed in: the session cookie, or a personal access token (issue 29 §8). */
export type SignedInWith = 'cookie' | 'token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the route looked the session up and there is one. */
    user: SessionUser | null;
    /** The signed-in user on a `signed-in` route (401 if somehow absent). */
    readonly currentUser: SessionUser;
    /** How `user` signed in, when there is one. */
    signedInWith: SignedInWith | null;
  }
  interface FastifyInstance {
    /**
     * Looks the session up for a request that is not a route (the page the client plugin serves
     * for any client path): the signed-in user, or null. Same lookup and cookie rules as a route's.
     */
    pageUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null>;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * `false`: a personal access token may not call this route (403), only the app's session may:
     * the tokens themselves, the password, signing out everywhere, the account (issue 29 §8). A
     * leaked token must not be able to lock its owner out or make itself a successor.
     */
    bearer?: boolean;
  }
}

/**
 * Only the hash is stored, so a copy of the table cannot be used to sign in. The id has 256
 * random bits, so a plain SHA-256 is enough and every instance computes the same hash.
 */
const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export interface SessionOptions {
  db: Db;
  /** Signs short-lived cookies such as the OpenID Connect state. */
  secret: string;
  /** Secure cookies when served over https (directly, behind a proxy, or per PUBLIC_URL). */
  forceSecure: boolean;
  /** Where failed access-token attempts are counted (rate-limit.ts). */
  counters: CounterStore;
}

/** API routes, but for the API's own documentation, need a session unless they say not. */
const isProtectedPath = (url: string) => /^\/api\//.test(url) && !/^\/api\/docs(\/|$)/.test(url);

/** A route's access: its own `config.access`, else by its path (the API document reads it too). */
export const routeAccess = (route: { url: string; config?: { access?: RouteAccess } }) =>
  route.config?.access ?? (isProtectedPath(route.url) ? 'signed-in' : 'public');

export async function registerSessions(app: FastifyInstance, opts: SessionOptions) {
  await app.register(cookie, { secret: opts.secret });
  app.decorateRequest('user', null);
  app.decorateRequest('signedInWith', null);
  const tokenOwner = accessTokenAuth(opts.db, opts.counters);

  const cookieOptions = (request: FastifyRequest, expires: Date) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.forceSecure || request.protocol === 'https',
    expires,
  });

  // Runs on every signed-in request, so it is prepared once (about 40 % cheaper on PGlite).
  const lookup = opts.db
    .select({ user: users, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.createdAt, sql.placeholder('bornAfter')),
      ),
    )
    .limit(1)
    .prepare('session_lookup');

  const loadSession = async (request: FastifyRequest, reply: FastifyReply) => {
    // A bearer header decides alone: the cookie is not read, so a request that skipped the CSRF
    // guard for its token (csrf.ts) can never act through a browser's session instead.
    const credentials = bearerCredentials(request.headers.authorization);
    if (credentials !== undefined) {
      request.user = (await tokenOwner(credentials, request.ip)).user;
      request.signedInWith = 'token';
      return;
    }
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw || raw.length > 100) return;
    const idHash = hashSessionId(raw);
    const now = new Date();
    const bornAfter = new Date(now.getTime() - SESSION_MAX_AGE_MS);
    const [row] = await lookup.execute({ idHash, now, bornAfter });
    if (!row) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return;
    }
    request.user = row.user;
    request.signedInWith = 'cookie';
    // Rolling expiry, written at most once a day per session to keep reads read-only.
    const expiresAt = rolledExpiry(row.createdAt, now);
    if (expiresAt.getTime() - row.expiresAt.getTime() >= RENEW_AFTER_MS) {
      await opts.db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, idHash));
      reply.setCookie(SESSION_COOKIE, raw, cookieOptions(request, expiresAt));
    }
  };
  const signIn = () => new HttpError(401, 'Sign in to continue');
  const requireSession = async (request: FastifyRequest, reply: FastifyReply) => {
    await loadSession(request, reply);
    if (!request.user) throw signIn();
  };

  app.decorate('pageUser', async (request: FastifyRequest, reply: FastifyReply) => {
    await loadSession(request, reply);
    return request.user;
  });

  app.decorateRequest('currentUser', {
    getter(this: FastifyRequest) {
      if (!this.user) throw signIn();
      return this.user;
    },
  });

  // The access rule of every route, decided where the route is added (before its own hooks run,
  // so an upload is refused before its body is read).
  const refuseBearer = async (request: FastifyRequest) => {
    if (bearerCredentials(request.headers.authorization) !== undefined) {
      throw new HttpError(403, BEARER_REFUSED);
    }
  };
  app.addHook('onRoute', (route) => {
    const access = routeAccess(route);
    const hooks: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>)[] =
      route.config?.bearer === false ? [refuseBearer] : [];
    if (access !== 'public') hooks.push(access === 'signed-in' ? requireSession : loadSession);
    if (hooks.length) route.onRequest = [...hooks, ...[route.onRequest ?? []].flat()];
  });

  // Every answer to a signed-in caller names whom it was made for (issue 28): the service worker
  // keeps a read only under the user it was made for, so one person's data is never shown to the
  // next person signed in on the same device.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user && request.url.startsWith('/api/')) {
      reply.header(USER_HEADER, request.user.id);
    }
    // A script signed in by its token gets no session: whatever a route meant to set, no cookie.
    if (request.signedInWith === 'token') reply.removeHeader('set-cookie');
    return payload;
  });

  /**
   * Starts a session for the user and sets its cookie. The session this browser held before (if
   * any) ends, so a sign-in never leaves an older row alive behind a replaced cookie.
   */
  app.decorateReply('startSession', async function (this: FastifyReply, userId: string) {
    const previous = this.request.cookies[SESSION_COOKIE];
    if (previous) {
      await opts.db.delete(sessions).where(eq(sessions.idHash, hashSessionId(previous)));
    }
    const id = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await opts.db.insert(sessions).values({ idHash: hashSessionId(id), userId, expiresAt });
    // Sweep a few expired rows now and then instead of running a timer on every instance.
    if (Math.random() < 0.05) {
      await opts.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    }
    this.setCookie(SESSION_COOKIE, id, cookieOptions(this.request, expiresAt));
  });

  /** Ends the current session (if any) and clears its cookie. */
  app.decorateReply('endSession', async function (this: FastifyReply) {
    const raw = this.request.cookies[SESSION_COOKIE];
    if (raw) {
      await opts.db.delete(sessions).where(eq(sessions.idHash, hashSessionId(raw)));
    }
    this.clearCookie(SESSION_COOKIE, { path: '/' });
    // The answer is no longer anyone's (no X-Joeyfit-User).
    this.request.user = null;
  });

  /** Ends the signed-in user's sessions on every other device (after a password change). */
  app.decorateReply('endOtherSessions', async function (this: FastifyReply) {
    const user = this.request.user;
    const raw = this.request.cookies[SESSION_COOKIE];
    if (!user || !raw) return;
    await opts.db
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.idHash, hashSessionId(raw))));
  });

  /** Ends every session of the signed-in user, on every device, this one included. */
  app.decorateReply('endAllSessions', async function (this: FastifyReply) {
    const user = this.request.user;
    if (user) await opts.db.delete(sessions).where(eq(sessions.userId, user.id));
    this.clearCookie(SESSION_COOKIE, { path: '/' });
    this.request.user = null;
  });
}

declare module 'fastify' {
  interface FastifyReply {
    startSession(userId: string): Promise<void>;
    endSession(): Promise<void>;
    endAllSessions(): Promise<void>;
    endOtherSessions(): Promise<void>;
  }
}
