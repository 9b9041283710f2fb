// Issue 9 "one round trip per screen": the screens' reads send at most two SQL statements besides
// the session lookup, however much the user has logged (no query per workout, exercise or goal).
// Counted through Drizzle's logger, which hears every statement the app sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExercise } from '../factories';
import { insertBodyWeight, insertGoal, insertWorkout } from '../setup/factories';
import { createTestApp, signUp, type TestApp } from '../setup/test-app';

const sent: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sqlLogger: { logQuery: (query) => void sent.push(query) } });
});
afterAll(() => t.close());

type Me = Awaited<ReturnType<typeof signUp>>;
const isSessionLookup = (query: string) => /from "sessions"/.test(query);

/** The statements one request sends, the session lookup apart (it must be exactly one). */
async function statementsOf(me: Me, url: string) {
  sent.length = 0;
  const res = await me.as({ url });
  expect(res.statusCode, res.body).toBe(200);
  expect(sent.filter(isSessionLookup)).toHaveLength(1);
  return sent.filter((q) => !isSessionLookup(q));
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
    sent.length = 0;
    await busy.as({ url: '/api/auth/options' });
    expect(sent).toEqual([]);
  });

  it('the weigh-ins card on Progress: one statement', async () => {
    expect(await statementsOf(busy, '/api/body-weights')).toHaveLength(1);
  });
});
