import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWorkout, makeExercise } from '../../../../tests/factories';
import { insertManyWorkouts } from '../../../../tests/setup/many-workouts';
import { createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';
import type { Workout, WorkoutPage } from '../../../shared/schemas/workouts';
import { encodeWorkoutCursor } from '../../../shared/workout-cursor';
import { workouts } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = Awaited<ReturnType<typeof signUp>>;

async function page(me: Caller, query = ''): Promise<WorkoutPage> {
  const res = await me.as({ url: `/api/workouts/${me.user.id}/page${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page from the first, following nextCursor; `limit` unless the default. */
async function allPages(me: Caller, limit?: number) {
  const pages: WorkoutPage[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams();
    if (limit) params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const next = await page(me, `?${params}`);
    pages.push(next);
    cursor = next.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

const list = async (me: Caller): Promise<Workout[]> =>
  (await me.as({ url: `/api/workouts/${me.user.id}` })).json();
const names = (ws: Workout[]) => ws.map((w) => w.name);

describe('GET /api/workouts/{userId}/page', () => {
  it('pages through 100 workouts 20 at a time: each once, newest first, as the list has them', async () => {
    const me = await signUp(t);
    await insertManyWorkouts(t.db, me.user.id, 100);
    const pages = await allPages(me);
    expect(pages.map((p) => p.workouts.length)).toEqual([20, 20, 20, 20, 20]);
    expect(pages.map((p) => p.total)).toEqual([100, 100, 100, 100, 100]);
    expect(pages.map((p) => p.nextCursor === null)).toEqual([false, false, false, false, true]);
    const paged = pages.flatMap((p) => p.workouts);
    expect(new Set(paged.map((w) => w.id)).size).toBe(100);
    expect(names(paged)).toEqual(Array.from({ length: 100 }, (_, i) => `Workout ${i + 1}`));
    // The same workouts in the same shape as the full list (SPEC §7 GET /api/workouts/{userId}).
    expect(paged).toEqual(await list(me));
  });

  it('orders workouts done at the same time by when they were logged, then by id, across pages', async () => {
    const me = await signUp(t);
    const at = new Date('2026-03-01T08:00:00Z');
    // Five at one instant: two logged at one instant too (id decides), the others apart.
    const logged = ['10:00', '10:00', '09:00', '11:00', '08:00'];
    const rows = await insertManyWorkouts(t.db, me.user.id, 5, {
      completedAt: () => at,
      createdAt: (i) => new Date(`2026-03-01T${logged[i]}:00.000Z`),
      name: (i) => `Tie ${i}`,
    });
    await insertManyWorkouts(t.db, me.user.id, 1, {
      completedAt: () => new Date('2026-03-01T09:00:00Z'),
      name: () => 'Later',
    });
    const [a, b] = [rows[0]!, rows[1]!].sort((x, y) => y.id.localeCompare(x.id));
    const expected = ['Later', 'Tie 3', a!.name, b!.name, 'Tie 2', 'Tie 4'];
    for (const limit of [1, 2, 4]) {
      expect(
        names((await allPages(me, limit)).flatMap((p) => p.workouts)),
        `limit ${limit}`,
      ).toEqual(expected);
    }
    expect(names(await list(me))).toEqual(expected);
  });

  it('keeps its place when workouts are logged or deleted between pages', async () => {
    const me = await signUp(t);
    await insertManyWorkouts(t.db, me.user.id, 12);
    const first = await page(me, '?limit=5');
    expect(names(first.workouts)).toEqual(['Workout 1', 'Workout 2', 'Workout 3', 'Workout 4', 'Workout 5']);
    // A new workout now, one done long ago, and the last row the cursor points after, deleted.
    await postWorkout(me, { name: 'Just now' });
    await postWorkout(me, { name: 'Long ago', completedAt: '2025-06-01T10:00:00Z' });
    await t.db.delete(workouts).where(eq(workouts.id, first.workouts[4]!.id));
    const second = await page(me, `?limit=5&cursor=${first.nextCursor}`);
    expect(names(second.workouts)).toEqual(['Workout 6', 'Workout 7', 'Workout 8', 'Workout 9', 'Workout 10']);
    expect(second.total).toBe(13);
    const third = await page(me, `?limit=5&cursor=${second.nextCursor}`);
    expect(names(third.workouts)).toEqual(['Workout 11', 'Workout 12', 'Long ago']);
    expect(third.nextCursor).toBeNull();
  }); // prettier-ignore

  it('marks personal records against workouts on other pages', async () => {
    const me = await signUp(t);
    const bench = (weight: number, completedAt: string) =>
      postWorkout(me, { completedAt, exercises: [makeExercise({ name: 'Bench Press', weight })] });
    await bench(135, '2026-01-01T10:00:00Z');
    await bench(155, '2026-01-02T10:00:00Z');
    await bench(145, '2026-01-03T10:00:00Z');
    const paged = (await allPages(me, 1)).flatMap((p) => p.workouts);
    expect(paged.map((w) => w.exercises[0]!.personalRecord?.kind ?? null)).toEqual([null, 'e1rm', null]);
    expect(paged).toEqual(await list(me));
  }); // prettier-ignore

  it('answers an empty first page for a user with no workouts', async () => {
    const me = await signUp(t);
    expect(await page(me)).toEqual({ workouts: [], nextCursor: null, total: 0 });
  });

  it('takes a limit from 1 to 50 (20 unless said) and refuses any other with a message', async () => {
    const me = await signUp(t);
    await insertManyWorkouts(t.db, me.user.id, 55);
    expect((await page(me)).workouts).toHaveLength(20);
    expect((await page(me, '?limit=1')).workouts).toHaveLength(1);
    expect((await page(me, '?limit=50')).workouts).toHaveLength(50);
    for (const [limit, message] of [
      ['0', 'limit: must be at least 1'],
      ['51', 'limit: must be at most 50'],
      ['-1', 'limit: must be a whole number from 1 to 50'],
      ['2.5', 'limit: must be a whole number from 1 to 50'],
      ['ten', 'limit: must be a whole number from 1 to 50'],
      ['', 'limit: must be a whole number from 1 to 50'],
      ['99999999999', 'limit: must be a whole number from 1 to 50'],
    ]) {
      const res = await me.as({ url: `/api/workouts/${me.user.id}/page?limit=${limit}` });
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message, limit).toBe(message);
    }
  });

  it('refuses a cursor it did not give, and unknown parameters, with a 400 that says so', async () => {
    const me = await signUp(t);
    const forged = [
      'garbage!',
      'bm90LWEtY3Vyc29y',
      encodeWorkoutCursor({
        completedAt: '2026-02-30T00:00:00.000000Z',
        createdAt: '2026-01-01T00:00:00.000000Z',
        id: '0b8e6f3c-52a4-4b8e-9d43-2f6a1c7e9b10',
      }),
    ];
    for (const cursor of forged) {
      const res = await me.as({
        url: `/api/workouts/${me.user.id}/page?cursor=${encodeURIComponent(cursor)}`,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message).toBe('cursor: must be the nextCursor of an earlier page');
    }
    const twice = await me.as({ url: `/api/workouts/${me.user.id}/page?cursor=a&cursor=b` });
    expect(twice.statusCode).toBe(400);
    const unknown = await me.as({ url: `/api/workouts/${me.user.id}/page?page=2` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/page/);
  });

  it("answers 403 for another user's list, 400 for a malformed id, 401 signed out", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await postWorkout(other, { name: 'Not mine' });
    const theirs = await me.as({ url: `/api/workouts/${other.user.id}/page` });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('Not mine');
    // Their cursor is only a position: on my list it pages my own workouts.
    await insertManyWorkouts(t.db, other.user.id, 3);
    const cursor = (await page(other, '?limit=1')).nextCursor;
    expect(names((await page(me, `?cursor=${cursor}`)).workouts)).not.toContain('Not mine');
    const bad = await me.as({ url: '/api/workouts/nope/page' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^userId: /);
    expect((await t.app.inject({ url: `/api/workouts/${me.user.id}/page` })).statusCode).toBe(401);
  });
});
