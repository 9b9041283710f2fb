import { EyeOff } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { useUpdateLeaderboardSettings } from '@client/lib/leaderboard-settings';

/**
 * A user who chose not to be listed (Profile › Leaderboard Settings) sees why they are on no
 * board, and can rejoin here or there (issue 26: the board said nothing).
 */
export function HiddenNotice() {
  const show = useUpdateLeaderboardSettings();
  return (
    <section
      aria-labelledby="hidden-title"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface-muted p-4"
    >
      <div className="flex items-start gap-3">
        <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        <div className="space-y-1">
          <h2 id="hidden-title" className="font-semibold">
            You're hidden from the leaderboards
          </h2>
          <p className="text-sm text-ink-muted">
            Others don't see you on any board and you have no rank. Your XP and streaks still count.
            Show yourself again here, or any time in{' '}
            <Link
              href="/profile"
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
            >
              Profile › Leaderboard Settings
            </Link>
            .
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        className="self-start"
        disabled={show.isPending}
        onClick={() => show.mutate({ leaderboardVisible: true })}
      >
        {show.isPending ? 'Saving…' : 'Show me on the leaderboards'}
      </Button>
    </section>
  );
}
