import { Crown, Target, Users, type LucideIcon } from 'lucide-react';
import type { Leaderboard } from '@shared/schemas/progression';
import { Skeleton } from '@client/components/ui/skeleton';
import { boardSummary } from '../model/board-summary';

/**
 * SPEC §2 Leaderboard summary cards for the board on show: total participants, the leading
 * score with its unit, the current leader (or 'No Leader').
 */
export function BoardSummary({ board }: { board: Leaderboard | undefined }) {
  const summary = board && boardSummary(board);
  const cards: { icon: LucideIcon; label: string; value: string | undefined }[] = [
    { icon: Users, label: 'Participants', value: summary?.participants },
    { icon: Target, label: 'Leading Score', value: summary?.leadingScore },
    { icon: Crown, label: 'Current Leader', value: summary?.leader },
  ];
  return (
    <dl aria-busy={!board} className="grid grid-cols-3 gap-2">
      {cards.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          className="flex min-w-0 flex-col items-center gap-1 rounded-card border border-line/60 bg-surface px-2 py-3 text-center shadow-card"
        >
          <Icon aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
          <dd className="w-full truncate text-base font-bold tabular-nums" title={value}>
            {value ?? <Skeleton className="mx-auto my-0.5 h-5 w-12" />}
          </dd>
          <dt className="order-last text-xs font-medium text-ink-muted">{label}</dt>
        </div>
      ))}
    </dl>
  );
}
