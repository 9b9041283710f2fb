import { describe, expect, it } from 'vitest';
import type { OutboxWrite } from './outbox/types';
import {
  fixHref,
  fixKeyOf,
  pendingDay,
  pendingGoals,
  pendingRoutines,
  pendingWeighIns,
  pendingWorkouts,
  syncSummary,
} from './pending-writes';

const USER = '00000000-0000-4000-8000-000000000001';
let seq = 0;
const kept = (fields: Record<string, unknown>, extra: Partial<OutboxWrite> = {}): OutboxWrite =>
  ({
    key: `k${++seq}`,
    userId: USER,
    seq,
    createdAt: '2026-05-04T10:00:00.000Z',
    label: 'x',
    state: 'pending',
    attempts: 0,
    ...fields,
    ...extra,
  }) as OutboxWrite;

const workout = (name: string, completedAt?: string) =>
  kept({
    kind: 'workout',
    url: '/api/workouts',
    body: {
      userId: USER,
      name,
      type: 'strength',
      ...(completedAt ? { completedAt } : {}),
      exercises: [
        { name: 'Bench Press', setList: [{ reps: 5 }, { reps: 5 }, { reps: 5 }] },
        { name: '  ', sets: 1 },
        { name: 'Row', sets: 2, reps: 10 },
      ],
    },
  });

const voice = (preview: Record<string, unknown>) =>
  kept({
    kind: 'voice',
    url: '/api/voice-command',
    body: { voiceText: 'ran 5k', userId: USER, spokenAt: '2026-05-04T09:00:00.000Z' },
    preview: { reply: 'Logged.', ...preview },
  });

describe('a pending workout as a card (issue 28 §3)', () => {
  it('takes name, type, date and the named exercises with their set counts from the body', () => {
    const [card] = pendingWorkouts([workout('Push day', '2026-05-03T18:00:00.000Z')]);
    expect(card).toMatchObject({
      name: 'Push day',
      type: 'strength',
      completedAt: '2026-05-03T18:00:00.000Z',
      state: 'pending',
      fromVoice: false,
      exercises: [
        { name: 'Bench Press', sets: 3 },
        { name: 'Row', sets: 2 },
      ],
    });
  });

  it('is dated when it was kept when the body names no time, in the person’s zone', () => {
    const [card] = pendingWorkouts([workout('Legs')]);
    expect(card!.completedAt).toBe('2026-05-04T10:00:00.000Z');
    expect(pendingDay(card!, 'Pacific/Auckland')).toBe('2026-05-04');
    expect(pendingDay({ completedAt: '2026-05-04T01:00:00.000Z' }, 'America/New_York')).toBe(
      '2026-05-03',
    );
  });

  it('shows a voice command by the workout its preview logs, newest first, and skips others', () => {
    const run = voice({
      workout: { userId: USER, name: 'Run', type: 'cardio', completedAt: '2026-05-04T09:00:00Z' },
    });
    const weigh = voice({ bodyWeight: { weight: 82, unit: 'kg' } });
    const older = workout('Old', '2026-05-01T09:00:00.000Z');
    const cards = pendingWorkouts([older, weigh, run]);
    expect(cards.map((c) => [c.name, c.fromVoice])).toEqual([
      ['Run', true],
      ['Old', false],
    ]);
  });

  it('carries a refusal’s reason and state', () => {
    const refused = workout('Too big');
    const [card] = pendingWorkouts([
      { ...refused, state: 'refused', error: { status: 400, message: 'name: is required' } },
    ]);
    expect(card).toMatchObject({ state: 'refused', reason: 'name: is required' });
  });
});

describe('goals, weigh-ins and routines waiting to sync', () => {
  it('lists goals from the form and from voice', () => {
    const goal = kept({
      kind: 'goal',
      url: '/api/goals',
      body: { userId: USER, title: 'Run 100 miles', targetValue: 100, unit: 'miles' },
    });
    const said = voice({ goal: { userId: USER, title: 'Lose 5 kg', targetValue: 5 } });
    expect(pendingGoals([goal, said])).toMatchObject([
      { title: 'Run 100 miles', targetValue: 100, unit: 'miles', fromVoice: false },
      { title: 'Lose 5 kg', unit: 'units', fromVoice: true },
    ]);
  });

  it('lists weigh-ins newest reading first, “now” being when it was kept', () => {
    const today = kept({
      kind: 'weigh-in',
      url: '/api/body-weights',
      body: { weight: 82, unit: 'kg' },
    });
    const earlier = kept({
      kind: 'weigh-in',
      url: '/api/body-weights',
      body: { weight: 83, unit: 'kg', measuredAt: '2026-05-01T12:00:00.000Z' },
    });
    expect(pendingWeighIns([earlier, today]).map((w) => [w.weight, w.measuredAt])).toEqual([
      [82, '2026-05-04T10:00:00.000Z'],
      [83, '2026-05-01T12:00:00.000Z'],
    ]);
  });

  it('counts a routine’s exercises, none known for a copy of a workout', () => {
    const made = kept({
      kind: 'routine',
      url: '/api/routines',
      body: { name: 'Legs', exercises: [{ name: 'Squat', setList: [{}] }] },
    });
    const copy = kept({
      kind: 'routine',
      url: '/api/routines',
      body: { name: 'Copy', fromWorkoutId: '00000000-0000-4000-8000-000000000009' },
    });
    expect(pendingRoutines([made, copy]).map((r) => [r.name, r.exerciseCount])).toEqual([
      ['Legs', 1],
      ['Copy', null],
    ]);
  });
});

describe('the sync indicator and sheet', () => {
  it('counts what waits, what was refused and what needs a sign-in', () => {
    expect(syncSummary([])).toBe('');
    expect(syncSummary([{ state: 'pending' }])).toBe('1 change waiting to sync');
    expect(
      syncSummary([
        { state: 'pending' },
        { state: 'pending' },
        { state: 'refused' },
        { state: 'signed-out' },
      ]),
    ).toBe(
      "2 changes waiting to sync · 1 change couldn't sync · 1 change needs you to sign in again",
    );
  });

  it('links a refused write to its form with ?fix=, none for voice or a workout copy', () => {
    expect(fixHref({ kind: 'workout', key: 'a b' })).toBe('/workouts?fix=a%20b');
    expect(fixHref({ kind: 'goal', key: 'k' })).toBe('/?fix=k');
    expect(fixHref({ kind: 'weigh-in', key: 'k' })).toBe('/progress?fix=k');
    expect(fixHref({ kind: 'routine', key: 'k', body: { exercises: [] } })).toBe('/routines?fix=k');
    expect(fixHref({ kind: 'routine', key: 'k', body: { fromWorkoutId: 'x' } })).toBeNull();
    expect(fixHref({ kind: 'voice', key: 'k' })).toBeNull();
    expect(fixKeyOf('?fix=a%20b&x=1')).toBe('a b');
    expect(fixKeyOf('')).toBeNull();
  });
});
