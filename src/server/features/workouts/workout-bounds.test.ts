// Bounded writes (issue 25 §5): a workout holds at most 40 exercises, 50 sets an exercise and 300
// sets in all, on every path that writes one, and a body over a bound is a 400 naming it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExercise, makeWorkout, postWorkout } from '../../../../tests/factories';
import { insertWorkout } from '../../../../tests/setup/factories';
import { createTestApp, signUp, type Me, type TestApp } from '../../../../tests/setup/test-app';
import type { ExerciseInput } from '../../../shared/schemas/workouts';
import { exercises, exerciseSets, workouts } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY_EXERCISES = 'a workout holds at most 40 exercises';
const tooManySets = (n: number) =>
  `a workout holds at most 300 sets in all (this one would hold ${n})`;

/** `count` exercises of `sets` sets each, as the form sends them. */
const exerciseList = (count: number, sets: number): ExerciseInput[] =>
  Array.from({ length: count }, (_, i) => makeExercise({ name: `Move ${i + 1}`, sets }));

/** Every workout, exercise and set row of the user: what a refused write must leave as it was. */
async function rowsOf(userId: string) {
  const list = await t.db.select().from(workouts).where(eq(workouts.userId, userId));
  const moves = await t.db
    .select({ id: exercises.id, sets: exercises.sets, name: exercises.name })
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(eq(workouts.userId, userId));
  const sets = await t.db
    .select({ id: exerciseSets.id })
    .from(exerciseSets)
    .innerJoin(exercises, eq(exercises.id, exerciseSets.exerciseId))
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(eq(workouts.userId, userId));
  return { workouts: list.length, exercises: moves, sets: sets.length };
}

async function expectRefused(me: Me, request: Parameters<Me['as']>[0], message: string) {
  const before = await rowsOf(me.user.id);
  const res = await me.as(request);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
  expect(res.json()).toEqual({ message });
  expect(await rowsOf(me.user.id)).toEqual(before);
}

describe('POST /api/workouts (the form, a guided session, an import)', () => {
  it('takes a 15 × 8 day, 40 exercises and 300 sets', async () => {
    const me = await signUp(t);
    for (const list of [exerciseList(15, 8), exerciseList(40, 1), exerciseList(6, 50)]) {
      const w = await postWorkout(me, { exercises: list });
      expect(w.exercises).toHaveLength(list.length);
    }
  });

  it.each<[string, ExerciseInput[], string]>([
    ['41 exercises', exerciseList(41, 1), `exercises: ${TOO_MANY_EXERCISES}`],
    ['50 exercises of 100 sets', exerciseList(50, 100), `exercises: ${TOO_MANY_EXERCISES}`],
    ['51 sets of one exercise', exerciseList(1, 51), 'exercises.0.sets: must be at most 50'],
    [
      '51 sets one by one',
      [makeExercise({ setList: Array(51).fill({ reps: 5, weight: 100 }) })],
      'exercises.0.setList: an exercise holds at most 50 sets',
    ],
    ['7 × 50 sets', exerciseList(7, 50), `exercises: ${tooManySets(350)}`],
  ])('refuses %s with a 400 naming the bound, writing nothing', async (_name, list, message) => {
    const me = await signUp(t);
    const payload = makeWorkout(me.user.id, { exercises: list });
    await expectRefused(me, { method: 'POST', url: '/api/workouts', payload }, message);
  });

  it('refuses a guided session over the bound, its Idempotency-Key unused', async () => {
    const me = await signUp(t);
    const done = (n: number) => Array.from({ length: n }, () => ({ reps: 10, done: true }));
    const session = {
      userId: me.user.id,
      name: 'Guided session',
      type: 'strength' as const,
      notes: 'Guided session with Joey.',
      duration: 3600,
      exercises: Array.from({ length: 7 }, (_, i) => ({ name: `Move ${i}`, setList: done(50) })),
    };
    const headers = { 'idempotency-key': 'session-over-the-bound' };
    const request = { method: 'POST' as const, url: '/api/workouts', payload: session, headers };
    await expectRefused(me, request, `exercises: ${tooManySets(350)}`);
    // The same key then saves the session as it fits.
    const fits = { ...session, exercises: session.exercises.slice(0, 6) };
    const res = await me.as({ ...request, payload: fits });
    expect(res.statusCode).toBe(201);
  });
});

describe('PUT /api/workouts/{id}', () => {
  it('refuses an edit over the bound and keeps the workout as it was', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me);
    const url = `/api/workouts/${w.id}`;
    await expectRefused(
      me,
      { method: 'PUT', url, payload: { exercises: exerciseList(7, 50) } },
      `exercises: ${tooManySets(350)}`,
    );
    await expectRefused(
      me,
      { method: 'PUT', url, payload: { exercises: exerciseList(41, 1) } },
      `exercises: ${TOO_MANY_EXERCISES}`,
    );
  });
});

describe('POST and PUT /api/exercises: the workout after the change must fit', () => {
  it('refuses a 41st exercise', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me, { exercises: exerciseList(40, 1) });
    const payload = { ...makeExercise({ name: 'One more', sets: 1 }), workoutId: w.id };
    await expectRefused(
      me,
      { method: 'POST', url: '/api/exercises', payload },
      `exercises: ${TOO_MANY_EXERCISES}`,
    );
  });

  it('refuses sets past 300 in all, added or edited, and takes what fits', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me, { exercises: exerciseList(6, 45) });
    const add = (sets: number) => ({
      method: 'POST' as const,
      url: '/api/exercises',
      payload: { ...makeExercise({ name: 'Extra', sets }), workoutId: w.id },
    });
    await expectRefused(me, add(31), `sets: ${tooManySets(301)}`);
    expect((await me.as(add(30))).statusCode).toBe(201);
    const edit = (sets: number) => ({
      method: 'PUT' as const,
      url: `/api/exercises/${w.exercises[0]!.id}`,
      payload: makeExercise({ name: 'Move 1', sets }),
    });
    await expectRefused(me, edit(46), `sets: ${tooManySets(301)}`);
    expect((await me.as(edit(44))).statusCode).toBe(200);
  });
});

describe('POST /api/workouts/{id}/repeat', () => {
  it('copies a workout that fits', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me, { exercises: exerciseList(6, 50) });
    const res = await me.as({ method: 'POST', url: `/api/workouts/${w.id}/repeat` });
    expect(res.statusCode).toBe(201);
    expect(res.json().exercises).toHaveLength(6);
  });

  it('refuses to copy a workout logged before the bounds that breaks them', async () => {
    const me = await signUp(t);
    // 7 × 50 sets: what the old contract let anyone log (it allowed 50 × 100).
    const old = await insertWorkout(t.db, me.user.id, { exercises: exerciseList(7, 50) });
    await expectRefused(
      me,
      { method: 'POST', url: `/api/workouts/${old.id}/repeat` },
      `sets: ${tooManySets(350)}`,
    );
    const many = await insertWorkout(t.db, me.user.id, { exercises: exerciseList(41, 1) });
    await expectRefused(
      me,
      { method: 'POST', url: `/api/workouts/${many.id}/repeat` },
      `exercises: ${TOO_MANY_EXERCISES}`,
    );
  });
});

describe('POST /api/voice-command: a long sentence', () => {
  it('refuses a spoken workout over 300 sets in words and logs nothing', async () => {
    const me = await signUp(t);
    const moves = ['push ups', 'squats', 'lunges', 'curls', 'rows', 'dips', 'presses'];
    const voiceText = `I did ${moves.map((m) => `50 sets of 10 ${m}`).join(', ')}`;
    const before = await rowsOf(me.user.id);
    const res = await me.as({
      method: 'POST',
      url: '/api/voice-command',
      payload: { voiceText, userId: me.user.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'error', workout: null });
    expect(res.json().message).toMatch(
      /^I couldn't log that workout: a workout holds at most 300 sets in all \(this one would hold \d+\)\./,
    );
    expect(await rowsOf(me.user.id)).toEqual(before);
  });
});
