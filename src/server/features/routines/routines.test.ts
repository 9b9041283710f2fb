// Routines through the real app (issue 27 §1), on PGlite and on PostgreSQL: every route, bad
// input naming its field, other users' rows as missing ones, the per-user bound, and what the
// workouts done from a routine say of it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWorkout } from '../../../../tests/factories';
import { isSessionLookup, statementCounter } from '../../../../tests/setup/statement-counter';
import { createTestApp, signUp, type Me, type TestApp } from '../../../../tests/setup/test-app';
import {
  ROUTINE_LIMITS,
  type Routine,
  type RoutineHistoryEntry,
} from '../../../shared/schemas/routines';
import { LBS_PER_KG } from '../../../shared/units';
import { routines } from '../../db/schema';

const counter = statementCounter();
let t: TestApp;
let other: Me;
beforeAll(async () => {
  t = await createTestApp({ sqlLogger: counter.logger });
  other = await signUp(t);
});
afterAll(() => t.close());

const set = (over: Record<string, unknown> = {}) => ({ reps: 5, weight: 135, ...over });
const routineBody = (over: Record<string, unknown> = {}) => ({
  name: 'Push A',
  exercises: [{ name: 'Bench Press', restSeconds: 120, setList: [set(), set({ weight: 155 })] }],
  ...over,
});

async function postRoutine(me: Me, body: object = routineBody()): Promise<Routine> {
  const res = await me.as({ method: 'POST', url: '/api/routines', payload: body });
  if (res.statusCode !== 201) throw new Error(`routine failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

const listOf = async (me: Me): Promise<Routine[]> => (await me.as({ url: '/api/routines' })).json();

const historyOf = async (me: Me, id: string, query = ''): Promise<RoutineHistoryEntry[]> => {
  const res = await me.as({ url: `/api/routines/${id}/history${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('POST /api/routines from exercises', () => {
  it('makes the routine (201) with every field present, defaults filled and never done', async () => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/routines',
      payload: {
        name: '  Push A ',
        notes: '',
        exercises: [
          {
            name: 'Bench Press',
            restSeconds: 120,
            supersetGroup: 1,
            notes: 'Pause at the chest',
            setList: [
              { setType: 'warmup', reps: 10, weight: 20, weightUnit: 'kg' },
              { reps: 5, weight: 60, weightUnit: 'kg', rpe: 8.5 },
            ],
          },
          { name: 'Plank', setList: [{ duration: 60 }] },
          { name: 'Row', distanceUnit: 'meters', setList: [{ distance: 500 }] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const routine: Routine = res.json();
    expect(routine).toEqual({
      id: expect.any(String),
      name: 'Push A',
      notes: null,
      exercises: [
        {
          name: 'Bench Press',
          restSeconds: 120,
          supersetGroup: 1,
          notes: 'Pause at the chest',
          distanceUnit: 'miles',
          setList: [
            { setType: 'warmup', reps: 10, weight: 20, weightUnit: 'kg', duration: null, distance: null, rpe: null }, // prettier-ignore
            { setType: 'normal', reps: 5, weight: 60, weightUnit: 'kg', duration: null, distance: null, rpe: 8.5 }, // prettier-ignore
          ],
        },
        {
          name: 'Plank',
          restSeconds: null,
          supersetGroup: null,
          notes: null,
          distanceUnit: 'miles',
          setList: [{ setType: 'normal', reps: null, weight: null, weightUnit: 'lb', duration: 60, distance: null, rpe: null }], // prettier-ignore
        },
        {
          name: 'Row',
          restSeconds: null,
          supersetGroup: null,
          notes: null,
          distanceUnit: 'meters',
          setList: [{ setType: 'normal', reps: null, weight: null, weightUnit: 'lb', duration: null, distance: 500, rpe: null }], // prettier-ignore
        },
      ],
      lastDoneAt: null,
      timesDone: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await listOf(me)).toEqual([routine]);
  });

  const many = (n: number, sets: number) =>
    Array.from({ length: n }, (_, i) => ({ name: `Move ${i}`, setList: Array(sets).fill(set()) }));

  it.each([
    ['no name', { name: undefined }, /^name: is required/],
    ['a blank name', { name: '   ' }, /^name: is required/],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, /^name: must be at most 100/],
    [
      'neither exercises nor fromWorkoutId',
      { exercises: undefined },
      /^exercises: send the routine/,
    ],
    ['both exercises and fromWorkoutId', { fromWorkoutId: randomUUID() }, /^exercises: send the routine/], // prettier-ignore
    ['no exercise', { exercises: [] }, /^exercises: must hold at least one exercise/],
    ['an exercise without sets', { exercises: [{ name: 'Dips', setList: [] }] }, /^exercises\.0\.setList: must hold at least one set/], // prettier-ignore
    ['an exercise without a name', { exercises: [{ setList: [set()] }] }, /^exercises\.0\.name: is required/], // prettier-ignore
    ['a set type out of the list', { exercises: [{ name: 'Dips', setList: [set({ setType: 'heavy' })] }] }, /^exercises\.0\.setList\.0\.setType: must be one of normal, warmup, drop, failure/], // prettier-ignore
    ['RPE 10.5', { exercises: [{ name: 'Dips', setList: [set({ rpe: 10.5 })] }] }, /^exercises\.0\.setList\.0\.rpe: must be at most 10/], // prettier-ignore
    ['RPE 7.25', { exercises: [{ name: 'Dips', setList: [set({ rpe: 7.25 })] }] }, /^exercises\.0\.setList\.0\.rpe: must be in steps of 0\.5/], // prettier-ignore
    ['RPE 0.5', { exercises: [{ name: 'Dips', setList: [set({ rpe: 0.5 })] }] }, /^exercises\.0\.setList\.0\.rpe: must be at least 1/], // prettier-ignore
    ['a superset group of 21', { exercises: [{ name: 'Dips', supersetGroup: 21, setList: [set()] }] }, /^exercises\.0\.supersetGroup: must be at most 20/], // prettier-ignore
    ['41 exercises', { exercises: many(41, 1) }, /^exercises: a routine holds at most 40 exercises/], // prettier-ignore
    ['51 sets of one exercise', { exercises: many(1, 51) }, /^exercises\.0\.setList: an exercise holds at most 50 sets/], // prettier-ignore
    ['7 × 50 sets (350 in all)', { exercises: many(7, 50) }, /^exercises: a workout holds at most 300 sets in all/], // prettier-ignore
    ['an unknown field', { colour: 'red' }, /colour/],
    ['a fromWorkoutId that is no id', { exercises: undefined, fromWorkoutId: '42' }, /^fromWorkoutId: must be a workout id/], // prettier-ignore
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_, over, message) => {
    const me = await signUp(t);
    const res = await me.as({ method: 'POST', url: '/api/routines', payload: routineBody(over) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await listOf(me)).toEqual([]);
  });
});

describe('POST /api/routines {name, fromWorkoutId}', () => {
  it('copies the workout’s exercises with every set as typed (Save as routine)', async () => {
    const me = await signUp(t);
    const workout = await postWorkout(me, {
      name: 'Monday',
      exercises: [
        {
          name: 'Squat',
          restTime: 180,
          supersetGroup: 2,
          setList: [
            { setType: 'warmup', reps: 10, weight: 20, weightUnit: 'kg', done: true },
            { reps: 5, weight: 100, weightUnit: 'kg', rpe: 7.5 },
            { setType: 'drop', reps: 8, weight: 185.5, weightUnit: 'lb', done: false },
            { setType: 'failure', reps: 12, weight: 135, rpe: 10 },
          ],
        },
        { name: 'Run', distanceUnit: 'km', setList: [{ distance: 5, duration: 1500 }] },
      ],
    });
    const routine = await postRoutine(me, { name: 'Legs', fromWorkoutId: workout.id });
    expect(routine).toMatchObject({ name: 'Legs', notes: null, timesDone: 0, lastDoneAt: null });
    expect(routine.exercises).toEqual([
      {
        name: 'Squat',
        restSeconds: 180,
        supersetGroup: 2,
        notes: null,
        distanceUnit: 'miles',
        setList: [
          { setType: 'warmup', reps: 10, weight: 20, weightUnit: 'kg', duration: null, distance: null, rpe: null }, // prettier-ignore
          { setType: 'normal', reps: 5, weight: 100, weightUnit: 'kg', duration: null, distance: null, rpe: 7.5 }, // prettier-ignore
          { setType: 'drop', reps: 8, weight: 185.5, weightUnit: 'lb', duration: null, distance: null, rpe: null }, // prettier-ignore
          { setType: 'failure', reps: 12, weight: 135, weightUnit: 'lb', duration: null, distance: null, rpe: 10 }, // prettier-ignore
        ],
      },
      {
        name: 'Run',
        restSeconds: null,
        supersetGroup: null,
        notes: null,
        distanceUnit: 'km',
        setList: [{ setType: 'normal', reps: null, weight: null, weightUnit: 'lb', duration: 1500, distance: 5, rpe: null }], // prettier-ignore
      },
    ]);
  });

  it('answers 404 "Workout not found" for another user’s workout or none, and makes nothing', async () => {
    const me = await signUp(t);
    const theirs = await postWorkout(other);
    for (const fromWorkoutId of [theirs.id, randomUUID()]) {
      const res = await me.as({
        method: 'POST',
        url: '/api/routines',
        payload: { name: 'Stolen', fromWorkoutId },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Workout not found' });
    }
    expect(await listOf(me)).toEqual([]);
  });

  it('refuses a workout without exercises with a 400 naming fromWorkoutId', async () => {
    const me = await signUp(t);
    const empty = await postWorkout(me, { exercises: undefined });
    const res = await me.as({
      method: 'POST',
      url: '/api/routines',
      payload: { name: 'Nothing', fromWorkoutId: empty.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^fromWorkoutId: /);
  });
});

describe('GET /api/routines', () => {
  it('lists only my routines, newest first, in one statement however many there are', async () => {
    const me = await signUp(t);
    const empty = await signUp(t);
    await postRoutine(other, routineBody({ name: 'Not mine' }));
    for (const name of ['First', 'Second', 'Third']) await postRoutine(me, routineBody({ name }));
    const done = (await listOf(me)).find((r) => r.name === 'Second')!;
    await postWorkout(me, { routineId: done.id });
    // The first read after a write reads (one statement); its repeat is the read cache's (none).
    for (const who of [me, empty]) {
      for (const statements of [1, 0]) {
        const read = await counter.during(() => who.as({ url: '/api/routines' }));
        expect(read.result.statusCode).toBe(200);
        expect(read.statements.filter((q) => !isSessionLookup(q))).toHaveLength(statements);
      }
    }
    expect((await listOf(me)).map((r) => [r.name, r.timesDone])).toEqual([
      ['Third', 0],
      ['Second', 1],
      ['First', 0],
    ]);
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ url: '/api/routines' })).statusCode).toBe(401);
  });
});

describe('what the workouts done from a routine say of it', () => {
  it('moves lastDoneAt and timesDone with each workout logged from it, and back when one is deleted', async () => {
    const me = await signUp(t);
    const routine = await postRoutine(me);
    const older = await postWorkout(me, {
      routineId: routine.id,
      completedAt: '2026-03-01T10:00:00.000Z',
    });
    const newer = await postWorkout(me, {
      routineId: routine.id,
      completedAt: '2026-03-08T10:00:00.000Z',
    });
    expect(newer.routineId).toBe(routine.id);
    await postWorkout(me, { completedAt: '2026-03-09T10:00:00.000Z' });
    const read = async () =>
      (await me.as({ url: `/api/routines/${routine.id}` })).json() as Promise<Routine>;
    expect(await read()).toMatchObject({ timesDone: 2, lastDoneAt: '2026-03-08T10:00:00.000Z' });
    expect((await me.as({ method: 'DELETE', url: `/api/workouts/${newer.id}` })).statusCode).toBe(
      204,
    );
    expect(await read()).toMatchObject({ timesDone: 1, lastDoneAt: older.completedAt });
    expect((await listOf(me))[0]).toMatchObject({ timesDone: 1, lastDoneAt: older.completedAt });
  });

  it('POST /api/workouts naming another user’s routine, or one since deleted, saves the workout unlinked', async () => {
    const me = await signUp(t);
    const theirs = await postRoutine(other);
    const mine = await postRoutine(me);
    expect((await me.as({ method: 'DELETE', url: `/api/routines/${mine.id}` })).statusCode).toBe(
      204,
    );
    for (const routineId of [theirs.id, mine.id, randomUUID()]) {
      const res = await me.as({
        method: 'POST',
        url: '/api/workouts',
        payload: { userId: me.user.id, name: 'Finished anyway', routineId },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().routineId).toBeNull();
    }
    expect((await me.as({ url: `/api/workouts/${me.user.id}` })).json()).toHaveLength(3);
    expect((await other.as({ url: `/api/routines/${theirs.id}` })).json().timesDone).toBe(0);
  });
});

describe('GET, PUT, DELETE /api/routines/{id} and duplicate', () => {
  it('reads one routine; PUT changes only what is sent, and exercises replace them all', async () => {
    const me = await signUp(t);
    const routine = await postRoutine(me, routineBody({ notes: 'Mondays' }));
    expect((await me.as({ url: `/api/routines/${routine.id}` })).json()).toEqual(routine);

    const renamed = await me.as({
      method: 'PUT',
      url: `/api/routines/${routine.id}`,
      payload: { name: ' Push B ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Push B',
      notes: 'Mondays',
      exercises: routine.exercises,
    });
    expect(Date.parse(renamed.json().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(routine.updatedAt),
    );

    const replaced = await me.as({
      method: 'PUT',
      url: `/api/routines/${routine.id}`,
      payload: { notes: null, exercises: [{ name: 'Dips', setList: [{ reps: 12 }] }] },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ name: 'Push B', notes: null });
    expect(replaced.json().exercises.map((e: { name: string }) => e.name)).toEqual(['Dips']);
    expect(await listOf(me)).toEqual([replaced.json()]);
  });

  it.each([
    ['an empty body', {}, /send name, notes or exercises/],
    ['a blank name', { name: ' ' }, /^name: is required/],
    ['no exercise', { exercises: [] }, /^exercises: must hold at least one exercise/],
    ['RPE 7.25', { exercises: [{ name: 'Dips', setList: [set({ rpe: 7.25 })] }] }, /rpe: must be in steps of 0\.5/], // prettier-ignore
    ['an unknown field', { fromWorkoutId: randomUUID() }, /fromWorkoutId/],
  ])('PUT refuses %s with a 400 and changes nothing', async (_, payload, message) => {
    const me = await signUp(t);
    const routine = await postRoutine(me);
    const res = await me.as({ method: 'PUT', url: `/api/routines/${routine.id}`, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await listOf(me)).toEqual([routine]);
  });

  it('DELETE answers 204; the workouts done from it keep all they logged and stop naming it', async () => {
    const me = await signUp(t);
    const routine = await postRoutine(me);
    const workout = await postWorkout(me, { routineId: routine.id });
    const res = await me.as({ method: 'DELETE', url: `/api/routines/${routine.id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me.as({ url: `/api/routines/${routine.id}` })).statusCode).toBe(404);
    expect((await me.as({ method: 'DELETE', url: `/api/routines/${routine.id}` })).statusCode).toBe(
      404,
    );
    const [kept] = (await me.as({ url: `/api/workouts/${me.user.id}` })).json();
    expect(kept).toEqual({ ...workout, routineId: null });
  });

  it('duplicate makes "<name> (copy)" (201) with the same exercises, shortened to 100 characters', async () => {
    const me = await signUp(t);
    const routine = await postRoutine(me, routineBody({ notes: 'Heavy' }));
    const res = await me.as({ method: 'POST', url: `/api/routines/${routine.id}/duplicate` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Push A (copy)',
      notes: 'Heavy',
      exercises: routine.exercises,
      timesDone: 0,
      lastDoneAt: null,
    });
    expect(res.json().id).not.toBe(routine.id);
    const long = await postRoutine(me, routineBody({ name: 'x'.repeat(100) }));
    const copy = await me.as({ method: 'POST', url: `/api/routines/${long.id}/duplicate` });
    expect(copy.json().name).toBe(`${'x'.repeat(93)} (copy)`);
    expect((await listOf(me)).map((r) => r.name.length)).toEqual([100, 100, 13, 6]);
  });

  it('answers another user’s routine as a missing one (404) on every route, and leaves it alone', async () => {
    const me = await signUp(t);
    const theirs = await postRoutine(other, routineBody({ name: 'Their secret' }));
    const url = `/api/routines/${theirs.id}`;
    for (const [method, path, payload] of [
      ['GET', url],
      ['PUT', url, { name: 'Mine now' }],
      ['DELETE', url],
      ['POST', `${url}/duplicate`],
      ['GET', `${url}/history`],
    ] as const) {
      const res = await me.as({ method, url: path, payload });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Routine not found' });
    }
    expect(await listOf(me)).toEqual([]);
    expect((await other.as({ url })).json()).toEqual(theirs);
  });

  it('answers a malformed id with a 400 naming it on every route', async () => {
    const me = await signUp(t);
    for (const [method, path] of [
      ['GET', '/api/routines/42'],
      ['PUT', '/api/routines/42'],
      ['DELETE', '/api/routines/42'],
      ['POST', '/api/routines/42/duplicate'],
      ['GET', '/api/routines/42/history'],
    ] as const) {
      const res = await me.as({ method, url: path, payload: method === 'PUT' ? { name: 'x' } : undefined }); // prettier-ignore
      expect(res.statusCode, `${method} ${path}`).toBe(400);
      expect(res.json().message).toBe('id: must be a routine id');
    }
  });
});

describe(`the per-user bound (ROUTINE_LIMITS.perUser = ${ROUTINE_LIMITS.perUser})`, () => {
  it('refuses a routine past it with a 409, and two at once cannot both take the last place', async () => {
    const me = await signUp(t);
    const workout = await postWorkout(me);
    const exercises = routineBody().exercises;
    await t.db.insert(routines).values(
      Array.from({ length: ROUTINE_LIMITS.perUser - 1 }, (_, i) => ({
        userId: me.user.id,
        name: `Routine ${i}`,
        exercises: exercises.map((e) => ({
          ...e,
          supersetGroup: null,
          notes: null,
          distanceUnit: 'miles' as const,
          setList: e.setList.map((s) => ({
            ...s,
            setType: 'normal' as const,
            weightUnit: 'lb' as const,
            duration: null,
            distance: null,
            rpe: null,
          })),
        })),
      })),
    );
    const both = await Promise.all(
      [routineBody({ name: 'Last A' }), routineBody({ name: 'Last B' })].map((payload) =>
        me.as({ method: 'POST', url: '/api/routines', payload }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const full = both.find((r) => r.statusCode === 409)!.json();
    expect(full.message).toBe(
      `You can keep at most ${ROUTINE_LIMITS.perUser} routines: delete one to make another`,
    );
    const list = await listOf(me);
    expect(list).toHaveLength(ROUTINE_LIMITS.perUser);
    for (const [url, payload] of [
      ['/api/routines', { name: 'From a workout', fromWorkoutId: workout.id }],
      [`/api/routines/${list[0]!.id}/duplicate`, undefined],
    ] as const) {
      expect((await me.as({ method: 'POST', url, payload })).statusCode, url).toBe(409);
    }
    // Deleting one makes room again.
    await me.as({ method: 'DELETE', url: `/api/routines/${list[0]!.id}` });
    expect((await me.as({ method: 'POST', url: `/api/routines/${list[1]!.id}/duplicate` })).statusCode).toBe(201); // prettier-ignore
    // Another user's count is their own.
    expect((await other.as({ method: 'POST', url: '/api/routines', payload: routineBody() })).statusCode).toBe(201); // prettier-ignore
  });
});

describe('GET /api/routines/{id}/history', () => {
  it('lists each workout done from it, newest first: duration, working volume in pounds, sets', async () => {
    const me = await signUp(t);
    const routine = await postRoutine(me);
    const first = await postWorkout(me, {
      routineId: routine.id,
      completedAt: '2026-04-01T18:30:00.000Z',
      duration: 3000,
      exercises: [
        {
          name: 'Bench Press',
          setList: [
            // A heavy warm-up is no volume, but it is a set done.
            { setType: 'warmup', reps: 10, weight: 300 },
            { reps: 5, weight: 100, weightUnit: 'kg' },
            { setType: 'drop', reps: 8, weight: 135 },
            // Not ticked: neither volume nor a set done.
            { reps: 5, weight: 500, done: false },
          ],
        },
      ],
    });
    const second = await postWorkout(me, {
      routineId: routine.id,
      completedAt: '2026-04-03T18:30:00.000Z',
      duration: null,
      exercises: [{ name: 'Plank', setList: [{ duration: 60 }, { duration: 45 }] }],
    });
    await postWorkout(me, { completedAt: '2026-04-04T18:30:00.000Z' });
    const history = await historyOf(me, routine.id);
    expect(history).toHaveLength(2);
    expect(history[0]).toEqual({
      workoutId: second.id,
      completedAt: '2026-04-03T18:30:00.000Z',
      day: second.day,
      duration: 105,
      volumeLbs: 0,
      sets: 2,
    });
    expect(history[1]).toMatchObject({
      workoutId: first.id,
      completedAt: '2026-04-01T18:30:00.000Z',
      day: first.day,
      duration: 3000,
      sets: 3,
    });
    expect(history[1]!.volumeLbs).toBeCloseTo(5 * 100 * LBS_PER_KG + 8 * 135, 6);
  });

  it('is bounded: 20 unless asked, `limit` up to 50, in one statement', async () => {
    const me = await signUp(t);
    const routine = await postRoutine(me);
    const start = Date.parse('2026-01-01T12:00:00Z');
    for (let i = 0; i < 22; i++) {
      await postWorkout(me, {
        routineId: routine.id,
        completedAt: new Date(start + i * 86_400_000).toISOString(),
        exercises: [{ name: 'Squat', setList: [{ reps: 5, weight: 200 }] }],
      });
    }
    // The first read after the writes reads, in one statement (a repeat is the read cache's).
    const { result: all, statements } = await counter.during(() => historyOf(me, routine.id));
    expect(statements.filter((q) => !isSessionLookup(q))).toHaveLength(1);
    expect(all).toHaveLength(20);
    expect(all[0]!.completedAt).toBe(new Date(start + 21 * 86_400_000).toISOString());
    expect(all.every((h) => h.volumeLbs === 1000 && h.sets === 1)).toBe(true);
    expect(await historyOf(me, routine.id, '?limit=50')).toHaveLength(22);
    const two = await historyOf(me, routine.id, '?limit=2');
    expect(two.map((h) => h.completedAt)).toEqual(all.slice(0, 2).map((h) => h.completedAt));
    const fresh = await postRoutine(me);
    expect(await historyOf(me, fresh.id)).toEqual([]);
  });

  it.each([['0'], ['51'], ['abc'], ['2.5']])(
    'refuses limit=%s with a 400 naming it',
    async (limit) => {
      const me = await signUp(t);
      const routine = await postRoutine(me);
      const res = await me.as({ url: `/api/routines/${routine.id}/history?limit=${limit}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^limit: /);
    },
  );

  it('refuses an unknown parameter', async () => {
    const me = await signUp(t);
    const routine = await postRoutine(me);
    const res = await me.as({ url: `/api/routines/${routine.id}/history?cursor=x` });
    expect(res.statusCode).toBe(400);
  });

  it('reads the index of the workouts done from a routine, not the whole history', async () => {
    const me = await signUp(t);
    const routine = await postRoutine(me);
    await postWorkout(me, { routineId: routine.id });
    // The list's shape (a lateral count per routine). With sequential scans priced out, as on a
    // big table, the workouts are reached by the routine's index, not the user's whole history.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(
        sql`explain select r.id, d.n
                      from routines r
                      left join lateral (select max(w.completed_at) as at, count(*) as n
                                           from workouts w where w.routine_id = r.id) d on true
                     where r.user_id = ${me.user.id}`,
      );
      return JSON.stringify((res as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('workouts_routine_idx');
  });
});
