// Cross-cutting defences of issue 7 §2: forged cross-site writes, NUL bytes, proxies and the
// database errors that used to leak as 500s. Each was reproduced against the landed code first.
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqlState } from '../../src/server/plugins/errors';
import { registerSecurity } from '../../src/server/plugins/security';
import { postWorkout } from '../factories';
import { clockAt, createTestApp, signUp, uniqueName, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cross-site request forgery (DESIGN §4)', () => {
  it('refuses a form posted from another site', async () => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/workouts',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `userId=${me.user.id}&name=Forged`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/another site/);
  });

  it('refuses a body-less write from another site, and one with no origin and no JSON', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me);
    const forged = await me.as({
      method: 'POST',
      url: `/api/workouts/${w.id}/repeat`,
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    const bare = await t.app.inject({
      method: 'DELETE',
      url: `/api/workouts/${w.id}`,
      headers: { cookie: me.cookie },
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toMatch(/sent as JSON or from the app/);
    const nullOrigin = await me.as({
      method: 'DELETE',
      url: `/api/workouts/${w.id}`,
      headers: { origin: 'null' },
    });
    expect(nullOrigin.statusCode).toBe(403);
    // Nothing happened: the workout is still there, not repeated.
    const list = await me.as({ url: `/api/workouts/${me.user.id}` });
    expect(list.json()).toHaveLength(1);
  });

  it('lets the app itself, PUBLIC_URL and JSON clients write', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me);
    const own = await me.as({ method: 'POST', url: `/api/workouts/${w.id}/repeat` });
    expect(own.statusCode).toBe(201);
    // A JSON body without Origin: a script or curl, which a browser on another site cannot send.
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/workouts/${w.id}`,
      headers: { cookie: me.cookie },
      payload: { name: 'Renamed' },
    });
    expect(json.statusCode).toBe(200);
    const behindProxy = await createTestApp({
      env: { PUBLIC_URL: 'https://joey.test', BILLING_MODE: 'sandbox' },
    });
    try {
      const them = await signUp(behindProxy);
      const res = await them.as({
        method: 'PUT',
        url: '/api/users/onboarding/complete',
        headers: { origin: 'https://joey.test' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('does not stand in the way of reads', async () => {
    const me = await signUp(t);
    const res = await me.as({
      url: `/api/workouts/${me.user.id}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('NUL bytes (issue 7 §2.6)', () => {
  it('answers 400, not 500, for a NUL in a path', async () => {
    const res = await t.app.inject({ url: '/api/shares/%00%27' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/NUL/);
  });

  it('answers 400 for a NUL anywhere in a JSON body, and writes nothing', async () => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/goals',
      payload: { userId: me.user.id, title: 'Run\u0000', targetValue: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/NUL/);
    expect((await me.as({ url: `/api/goals/${me.user.id}` })).json()).toEqual([]);
  });
});

describe('database errors are never a 500 for bad input (issue 7 §2.6)', () => {
  it('finds the SQLSTATE wherever a driver wrapped it', () => {
    const wrapped = new Error('Failed query', { cause: { code: '23505' } });
    expect(sqlState(wrapped)).toBe('23505');
    expect(sqlState(new Error('plain'))).toBeUndefined();
    expect(sqlState(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeUndefined();
  });

  it('refuses a workout dated in the year 0, saying which dates are allowed', async () => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/workouts',
      payload: {
        userId: me.user.id,
        name: 'Ancient',
        completedAt: '0000-01-01T00:00:00Z',
        exercises: [{ name: 'Squat' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/completedAt: must be between 2000-01-01 and tomorrow/);
  });

  it('refuses a workout dated the day after tomorrow, and takes one dated yesterday', async () => {
    const me = await signUp(t);
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const post = (completedAt: string) =>
      me.as({
        method: 'POST',
        url: '/api/workouts',
        payload: { userId: me.user.id, name: 'Run', completedAt, exercises: [{ name: 'Run' }] },
      });
    expect((await post(at(2))).statusCode).toBe(400);
    expect((await post(at(-1))).statusCode).toBe(201);
  });
});

describe('TRUST_PROXY (issue 7 §2.9)', () => {
  const failLogin = (app: TestApp['app'], remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: uniqueName('nobody'), password: 'guess1234' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.1' } });
    // All 21 tries inside one one-minute window: a run that crossed a minute boundary would
    // start counting again (seen once in a full run).
    clockAt('2026-06-01T12:00:30Z');
    try {
      // Spoofing a new address on every try does not escape the per-address limit (20).
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        codes.push((await failLogin(app.app, '198.51.100.50', `192.0.2.${i}`)).statusCode);
      }
      expect(codes.at(-1)).toBe(429);
      // Through the listed proxy, the forwarded address is the client's: 21 clients, no limit.
      const codesViaProxy: number[] = [];
      for (let i = 0; i < 21; i++) {
        codesViaProxy.push((await failLogin(app.app, '10.0.0.1', `192.0.2.${100 + i}`)).statusCode);
      }
      expect(codesViaProxy.every((c) => c === 401)).toBe(true);
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });
});

describe('Content-Security-Policy (issue 16 §5)', () => {
  /** A policy's directives by name, each with its sources. */
  const directives = (policy: string) =>
    new Map(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...sources]) => [name!, sources]),
    );

  it.each([
    ['without Stripe', false, ["'self'"]],
    ['with Stripe', true, ["'self'", 'https://js.stripe.com']],
  ])('runs no inline or evaluated script %s', async (_, stripe, scriptSrc) => {
    const app = Fastify();
    await registerSecurity(app, { hsts: false, stripe });
    app.get('/', async () => 'page');
    const csp = directives(
      String((await app.inject({ url: '/' })).headers['content-security-policy']),
    );
    await app.close();
    // Exactly these sources: no 'unsafe-inline', 'unsafe-eval', data: or wildcard can slip in.
    expect(csp.get('script-src')).toEqual(scriptSrc);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]); // no onclick="…" either
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the session cookie (issue 16 §5)', () => {
  const sessionOf = (res: { cookies: { name: string; secure?: boolean }[] }) =>
    res.cookies.find((c) => c.name === 'jf_session')!;
  const register = (app: TestApp['app'], opts: Partial<InjectOptions> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: uniqueName('cookie'), password: 'long enough pw' },
      ...opts,
    });

  it('is httpOnly and SameSite=Lax, and not Secure over plain http', async () => {
    const cookie = sessionOf(await register(t.app));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
  });

  it('is Secure, with HSTS, when PUBLIC_URL is https', async () => {
    const app = await createTestApp({
      env: { PUBLIC_URL: 'https://joey.test', BILLING_MODE: 'sandbox' },
    });
    try {
      const res = await register(app.app);
      expect(sessionOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    } finally {
      await app.close();
    }
  });

  it('is Secure behind a listed proxy that says https, and only then', async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const proxied = await register(app.app, { remoteAddress: '127.0.0.1', headers: https });
      expect(sessionOf(proxied).secure).toBe(true);
      // Anyone else saying https is not believed: the connection they came over was plain http.
      const spoofed = await register(app.app, { remoteAddress: '203.0.113.9', headers: https });
      expect(sessionOf(spoofed).secure).toBeFalsy();
    } finally {
      await app.close();
    }
  });
});
