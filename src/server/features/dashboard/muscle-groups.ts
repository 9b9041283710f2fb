import { findExercise, type MuscleGroup as Muscle } from '../../../shared/exercises/catalogue';

/**
 * Which muscle group an exercise trains, for the "muscle group missing this week" insight. The
 * exercise catalogue knows (its first muscle is the main one); names it does not know, such as
 * "Barbell Back Squat" typed into a form, fall back to keywords, the first group matching winning
 * so "leg curl" is legs, not arms. Only strength exercises count: a run is not a leg day.
 */
export const MUSCLE_GROUPS = ['legs', 'chest', 'back', 'shoulders', 'arms', 'core'] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

const GROUP_OF_MUSCLE: Record<Muscle, MuscleGroup | null> = {
  chest: 'chest',
  'upper back': 'back',
  lats: 'back',
  'lower back': 'back',
  shoulders: 'shoulders',
  biceps: 'arms',
  triceps: 'arms',
  forearms: 'arms',
  abs: 'core',
  obliques: 'core',
  'hip flexors': 'core',
  glutes: 'legs',
  quadriceps: 'legs',
  hamstrings: 'legs',
  calves: 'legs',
  adductors: 'legs',
  'full body': null,
};

const PATTERNS: Record<MuscleGroup, RegExp> = {
  legs: /\b(squats?|lunges?|leg (press|curls?|extensions?)|deadlifts?|calf|calves|hamstrings?|glutes?|step[- ]?ups?|hip thrusts?)\b/,
  chest: /\b(bench|push[- ]?ups?|chest|flyes?|flys?|dips?)\b/,
  back: /\b(rows?|pull[- ]?ups?|chin[- ]?ups?|lat|lats|pulldowns?|back extensions?)\b/,
  shoulders: /\b(overhead press|shoulders?|military press|lateral raises?|arnold)\b/,
  arms: /\b(curls?|triceps?|biceps?|skull ?crushers?|hammer)\b/,
  core: /\b(planks?|crunch(es)?|sit[- ]?ups?|abs?|russian twists?|leg raises?|mountain climbers?)\b/,
};

export function muscleGroupOf(exerciseName: string): MuscleGroup | null {
  const known = findExercise(exerciseName);
  if (known) {
    const main = known.muscles[0];
    return known.type === 'strength' && main ? GROUP_OF_MUSCLE[main] : null;
  }
  const name = exerciseName.toLowerCase();
  return MUSCLE_GROUPS.find((g) => PATTERNS[g].test(name)) ?? null;
}
