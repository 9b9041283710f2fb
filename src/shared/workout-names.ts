import { WORKOUT_LIMITS } from './schemas/workouts';

const SUFFIX = ' (Repeated)';

/**
 * SPEC §7 Repeat workout: the copy is named "{name} (Repeated)". Repeating a repeat keeps one
 * suffix, and a long name is shortened so the result still fits the 100-character limit.
 */
export function repeatedName(name: string): string {
  const base = name.endsWith(SUFFIX) ? name.slice(0, -SUFFIX.length) : name;
  return `${base.slice(0, WORKOUT_LIMITS.name - SUFFIX.length).trimEnd()}${SUFFIX}`;
}
