// Goal targets and what makes a sentence a goal, in sentences written for this test (none from
// the development corpus, tuning or held-out sets: tests/unit/corpus-leak.test.ts checks src/).
import { describe, expect, it } from 'vitest';
import { isGoalPhrasing } from './goal';
import { interpret } from './interpret';
import { interpretationSchema } from '../schema';

/** Friday 14 March 2025, as in the other voice tests. */
const NOW = new Date('2025-03-14T15:00:00Z');
const run = (text: string) => interpret(text, NOW, 'America/New_York');

function goal(text: string) {
  const r = run(text);
  expect(interpretationSchema.parse(r)).toEqual(r);
  if (r.action !== 'set_goal') throw new Error(`${text}: ${JSON.stringify(r)}`);
  return r;
}

describe('a count of workouts is a goal in workouts', () => {
  it.each<[string, number]>([
    ['goal: 45 workouts by the end of june', 45],
    ['i want to fit in 12 training sessions this month', 12],
    ['my target is to work out 150 times this year', 150],
    ['set a goal to hit the gym 60 times before summer', 60],
    ['new goal 20 gym sessions by may', 20],
  ])('%s', (text, targetValue) => {
    expect(goal(text)).toMatchObject({ type: 'general', targetValue, unit: 'workouts' });
  });

  it('keeps a count of days per week in days and a count of an exercise in reps', () => {
    expect(goal('goal: train 3 times a week')).toMatchObject({ targetValue: 3, unit: 'days' });
    expect(goal('goal to do 80 lunges')).toMatchObject({ targetValue: 80, unit: 'reps' });
  });
});

describe('a number said before a weighted lift, after "a", is its load', () => {
  it.each<[string, number, string, string]>([
    ['i want to pull a 500 deadlift by december', 500, 'Deadlift', 'Pull a 500 Deadlift'],
    ['goal: a 275 bench press', 275, 'Bench Press', '275 Bench Press'],
  ])('%s', (text, targetValue, exercise, title) => {
    expect(goal(text)).toMatchObject({ type: 'strength', targetValue, unit: 'lbs', exercise });
    expect(goal(text).title).toBe(title);
  });

  it('still counts reps when the number is a count of the lift', () => {
    expect(goal('i want to do 40 goblet squats')).toMatchObject({ targetValue: 40, unit: 'reps' });
  });
});

describe('ways of setting oneself a target beyond the goal words', () => {
  it.each<[string, boolean]>([
    ['challenge myself to swim 10 km this month', true],
    ['commit to 30 minutes of yoga a day', true],
    ['push myself to run a 10k', true],
    ['get my deadlift up to 200 kilos', true],
    ['increase my bench to 250', true],
    ['got my bench up to 250 today', false],
    ['did 3 sets of 8 on bench', false],
  ])('%s → %s', (sentence, expected) => {
    expect(isGoalPhrasing(sentence)).toBe(expected);
  });

  it.each<[string, object]>([
    ['challenge myself to row 100 km by the end of april', { unit: 'km', deadline: '2025-04-30' }],
    ['get my overhead press up to 60 kilos', { type: 'strength', targetValue: 60, unit: 'kg' }],
  ])('%s sets a goal', (text, expected) => {
    expect(goal(text)).toMatchObject(expected);
  });
});

describe('a stretch of time ahead makes a goal; a report of something done stays a log', () => {
  it.each<[string, object]>([
    ['deadlift 180 kilos in 4 months', { type: 'strength', unit: 'kg', deadline: '2025-07-14' }],
    ['swim 30 km within 2 months', { type: 'distance', unit: 'km', deadline: '2025-05-14' }],
  ])('%s', (text, expected) => {
    expect(goal(text)).toMatchObject(expected);
  });

  it.each(['I cycled 90 miles in 2 weeks', 'swam 12 km in a month', 'did 500 squats in 1 week'])(
    '%s is a log',
    (text) => {
      expect(run(text).action).toBe('log_workout');
    },
  );
});

describe('deadlines a goal names', () => {
  it.each<[string, string]>([
    ['i want to row 50 km in june', '2025-06-30'],
    ['lose 6 kilos before my reunion in july', '2025-07-31'],
    ['goal: cycle 400 miles by labor day', '2025-09-01'],
    ['I hope to lose 10 pounds by thanksgiving', '2025-11-27'],
  ])('%s → %s', (text, deadline) => {
    expect(goal(text).deadline).toBe(deadline);
  });

  it('never takes a "by …" day for the day a goal was done', () => {
    const r = goal('challenge myself to jog 40 miles by the 3rd of april');
    expect(r.deadline).toBe('2025-04-03');
  });
});
