// Weigh-ins (issue 8) against weight goals and workouts, in sentences written for this test (none
// from the development corpus: tests/unit/corpus-leak.test.ts checks).
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { interpretationSchema } from '../schema';
import { isWeightStanding } from './weigh-in';

const NOW = new Date('2025-03-14T15:00:00Z');
const ZONE = 'Europe/London';
const run = (text: string) => interpret(text, NOW, ZONE);

/** The unit said, or 'own' when none was: read as pounds and marked, for the speaker's own unit. */
type Said = 'lb' | 'kg' | 'own';
const reading = (weight: number, unit: Said) =>
  unit === 'own'
    ? { action: 'log_weight', weight, unit: 'lb', unitSaid: false }
    : { action: 'log_weight', weight, unit };

describe('log_weight: a body weight read, as said', () => {
  it.each<[string, number, Said]>([
    ['I weigh 180 pounds', 180, 'lb'],
    ['i weigh one eighty', 180, 'own'],
    ['I weighed 79 kilos', 79, 'kg'],
    ['weighed in at 82.5 kg', 82.5, 'kg'],
    ['weighed in at eighty two point five kilograms', 82.5, 'kg'],
    ['weigh in 201 lbs', 201, 'lb'],
    ['my weight is 176 lbs', 176, 'lb'],
    ['my weight is one seventy six', 176, 'own'],
    ['my current weight is 70 kilos', 70, 'kg'],
    ['log my body weight 190', 190, 'own'],
    ['record my weight: 165.4', 165.4, 'own'],
    ['bodyweight 88 kg', 88, 'kg'],
    ['weight 175', 175, 'own'],
    ['the scale says 181', 181, 'own'],
    ["I'm 82 kilos", 82, 'kg'],
    ['i am at 200 pounds', 200, 'lb'],
    ['weighed myself after my run, 172 pounds', 172, 'lb'],
  ])('%s', (text, weight, unit) => {
    const r = run(text);
    expect(r).toEqual(reading(weight, unit));
    expect(interpretationSchema.parse(r)).toEqual(r);
  });

  it('puts the reading on the day said', () => {
    expect(run('weighed in at 82.5 kg this morning')).toEqual({
      action: 'log_weight',
      weight: 82.5,
      unit: 'kg',
      measuredAt: '2025-03-14T08:00:00.000Z',
      when: 'this morning',
    });
    expect(run('yesterday I weighed 181 pounds')).toMatchObject({
      // An earlier day said alone is at its midday (issue 26 §3).
      measuredAt: '2025-03-13T12:00:00.000Z',
      when: 'yesterday',
    });
    expect(run('I weigh 180')).not.toHaveProperty('measuredAt');
  });
});

describe('a statement of where the weight has got to is a reading, not a goal', () => {
  it.each<[string, boolean]>([
    ['im down to 171 pounds', true],
    ['i am down to 77 kilos', true],
    ['i got up to 203', true],
    ['ive come back down to 80 kg', true],
    ['i finally dropped to 164', true],
    ['yesterday i got down to 180', true],
    ['i want to get down to 160 pounds', false],
    ['get down to 170 pounds', false],
    ['im going to get down to 170 pounds', false],
    ['i have to get down to 150', false],
    ['i got to lose 10 pounds', false],
  ])('%s → %s', (sentence, standing) => {
    expect(isWeightStanding(sentence)).toBe(standing);
  });

  it.each<[string, number, Said]>([
    ["I'm down to 171 pounds", 171, 'lb'],
    ['I got up to 203', 203, 'own'],
    ["I've come back down to 80 kg", 80, 'kg'],
    ['I finally dropped to 164 lbs', 164, 'lb'],
  ])('%s', (text, weight, unit) => {
    expect(run(text)).toEqual(reading(weight, unit));
  });

  it('still logs a count the speaker has got up to', () => {
    expect(run("I'm up to 40 push ups")).toMatchObject({ action: 'log_workout' });
  });
});

describe('a day between the body-weight word and the number', () => {
  it.each<[string, number, string]>([
    ['weight today one eighty one', 181, 'today'],
    ['weighed this morning two oh five', 205, 'this morning'],
    ['my weight yesterday one sixty four', 164, 'yesterday'],
  ])('%s is one reading on that day', (text, weight, when) => {
    expect(run(text)).toMatchObject({ action: 'log_weight', weight, unit: 'lb', when });
  });
});

describe('a weigh-in out of bounds', () => {
  it('is still read as one: the server refuses it and the reply says why', () => {
    expect(run('I weigh 3 pounds')).toMatchObject({ action: 'log_weight', weight: 3, unit: 'lb' });
  });
});

describe('not a weigh-in', () => {
  it.each([
    ['I want to weigh 170', 'set_goal'],
    ['get my weight down to 170 by June', 'set_goal'],
    ['my goal weight is 150 pounds', 'set_goal'],
    ['I need to lose 10 pounds', 'set_goal'],
    ['I would like to weigh 75 kilos by summer', 'set_goal'],
    ['did 20 bodyweight squats', 'log_workout'],
    ['my weight training was 45 minutes', 'log_workout'],
    ['three sets of 10 weighted pull ups', 'log_workout'],
    ['lifted weights for an hour', 'log_workout'],
    ['how much do I weigh', 'check_progress'],
    // A question about the record, not a reading.
    ['what is my weight', 'check_progress'],
    ['I am 30', 'error'],
  ])('%s → %s', (text, action) => {
    expect(run(text).action).toBe(action);
  });

  it('logs the workout and leaves the reading out of it when both are said', () => {
    const r = run('I weigh 180 and did 20 push ups');
    expect(r).toMatchObject({
      action: 'log_workout',
      exercises: [{ exerciseId: 'push-up', reps: 20 }],
    });
  });
});
