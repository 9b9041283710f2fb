import { formatDuration } from '@shared/duration';
import { daysBetween, localDayOf, type LocalDay } from '@shared/local-day';
import type { Routine, RoutineExercise } from '@shared/schemas/routines';
import { countsAsWork } from '@shared/set-types';

/** How many of an exercise's sets are of each kind, in words a list can show. */
function setsShape(e: Pick<RoutineExercise, 'setList'>): string {
  const work = e.setList.filter(countsAsWork);
  const warmups = e.setList.length - work.length;
  const reps = new Set(work.map((s) => s.reps));
  const durations = new Set(work.map((s) => s.duration));
  let shape: string;
  if (work.length === 0) shape = '';
  else if (reps.size === 1 && work[0]!.reps != null) shape = `${work.length} × ${work[0]!.reps}`;
  else if (durations.size === 1 && work[0]!.duration != null) {
    shape = `${work.length} × ${formatDuration(work[0]!.duration)}`;
  } else shape = `${work.length} ${work.length === 1 ? 'set' : 'sets'}`;
  const warm = warmups > 0 ? `${warmups} warm-up${warmups === 1 ? '' : 's'}` : '';
  return [warm, shape].filter(Boolean).join(' + ');
}

/** One exercise as a list shows it: "Bench Press 4 × 8", "Squat 1 warm-up + 5 × 5". */
export const exerciseSummary = (e: Pick<RoutineExercise, 'name' | 'setList'>) =>
  `${e.name} ${setsShape(e)}`.trim();

/** What a routine holds, in one line: "Bench Press 4 × 8 · Squat 5 × 5". */
export const routineSummary = (r: Pick<Routine, 'exercises'>) =>
  r.exercises.map(exerciseSummary).join(' · ');

/**
 * When the routine was last done, counted in calendar days where the person is: "Never done",
 * "Last done today", "Last done yesterday", "Last done 3 days ago".
 */
export function lastDoneText(lastDoneAt: string | null, today: LocalDay, timeZone: string) {
  if (!lastDoneAt) return 'Never done';
  const day = localDayOf(Date.parse(lastDoneAt), timeZone);
  const days = daysBetween(day, today);
  if (days <= 0) return 'Last done today';
  if (days === 1) return 'Last done yesterday';
  return `Last done ${days} days ago`;
}
