import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataCommandError } from '../../src/server/db/backup';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/data-dir-lock';
import { copyDataDirToPostgres } from '../../src/server/db/to-postgres';
import { makeExercise, postGoal, postWorkout } from '../factories';
import { appOnDataDir, appOnPostgres, runScript, scratchDatabase } from '../setup/data-dir-app';
import { signUp, type Me, type TestApp } from '../setup/test-app';

// `npm run db:to-postgres` (docs/OPERATIONS.md): an embedded instance with real data, written
// through the app, is copied into a new PostgreSQL database, and the app on PostgreSQL then
// serves the same accounts. Only where there is a PostgreSQL server to copy into (api-pg).
const onPostgres = process.env.TEST_DB_KIND === 'pg';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

/** What a user sees of their data, through the API. */
async function seenBy(me: Me) {
  const get = async (url: string) => {
    const res = await me.as({ url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const { exportedAt: _, ...everything } = await get('/api/export?format=json');
  return {
    everything,
    progression: await get('/api/progression/me'),
    subscription: await get('/api/subscription'),
    avatar: await get(`/api/joey-avatar/${me.user.id}`),
    bodyWeights: await get('/api/body-weights'),
  };
}

const ledgerSum = async (url: string, userId: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ sum: string }>(
      'select coalesce(sum(amount), 0)::text as sum from xp_events where user_id = $1',
      [userId],
    );
    return Number(rows[0]!.sum);
  } finally {
    await client.end();
  }
};

describe.runIf(onPostgres)('moving an embedded instance to PostgreSQL', () => {
  // Made in beforeAll: a describe skipped in the other project still runs its body.
  let tmp: string;
  let dataDir: string;
  let target: Awaited<ReturnType<typeof scratchDatabase>>;
  let alice: Me;
  let bob: Me;
  let shareToken: string;
  let before: Awaited<ReturnType<typeof seenBy>>;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(tmpdir(), 'joeyfit-move-'));
    dataDir = path.join(tmp, 'data');
    target = await scratchDatabase();
    const embedded = await appOnDataDir(dataDir);
    try {
      alice = await signUp(embedded);
      bob = await signUp(embedded, { password: 'another long password' });
      const push = await postWorkout(alice);
      await postWorkout(alice, {
        name: 'Long run',
        type: 'cardio',
        duration: 3600,
        distance: 10,
        exercises: [makeExercise({ name: 'Running', weight: null, reps: null, sets: 1 })],
      });
      await postWorkout(bob);
      await postGoal(alice);
      await postGoal(bob, { targetValue: 5, currentValue: 5 });
      const as = alice.as;
      const writes = [
        { url: '/api/body-weights', payload: { weight: 180, unit: 'lb' } },
        { url: '/api/create-subscription', payload: { tierId: 2 } },
        { url: '/api/suggestions/welcome:first-workout/dismiss', payload: {} },
        {
          url: '/api/joey-avatar',
          payload: {
            avatarConfig: {
              selectedAvatar: 'joey1',
              style: 'friendly',
              skinTone: 'dark',
              hairStyle: 'curly',
              hairColor: 'black',
              eyeColor: 'brown',
              outfit: 'athletic',
              accessory: 'none',
              expression: 'encouraging',
            },
          },
        },
      ];
      for (const w of writes) {
        const res = await as({ method: 'POST', ...w });
        expect(res.statusCode, `${w.url}: ${res.body}`).toBeLessThan(300);
      }
      const share = await as({
        method: 'POST',
        url: '/api/shares',
        payload: { workoutId: push.id, expiresAt: inDays(7) },
      });
      expect(share.statusCode, share.body).toBe(201);
      shareToken = (share.json() as { url: string }).url.split('/s/')[1]!;
      before = await seenBy(alice);
    } finally {
      await embedded.close();
    }
  });

  afterAll(async () => {
    await target?.drop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('copies every table with `npm run db:to-postgres` and prints matching counts', async () => {
    const { code, output } = await runScript('scripts/db-to-postgres.ts', [], {
      DATA_DIR: dataDir,
      DATABASE_URL: target.url,
      SESSION_SECRET: '',
    });
    expect(code, output).toBe(0);
    expect(output).toContain('every count matches');
    expect(output).toMatch(/^users\s+2\s+2$/m);
    expect(output).toMatch(/^workouts\s+3\s+3$/m);
    expect(output).toMatch(/^xp_events\s+[1-9]\d*\s+[1-9]\d*$/m);
    expect(output).toMatch(/^shares\s+1\s+1$/m);
    expect(output).toMatch(/^subscriptions\s+1\s+1$/m);
  }, 120_000);

  it('serves the same accounts on PostgreSQL: sessions, passwords, data, XP, share links', async () => {
    const t: TestApp = await appOnPostgres(target.url);
    try {
      // `alice.as` injects into the embedded app it was made with: rebind it to this one.
      const aliceHere: Me = { ...alice, as: (o) => signedInto(t, alice.cookie, o) };
      // The session made on the embedded instance is still signed in: its row came along.
      const me = await aliceHere.as({ url: '/api/auth/user' });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: alice.user.id });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: bob.user.username, password: bob.password },
      });
      expect(login.statusCode, login.body).toBe(200);

      const after = await seenBy(aliceHere);
      expect(after).toEqual(before);
      const total = (after.progression as { totalXp: number }).totalXp;
      expect(total).toBeGreaterThan(0);
      expect(await ledgerSum(target.url, alice.user.id)).toBe(total);

      const shared = await t.app.inject({ url: `/api/shares/${shareToken}` });
      expect(shared.statusCode, shared.body).toBe(200);
      expect(shared.body).toContain('Push Day');

      // New rows get new ids: the ledger's sequence was moved past the copied ones.
      await postWorkout(aliceHere, { name: 'After the move' });
      const progression = await aliceHere.as({ url: '/api/progression/me' });
      const grown = (progression.json() as { totalXp: number }).totalXp;
      expect(grown).toBeGreaterThan(total);
      expect(await ledgerSum(target.url, alice.user.id)).toBe(grown);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('refuses a target that holds Joey Fit data unless --replace, which makes it the copy again', async () => {
    const attempt = copyDataDirToPostgres({ dataDir, databaseUrl: target.url });
    await expect(attempt).rejects.toThrow(DataCommandError);
    await expect(attempt).rejects.toThrow(/already holds Joey Fit data \(2 users\).*--replace/);

    const counts = await copyDataDirToPostgres({
      dataDir,
      databaseUrl: target.url,
      replace: true,
    });
    expect(counts.find((c) => c.table === 'workouts')).toEqual({
      table: 'workouts',
      source: 3,
      target: 3,
    });
    expect(counts.every((c) => c.source === c.target)).toBe(true);
  }, 60_000);

  it('refuses while something has the embedded database open', async () => {
    // What a server takes when it opens DATA_DIR (backup.test.ts holds a real one open).
    const unlock = lockDataDir(dataDir);
    try {
      const attempt = copyDataDirToPostgres({ dataDir, databaseUrl: target.url, replace: true });
      await expect(attempt).rejects.toThrow(DataDirLockedError);
    } finally {
      unlock();
    }
  });

  it('refuses without DATABASE_URL, saying what to set', async () => {
    const { code, output } = await runScript('scripts/db-to-postgres.ts', [], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    expect(code).toBe(1);
    expect(output).toContain('refused: DATABASE_URL is not set');
  }, 60_000);
});

/** inject() into `t` with `cookie`, from the app's own origin, as `signUp`'s `as` does. */
function signedInto(t: TestApp, cookie: string, o: Parameters<Me['as']>[0]) {
  return t.app.inject({
    ...o,
    headers: { origin: 'http://localhost', ...(o.headers ?? {}), cookie },
  } as Parameters<Me['as']>[0]);
}
