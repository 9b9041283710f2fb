import type { Elapsed } from '@shared/session/clock';
import { trainedSeconds } from '@shared/session/clock';
import { useTurningClock } from '../hooks/use-turning-clock';
import { formatElapsed } from '../model/live-text';
import { elapsedTurnsAt } from '../model/turning-clock';

/** The header's elapsed time (mm:ss, h:mm:ss): repaints itself as each second turns. */
export function ElapsedTime({ elapsed }: { elapsed: Elapsed }) {
  const now = useTurningClock(elapsedTurnsAt(elapsed));
  return (
    <time aria-label="Elapsed time" data-testid="live-elapsed">
      {formatElapsed(trainedSeconds(elapsed, now))}
    </time>
  );
}
