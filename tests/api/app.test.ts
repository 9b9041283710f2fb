import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../src/server/plugins/errors';
import { createTestApp, signUp, type TestApp } from '../setup/test-app';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  // A stand-in client build, so page serving is tested without running Vite.
  clientDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app shell</title>');
  writeFileSync(path.join(clientDir, 'login.html'), '<!doctype html><title>sign in page</title>');
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the client', () => {
  it.each(['/', '/workouts', '/no/such/page', '/s/some-token'])(
    'GET %s serves the app shell, whose router decides what to show',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('app shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('GET /api/login serves the sign-in page when signed out and sends users home when signed in', async () => {
    const page = await t.app.inject({ url: '/api/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('sign in page');
    const me = await signUp(t);
    const again = await me.as({ url: '/api/login' });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/');
  });

  it('answers unknown API paths with JSON 404, never the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/nothing-here' });
  });
});

describe('HTTP hygiene', () => {
  it('sends security headers and a request id on every answer', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('keeps a sane caller-supplied request id and replaces a hostile one', async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).not.toContain(' ');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', password: 'y'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTypeOf('string');
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/users/{id}',
        '/api/workouts/{userId}',
        '/api/workouts/{id}/repeat',
        '/api/exercises/{id}',
        '/api/goals',
        '/api/dashboard/{userId}',
        '/api/suggestions/{id}/dismiss',
        '/api/export',
      ]),
    );
  });
});

describe('error handler', () => {
  it('hides internals of unexpected errors behind a message with the request id', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json().message).toMatch(/Something went wrong on our side \(request req-/);
    await app.close();
  });
});

describe('session lookups only where needed (issue 9)', () => {
  it('pages, assets, health and public share links answer a signed-in browser without a lookup', async () => {
    const own = await createTestApp({ clientDir });
    const me = await signUp(own);
    // With the database gone, anything that looked the session up would fail.
    await own.database.close();
    for (const url of ['/', '/workouts', '/assets/app-abc123.js', '/healthz']) {
      const res = await own.app.inject({ url, headers: { cookie: me.cookie } });
      expect(res.statusCode, url).toBe(200);
    }
    // An API route does look it up, and says the database is unreachable rather than hang.
    const api = await own.app.inject({ url: '/api/auth/user', headers: { cookie: me.cookie } });
    expect(api.statusCode).toBeGreaterThanOrEqual(500);
    await own.app.close();
  });

  it('every /api route but the public ones needs a session: a route added without a rule is protected', async () => {
    const publicRoutes = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .filter((r) => r.method !== 'HEAD');
    const anon = await Promise.all(
      publicRoutes.map((r) =>
        t.app.inject({
          method: r.method as 'GET',
          url: r.url.replace(/:\w+/g, 'x'),
          headers: { origin: 'http://localhost' },
        }),
      ),
    );
    const open = publicRoutes
      .filter((_, i) => anon[i]!.statusCode !== 401)
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([
      'GET /api/auth/options',
      'GET /api/login',
      'GET /api/logout',
      'GET /api/shares/:token',
      'POST /api/auth/login',
      'POST /api/auth/register',
      'POST /api/logout',
    ]);
  });
});
