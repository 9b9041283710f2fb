// The vocabulary of the exercise catalogue. Fixed lists so that later features (assessment plans,
// suggestions, the voice language model) can filter and enumerate without guessing spellings.

import { WORKOUT_TYPES, type WorkoutType } from '../schemas/workouts';

/** An exercise has one of SPEC §3's workout types; a workout of several types is 'mixed'. */
export const EXERCISE_TYPES = WORKOUT_TYPES;
export type ExerciseType = WorkoutType;

export const MUSCLE_GROUPS = [
  'chest',
  'upper back',
  'lats',
  'lower back',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'abs',
  'obliques',
  'glutes',
  'quadriceps',
  'hamstrings',
  'calves',
  'hip flexors',
  'adductors',
  'full body',
] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

export const EQUIPMENT = [
  'none',
  'dumbbell',
  'barbell',
  'kettlebell',
  'machine',
  'cable',
  'band',
  'bench',
  'pull-up bar',
  'dip bars',
  'cardio machine',
  'mat',
  'ball',
  'medicine ball',
  'box',
  'jump rope',
  'battle ropes',
  'sled',
  'bicycle',
  'pool',
  'racket',
  'other',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** How the exercise is usually counted; the voice interpreter uses it to read a bare number. */
export const MEASURES = ['reps', 'duration', 'distance'] as const;
export type Measure = (typeof MEASURES)[number];

export interface Exercise {
  /** Stable kebab-case key; never shown. */
  id: string;
  /** Canonical display name, stored on logged exercises. */
  name: string;
  /** Other correct ways to say it (plural forms need not be listed: matching ignores them). */
  synonyms: readonly string[];
  /** Spellings speech recognition produces by mistake ('benchpress', 'dead lift'). */
  misHearings: readonly string[];
  /** Verb forms that name the exercise on their own ('ran' → Running, 'squatted' → Squat). */
  verbs: readonly string[];
  type: ExerciseType;
  muscles: readonly MuscleGroup[];
  equipment: readonly Equipment[];
  measure: Measure;
  /**
   * A catch-all entry ('Workout', 'Cardio'): used only when no specific exercise was named, so
   * "log a workout: 3 sets of 12 leg press" is one Leg Press, not a Workout plus a Leg Press.
   */
  generic?: boolean;
}

/** Optional parts of a catalogue row. */
export interface ExerciseExtras {
  syn?: readonly string[];
  mis?: readonly string[];
  verbs?: readonly string[];
  generic?: boolean;
}

/**
 * Compact row builder for the data files: `ex(id, name, type, measure, muscles, equipment, extras)`.
 * Keeps each of the 150+ rows to a line or two.
 */
export function ex(
  id: string,
  name: string,
  type: ExerciseType,
  measure: Measure,
  muscles: readonly MuscleGroup[],
  equipment: readonly Equipment[],
  extras: ExerciseExtras = {},
): Exercise {
  const row: Exercise = {
    id,
    name,
    synonyms: extras.syn ?? [],
    misHearings: extras.mis ?? [],
    verbs: extras.verbs ?? [],
    type,
    muscles,
    equipment,
    measure,
  };
  if (extras.generic) row.generic = true;
  return row;
}
