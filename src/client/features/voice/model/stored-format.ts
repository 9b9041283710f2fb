/**
 * How the dialog describes what a voice command stored, so the user can check it before
 * walking away (and Undo it): one line per exercise, a goal's target and deadline, a weigh-in.
 * Weights and distances show in the user's units (issue 8), as typed when the units agree.
 */
import { formatDuration } from '@shared/duration';
import type { BodyWeight } from '@shared/schemas/body-weights';
import type { Goal } from '@shared/schemas/goals';
import type { Exercise } from '@shared/schemas/workouts';
import {
  formatDay,
  formatDistanceAs,
  formatExerciseWeight,
  formatGoalValue,
  formatNumber,
  formatWeightAs,
  type UnitPrefs,
} from '@client/lib/formatting';

type Summarised = Pick<
  Exercise,
  'sets' | 'reps' | 'weight' | 'duration' | 'distance' | 'distanceUnit'
> & { weightUnit?: Exercise['weightUnit']; setList?: Exercise['setList'] };

/** Sets one by one when they differ: "135 lbs × 10, 155 lbs × 8, 175 lbs × 6". */
function setListText(e: Summarised, prefs: UnitPrefs): string | null {
  const sets = e.setList ?? [];
  if (sets.length < 2) return null;
  const key = (s: (typeof sets)[number]) => `${s.reps}|${s.weight}|${s.weightUnit}|${s.duration}`;
  if (sets.every((s) => key(s) === key(sets[0]!))) return null;
  return sets
    .map((s) => {
      const load = s.weight ? formatWeightAs(s.weight, s.weightUnit, prefs.weightUnit) : null;
      const reps = s.reps != null ? formatNumber(s.reps, 2) : null;
      const time = s.duration ? formatDuration(s.duration) : null;
      return [load, reps].filter(Boolean).join(' × ') || time || '–';
    })
    .join(', ');
}

/** "3 × 12 at 135 lbs", "1 set · 3.11 mi · 25 min", "20 reps", "3 sets: 135 lbs × 10, …". */
export function exerciseSummary(e: Summarised, prefs: UnitPrefs): string {
  const parts: string[] = [];
  const each = setListText(e, prefs);
  if (each) parts.push(`${e.sets} sets: ${each}`);
  else {
    if (e.reps != null) {
      const reps = formatNumber(e.reps, 2);
      parts.push(e.sets > 1 ? `${e.sets} × ${reps}` : `${reps} ${e.reps === 1 ? 'rep' : 'reps'}`);
    } else if (e.sets > 1) {
      parts.push(`${e.sets} sets`);
    }
    if (e.weight != null && e.weight > 0) {
      parts.push(`at ${formatExerciseWeight({ weight: e.weight, setList: e.setList }, prefs.weightUnit)}`); // prettier-ignore
    }
  }
  const head = parts.join(' ');
  const extra: string[] = [];
  if (e.distance != null && e.distance > 0) {
    extra.push(formatDistanceAs(e.distance, e.distanceUnit, prefs.distanceUnit));
  }
  if (!each && e.duration != null && e.duration > 0) extra.push(formatDuration(e.duration));
  return [head, ...extra].filter(Boolean).join(' · ');
}

/** "20 workouts", "6.8 kg", "32.19 km": a goal's target in the user's units. */
export const goalTarget = (g: Pick<Goal, 'targetValue' | 'unit'>, prefs: UnitPrefs) =>
  formatGoalValue(g.targetValue, g.unit, prefs);

/** "Jun 30, 2026", or "No deadline". */
export const goalDeadline = (g: Pick<Goal, 'deadline'>) =>
  g.deadline ? formatDay(g.deadline) : 'No deadline';

/** "82.5 kg", "181.9 lbs": a weigh-in in the user's weight unit. */
export const weighInText = (w: Pick<BodyWeight, 'weight' | 'unit'>, prefs: UnitPrefs) =>
  formatWeightAs(w.weight, w.unit, prefs.weightUnit);
