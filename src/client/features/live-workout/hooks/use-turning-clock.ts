import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { msToNextTurn, TURN_SLACK_MS } from '../model/turning-clock';

/** The wall clock as last read, read again right after each turn of the shown seconds. */
class TurningClock {
  private now = Date.now();
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.now;

  /**
   * Reads the clock now (what it follows may have just moved: +15 s, resume) and again just
   * after each turn at `turnsAt` + k s; null reads it once. A page shown again is re-read at
   * once, since its timers may have been held back while hidden or frozen.
   */
  follow(turnsAt: number | null): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      this.now = Date.now();
      this.listeners.forEach((listener) => listener());
      if (turnsAt != null) {
        timer = setTimeout(read, msToNextTurn(turnsAt, this.now) + TURN_SLACK_MS);
      }
    };
    const onShow = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    document.addEventListener('visibilitychange', onShow);
    window.addEventListener('pageshow', onShow);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShow);
      window.removeEventListener('pageshow', onShow);
    };
  }
}

/**
 * The wall clock for one small clock on screen (the rest timer, the elapsed time): the component
 * using it re-renders right after its shown second changes, and nothing else does — the page and
 * its exercise list render only when the workout changes. `turnsAt`: turning-clock.ts.
 */
export function useTurningClock(turnsAt: number | null): number {
  const [clock] = useState(() => new TurningClock());
  // Before paint, so a clock whose end just moved is never shown with a stale reading.
  useLayoutEffect(() => clock.follow(turnsAt), [clock, turnsAt]);
  return useSyncExternalStore(clock.subscribe, clock.getSnapshot);
}
