// The data version's contract (issue 30 §1, db/data-version.ts), over the authorization
// matrix's table of every route the app registers: each write the owner makes moves their
// version on (so no read cached before it is answered after it), each read leaves it where it
// was (so reads stay cacheable), and a refused write leaves it too (its transaction rolled back).
// A route added later is in the matrix (its own test insists), so it is walked here as well.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import type { TestApp } from '../setup/test-app';
import {
  createWalkApp,
  makeFixture,
  MATRIX,
  REVENUECAT_SECRET,
  revenueCatEvent,
  send,
  type Fixture,
} from './route-matrix';

/**
 * Writes that succeed and yet change nothing a signed-in read of the owner answers, so they need
 * not move the version; each says why. Every other write must.
 */
const SHOWN_NOWHERE: Record<string, string> = {
  'POST /api/auth/register': 'a new account: the owner’s data is untouched',
  'POST /api/auth/login': 'a session row; no read answers sessions',
  'POST /api/logout': 'ends a session',
  'POST /api/auth/sessions/end-all': 'ends sessions',
  'POST /api/auth/password': 'the password hash, which no read answers',
  'POST /api/transcribe': 'stores nothing: the words go back to the caller',
  'POST /api/ai-coach':
    'a quota unit, shown only by /api/me/entitlements, which is never cached (quotas and paid time)',
  'POST /api/discount-codes/validate': 'a check that writes nothing',
  'POST /api/webhooks/revenuecat':
    'the matrix sends a TEST event, which changes nothing (a purchase: below)',
};

let t: TestApp;
beforeAll(async () => {
  t = await createWalkApp();
});
afterAll(() => t.close());

async function versionOf(userId: string) {
  const [row] = await t.db.select({ v: users.dataVersion }).from(users).where(eq(users.id, userId));
  return row!.v;
}

const isRead = (key: string) => key.startsWith('GET ');
const reads = Object.entries(MATRIX).filter(([key]) => isRead(key));
const writes = Object.entries(MATRIX).filter(([key]) => !isRead(key));

describe('every write moves the data version, no read does', () => {
  it('names only routes that exist in its list of writes shown nowhere', () => {
    expect(Object.keys(SHOWN_NOWHERE).filter((k) => !(k in MATRIX))).toEqual([]);
  });

  describe('reads', () => {
    let fx: Fixture;
    beforeAll(async () => {
      fx = await makeFixture(t);
    });
    it.each(reads)('%s leaves it', async (_key, row) => {
      // A row's request may first write what it reads (the plan, say): the read comes after.
      const request = await row.request(fx);
      const before = await versionOf(fx.owner.user.id);
      const res = await send(t, fx, 'owner', request);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(row.expect.owner);
      expect(await versionOf(fx.owner.user.id)).toBe(before);
    });
  });

  it.each(writes)('%s', async (key, row) => {
    const fx = await makeFixture(t);
    const request = await row.request(fx);
    const before = await versionOf(fx.owner.user.id);
    const res = await send(t, fx, 'owner', request);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(row.expect.owner);
    const after = await versionOf(fx.owner.user.id);
    if (res.statusCode >= 400 || key in SHOWN_NOWHERE) expect(after).toBe(before);
    else expect(after, 'the write did not move the data version').toBeGreaterThan(before);
  });

  it('a store purchase reported by RevenueCat moves it (the plan is in what boards answer)', async () => {
    const fx = await makeFixture(t);
    const before = await versionOf(fx.owner.user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/revenuecat',
      headers: { authorization: REVENUECAT_SECRET },
      payload: revenueCatEvent(fx.owner.user.id, 'INITIAL_PURCHASE'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await versionOf(fx.owner.user.id)).toBeGreaterThan(before);
  });
});
