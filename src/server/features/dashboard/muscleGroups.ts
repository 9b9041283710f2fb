/**
 * Which muscle group an exercise name trains, by keyword, for the "muscle group missing this
 * week" insight. The first group that matches wins, so "leg curl" is legs, not arms.
 */
export const MUSCLE_GROUPS = ['legs', 'chest', 'back', 'shoulders', 'arms', 'core'] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

const PATTERNS: Record<MuscleGroup, RegExp> = {
  legs: /\b(squats?|lunges?|leg (press|curls?|extensions?)|deadlifts?|calf|calves|hamstrings?|glutes?|step[- ]?ups?|hip thrusts?)\b/,
  chest: /\b(bench|push[- ]?ups?|chest|flyes?|flys?|dips?)\b/,
  back: /\b(rows?|pull[- ]?ups?|chin[- ]?ups?|lat|lats|pulldowns?|back extensions?)\b/,
  shoulders: /\b(overhead press|shoulders?|military press|lateral raises?|arnold)\b/,
  arms: /\b(curls?|triceps?|biceps?|skull ?crushers?|hammer)\b/,
  core: /\b(planks?|crunch(es)?|sit[- ]?ups?|abs?|russian twists?|leg raises?|mountain climbers?)\b/,
};

export function muscleGroupOf(exerciseName: string): MuscleGroup | null {
  const name = exerciseName.toLowerCase();
  return MUSCLE_GROUPS.find((g) => PATTERNS[g].test(name)) ?? null;
}
