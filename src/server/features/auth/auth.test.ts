import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, uniqueName, type TestApp } from '../../../../tests/setup/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and never returns the password hash', async () => {
    const username = uniqueName('Reg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, password: 'long enough pw', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username,
      firstName: 'Ada',
      lastName: 'Lovelace',
      onboardingCompleted: false,
      leaderboardVisible: true,
    });
    expect(res.body).not.toMatch(/scrypt|password/i);
    const cookie = res.cookies.find((c) => c.name === 'jf_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `jf_session=${cookie!.value}` },
    });
    expect(me.json().username).toBe(username);
  });

  it('refuses a taken username, whatever its case', async () => {
    const { user } = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: user.username.toUpperCase(), password: 'another password' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already taken/);
  });

  it.each([
    [{ username: 'ab', password: 'long enough pw' }, /username: must be at least 3/],
    [{ username: 'has space', password: 'long enough pw' }, /username: use 3–32 letters/],
    [{ username: uniqueName(), password: 'short' }, /password: must be at least 8/],
    [{ password: 'long enough pw' }, /username/],
  ])('answers 400 naming the field for %j', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('POST /api/auth/login', () => {
  // The limits count in one-minute windows; freeze the clock (Date only) at the start of a
  // window so a run never straddles a minute boundary.
  const atWindowStart = () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: now - (now % 60_000) + 1_000 });
  };
  afterEach(() => vi.useRealTimers());

  it('signs in with the right password and refuses a wrong one', async () => {
    const { user, password } = await signUp(t);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().id).toBe(user.id);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'wrong password' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: 'Wrong username or password' });
    expect(bad.cookies.find((c) => c.name === 'jf_session')).toBeUndefined();
  });

  it('answers 401 for an unknown user, like a wrong password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: uniqueName('ghost'), password: 'whatever123' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 429 with Retry-After after five failures a minute for one name', async () => {
    atWindowStart();
    const { user, password } = await signUp(t);
    const attempt = (pw: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: pw },
        remoteAddress: '203.0.113.7',
      });
    for (let i = 0; i < 5; i++) expect((await attempt('nope nope')).statusCode).toBe(401);
    const limited = await attempt(password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many failed sign-ins/);
  });

  it('limits by address too, across user names', async () => {
    atWindowStart();
    const addr = '198.51.100.9';
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: uniqueName('spray'), password: 'guess1234' },
        remoteAddress: addr,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: uniqueName('spray'), password: 'guess1234' },
      remoteAddress: addr,
    });
    expect(res.statusCode).toBe(429);
  });

  it('answers 400 for a missing body and 415 for a form body', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/body/i);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=a&password=b',
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('GET /api/auth/user and /api/logout', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in' });
  });

  it('logout ends the session server-side and redirects home', async () => {
    const { as } = await signUp(t);
    const out = await as({ url: '/api/logout' });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await as({ url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('ignores a forged session cookie', async () => {
    const res = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: 'jf_session=forged-value' },
    });
    expect(res.statusCode).toBe(401);
  });
});
