import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discountCodePrices,
  discountCodes,
  exercises,
  sessions,
  subscriptionTiers,
  users,
  workouts,
} from '../../src/server/db/schema';
import { createTestApp, signUp, type TestApp } from '../setup/testApp';

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
        'usage_counters',
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
