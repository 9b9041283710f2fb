// Issue 30 §2 "writes that send what they need": the statements a hot write sends, counted through
// Drizzle's logger (tests/setup/statement-counter.ts), which hears every statement the app's
// database client sends: the session lookup, BEGIN and COMMIT included (so "at most 8" here is
// stricter than BENCHMARKS' older count of 22, which left those three out). Decision 029 lists
// them one by one: the session, BEGIN, the lock, the one insert, the settle's one read and one
// write, COMMIT and the read-back.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateWorkoutInput } from '../../src/shared/schemas/workouts';
import { makeExercise, makeWorkout, postGoal, postWorkout } from '../factories';
import { statementCounter } from '../setup/statement-counter';
import { createTestApp, signUp, type TestApp } from '../setup/test-app';

const counter = statementCounter();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sqlLogger: counter.logger });
});
afterAll(() => t.close());

type Me = Awaited<ReturnType<typeof signUp>>;

/** Three lifts of three sets each, heavier by `more` kg. */
const threeLifts = (more: number) =>
  (
    [
      ['Bench Press', 8, 80],
      ['Squat', 5, 100],
      ['Barbell Row', 10, 60],
    ] as const
  ).map(([name, reps, kg]) =>
    makeExercise({
      name,
      setList: [0, 2.5, 5].map((step) => ({ reps, weight: kg + step + more, weightUnit: 'kg' })),
    }),
  );

/** A realistic logged workout: three lifts of three sets each. */
const threeByThree = (userId: string, more = 0): CreateWorkoutInput =>
  makeWorkout(userId, { exercises: threeLifts(more) });

/** Every statement one request sends, and its answer. */
async function statementsOf(me: Me, request: Parameters<Me['as']>[0]) {
  const { result: res, statements } = await counter.during(() => me.as(request));
  return { res, statements };
}

const log = (me: Me, body: CreateWorkoutInput, key = randomUUID()) =>
  statementsOf(me, {
    method: 'POST',
    url: '/api/workouts',
    headers: { 'idempotency-key': key },
    payload: body,
  });

/** A user with a week of history: the same lifts, so records are compared with earlier ones. */
async function lifter() {
  const me = await signUp(t);
  for (let i = 0; i < 3; i++) await postWorkout(me, threeByThree(me.user.id, i));
  return me;
}

describe('logging a workout (issue 30 §2)', () => {
  it('sends at most 8 statements with everything counted, one of them the read-back', async () => {
    const me = await lifter();
    const { res, statements } = await log(me, threeByThree(me.user.id, 10));
    expect(res.statusCode, res.body).toBe(201);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(8);
    // Settling after the insert is one read and one write: records, XP, streak and board.
    const inside = statements.slice(statements.indexOf('begin') + 1, statements.indexOf('commit'));
    expect(
      inside.filter((s) => /^select /.test(s)),
      inside.join('\n'),
    ).toHaveLength(1);
    // After COMMIT only the read-back, through the list's own statement (workouts_by_id).
    const afterCommit = statements.slice(statements.indexOf('commit') + 1);
    expect(afterCommit).toHaveLength(1);
    expect(afterCommit[0]).toMatch(/where id = any\(\$1::uuid\[\]\)/);
    // What it answers is what was logged, each lift a new record.
    const workout = res.json();
    expect(workout.exercises).toHaveLength(3);
    for (const e of workout.exercises) {
      expect(e.setList).toHaveLength(3);
      expect(e.personalRecord).not.toBeNull();
    }
  });

  it('a repeated Idempotency-Key answers the first workout in fewer', async () => {
    const me = await lifter();
    const key = randomUUID();
    const first = await log(me, threeByThree(me.user.id, 10), key);
    expect(first.res.statusCode).toBe(201);
    const again = await log(me, threeByThree(me.user.id, 10), key);
    expect(again.res.statusCode).toBe(200);
    expect(again.res.json().id).toBe(first.res.json().id);
    expect(again.statements.length, again.statements.join('\n')).toBeLessThanOrEqual(
      first.statements.length,
    );
  });

  it('a user with a tracked goal pays one read more, for what the goal measures', async () => {
    const me = await lifter();
    await postGoal(me, { type: 'distance', tracking: 'distance', targetValue: 100 });
    const { res, statements } = await log(me, threeByThree(me.user.id, 10));
    expect(res.statusCode, res.body).toBe(201);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(9);
  });
});

describe('changing and deleting a workout (issue 30 §2)', () => {
  it('an edit of the whole workout', async () => {
    const me = await lifter();
    const made = (await log(me, threeByThree(me.user.id, 10))).res.json();
    const { res, statements } = await statementsOf(me, {
      method: 'PUT',
      url: `/api/workouts/${made.id}`,
      payload: {
        name: 'Heavier',
        exercises: threeLifts(12).map((e, i) => ({ ...e, id: made.exercises[i].id })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(8);
  });

  it('a delete', async () => {
    const me = await lifter();
    const made = (await log(me, threeByThree(me.user.id, 10))).res.json();
    const { res, statements } = await statementsOf(me, {
      method: 'DELETE',
      url: `/api/workouts/${made.id}`,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(7);
  });
});
