// Issue 26 §6: the daily XP cap is said, not silent. GET /api/progression/me answers
// `dailyXpCapReached` from the cap rule itself (rollingEarners over the ledger's earners).
import { describe, expect, it } from 'vitest';
import type { Progression } from '../../../shared/schemas/progression';
import { postWorkout } from '../../../../tests/factories';
import { clockAt, signUp, useTestApp, type Me } from '../../../../tests/setup/test-app';

const t = useTestApp();

const progression = async (me: Me): Promise<Progression> => {
  const res = await me.as({ url: '/api/progression/me' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** makeWorkout's two exercises, no duration: 25 + 5 × 2 = 35 XP. */
const PLAIN = 35;
const at = (minutes: number) =>
  new Date(Date.parse('2026-07-01T08:00:00Z') + minutes * 60_000).toISOString();

describe('dailyXpCapReached (issue 26 §6)', () => {
  it('turns true with the fifth earning workout, stays while more earn 0, and clears after 24 hours', async () => {
    const me = await signUp(t);
    expect(await progression(me)).toMatchObject({ totalXp: 0, dailyXpCapReached: false });
    const logged = [];
    for (let i = 0; i < 4; i++) {
      clockAt(at(i * 10));
      logged.push(await postWorkout(me));
    }
    expect(await progression(me)).toMatchObject({ totalXp: 4 * PLAIN, dailyXpCapReached: false });

    clockAt(at(40));
    logged.push(await postWorkout(me));
    expect(await progression(me)).toMatchObject({ totalXp: 5 * PLAIN, dailyXpCapReached: true });

    // The sixth goes in the log and earns nothing; the answer still says the cap is reached.
    clockAt(at(50));
    await postWorkout(me);
    expect(await progression(me)).toMatchObject({
      totalXp: 5 * PLAIN,
      totalWorkouts: 6,
      dailyXpCapReached: true,
    });

    // 24 hours after the first earner, one slot is free again: said so, and the next one earns.
    clockAt(new Date(Date.parse(at(0)) + 24 * 3_600_000 - 1).toISOString());
    expect((await progression(me)).dailyXpCapReached).toBe(true);
    clockAt(new Date(Date.parse(at(0)) + 24 * 3_600_000).toISOString());
    expect((await progression(me)).dailyXpCapReached).toBe(false);
    await postWorkout(me);
    expect(await progression(me)).toMatchObject({ totalXp: 6 * PLAIN, dailyXpCapReached: true });
  });

  it('deleting an earner frees its place: the sixth workout earns and the cap holds again', async () => {
    const me = await signUp(t);
    clockAt(at(0));
    const logged = [];
    for (let i = 0; i < 6; i++) logged.push(await postWorkout(me));
    expect(await progression(me)).toMatchObject({ totalXp: 5 * PLAIN, dailyXpCapReached: true });
    const del = await me.as({ method: 'DELETE', url: `/api/workouts/${logged[0]!.id}` });
    expect(del.statusCode).toBe(204);
    // The sixth takes the freed place (the ledger re-settles), so five still earned: reached.
    expect(await progression(me)).toMatchObject({ totalXp: 5 * PLAIN, dailyXpCapReached: true });
    await me.as({ method: 'DELETE', url: `/api/workouts/${logged[1]!.id}` });
    expect(await progression(me)).toMatchObject({ totalXp: 4 * PLAIN, dailyXpCapReached: false });
  });
});
