import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { HttpError } from '../../plugins/errors';
import { profileFromClaims, upsertOidcUser } from './oidc.service';

/** Sign-in through an OpenID Connect provider (DESIGN §4); built in createOidcLogin. */
export interface OidcLogin {
  start(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  finish(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** Holds the PKCE verifier, state and nonce between /api/login and /api/callback. */
export const LOGIN_STATE_COOKIE = 'jf_oidc';
/** How long a started sign-in may take at the provider before it has to start again. */
export const LOGIN_STATE_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid profile email';

const MESSAGES = {
  unavailable: 'Sign-in provider unavailable, try again shortly',
  expired:
    'This sign-in has expired or was started in another browser. Start again from the sign-in page.',
  rejected: 'The sign-in could not be completed. Start again from the sign-in page.',
};

export interface LoginState {
  verifier: string;
  state: string;
  nonce: string;
  /** ms since epoch; checked too, because a signed cookie stays valid however long it is kept. */
  issuedAt: number;
}

export function encodeLoginState(s: LoginState): string {
  return Buffer.from(JSON.stringify(s)).toString('base64url');
}

/** The saved sign-in, or null when it is malformed or older than LOGIN_STATE_TTL_MS. */
export function decodeLoginState(raw: string, now = Date.now()): LoginState | null {
  try {
    const s = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<LoginState>;
    const strings = [s.verifier, s.state, s.nonce].every((v) => typeof v === 'string' && v);
    if (!strings || typeof s.issuedAt !== 'number') return null;
    const age = now - s.issuedAt;
    return age >= 0 && age <= LOGIN_STATE_TTL_MS ? (s as LoginState) : null;
  } catch {
    return null;
  }
}

/**
 * The redirect URI registered at the provider, from PUBLIC_URL (which env.ts requires with
 * OpenID Connect): a Host header must never decide where the provider sends the code.
 */
export function callbackUrl(env: Pick<Env, 'PUBLIC_URL'>): string {
  if (!env.PUBLIC_URL) throw new Error('PUBLIC_URL is required with OpenID Connect');
  return `${new URL(env.PUBLIC_URL).origin}/api/callback`;
}

/** openid-client error codes that mean "this particular response is bad", not "provider down". */
const REJECTED_RESPONSE_CODES = new Set([
  'OAUTH_INVALID_RESPONSE', // state or iss mismatch, missing code
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED', // nonce, aud or iss of the ID token
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
]);

/**
 * Sorts a failed code exchange into the user's problem (400: start again) and ours or the
 * provider's (503, logged so an operator sees e.g. a wrong client secret).
 */
function exchangeError(err: unknown, log: FastifyBaseLogger): HttpError {
  if (err instanceof client.ResponseBodyError && err.error === 'invalid_grant') {
    // The code was used already, expired, or the PKCE verifier does not match.
    return new HttpError(400, MESSAGES.rejected);
  }
  if (err instanceof client.ClientError && err.code && REJECTED_RESPONSE_CODES.has(err.code)) {
    return new HttpError(400, MESSAGES.rejected);
  }
  if (err instanceof client.AuthorizationResponseError) {
    log.warn({ error: err.error, description: err.error_description }, 'OIDC provider refused');
    return new HttpError(400, `Your sign-in provider refused the sign-in (${err.error}).`);
  }
  log.error({ err }, 'OIDC code exchange failed');
  return new HttpError(503, MESSAGES.unavailable);
}

export function createOidcLogin(deps: { env: Env; db: Db }): OidcLogin {
  const { env, db } = deps;
  const issuer = new URL(env.OIDC_ISSUER_URL!);
  const clientId = env.OIDC_CLIENT_ID!;
  const secret = env.OIDC_CLIENT_SECRET;
  // Only a local test or development provider is reached over plain http.
  const insecure = issuer.protocol === 'http:';
  const stateCookieOptions = (request: FastifyRequest) => ({
    path: '/api',
    httpOnly: true,
    sameSite: 'lax' as const, // sent on the provider's top-level redirect back to us
    secure: (env.PUBLIC_URL?.startsWith('https:') ?? false) || request.protocol === 'https',
  });

  // Discovery runs on first use, not at start-up, so the app boots while the provider is down;
  // a failure is forgotten so the next request tries again.
  let configuration: Promise<client.Configuration> | null = null;
  async function getConfiguration(log: FastifyBaseLogger) {
    configuration ??= client
      .discovery(
        issuer,
        clientId,
        undefined,
        // client_secret_basic is the method every OAuth 2.0 server must support (RFC 6749 §2.3.1);
        // without a secret this is a public client and PKCE alone protects the code.
        secret ? client.ClientSecretBasic(secret) : client.None(),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        configuration = null;
        throw err;
      });
    try {
      return await configuration;
    } catch (err) {
      log.error({ err, issuer: issuer.href }, 'OIDC discovery failed');
      throw new HttpError(503, MESSAGES.unavailable);
    }
  }

  /** Profile claims: the ID token's, completed from userinfo, where many providers keep them. */
  async function fetchClaims(
    config: client.Configuration,
    tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
    log: FastifyBaseLogger,
  ) {
    const idClaims = tokens.claims();
    if (!idClaims) throw new HttpError(400, MESSAGES.rejected); // expectedNonce demands one
    if (!config.serverMetadata().userinfo_endpoint) return idClaims;
    try {
      const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      return { ...info, ...idClaims };
    } catch (err) {
      // The subject is already proven by the ID token; a profile is nice to have.
      log.warn({ err }, 'OIDC userinfo failed; signing in with ID token claims only');
      return idClaims;
    }
  }

  return {
    async start(request, reply) {
      const config = await getConfiguration(request.log);
      const verifier = client.randomPKCECodeVerifier();
      const saved: LoginState = {
        verifier,
        state: client.randomState(),
        nonce: client.randomNonce(),
        issuedAt: Date.now(),
      };
      const target = client.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl(env),
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: saved.state,
        nonce: saved.nonce,
      });
      // A signed cookie instead of server memory, so whichever instance gets the callback can
      // finish; it holds only one-time values, never tokens.
      reply.setCookie(LOGIN_STATE_COOKIE, encodeLoginState(saved), {
        ...stateCookieOptions(request),
        signed: true,
        maxAge: LOGIN_STATE_TTL_MS / 1000,
      });
      return reply.header('cache-control', 'no-store').redirect(target.href);
    },

    async finish(request, reply) {
      // One attempt per start: the cookie goes whatever happens next.
      const raw = request.cookies[LOGIN_STATE_COOKIE];
      reply.clearCookie(LOGIN_STATE_COOKIE, stateCookieOptions(request));
      const unsigned = raw ? request.unsignCookie(raw) : null;
      const saved = unsigned?.valid && unsigned.value ? decodeLoginState(unsigned.value) : null;
      if (!saved) throw new HttpError(400, MESSAGES.expired);

      const config = await getConfiguration(request.log);
      // The redirect URI sent with the code must equal the one sent in start, so rebuild it the
      // same way rather than trusting the Host this request arrived with.
      const currentUrl = new URL(callbackUrl(env));
      currentUrl.search = new URL(request.url, 'http://placeholder').search;

      let tokens;
      try {
        tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: saved.verifier,
          expectedState: saved.state,
          expectedNonce: saved.nonce,
        });
      } catch (err) {
        // Pressing "cancel" at the provider is a choice, not an error: back to the start page.
        if (err instanceof client.AuthorizationResponseError && err.error === 'access_denied') {
          return reply.redirect('/');
        }
        throw exchangeError(err, request.log);
      }

      const claims = await fetchClaims(config, tokens, request.log);
      const user = await upsertOidcUser(db, {
        // The issuer as validated by discovery, so a trailing slash in the env changes nothing.
        issuer: config.serverMetadata().issuer,
        subject: claims.sub,
        profile: profileFromClaims(claims),
      });
      await reply.startSession(user.id);
      return reply.header('cache-control', 'no-store').redirect('/');
    },
  };
}
