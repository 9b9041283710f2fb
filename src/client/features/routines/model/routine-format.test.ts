import { describe, expect, it } from 'vitest';
import type { RoutineSet } from '@shared/schemas/routines';
import type { SetType } from '@shared/set-types';
import { exerciseSummary, lastDoneText, routineSummary } from './routine-format';

const set = (reps: number | null, setType: SetType = 'normal', duration: number | null = null) =>
  ({
    setType,
    reps,
    weight: null,
    weightUnit: 'lb',
    duration,
    distance: null,
    rpe: null,
  }) as RoutineSet;

describe('what a routine holds, in a line', () => {
  it.each([
    ['the same reps', [set(8), set(8), set(8), set(8)], 'Bench Press 4 × 8'],
    ['warm-ups said apart', [set(10, 'warmup'), set(5), set(5)], 'Bench Press 1 warm-up + 2 × 5'],
    ['two warm-ups', [set(10, 'warmup'), set(8, 'warmup'), set(5)], 'Bench Press 2 warm-ups + 1 × 5'],
    ['a pyramid counted', [set(10), set(8), set(6)], 'Bench Press 3 sets'],
    ['one odd set', [set(10), set(null)], 'Bench Press 2 sets'],
    ['a timed hold', [set(null, 'normal', 45), set(null, 'normal', 45)], 'Bench Press 2 × 45 s'],
    ['warm-ups only', [set(10, 'warmup')], 'Bench Press 1 warm-up'],
  ])('%s', (_, setList, line) => {
    expect(exerciseSummary({ name: 'Bench Press', setList })).toBe(line);
  }); // prettier-ignore

  it('joins the exercises with a dot', () => {
    const exercises = [
      { name: 'Bench Press', setList: [set(8), set(8)] },
      { name: 'Squat', setList: [set(5)] },
    ];
    expect(routineSummary({ exercises } as never)).toBe('Bench Press 2 × 8 · Squat 1 × 5');
  });
});

describe('when it was last done', () => {
  it.each<[string | null, string, string]>([
    [null, '2026-03-10', 'Never done'],
    ['2026-03-10T15:00:00Z', '2026-03-10', 'Last done today'],
    ['2026-03-09T15:00:00Z', '2026-03-10', 'Last done yesterday'],
    ['2026-03-07T15:00:00Z', '2026-03-10', 'Last done 3 days ago'],
    // 02:00 UTC on the 10th is still the 9th in New York.
    ['2026-03-10T02:00:00Z', '2026-03-10', 'Last done yesterday'],
  ])('%s, today %s: %s', (at, today, text) => {
    expect(lastDoneText(at, today, 'America/New_York')).toBe(text);
  });
});
