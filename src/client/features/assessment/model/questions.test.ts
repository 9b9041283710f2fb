import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_GOALS,
  EQUIPMENT_ACCESS,
  EXPERIENCE_LEVELS,
  FITNESS_LEVELS,
  FREQUENCIES,
  LIMITATIONS,
  PREFERRED_WORKOUTS,
  TIME_BUDGETS,
} from '@shared/schemas/assessment';
import {
  QUESTIONS,
  STEP_COUNT,
  choose,
  firstOpenStep,
  isAnswered,
  progressPercent,
  questionAt,
  toAnswers,
  toggle,
  type DraftAnswers,
} from './questions';

const COMPLETE: DraftAnswers = {
  fitnessLevel: 'beginner',
  goals: ['weight_loss'],
  timeAvailable: '15-30',
  equipment: ['none'],
  preferredWorkouts: ['cardio'],
  experience: 'new',
  frequency: '3-4',
};

describe('the eight questions (SPEC §5, DESIGN §6)', () => {
  it.each([
    [1, 'fitnessLevel', 'single', FITNESS_LEVELS],
    [2, 'goals', 'multi', ASSESSMENT_GOALS],
    [3, 'timeAvailable', 'single', TIME_BUDGETS],
    [4, 'equipment', 'multi', EQUIPMENT_ACCESS],
    [5, 'limitations', 'multi', LIMITATIONS],
    [6, 'preferredWorkouts', 'multi', PREFERRED_WORKOUTS],
    [7, 'experience', 'single', EXPERIENCE_LEVELS],
    [8, 'frequency', 'single', FREQUENCIES],
  ] as const)('step %i asks %s (%s) with every wire value in order', (step, key, kind, values) => {
    const q = questionAt(step);
    expect([q.key, q.kind]).toEqual([key, kind]);
    expect(q.options.map((o) => o.value)).toEqual(values);
  });

  it('has eight steps, each with a title and a helper line', () => {
    expect(QUESTIONS).toHaveLength(STEP_COUNT);
    for (const q of QUESTIONS) expect(q.title && q.helper).toBeTruthy();
  });

  it('labels options as the spec words them', () => {
    expect(questionAt(1).options.map((o) => [o.label, o.hint])).toEqual([
      ['Beginner', 'Just starting out'],
      ['Intermediate', 'Regular exercise'],
      ['Advanced', 'Very active'],
    ]);
    expect(questionAt(4).options.map((o) => o.label)).toContain('No equipment (bodyweight)');
    expect(questionAt(6).options.map((o) => o.label)).toContain('Yoga/Stretching');
  });
});

describe('isAnswered (SPEC §4: Next only on an answered step)', () => {
  it.each([
    [1, {}, false],
    [1, { fitnessLevel: 'advanced' }, true],
    [2, { goals: [] }, false],
    [2, { goals: ['endurance'] }, true],
    [4, { fitnessLevel: 'beginner' }, false],
    [5, {}, true],
    [5, { limitations: [] }, true],
    [5, { limitations: ['knee'] }, true],
    [8, { frequency: 'daily' }, true],
  ] as [number, DraftAnswers, boolean][])('step %i with %j → %s', (step, answers, expected) => {
    expect(isAnswered(step, answers)).toBe(expected);
  });
});

describe('firstOpenStep', () => {
  it.each([
    [{}, 1],
    [{ fitnessLevel: 'beginner' }, 2],
    [{ fitnessLevel: 'beginner', goals: ['flexibility'], timeAvailable: '60+' }, 4],
    // Limitations are optional, so step 5 is never the open one.
    [{ ...COMPLETE, preferredWorkouts: undefined }, 6],
    [COMPLETE, 8],
  ] as [DraftAnswers, number][])('%j → step %i', (answers, step) => {
    expect(firstOpenStep(answers)).toBe(step);
  });
});

describe('toggle: "None" stands alone among the limitations', () => {
  const limitations = questionAt(5);
  it.each([
    [[], 'knee', ['knee']],
    [['knee'], 'knee', []],
    [['shoulder'], 'knee', ['knee', 'shoulder']],
    [['knee', 'back'], 'none', ['none']],
    [['none'], 'back', ['back']],
    [['none'], 'none', []],
  ])('%j + %s → %j', (list, value, expected) => {
    expect(toggle(limitations, list, value)).toEqual(expected);
  });

  it('lets "No equipment" sit beside other equipment (no exclusive option there)', () => {
    expect(toggle(questionAt(4), ['basic'], 'none')).toEqual(['none', 'basic']);
  });
});

describe('choose', () => {
  it('sets a single choice, replacing the last one', () => {
    const q = questionAt(1);
    expect(choose(q, choose(q, {}, 'beginner'), 'advanced')).toEqual({ fitnessLevel: 'advanced' });
  });

  it('toggles a multiple choice and keeps the other answers', () => {
    const q = questionAt(2);
    const answers = choose(q, { fitnessLevel: 'beginner', goals: ['strength'] }, 'endurance');
    expect(answers).toEqual({ fitnessLevel: 'beginner', goals: ['endurance', 'strength'] });
  });
});

describe('progressPercent (step n of 8)', () => {
  it.each([
    [1, 13],
    [2, 25],
    [3, 38],
    [4, 50],
    [5, 63],
    [6, 75],
    [7, 88],
    [8, 100],
  ])('step %i → %i %%', (step, percent) => {
    expect(progressPercent(step)).toBe(percent);
  });
});

describe('toAnswers (the POST body)', () => {
  it('gives the answers, limitations left out meaning none', () => {
    expect(toAnswers(COMPLETE)).toEqual({ ...COMPLETE, limitations: [] });
  });

  it('keeps the limitations chosen', () => {
    const answers = { ...COMPLETE, limitations: ['back' as const] };
    expect(toAnswers(answers)?.limitations).toEqual(['back']);
  });

  it.each(['fitnessLevel', 'goals', 'timeAvailable', 'equipment', 'experience', 'frequency'])(
    'is null while %s is unanswered',
    (key) => {
      expect(toAnswers({ ...COMPLETE, [key]: undefined })).toBeNull();
    },
  );

  it('is null for an empty required list', () => {
    expect(toAnswers({ ...COMPLETE, goals: [] })).toBeNull();
  });
});
