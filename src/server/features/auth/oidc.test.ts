import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
// @ts-expect-error oidc-provider ships no type declarations; MiniProvider below types what we use.
import OidcProvider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../../../../tests/setup/test-app';
import { users } from '../../db/schema';
import { LOGIN_STATE_COOKIE, LOGIN_STATE_TTL_MS, decodeLoginState, encodeLoginState } from './oidc';
import { profileFromClaims } from './oidc.service';

/** The part of oidc-provider's API this test touches. */
interface MiniProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: { login: { accountId: string } },
    opts: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  on(event: 'server_error', listener: (ctx: unknown, err: Error) => void): void;
}
interface GrantLike {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface ProviderContext {
  oidc: {
    provider: { Grant: new (o: { accountId: string; clientId: string }) => GrantLike };
    client: { clientId: string };
    account: { accountId: string };
  };
}
const Provider = OidcProvider as new (issuer: string, config: object) => MiniProvider;

const PUBLIC_URL = 'http://joey.test';
const CALLBACK = `${PUBLIC_URL}/api/callback`;
const CLIENT = { id: 'joey-fit', secret: 'joey-fit-test-secret' };

/** The provider's accounts; tests change them to see what a later sign-in refreshes. */
const accounts: Record<string, Record<string, unknown>> = {
  'sub-ada': {
    given_name: 'Ada',
    family_name: 'Lovelace',
    name: 'Ada Lovelace',
    preferred_username: 'ada',
    email: 'ada@example.test',
    email_verified: true,
    picture: 'https://img.example.test/ada.png',
  },
  'sub-grace': { given_name: 'Grace', family_name: 'Hopper', email: 'grace@example.test' },
};
/** Who "types their password" at the provider's login prompt. */
let signInAs = 'sub-ada';
/** While true the provider answers 503 to everything, as if it were down. */
let providerDown = false;
const providerErrors: Error[] = [];

let server: Server;
let issuer: string;
let t: TestApp;

function startProvider() {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [CALLBACK],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...key, kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    claims: {
      email: ['email', 'email_verified'],
      profile: ['family_name', 'given_name', 'name', 'picture', 'preferred_username'],
    },
    features: { devInteractions: { enabled: false } },
    // Explicit lifetimes keep the provider from warning about its defaults on every run.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const claims = accounts[sub];
      return claims && { accountId: sub, claims: async () => ({ sub, ...claims }) };
    },
    // A first-party client: consent is implied, so the only prompt is the login below.
    async loadExistingGrant(ctx: ProviderContext) {
      const grant = new ctx.oidc.provider.Grant({
        accountId: ctx.oidc.account.accountId,
        clientId: ctx.oidc.client.clientId,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', (_ctx, err) => providerErrors.push(err));
  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (providerDown) {
      res.writeHead(503).end();
    } else if (req.url?.startsWith('/interaction/')) {
      // The login page, answered at once as if `signInAs` had entered their password.
      provider
        .interactionFinished(
          req,
          res,
          { login: { accountId: signInAs } },
          { mergeWithLastSubmission: false },
        )
        .catch((err: Error) => {
          providerErrors.push(err);
          res.writeHead(500).end(err.message);
        });
    } else {
      handle(req, res);
    }
  });
}

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  startProvider();
  t = await createTestApp({
    env: {
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: CLIENT.id,
      OIDC_CLIENT_SECRET: CLIENT.secret,
      PUBLIC_URL,
    },
  });
});

afterAll(async () => {
  await t?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  expect(providerErrors).toEqual([]);
});

const stateCookieOf = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === LOGIN_STATE_COOKIE);
  if (!c) throw new Error(`no ${LOGIN_STATE_COOKIE} cookie in answer ${res.statusCode}`);
  return `${LOGIN_STATE_COOKIE}=${c.value}`;
};

/**
 * Follows the browser's path through the provider (with its own cookie jar) until the provider
 * redirects back to the app; returns that callback URL without calling it.
 */
async function throughProvider(authorizeUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizeUrl);
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    url = new URL(location, url);
    if (url.href.startsWith(CALLBACK)) return url;
  }
  throw new Error('too many redirects at the provider');
}

/** GET /api/login, then the provider, up to (not including) the callback. */
async function beginLogin(subject: string) {
  signInAs = subject;
  const login = await t.app.inject({ url: '/api/login' });
  expect(login.statusCode).toBe(302);
  const callback = await throughProvider(login.headers.location as string);
  return { login, stateCookie: stateCookieOf(login), callback };
}

const callApp = (callback: URL, cookie?: string) =>
  t.app.inject({
    url: callback.pathname + callback.search,
    headers: cookie ? { cookie } : {},
  });

/** A whole sign-in; returns the session cookie and the signed-in user. */
async function signInWithProvider(subject: string) {
  const { stateCookie, callback } = await beginLogin(subject);
  const res = await callApp(callback, stateCookie);
  expect(res.statusCode, res.body).toBe(302);
  expect(res.headers.location).toBe('/');
  const cookie = sessionCookie(res);
  const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
  expect(me.statusCode).toBe(200);
  return { res, cookie, user: me.json() };
}

describe('GET /api/login with OpenID Connect', () => {
  it('redirects to the provider with code + PKCE (S256), state and nonce', async () => {
    const res = await t.app.inject({ url: '/api/login' });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      response_type: 'code',
      redirect_uri: CALLBACK,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{20,}$/),
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
    });
    const cookie = res.cookies.find((c) => c.name === LOGIN_STATE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api', maxAge: 600 });
    // Signed: the value ends in an HMAC, and the state inside is the one sent to the provider.
    const [payload] = decodeURIComponent(cookie!.value).split('.');
    expect(decodeLoginState(payload!)?.state).toBe(to.searchParams.get('state'));
  });
});

describe('GET /api/callback', () => {
  it('signs in a new user with the names from the provider', async () => {
    const { res, user } = await signInWithProvider('sub-ada');
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
      profileImageUrl: 'https://img.example.test/ada.png',
      username: null,
    });
    // The one-time state cookie is gone.
    const cleared = res.cookies.find((c) => c.name === LOGIN_STATE_COOKIE);
    expect(cleared?.value).toBe('');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      oidcIssuer: issuer,
      oidcSubject: 'sub-ada',
      email: 'ada@example.test',
      passwordHash: null,
    });
  });

  it('signs the same subject in as the same user, keeping names edited here', async () => {
    const first = await signInWithProvider('sub-grace');
    await t.db.update(users).set({ firstName: 'Amazing' }).where(eq(users.id, first.user.id));
    accounts['sub-grace'] = {
      ...accounts['sub-grace'],
      given_name: 'Renamed',
      email: 'grace@navy.test',
      picture: 'https://img.example.test/grace.png',
    };

    const second = await signInWithProvider('sub-grace');
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.user).toMatchObject({
      id: first.user.id,
      firstName: 'Amazing',
      lastName: 'Hopper',
      profileImageUrl: 'https://img.example.test/grace.png',
    });
    const rows = await t.db.select().from(users).where(eq(users.oidcSubject, 'sub-grace'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('grace@navy.test');
  });

  it('answers 400 without the state cookie', async () => {
    const { callback } = await beginLogin('sub-ada');
    const res = await callApp(callback);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired.*start again/i);
    expect(res.cookies.find((c) => c.name === 'jf_session')).toBeUndefined();
  });

  it('answers 400 when the state cookie was tampered with or is stale', async () => {
    const { stateCookie, callback } = await beginLogin('sub-ada');
    const [name, value] = stateCookie.split('=') as [string, string];
    const forged = `${name}=${encodeURIComponent(
      encodeLoginState({ verifier: 'v'.repeat(43), state: 's', nonce: 'n', issuedAt: Date.now() }),
    )}.${value.split('.')[1]}`;
    const res = await callApp(callback, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);

    const old = { verifier: 'v', state: 's', nonce: 'n', issuedAt: 0 };
    expect(decodeLoginState(encodeLoginState(old), LOGIN_STATE_TTL_MS + 1)).toBeNull();
    expect(decodeLoginState(encodeLoginState(old), LOGIN_STATE_TTL_MS)).toEqual(old);
    expect(decodeLoginState('not base64 json')).toBeNull();
  });

  it('answers 400 when the state in the callback does not match', async () => {
    const { stateCookie, callback } = await beginLogin('sub-ada');
    callback.searchParams.set('state', 'tampered');
    const res = await callApp(callback, stateCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/could not be completed/);
    expect(res.cookies.find((c) => c.name === 'jf_session')).toBeUndefined();
  });

  it('answers 400 when a code is replayed', async () => {
    const { stateCookie, callback } = await beginLogin('sub-ada');
    expect((await callApp(callback, stateCookie)).statusCode).toBe(302);
    const again = await callApp(callback, stateCookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/could not be completed/);
  });

  it('sends a user who cancels at the provider back to the start page, signed out', async () => {
    const login = await t.app.inject({ url: '/api/login' });
    const state = new URL(login.headers.location as string).searchParams.get('state')!;
    const callback = new URL(CALLBACK);
    callback.search = new URLSearchParams({
      error: 'access_denied',
      state,
      iss: issuer,
    }).toString();
    const res = await callApp(callback, stateCookieOf(login));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.cookies.find((c) => c.name === 'jf_session')).toBeUndefined();

    // Any other refusal is worth showing: it usually means a misconfigured client.
    const login2 = await t.app.inject({ url: '/api/login' });
    const state2 = new URL(login2.headers.location as string).searchParams.get('state')!;
    callback.search = new URLSearchParams({
      error: 'invalid_scope',
      state: state2,
      iss: issuer,
    }).toString();
    const refused = await callApp(callback, stateCookieOf(login2));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/refused.*invalid_scope/);
  });
});

describe('accounts under OpenID Connect', () => {
  it('refuses local registration with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'someone_new', password: 'long enough pw' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/sign-in provider/);
  });

  it('answers 503 while the provider is down and recovers once it is back', async () => {
    // A fresh app, so discovery has not been cached yet.
    const fresh = await createTestApp({
      env: { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: CLIENT.id, PUBLIC_URL },
    });
    try {
      providerDown = true;
      const down = await fresh.app.inject({ url: '/api/login' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: 'Sign-in provider unavailable, try again shortly' });
      providerDown = false;
      const up = await fresh.app.inject({ url: '/api/login' });
      expect(up.statusCode).toBe(302);
    } finally {
      providerDown = false;
      await fresh.close();
    }
  });
});

describe('profileFromClaims', () => {
  it('trims, falls back for the display name and drops unusable values', () => {
    expect(
      profileFromClaims({
        given_name: '  Joey ',
        family_name: 'x'.repeat(150),
        preferred_username: 'joey',
        email: `${'a'.repeat(250)}@example.test`,
        picture: 'javascript:alert(1)',
      }),
    ).toEqual({
      firstName: 'Joey',
      lastName: 'x'.repeat(100),
      displayName: 'joey',
      email: null,
      profileImageUrl: null,
    });
    expect(profileFromClaims({ given_name: 'Ada', family_name: 'L', name: '' })).toMatchObject({
      displayName: 'Ada L',
    });
    expect(profileFromClaims({ name: 42 })).toMatchObject({ displayName: null });
  });

  it('cleans names as they would be shown: NFKC, no bidi, invisible or control characters', () => {
    expect(
      profileFromClaims({
        given_name: '\uFF21\uFF44\uFF41', // full-width "Ada"
        family_name: 'Love\u200Blace\u0007',
        name: '\u202Enimda',
        preferred_username: 'ada',
      }),
    ).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', displayName: 'nimda' });
    expect(profileFromClaims({ name: '\u200D\u2066', given_name: 'Ada' })).toMatchObject({
      displayName: 'Ada',
    });
  });
});
