import type { Leaderboard } from '@shared/schemas/progression';
import { Skeleton } from '@client/components/ui/skeleton';
import { rankBanner } from '../model/board-summary';

/**
 * SPEC §2: 'Your Rank: #N', 'Better than X% of users' (SPEC §9's percentile) and the total-users
 * badge, only when the user has a rank on this board.
 */
export function RankBanner({ board }: { board: Leaderboard | undefined }) {
  // While the board loads, the banner's place is kept (its height: padding and its two lines), so
  // the tabs below do not move down when it comes (issue 30 §3: CLS 0.06 on this page). Someone
  // with no score yet has no rank, and loses the place when the board says so.
  if (!board) return <Skeleton className="h-20 rounded-card" />;
  const banner = rankBanner(board);
  if (!banner) return null;
  return (
    <section
      aria-label="Your rank"
      className="flex items-center gap-3 rounded-card bg-linear-to-br from-brand-600 to-brand-800 p-4 text-white shadow-card"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xl font-bold tracking-tight tabular-nums">{banner.rank}</p>
        {banner.percentile && (
          <p className="text-sm text-white/90 tabular-nums">{banner.percentile}</p>
        )}
      </div>
      <p className="shrink-0 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold tabular-nums ring-1 ring-white/30">
        {banner.total}
      </p>
    </section>
  );
}
