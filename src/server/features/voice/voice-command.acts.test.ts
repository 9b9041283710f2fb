// Acts (issue 31 §3) and what a device's recogniser sends with the words (§1, §4), through the
// real route on both databases: an act is checked against the user's own data and handed to the
// client, writing nothing and counting against no quota; a refusal says why; a spoken write heard
// unsurely asks "did you say…?"; alternatives are chosen among; bad bodies are a clear 400.
import { describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../../../shared/local-day';
import type { Entitlements } from '../../../shared/schemas/billing';
import type { VoiceCommandResult } from '../../../shared/schemas/voice-command';
import type { Workout } from '../../../shared/schemas/workouts';
import { postWorkout } from '../../../../tests/factories';
import { signUp, useTestApp, type Me } from '../../../../tests/setup/test-app';

const t = useTestApp();

const send = (me: Me, voiceText: string, extra: Record<string, unknown> = {}) =>
  me.as({
    method: 'POST',
    url: '/api/voice-command',
    payload: { voiceText, userId: me.user.id, ...extra },
  });
const say = async (
  me: Me,
  voiceText: string,
  extra: Record<string, unknown> = {},
): Promise<VoiceCommandResult> => {
  const res = await send(me, voiceText, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const get = async <T>(me: Me, url: string): Promise<T> => (await me.as({ url })).json();
const workoutsOf = (me: Me) => get<Workout[]>(me, `/api/workouts/${me.user.id}`);
const used = async (me: Me) => {
  const e = await get<Entitlements>(me, '/api/me/entitlements');
  return { voice: e.quotas.voiceWorkouts.used, suggestions: e.quotas.aiSuggestions.used };
};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const routine = async (me: Me, name: string) => {
  const res = await me.as({
    method: 'POST',
    url: '/api/routines',
    payload: { name, exercises: [{ name: 'Bench Press', setList: [{ reps: 8, weight: 135 }] }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
};
const startLive = async (me: Me, name = 'Push Day') => {
  const res = await me.as({
    method: 'PUT',
    url: '/api/live-workout',
    payload: {
      key: `voice-acts-${Math.random().toString(36).slice(2, 12)}`,
      name,
      startedAt: new Date().toISOString(),
      setsDone: 0,
      setsTotal: 3,
      state: { exercises: [] },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('delete_workout: asks about the workout found, deletes nothing', () => {
  it('finds the latest workout, or the one on the day said, and refuses when there is none', async () => {
    const me = await signUp(t);
    const nothing = await say(me, 'delete my last workout');
    expect(nothing).toMatchObject({ action: 'error', workout: null });
    expect(nothing.message).toBe(
      "You haven't logged any workouts yet, so there's nothing to delete.",
    );
    expect(nothing.act).toBeUndefined();

    const older = await postWorkout(me, { name: 'Leg Day', completedAt: daysAgo(1) });
    const latest = await postWorkout(me, { name: 'Push Day' });
    const before = await used(me);
    const r = await say(me, 'delete my last workout');
    expect(r.action).toBe('delete_workout');
    expect(r.act).toMatchObject({ kind: 'confirm_delete', workout: { id: latest.id } });
    expect(r.message).toBe('Delete “Push Day” from today? Say yes to delete it, or no to keep it.');

    const y = await say(me, "remove yesterday's workout");
    expect(y.act).toMatchObject({ kind: 'confirm_delete', workout: { id: older.id } });
    expect(y.message).toBe(
      'Delete “Leg Day” from yesterday? Say yes to delete it, or no to keep it.',
    );

    const day = localDayOf(new Date(Date.now() - 5 * 86_400_000), 'UTC');
    const weekday = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    const none = await say(me, `can you delete my workout from ${weekday.toLowerCase()}`);
    expect(none.action).toBe('error');
    expect(none.message).toMatch(/^You have no workout on \w+day, \w+ \d+ to delete\.$/);

    // Nothing deleted, nothing counted.
    expect((await workoutsOf(me)).map((w) => w.id)).toEqual([latest.id, older.id]);
    expect(await used(me)).toEqual(before);
  });

  it('never finds another user’s workout', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await postWorkout(other, { name: 'Theirs' });
    const r = await say(me, 'delete my last workout');
    expect(r.action).toBe('error');
    expect(JSON.stringify(r)).not.toContain('Theirs');
  });
});

describe('undo, start_session', () => {
  it('hand their acts to the client', async () => {
    const me = await signUp(t);
    expect(await say(me, 'undo that')).toMatchObject({
      action: 'undo',
      message: 'Undoing that.',
      act: { kind: 'undo' },
    });
    expect(await say(me, 'start a guided session')).toMatchObject({
      action: 'start_session',
      act: { kind: 'start_session' },
    });
    expect(await used(me)).toEqual({ voice: 0, suggestions: 0 });
  });
});

describe('start_routine', () => {
  it('starts my routine by a loose name, an empty workout, and refuses names I have not got', async () => {
    const me = await signUp(t);
    expect((await say(me, 'start my push day')).message).toMatch(
      /^You don't have a routine called “push day”, or any routines yet\./,
    );
    const push = await routine(me, 'Push Day');
    await routine(me, 'Upper Body A');
    const r = await say(me, 'start my push day');
    expect(r).toMatchObject({
      action: 'start_routine',
      message: 'Starting “Push Day”.',
      act: { kind: 'start_routine', routineId: push.id, name: 'Push Day' },
    });
    expect((await say(me, "let's start my upper body routine")).act).toMatchObject({
      name: 'Upper Body A',
    });
    const leg = await say(me, 'begin leg day');
    expect(leg).toMatchObject({ action: 'error', workout: null });
    expect(leg.message).toBe(
      "You don't have a routine called “leg day”. Yours: “Upper Body A” and “Push Day”.",
    );
    expect(await say(me, 'start a workout')).toMatchObject({
      action: 'start_routine',
      act: { kind: 'start_routine', routineId: null, name: 'Empty workout' },
    });
    const next = await say(me, 'start my next workout from my plan');
    expect(next.action).toBe('error');
    expect(next.message).toMatch(/^Your routines have no set order/);
  });

  it('still starts with a workout under way, and says so; never another user’s routine', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await routine(other, 'Push Day');
    expect((await say(me, 'start my push day')).action).toBe('error');
    await routine(me, 'Push Day');
    await startLive(me, 'Morning lift');
    const r = await say(me, 'start my push day');
    expect(r.action).toBe('start_routine');
    expect(r.message).toBe(
      'Starting “Push Day”. You have “Morning lift” under way: resume it or discard it first.',
    );
  });
});

describe('add_set', () => {
  it('refuses with no workout under way, and hands the set over with one', async () => {
    const me = await signUp(t);
    const none = await say(me, 'add a set of 8 at 185');
    expect(none).toMatchObject({ action: 'error', workout: null });
    expect(none.message).toMatch(/^No workout is under way/);
    await startLive(me);
    const r = await say(me, 'add a set of 8 at 185');
    expect(r).toMatchObject({
      action: 'add_set',
      message: 'Adding a set of 8 at 185 lbs.',
      act: { kind: 'add_set', set: { reps: 8, weight: 185, weightUnit: 'lb' } },
    });
    // A weight said with no unit is in my own unit.
    await me.as({ method: 'PUT', url: '/api/users/me/preferences', payload: { weightUnit: 'kg' } });
    expect((await say(me, 'add a set of 8 at 80')).act).toMatchObject({
      set: { reps: 8, weight: 80, weightUnit: 'kg' },
    });
    expect(await workoutsOf(me)).toEqual([]);
    expect(await used(me)).toEqual({ voice: 0, suggestions: 0 });
  });
});

describe('confidence and alternatives (issue 31 §1, §4)', () => {
  it('asks "did you say…?" for an unsure spoken log, writing and counting nothing; yes logs it', async () => {
    const me = await signUp(t);
    const r = await say(me, 'ran 3 miles', { confidence: 0.3 });
    expect(r).toEqual({
      action: 'log_workout',
      message: 'Did you say “ran 3 miles”?',
      workout: null,
      goal: null,
      bodyWeight: null,
      act: { kind: 'did_you_say', text: 'ran 3 miles' },
    });
    expect(await workoutsOf(me)).toEqual([]);
    expect(await used(me)).toEqual({ voice: 0, suggestions: 0 });
    const yes = await say(me, 'ran 3 miles', { confidence: 0.3, confirmed: true });
    expect(yes.action).toBe('log_workout');
    expect(yes.workout).not.toBeNull();
    // Sure enough, or typed: no question.
    expect((await say(me, 'ran 2 miles', { confidence: 0.9 })).workout).not.toBeNull();
    expect((await say(me, 'ran 1 mile')).workout).not.toBeNull();
    expect(await workoutsOf(me)).toHaveLength(3);
    // A question is answered however unsure.
    expect((await say(me, 'how many workouts this week', { confidence: 0.1 })).act).toBeUndefined();
    // An unsure undo asks first too; an unsure delete is asked about once, naming the workout.
    expect((await say(me, 'undo that', { confidence: 0.2 })).act).toEqual({
      kind: 'did_you_say',
      text: 'undo that',
    });
    expect((await say(me, 'delete my last workout', { confidence: 0.2 })).act).toMatchObject({
      kind: 'confirm_delete',
    });
  });

  it('chooses the alternative understood, says what it heard, and acts on it', async () => {
    const me = await signUp(t);
    const heard = 'walked for forty five minutes';
    const r = await say(me, 'wad for forty five minutes', {
      confidence: 0.9,
      alternatives: [
        { text: 'wad for forty five minutes', confidence: 0.9 },
        { text: heard, confidence: 0.6 },
      ],
    });
    expect(r.action).toBe('log_workout');
    expect(r.heard).toBe(heard);
    expect(r.workout!.exercises[0]).toMatchObject({ name: 'Walking', duration: 2700 });
    // Chosen, but heard unsurely: asked about in the words chosen.
    const unsure = await say(me, 'wad for twenty minutes', {
      confidence: 0.6,
      alternatives: [{ text: 'walked for twenty minutes', confidence: 0.4 }],
    });
    expect(unsure).toMatchObject({
      action: 'log_workout',
      heard: 'walked for twenty minutes',
      workout: null,
      act: { kind: 'did_you_say', text: 'walked for twenty minutes' },
    });
    expect(await workoutsOf(me)).toHaveLength(1);
    // The first choice understood: kept, and no `heard`.
    const same = await say(me, 'ran 2 miles', {
      confidence: 0.9,
      alternatives: [{ text: 'rain two miles' }],
    });
    expect(same.action).toBe('log_workout');
    expect(same.heard).toBeUndefined();
  });

  it('answers a bad body with a 400 naming the field, never a 5xx', async () => {
    const me = await signUp(t);
    const alt = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ text: `ran ${i + 1} miles` }));
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ alternatives: alt(11) }, /^alternatives: must hold at most 10 alternatives/],
      [
        { alternatives: [{ text: 'x'.repeat(501) }] },
        /^alternatives\.0\.text: must be at most 500/,
      ],
      [{ alternatives: [{ text: '   ' }] }, /^alternatives\.0\.text: is required/],
      [{ alternatives: ['ran 2 miles'] }, /^alternatives\.0/],
      [{ alternatives: 'ran 2 miles' }, /^alternatives/],
      [{ alternatives: [{ text: 'ran', confidence: 2 }] }, /^alternatives\.0\.confidence/],
      [{ confidence: 1.5 }, /^confidence/],
      [{ confidence: -0.1 }, /^confidence/],
      [{ confidence: '0.5' }, /^confidence: must be a number/],
      [{ confirmed: 'yes' }, /^confirmed/],
    ];
    for (const [extra, message] of bad) {
      const res = await send(me, 'ran 2 miles', extra);
      expect(res.statusCode, `${JSON.stringify(extra).slice(0, 80)}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await workoutsOf(me)).toEqual([]);
    // Ten is fine.
    expect((await say(me, 'ran 2 miles', { alternatives: alt(10) })).action).toBe('log_workout');
  });
});

describe('days are the user’s own', () => {
  it('"yesterday" is yesterday in my zone', async () => {
    const me = await signUp(t);
    const zone = 'Pacific/Auckland';
    const moved = await me.as({ method: 'PUT', url: '/api/users/me/time-zone', payload: { timeZone: zone } });
    expect(moved.statusCode, moved.body).toBe(200);
    const yesterday = addDays(localDayOf(new Date(), zone), -1);
    // 00:00 UTC is 12:00 or 13:00 in Auckland: that day's afternoon there.
    const w = await postWorkout(me, { name: 'Kiwi Day', completedAt: `${yesterday}T00:00:00.000Z` });
    expect(w.day).toBe(yesterday);
    const r = await say(me, "remove yesterday's workout");
    expect(r.act).toMatchObject({ kind: 'confirm_delete', workout: { id: w.id } });
    expect(r.message).toBe('Delete “Kiwi Day” from yesterday? Say yes to delete it, or no to keep it.');
  }); // prettier-ignore
});
