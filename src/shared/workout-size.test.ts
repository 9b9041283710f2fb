import { describe, expect, it } from 'vitest';
import {
  createWorkoutBody,
  setCountOf,
  WORKOUT_LIMITS,
  workoutSizeProblem,
} from './schemas/workouts';

const many = (count: number, sets: number) => Array<number>(count).fill(sets);

describe('workoutSizeProblem: the size bounds of one workout (issue 25)', () => {
  it.each<[string, number[], string | null]>([
    ['a 15 × 8 day fits', many(15, 8), null],
    ['40 exercises fit', many(40, 1), null],
    ['41 do not', many(41, 1), 'exercises: a workout holds at most 40 exercises'],
    ['50 sets of one exercise fit', [50], null],
    ['51 do not', [51], 'sets: an exercise holds at most 50 sets'],
    ['300 sets in all fit', many(6, 50), null],
    [
      '301 do not',
      [...many(6, 50), 1],
      'sets: a workout holds at most 300 sets in all (this one would hold 301)',
    ],
    ['no exercise is no size problem', [], null],
  ])('%s', (_name, counts, expected) => {
    const problem = workoutSizeProblem(counts);
    expect(problem && `${problem.field}: ${problem.message}`).toBe(expected);
  });

  it('counts an exercise as sent: its set list, else its sets', () => {
    expect(setCountOf({ sets: 4 })).toBe(4);
    expect(setCountOf({ sets: 4, setList: [{}, {}] })).toBe(2);
    expect(setCountOf({})).toBe(1);
  });

  it('is the rule of the create contract, which names the bound broken', () => {
    const body = (exercises: unknown[]) =>
      createWorkoutBody.safeParse({ userId: crypto.randomUUID(), name: 'Day', exercises });
    const sets = (n: number) => ({ name: 'Row', sets: n });
    expect(body(many(15, 8).map(sets)).success).toBe(true);
    const tooMany = body(many(WORKOUT_LIMITS.exercisesPerWorkout + 1, 1).map(sets));
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual([
      'a workout holds at most 40 exercises',
    ]);
    const tooLong = body([...many(6, 50), 1].map(sets));
    expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['exercises', 'a workout holds at most 300 sets in all (this one would hold 301)'],
    ]);
    const list = body([{ name: 'Row', setList: Array(51).fill({ reps: 5 }) }]);
    expect(list.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['exercises.0.setList', 'an exercise holds at most 50 sets'],
    ]);
  });
});
