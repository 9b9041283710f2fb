import { describe, expect, it } from 'vitest';
import { currentSet, liveReducer, startLive, type LiveRoutine } from '@shared/session/live';
import { addSaidSet } from './live-voice';

const T0 = 1_700_000_000_000;
const set = (reps: number | null, weight: number | null, weightUnit: 'lb' | 'kg' = 'lb') => ({
  setType: 'normal' as const,
  reps,
  weight,
  weightUnit,
  duration: null,
  distance: null,
  rpe: null,
});
const ROUTINE: LiveRoutine = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Push Day',
  notes: null,
  exercises: [
    { name: 'Bench Press', restSeconds: 120, supersetGroup: null, notes: null, setList: [set(8, 185), set(8, 185), set(8, 185)] }, // prettier-ignore
    { name: 'Overhead Press', restSeconds: 90, supersetGroup: null, notes: null, setList: [set(10, 40, 'kg')] }, // prettier-ignore
  ],
};
const started = () => startLive({ id: 'w1', now: T0, routine: ROUTINE, weightUnit: 'lb' });

describe('addSaidSet', () => {
  it("fills and ticks the current exercise's next planned set, as the screen's 'did' does", () => {
    const s0 = started();
    const s1 = liveReducer(s0, { type: 'setDone', now: T0 + 60_000 });
    const out = addSaidSet(s1, { reps: 8, weight: 190, weightUnit: 'lb' }, undefined, T0 + 200_000);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.exercise).toBe('Bench Press');
    expect(out.text).toBe('8 × 190 lb');
    const bench = out.state.exercises[0]!;
    expect(bench.sets.map((x) => [x.reps, x.weight, x.done])).toEqual([
      [8, 185, true],
      [8, 190, true],
      [8, 185, false],
    ]);
    expect(currentSet(out.state)?.set.key).toBe(bench.sets[2]!.key);
    expect(out.state.rest?.setKey).toBe(bench.sets[1]!.key);
  });

  it('adds a set and ticks it when every set of the exercise is done', () => {
    let s = started();
    for (let i = 0; i < 3; i++) s = liveReducer(s, { type: 'setDone', now: T0 + i * 1000 });
    const out = addSaidSet(s, { reps: 6, weight: 200 }, 'Bench Press', T0 + 10_000);
    expect(out.ok && out.state.exercises[0]!.sets.map((x) => [x.reps, x.weight, x.done])).toEqual([
      [8, 185, true],
      [8, 185, true],
      [8, 185, true],
      [6, 200, true],
    ]);
  });

  it("'add a set' with nothing said adds a row like the last, to be ticked", () => {
    const out = addSaidSet(started(), {}, undefined, T0 + 1000);
    expect(out.ok && out.text).toBeNull();
    expect(out.ok && out.state.exercises[0]!.sets).toHaveLength(4);
    expect(out.ok && out.state.exercises[0]!.sets.every((x) => !x.done)).toBe(true);
  });

  it('adds to the exercise named when it is in the workout, converting to its unit', () => {
    const out = addSaidSet(started(), { reps: 8, weight: 100, weightUnit: 'lb' }, 'overhead press', T0 + 1000); // prettier-ignore
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.exercise).toBe('Overhead Press');
    const ohp = out.state.exercises[1]!;
    expect(ohp.sets).toHaveLength(1);
    expect(ohp.sets[0]).toMatchObject({ reps: 8, weight: 45.5, weightUnit: 'kg', done: true });
  });

  it('takes a weight said without a unit in the unit of the exercise', () => {
    const out = addSaidSet(started(), { reps: 5, weight: 42.5 }, 'Overhead Press', T0 + 1000);
    expect(out.ok && out.state.exercises[1]!.sets[0]).toMatchObject({ weight: 42.5, weightUnit: 'kg' }); // prettier-ignore
  });

  it('adds an exercise named that is not in the workout, with the set said', () => {
    const out = addSaidSet(started(), { reps: 12, weight: 30 }, 'Dumbbell Curl', T0 + 1000);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const curl = out.state.exercises[2]!;
    expect(curl.name).toBe('Dumbbell Curl');
    expect(curl.sets).toHaveLength(1);
    expect(curl.sets[0]).toMatchObject({ reps: 12, weight: 30, weightUnit: 'lb', done: true });
  });

  it('refuses plainly with no exercise to add to, or nothing said', () => {
    const empty = startLive({ id: 'w2', now: T0 });
    const none = addSaidSet(empty, { reps: 8, weight: 185 }, undefined, T0 + 1000);
    expect(none).toEqual({ ok: false, reason: expect.stringMatching(/no exercise yet/) });
  });

  it('refuses a finished workout and a weight outside the bounds', () => {
    const finished = liveReducer(started(), { type: 'finish', now: T0 + 1000 });
    expect(addSaidSet(finished, { reps: 8 }, undefined, T0 + 2000).ok).toBe(false);
    expect(addSaidSet(started(), { reps: 8, weight: 99_999 }, undefined, T0 + 2000).ok).toBe(false);
  });
});
