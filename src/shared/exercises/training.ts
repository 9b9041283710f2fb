// Each catalogue exercise's training profile (issue 12), kept beside the voice-oriented rows so
// the rows stay short and the profiles can be read and reviewed as a trainer would.
import { EXERCISES } from './catalogue';
import { LOWER_CARDIO_TRAINING } from './training-lower-cardio';
import { OTHER_TRAINING } from './training-other';
import type { TrainingProfile } from './training-types';
import { UPPER_CORE_TRAINING } from './training-upper-core';
import type { Equipment, Exercise } from './types';

export * from './training-types';
export type { Equipment } from './types';

const PROFILES: Readonly<Record<string, TrainingProfile>> = {
  ...UPPER_CORE_TRAINING,
  ...LOWER_CARDIO_TRAINING,
  ...OTHER_TRAINING,
};

/** Every catalogue exercise has a profile (the catalogue's tests hold it to that). */
export function trainingOf(e: Exercise): TrainingProfile {
  const profile = PROFILES[e.id];
  if (!profile) throw new Error(`no training profile for ${e.id}`);
  return profile;
}

/** An exercise with its profile, as the plan generator reads the catalogue. */
export interface TrainableExercise extends Exercise {
  training: TrainingProfile;
}

export const TRAINABLE: readonly TrainableExercise[] = EXERCISES.map((e) => ({
  ...e,
  training: trainingOf(e),
}));

/** The ids with a profile, for the test that no profile names an exercise that is gone. */
export const PROFILED_IDS: readonly string[] = Object.keys(PROFILES);

/** True when every item of one of the exercise's options is at hand. */
export function canDoWith(profile: TrainingProfile, available: ReadonlySet<Equipment>): boolean {
  return profile.kit.some((option) => option.every((item) => available.has(item)));
}

const TRAINABLE_BY_ID = new Map(TRAINABLE.map((e) => [e.id, e]));

export function trainableById(id: string): TrainableExercise | undefined {
  return TRAINABLE_BY_ID.get(id);
}
