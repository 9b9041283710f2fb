import { CalendarDays, Dumbbell, Flame, Timer, type LucideIcon } from 'lucide-react';
import type { ProgressStats } from '@shared/schemas/progress';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatNumber } from '@client/lib/formatting';
import { cn } from '@client/lib/utils';

const TILES: { key: keyof ProgressStats; label: string; icon: LucideIcon; warm?: boolean }[] = [
  { key: 'totalWorkouts', label: 'Total Workouts', icon: Dumbbell },
  { key: 'thisWeek', label: 'This Week', icon: CalendarDays },
  { key: 'minutesThisWeek', label: 'Minutes This Week', icon: Timer },
  // DESIGN §8: the warm accent is for streaks.
  { key: 'dayStreak', label: 'Day Streak', icon: Flame, warm: true },
];

/** SPEC §2 Progress stat tiles; undefined stats show their skeletons. */
export function StatTiles({ stats }: { stats: ProgressStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3" aria-busy={!stats}>
      {TILES.map(({ key, label, icon: Icon, warm }) => (
        <div
          key={key}
          className="flex flex-col rounded-card border border-line/60 bg-surface p-4 shadow-card"
        >
          {/* dt after dd in the DOM order a list needs; the label shows under the number. */}
          <dt className="order-last text-sm text-ink-muted">{label}</dt>
          <dd className="flex flex-col gap-3">
            <span
              aria-hidden="true"
              className={cn(
                'grid size-9 place-items-center rounded-xl',
                warm
                  ? 'bg-accent-100 text-accent-600 dark:bg-surface-muted dark:text-accent-400'
                  : 'bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200',
              )}
            >
              <Icon className="size-5" />
            </span>
            <span className="text-3xl font-bold tracking-tight tabular-nums">
              {stats ? formatNumber(stats[key]) : <Skeleton className="my-1 h-7 w-12" />}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
