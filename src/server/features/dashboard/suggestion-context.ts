import type { RecordedStreak } from '../../../shared/day-clock';
import { addDays, localDayOf, type LocalDay } from '../../../shared/local-day';
import type { Suggestion, WorkoutPrefill } from '../../../shared/schemas/dashboard';
import type { Goal } from '../../../shared/schemas/goals';
import type { Exercise, Workout, WorkoutType } from '../../../shared/schemas/workouts';
import { fromStoredLbs, WEIGHT_UNIT_LABEL, type WeightUnit } from '../../../shared/units';

/** How far back the insights look: this week and the four before it. */
export const HISTORY_DAYS = 35;

/** The heaviest weight the user has lifted in one exercise (all time). */
export interface PersonalBest {
  name: string;
  /** Pounds. */
  weight: number;
  sets: number;
  reps: number | null;
  /** How many times the exercise was logged with a weight. */
  times: number;
  lastDoneAt: Date;
}

/** What the insights read of an exercise: its name and amounts (Schedule It repeats them). */
export type InsightExercise = Pick<
  Exercise,
  'name' | 'sets' | 'reps' | 'weight' | 'duration' | 'distance' | 'distanceUnit'
>;

/** What the insights read of a workout; a whole Workout is one. */
export type InsightWorkout = Pick<Workout, 'name' | 'type' | 'completedAt' | 'day'> & {
  exercises: InsightExercise[];
};

export interface SuggestionInput {
  now: Date;
  timeZone: string;
  weightUnit: WeightUnit;
  /** Workouts of the last HISTORY_DAYS local days (today included), any order. */
  workouts: InsightWorkout[];
  /** The newest workout ever, which may be older than the history. */
  lastWorkout: InsightWorkout | null;
  /**
   * The local day the account was made: an insight never speaks of weeks before it (issue 31 §2:
   * a ten-minute-old account was told it had not stretched "in the last 5 weeks").
   */
  joined: LocalDay;
  goals: Goal[];
  personalBests: PersonalBest[];
  /** The recorded streak days (issue 25), which the streak insight counts. */
  streak: RecordedStreak;
}

/** What every rule needs, computed once. */
export interface Context extends SuggestionInput {
  today: LocalDay;
  yesterday: LocalDay;
  /** First day of "this week" (SPEC §9: the last 7 days). */
  weekFrom: LocalDay;
  dayOf: (w: InsightWorkout) => LocalDay;
  /** The history, newest first. */
  recent: InsightWorkout[];
}

export function makeContext(input: SuggestionInput): Context {
  const today = localDayOf(input.now, input.timeZone);
  // The day each was done, kept when it was logged (issue 26 §3), as the Workouts list shows it.
  const dayOf = (w: InsightWorkout) => w.day;
  const recent = [...input.workouts].sort((a, b) => b.completedAt.localeCompare(a.completedAt));
  return {
    ...input,
    today,
    yesterday: addDays(today, -1),
    weekFrom: addDays(today, -6),
    dayOf,
    recent,
  };
}

export const TYPE_LABEL: Record<WorkoutType, string> = {
  strength: 'strength',
  cardio: 'cardio',
  flexibility: 'flexibility',
  mixed: 'mixed',
  sports: 'sports',
};

export const DEFAULT_WORKOUT_NAME: Record<WorkoutType, string> = {
  strength: 'Strength workout',
  cardio: 'Cardio workout',
  flexibility: 'Stretching',
  mixed: 'Workout',
  sports: 'Sports session',
};

/** A number as people write it: at most one decimal, none when whole. */
export const fmt = (n: number) => String(Math.round(n * 10) / 10);

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${fmt(n)} ${n === 1 ? one : many}`;

/** A stored weight in the user's unit, e.g. "100 kg" or "225 lbs". */
export function weightText(lbs: number, unit: WeightUnit) {
  return `${fmt(fromStoredLbs(lbs, unit))} ${WEIGHT_UNIT_LABEL[unit]}`;
}

/** "Mar 1" for a local day. */
export function dayText(day: LocalDay) {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Exercises of a past workout as form rows (Schedule It repeats what worked). */
export function prefillRows(list: InsightExercise[]): WorkoutPrefill['exercises'] {
  return list.map((e) => ({
    name: e.name,
    sets: e.sets,
    reps: e.reps,
    weight: e.weight,
    duration: e.duration,
    distance: e.distance,
    distanceUnit: e.distanceUnit,
  }));
}

export function prefillFrom(w: InsightWorkout): WorkoutPrefill {
  return { name: w.name, type: w.type, exercises: prefillRows(w.exercises) };
}

export function emptyPrefill(type: WorkoutType): WorkoutPrefill {
  return { name: DEFAULT_WORKOUT_NAME[type], type, exercises: [] };
}

/** Ids are "kind:subject:day", stable for the local day so Maybe Later can hide them. */
export function suggestion(
  ctx: Context,
  s: Omit<Suggestion, 'id' | 'goalId'> & { subject?: string; goalId?: string },
): Suggestion {
  const { subject, goalId = null, ...rest } = s;
  const id = [s.kind, subject, ctx.today].filter(Boolean).join(':');
  return { id, goalId, ...rest };
}

/** "cardio", "bench-press": a name as an id segment. */
export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'exercise';
