// The authorization matrix's bearer column (issue 29 §8): every route that needs a sign-in, sent
// as a script sends it (the owner's access token, no cookie, no Origin), answers what the owner's
// session gets, except the routes that refuse tokens (403), which change nothing. Read from the
// same MATRIX as authorization.test.ts, so a route added later is covered without anyone
// remembering to; a route that starts refusing tokens must be added to REFUSED below.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEARER_REFUSED } from '../../src/server/plugins/access-tokens';
import type { TestApp } from '../setup/test-app';
import { createWalkApp, makeFixture, MATRIX, rowsOf } from './route-matrix';

let t: TestApp;
beforeAll(async () => {
  t = await createWalkApp();
});
afterAll(() => t.close());

/** What a token may not do: manage tokens, the password or the sessions. */
const REFUSED = [
  'DELETE /api/tokens/:id',
  'GET /api/tokens',
  'POST /api/auth/password',
  'POST /api/auth/sessions/end-all',
  'POST /api/tokens',
];

/** Routes a visitor cannot call (401 signed out) and that take no credentials of their own. */
const SIGNED_IN = Object.entries(MATRIX).filter(([, row]) => row.expect.signedOut === 401);

let scripts = 0;

describe('the bearer column of the authorization matrix', () => {
  it('covers the routes that need a sign-in, the refused ones among them', () => {
    const keys = SIGNED_IN.map(([key]) => key);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys).toEqual(expect.arrayContaining(REFUSED));
  });

  describe.each(SIGNED_IN)('%s', (key, row) => {
    const refused = REFUSED.includes(key);
    it(refused ? 'refuses the owner’s token with 403' : 'answers the owner’s token as it answers the owner', async () => {
      const fx = await makeFixture(t);
      const opts = await row.request(fx);
      const before = refused ? await rowsOf(t, fx.owner.user.id) : null;
      const res = await t.app.inject({
        ...opts,
        // A script of its own address: a limit one row's request counts never touches another's.
        remoteAddress: `10.30.${(scripts >> 8) & 255}.${scripts++ & 255}`,
        headers: { ...(opts.headers ?? {}), authorization: `Bearer ${fx.token}` },
      } as InjectOptions);
      const status = refused ? 403 : row.expect.owner;
      expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
      if (refused) expect(res.json()).toEqual({ message: BEARER_REFUSED });
      if (before) expect(await rowsOf(t, fx.owner.user.id)).toEqual(before);
      expect(res.headers['set-cookie']).toBeUndefined();
      if (res.statusCode < 400 && res.statusCode !== 302) {
        expect(res.headers['x-joeyfit-user']).toBe(fx.owner.user.id);
      }
    });
  }); // prettier-ignore
});
