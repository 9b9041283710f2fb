import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  APP_ORIGIN,
  createTestApp,
  sessionCookie,
  signUp,
  uniqueName,
  type TestApp,
} from '../../../../tests/setup/test-app';

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

  it('answers 400 for a missing body and 415 for a form body from the app', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: APP_ORIGIN },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/body/i);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain', origin: APP_ORIGIN },
      payload: 'username=a&password=b',
    });
    expect(form.statusCode).toBe(415);
  });

  it('counts parallel wrong guesses before checking them: a burst of 30 gets at least 25 429s', async () => {
    atWindowStart();
    const { user } = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: user.username, password: 'wrong guess' },
          remoteAddress: '203.0.113.30',
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(25);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
  });

  it('does not count a right password toward the limit', async () => {
    atWindowStart();
    const { user, password } = await signUp(t);
    const attempt = (pw: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: pw },
        remoteAddress: '203.0.113.31',
      });
    for (let i = 0; i < 4; i++) expect((await attempt(password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('nope nope')).statusCode).toBe(401);
    expect((await attempt('nope nope')).statusCode).toBe(429);
  });
});

describe('sign-in limits that do not lock the owner out (issue 25 §7)', () => {
  // Pairs are limited per minute and per hour, names per hour across addresses: freeze the clock
  // (Date only) just after an hour starts, and move it by whole minutes within that hour.
  let hourStart = 0;
  const atHourStart = () => {
    const now = Date.now();
    hourStart = now - (now % 3_600_000) + 1_000;
    vi.useFakeTimers({ toFake: ['Date'], now: hourStart });
  };
  const minutesLater = (minutes: number) => vi.setSystemTime(hourStart + minutes * 60_000);
  afterEach(() => vi.useRealTimers());

  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress,
    });
  const codes = async (n: number, attempt: () => ReturnType<typeof login>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await attempt()).statusCode);
    return out;
  };
  const times = (n: number, code: number) => Array.from({ length: n }, () => code);

  it("a stranger's six wrong passwords from one address do not keep the owner out elsewhere", async () => {
    atHourStart();
    const { user, password } = await signUp(t);
    const stranger = '203.0.113.60';
    expect(await codes(5, () => login(user.username, 'wrong guess', stranger))).toEqual(times(5, 401)); // prettier-ignore
    expect((await login(user.username, 'wrong guess', stranger)).statusCode).toBe(429);
    const owner = await login(user.username, password, '198.51.100.60');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().id).toBe(user.id);
    // From the stranger's address the name stays limited, the right password included.
    const there = await login(user.username, password, stranger);
    expect(there.statusCode).toBe(429);
    expect(there.json().message).toMatch(/^Too many failed sign-ins. Try again in \d+ seconds.$/);
  });

  it('limits a name from one address to 5 wrong passwords a minute and 10 an hour; retrying after that uses up nothing', async () => {
    atHourStart();
    const { user, password } = await signUp(t);
    const stranger = '203.0.113.61';
    const guess = () => login(user.username, 'wrong guess', stranger);
    expect(await codes(6, guess)).toEqual([...times(5, 401), 429]);
    minutesLater(1);
    expect(await codes(6, guess)).toEqual([...times(5, 401), 429]);
    minutesLater(2);
    const hourly = await guess();
    expect(hourly.statusCode).toBe(429);
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(60);
    expect(hourly.json().message).toMatch(/^Too many failed sign-ins. Try again in \d+ minutes.$/);
    // A refused attempt checks no password and counts toward no wider limit: 150 more from the
    // stranger do not use up the name's limit across addresses.
    expect(await codes(150, guess)).toEqual(times(150, 429));
    expect((await login(user.username, password, '198.51.100.61')).statusCode).toBe(200);
  });

  it('limits one address across names to 20 a minute, its refused attempts not counted', async () => {
    atHourStart();
    const { user } = await signUp(t);
    const sprayer = '203.0.113.62';
    expect(await codes(5, () => login(user.username, 'wrong guess', sprayer))).toEqual(times(5, 401)); // prettier-ignore
    expect(await codes(20, () => login(user.username, 'wrong guess', sprayer))).toEqual(times(20, 429)); // prettier-ignore
    const spray = () => login(uniqueName('spray'), 'guess1234', sprayer);
    expect(await codes(16, spray)).toEqual([...times(15, 401), 429]);
  });

  it("a right password clears its address's count for the name, not the address's count", async () => {
    atHourStart();
    const me = await signUp(t);
    const home = '203.0.113.63';
    const mine = (pw: string) => login(me.user.username, pw, home);
    expect(await codes(5, () => mine('typo typo'))).toEqual(times(5, 401));
    minutesLater(1);
    expect(await codes(4, () => mine('typo typo'))).toEqual(times(4, 401));
    expect((await mine(me.password)).statusCode).toBe(200);
    // Nine of this hour's ten and four of this minute's five are cleared.
    expect(await codes(6, () => mine('typo typo'))).toEqual([...times(5, 401), 429]);
    minutesLater(2);
    expect(await codes(5, () => mine('typo typo'))).toEqual(times(5, 401));

    // Signing in to one's own account gives back that attempt only: an address's failures on
    // other names stay counted.
    minutesLater(3);
    const other = await signUp(t);
    const office = '203.0.113.64';
    const spray = () => login(uniqueName('spray'), 'guess1234', office);
    expect(await codes(19, spray)).toEqual(times(19, 401));
    expect((await login(other.user.username, other.password, office)).statusCode).toBe(200);
    expect(await codes(2, spray)).toEqual([401, 429]);
  });

  it('refuses a name after 100 wrong passwords an hour across addresses, counted before checking', async () => {
    atHourStart();
    const { user, password } = await signUp(t);
    const from = (i: number) => `2001:db8:25::${i.toString(16)}`;
    for (let i = 0; i < 19; i++) {
      expect(await codes(5, () => login(user.username, 'wrong guess', from(i)))).toEqual(times(5, 401)); // prettier-ignore
    }
    // 95 so far: of 30 parallel guesses from 30 new addresses, exactly 5 are checked.
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(user.username, 'wrong guess', from(100 + i))),
    );
    const answered = burst.map((r) => r.statusCode);
    expect(answered.filter((c) => c === 401)).toHaveLength(5);
    expect(answered.filter((c) => c === 429)).toHaveLength(25);
    const owner = await login(user.username, password, from(200));
    expect(owner.statusCode).toBe(429);
    expect(Number(owner.headers['retry-after'])).toBeGreaterThan(60);
    // The next hour starts afresh.
    minutesLater(60);
    expect((await login(user.username, password, from(200))).statusCode).toBe(200);
  });

  it('checks the current password of a password change under the same limits', async () => {
    atHourStart();
    const me = await signUp(t);
    const change = () =>
      me.as({
        method: 'POST',
        url: '/api/auth/password',
        payload: { currentPassword: 'not my password', newPassword: 'whatever it is now' },
        remoteAddress: '203.0.113.65',
      });
    expect(await codes(5, change)).toEqual(times(5, 400));
    const limited = await change();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many wrong passwords. Try again in \d+ seconds.$/);
    // The same count as signing in from that address.
    expect((await login(me.user.username, me.password, '203.0.113.65')).statusCode).toBe(429);
    expect((await login(me.user.username, me.password, '203.0.113.66')).statusCode).toBe(200);
  });
});

describe('GET /api/auth/user and /api/logout', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in' });
  });

  it('POST /api/logout ends the session server-side', async () => {
    const { as } = await signUp(t);
    const out = await as({ method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'jf_session')?.value).toBe('');
    expect((await as({ url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('GET /api/logout goes home and signs nobody out: any site can make a browser GET it', async () => {
    const { as } = await signUp(t);
    const out = await as({ url: '/api/logout' });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await as({ url: '/api/auth/user' })).statusCode).toBe(200);
  });

  it('a logout posted from another site is refused', async () => {
    const { as } = await signUp(t);
    const out = await as({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(403);
    expect((await as({ url: '/api/auth/user' })).statusCode).toBe(200);
  });

  it('ignores a forged session cookie', async () => {
    const res = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: 'jf_session=forged-value' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-up limits', () => {
  it('two sign-ups racing for one name: one account, the others 409, never a 500', async () => {
    const username = uniqueName('race');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { username, password: 'long enough pw' },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toMatch(/already taken/);
    }
  });

  it('limits new accounts per address per hour', async () => {
    const small = await createTestApp({ env: { SIGNUP_LIMIT: '2' } });
    try {
      const register = (remoteAddress: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { username: uniqueName('many'), password: 'long enough pw' },
          remoteAddress,
        });
      expect((await register('198.51.100.20')).statusCode).toBe(200);
      expect((await register('198.51.100.20')).statusCode).toBe(200);
      const third = await register('198.51.100.20');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/Too many new accounts/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await register('198.51.100.21')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('ALLOW_SIGNUP=false closes registration, and the sign-in page knows', async () => {
    const closed = await createTestApp({ env: { ALLOW_SIGNUP: 'false' } });
    try {
      const res = await closed.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: uniqueName('closed'), password: 'long enough pw' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/New accounts are closed/);
      const options = await closed.app.inject({ url: '/api/auth/options' });
      expect(options.json()).toEqual({ signup: false, provider: false });
      expect((await t.app.inject({ url: '/api/auth/options' })).json()).toEqual({
        signup: true,
        provider: false,
      });
    } finally {
      await closed.close();
    }
  });
});

describe('sessions', () => {
  afterEach(() => vi.useRealTimers());

  it('signing in again in the same browser ends the session it had', async () => {
    const me = await signUp(t);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: me.user.username, password: me.password },
      headers: { cookie: me.cookie },
    });
    expect(again.statusCode).toBe(200);
    const old = await t.app.inject({ url: '/api/auth/user', headers: { cookie: me.cookie } });
    expect(old.statusCode).toBe(401);
    const fresh = sessionCookie(again);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: fresh } })).statusCode,
    ).toBe(200);
  });

  it('ends a session 90 days after sign-in, however often it is used', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const me = await signUp(t);
    // Used every 20 days, the rolling 30-day expiry alone would keep it forever.
    for (let day = 20; day <= 80; day += 20) {
      vi.setSystemTime(start + day * 86_400_000);
      expect((await me.as({ url: '/api/auth/user' })).statusCode).toBe(200);
    }
    vi.setSystemTime(start + 90 * 86_400_000 + 60_000);
    expect((await me.as({ url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('"sign out of all devices" ends every session of mine and nobody else\'s', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: me.user.username, password: me.password },
    });
    const phoneCookie = sessionCookie(phone);
    const out = await me.as({ method: 'POST', url: '/api/auth/sessions/end-all' });
    expect(out.statusCode).toBe(204);
    expect((await me.as({ url: '/api/auth/user' })).statusCode).toBe(401);
    const onPhone = await t.app.inject({ url: '/api/auth/user', headers: { cookie: phoneCookie } });
    expect(onPhone.statusCode).toBe(401);
    expect((await other.as({ url: '/api/auth/user' })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password', () => {
  afterEach(() => vi.useRealTimers());

  it('changes the password after checking the current one, and ends my other sessions', async () => {
    const me = await signUp(t);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: me.user.username, password: me.password },
    });
    const res = await me.as({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: me.password, newPassword: 'a brand new password' },
    });
    expect(res.statusCode).toBe(204);
    // This device stays signed in; the other one is out.
    expect((await me.as({ url: '/api/auth/user' })).statusCode).toBe(200);
    const onPhone = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(phone) },
    });
    expect(onPhone.statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: me.user.username, password },
      });
    expect((await login(me.password)).statusCode).toBe(401);
    expect((await login('a brand new password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password (400), then limits guesses (429)', async () => {
    // The limit counts in one-minute windows: start at the start of one, as the login tests do.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: now - (now % 60_000) + 1_000 });
    const me = await signUp(t);
    const attempt = () =>
      me.as({
        method: 'POST',
        url: '/api/auth/password',
        payload: { currentPassword: 'not my password', newPassword: 'whatever it is now' },
      });
    const first = await attempt();
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('currentPassword: is not right');
    for (let i = 0; i < 4; i++) await attempt();
    expect((await attempt()).statusCode).toBe(429);
  });

  it('answers 400 for a short new password and 401 signed out', async () => {
    const me = await signUp(t);
    const short = await me.as({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: me.password, newPassword: 'short' },
    });
    expect(short.json().message).toBe('newPassword: must be at least 8 characters');
    const same = await me.as({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: me.password, newPassword: me.password },
    });
    expect(same.json().message).toBe('newPassword: must differ from your current password');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: 'x', newPassword: 'long enough pw' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
