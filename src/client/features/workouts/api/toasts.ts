import type { Workout } from '@shared/schemas/workouts';
import { toast } from '@client/components/ui/use-toast';
import { recordText, type Units } from '../model/workout-format';

/**
 * SPEC §8 toasts. Failures are titled "Error" with the catalogue's text, which ends in "…" there;
 * we finish the sentence the way SPEC §8 writes its one complete entry ("… Please try again.").
 */
export const FAILURE = {
  create: 'Failed to create workout. Please try again.',
  delete: 'Failed to delete workout. Please try again.',
  update: 'Failed to update workout. Please try again.',
} as const;

export function toastSuccess(title: string, description?: string) {
  toast({ title, description });
}

export function toastFailure(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

/**
 * A save's one toast (the toast area holds one at a time). Personal records are marked when they
 * happen (issue 8, item 7): when the answer holds any, the toast is theirs, "New personal record:
 * Bench Press, est. 1RM 205 lbs", and still says the workout is saved. `note` ends it (today's XP
 * cap, issue 26 §6).
 */
export function toastSaved(
  title: string,
  saved: string,
  workout: Workout,
  units: Units,
  note?: string,
) {
  const records = workout.exercises.flatMap((e) =>
    e.personalRecord ? [`${e.name}, ${recordText(e.personalRecord, units)}`] : [],
  );
  const said = note ? `${saved} ${note}` : saved;
  if (records.length === 0) {
    toastSuccess(title, said);
    return;
  }
  toast({
    title: records.length === 1 ? 'New personal record' : `${records.length} new personal records`,
    description: `${records.join('; ')}. ${said}`,
  });
}
