// Issue 26: a table test over the whole exercise catalogue. Every exercise's description in a
// plan names the muscles the catalogue gives it and no other; the safety cautions sit on every
// catalogue row they describe; and no plan, over a sweep of answer combinations, holds what a
// limitation forbids (its main work, its warm-up and cool-down, or the week's swaps). The test
// states the rules itself rather than asking the generator's tables.
import { describe, expect, it } from 'vitest';
import type { MuscleGroup } from '../exercises/catalogue';
import { TRAINABLE, trainableById, type TrainableExercise } from '../exercises/training';
import {
  ASSESSMENT_GOALS,
  EQUIPMENT_ACCESS,
  FITNESS_LEVELS,
  PREFERRED_WORKOUTS,
  assessmentAnswersSchema,
  type AssessmentAnswers,
  type AssessmentAnswersInput,
  type Limitation,
  type WorkoutPlan,
} from '../schemas/assessment';
import type { Entry } from './build';
import { planContext } from './context';
import { generatePlan } from './generate';
import { BLOCKS } from './select';
import { whyOf } from './words';

type Profile = TrainableExercise['training'];
type Real = Exclude<Limitation, 'none'>;

// ---------------------------------------------------------------------------------------------
// Muscles named in a text

/**
 * Every way a plan text could name a muscle, with the catalogue groups that make the word true
 * ("back" is true of an exercise for the upper back, the lats or the lower back).
 */
const MUSCLE_WORDS: readonly [RegExp, readonly MuscleGroup[]][] = [
  [/\bchest\b|\bpecs?\b/, ['chest']],
  [/\bupper back\b/, ['upper back']],
  [/\blower back\b/, ['lower back']],
  [/(?<!upper |lower )\bback\b/, ['upper back', 'lats', 'lower back']],
  [/\blats\b/, ['lats']],
  [/\bshoulders?\b|\bdelts?\b/, ['shoulders']],
  [/\bbiceps\b/, ['biceps']],
  [/\btriceps\b/, ['triceps']],
  [/\bforearms?\b|\bgrip\b/, ['forearms']],
  [/\babs\b|\babdominals?\b|\bstomach\b/, ['abs']],
  [/\bobliques\b/, ['obliques']],
  [/\bcore\b/, ['abs', 'obliques', 'lower back']],
  [/\bglutes\b|\bbuttocks\b/, ['glutes']],
  [/\bquadriceps\b|\bquads\b/, ['quadriceps']],
  [/\bthighs?\b/, ['quadriceps', 'hamstrings', 'adductors']],
  [/\bhamstrings?\b/, ['hamstrings']],
  [/\bcalf\b|\bcalves\b/, ['calves']],
  [/\bhip flexors\b/, ['hip flexors']],
  [/\badductors\b|\binner thighs?\b/, ['adductors']],
  [/\blegs?\b/, ['quadriceps', 'hamstrings', 'glutes', 'calves', 'adductors', 'hip flexors']],
  [/\barms?\b/, ['biceps', 'triceps', 'forearms']],
  [/\bhips?\b(?! flexors)/, ['glutes', 'hip flexors', 'adductors']],
];

/** What is wrong with a description of an exercise's muscles, or nothing. */
function muscleProblems(text: string, muscles: readonly MuscleGroup[]): string[] {
  // "A safer choice for your back." names the user's limitation, not a muscle trained.
  const lower = text.toLowerCase().replace(/a safer choice for your [^.]*\./g, '');
  const problems: string[] = [];
  for (const m of muscles) {
    const said = m === 'full body' ? 'whole body' : m;
    if (!lower.includes(said)) problems.push(`does not name ${m}`);
  }
  // A whole-body move may be said to work any part of the body.
  if (muscles.includes('full body')) return problems;
  for (const [word, groups] of MUSCLE_WORDS) {
    const hit = word.exec(lower);
    if (hit && !groups.some((g) => muscles.includes(g)))
      problems.push(`names "${hit[0]}", which the catalogue does not give it`);
  }
  return problems;
}

describe('the muscle check itself', () => {
  it('catches the walkthrough’s two descriptions', () => {
    expect(muscleProblems('Trains your back and biceps.', ['shoulders', 'upper back'])).toEqual([
      'does not name shoulders',
      'does not name upper back',
      'names "biceps", which the catalogue does not give it',
    ]);
    expect(
      muscleProblems('Trains your chest, shoulders and triceps.', ['shoulders', 'triceps']),
    ).toEqual(['names "chest", which the catalogue does not give it']);
  });

  it('passes a description that names exactly its muscles', () => {
    expect(
      muscleProblems('Trains your shoulders and upper back.', ['shoulders', 'upper back']),
    ).toEqual([]);
    expect(
      muscleProblems('Builds fitness for your heart and lungs, working your calves.', ['calves']),
    ).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Every exercise's description, in every place a plan can put it

const parse = (a: AssessmentAnswersInput) => assessmentAnswersSchema.parse(a);
const base: AssessmentAnswersInput = {
  fitnessLevel: 'intermediate',
  goals: ['general_health'],
  timeAvailable: '30-45',
  equipment: ['full_gym'],
  limitations: [],
  preferredWorkouts: ['strength'],
  experience: '1-2years',
  frequency: '3-4',
};
/** The answers that change how a why is worded: a heart condition, the endurance goal, a knee. */
const CONTEXTS = [
  planContext(parse(base)),
  planContext(parse({ ...base, goals: ['endurance'] })),
  planContext(parse({ ...base, goals: ['strength'], limitations: ['knee'] })),
  planContext(parse({ ...base, limitations: ['heart'] })),
];

/** Every place and kind of work an exercise could be given in a plan. */
function placements(e: TrainableExercise): Entry[] {
  const entry = (place: Entry['place'], block: Entry['block']): Entry => ({
    exercise: e,
    place,
    block,
    sets: 1,
    reps: null,
    duration: 60,
    restTime: 0,
    grows: null,
  });
  return [
    ...BLOCKS.map((b) => entry('main', b)),
    entry('warm-up', null),
    entry('cool-down', null),
    entry('cool-down', 'flexibility'),
  ];
}

describe('every exercise’s description names the muscles the catalogue gives it (issue 26)', () => {
  it.each(TRAINABLE.map((e) => [e.name, e] as const))('%s', (_, e) => {
    const problems = CONTEXTS.flatMap((ctx) =>
      placements(e).flatMap((entry) => {
        const why = whyOf(entry, ctx);
        return muscleProblems(why, e.muscles).map((p) => `${why} → ${p}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('Upright Row trains the shoulders and upper back, Arnold Press the shoulders and triceps', () => {
    const why = (id: string) =>
      whyOf({ ...placements(trainableById(id)!)[2]!, block: 'resistance' }, CONTEXTS[0]!);
    expect(why('upright-row')).toMatch(/^Trains your shoulders and upper back\./);
    expect(why('arnold-press')).toMatch(/^Trains your shoulders and triceps\./);
    expect(why('swimming')).toMatch(/^Trains your whole body, above all your shoulders and lats\./);
  });
});

// ---------------------------------------------------------------------------------------------
// The cautions sit on every row they describe

const LOADS = new Set([
  'dumbbell',
  'barbell',
  'kettlebell',
  'machine',
  'cable',
  'sled',
  'medicine ball',
]);
const cautions = (p: Profile) => p.cautions ?? [];

describe('the safety cautions are on every catalogue row they describe (issue 26)', () => {
  it.each(TRAINABLE.map((e) => [e.name, e] as const))('%s', (_, e) => {
    const p = e.training;
    const squats = p.patterns.includes('squat') || p.patterns.includes('deep-squat');
    const loadable = p.kit.some((option) => option.some((q) => LOADS.has(q)));
    // A squat that can be done holding or pushing a load is a loaded squat, and only squats are.
    expect(cautions(p).includes('loaded-squat'), 'loaded-squat').toBe(squats && loadable);
    // Head-down words in the instructions mean the head goes below the heart.
    if (
      /downward dog|upside-down|handstand|fold forward|head toward the floor|decline|lower your upper body|chest down/i.test(
        p.instructions,
      )
    )
      expect(cautions(p), 'head-below-heart').toContain('head-below-heart');
  });

  it('tags the issue’s examples', () => {
    const tagged = (id: string) => cautions(trainableById(id)!.training);
    for (const id of [
      'goblet-squat',
      'sumo-squat',
      'squat',
      'front-squat',
      'hack-squat',
      'leg-press',
    ])
      expect(tagged(id), id).toContain('loaded-squat');
    for (const id of [
      'sun-salutation',
      'downward-dog',
      'yoga',
      'pike-push-up',
      'handstand-push-up',
    ])
      expect(tagged(id), id).toContain('head-below-heart');
    for (const id of ['wall-sit', 'glute-bridge', 'bird-dog', 'cat-cow', 'walking'])
      expect(tagged(id), id).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// No plan holds what a limitation forbids

/** What each limitation forbids, as issues 12 and 26 word it. */
const FORBIDDEN: Record<Real, (p: Profile) => boolean> = {
  knee: (p) =>
    p.impact === 'high' ||
    p.patterns.some((x) => ['jump', 'lunge', 'deep-squat'].includes(x)) ||
    cautions(p).includes('loaded-squat'),
  back: (p) => p.patterns.some((x) => ['heavy-hinge', 'loaded-spinal-flexion'].includes(x)),
  shoulder: (p) => p.patterns.some((x) => ['overhead-press', 'dip'].includes(x)),
  heart: (p) =>
    ['vigorous', 'maximal'].includes(p.effort) ||
    p.patterns.some((x) => ['isometric', 'jump'].includes(x)) ||
    cautions(p).includes('head-below-heart'),
  other_injury: (p) => p.effort === 'maximal' || p.patterns.includes('jump'),
};
const REAL: readonly Real[] = ['knee', 'back', 'shoulder', 'heart', 'other_injury'];

function subsets<T>(list: readonly T[]): T[][] {
  return list.reduce<T[][]>((all, x) => [...all, ...all.map((s) => [...s, x])], [[]]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Forbidden exercises in the plan, its week's swaps ("Goblet Squat instead of …"), or a why. */
function forbiddenIn(a: AssessmentAnswers, plan: WorkoutPlan): string[] {
  const found: string[] = [];
  const limits = a.limitations.filter((l): l is Real => l !== 'none');
  for (const x of plan.exercises) {
    const e = trainableById(x.exerciseId)!;
    for (const l of limits) if (FORBIDDEN[l](e.training)) found.push(`${x.name} (${l})`);
    for (const p of muscleProblems(x.why, e.muscles)) found.push(`${x.name}'s why ${p}`);
  }
  const week = plan.week.map((d) => d.focus).join(' ');
  for (const e of TRAINABLE)
    for (const l of limits)
      if (
        FORBIDDEN[l](e.training) &&
        new RegExp(`(?:with |, |and )${escape(e.name)} instead of`).test(week)
      )
        found.push(`${e.name} in the week (${l})`);
  return found;
}

describe('no plan holds what a limitation forbids (issue 26)', () => {
  it.each(REAL)(
    '%s: every equipment set × level × goal × preferred workout',
    (limitation) => {
      let plans = 0;
      const problems = new Set<string>();
      for (const equipment of subsets(EQUIPMENT_ACCESS).filter((s) => s.length > 0))
        for (const fitnessLevel of FITNESS_LEVELS)
          for (const goal of ASSESSMENT_GOALS)
            for (const preferred of PREFERRED_WORKOUTS) {
              const a = parse({
                ...base,
                fitnessLevel,
                goals: [goal],
                equipment,
                limitations: [limitation],
                preferredWorkouts: [preferred],
              });
              for (const p of forbiddenIn(a, generatePlan(a))) problems.add(p);
              plans++;
            }
      expect(plans).toBe(31 * 3 * 6 * 6);
      expect([...problems]).toEqual([]);
    },
    60_000,
  );

  it('every pair of limitations, over every equipment answer, level and time', () => {
    const problems = new Set<string>();
    for (const limitations of subsets(REAL).filter((s) => s.length === 2))
      for (const equipment of EQUIPMENT_ACCESS)
        for (const fitnessLevel of FITNESS_LEVELS)
          for (const timeAvailable of ['15-30', '60+'] as const)
            for (const preferredWorkouts of [['strength'], ['yoga'], ['hiit', 'cardio']] as const) {
              const a = parse({
                ...base,
                fitnessLevel,
                timeAvailable,
                equipment: [equipment],
                limitations,
                preferredWorkouts: [...preferredWorkouts],
              });
              for (const p of forbiddenIn(a, generatePlan(a))) problems.add(p);
            }
    expect([...problems]).toEqual([]);
  }, 60_000);

  it('the walkthrough’s plans: no goblet squat for a knee, no sun salutation for a heart', () => {
    const knee = generatePlan(
      parse({ ...base, equipment: ['basic'], limitations: ['knee'], goals: ['strength'] }),
    );
    const heart = generatePlan(
      parse({ ...base, equipment: ['none'], limitations: ['heart'], preferredWorkouts: ['yoga'] }),
    );
    expect(knee.exercises.map((x) => x.name)).not.toContain('Goblet Squat');
    const heartNames = heart.exercises.map((x) => x.name);
    for (const name of ['Sun Salutation', 'Downward Dog', 'Yoga', "Child's Pose"])
      expect(heartNames).not.toContain(name);
    expect(heart.exercises.some((x) => x.block === 'main')).toBe(true);
  });
});
