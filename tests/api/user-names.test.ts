// One name for a user (issue 26): the app calls a user by one name, `userName`
// (shared/display-name.ts). Boards and share pages, read by others, show the same name without the
// username step (a sign-in name, decisions 008 and 017): a nameless user is 'Fitness User' on both.
import { describe, expect, it } from 'vitest';
import type { Leaderboard, LeaderboardPreview } from '../../src/shared/schemas/progression';
import { makeExercise, postWorkout } from '../factories';
import { createTestApp, signUp, type Me, type TestApp } from '../setup/test-app';

async function withApp(run: (t: TestApp) => Promise<void>) {
  // Boards are global: an app of its own, with only this test's users on them.
  const t = await createTestApp({ env: { LEADERBOARD_SWEEP_SECONDS: '0' } });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const ownEntry = async (me: Me) => {
  const res = await me.as({ url: '/api/leaderboard/xp' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Leaderboard).entries.find((e) => e.isCurrentUser)?.displayName;
};
const previewName = async (me: Me) => {
  const res = await me.as({ url: '/api/leaderboard/weekly_xp/preview' });
  expect(res.statusCode, res.body).toBe(200);
  const p = res.json() as LeaderboardPreview;
  return p.topUsers.find((e) => e.isCurrentUser)?.displayName;
};
async function sharedName(t: TestApp, me: Me) {
  const w = await postWorkout(me, { exercises: [makeExercise()] });
  const res = await me.as({
    method: 'POST',
    url: '/api/shares',
    payload: {
      kind: 'workout',
      workoutId: w.id,
      includeIdentity: true,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = (res.json() as { url: string }).url.split('/s/')[1]!;
  const view = await t.app.inject({ url: `/api/shares/${token}` });
  expect(view.statusCode, view.body).toBe(200);
  return (view.json() as { identity: { name: string } }).identity.name;
}

describe('the name others see of a user (boards and shares)', () => {
  it('is "Fitness User" for a user with only a username, never the username or "Athlete"', () =>
    withApp(async (t) => {
      const me = await signUp(t, { username: 'sam99' });
      await postWorkout(me, { exercises: [makeExercise()] });
      expect(await ownEntry(me)).toBe('Fitness User');
      expect(await previewName(me)).toBe('Fitness User');
      expect(await sharedName(t, me)).toBe('Fitness User');
    }));

  it('is the display name once one is set, over first and last name, on boards and shares', () =>
    withApp(async (t) => {
      const me = await signUp(t, { firstName: 'Sam', lastName: 'Lee' });
      await postWorkout(me, { exercises: [makeExercise()] });
      expect(await ownEntry(me)).toBe('Sam Lee');
      const set = await me.as({
        method: 'PUT',
        url: '/api/users/me/profile',
        payload: { displayName: 'Speedy' },
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(await ownEntry(me)).toBe('Speedy');
      expect(await previewName(me)).toBe('Speedy');
      expect(await sharedName(t, me)).toBe('Speedy');
    }));
});
