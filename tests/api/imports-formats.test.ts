// Issue 29 §1–3 through the real app: every fixture of tests/fixtures/imports imports with the
// counts its rows make, keeps what was done exactly as written (units, set types, RPE, supersets,
// dates and done days, notes, durations) for a person in a zone that is not UTC, and a second
// import of the same file adds nothing and says how much was already there.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../src/shared/schemas/imports';
import { createTestApp, signUp, type TestApp } from '../setup/test-app';
import { importFixture, rows, setsOf, workoutsOf, type Caller } from './imports-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A lifter in New York (UTC−5 in winter, −4 in summer): local times are read there. */
async function newYorker(): Promise<Caller> {
  const me = await signUp(t);
  const res = await me.as({
    method: 'PUT',
    url: '/api/users/me/time-zone',
    payload: { timeZone: 'America/New_York' },
  });
  expect(res.statusCode).toBe(200);
  return me;
}

const NO_UNITS = { weightUnit: 'kg', distanceUnit: 'km' };

type Counts = Pick<
  ImportResult,
  'source' | 'workouts' | 'exercises' | 'sets' | 'skipped' | 'from' | 'to' | 'weightUnit'
>;

/** Each fixture, the options it needs, and what it adds (counted by hand from its rows). */
const FIXTURES: [file: string, fields: Record<string, string>, counts: Counts][] = [
  ['strong-ios.csv', NO_UNITS, { source: 'strong', workouts: 3, exercises: 8, sets: 18, skipped: 2, from: '2024-03-26', to: '2024-03-30', weightUnit: 'kg' }],
  ['strong-android.csv', NO_UNITS, { source: 'strong', workouts: 2, exercises: 5, sets: 11, skipped: 1, from: '2024-05-02', to: '2024-05-04', weightUnit: 'kg' }],
  ['strong-new-kg.csv', {}, { source: 'strong', workouts: 4, exercises: 6, sets: 12, skipped: 0, from: '2025-01-06', to: '2025-01-09', weightUnit: 'kg' }],
  ['strong-new-lbs.csv', {}, { source: 'strong', workouts: 2, exercises: 3, sets: 4, skipped: 0, from: '2023-11-20', to: '2023-11-22', weightUnit: 'lb' }],
  ['strong-old-units.csv', {}, { source: 'strong', workouts: 2, exercises: 5, sets: 7, skipped: 0, from: '2019-08-14', to: '2019-08-17', weightUnit: 'lb' }],
  ['hevy-kg.csv', {}, { source: 'hevy', workouts: 3, exercises: 9, sets: 18, skipped: 0, from: '2024-03-26', to: '2024-03-30', weightUnit: 'kg' }],
  ['hevy-lbs.csv', {}, { source: 'hevy', workouts: 2, exercises: 6, sets: 11, skipped: 0, from: '2025-01-05', to: '2025-01-07', weightUnit: 'lb' }],
  ['fitnotes.csv', {}, { source: 'fitnotes', workouts: 3, exercises: 8, sets: 15, skipped: 0, from: '2024-03-04', to: '2024-03-08', weightUnit: 'kg' }],
  ['fitnotes-old.csv', {}, { source: 'fitnotes', workouts: 1, exercises: 1, sets: 2, skipped: 0, from: '2019-11-02', to: '2019-11-02', weightUnit: 'lb' }],
  ['fitnotes-no-unit.csv', { weightUnit: 'lb' }, { source: 'fitnotes', workouts: 1, exercises: 1, sets: 2, skipped: 0, from: '2019-11-02', to: '2019-11-02', weightUnit: 'lb' }],
  ['stronglifts-kg.csv', {}, { source: 'stronglifts', workouts: 3, exercises: 9, sets: 40, skipped: 0, from: '2024-03-04', to: '2024-03-08', weightUnit: 'kg' }],
  ['stronglifts-lb.csv', {}, { source: 'stronglifts', workouts: 2, exercises: 7, sets: 29, skipped: 0, from: '2023-10-02', to: '2023-10-04', weightUnit: 'lb' }],
  ['joeyfit.json', {}, { source: 'joeyfit', workouts: 3, exercises: 4, sets: 9, skipped: 0, from: '2024-04-27', to: '2024-05-01', weightUnit: 'kg' }],
]; // prettier-ignore

describe.each(FIXTURES)('%s', (file, fields, counts) => {
  it('imports what its rows hold, and a second time adds nothing, saying how much was there', async () => {
    const me = await newYorker();
    const first = await importFixture(me, file, fields);
    expect(first).toMatchObject({ ...counts, dryRun: false, duplicates: 0, needs: [] });
    expect(first.id).toEqual(expect.any(String));
    const stored = await workoutsOf(t, me.user.id);
    expect(stored).toHaveLength(counts.workouts);
    expect(await setsOf(t, me.user.id)).toHaveLength(counts.sets);
    // History, not activity: filed under the import, no streak day, logged today.
    for (const w of stored) {
      expect(w).toMatchObject({ import_id: first.id, streak_day: null });
      expect(w.idempotency_key).toMatch(/^imp_[\w-]{43}$/);
    }

    const again = await importFixture(me, file, fields);
    expect(again).toMatchObject({
      workouts: 0,
      exercises: 0,
      sets: 0,
      duplicates: counts.sets,
      skipped: counts.skipped,
      from: counts.from,
      to: counts.to,
    });
    expect(await workoutsOf(t, me.user.id)).toHaveLength(counts.workouts);
    expect(await setsOf(t, me.user.id)).toHaveLength(counts.sets);
  });
});

describe('exactly what was done', () => {
  it('Strong (iOS): set types, RPE to the half step, notes, the duration and the New York day', async () => {
    const me = await newYorker();
    await importFixture(me, 'strong-ios.csv', NO_UNITS);
    const [push, legs] = await workoutsOf(t, me.user.id);
    // 17:26 on the 26th in New York (EDT, UTC−4), for 1 h 5 min.
    expect(push).toMatchObject({
      name: 'Push Day',
      duration_seconds: 3900,
      done_day: '2024-03-26',
    });
    expect(new Date(push!.completed_at).toISOString()).toBe('2024-03-26T22:31:00.000Z');
    expect(push!.notes).toContain('Felt strong, slept well');
    expect(push!.notes).toContain('Last rep ugly, "grinder"');
    expect(legs).toMatchObject({ name: 'Legs', duration_seconds: 2700, done_day: '2024-03-28' });
    const sets = await setsOf(t, me.user.id);
    // The first Push Day's bench sets (the second, on the 30th, has one more).
    const bench = sets.filter((s) => s.exercise === 'Bench Press').slice(0, 5);
    expect(bench.map((s) => [s.set_type, s.weight, s.weight_unit, s.reps, s.rpe])).toEqual([
      ['warmup', 40, 'kg', 10, null],
      ['normal', 60, 'kg', 8, 8],
      ['normal', 60, 'kg', 8, 8.5],
      ['normal', 62.5, 'kg', 6, 9.5],
      ['drop', 50, 'kg', 10, null],
    ]);
    const press = sets.filter((s) => s.exercise === 'Overhead Press');
    expect(press.map((s) => [s.set_type, s.rpe])).toEqual([
      ['normal', null],
      ['failure', 10],
    ]);
    const run = sets.find((s) => s.exercise === 'Running');
    expect(run).toMatchObject({ distance: 5.2, distance_unit: 'km', duration_seconds: 1500 });
  });

  it('Strong (Android): semicolons, decimal commas and a name with umlauts', async () => {
    const me = await newYorker();
    await importFixture(me, 'strong-android.csv', { weightUnit: 'kg', distanceUnit: 'km' });
    const sets = await setsOf(t, me.user.id);
    const bench = sets.filter((s) => s.exercise === 'Bench Press');
    expect(bench.map((s) => [s.weight, s.rpe])).toEqual([
      [40, null],
      [62.5, 7.5],
      [62.5, 8],
      [62.5, 9],
    ]);
    expect(sets[0]!.workout).toBe('Oberkörper A');
    const [upper] = await workoutsOf(t, me.user.id);
    expect(upper!.notes).toContain('Schulter etwas steif; vorsichtig');
    expect(upper!.duration_seconds).toBe(72 * 60);
  });

  it('Strong (new): two sessions with the same start and name stay two; meters kept', async () => {
    const me = await newYorker();
    await importFixture(me, 'strong-new-kg.csv');
    const stored = await workoutsOf(t, me.user.id);
    expect(stored.filter((w) => w.name === 'Full Body').map((w) => w.duration_seconds)).toEqual(
      expect.arrayContaining([3725, 1210, 905]),
    );
    const row = (await setsOf(t, me.user.id)).find((s) => s.exercise.startsWith('Rowing'));
    expect(row).toMatchObject({ distance: 2000, distance_unit: 'meters', duration_seconds: 462 });
  });

  it('keeps each weight in the unit the file wrote it in, never converted', async () => {
    const me = await newYorker();
    await importFixture(me, 'hevy-lbs.csv');
    await importFixture(me, 'strong-old-units.csv');
    const sets = await setsOf(t, me.user.id);
    const bench = sets.find((s) => s.exercise === 'Bench Press' && s.set_type === 'normal');
    expect(bench).toMatchObject({ weight: 185, weight_unit: 'lb', rpe: 8 });
    const treadmill = sets.find((s) => s.exercise === 'Treadmill');
    expect(treadmill).toMatchObject({ distance: 2.5, distance_unit: 'miles' });
    // One Strong workout with pounds on one lift and kilograms on the next.
    const evening = sets.filter((s) => s.workout === 'Evening Workout' && s.weight !== null);
    expect(evening.map((s) => [s.weight, s.weight_unit])).toEqual([
      [135, 'lb'],
      [135, 'lb'],
      [90, 'kg'],
    ]);
  });

  it('Hevy: supersets numbered from 1, set types, RPE, notes and the duration from the end time', async () => {
    const me = await newYorker();
    await importFixture(me, 'hevy-kg.csv');
    const [upper] = await workoutsOf(t, me.user.id);
    expect(upper).toMatchObject({
      name: 'Upper A',
      duration_seconds: 3900,
      done_day: '2024-03-26',
    });
    expect(new Date(upper!.completed_at).toISOString()).toBe('2024-03-26T22:31:00.000Z');
    expect(upper!.notes).toContain('Good session, new PR\non bench');
    expect(upper!.notes).toContain('Grip: one finger in, "pinky" on the ring');
    const sets = await setsOf(t, me.user.id);
    const groups = new Map(sets.map((s) => [s.exercise, s.superset_group]));
    expect(groups.get('Bench Press')).toBeNull();
    expect(groups.get('Incline Bench Press (Dumbbell)')).toBe(1);
    expect(groups.get('Cable Fly Crossovers')).toBe(1);
    expect(groups.get('Pull-up')).toBe(2);
    expect(groups.get('Face Pull')).toBe(2);
    expect(sets.map((s) => s.set_type)).toEqual(
      expect.arrayContaining(['warmup', 'normal', 'failure', 'drop']),
    );
    const pullUps = sets.filter((s) => s.exercise === 'Pull-up');
    expect(pullUps.map((s) => [s.weight, s.reps, s.rpe])).toEqual([
      [null, 8, null],
      [null, 7, 9],
    ]);
  });

  it('Hevy: an evening session is filed on the day it started, however late it ended in UTC', async () => {
    const me = await newYorker();
    await importFixture(me, 'hevy-lbs.csv');
    const conditioning = (await workoutsOf(t, me.user.id)).find((w) => w.name === 'Conditioning');
    // 19:45–20:20 EST on the 7th is 01:20 UTC on the 8th.
    expect(new Date(conditioning!.completed_at).toISOString()).toBe('2025-01-08T01:20:00.000Z');
    expect(conditioning!.done_day).toBe('2025-01-07');
  });

  it('Joey Fit: weigh-ins, routines and goals come along, under the import, once', async () => {
    const me = await newYorker();
    const first = await importFixture(me, 'joeyfit.json');
    expect(first).toMatchObject({ weighIns: 2, routines: 1, goals: 1 });
    const count = async (table: string) =>
      (
        await rows<{ n: number; imported: number }>(
          t,
          sql`select count(*)::int as n, count(*) filter (where import_id = ${first.id})::int as imported
                from ${sql.identifier(table)} where user_id = ${me.user.id}`,
        )
      )[0]!;
    for (const [table, n] of [
      ['body_weights', 2],
      ['routines', 1],
      ['goals', 1],
    ] as const) {
      expect(await count(table), table).toEqual({ n, imported: n });
    }
    const again = await importFixture(me, 'joeyfit.json');
    expect(again).toMatchObject({ workouts: 0, weighIns: 0, routines: 0, goals: 0 });
    expect((await count('body_weights')).n).toBe(2);

    const undo = await me.as({ method: 'DELETE', url: `/api/imports/${first.id}` });
    expect(undo.statusCode).toBe(204);
    for (const table of ['body_weights', 'routines', 'goals']) {
      expect((await count(table)).n, table).toBe(0);
    }
  });

  it('reads a bad row as a warning naming its line and imports the rest', async () => {
    const me = await newYorker();
    for (const file of [
      'strong-bad-rows.csv',
      'hevy-bad-rows.csv',
      'fitnotes-bad-rows.csv',
      'stronglifts-bad-rows.csv',
    ]) {
      const result = await importFixture(me, file, NO_UNITS);
      expect(result.workouts, file).toBeGreaterThan(0);
      expect(result.skipped, file).toBeGreaterThan(0);
      expect(result.warnings.length, file).toBeGreaterThan(0);
      for (const w of result.warnings) expect(w.line, `${file}: ${w.message}`).toBeGreaterThan(1);
    }
    const strong = await importFixture(await newYorker(), 'strong-bad-rows.csv', NO_UNITS);
    expect(strong.warnings).toContainEqual({ line: 4, message: expect.stringMatching(/five/) });
  });
});
