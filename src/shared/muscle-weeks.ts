// Sets per muscle group per week (issue 27 §4): the catalogue says which muscles an exercise
// trains, and each working set counts once for every group it names, as Hevy's and Strong's
// muscle charts do.
import { findExercise, type MuscleGroup } from './exercises/catalogue';
import { addDays, daysBetween, localDayOf, type LocalDay } from './local-day';
import type { MuscleWeek } from './schemas/lifts';

const DAYS_PER_WEEK = 7;

/** Working sets of one exercise (by its latest name) on one kept day. */
export interface DaySets {
  name: string;
  day: LocalDay;
  sets: number;
}

/**
 * The muscle groups a logged exercise trains: the catalogue's, for the strength exercises it
 * knows. A run or a stretch is no set for a muscle, and a name the catalogue does not know is
 * left out rather than guessed.
 */
export function musclesOf(name: string): readonly MuscleGroup[] {
  const known = findExercise(name);
  return known?.type === 'strength' ? known.muscles : [];
}

/**
 * The last `weeks` weeks, oldest first, each SPEC §9's "last 7 days" stepped back (the newest is
 * today and the six days before it, like the Progress chart), with the working sets each muscle
 * group got, most first. Days outside the weeks are left out.
 */
export function muscleWeeks(
  rows: readonly DaySets[],
  now: Date,
  timeZone: string,
  weeks: number,
): MuscleWeek[] {
  const first = addDays(localDayOf(now, timeZone), -(weeks * DAYS_PER_WEEK - 1));
  const counts = Array.from({ length: weeks }, () => new Map<MuscleGroup, number>());
  for (const row of rows) {
    const offset = daysBetween(first, row.day);
    if (offset < 0 || offset >= weeks * DAYS_PER_WEEK) continue;
    const week = counts[Math.floor(offset / DAYS_PER_WEEK)]!;
    for (const muscle of musclesOf(row.name)) week.set(muscle, (week.get(muscle) ?? 0) + row.sets);
  }
  return counts.map((week, i) => {
    const from = addDays(first, i * DAYS_PER_WEEK);
    return {
      from,
      to: addDays(from, DAYS_PER_WEEK - 1),
      muscles: [...week]
        .map(([muscle, sets]) => ({ muscle, sets }))
        .sort((a, b) => b.sets - a.sets || a.muscle.localeCompare(b.muscle)),
    };
  });
}
