// Everything the generator derives from the answers once (issue 12): level and skill, the goal
// that sets the dose, the safety rules, the pool of exercises, the time budget, and how much of
// each kind of work the goals and preferences call for.
import type { TrainableExercise } from '../exercises/training';
import type {
  AssessmentAnswers,
  AssessmentGoal,
  ExperienceLevel,
  FitnessLevel,
  PreferredWorkout,
  TimeBudget,
} from '../schemas/assessment';
import { availableKit } from './access';
import { GOAL_PRIORITY } from './dose';
import { rulesFor, type LimitationRule } from './safety';
import { poolFor, type Block, type PoolInput } from './select';

export interface PlanContext {
  answers: AssessmentAnswers;
  level: FitnessLevel;
  /** The goal that sets the lifting dose. */
  goal: AssessmentGoal;
  rules: LimitationRule[];
  heart: boolean;
  /** Circuit training preferred: short rests between sets. */
  circuit: boolean;
  input: PoolInput;
  pool: TrainableExercise[];
  /** The user has equipment beyond bodyweight: exercises that use it come first. */
  withKit: boolean;
  /** Seconds the session must last at least and may last at most. */
  budget: { min: number; max: number };
  weights: Record<Block, number>;
}

/** "60+" is open-ended; a trainer would still stop at an hour and a quarter. */
export const BUDGET_MINUTES: Readonly<Record<TimeBudget, { min: number; max: number }>> = {
  '15-30': { min: 15, max: 30 },
  '30-45': { min: 30, max: 45 },
  '45-60': { min: 45, max: 60 },
  '60+': { min: 60, max: 75 },
};

/**
 * Technical lifts need practice whatever one's fitness: a very active person new to training
 * gets intermediate exercises at most.
 */
const SKILL_CAP: Readonly<Record<ExperienceLevel, FitnessLevel>> = {
  new: 'intermediate',
  few_months: 'intermediate',
  '1-2years': 'advanced',
  '3+years': 'advanced',
};

const PREFERENCE_WEIGHTS: Readonly<Record<PreferredWorkout, Partial<Record<Block, number>>>> = {
  strength: { resistance: 3 },
  cardio: { cardio: 3 },
  hiit: { intervals: 3 },
  yoga: { flexibility: 3 },
  sports: { athletic: 3 },
  circuit: { resistance: 2, intervals: 1 },
};

const GOAL_WEIGHTS: Readonly<Record<AssessmentGoal, Partial<Record<Block, number>>>> = {
  strength: { resistance: 2 },
  muscle_building: { resistance: 2 },
  endurance: { cardio: 2 },
  weight_loss: { intervals: 1, cardio: 1 },
  flexibility: { flexibility: 2 },
  general_health: { resistance: 1, cardio: 1 },
};

function blockWeights(a: AssessmentAnswers, heart: boolean): Record<Block, number> {
  const w: Record<Block, number> = {
    athletic: 0,
    intervals: 0,
    resistance: 0,
    cardio: 0,
    flexibility: 0,
  };
  const add = (table: Partial<Record<Block, number>>) => {
    for (const [b, n] of Object.entries(table) as [Block, number][]) w[b] += n;
  };
  a.preferredWorkouts.forEach((p) => add(PREFERENCE_WEIGHTS[p]));
  a.goals.forEach((g) => add(GOAL_WEIGHTS[g]));
  // Low intensity only: bursts and sport drills become steady cardio.
  if (heart) {
    w.cardio += w.intervals + w.athletic;
    w.intervals = 0;
    w.athletic = 0;
  }
  return w;
}

export function planContext(answers: AssessmentAnswers): PlanContext {
  const level = answers.fitnessLevel;
  const cap = SKILL_CAP[answers.experience];
  const skillCap: FitnessLevel = level === 'advanced' && cap !== 'advanced' ? cap : level;
  const rules = rulesFor(answers.limitations);
  const kit = availableKit(answers.equipment);
  const input: PoolInput = { kit, rules, skillCap, level };
  const heart = answers.limitations.includes('heart');
  const minutes = BUDGET_MINUTES[answers.timeAvailable];
  return {
    answers,
    level,
    goal: GOAL_PRIORITY.find((g) => answers.goals.includes(g)) ?? 'general_health',
    rules,
    heart,
    circuit: answers.preferredWorkouts.includes('circuit'),
    input,
    pool: poolFor(input),
    withKit: answers.equipment.some((e) => e !== 'none'),
    budget: { min: minutes.min * 60, max: minutes.max * 60 },
    weights: blockWeights(answers, heart),
  };
}
