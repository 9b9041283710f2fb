import type { Leaderboard } from '@shared/schemas/progression';
import { rankBanner } from '../model/board-summary';

/**
 * SPEC §2: 'Your Rank: #N', 'Better than X% of users' (SPEC §9's percentile) and the total-users
 * badge, only when the user has a rank on this board.
 */
export function RankBanner({ board }: { board: Leaderboard | undefined }) {
  const banner = board && rankBanner(board);
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
