// Property tests of the offline plan (issue 12) over every combination of the answers that shape
// safety, equipment and time, and a seeded random sample of all eight. The test states the
// issue's rules itself (what each limitation forbids, what each equipment answer provides)
// rather than asking the generator's own tables.
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, EFFORTS, trainableById } from '../exercises/training';
import {
  ASSESSMENT_GOALS,
  EQUIPMENT_ACCESS,
  EXPERIENCE_LEVELS,
  FITNESS_LEVELS,
  FREQUENCIES,
  LIMITATIONS,
  PREFERRED_WORKOUTS,
  TIME_BUDGETS,
  assessmentAnswersSchema,
  type AssessmentAnswers,
  type AssessmentAnswersInput,
  type Limitation,
  type PlanExercise,
  type WorkoutPlan,
} from '../schemas/assessment';
import { sessionSeconds } from '../session/machine';
import { createRng } from '../seeded-random';
import { generatePlan } from './generate';

type Profile = NonNullable<ReturnType<typeof trainableById>>['training'];

/** Issue 12's contraindications, as the issue words them, with issue 26's cautions. */
const FORBIDDEN: Record<Exclude<Limitation, 'none'>, (p: Profile) => boolean> = {
  knee: (p) =>
    p.impact === 'high' ||
    p.patterns.some((x) => ['jump', 'lunge', 'deep-squat'].includes(x)) ||
    (p.cautions ?? []).includes('loaded-squat'),
  back: (p) => p.patterns.some((x) => ['heavy-hinge', 'loaded-spinal-flexion'].includes(x)),
  shoulder: (p) => p.patterns.some((x) => ['overhead-press', 'dip'].includes(x)),
  heart: (p) =>
    EFFORTS.indexOf(p.effort) > EFFORTS.indexOf('moderate') ||
    p.patterns.some((x) => ['isometric', 'jump'].includes(x)) ||
    (p.cautions ?? []).includes('head-below-heart'),
  other_injury: (p) => p.effort === 'maximal' || p.patterns.includes('jump'),
};

/** What each equipment answer puts at hand, besides bodyweight and floor space. */
const HAS: Record<(typeof EQUIPMENT_ACCESS)[number], readonly string[]> = {
  none: [],
  basic: ['dumbbell', 'band'],
  home_gym: ['dumbbell', 'band', 'barbell', 'bench', 'kettlebell', 'pull-up bar', 'box'],
  full_gym: ['dumbbell', 'band', 'barbell', 'bench', 'kettlebell', 'pull-up bar', 'box'],
  cardio_equipment: ['cardio machine', 'jump rope'],
};
// A full gym has everything a gym has; the test only needs what the other answers lack.
const GYM_ONLY = ['machine', 'cable', 'dip bars', 'cardio machine', 'battle ropes', 'sled'];
const BUDGET = {
  '15-30': [15, 30],
  '30-45': [30, 45],
  '45-60': [45, 60],
  '60+': [60, 75],
} as const;

function subsets<T>(list: readonly T[]): T[][] {
  return list.reduce<T[][]>((all, x) => [...all, ...all.map((s) => [...s, x])], [[]]);
}

function sample(next: () => number): AssessmentAnswersInput {
  const one = <T>(l: readonly T[]) => l[Math.floor(next() * l.length)]!;
  const some = <T>(l: readonly T[], min: number) => {
    const picked = l.filter(() => next() < 0.3);
    return picked.length >= min ? picked : [one(l)];
  };
  const limits = some(
    LIMITATIONS.filter((l) => l !== 'none'),
    0,
  );
  return {
    fitnessLevel: one(FITNESS_LEVELS),
    goals: some(ASSESSMENT_GOALS, 1),
    timeAvailable: one(TIME_BUDGETS),
    equipment: some(EQUIPMENT_ACCESS, 1),
    limitations: next() < 0.2 ? ['none'] : limits,
    preferredWorkouts: some(PREFERRED_WORKOUTS, 1),
    experience: one(EXPERIENCE_LEVELS),
    frequency: one(FREQUENCIES),
  };
}

const parse = (a: AssessmentAnswersInput) => assessmentAnswersSchema.parse(a);
const profileOf = (id: string) => {
  const e = trainableById(id);
  if (!e) throw new Error(`plan names ${id}, not in the catalogue`);
  return e.training;
};

/** Every rule the issue sets for one plan. */
function checkPlan(a: AssessmentAnswers, plan: WorkoutPlan) {
  const where = JSON.stringify(a);
  const kit = new Set([
    'none',
    'mat',
    ...a.equipment.flatMap((q) => [...HAS[q], ...(q === 'full_gym' ? GYM_ONLY : [])]),
  ]);
  for (const x of plan.exercises) {
    const p = profileOf(x.exerciseId);
    for (const l of a.limitations) {
      if (l !== 'none' && FORBIDDEN[l](p))
        throw new Error(`${x.name} is forbidden for ${l}: ${where}`);
    }
    if (!p.kit.some((option) => option.every((q) => kit.has(q))))
      throw new Error(`${x.name} needs ${JSON.stringify(p.kit)}: ${where}`);
    if (DIFFICULTIES.indexOf(p.difficulty) > DIFFICULTIES.indexOf(a.fitnessLevel))
      throw new Error(`${x.name} is ${p.difficulty} for a ${a.fitnessLevel}: ${where}`);
    if ((x.reps === null) === (x.duration === null))
      throw new Error(`${x.name} needs reps or a time`);
    if (!x.instructions || !x.why) throw new Error(`${x.name} lacks instructions or a why`);
  }
  const seconds = sessionSeconds(plan.exercises.map((x) => ({ ...x, id: x.exerciseId })));
  const [min, max] = BUDGET[a.timeAvailable];
  if (seconds > max * 60 || seconds < min * 60)
    throw new Error(`${seconds} s is outside ${min}–${max} min: ${where}`);
  if (plan.duration !== Math.ceil(seconds / 60))
    throw new Error(`duration ${plan.duration} ≠ ${seconds} s`);
  if (plan.exercises[0]?.block !== 'warm-up' || plan.exercises.at(-1)?.block === 'warm-up')
    throw new Error(`a plan starts with its warm-up and ends with its cool-down: ${where}`);
  if (!plan.exercises.some((x) => x.block === 'main')) throw new Error(`no main work: ${where}`);
  if (a.limitations.includes('heart') && !/doctor/.test(plan.tips[0] ?? ''))
    throw new Error(`a heart condition's first tip is the doctor's clearance: ${where}`);
}

describe('every plan is safe, doable and on time', () => {
  it('over every limitation set × equipment × time × level (and a fixed rest)', () => {
    let plans = 0;
    for (const limitations of subsets(LIMITATIONS.filter((l) => l !== 'none')))
      for (const equipment of EQUIPMENT_ACCESS)
        for (const timeAvailable of TIME_BUDGETS)
          for (const fitnessLevel of FITNESS_LEVELS) {
            const a = parse({
              fitnessLevel,
              goals: ['general_health'],
              timeAvailable,
              equipment: [equipment],
              limitations,
              preferredWorkouts: ['strength', 'cardio'],
              experience: '1-2years',
              frequency: '3-4',
            });
            checkPlan(a, generatePlan(a));
            plans++;
          }
    expect(plans).toBe(32 * 5 * 4 * 3);
  }, 60_000);

  it('over every goal set × preference set, with each limitation', () => {
    let plans = 0;
    for (const goals of subsets(ASSESSMENT_GOALS).filter((g) => g.length > 0))
      for (const preferredWorkouts of subsets(PREFERRED_WORKOUTS).filter((p) => p.length > 0))
        for (const limitations of [
          ['none'],
          ['knee'],
          ['back'],
          ['shoulder'],
          ['heart'],
          ['other_injury'],
        ] as Limitation[][]) {
          const a = parse({
            fitnessLevel: 'intermediate',
            goals,
            timeAvailable: '30-45',
            equipment: ['basic'],
            limitations,
            preferredWorkouts,
            experience: 'few_months',
            frequency: '5-6',
          });
          checkPlan(a, generatePlan(a));
          plans++;
        }
    expect(plans).toBe(63 * 63 * 6);
  }, 120_000);

  it('over 3000 random answer sets', () => {
    const next = createRng(12);
    for (let i = 0; i < 3000; i++) {
      const a = parse(sample(next));
      checkPlan(a, generatePlan(a));
    }
  }, 60_000);
});

describe('harder plans for higher levels', () => {
  /**
   * The main work's mean exercise difficulty (0 beginner … 2 advanced), the mean sets of its
   * set-by-set exercises, the mean length of their timed sets (intervals and holds), and the
   * minutes of steady blocks (one long set each).
   */
  const hardness = (plan: WorkoutPlan) => {
    const main = plan.exercises.filter((x) => x.block === 'main');
    const sets = main.filter((x) => x.sets > 1 || x.reps !== null || (x.duration ?? 0) < 300);
    const mean = (l: readonly PlanExercise[], f: (x: PlanExercise) => number) =>
      l.length === 0 ? 0 : l.reduce((s, x) => s + f(x), 0) / l.length;
    return {
      label: DIFFICULTIES.indexOf(plan.difficulty),
      rank: mean(main, (x) => DIFFICULTIES.indexOf(profileOf(x.exerciseId).difficulty)),
      sets: mean(sets, (x) => x.sets),
      hold: mean(
        sets.filter((x) => x.duration !== null),
        (x) => x.duration!,
      ),
      steady: main.filter((x) => !sets.includes(x)).reduce((t, x) => t + x.duration!, 0),
    };
  };
  type Hardness = ReturnType<typeof hardness>;
  /**
   * A harder label, and never easier on every count: harder doses take longer, so in the same
   * time fewer exercises fit and a mean can dip.
   */
  const harder = (hi: Hardness, lo: Hardness) =>
    hi.label > lo.label &&
    (hi.rank >= lo.rank || hi.sets >= lo.sets || hi.hold > lo.hold || hi.steady > lo.steady);
  const levels = (a: AssessmentAnswersInput) =>
    FITNESS_LEVELS.map((fitnessLevel) => hardness(generatePlan(parse({ ...a, fitnessLevel }))));

  it('for 1000 random answer sets, each at the three levels', () => {
    const next = createRng(34);
    for (let i = 0; i < 1000; i++) {
      const base = sample(next);
      const [b, m, h] = levels(base);
      if (!harder(m!, b!) || !harder(h!, m!))
        throw new Error(`not harder: ${JSON.stringify({ base, b, m, h })}`);
    }
  }, 60_000);

  it.each([
    ['a gym-goer who lifts', ['full_gym'], ['strength'], ['muscle_building']],
    ['bodyweight at home', ['none'], ['strength', 'hiit'], ['general_health']],
    ['dumbbells and bands', ['basic'], ['circuit'], ['weight_loss']],
  ] as const)('with harder exercises or more sets, for %s', (_, equipment, prefs, goals) => {
    const [b, m, h] = levels({
      fitnessLevel: 'beginner',
      goals: [...goals],
      timeAvailable: '45-60',
      equipment: [...equipment],
      limitations: [],
      preferredWorkouts: [...prefs],
      experience: '3+years',
      frequency: '3-4',
    });
    // Strictly harder on one count and no easier on the other.
    for (const [lo, hi] of [
      [b!, m!],
      [m!, h!],
    ] as const) {
      expect(hi.rank).toBeGreaterThanOrEqual(lo.rank);
      expect(hi.sets).toBeGreaterThanOrEqual(lo.sets);
      expect(hi.rank + hi.sets).toBeGreaterThan(lo.rank + lo.sets);
    }
  });
});

describe('one answer set, one plan', () => {
  it('is deterministic and ignores the order options were ticked in', () => {
    const a: AssessmentAnswersInput = {
      fitnessLevel: 'intermediate',
      goals: ['strength', 'weight_loss'],
      timeAvailable: '45-60',
      equipment: ['home_gym', 'cardio_equipment'],
      limitations: ['back', 'knee'],
      preferredWorkouts: ['hiit', 'strength'],
      experience: '1-2years',
      frequency: '3-4',
    };
    const reordered = {
      ...a,
      goals: ['weight_loss', 'strength'],
      equipment: ['cardio_equipment', 'home_gym'],
      limitations: ['knee', 'back'],
      preferredWorkouts: ['strength', 'hiit'],
    } as AssessmentAnswersInput;
    expect(generatePlan(parse(reordered))).toEqual(generatePlan(parse(a)));
  });
});
