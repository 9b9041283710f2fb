import { toast } from '@client/components/ui/use-toast';

/**
 * SPEC §8 toasts. Failures are titled "Error" with the catalogue's text, which ends in "…" there;
 * we finish the sentence the way SPEC §8 writes its one complete entry ("… Please try again.").
 */
export const FAILURE = {
  create: 'Failed to create workout. Please try again.',
  delete: 'Failed to delete workout. Please try again.',
  repeat: 'Failed to repeat workout. Please try again.',
  update: 'Failed to update workout. Please try again.',
  updateExercise: 'Failed to update exercises. Please try again.',
  addExercise: 'Failed to add exercise. Please try again.',
  deleteExercise: 'Failed to delete exercise. Please try again.',
} as const;

export function toastSuccess(title: string, description?: string) {
  toast({ title, description });
}

export function toastFailure(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}
