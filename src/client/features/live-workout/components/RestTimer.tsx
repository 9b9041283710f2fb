import { SkipForward } from 'lucide-react';
import { countdownLeft, type Countdown } from '@shared/session/clock';
import { REST_STEP_SECONDS } from '@shared/session/live';
import { TimerRing } from '@client/components/TimerRing';
import { Button } from '@client/components/ui/button';
import { useTurningClock } from '../hooks/use-turning-clock';
import { restTurnsAt } from '../model/turning-clock';

interface RestTimerProps {
  clock: Countdown;
  fullMs: number;
  /** The exercise whose set it follows. */
  after: string;
  paused: boolean;
  onAdjust: (seconds: number) => void;
  onSkip: () => void;
}

/**
 * The rest after a ticked set (issue 27 §3): a timer region named "Rest timer" counting mm:ss on
 * the wall clock in the guided session's ring, with +15 s, −15 s and Skip rest. It stays at the
 * top of the screen while the lifter scrolls to the next set. It repaints itself as each second
 * turns (only it, not the page).
 */
export function RestTimer({ clock, fullMs, after, paused, onAdjust, onSkip }: RestTimerProps) {
  const leftMs = countdownLeft(clock, useTurningClock(restTurnsAt(clock)));
  return (
    <section
      role="timer"
      aria-label="Rest timer"
      className="sticky top-14 z-20 flex items-center gap-3 rounded-card border border-line/60 bg-surface/95 p-2 shadow-card backdrop-blur"
    >
      <TimerRing
        compact
        remainingMs={leftMs}
        totalMs={fullMs}
        label={paused ? 'Rest · Paused' : 'Rest'}
        tone="rest"
        countdown={null}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="truncate text-sm text-ink-muted">After {after}</p>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" onClick={() => onAdjust(-REST_STEP_SECONDS)}>
            −15 s
          </Button>
          <Button variant="outline" onClick={() => onAdjust(REST_STEP_SECONDS)}>
            +15 s
          </Button>
        </div>
        <Button variant="secondary" onClick={onSkip}>
          <SkipForward aria-hidden="true" />
          Skip rest
        </Button>
      </div>
    </section>
  );
}
