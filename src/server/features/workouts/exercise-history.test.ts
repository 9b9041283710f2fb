// Issue 8: last time's numbers, names to suggest, an exercise's history and personal records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExerciseHistory, LastExercise } from '../../../shared/schemas/exercise-history';
import { postWorkout } from '../../../../tests/factories';
import { createTestApp, signUp, type Me, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const bench = (me: Me, days: number, sets: { reps: number; weight: number }[]) =>
  postWorkout(me, {
    name: `Bench ${days}`,
    completedAt: daysAgo(days),
    exercises: [{ name: days % 2 ? 'Bench Press' : 'bench press', setList: sets }],
  });

describe('GET /api/exercises/last', () => {
  it('answers the most recent time, whatever the spelling, set by set', async () => {
    const me = await signUp(t);
    await bench(me, 9, [{ reps: 10, weight: 135 }]);
    await bench(me, 2, [
      { reps: 10, weight: 135 },
      { reps: 8, weight: 155 },
    ]);
    const res = await me.as({ url: '/api/exercises/last?name=BENCH-PRESS' });
    expect(res.statusCode).toBe(200);
    const last = res.json() as LastExercise;
    expect(last.workoutName).toBe('Bench 2');
    expect(last.setList.map((s) => [s.reps, s.weight])).toEqual([
      [10, 135],
      [8, 155],
    ]);
  });

  it('with before=, answers the last time before then (a workout entered late)', async () => {
    const me = await signUp(t);
    await bench(me, 9, [{ reps: 10, weight: 135 }]);
    await bench(me, 2, [{ reps: 5, weight: 185 }]);
    const before = encodeURIComponent(daysAgo(5));
    const last = (
      await me.as({ url: `/api/exercises/last?name=bench%20press&before=${before}` })
    ).json();
    expect(last.workoutName).toBe('Bench 9');
    const bad = await me.as({ url: '/api/exercises/last?name=bench&before=soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('before: must be an ISO-8601 date and time');
  });

  it('answers null for an exercise never done, and only ever my own', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await bench(other, 1, [{ reps: 5, weight: 225 }]);
    const res = await me.as({ url: '/api/exercises/last?name=Bench%20Press' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('answers 400 without a name', async () => {
    const me = await signUp(t);
    const res = await me.as({ url: '/api/exercises/last' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^name: /);
  });
});

describe('GET /api/exercises/names', () => {
  it('lists my names, most often done first, each spelling once', async () => {
    const me = await signUp(t);
    await bench(me, 3, [{ reps: 5, weight: 185 }]);
    await bench(me, 2, [{ reps: 5, weight: 185 }]);
    await postWorkout(me, { exercises: [{ name: 'Plank', duration: 60 }] });
    const names = (await me.as({ url: '/api/exercises/names' })).json();
    expect(names.map((n: { name: string; count: number }) => [n.name, n.count])).toEqual([
      ['bench press', 2],
      ['Plank', 1],
    ]);
  });
});

describe('GET /api/exercises/history', () => {
  it('lists every time oldest first, with the Epley 1RM, records as they happened, and the best', async () => {
    const me = await signUp(t);
    await bench(me, 30, [{ reps: 10, weight: 135 }]); // 180
    await bench(me, 20, [{ reps: 5, weight: 165 }]); // 192.5: a record
    await bench(me, 10, [{ reps: 8, weight: 150 }]); // 190: not one
    await bench(me, 1, [
      { reps: 3, weight: 185 }, // 203.5: a record
      { reps: 8, weight: 155 },
    ]);
    const res = await me.as({ url: '/api/exercises/history?name=bench%20press' });
    expect(res.statusCode).toBe(200);
    const h = res.json() as ExerciseHistory;
    expect(h.formula).toMatch(/^Epley/);
    expect(h.entries.map((e) => Math.round(e.oneRepMax!))).toEqual([180, 193, 190, 204]);
    expect(h.entries.map((e) => e.personalRecord)).toEqual([false, true, false, true]);
    expect(h.best?.oneRepMax).toBeCloseTo(185 * 1.1, 6);
  });

  it('marks the record on the workout card too, and unmarks it when beaten by an earlier edit', async () => {
    const me = await signUp(t);
    await bench(me, 5, [{ reps: 5, weight: 200 }]);
    const later = await bench(me, 1, [{ reps: 5, weight: 210 }]);
    expect(later.exercises[0]!.personalRecord).toMatchObject({ kind: 'e1rm' });
    // A heavier session logged late, dated before it: the later one is no record any more.
    await bench(me, 3, [{ reps: 5, weight: 220 }]);
    const list = (await me.as({ url: `/api/workouts/${me.user.id}` })).json();
    const card = list.find((w: { id: string }) => w.id === later.id);
    expect(card.exercises[0].personalRecord).toBeNull();
  });

  it('measures body-weight moves by reps and runs by distance', async () => {
    const me = await signUp(t);
    await postWorkout(me, {
      completedAt: daysAgo(2),
      exercises: [{ name: 'Push-ups', sets: 3, reps: 20 }],
    });
    const more = await postWorkout(me, { exercises: [{ name: 'push ups', sets: 2, reps: 25 }] });
    expect(more.exercises[0]!.personalRecord).toEqual({ kind: 'reps', value: 25 });
    await postWorkout(me, {
      completedAt: daysAgo(2),
      exercises: [{ name: 'Running', distance: 5, distanceUnit: 'km' }],
    });
    const run = await postWorkout(me, {
      exercises: [{ name: 'Running', distance: 4, distanceUnit: 'miles' }],
    });
    expect(run.exercises[0]!.personalRecord).toMatchObject({ kind: 'distance' });
  });
});
