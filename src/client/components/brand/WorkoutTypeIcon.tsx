import {
  Dumbbell,
  HeartPulse,
  Shuffle,
  StretchHorizontal,
  Volleyball,
  type LucideIcon,
} from 'lucide-react';
import type { WorkoutType } from '@shared/schemas/workouts';
import { cn } from '@client/lib/utils';

export const WORKOUT_TYPE_ICONS: Record<WorkoutType, LucideIcon> = {
  strength: Dumbbell,
  cardio: HeartPulse,
  flexibility: StretchHorizontal,
  mixed: Shuffle,
  sports: Volleyball,
};

export const WORKOUT_TYPE_LABELS: Record<WorkoutType, string> = {
  strength: 'Strength',
  cardio: 'Cardio',
  flexibility: 'Flexibility',
  mixed: 'Mixed',
  sports: 'Sports',
};

/** A workout type's icon on a tinted disc. Decorative: the text beside it names the type. */
export function WorkoutTypeIcon({ type, className }: { type: WorkoutType; className?: string }) {
  const Icon = WORKOUT_TYPE_ICONS[type];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200',
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
