// Personal access tokens (issue 29 §8) through the real app, on PGlite and on PostgreSQL: made
// once and stored hashed, listed without the secret, revoked at once; `Authorization: Bearer`
// acts as the owner without a browser's Origin, never on the token, password or session routes,
// with the cookie ignored; failed tokens are limited per address like sign-ins.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  BEARER_LIMITS,
  BEARER_REFUSED,
  INVALID_TOKEN,
} from '../../src/server/plugins/access-tokens';
import { TOKENS_FULL } from '../../src/server/features/tokens/tokens.service';
import { sqlRows } from '../../src/server/db/prepared';
import { TOKEN_LIMITS, type ApiToken, type CreatedToken } from '../../src/shared/schemas/tokens';
import { makeWorkout, postWorkout } from '../factories';
import { clockAt, signUp, useTestApp, type Me } from '../setup/test-app';

const t = useTestApp();

let addresses = 0;
/** An address of its own for each caller, so one test's failed tokens never limit another's. */
const newAddress = () => `10.29.${(addresses >> 8) & 255}.${addresses++ & 255}`;

/** A script's request: the token and nothing a browser adds (no cookie, no Origin). */
const withToken = (token: string, opts: InjectOptions, remoteAddress = '10.28.0.1') =>
  t.app.inject({
    remoteAddress,
    ...opts,
    headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` },
  } as InjectOptions);

async function makeToken(me: Me, name = 'Run logger'): Promise<CreatedToken> {
  const res = await me.as({ method: 'POST', url: '/api/tokens', payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const listOf = async (me: Me): Promise<ApiToken[]> => {
  const res = await me.as({ url: '/api/tokens' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tokens;
};

const rowsOfTokens = (userId: string) =>
  sqlRows<{ id: string; token_hash: string; hint: string; last_used_at: Date | string | null }>(
    t.db,
    sql`select id, token_hash, hint, last_used_at from api_tokens where user_id = ${userId} order by created_at`,
  );

const expectInvalid = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json()).toEqual({ message: INVALID_TOKEN });
  expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
};

describe('making, listing and revoking tokens', () => {
  it('answers the secret once, 201, and stores only its hash and hint', async () => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: '  Garmin sync ' },
    });
    expect(res.statusCode).toBe(201);
    const made = res.json() as CreatedToken;
    expect(Object.keys(made).sort()).toEqual(['createdAt', 'id', 'name', 'token']);
    expect(made.name).toBe('Garmin sync');
    expect(made.token).toMatch(/^jf_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(made.createdAt)).not.toBeNaN();
    const [row] = await rowsOfTokens(me.user.id);
    expect(row!.token_hash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(row!.hint).toBe(made.token.slice(0, 8));
    // The secret is nowhere in the database.
    const dump = await sqlRows(t.db, sql`select * from api_tokens where user_id = ${me.user.id}`);
    expect(JSON.stringify(dump)).not.toContain(made.token.slice(3));
    // Two tokens never share a secret.
    const second = await makeToken(me);
    expect(second.token).not.toBe(made.token);
  });

  it('lists my tokens newest first with their hint and never a secret', async () => {
    const me = await signUp(t);
    const someoneElse = await signUp(t);
    await makeToken(someoneElse, 'Not mine');
    const first = await makeToken(me, 'First');
    const second = await makeToken(me, 'Second');
    const res = await me.as({ url: '/api/tokens' });
    expect(res.statusCode).toBe(200);
    const { tokens } = res.json() as { tokens: ApiToken[] };
    expect(tokens.map((x) => x.id)).toEqual([second.id, first.id]);
    expect(tokens[1]).toEqual({
      id: first.id,
      name: 'First',
      hint: first.token.slice(0, 8),
      createdAt: first.createdAt,
      lastUsedAt: null,
    });
    expect(res.body).not.toContain(first.token);
    expect(res.body).not.toContain(second.token);
    expect(res.body).not.toMatch(/hash/i);
  });

  it('revokes at once: the next request with the token is 401, and the list forgets it', async () => {
    const me = await signUp(t);
    const made = await makeToken(me);
    const ok = await withToken(made.token, { url: '/api/auth/user' });
    expect(ok.statusCode).toBe(200);
    const gone = await me.as({ method: 'DELETE', url: `/api/tokens/${made.id}` });
    expect(gone.statusCode).toBe(204);
    expectInvalid(await withToken(made.token, { url: '/api/auth/user' }, newAddress()));
    expect(await listOf(me)).toEqual([]);
    // Revoking it again, or a token that never was, is 404.
    expect((await me.as({ method: 'DELETE', url: `/api/tokens/${made.id}` })).statusCode).toBe(404);
  });

  it("answers 404 for another user's token id, and leaves that token working", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const made = await makeToken(owner);
    const res = await other.as({ method: 'DELETE', url: `/api/tokens/${made.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Access token not found' });
    expect(await listOf(other)).toEqual([]);
    const still = await withToken(made.token, { url: '/api/auth/user' });
    expect(still.json().id).toBe(owner.user.id);
  });

  it(`holds at most ${TOKEN_LIMITS.perUser} tokens, and makes room when one is revoked`, async () => {
    const me = await signUp(t);
    const made = await Promise.all(
      Array.from({ length: TOKEN_LIMITS.perUser }, (_, i) => makeToken(me, `Token ${i}`)),
    );
    const full = await me.as({ method: 'POST', url: '/api/tokens', payload: { name: 'One more' } });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: TOKENS_FULL });
    expect(TOKENS_FULL).toMatch(/revoke one/);
    await me.as({ method: 'DELETE', url: `/api/tokens/${made[0]!.id}` });
    await makeToken(me, 'One more');
    expect(await listOf(me)).toHaveLength(TOKEN_LIMITS.perUser);
  });

  it('counts parallel requests under the lock: a burst never passes the limit', async () => {
    const me = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: TOKEN_LIMITS.perUser + 5 }, (_, i) =>
        me.as({ method: 'POST', url: '/api/tokens', payload: { name: `Burst ${i}` } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(TOKEN_LIMITS.perUser);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    expect(await rowsOfTokens(me.user.id)).toHaveLength(TOKEN_LIMITS.perUser);
  });

  it('refuses a bad name with 400 naming the field', async () => {
    const me = await signUp(t);
    const cases: [unknown, string][] = [
      [{}, 'name: is required'],
      [{ name: '' }, 'name: is required'],
      [{ name: '   ' }, 'name: is required'],
      [{ name: 'x'.repeat(TOKEN_LIMITS.name + 1) }, `name: must be at most ${TOKEN_LIMITS.name} characters`],
      [{ name: 42 }, 'name: must be text'],
      [{ name: 'Fine', scope: 'admin' }, 'Unrecognized key'],
    ]; // prettier-ignore
    for (const [payload, message] of cases) {
      const res = await me.as({ method: 'POST', url: '/api/tokens', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    expect(await listOf(me)).toEqual([]);
    // A name of exactly the limit is fine.
    await makeToken(me, 'x'.repeat(TOKEN_LIMITS.name));
  });

  it('goes with its owner: deleting the user deletes their tokens', async () => {
    const me = await signUp(t);
    const made = await makeToken(me);
    await t.db.execute(sql`delete from users where id = ${me.user.id}`);
    expect(await rowsOfTokens(me.user.id)).toEqual([]);
    expectInvalid(await withToken(made.token, { url: '/api/auth/user' }, newAddress()));
  });
});

describe('Authorization: Bearer', () => {
  it('acts as the owner on reads and writes, with no Origin and no cookie', async () => {
    const me = await signUp(t);
    const { token } = await makeToken(me);
    const who = await withToken(token, { url: '/api/auth/user' });
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ id: me.user.id, username: me.user.username });
    expect(who.headers['x-joeyfit-user']).toBe(me.user.id);

    // Logging a run, as the guide's script does.
    const run = {
      userId: me.user.id,
      name: 'Morning run',
      type: 'cardio',
      duration: 1800,
      completedAt: new Date(Date.now() - 3_600_000).toISOString(),
      exercises: [{ name: 'Running', duration: 1800, distance: 5, distanceUnit: 'km' }],
    };
    const logged = await withToken(token, { method: 'POST', url: '/api/workouts', payload: run });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json()).toMatchObject({
      userId: me.user.id,
      name: 'Morning run',
      type: 'cardio',
    });
    expect(logged.headers['set-cookie']).toBeUndefined();

    const list = await withToken(token, { url: `/api/workouts/${me.user.id}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((w: { name: string }) => w.name)).toEqual(['Morning run']);
    // The owner sees it in the app.
    const inApp = await me.as({ url: `/api/workouts/${me.user.id}` });
    expect(inApp.json()).toHaveLength(1);

    // A write with no body at all (no JSON to show) passes too: the token is the proof.
    const id = logged.json().id as string;
    const repeated = await withToken(token, { method: 'POST', url: `/api/workouts/${id}/repeat` });
    expect(repeated.statusCode, repeated.body).toBe(201);
    const deleted = await withToken(token, { method: 'DELETE', url: `/api/workouts/${id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
  });

  it("is the owner only: another user's rows stay out of reach", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const theirs = await postWorkout(other);
    const { token } = await makeToken(me);
    const read = await withToken(token, { url: `/api/workouts/${other.user.id}` });
    expect(read.statusCode).toBe(403);
    const write = await withToken(token, {
      method: 'POST',
      url: '/api/workouts',
      payload: makeWorkout(other.user.id),
    });
    expect(write.statusCode).toBe(403);
    const del = await withToken(token, { method: 'DELETE', url: `/api/workouts/${theirs.id}` });
    expect(del.statusCode).toBe(404);
    expect((await other.as({ url: `/api/workouts/${other.user.id}` })).json()).toHaveLength(1);
  });

  it('ignores the cookie when a bearer header is present', async () => {
    const browser = await signUp(t);
    const script = await signUp(t);
    const { token } = await makeToken(script);
    // The browser's cookie and the script's token: the token decides.
    const both = await withToken(token, {
      url: '/api/auth/user',
      headers: { cookie: browser.cookie },
    });
    expect(both.json().id).toBe(script.user.id);
    // A token that is not valid does not fall back to the cookie's session.
    const bad = await withToken(
      'jf_' + 'A'.repeat(43),
      { url: '/api/auth/user', headers: { cookie: browser.cookie } },
      newAddress(),
    );
    expectInvalid(bad);
    // Nor does a forged cross-site write carrying a made-up token ride on the cookie.
    const forged = await withToken(
      'made-up',
      {
        method: 'POST',
        url: '/api/workouts',
        headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `userId=${browser.user.id}&name=Forged`,
      },
      newAddress(),
    );
    expectInvalid(forged);
    expect((await browser.as({ url: `/api/workouts/${browser.user.id}` })).json()).toEqual([]);
    // The browser's session is untouched: no cookie cleared or renewed on either answer.
    for (const res of [both, bad, forged]) expect(res.headers['set-cookie']).toBeUndefined();
    expect((await browser.as({ url: '/api/auth/user' })).statusCode).toBe(200);
  });

  it('refuses a token that is absent, malformed or unknown with 401', async () => {
    const address = newAddress();
    const absent = await t.app.inject({ url: '/api/auth/user', remoteAddress: address });
    expect(absent.statusCode).toBe(401);
    const signedOut = await t.app.inject({ url: '/api/body-weights', remoteAddress: address });
    expect(signedOut.json()).toEqual({ message: 'Sign in to continue' });
    const me = await signUp(t);
    const { token } = await makeToken(me);
    const headers = [
      'Bearer',
      'Bearer ',
      'Bearer not-a-token',
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
      `Bearer ${token.slice(3)}`,
      `Bearer jf_${'A'.repeat(43)}`,
      `bearer ${token} extra`,
    ];
    for (const authorization of headers) {
      const res = await t.app.inject({
        url: '/api/body-weights',
        remoteAddress: address,
        headers: { authorization },
      });
      expectInvalid(res);
    }
    // The scheme is case-insensitive and spaces around the token do not matter.
    const spaced = await t.app.inject({
      url: '/api/body-weights',
      remoteAddress: address,
      headers: { authorization: `bearer   ${token}  ` },
    });
    expect(spaced.statusCode).toBe(200);
    // Another scheme is not a token: the request is simply not signed in.
    const basic = await t.app.inject({
      url: '/api/body-weights',
      remoteAddress: address,
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toEqual({ message: 'Sign in to continue' });
  });

  it('records when a token was last used, at most once an hour', async () => {
    const me = await signUp(t);
    const made = await makeToken(me);
    const lastUsed = async () => (await listOf(me)).find((x) => x.id === made.id)!.lastUsedAt;
    const start = Date.now();
    clockAt(new Date(start).toISOString());
    await withToken(made.token, { url: '/api/auth/user' });
    expect(await lastUsed()).toBe(new Date(start).toISOString());
    clockAt(new Date(start + 59 * 60_000).toISOString());
    await withToken(made.token, { url: '/api/auth/user' });
    expect(await lastUsed()).toBe(new Date(start).toISOString());
    clockAt(new Date(start + 61 * 60_000).toISOString());
    await withToken(made.token, { url: '/api/auth/user' });
    expect(await lastUsed()).toBe(new Date(start + 61 * 60_000).toISOString());
  });
});

describe('what a token may not do', () => {
  it('cannot make, list or revoke tokens, even with the session cookie alongside', async () => {
    const me = await signUp(t);
    const made = await makeToken(me);
    const requests: InjectOptions[] = [
      { method: 'POST', url: '/api/tokens', payload: { name: 'Successor' } },
      { url: '/api/tokens' },
      { method: 'DELETE', url: `/api/tokens/${made.id}` },
    ];
    for (const opts of requests) {
      for (const headers of [{}, { cookie: me.cookie }]) {
        const res = await withToken(made.token, { ...opts, headers });
        expect(res.statusCode, `${opts.method ?? 'GET'} ${opts.url}`).toBe(403);
        expect(res.json()).toEqual({ message: BEARER_REFUSED });
      }
    }
    expect((await listOf(me)).map((x) => x.id)).toEqual([made.id]);
  });

  it('cannot change the password or sign out everywhere', async () => {
    const me = await signUp(t);
    const { token } = await makeToken(me);
    const password = await withToken(token, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: me.password, newPassword: 'taken over by a script' },
    });
    expect(password.statusCode).toBe(403);
    expect(password.json()).toEqual({ message: BEARER_REFUSED });
    const endAll = await withToken(token, { method: 'POST', url: '/api/auth/sessions/end-all' });
    expect(endAll.statusCode).toBe(403);
    expect(endAll.json()).toEqual({ message: BEARER_REFUSED });
    // The password is unchanged and the browser still signed in.
    expect((await me.as({ url: '/api/auth/user' })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: me.user.username, password: me.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gets no pass from the CSRF guard on a route that does not sign it in', async () => {
    // Signing out is public (it reads the cookie itself): a bearer header there proves nothing,
    // so a body-less write without Origin is refused as before.
    const me = await signUp(t);
    const { token } = await makeToken(me);
    const res = await withToken(token, {
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/sent as JSON or from the app/);
    expect((await me.as({ url: '/api/auth/user' })).statusCode).toBe(200);
  });
});

describe('guessing tokens', () => {
  it(`refuses an address after ${BEARER_LIMITS.failuresPerAddressPerMinute} tokens that are not valid in a minute, valid ones included`, async () => {
    clockAt('2026-11-27T10:00:05Z');
    const me = await signUp(t);
    const { token } = await makeToken(me);
    const guesser = newAddress();
    // A valid token's own requests are never counted against its address.
    for (let i = 0; i < BEARER_LIMITS.failuresPerAddressPerMinute + 5; i++) {
      const ok = await withToken(token, { url: '/api/auth/user' }, guesser);
      expect(ok.statusCode).toBe(200);
    }
    const guess = (i: number) =>
      withToken(`jf_${String(i).padStart(43, 'x')}`, { url: '/api/auth/user' }, guesser);
    for (let i = 0; i < BEARER_LIMITS.failuresPerAddressPerMinute; i++)
      expectInvalid(await guess(i));
    const refused = await guess(999);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many access tokens .* try again in 55 seconds/);
    expect(refused.headers['retry-after']).toBe('55');
    // Counted before the lookup: even the right token gets no answer from this address now…
    expect((await withToken(token, { url: '/api/auth/user' }, guesser)).statusCode).toBe(429);
    // …while other addresses, and the owner's browser, go on.
    expect((await withToken(token, { url: '/api/auth/user' }, newAddress())).statusCode).toBe(200);
    expect((await me.as({ url: '/api/auth/user' })).statusCode).toBe(200);
    // The next minute the address may try again.
    clockAt('2026-11-27T10:01:01Z');
    expect((await withToken(token, { url: '/api/auth/user' }, guesser)).statusCode).toBe(200);
  });

  it('counts a burst of parallel guesses before any is looked up', async () => {
    clockAt('2026-11-27T11:00:05Z');
    const guesser = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        withToken(`jf_${String(i).padStart(43, 'y')}`, { url: '/api/auth/user' }, guesser),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(BEARER_LIMITS.failuresPerAddressPerMinute);
    expect(codes.filter((c) => c === 429)).toHaveLength(
      40 - BEARER_LIMITS.failuresPerAddressPerMinute,
    );
  });
});
