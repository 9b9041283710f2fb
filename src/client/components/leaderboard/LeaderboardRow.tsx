import type { LeaderboardEntry, LeaderboardType } from '@shared/schemas/progression';
import { UserAvatar } from '@client/components/layout/UserAvatar';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';
import { formatBoardValue, rankPlace } from './leaderboard-format';
import { RankMark } from './RankMark';

interface LeaderboardRowProps {
  entry: LeaderboardEntry;
  type: LeaderboardType;
  /** The dashboard preview leaves out the podium's name under the person's. */
  compact?: boolean;
  className?: string;
}

/**
 * One person on a board (SPEC §2): rank, avatar (initials when there is no photo), name, the
 * podium's name on the page, 'You' and a highlight on the caller's own row, value with its unit.
 */
export function LeaderboardRow({ entry, type, compact, className }: LeaderboardRowProps) {
  const { podium, label } = rankPlace(entry.rank);
  const me = entry.isCurrentUser;
  const value = formatBoardValue(type, entry.value);
  const youBadge = (
    <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      You
    </span>
  );
  return (
    <li
      aria-current={me ? 'true' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-2xl px-3 py-2.5',
        me && 'bg-brand-50 ring-1 ring-brand-200 dark:bg-surface-muted dark:ring-brand-700',
        className,
      )}
    >
      <RankMark rank={entry.rank} />
      <UserAvatar
        name={entry.displayName}
        imageUrl={entry.profileImageUrl}
        className={compact ? 'size-9 text-xs' : undefined}
      />
      {compact ? (
        // The preview's narrow card gives the name the whole line, with the value and 'You'
        // under it (issue 26: a name that fits was cut off beside them).
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{entry.displayName}</p>
          <p className="flex items-center gap-2 text-sm">
            <span className="font-bold whitespace-nowrap tabular-nums">{value}</span>
            {me && youBadge}
          </p>
        </div>
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="flex min-w-0 items-center gap-2">
              <span className="truncate font-semibold">{entry.displayName}</span>
              {me && youBadge}
            </p>
            {podium && <p className="text-xs font-medium text-ink-muted">{label}</p>}
          </div>
          <p className="shrink-0 font-bold whitespace-nowrap tabular-nums">{value}</p>
        </>
      )}
    </li>
  );
}

/** A row's shape while the board loads (DESIGN §8: skeletons, not spinners). */
export function LeaderboardRowSkeleton({ compact }: { compact?: boolean }) {
  return (
    <li aria-hidden="true" className="flex items-center gap-3 px-3 py-2.5">
      <Skeleton className="size-9 rounded-full" />
      <Skeleton className={cn('rounded-full', compact ? 'size-9' : 'size-10')} />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-3 w-16" />
      </div>
      {!compact && <Skeleton className="h-4 w-14" />}
    </li>
  );
}
