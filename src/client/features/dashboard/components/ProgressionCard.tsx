import { CircleCheck, Flame } from 'lucide-react';
import { XP_CAP_NOTE } from '@shared/progression';
import type { Progression } from '@shared/schemas/progression';
import { LoadError } from '@client/components/layout/LoadError';
import { Card, CardTitle } from '@client/components/ui/card';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatNumber } from '@client/lib/formatting';
import { useProgression } from '@client/lib/queries';
import { streakLabel, xpBar } from '../model/progression-format';

/**
 * SPEC §2 Dashboard: the compact progression card. Level and its SPEC §9 title, the XP bar to the
 * next level and the current streak, all as the server worked them out (GET /api/progression/me),
 * and, once today's workout XP is all earned, a line saying so (issue 26 §6).
 */
export function ProgressionCard() {
  const { data, isError, refetch } = useProgression();
  // A failed refetch keeps what was shown; only a card never loaded shows the error.
  const failed = isError && !data;
  return (
    <Card aria-labelledby="progression-title" aria-busy={!data && !failed} className="p-4">
      <CardTitle id="progression-title" className="sr-only">
        Your Level
      </CardTitle>
      {failed ? (
        <LoadError message="We couldn't load your level and XP." onRetry={() => void refetch()} />
      ) : data ? (
        <ProgressionBody progression={data} />
      ) : (
        <ProgressionSkeleton />
      )}
    </Card>
  );
}

function ProgressionBody({ progression: p }: { progression: Progression }) {
  const bar = xpBar(p);
  return (
    <>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-700 text-xl font-bold text-white tabular-nums"
        >
          {p.currentLevel}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Level {p.currentLevel}
          </p>
          <p className="truncate text-lg leading-tight font-bold">{p.levelTitle}</p>
        </div>
        <p
          className={
            p.workoutStreak > 0
              ? 'flex shrink-0 items-center gap-1 rounded-full bg-accent-100 px-3 py-1.5 text-sm font-semibold text-ink tabular-nums dark:bg-surface-muted'
              : 'flex shrink-0 items-center gap-1 rounded-full bg-surface-muted px-3 py-1.5 text-sm font-medium text-ink-muted'
          }
        >
          <Flame
            aria-hidden="true"
            className={
              p.workoutStreak > 0 ? 'size-4 text-accent-600 dark:text-accent-400' : 'size-4'
            }
          />
          {streakLabel(p.workoutStreak)}
        </p>
      </div>
      <ProgressBar
        className="mt-4"
        tone="accent"
        value={bar.percent}
        label={`XP toward level ${p.currentLevel + 1}`}
        valueText={`${formatNumber(p.totalXp, 0)} of ${formatNumber(p.nextLevelXp, 0)} XP`}
      />
      <div className="mt-2 flex items-baseline justify-between gap-3 text-sm tabular-nums">
        <p>
          <span className="font-semibold">{formatNumber(p.totalXp, 0)}</span>
          <span className="text-ink-muted"> / {formatNumber(p.nextLevelXp, 0)} XP</span>
        </p>
        <p className="text-ink-muted">
          {formatNumber(bar.toNext, 0)} XP to level {p.currentLevel + 1}
        </p>
      </div>
      {p.dailyXpCapReached && (
        <p className="mt-3 flex items-start gap-2 text-sm text-ink-muted">
          <CircleCheck
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-200"
          />
          {XP_CAP_NOTE}
        </p>
      )}
    </>
  );
}

function ProgressionSkeleton() {
  return (
    <div>
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-2xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-3 w-14" />
          <Skeleton className="h-5 w-24" />
        </div>
        <Skeleton className="h-8 w-28 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-2.5 w-full rounded-full" />
      {/* The XP line's height (text-sm: 20 px), so the card keeps its size when it loads. */}
      <div className="mt-2 flex justify-between">
        <Skeleton className="my-0.5 h-4 w-20" />
        <Skeleton className="my-0.5 h-4 w-28" />
      </div>
    </div>
  );
}
