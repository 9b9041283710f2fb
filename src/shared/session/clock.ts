/**
 * The wall-clock timer shared by the guided session (machine.ts) and the live workout (live.ts)
 * (issue 27: one session engine). Two small pure values:
 *
 * - A `Countdown` never counts ticks. While it runs it holds the instant it ends (`endsAt`, ms
 *   since the epoch); while paused, the time it had left (`remainingMs`). A tick that arrives late
 *   (a background tab whose timers fire once a minute, a locked phone) reads the same time left as
 *   one that arrives on time, and `endedBy` gives the instant it ran out, so whatever comes next
 *   starts then and not when a tick happened to notice (catch-up).
 * - `Elapsed` is the time trained: from the start to the finish, less the pauses.
 *
 * Both are plain fields (no class, no methods), so a state holding them is stored as JSON and
 * restored after a reload as it was.
 */

export interface Countdown {
  /** True while the time runs down. */
  running: boolean;
  /** The instant it ends, while running. */
  endsAt: number | null;
  /** The time it had left, while paused. */
  remainingMs: number | null;
}

/** No countdown: nothing runs and nothing is left (before a start, after the end or a skip). */
export const NO_COUNTDOWN: Countdown = { running: false, endsAt: null, remainingMs: null };

/** A countdown of `ms` running from `now`. */
export const startCountdown = (ms: number, now: number): Countdown => ({
  running: true,
  endsAt: now + Math.max(0, ms),
  remainingMs: null,
});

/** Milliseconds left at `now`: never below 0; what was left when paused; 0 for none. */
export function countdownLeft(c: Countdown, now: number): number {
  if (c.running && c.endsAt != null) return Math.max(0, c.endsAt - now);
  return c.remainingMs ?? 0;
}

/** Stops the time at `now`, keeping what is left. A countdown not running is returned as it is. */
export function pauseCountdown(c: Countdown, now: number): Countdown {
  if (!c.running || c.endsAt == null) return c;
  return { running: false, endsAt: null, remainingMs: Math.max(0, c.endsAt - now) };
}

/** Runs the time left again from `now`: a new end instant. Only a paused countdown changes. */
export function resumeCountdown(c: Countdown, now: number): Countdown {
  if (c.running || c.remainingMs == null) return c;
  return { running: true, endsAt: now + c.remainingMs, remainingMs: null };
}

/**
 * +15 s / −15 s: moves the end by `deltaMs`, never to less than nothing left (a −15 s with 10 s
 * left ends it now). A paused countdown moves its time left the same way. No countdown stays none.
 */
export function adjustCountdown(c: Countdown, deltaMs: number, now: number): Countdown {
  if (c.running && c.endsAt != null) {
    return { ...c, endsAt: Math.max(now, c.endsAt + deltaMs) };
  }
  if (c.remainingMs != null) return { ...c, remainingMs: Math.max(0, c.remainingMs + deltaMs) };
  return c;
}

/** "Rest two minutes": `ms` left from `now`, running or paused as it was. */
export function setCountdownLeft(c: Countdown, ms: number, now: number): Countdown {
  const left = Math.max(0, ms);
  if (c.running || c.remainingMs == null) return startCountdown(left, now);
  return { running: false, endsAt: null, remainingMs: left };
}

/**
 * The instant a running countdown ran out, when that is at or before `now`; else null. The next
 * thing starts at this instant (catch-up), however late `now` is.
 */
export function endedBy(c: Countdown, now: number): number | null {
  return c.running && c.endsAt != null && now >= c.endsAt ? c.endsAt : null;
}

/** Whether the countdown has nothing left at `now` (run out, or paused at 0). */
export const isOver = (c: Countdown, now: number) =>
  (c.running || c.remainingMs != null) && countdownLeft(c, now) === 0;

// ---- Elapsed time ------------------------------------------------------------------------------

export interface Elapsed {
  startedAt: number | null;
  finishedAt: number | null;
  /** Time spent paused, so the saved duration is the time trained. */
  pausedMs: number;
  /** When the current pause began, while paused. */
  pausedAt: number | null;
}

export const NOT_STARTED: Elapsed = {
  startedAt: null,
  finishedAt: null,
  pausedMs: 0,
  pausedAt: null,
};

/** Elapsed time starting at `now`. */
export const startElapsed = (now: number): Elapsed => ({ ...NOT_STARTED, startedAt: now });

/** How long the current pause has lasted at `now` (0 when not paused). */
export const pausedFor = (e: Elapsed, now: number) =>
  e.pausedAt == null ? 0 : Math.max(0, now - e.pausedAt);

/** A pause begins at `now` (unless one already runs or it is over). */
export function pauseElapsed(e: Elapsed, now: number): Elapsed {
  if (e.pausedAt != null || e.finishedAt != null) return e;
  return { ...e, pausedAt: now };
}

/** The pause ends at `now`: its length joins `pausedMs`. */
export function resumeElapsed(e: Elapsed, now: number): Elapsed {
  if (e.pausedAt == null) return e;
  return { ...e, pausedAt: null, pausedMs: e.pausedMs + pausedFor(e, now) };
}

/** The end at `now`: a pause under way ends with it, so it is not counted as training. */
export function finishElapsed(e: Elapsed, now: number): Elapsed {
  if (e.finishedAt != null) return e;
  return { ...resumeElapsed(e, now), finishedAt: now };
}

/** Seconds trained: from start to finish (or the pause under way, or `now`) without the pauses. */
export function trainedSeconds(e: Elapsed, now: number): number {
  if (e.startedAt == null) return 0;
  const end = e.finishedAt ?? e.pausedAt ?? now;
  return Math.max(0, Math.round((end - e.startedAt - e.pausedMs) / 1000));
}
