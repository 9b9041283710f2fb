import {
  findExercise,
  matchPhraseAt,
  phraseWords,
  stemWord,
} from '../../../shared/exercises/catalogue';
import { daysBetween, localDayOf } from '../../../shared/local-day';
import { isGoalOverdue } from '../../../shared/goal-progress';
import type { Suggestion, WorkoutPrefill } from '../../../shared/schemas/dashboard';
import type { Goal, GoalType } from '../../../shared/schemas/goals';
import type { WorkoutType } from '../../../shared/schemas/workouts';
import { fromStoredLbs, toStoredLbs } from '../../../shared/units';
import {
  dayText,
  emptyPrefill,
  fmt,
  slug,
  suggestion,
  weightText,
  type Context,
} from './suggestion-context';

/** The kind of workout that moves a goal of each type. */
const WORKOUT_FOR_GOAL: Record<GoalType, WorkoutType> = {
  weight_loss: 'cardio',
  weight_gain: 'strength',
  strength: 'strength',
  endurance: 'cardio',
  distance: 'cardio',
  time: 'cardio',
  general: 'mixed',
};

/**
 * The exercise a goal is about: a lift goal's own, else the first catalogue exercise its title
 * names ("Run 50 miles" → Running, "Bench 225" → Bench Press); null when it names none.
 */
export function goalExerciseName(g: Pick<Goal, 'title' | 'trackExercise'>): string | null {
  if (g.trackExercise) return g.trackExercise;
  const stems = phraseWords(g.title).map(stemWord);
  for (let i = 0; i < stems.length; i++) {
    const hit = matchPhraseAt(stems, i);
    if (hit && !hit.exercise.generic) return hit.exercise.name;
  }
  return null;
}

/**
 * What Schedule It fills in for a goal (issue 26): a workout of the exercise's kind ("Cardio
 * workout") holding the goal's exercise, the amounts left for the person to set; a workout of the
 * goal's kind when it names no exercise.
 */
export function goalPrefill(
  g: Pick<Goal, 'title' | 'type' | 'unit' | 'trackExercise'>,
): WorkoutPrefill {
  const base = emptyPrefill(WORKOUT_FOR_GOAL[g.type]);
  const name = goalExerciseName(g);
  if (!name) return base;
  const type = findExercise(name)?.type ?? base.type;
  return {
    ...emptyPrefill(type),
    exercises: [
      {
        name,
        sets: 1,
        reps: null,
        weight: null,
        duration: null,
        distance: null,
        distanceUnit: g.unit === 'km' ? 'km' : 'miles',
      },
    ],
  };
}

/** A goal this close (per cent) counts as nearly done. */
export const CLOSE_TO_DONE = 75;

const progressText = (g: Goal) =>
  `${g.progressPercentage}% (${fmt(g.currentValue)} of ${fmt(g.targetValue)} ${g.unit})`;

/** The incomplete goal whose deadline passed longest ago (SPEC §4 Goal: overdue). */
export function goalOverdueRule(ctx: Context): Suggestion | null {
  const overdue = ctx.goals
    .filter((g) => isGoalOverdue(g, ctx.today))
    .sort((a, b) => a.deadline!.localeCompare(b.deadline!));
  const g = overdue[0];
  if (!g) return null;
  return suggestion(ctx, {
    kind: 'goal-overdue',
    subject: g.id,
    goalId: g.id,
    title: `"${g.title}" is past its deadline`,
    message: `The deadline was ${dayText(g.deadline!)} and you're at ${progressText(g)}. Log a workout toward it, or give it a new date.`,
    prefill: goalPrefill(g),
  });
}

/** The incomplete, not overdue goal nearest to done, once at CLOSE_TO_DONE % or more. */
export function goalCloseRule(ctx: Context): Suggestion | null {
  const close = ctx.goals
    .filter((g) => !g.isCompleted && !isGoalOverdue(g, ctx.today))
    .filter((g) => g.progressPercentage >= CLOSE_TO_DONE)
    .sort((a, b) => b.progressPercentage - a.progressPercentage);
  const g = close[0];
  if (!g) return null;
  const left = `${fmt(g.targetValue - g.currentValue)} ${g.unit}`;
  const due = g.deadline
    ? ` by ${dayText(g.deadline)} (${daysBetween(ctx.today, g.deadline)} days left)`
    : '';
  return suggestion(ctx, {
    kind: 'goal-close',
    subject: g.id,
    goalId: g.id,
    title: `Almost there: ${g.title}`,
    message: `You're at ${progressText(g)}. Just ${left} to go${due}.`,
    prefill: goalPrefill(g),
  });
}

/** Only bests logged at least this often and this recently are worth a challenge. */
const BEST_MIN_TIMES = 2;
const BEST_MAX_AGE_DAYS = 14;

/**
 * A personal best to beat: the heaviest weight of an exercise the user does regularly and did
 * lately, but not today. The target is one step up: 5 lb, or 2.5 kg for kilogram users.
 */
export function personalBestRule(ctx: Context): Suggestion | null {
  const dayOf = (d: Date) => localDayOf(d, ctx.timeZone);
  const best = ctx.personalBests
    .filter((b) => b.times >= BEST_MIN_TIMES && b.weight > 0)
    .filter((b) => dayOf(b.lastDoneAt) < ctx.today)
    .filter((b) => daysBetween(dayOf(b.lastDoneAt), ctx.today) <= BEST_MAX_AGE_DAYS)
    .sort((a, b) => b.lastDoneAt.getTime() - a.lastDoneAt.getTime() || b.weight - a.weight)[0];
  if (!best) return null;
  const unit = ctx.weightUnit;
  const target =
    unit === 'kg' ? toStoredLbs(fromStoredLbs(best.weight, 'kg') + 2.5, 'kg') : best.weight + 5;
  const reps = best.reps ? ` for ${best.reps} reps` : '';
  return suggestion(ctx, {
    kind: 'personal-best',
    subject: slug(best.name),
    title: `Beat your ${best.name} best`,
    message: `Your heaviest ${best.name} is ${weightText(best.weight, unit)}${reps}. Try ${weightText(target, unit)} next time.`,
    prefill: {
      name: `${best.name} PR attempt`.slice(0, 100),
      type: 'strength',
      exercises: [
        {
          name: best.name,
          sets: best.sets,
          reps: best.reps,
          weight: target,
          duration: null,
          distance: null,
          distanceUnit: 'miles',
        },
      ],
    },
  });
}
