// The offline plan (issue 12): the same answers always give the same plan, built only from the
// catalogue, so it works without a network and can be tested over every answer combination.
import type { AssessmentAnswers, WorkoutPlan } from '../schemas/assessment';
import type { WorkoutType } from '../schemas/workouts';
import { buildSession, entrySeconds, type Entry } from './build';
import { planContext } from './context';
import { planWeek } from './week';
import { planDescription, planTips, planTitle, whyOf } from './words';

const TYPE_OF_BLOCK = {
  resistance: 'strength',
  cardio: 'cardio',
  intervals: 'cardio',
  athletic: 'sports',
  flexibility: 'flexibility',
} as const;

/** One kind of main work is that type; several are a mixed workout. */
function workoutType(entries: readonly Entry[]): WorkoutType {
  const types = new Set(
    entries.filter((e) => e.place === 'main' && e.block).map((e) => TYPE_OF_BLOCK[e.block!]),
  );
  return types.size === 1 ? [...types][0]! : 'mixed';
}

export function generatePlan(answers: AssessmentAnswers): WorkoutPlan {
  const ctx = planContext(answers);
  const entries = buildSession(ctx);
  const minutes = Math.ceil(entrySeconds(entries) / 60);
  return {
    title: planTitle(ctx, entries, entrySeconds),
    description: planDescription(ctx, entries, minutes),
    duration: minutes,
    difficulty: ctx.level,
    type: workoutType(entries),
    exercises: entries.map((e) => ({
      exerciseId: e.exercise.id,
      name: e.exercise.name,
      block: e.place,
      sets: e.sets,
      reps: e.reps,
      duration: e.duration,
      restTime: e.restTime,
      instructions: e.exercise.training.instructions,
      why: whyOf(e, ctx),
    })),
    tips: planTips(ctx, minutes),
    week: planWeek(ctx, entries),
    source: 'offline',
  };
}
