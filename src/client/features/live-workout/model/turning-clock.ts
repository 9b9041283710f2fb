import type { Countdown, Elapsed } from '@shared/session/clock';

/**
 * When the clocks on screen change. Each shows whole seconds of a wall-clock quantity, so its
 * text turns once a second at a fixed phase: a rest's mm:ss (seconds left, rounded up) at
 * `endsAt − k s`, the elapsed time (seconds trained, rounded) at `startedAt + pausedMs + k s + ½ s`.
 * Repainting right after those instants, rather than on a fixed interval, shows each second
 * within a frame of the wall clock and repaints nothing in between.
 */

/** Slack after the instant: a timer may fire a millisecond early. */
export const TURN_SLACK_MS = 2;

/** An instant at which a running rest's mm:ss turns (every whole second from it); null when still. */
export const restTurnsAt = (c: Countdown): number | null => (c.running ? c.endsAt : null);

/** An instant at which the elapsed time's text turns; null while paused, finished or not begun. */
export const elapsedTurnsAt = (e: Elapsed): number | null =>
  e.startedAt == null || e.pausedAt != null || e.finishedAt != null
    ? null
    : e.startedAt + e.pausedMs + 500;

/** Milliseconds from `now` to the next turn of a clock turning at `turnsAt` + k s (1..1000). */
export function msToNextTurn(turnsAt: number, now: number): number {
  const d = (((turnsAt - now) % 1000) + 1000) % 1000;
  return d === 0 ? 1000 : d;
}
