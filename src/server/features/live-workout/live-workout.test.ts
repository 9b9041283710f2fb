// The workout under way (issue 27 §3) through the real app, on PGlite and on PostgreSQL: kept,
// read back by the owner only, cleared, bounded in size, and gone once the workout is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorkout } from '../../../../tests/factories';
import { createTestApp, signUp, type Me, type TestApp } from '../../../../tests/setup/test-app';
import { LIVE_WORKOUT_LIMITS } from '../../../shared/schemas/live-workouts';
import { liveWorkouts } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keys = 0;
const snapshot = (over: Record<string, unknown> = {}) => ({
  key: `live-test-${process.pid}-${keys++}`,
  name: 'Push A',
  startedAt: '2026-05-01T17:00:00.000Z',
  setsDone: 2,
  setsTotal: 9,
  state: { exercises: [{ name: 'Bench Press', sets: [{ reps: 5, weight: 135, done: true }] }] },
  ...over,
});

const put = (me: Me, payload: unknown) =>
  me.as({ method: 'PUT', url: '/api/live-workout', payload: payload as object });
const read = async (me: Me) => {
  const res = await me.as({ url: '/api/live-workout' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('/api/live-workout', () => {
  it('keeps the snapshot (PUT replaces it), answers it to its owner only, and DELETE clears it', async () => {
    const me = await signUp(t);
    const someoneElse = await signUp(t);
    expect(await read(me)).toBeNull();

    const first = snapshot({ routineId: null });
    const res = await put(me, first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ snapshot: first, updatedAt: expect.any(String) });
    expect(await read(me)).toEqual(res.json());

    const later = { ...first, setsDone: 3, state: { anything: ['the device keeps'] } };
    expect((await put(me, later)).statusCode).toBe(200);
    expect((await read(me)).snapshot).toEqual(later);
    expect(await read(someoneElse)).toBeNull();

    // Another user's DELETE clears only their own (none).
    expect((await someoneElse.as({ method: 'DELETE', url: '/api/live-workout' })).statusCode).toBe(204); // prettier-ignore
    expect((await read(me)).snapshot).toEqual(later);

    for (let i = 0; i < 2; i++) {
      const gone = await me.as({ method: 'DELETE', url: '/api/live-workout' });
      expect(gone.statusCode).toBe(204);
      expect(gone.body).toBe('');
    }
    expect(await read(me)).toBeNull();
  });

  it.each([
    ['no key', { key: undefined }, /^key: /],
    ['a key with a space', { key: 'has a space' }, /^key: must be 8 to 64 letters/],
    ['no name', { name: '' }, /^name: is required/],
    ['a start that is no date', { startedAt: 'yesterday' }, /^startedAt: must be an ISO date-time/],
    ['a negative count', { setsDone: -1 }, /^setsDone: /],
    ['no state', { state: undefined }, /^state: /],
    ['a routine id that is no id', { routineId: '42' }, /^routineId: must be a routine id/],
    ['an unknown field', { colour: 'red' }, /colour/],
  ])('refuses %s with a 400 naming the field, and keeps nothing', async (_, over, message) => {
    const me = await signUp(t);
    const res = await put(me, snapshot(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await read(me)).toBeNull();
  });

  it('refuses a state over 256 KB of JSON with a 400, and a body over the app’s 1 MB with a 413', async () => {
    const me = await signUp(t);
    const kept = snapshot();
    await put(me, kept);
    const justOver = 'x'.repeat(LIVE_WORKOUT_LIMITS.stateBytes);
    const over = await put(me, snapshot({ state: { notes: justOver } }));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `state: must be at most ${LIVE_WORKOUT_LIMITS.stateBytes} bytes of JSON`,
    );
    const huge = await put(me, snapshot({ state: { notes: 'x'.repeat(1024 * 1024) } }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'The request body is too large' });
    expect((await read(me)).snapshot).toEqual(kept);
  });

  it('is cleared when its workout is saved with its key as the idempotency key, on every device', async () => {
    const me = await signUp(t);
    const live = snapshot();
    await put(me, live);
    // A save under another key (another workout logged meanwhile) leaves it under way.
    const save = (key: string) =>
      me.as({
        method: 'POST',
        url: '/api/workouts',
        headers: { 'idempotency-key': key },
        payload: makeWorkout(me.user.id),
      });
    expect((await save(`${live.key}-other`)).statusCode).toBe(201);
    expect((await read(me)).snapshot).toEqual(live);
    expect((await save(live.key)).statusCode).toBe(201);
    expect(await read(me)).toBeNull();
    // A snapshot a device sends late, after the save, does not bring it back as under way.
    const late = await put(me, { ...live, setsDone: 9 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/already saved/);
    expect(await read(me)).toBeNull();
    // The save retried (answered 200, nothing logged) clears one kept in between too.
    // Written straight, as a device's PUT that reached the server before the first save would be.
    await t.db.insert(liveWorkouts).values({ userId: me.user.id, snapshot: live });
    expect((await save(live.key)).statusCode).toBe(200);
    expect(await read(me)).toBeNull();
  });

  it('answers 401 signed out on every method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/live-workout', payload: snapshot() });
      expect(res.statusCode, method).toBe(401);
    }
  });
});
