import { WORKOUT_LIMITS } from '@shared/schemas/workouts';
import { WEIGHT_LABEL } from '@shared/unit-display';
import type { WeightUnit } from '@shared/units';
import { copySet, emptySet, type SetDraft } from './set-draft';
import { timeOfSeconds } from './time-text';

/**
 * Uniform sets in one line, for people who log "3 × 10 @ 135" faster than row by row:
 * sets × reps [@ weight] (the weight in the user's unit), or sets × time ("3 × 45s", "3 × 1:30",
 * "4 × 2 min").
 */
export type QuickFill = { ok: true; sets: SetDraft[] } | { ok: false; message: string };

export const QUICK_FILL_EXAMPLE = '3 × 10 @ 135';
const HELP = 'Write it like 3 × 10 @ 135, or 3 × 45s for a hold.';

const TIMES = /^(\d+)\s*[x×*]\s*(\d+(?::\d{1,2})?)\s*(s|secs?|seconds?|m|mins?|minutes?)?$/;
const REPS =
  /^(\d+)\s*[x×*]\s*(\d+)\s*(?:reps?)?\s*(?:(?:@|at)\s*(\d+(?:[.,]\d+)?)\s*(lbs?|kgs?)?)?$/;

const unitOf = (word: string): WeightUnit => (word.startsWith('k') ? 'kg' : 'lb');

export function parseQuickFill(input: string, unit: WeightUnit): QuickFill {
  const line = input.trim().toLowerCase().replace(/\s+/g, ' ');
  const reps = REPS.exec(line);
  const times = reps ? null : TIMES.exec(line);
  const count = Number((reps ?? times)?.[1]);
  if (!reps && !(times && (times[3] || times[2]!.includes(':')))) {
    return { ok: false, message: HELP };
  }
  if (count < 1 || count > WORKOUT_LIMITS.sets) {
    return { ok: false, message: `Sets must be from 1 to ${WORKOUT_LIMITS.sets}.` };
  }
  const one = emptySet();
  if (reps) {
    one.reps = String(Number(reps[2]));
    if (reps[3]) one.weight = reps[3].replace(',', '.');
    if (reps[4] && unitOf(reps[4]) !== unit) {
      return { ok: false, message: `Give the weight in ${WEIGHT_LABEL[unit]}, as the sets show.` };
    }
  } else {
    const [, , amount, word = ''] = times!;
    const seconds = amount!.includes(':')
      ? amount!.split(':').reduce((t, p) => t * 60 + Number(p), 0)
      : Number(amount) * (word.startsWith('m') ? 60 : 1);
    one.time = timeOfSeconds(seconds);
  }
  return { ok: true, sets: [one, ...Array.from({ length: count - 1 }, () => copySet(one))] };
}
