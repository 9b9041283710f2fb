// Schedule It on a goal's insight fills in the goal's exercise (issue 26).
import { describe, expect, it } from 'vitest';
import { goalExerciseName, goalPrefill } from './goal-rules';

const goal = (o: Partial<Parameters<typeof goalPrefill>[0]> = {}) => ({
  title: 'Run 50 miles',
  type: 'distance' as const,
  unit: 'miles' as const,
  trackExercise: null,
  ...o,
});

describe('the exercise a goal is about', () => {
  it.each([
    ['Run 50 miles', 'Running'],
    ['Bench 225', 'Bench Press'],
    ['Walk 100 km this spring', 'Walking'],
    ['Be able to do 10 pull ups', 'Pull-up'],
    ['Lose 10 pounds', null],
    ['Late', null],
  ])('%s → %s', (title, name) => {
    expect(goalExerciseName({ title, trackExercise: null })).toBe(name);
  });

  it('is a lift goal’s own exercise, whatever the title says', () => {
    expect(goalExerciseName({ title: 'Get strong', trackExercise: 'Deadlift' })).toBe('Deadlift');
  });
});

describe('what Schedule It fills in for a goal', () => {
  it('the goal’s exercise, in the goal’s distance unit, amounts left to the person', () => {
    expect(goalPrefill(goal({ title: 'Run 80 km', unit: 'km' }))).toEqual({
      name: 'Cardio workout',
      type: 'cardio',
      exercises: [
        {
          name: 'Running',
          sets: 1,
          reps: null,
          weight: null,
          duration: null,
          distance: null,
          distanceUnit: 'km',
        },
      ],
    });
    expect(
      goalPrefill(
        goal({ title: 'Deadlift 300', type: 'strength', unit: 'lbs', trackExercise: 'Deadlift' }),
      ),
    ).toMatchObject({
      name: 'Strength workout',
      type: 'strength',
      exercises: [{ name: 'Deadlift' }],
    });
  });

  it('a workout of the goal’s kind when the goal names no exercise', () => {
    expect(
      goalPrefill(goal({ title: 'Lose 10 pounds', type: 'weight_loss', unit: 'lbs' })),
    ).toEqual({ name: expect.any(String), type: 'cardio', exercises: [] });
  });
});
