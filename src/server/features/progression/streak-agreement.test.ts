import { describe, expect, it } from 'vitest';
import { postWorkout } from '../../../../tests/factories';
import { clockAt, signUpIn, useTestApp, type Me } from '../../../../tests/setup/test-app';
import { rebuildStandings } from './standings';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { Leaderboard } from '../../../shared/schemas/progression';
import type { Progress } from '../../../shared/schemas/progress';
import type { Progression } from '../../../shared/schemas/progression';
import type { VoiceCommandResult } from '../../../shared/schemas/voice-command';

const t = useTestApp();

/** Every number the API shows as a streak, read through the real app. */
async function streaksShown(me: Me) {
  const get = async <T>(url: string): Promise<T> => {
    const res = await me.as({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const progression = await get<Progression>('/api/progression/me');
  const progress = await get<Progress>(`/api/progress/${me.user.id}`);
  const dashboard = await get<Dashboard>(`/api/dashboard/${me.user.id}`);
  const board = await get<Leaderboard>('/api/leaderboard/streak');
  const voice = await me.as({
    method: 'POST',
    url: '/api/voice-command',
    payload: { voiceText: 'how long is my current streak', userId: me.user.id },
  });
  expect(voice.statusCode, voice.body).toBe(200);
  const said = (voice.json() as VoiceCommandResult).message;
  const insight = dashboard.suggestions.find((s) => s.kind === 'streak');
  return {
    workoutStreak: progression.workoutStreak,
    dayStreak: progress.stats.dayStreak,
    voice: Number(/Your streak is (\d+) days?\./.exec(said)?.[1] ?? NaN),
    insight: insight ? Number(/(\d+)-day streak/.exec(insight.title)?.[1] ?? NaN) : null,
    longestStreak: progression.longestStreak,
    board: board.entries.find((e) => e.isCurrentUser)?.value,
  };
}

describe('one streak, one number (issue 26 §1)', () => {
  it('Mon–Fri with Mon–Wed typed in on Friday: every streak the API shows is 2', async () => {
    // New York, 23–27 November 2026 (Mon–Fri). Thursday's and Friday's workouts are logged on
    // their days; Monday's to Wednesday's are typed in on Friday, too late to be streak days.
    const me = await signUpIn(t, 'America/New_York');
    clockAt('2026-11-26T23:00:00Z'); // Thu 18:00
    await postWorkout(me, { completedAt: '2026-11-26T22:00:00Z' });
    clockAt('2026-11-27T12:00:00Z'); // Fri 07:00
    await postWorkout(me, { completedAt: '2026-11-27T11:30:00Z' });
    clockAt('2026-11-27T17:00:00Z'); // Fri 12:00
    for (const day of ['23', '24', '25']) {
      await postWorkout(me, { completedAt: `2026-11-${day}T23:00:00Z` });
    }

    // Friday: the current streak and the longest are Thursday and Friday.
    expect(await streaksShown(me)).toEqual({
      workoutStreak: 2,
      dayStreak: 2,
      voice: 2,
      insight: null, // today is already a streak day: nothing to keep alive
      longestStreak: 2,
      board: 2,
    });

    // Saturday morning, nothing logged yet: the streak is alive until Saturday ends, on every
    // screen (Progress read 0 here while Home and the voice read 2).
    clockAt('2026-11-28T14:00:00Z'); // Sat 09:00
    expect(await streaksShown(me)).toEqual({
      workoutStreak: 2,
      dayStreak: 2,
      voice: 2,
      insight: 2,
      longestStreak: 2,
      board: 2,
    });

    // Saturday's workout makes it 3 everywhere, the board included.
    await postWorkout(me, { completedAt: '2026-11-28T13:30:00Z' });
    expect(await streaksShown(me)).toEqual({
      workoutStreak: 3,
      dayStreak: 3,
      voice: 3,
      insight: null,
      longestStreak: 3,
      board: 3,
    });

    // Monday with nothing since Saturday: the current streak is over everywhere; the longest stays.
    clockAt('2026-11-30T14:00:00Z');
    expect(await streaksShown(me)).toMatchObject({
      workoutStreak: 0,
      dayStreak: 0,
      insight: null,
      longestStreak: 3,
      board: 3,
    });
    // A rebuild of the boards counts the same longest streak as the writes did.
    await rebuildStandings(t.db);
    expect((await streaksShown(me)).board).toBe(3);
  });
});
