import { Plus, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { Leaderboard, LeaderboardType } from '@shared/schemas/progression';
import {
  LeaderboardRow,
  LeaderboardRowSkeleton,
} from '@client/components/leaderboard/LeaderboardRow';
import { LoadError } from '@client/components/layout/LoadError';
import { Button } from '@client/components/ui/button';
import { lastUpdatedLabel, ownRowBelow } from '../model/board-summary';

/** SPEC §9: five rows of skeleton while a board loads. */
const SKELETON_ROWS = 5;

interface BoardEntriesProps {
  type: LeaderboardType;
  label: string;
  board: Leaderboard | undefined;
  isError: boolean;
  retrying: boolean;
  onRetry: () => void;
  timeZone: string;
}

/**
 * One board's list (SPEC §2): the top 50 with rank, avatar, name, 'You' and value, and the
 * caller's own row under it when the top leaves them out; a skeleton while loading, what to do
 * when nobody is on it, and the error with a way to try again.
 */
export function BoardEntries({
  type,
  label,
  board,
  isError,
  retrying,
  onRetry,
  timeZone,
}: BoardEntriesProps) {
  if (isError) {
    return (
      <LoadError
        message="Failed to load leaderboard data"
        detail="Please try again later"
        onRetry={onRetry}
        retrying={retrying}
        className="items-center px-4 py-8 text-center"
      />
    );
  }
  if (!board) {
    return (
      <ul aria-busy="true" aria-label={`${label} leaderboard`} className="flex flex-col gap-1">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <LeaderboardRowSkeleton key={i} />
        ))}
      </ul>
    );
  }
  const own = ownRowBelow(board);
  return (
    <>
      {board.entries.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-2xl border border-dashed border-line px-4 py-8 text-center">
          <Users aria-hidden="true" className="size-8 text-ink-muted" />
          <p className="font-semibold">No participants yet</p>
          <p className="text-sm text-ink-muted">Be the first to join the leaderboard!</p>
          <Button asChild variant="secondary" className="mt-3">
            {/* The Workouts screen's create form, as Add New Workout opens it on the dashboard. */}
            <Link href="/workouts?new=1">
              <Plus aria-hidden="true" />
              Log a Workout
            </Link>
          </Button>
        </div>
      ) : (
        <ol aria-label={`${label} leaderboard`} className="flex flex-col gap-1">
          {board.entries.map((entry) => (
            <LeaderboardRow key={entry.userId} entry={entry} type={type} />
          ))}
          {own && (
            <>
              <li aria-hidden="true" className="py-1 text-center text-ink-muted">
                ⋯
              </li>
              <LeaderboardRow key={`own ${own.userId}`} entry={own} type={type} />
            </>
          )}
        </ol>
      )}
      <p className="mt-3 text-center text-xs text-ink-muted tabular-nums">
        {lastUpdatedLabel(board.lastUpdated, timeZone)}
      </p>
    </>
  );
}
