import { Loader2 } from 'lucide-react';
import { coachFirstName } from '@shared/coaches';
import type { Expression } from '@shared/schemas/avatar';
import { CoachAvatar } from '@client/components/brand/CoachAvatar';
import { cn } from '@client/lib/utils';
import type { SessionCoach } from '../hooks/use-session-coach';

/**
 * What the coach last said, and 'AI Coach is thinking...' while a line is being asked for
 * (SPEC §2). It is also where a line that could not be spoken shows (SPEC §4's banner): it is
 * marked for the 4 s the banner lasts. A polite live region, so a screen reader hears the coach.
 * The coach's face follows the moment, and its mouth moves while it speaks (issue 14).
 */
export function CoachPanel({
  coach,
  expression,
  waiting,
}: {
  coach: SessionCoach;
  expression: Expression;
  /** What shows before the coach has said anything on this screen (coachWaitingLine). */
  waiting: string;
}) {
  const firstName = coachFirstName(coach.profile);
  const unspoken = coach.banner !== null && coach.banner === coach.line;
  return (
    <section
      aria-label={`${firstName}, your coach`}
      className={cn(
        'flex items-start gap-3 rounded-card border bg-surface p-4 shadow-card transition-colors',
        unspoken ? 'border-brand-500' : 'border-line/60',
      )}
    >
      <CoachAvatar
        config={coach.avatar}
        expression={expression}
        speaking={coach.speaking}
        mouthOpen={coach.mouthOpen}
        className="size-14 shrink-0 rounded-full"
      />
      <div className="min-w-0 flex-1" aria-live="polite">
        <p className="text-sm font-semibold">{firstName} says</p>
        <p className="text-[15px]" data-testid="coach-line">
          {coach.line ?? waiting}
        </p>
        {coach.thinking && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            AI Coach is thinking...
          </p>
        )}
      </div>
    </section>
  );
}
