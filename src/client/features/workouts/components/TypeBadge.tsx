import type { WorkoutType } from '@shared/schemas/workouts';
import { WORKOUT_TYPE_LABELS } from '@client/components/brand/WorkoutTypeIcon';
import { cn } from '@client/lib/utils';

// Two tones only, from the theme (DESIGN §8): brand for most, the warm accent for cardio and
// sports, so a scroll through the list reads at a glance.
const TONE: Record<WorkoutType, string> = {
  strength: 'bg-brand-100 text-brand-800 dark:bg-surface-muted dark:text-brand-200',
  cardio: 'bg-accent-100 text-ink dark:bg-surface-muted dark:text-accent-400',
  flexibility: 'bg-brand-50 text-brand-800 dark:bg-surface-muted dark:text-brand-200',
  mixed: 'bg-surface-muted text-ink',
  sports: 'bg-accent-100 text-ink dark:bg-surface-muted dark:text-accent-400',
};

/** The workout's type as a small pill (SPEC §2 Workouts: type badge). */
export function TypeBadge({ type }: { type: WorkoutType }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold',
        TONE[type],
      )}
    >
      {WORKOUT_TYPE_LABELS[type]}
    </span>
  );
}
