import { ChevronRight, Trophy, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { LeaderboardPreview } from '@shared/schemas/progression';
import { ownRowAfter } from '@client/components/leaderboard/leaderboard-format';
import {
  LeaderboardRow,
  LeaderboardRowSkeleton,
} from '@client/components/leaderboard/LeaderboardRow';
import { Button } from '@client/components/ui/button';
import { Card, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/layout/LoadError';
import { useLeaderboardPreview } from '../api/get-leaderboard-preview';

const TYPE = 'weekly_xp';

/**
 * SPEC §2 Dashboard: the weekly leaders preview. The top 3 of the last seven days, then the
 * user's own row when they are further down; refreshed every 60 s (SPEC §9). View All and See
 * Details both open the Leaderboard.
 */
export function WeeklyLeaders() {
  const { data, isError, refetch, isRefetching } = useLeaderboardPreview(TYPE);
  // A failed poll keeps the rows it had; the next one tries again.
  const failed = isError && !data;
  return (
    <Card aria-labelledby="leaders-title" aria-busy={!data && !failed}>
      <div className="flex items-center justify-between gap-3">
        <CardTitle id="leaders-title" className="flex items-center gap-2 text-lg">
          <Trophy aria-hidden="true" className="size-5 text-accent-600 dark:text-accent-400" />
          Weekly Leaders
        </CardTitle>
        <Link
          href="/leaderboard"
          className="-my-2 inline-flex min-h-11 items-center gap-0.5 rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-surface-muted dark:text-brand-200"
        >
          View All
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {failed ? (
        <LoadError
          message="Failed to load leaderboard"
          onRetry={() => void refetch()}
          retrying={isRefetching}
          className="mt-4"
        />
      ) : !data ? (
        <ul className="mt-3 flex flex-col gap-1">
          {[0, 1, 2].map((i) => (
            <LeaderboardRowSkeleton key={i} compact />
          ))}
        </ul>
      ) : data.topUsers.length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-1 rounded-2xl border border-dashed border-line px-4 py-5 text-center">
          <Users aria-hidden="true" className="size-7 text-ink-muted" />
          <p className="font-semibold">No participants yet</p>
          <p className="text-sm text-ink-muted">Log a workout this week to top the board.</p>
        </div>
      ) : (
        <PreviewRows preview={data} />
      )}
      <Button asChild variant="secondary" className="mt-4 w-full">
        <Link href="/leaderboard">See Details</Link>
      </Button>
    </Card>
  );
}

function PreviewRows({ preview }: { preview: LeaderboardPreview }) {
  const own = ownRowAfter(preview.topUsers, preview.userRank);
  return (
    <>
      <ul aria-label="Top 3 this week" className="mt-3 flex flex-col gap-1">
        {preview.topUsers.map((entry) => (
          <LeaderboardRow key={entry.userId} entry={entry} type={TYPE} compact />
        ))}
      </ul>
      {own && (
        <ul aria-label="Your rank" className="mt-2 border-t border-dashed border-line pt-2">
          <LeaderboardRow entry={own} type={TYPE} compact />
        </ul>
      )}
    </>
  );
}
