// Personal records kept on the rows (issue 25 §5): every write of a user's workouts brings the
// flags of the exercises it touched up to date, so reads answer them without the history, and
// they are right after every create, edit and delete.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExercise, postWorkout } from '../../../../tests/factories';
import { createTestApp, signUp, type Me, type TestApp } from '../../../../tests/setup/test-app';
import type { Workout } from '../../../shared/schemas/workouts';
import { bumpDataVersion } from '../../db/data-version';
import { exercises, workouts } from '../../db/schema';
import { backfillRecords } from './personal-records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A workout of one bench press set of 5 at `weight` pounds, done on `day` of January. */
const bench = (me: Me, weight: number, day: number, name = 'Bench Press') =>
  postWorkout(me, {
    name: `Day ${day}`,
    completedAt: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    exercises: [makeExercise({ name, sets: 1, reps: 5, weight })],
  });

/** Each workout's name with whether its first exercise is a record, oldest first. */
async function records(me: Me) {
  const list: Workout[] = (await me.as({ url: `/api/workouts/${me.user.id}` })).json();
  const page = (await me.as({ url: `/api/workouts/${me.user.id}/page?limit=50` })).json();
  // The list, its pages and a single workout (the answer of an edit) agree.
  expect(page.workouts).toEqual(list);
  return list.map((w) => [w.name, w.exercises[0]!.personalRecord?.kind ?? null]).reverse();
}

const put = (me: Me, url: string, payload: object) => me.as({ method: 'PUT', url, payload });

describe('personal records kept on write', () => {
  it('marks a record in the create answer and in every list at once', async () => {
    const me = await signUp(t);
    await bench(me, 200, 1);
    const heavier = await bench(me, 210, 2);
    expect(heavier.exercises[0]!.personalRecord).toEqual({
      kind: 'e1rm',
      value: expect.closeTo(245, 6),
    });
    const lighter = await bench(me, 205, 3);
    expect(lighter.exercises[0]!.personalRecord).toBeNull();
    expect(await records(me)).toEqual([
      ['Day 1', null],
      ['Day 2', 'e1rm'],
      ['Day 3', null],
    ]);
  });

  it('takes a badge away when an earlier workout is edited to beat it, and gives it back', async () => {
    const me = await signUp(t);
    const first = await bench(me, 200, 1);
    await bench(me, 210, 2);
    const edited = await put(me, `/api/workouts/${first.id}`, {
      exercises: [
        { ...makeExercise({ sets: 1, reps: 5, weight: 220 }), id: first.exercises[0]!.id },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(await records(me)).toEqual([
      ['Day 1', null],
      ['Day 2', null],
    ]);
    // PUT /api/exercises on the same exercise, back to 200: Day 2 is a record again.
    const res = await put(
      me,
      `/api/exercises/${first.exercises[0]!.id}`,
      makeExercise({ sets: 1, reps: 5, weight: 200 }),
    );
    expect(res.json().personalRecord).toBeNull();
    expect(await records(me)).toEqual([
      ['Day 1', null],
      ['Day 2', 'e1rm'],
    ]);
  });

  it('gives a badge when the workout it lost to is deleted, and after an exercise is deleted', async () => {
    const me = await signUp(t);
    await bench(me, 200, 1);
    const heavy = await bench(me, 230, 2);
    await bench(me, 220, 3);
    expect((await records(me)).map(([, r]) => r)).toEqual([null, 'e1rm', null]);
    expect((await me.as({ method: 'DELETE', url: `/api/workouts/${heavy.id}` })).statusCode).toBe(
      204,
    );
    expect((await records(me)).map(([, r]) => r)).toEqual([null, 'e1rm']);

    // A workout with two exercises: deleting its heavy bench press leaves the later one a record.
    const two = await postWorkout(me, {
      name: 'Day 4',
      completedAt: '2026-01-04T10:00:00.000Z',
      exercises: [
        makeExercise({ name: 'Bench Press', sets: 1, reps: 5, weight: 300 }),
        makeExercise({ name: 'Squat' }),
      ],
    });
    const later = await bench(me, 250, 5);
    expect(later.exercises[0]!.personalRecord).toBeNull();
    const del = await me.as({ method: 'DELETE', url: `/api/exercises/${two.exercises[0]!.id}` });
    expect(del.statusCode).toBe(204);
    expect((await records(me)).at(-1)).toEqual(['Day 5', 'e1rm']);
  });

  it('follows a workout moved in time and an exercise renamed into another history', async () => {
    const me = await signUp(t);
    await bench(me, 200, 10);
    const early = await bench(me, 190, 11);
    // Moved before Day 10, the lighter one comes first, and Day 10 beats it.
    await put(me, `/api/workouts/${early.id}`, { completedAt: '2026-01-01T10:00:00.000Z' });
    expect(await records(me)).toEqual([
      ['Day 11', null],
      ['Day 10', 'e1rm'],
    ]);
    // Renamed to a squat, it leaves the bench press history: Day 10 is a first time again.
    await put(
      me,
      `/api/exercises/${early.exercises[0]!.id}`,
      makeExercise({ name: 'Squat', sets: 1, reps: 5, weight: 190 }),
    );
    expect(await records(me)).toEqual([
      ['Day 11', null],
      ['Day 10', null],
    ]);
  });

  it('repeats keep their own record: a copy equals, never beats, its source', async () => {
    const me = await signUp(t);
    await bench(me, 200, 1);
    const pr = await bench(me, 210, 2);
    const copy = await me.as({ method: 'POST', url: `/api/workouts/${pr.id}/repeat` });
    expect(copy.json().exercises[0].personalRecord).toBeNull();
  });

  it("is never moved by another user's workouts", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await bench(me, 200, 1);
    await bench(other, 500, 2);
    expect((await bench(me, 210, 3)).exercises[0]!.personalRecord?.kind).toBe('e1rm');
  });

  it('reads answer the flags the writes stored, without working them out again', async () => {
    const me = await signUp(t);
    await bench(me, 200, 1);
    const second = await bench(me, 210, 2);
    // Flipped by hand, the stored flag is what every read answers.
    await t.db
      .update(exercises)
      .set({ personalRecord: false })
      .where(eq(exercises.id, second.exercises[0]!.id));
    expect(await records(me)).toEqual([
      ['Day 1', null],
      ['Day 2', null],
    ]);
  });

  it('the first start works out records of rows logged before they were kept', async () => {
    const me = await signUp(t);
    await bench(me, 200, 1);
    await bench(me, 210, 2);
    await bench(me, 205, 3);
    const expected = await records(me);
    const mine = (
      await t.db.select({ id: workouts.id }).from(workouts).where(eq(workouts.userId, me.user.id))
    ).map((w) => w.id);
    // As migration 0010 leaves older rows: no measure, no flag.
    await t.db
      .update(exercises)
      .set({ measureKind: null, measureValue: null, personalRecord: null })
      .where(inArray(exercises.workoutId, mine));
    // A write straight to the rows moves the data version, as every write does (db/data-version.ts).
    await bumpDataVersion(t.db, me.user.id);
    expect((await records(me)).map(([, r]) => r)).toEqual([null, null, null]);
    await backfillRecords(t.db);
    expect(await records(me)).toEqual(expected);
  });
});
