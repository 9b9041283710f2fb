import { describe, expect, it } from 'vitest';
import { liveReducer, startLive, type LiveRoutine } from '@shared/session/live';
import { liveWorkoutSnapshot } from '@shared/schemas/live-workouts';
import { addSaidSet } from './live-voice';
import {
  confirmation,
  formatElapsed,
  lastTimeText,
  lastTimesOf,
  setTags,
  setText,
  snapshotOf,
} from './live-text';

const T0 = Date.UTC(2026, 10, 27, 8, 0, 0);
const set = (reps: number | null, weight: number | null) => ({
  setType: 'normal' as const,
  reps,
  weight,
  weightUnit: 'lb' as const,
  duration: null,
  distance: null,
  rpe: null,
});
const routine: LiveRoutine = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Push Day',
  notes: null,
  exercises: [
    {
      name: 'Bench Press',
      restSeconds: 90,
      supersetGroup: null,
      notes: null,
      setList: [set(8, 185), set(8, 185)],
    },
  ],
};
const started = () => startLive({ id: 'abcdefgh12', now: T0, routine });

describe('formatElapsed: mm:ss under an hour, h:mm:ss after', () => {
  it.each([
    [0, '00:00'],
    [59.9, '00:59'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3729, '1:02:09'],
    [-5, '00:00'],
  ])('%s s → %s', (seconds, text) => expect(formatElapsed(seconds)).toBe(text));
});

describe('set and last-time text', () => {
  it.each([
    [set(8, 185), '8 × 185 lb'],
    [set(8, null), '8 reps'],
    [set(null, 60), '60 lb'],
    [set(null, null), '—'],
  ])('%o → %s', (s, text) => expect(setText(s)).toBe(text));

  it('says New when the exercise has no last time', () => {
    expect(lastTimeText(null)).toBe('New');
    expect(lastTimeText({ reps: null, weight: null, weightUnit: 'kg' })).toBe('New');
    expect(lastTimeText({ reps: 5, weight: 100, weightUnit: 'kg' })).toBe('Last 5 × 100 kg');
  });

  it('numbers working sets and tags the others W, D and F', () => {
    const types = ['warmup', 'normal', 'normal', 'drop', 'failure', 'normal'] as const;
    expect(setTags(types.map((setType) => ({ setType })))).toEqual(['W', '1', '2', 'D', 'F', '3']);
  });

  it('reads last time from GET /api/exercises/last, set by set', () => {
    expect(lastTimesOf(null)).toEqual([]);
    const last = { setList: [{ ...set(8, 135), done: true }] } as unknown as Parameters<
      typeof lastTimesOf
    >[0];
    expect(lastTimesOf(last)).toEqual([{ reps: 8, weight: 135, weightUnit: 'lb' }]);
  });
});

describe('the coach confirms a spoken command from the states either side of it', () => {
  it.each([
    [{ type: 'did', reps: 6, weight: 190 } as const, 'Set 1 done: 6 × 190 lb · Bench Press'],
    [{ type: 'setDone' } as const, 'Set 1 done: 8 × 185 lb · Bench Press'],
    [{ type: 'restSet', seconds: 120 } as const, 'Resting 02:00.'],
    [{ type: 'addSet' } as const, 'Set 3 added to Bench Press.'],
  ])('%o → %s', (command, text) => {
    const before = started();
    const after = liveReducer(before, { ...command, now: T0 + 1000 });
    expect(confirmation(command, before, after)).toBe(text);
  });

  it('a done set said with every set ticked is one more set, added and done', () => {
    let s = started();
    for (const now of [T0 + 1000, T0 + 2000]) s = liveReducer(s, { type: 'setDone', now });
    expect(s.current).toBeNull();
    const outcome = addSaidSet(s, { reps: 6, weight: 195 }, undefined, T0 + 3000);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(confirmation({ type: 'did', reps: 6, weight: 195 }, s, outcome.state)).toBe(
      'Set 3 done: 6 × 195 lb · Bench Press',
    );
  });

  it('says a command that changed nothing was heard', () => {
    const s = started();
    expect(
      confirmation({ type: 'restSkip' }, s, liveReducer(s, { type: 'restSkip', now: T0 })),
    ).toBe("Heard you, but there's nothing to change.");
  });

  it('"8 reps" during the rest corrects the set just ticked', () => {
    const ticked = liveReducer(started(), { type: 'did', reps: 6, weight: 185, now: T0 });
    const after = liveReducer(ticked, { type: 'reps', reps: 7, now: T0 + 1000 });
    expect(confirmation({ type: 'reps', reps: 7 }, ticked, after)).toBe(
      'Set 1 corrected: 7 × 185 lb · Bench Press',
    );
  });
});

describe('snapshotOf: what PUT /api/live-workout takes', () => {
  it('passes the contract, with the sets ticked and in all', () => {
    const s = liveReducer(started(), { type: 'setDone', now: T0 + 1000 });
    const snapshot = snapshotOf(s, T0 + 2000);
    expect(liveWorkoutSnapshot.parse(snapshot)).toMatchObject({
      key: 'abcdefgh12',
      name: 'Push Day',
      routineId: routine.id,
      startedAt: new Date(T0).toISOString(),
      setsDone: 1,
      setsTotal: 2,
    });
  });
});
