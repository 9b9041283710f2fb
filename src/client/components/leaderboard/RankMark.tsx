import { Award, Medal, Trophy, type LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/utils';
import { rankPlace, type Podium } from './leaderboard-format';

const PODIUM: Record<Podium, { icon: LucideIcon; tone: string }> = {
  trophy: {
    icon: Trophy,
    tone: 'bg-accent-100 text-accent-600 dark:bg-surface-muted dark:text-accent-400',
  },
  medal: { icon: Medal, tone: 'bg-surface-muted text-ink-muted ring-1 ring-line' },
  award: { icon: Award, tone: 'bg-accent-100/60 text-accent-600 dark:bg-surface-muted' },
};

/**
 * A row's rank (SPEC §2): the podium's icon for the first three, '#N' after them. The podium's
 * name (Champion, Runner-up, Third Place) is said by the row; here the rank itself is read out.
 */
export function RankMark({ rank, className }: { rank: number; className?: string }) {
  const { podium, label } = rankPlace(rank);
  const base = cn('grid size-9 shrink-0 place-items-center rounded-full', className);
  if (!podium) {
    return (
      <span className={cn(base, 'text-sm font-bold text-ink-muted tabular-nums')}>{label}</span>
    );
  }
  const { icon: Icon, tone } = PODIUM[podium];
  return (
    <span className={cn(base, tone)}>
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">#{rank}</span>
    </span>
  );
}
