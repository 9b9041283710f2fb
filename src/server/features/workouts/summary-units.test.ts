// Issue 26 §4: an exercise's summary weight is in the unit it names. SPEC §3 has an exercise's
// weight in pounds, so the summary is the top set's weight in pounds and names it 'lb', whatever
// unit the sets were typed in; each set keeps its own typed unit. Every read agrees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWorkout } from '../../../../tests/factories';
import { createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';
import type { Share } from '../../../shared/schemas/shares';
import type { Exercise, Workout } from '../../../shared/schemas/workouts';
import { LBS_PER_KG } from '../../../shared/units';

let t: TestApp;
let me: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://joey.test/', BILLING_MODE: 'sandbox' } });
  me = await signUp(t);
});
afterAll(() => t.close());

/** The Deadlift, in kilograms: the top set is 120 kg × 3. */
const KG_DEADLIFT = {
  name: 'Deadlift',
  setList: [
    { reps: 5, weight: 100, weightUnit: 'kg' as const },
    { reps: 3, weight: 120, weightUnit: 'kg' as const },
  ],
};
/** The same lift in pounds: the top set is 265 lb × 3. */
const LB_DEADLIFT = {
  name: 'Deadlift',
  setList: [
    { reps: 5, weight: 225, weightUnit: 'lb' as const },
    { reps: 3, weight: 265, weightUnit: 'lb' as const },
  ],
};
/** A mix: 100 kg (220.46 lb) outweighs 200 lb. */
const MIXED_SQUAT = {
  name: 'Squat',
  setList: [
    { reps: 8, weight: 200, weightUnit: 'lb' as const },
    { reps: 5, weight: 100, weightUnit: 'kg' as const },
  ],
};

type Summary = Pick<Exercise, 'reps' | 'weight' | 'weightUnit'> &
  Partial<Pick<Exercise, 'setList'>>;

/** The summary as SPEC reads it: the top set's reps and weight, in pounds, named pounds. */
function expectSummary(e: Summary, reps: number, pounds: number) {
  expect(e.weightUnit).toBe('lb');
  expect(e.reps).toBe(reps);
  expect(e.weight).toBeCloseTo(pounds, 6);
}

function expectWorkout(w: Pick<Workout, 'exercises'>) {
  const [kg, lb, mixed] = w.exercises;
  expectSummary(kg!, 3, 120 * LBS_PER_KG);
  expectSummary(lb!, 3, 265);
  expectSummary(mixed!, 5, 100 * LBS_PER_KG);
  // The sets keep the unit they were typed in.
  expect(kg!.setList.map((s) => [s.weight, s.weightUnit])).toEqual([
    [100, 'kg'],
    [120, 'kg'],
  ]);
  expect(mixed!.setList.map((s) => [s.weight, s.weightUnit])).toEqual([
    [200, 'lb'],
    [100, 'kg'],
  ]);
}

describe('the exercise summary names the unit its weight is in (issue 26 §4)', () => {
  let created: Workout;
  beforeAll(async () => {
    created = await postWorkout(me, {
      name: 'Pull Day',
      exercises: [KG_DEADLIFT, LB_DEADLIFT, MIXED_SQUAT],
    });
  });

  it('in the create answer', () => {
    expectWorkout(created);
  });

  it('on the workouts list and its pages', async () => {
    const list: Workout[] = (await me.as({ url: `/api/workouts/${me.user.id}` })).json();
    expectWorkout(list.find((w) => w.id === created.id)!);
    const page = (await me.as({ url: `/api/workouts/${me.user.id}/page` })).json();
    expectWorkout((page.workouts as Workout[]).find((w) => w.id === created.id)!);
  });

  it('on one workout: the edit answer, and a repeat', async () => {
    const edited = await me.as({
      method: 'PUT',
      url: `/api/workouts/${created.id}`,
      payload: { notes: 'heavy' },
    });
    expect(edited.statusCode).toBe(200);
    expectWorkout(edited.json());
    const repeat = await me.as({ method: 'POST', url: `/api/workouts/${created.id}/repeat` });
    expect(repeat.statusCode).toBe(201);
    expectWorkout(repeat.json());
  });

  it('a read sent back unchanged stores the same weight (the summary without its sets too)', async () => {
    const w = await postWorkout(me, { exercises: [KG_DEADLIFT] });
    const e = w.exercises[0]!;
    // A client that sends SPEC's summary fields back, as read, without the set list.
    const res = await me.as({
      method: 'PUT',
      url: `/api/exercises/${e.id}`,
      payload: { name: e.name, sets: 1, reps: e.reps, weight: 264.5, weightUnit: e.weightUnit },
    });
    expect(res.statusCode).toBe(200);
    expectSummary(res.json(), 3, 264.5);
  });

  it('in the answer of POST /api/exercises', async () => {
    const res = await me.as({
      method: 'POST',
      url: '/api/exercises',
      payload: { workoutId: created.id, ...KG_DEADLIFT },
    });
    expect(res.statusCode).toBe(201);
    expectSummary(res.json(), 3, 120 * LBS_PER_KG);
  });

  it('on the share read', async () => {
    const share = await me.as({
      method: 'POST',
      url: '/api/shares',
      payload: {
        kind: 'workout',
        workoutId: created.id,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(share.statusCode).toBe(201);
    const token = (share.json() as Share).url.split('/s/')[1]!;
    const res = await t.app.inject({ url: `/api/shares/${token}` });
    expect(res.statusCode).toBe(200);
    const exercises = res.json().exercises as Summary[];
    expectSummary(exercises[0]!, 3, 120 * LBS_PER_KG);
    expectSummary(exercises[1]!, 3, 265);
    expectSummary(exercises[2]!, 5, 100 * LBS_PER_KG);
    expect(exercises[0]!.setList!.map((s) => s.weightUnit)).toEqual(['kg', 'kg']);
  });

  it('in the JSON and CSV export', async () => {
    const json = await me.as({ url: '/api/export?format=json' });
    expect(json.statusCode).toBe(200);
    expectWorkout((json.json().workouts as Workout[]).find((w) => w.id === created.id)!);
    const csv = await me.as({ url: '/api/export?format=csv' });
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header!.split(',');
    const col = (row: string, name: string) => row.split(',')[columns.indexOf(name)];
    const deadlift = rows.filter(
      (r) => r.includes(created.id) && col(r, 'exercise_number') === '1',
    );
    expect(deadlift).toHaveLength(2);
    for (const row of deadlift) {
      expect(Number(col(row, 'weight_lbs'))).toBeCloseTo(120 * LBS_PER_KG, 6);
    }
    expect(deadlift.map((r) => [col(r, 'set_weight'), col(r, 'set_weight_unit')])).toEqual([
      ['100', 'kg'],
      ['120', 'kg'],
    ]);
  });
});
