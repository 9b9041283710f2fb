import { formatClock } from '@shared/session/machine';
import { cn } from '@client/lib/utils';

interface TimerRingProps {
  remainingMs: number;
  totalMs: number;
  /** SPEC §2 phase label: Exercise Time, Rest Time, Complete! (Get Ready before a hold). */
  label: string;
  tone: 'exercise' | 'rest' | 'ready' | 'done';
  /** The 3-2-1 before a hold, shown instead of the clock. */
  countdown: number | null;
  /** A small ring beside other controls (the live workout's rest), not the screen's centre. */
  compact?: boolean;
}

const R = 88;
const C = 2 * Math.PI * R;

const TONE = {
  exercise: 'text-brand-600',
  rest: 'text-accent-500',
  ready: 'text-brand-500',
  done: 'text-success',
} as const;

/**
 * The countdown in a ring (SPEC §2): mm:ss in the middle, the ring emptying as the phase runs.
 * The clock itself is not a live region (it would be read every second); the phase label is.
 */
export function TimerRing({
  remainingMs,
  totalMs,
  label,
  tone,
  countdown,
  compact = false,
}: TimerRingProps) {
  // A finished session shows a full ring in the success colour.
  const fraction =
    tone === 'done' ? 1 : totalMs > 0 ? Math.min(1, Math.max(0, remainingMs / totalMs)) : 0;
  const clock = formatClock(remainingMs);
  return (
    <div
      className={cn('relative grid place-items-center', compact ? 'size-28' : 'mx-auto size-56')}
    >
      <svg viewBox="0 0 200 200" aria-hidden="true" className="absolute inset-0 -rotate-90">
        <circle cx="100" cy="100" r={R} className="fill-none stroke-line/70" strokeWidth="12" />
        <circle
          cx="100"
          cy="100"
          r={R}
          className={cn(
            'fill-none stroke-current',
            // An SVG stroke animates on the main thread every frame; the compact ring (the live
            // workout's rest, beside the set list) steps once a second instead, leaving the main
            // thread free for ticks and the clock's turns (issue 27's 50 ms at 4× CPU).
            !compact &&
              'transition-[stroke-dashoffset] duration-1000 ease-linear motion-reduce:transition-none',
            TONE[tone],
          )}
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={C}
          strokeDashoffset={C * (1 - fraction)}
        />
      </svg>
      <div className="relative flex flex-col items-center">
        {countdown != null ? (
          <span
            className="text-7xl font-bold tabular-nums motion-safe:animate-pulse"
            aria-label={`Starting in ${countdown}`}
            data-testid="session-countdown"
          >
            {countdown}
          </span>
        ) : (
          <time
            className={cn(
              'font-bold tracking-tight tabular-nums',
              compact ? 'text-2xl' : 'text-5xl',
            )}
            data-testid="session-clock"
            aria-label={`${clock} left`}
          >
            {clock}
          </time>
        )}
        <p
          role="status"
          data-testid="session-phase"
          className={cn('font-semibold text-ink-muted', compact ? 'text-xs' : 'mt-1 text-sm')}
        >
          {label}
        </p>
      </div>
    </div>
  );
}
