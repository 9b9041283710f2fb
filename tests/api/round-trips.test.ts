// Issue 9 "one round trip per screen": the screens' reads send at most two SQL statements besides
// the session lookup, however much the user has logged (no query per workout, exercise or goal).
// Counted through Drizzle's logger (tests/setup/statement-counter.ts). Each read is counted the
// first time it is asked after the user's last write, so it is read, not the read cache's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExercise } from '../factories';
import { insertBodyWeight, insertGoal, insertWorkout } from '../setup/factories';
import { isSessionLookup, statementCounter } from '../setup/statement-counter';
import { createTestApp, signUp, type TestApp } from '../setup/test-app';

const counter = statementCounter();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sqlLogger: counter.logger });
});
afterAll(() => t.close());

type Me = Awaited<ReturnType<typeof signUp>>;

/** The statements one request sends, the session lookup apart (it must be exactly one). */
async function statementsOf(me: Me, url: string) {
  const { result: res, statements } = await counter.during(() => me.as({ url }));
  expect(res.statusCode, res.body).toBe(200);
  expect(statements.filter(isSessionLookup)).toHaveLength(1);
  return statements.filter((q) => !isSessionLookup(q));
}

const DAY = 86_400_000;

/** 30 workouts over two months with several exercises each, 5 goals, weigh-ins, a dismissal. */
async function busyUser() {
  const me = await signUp(t);
  const id = me.user.id;
  for (let i = 0; i < 30; i++) {
    await insertWorkout(t.db, id, {
      name: `Workout ${i}`,
      type: i % 3 === 0 ? 'cardio' : 'strength',
      completedAt: new Date(Date.now() - i * 2 * DAY),
      exercises: [
        makeExercise({ name: 'Bench Press', weight: 100 + i }),
        makeExercise({ name: 'Squat', setList: [{ reps: 5, weight: 60 + i, weightUnit: 'kg' }] }),
        makeExercise({ name: 'Plank', weight: null, reps: null, duration: 60 }),
        makeExercise({ name: 'Run', weight: null, reps: null, sets: 1, distance: 3 }),
      ],
    });
  }
  for (let i = 0; i < 5; i++) await insertGoal(t.db, id, { title: `Goal ${i}` });
  for (let i = 0; i < 4; i++) {
    await insertBodyWeight(t.db, id, { measuredAt: new Date(Date.now() - i * 7 * DAY) });
  }
  const dismissed = await me.as({ method: 'POST', url: '/api/suggestions/streak:x/dismiss' });
  expect(dismissed.statusCode).toBe(200);
  return me;
}

describe('one round trip per screen (issue 9)', () => {
  let busy: Me;
  let empty: Me;
  beforeAll(async () => {
    busy = await busyUser();
    empty = await signUp(t);
  });

  it.each([
    ['the dashboard', 'dashboard', 2],
    ['Progress (and the Profile counts)', 'progress', 2],
  ])('%s: at most two statements, as many for 30 workouts as for none', async (_, read, most) => {
    const full = await statementsOf(busy, `/api/${read}/${busy.user.id}`);
    expect(full.length).toBeLessThanOrEqual(most);
    expect(await statementsOf(empty, `/api/${read}/${empty.user.id}`)).toHaveLength(full.length);
  });

  it('the Workouts list, its first page and a later one: one statement each, as for none', async () => {
    const page = await busy.as({ url: `/api/workouts/${busy.user.id}/page?limit=5` });
    // A cursor is only a place in the order, so the empty account can be asked with it too.
    const { nextCursor } = page.json();
    for (const me of [busy, empty]) {
      for (const url of [
        `/api/workouts/${me.user.id}/page`,
        `/api/workouts/${me.user.id}/page?limit=5&cursor=${nextCursor}`,
        `/api/workouts/${me.user.id}`,
      ]) {
        expect(await statementsOf(me, url), url).toHaveLength(1);
      }
    }
  });

  it('the rest of Profile: the user and the sign-in options need nothing beyond the session', async () => {
    expect(await statementsOf(busy, `/api/users/${busy.user.id}`)).toEqual([]);
    expect(await statementsOf(busy, '/api/auth/user')).toEqual([]);
    const options = await counter.during(() => busy.as({ url: '/api/auth/options' }));
    expect(options.statements).toEqual([]);
  });

  it('the weigh-ins card on Progress: one statement', async () => {
    expect(await statementsOf(busy, '/api/body-weights')).toHaveLength(1);
  });

  it('Routines: one statement for the list, one for a routine’s history, however many', async () => {
    for (let i = 0; i < 3; i++) {
      const made = await busy.as({
        method: 'POST',
        url: '/api/routines',
        payload: { name: `Routine ${i}`, exercises: [{ name: 'Squat', setList: [{ reps: 5 }] }] },
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const [routine] = (await busy.as({ url: '/api/routines' })).json() as { id: string }[];
    // Done from it twice, so its history has rows to sum.
    for (let i = 0; i < 2; i++) {
      await insertWorkout(t.db, busy.user.id, {
        routineId: routine!.id,
        exercises: [makeExercise({ name: 'Squat' })],
      });
    }
    expect(await statementsOf(busy, '/api/routines')).toHaveLength(1);
    expect(await statementsOf(busy, `/api/routines/${routine!.id}/history`)).toHaveLength(1);
    expect(await statementsOf(empty, '/api/routines')).toHaveLength(1);
  });
});
