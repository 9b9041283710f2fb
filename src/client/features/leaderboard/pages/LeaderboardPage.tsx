import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
// The lists from their zod-free module: a schema file would bring zod into this page's first load.
import {
  LEADERBOARD_LABELS,
  LEADERBOARD_TYPES,
  type LeaderboardType,
} from '@shared/leaderboard-types';
import { STREAK_DAY_RULE } from '@shared/streak';
import type { User } from '@shared/schemas/users';
import { AppColumn } from '@client/components/layout/AppColumn';
import { BottomNav } from '@client/components/layout/BottomNav';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { Card } from '@client/components/ui/card';
import { useLeaderboard } from '../api/get-leaderboard';
import { BoardEntries } from '../components/BoardEntries';
import { BoardSummary } from '../components/BoardSummary';
import { HiddenNotice } from '../components/HiddenNotice';
import { RankBanner } from '../components/RankBanner';

const tabClass =
  'min-h-11 rounded-[calc(var(--radius-control)-2px)] px-1 text-[13px] leading-tight font-semibold text-ink-muted transition-colors data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm dark:data-[state=active]:bg-line';

/**
 * SPEC §2 Leaderboard (/leaderboard): summary cards and the user's rank for the board on show,
 * then the four boards as tabs (Radix: arrow keys move between them). Only the open board is
 * read, every 30 s while the page is open (SPEC §9); only visible users are on it (the server).
 */
export function LeaderboardPage({ user }: { user: User }) {
  const [type, setType] = useState<LeaderboardType>('xp');
  const { data: board, isError, refetch, isRefetching } = useLeaderboard(type);
  // A failed poll keeps the board it had (the next poll tries again); only a board never read
  // shows the error.
  const failed = isError && !board;
  return (
    <AppColumn withNav>
      <ScreenHeader title="Leaderboard" />
      <main className="flex flex-col gap-4 p-4">
        <BoardSummary board={board} />
        {user.leaderboardVisible ? <RankBanner board={board} /> : <HiddenNotice />}
        <Tabs.Root
          value={type}
          onValueChange={(v) => setType(v as LeaderboardType)}
          className="flex flex-col gap-3"
        >
          <Tabs.List
            aria-label="Leaderboards"
            className="grid grid-cols-4 gap-1 rounded-control bg-surface-muted p-1 ring-1 ring-line/60"
          >
            {LEADERBOARD_TYPES.map((t) => (
              <Tabs.Trigger key={t} value={t} className={tabClass}>
                {LEADERBOARD_LABELS[t]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {LEADERBOARD_TYPES.map((t) => (
            <Tabs.Content
              key={t}
              value={t}
              tabIndex={-1}
              className="flex flex-col gap-2 outline-none"
              aria-describedby={t === 'streak' ? 'streak-day-rule' : undefined}
            >
              {t === 'streak' && (
                // Issue 26 §1: the board counts days logged on time; say so where it ranks them.
                <p id="streak-day-rule" className="px-1 text-sm text-ink-muted">
                  {STREAK_DAY_RULE}
                </p>
              )}
              <Card className="px-2 py-3">
                <BoardEntries
                  type={t}
                  label={LEADERBOARD_LABELS[t]}
                  board={board}
                  isError={failed}
                  retrying={isRefetching}
                  onRetry={() => void refetch()}
                  timeZone={user.timeZone}
                />
              </Card>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </main>
      <BottomNav />
    </AppColumn>
  );
}
