import type { CreateWorkoutInput, Workout } from '@shared/schemas/workouts';
import { ApiError, apiJson } from '@client/lib/api';

export type SaveStatus =
  | { kind: 'none' }
  | { kind: 'saving' }
  /** The network or the server failed; the save is tried again by itself. */
  | { kind: 'retrying'; message: string }
  /** The server refused it; trying again would not help. */
  | { kind: 'failed'; message: string }
  | { kind: 'saved'; workout: Workout };

/** Retries of a failed save wait 2, 4, 8, 16, then 30 s at most. */
export const retryDelay = (attempt: number) => Math.min(30_000, 2000 * 2 ** attempt);

/**
 * Saves a finished session exactly once (issue 11 item 6; the guided session and the live workout
 * of issue 27 alike): one request at a time, each with the session's Idempotency-Key, so a retry
 * after a lost answer gets the workout the first request made. A network failure or a server error is tried again after a growing pause, or at once
 * when the device comes back online; a refusal (4xx) stops and says why.
 */
export class SessionSaver {
  private status: SaveStatus = { kind: 'none' };
  private readonly listeners = new Set<() => void>();
  private job: { key: string; body: CreateWorkoutInput; onSaved: (w: Workout) => void } | null =
    null;
  private inFlight = false;
  private retries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly online = () => void this.attempt();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.status;

  /** Starts saving (again, for the same key, it is a no-op while a save is under way). */
  save(key: string, body: CreateWorkoutInput, onSaved: (w: Workout) => void) {
    if (this.job?.key === key && this.status.kind !== 'failed') return;
    this.job = { key, body, onSaved };
    this.retries = 0;
    void this.attempt();
  }

  /** "Try now" / "Try again". */
  retry() {
    if (this.job) void this.attempt();
  }

  /** Forgets the job (the session was discarded or a new one began). */
  reset() {
    this.stopWaiting();
    this.job = null;
    this.set({ kind: 'none' });
  }

  private async attempt() {
    const job = this.job;
    if (!job || this.inFlight || this.status.kind === 'saved') return;
    this.inFlight = true;
    this.stopWaiting();
    if (this.status.kind !== 'retrying') this.set({ kind: 'saving' });
    try {
      const workout = await apiJson<Workout>('POST', '/api/workouts', job.body, {
        'Idempotency-Key': job.key,
      });
      if (this.job !== job) return;
      this.set({ kind: 'saved', workout });
      job.onSaved(workout);
    } catch (error) {
      if (this.job !== job) return;
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 401) {
        this.set({
          kind: 'failed',
          message: 'Your sign-in has expired. Sign in again and open this screen to save it.',
        });
      } else if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
        this.set({ kind: 'failed', message: (error as ApiError).userMessage });
      } else {
        this.set({
          kind: 'retrying',
          message: "Couldn't save yet. Trying again; your session is kept on this device.",
        });
        this.timer = setTimeout(() => void this.attempt(), retryDelay(this.retries++));
        window.addEventListener('online', this.online);
      }
    } finally {
      this.inFlight = false;
    }
  }

  private stopWaiting() {
    clearTimeout(this.timer);
    window.removeEventListener('online', this.online);
  }

  private set(status: SaveStatus) {
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
