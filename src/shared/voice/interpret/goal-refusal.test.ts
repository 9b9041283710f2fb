// Goals no one can meet or no one could read (issue 26 §2), in sentences written for this test:
// refused in words, never a goal and never a workout with nothing in it.
import { describe, expect, it } from 'vitest';
import { replyFor } from '../dialog/reply';
import { interpret } from './interpret';
import { interpretationSchema } from '../schema';

/** Friday 15 January 2027, late morning in Chicago. */
const FRIDAY = new Date('2027-01-15T17:00:00Z');
const ZONE = 'America/Chicago';
const run = (text: string, now = FRIDAY) => {
  const r = interpret(text, now, ZONE);
  expect(interpretationSchema.parse(r)).toEqual(r);
  return r;
};

describe('a goal past its unit’s bounds is refused and says why', () => {
  it.each<[string, RegExp]>([
    ['i’d like to cycle a billion kilometres before easter', /1,000,000,000 km.*at most 40,000 km/],
    ['i plan to swim 2000000 miles by saturday', /2,000,000 miles.*at most 25,000 miles/],
    ['goal: deadlift three thousand pounds', /3,000 lbs.*at most 1,500 lbs/],
    ['set a target of 5000 workouts this year', /5,000 workouts.*at most 1,100 workouts/],
    ['i want to do two million three hundred thousand sit ups by june', /2,300,000 reps/],
  ])('%s', (text, why) => {
    const r = run(text);
    expect(r.action).toBe('error');
    const reply = replyFor(r);
    expect(reply).toMatch(why);
    expect(reply).toMatch(/Nothing was saved/);
    expect(reply).not.toMatch(/^Great|^Perfect/);
  });

  it('still sets a goal at its unit’s bound', () => {
    expect(run('i want to ride 40000 km by next december')).toMatchObject({
      action: 'set_goal',
      targetValue: 40_000,
      unit: 'km',
    });
  });
});

describe('a sentence that reads as a goal is never a workout with no amount', () => {
  it.each([
    'i hope to jog a gazillion miles by tuesday',
    'i want to row a bajillion meters within a month',
    'im planning to bench loads before summer',
    'i would love to go hiking by friday',
  ])('%s', (text) => {
    const r = run(text);
    expect(r).toEqual({ action: 'error', reason: expect.stringMatching(/couldn't read how much/) });
    expect(replyFor(r)).toMatch(/nothing was saved/);
  });

  it('an amount that cannot be read in a log logs nothing and quotes the part', () => {
    const r = run('hiked a kajillion miles up the ridge');
    expect(r.action).toBe('error');
    expect(replyFor(r)).toMatch(
      /^I couldn't read how much “kajillion miles[^”]*” is, so nothing was logged\. Say it with a number/,
    );
  });

  it('a wish with no amount the grammar can use is not a log either way', () => {
    expect(run('i would love to swim by friday').action).not.toBe('log_workout');
  });

  it('a log with an amount that can be read is still a log', () => {
    expect(run('hiked 3 miles up the ridge')).toMatchObject({ action: 'log_workout' });
  });
});

describe('“by <weekday>” is the coming one, never today (issue 26 §2)', () => {
  const deadline = (text: string, now = FRIDAY) => {
    const r = run(text, now);
    if (r.action !== 'set_goal') throw new Error(`${text}: ${JSON.stringify(r)}`);
    return r.deadline;
  };

  it('said on a Friday, “by friday” is a week on', () => {
    expect(deadline('i want to cycle 60 miles by friday')).toBe('2027-01-22');
    expect(deadline('goal of 40 push ups before friday')).toBe('2027-01-22');
  });

  it('other weekdays are the next such day after today', () => {
    expect(deadline('i want to cycle 60 miles by saturday')).toBe('2027-01-16');
    expect(deadline('i want to cycle 60 miles by thursday')).toBe('2027-01-21');
  });

  it('“this friday” said on a Friday is today, as said', () => {
    expect(deadline('i want to cycle 20 miles by this friday')).toBe('2027-01-15');
  });

  it('on a Wednesday, “by friday” is two days on', () => {
    const wednesday = new Date('2027-01-13T17:00:00Z');
    expect(deadline('i want to cycle 60 miles by friday', wednesday)).toBe('2027-01-15');
  });
});
