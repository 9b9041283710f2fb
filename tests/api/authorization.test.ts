// Issue 7 §3: the authorization matrix. Every route the app registers × {signed out, another
// user, the owner} answers the status route-matrix.ts gives it, and nothing another user or a
// visitor sends changes the owner's rows. Runs on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../setup/test-app';
import {
  createWalkApp,
  makeFixture,
  matrixKey,
  MATRIX,
  rowsOf,
  send,
  type Who,
} from './route-matrix';

let t: TestApp;
beforeAll(async () => {
  t = await createWalkApp();
});
afterAll(() => t.close());

describe('the authorization matrix', () => {
  it('has one row for every route the app registers, and none for a route that is gone', () => {
    const registered = new Set(t.app.routeTable.map((r) => matrixKey(r.method, r.url)));
    expect([...registered].filter((k) => !(k in MATRIX)).sort()).toEqual([]);
    expect(
      Object.keys(MATRIX)
        .filter((k) => !registered.has(k))
        .sort(),
    ).toEqual([]);
  });

  it('answers the boards without any account id, to the owner and to another user (issue 25 §8)', async () => {
    const fx = await makeFixture(t);
    const accounts = [fx.owner.user.id, fx.other.user.id];
    const boards = Object.entries(MATRIX).filter(([key]) => key.startsWith('GET /api/leaderboard'));
    expect(boards.length).toBeGreaterThan(0);
    for (const [key, row] of boards) {
      for (const who of ['owner', 'other'] as Who[]) {
        const res = await send(t, fx, who, await row.request(fx));
        expect(res.statusCode, `${key} as ${who}`).toBe(200);
        for (const id of accounts) expect(res.body, `${key} as ${who}`).not.toContain(id);
      }
    }
  });

  describe.each(Object.entries(MATRIX))('%s', (_key, row) => {
    it(`answers signed out ${row.expect.signedOut}, another user ${row.expect.other}, the owner ${row.expect.owner}`, async () => {
      const fx = await makeFixture(t);
      // The owner last: the others must not have changed a thing it then relies on.
      for (const who of ['signedOut', 'other', 'owner'] as Who[]) {
        // The row's own setup (the owner's writes, such as saving a plan) comes first: what is
        // compared is what the caller's request changed, not what the owner just did.
        const request = await row.request(fx);
        const before = who === 'owner' ? null : await rowsOf(t, fx.owner.user.id);
        const res = await send(t, fx, who, request);
        expect(res.statusCode, `${who}: ${res.body.slice(0, 300)}`).toBe(row.expect[who]);
        if (res.statusCode >= 400) expect(res.json()).toEqual({ message: expect.any(String) });
        if (before) expect(await rowsOf(t, fx.owner.user.id)).toEqual(before);
      }
    });
  });
});
