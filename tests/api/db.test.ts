import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discountCodePrices,
  discountCodes,
  exercises,
  goals,
  sessions,
  subscriptionTiers,
  users,
  workouts,
} from '../../src/server/db/schema';
import { MIGRATIONS_DIR } from '../../src/server/paths';
import { exerciseKey } from '../../src/shared/sets';
import { createTestApp, signUp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migrations', () => {
  it('create a table for every entity of SPEC §3', async () => {
    const rows = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = (rows as unknown as { rows: { table_name: string }[] }).rows.map(
      (r) => r.table_name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'workouts',
        'exercises',
        'goals',
        'xp_events',
        'avatar_configs',
        'shares',
        'subscription_tiers',
        'subscriptions',
        'discount_codes',
        'discount_code_prices',
        'discount_code_uses',
        'quota_usage',
        'billing_events',
        'billing_customers',
        'workout_plans',
        'rate_limits',
      ]),
    );
  });

  it('seed the three tiers and the launch code with DESIGN §6 prices in cents', async () => {
    const tiers = await t.db.select().from(subscriptionTiers).orderBy(subscriptionTiers.id);
    expect(tiers.map((x) => [x.id, x.name, x.priceCents, x.billingPeriod])).toEqual([
      [1, 'free', 0, 'none'],
      [2, 'coach', 999, 'month'],
      [3, 'champion', 7999, 'year'],
    ]);
    const prices = await t.db
      .select({ tierId: discountCodePrices.tierId, price: discountCodePrices.priceCents })
      .from(discountCodePrices)
      .innerJoin(discountCodes, eq(discountCodes.id, discountCodePrices.codeId))
      .where(eq(discountCodes.code, 'JOEY100'))
      .orderBy(discountCodePrices.tierId);
    expect(prices).toEqual([
      { tierId: 2, price: 0 },
      { tierId: 3, price: 999 },
    ]);
  });
});

describe('foreign keys', () => {
  it("deleting a user deletes their sessions, workouts and the workouts' exercises", async () => {
    const me = await signUp(t);
    const [w] = await t.db
      .insert(workouts)
      .values({ userId: me.user.id, name: 'Leg day', type: 'strength' })
      .returning();
    await t.db.insert(exercises).values({ workoutId: w!.id, name: 'Squat', sets: 3, reps: 5 });
    await t.db.delete(users).where(eq(users.id, me.user.id));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toEqual([]);
    expect(await t.db.select().from(exercises).where(eq(exercises.workoutId, w!.id))).toEqual([]);
  });

  it('refuses an exercise for a workout that does not exist', async () => {
    await expect(
      t.db
        .insert(exercises)
        .values({ workoutId: '00000000-0000-4000-8000-000000000000', name: 'Ghost' }),
    ).rejects.toThrow();
  });
});

describe('check constraints (issue 7 §2.3)', () => {
  it('refuse a goal no read could show: Infinity, NaN, a year-3000 deadline', async () => {
    const me = await signUp(t);
    const base = { userId: me.user.id, title: 'Bad' };
    for (const bad of [
      { ...base, targetValue: Infinity },
      { ...base, targetValue: NaN },
      { ...base, targetValue: 5, currentValue: -1 },
      { ...base, targetValue: 5, deadline: '3000-01-01' },
    ]) {
      await expect(t.db.insert(goals).values(bad)).rejects.toThrow();
    }
  });

  it.runIf(process.env.TEST_DB_KIND !== 'pg')(
    'are added after bringing rows stored before them into range',
    async () => {
      // A database as the landed code left it: every migration before the checks, then a goal
      // of Infinity and a deadline in the year 3000, which made every read of them fail.
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
      ) as { entries: { tag: string }[] };
      const before = mkdtempSync(path.join(tmpdir(), 'joeyfit-migrations-'));
      try {
        cpSync(MIGRATIONS_DIR, before, { recursive: true });
        const upTo = journal.entries.findIndex((e) => e.tag.endsWith('_check_constraints'));
        writeFileSync(
          path.join(before, 'meta/_journal.json'),
          JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
        );
        const client = await PGlite.create();
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: before });
        await client.exec(`
          insert into users (id, username) values ('00000000-0000-4000-8000-000000000001', 'old');
          insert into goals (user_id, title, target_value, current_value, deadline) values
            ('00000000-0000-4000-8000-000000000001', 'Huge', 'Infinity', 'NaN', '3000-01-01');`);
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
        const { rows } = await client.query<{ t: number; c: number; d: string | null }>(
          'select target_value as t, current_value as c, deadline as d from goals',
        );
        await client.close();
        expect(rows).toEqual([{ t: 1_000_000_000, c: 1_000_000_000, d: null }]);
      } finally {
        rmSync(before, { recursive: true, force: true });
      }
    },
  );
});

describe('sets one by one (migration 0004)', () => {
  it.runIf(process.env.TEST_DB_KIND !== 'pg')(
    'reads every exercise logged before it as its uniform sets',
    async () => {
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
      ) as { entries: { tag: string }[] };
      const before = mkdtempSync(path.join(tmpdir(), 'joeyfit-migrations-'));
      try {
        cpSync(MIGRATIONS_DIR, before, { recursive: true });
        const upTo = journal.entries.findIndex((e) => e.tag.endsWith('_sets_units_tracking'));
        writeFileSync(
          path.join(before, 'meta/_journal.json'),
          JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
        );
        const client = await PGlite.create();
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: before });
        await client.exec(`
          insert into users (id, username) values ('00000000-0000-4000-8000-000000000002', 'old');
          insert into workouts (id, user_id, name) values
            ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'Old');
          insert into exercises (workout_id, name, sets, reps, weight_lbs) values
            ('00000000-0000-4000-8000-000000000003', 'Push-ups', 3, 12, null),
            ('00000000-0000-4000-8000-000000000003', 'Bench Press', 2, 5, 185);`);
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
        const { rows } = await client.query<{ key: string; reps: number; weight: number | null }>(
          `select e.exercise_key as key, s.reps, s.weight from exercise_sets s
           join exercises e on e.id = s.exercise_id order by e.name, s.position`,
        );
        await client.close();
        expect(rows).toEqual([
          { key: 'benchpress', reps: 5, weight: 185 },
          { key: 'benchpress', reps: 5, weight: 185 },
          { key: 'pushup', reps: 12, weight: null },
          { key: 'pushup', reps: 12, weight: null },
          { key: 'pushup', reps: 12, weight: null },
        ]);
      } finally {
        rmSync(before, { recursive: true, force: true });
      }
    },
  );

  it('computes the history key as the app does', async () => {
    const me = await signUp(t);
    const [w] = await t.db
      .insert(workouts)
      .values({ userId: me.user.id, name: 'Keys' })
      .returning();
    const names = ['Push-Ups', 'push up', 'Crunches', 'Boxes', 'Glass Press', 'Lunges!'];
    const rows = await t.db
      .insert(exercises)
      .values(names.map((name) => ({ workoutId: w!.id, name })))
      .returning({ name: exercises.name, key: exercises.exerciseKey });
    expect(rows.map((r) => r.key)).toEqual(rows.map((r) => exerciseKey(r.name)));
  });
});
