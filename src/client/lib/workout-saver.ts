import type { CreateWorkoutInput, Workout } from '@shared/schemas/workouts';
import { ApiError } from '@client/lib/api';
import { outbox, OutboxFullError, OutboxSignedOutError } from '@client/lib/outbox';
import type {
  OutboxSnapshot,
  OutboxState,
  OutboxSubmitInput,
  OutboxWrite,
  SubmitOutcome,
} from '@client/lib/outbox/types';

export type SaveStatus =
  | { kind: 'none' }
  | { kind: 'saving' }
  /**
   * Kept on this device by the outbox (issue 28): offline, no answer in time, or signed out. The
   * outbox sends it by itself; `state` follows the kept write (a later refusal shows here too).
   */
  | { kind: 'queued'; state: OutboxState; message: string }
  /** The server refused it while the person waited, or the device could not keep it. */
  | { kind: 'failed'; message: string }
  | { kind: 'saved'; workout: Workout };

export const QUEUED_MESSAGE = "Saved on this device — it will sync when you're back online";
export const SIGNED_OUT_MESSAGE = 'Saved on this device — sign in again and it will sync';

/** What the saver needs of the outbox (the singleton; a stand-in in the unit tests). */
export interface SaverOutbox {
  submit<T>(input: OutboxSubmitInput): Promise<SubmitOutcome<T>>;
  syncNow(): unknown;
  subscribe(listener: () => void): () => unknown;
  getSnapshot(): OutboxSnapshot;
  onSynced(listener: (write: OutboxWrite, data: unknown) => void): () => unknown;
}

interface Job {
  key: string;
  body: CreateWorkoutInput;
  /** The server has it: at once, or (`later`) when the outbox synced it afterwards. */
  onSaved: (workout: Workout, later: boolean) => void;
  /** Kept on this device instead (it syncs by itself). */
  onQueued?: () => void;
}

const queuedMessage = (write: Pick<OutboxWrite, 'state' | 'error'>) =>
  write.state === 'refused'
    ? `Not synced: ${write.error?.message ?? 'the server turned it down'}. Fix or discard it in the sync list.`
    : write.state === 'signed-out'
      ? SIGNED_OUT_MESSAGE
      : QUEUED_MESSAGE;

/**
 * Saves a finished session exactly once (issue 11 item 6; the guided session and the live workout
 * of issue 27 alike) through the outbox (issue 28): the write carries the session's own
 * Idempotency-Key, so however often it is sent (a retry after a lost answer, a replay after a
 * reload) the server makes one workout. With no network it is kept in IndexedDB and shown as
 * waiting to sync; the outbox retries it with backoff and when the device comes back online. A
 * refusal while the person waits (4xx) stops and says why; a refusal during a later replay stays
 * in the outbox (the sync sheet) and is shown here as well while the screen is open.
 */
export class SessionSaver {
  private status: SaveStatus = { kind: 'none' };
  private readonly listeners = new Set<() => void>();
  private job: Job | null = null;
  private inFlight = false;
  private unwatch: (() => void) | null = null;

  constructor(private readonly box: SaverOutbox = outbox) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.status;

  /** Starts saving (again, for the same key, it is a no-op unless the last try failed). */
  save(key: string, body: CreateWorkoutInput, onSaved: Job['onSaved'], onQueued?: () => void) {
    if (this.job?.key === key && this.status.kind !== 'failed') return;
    this.stopWatching();
    this.job = { key, body, onSaved, onQueued };
    void this.attempt();
  }

  /** "Try again" after a failure; "Sync now" while it waits on this device. */
  retry() {
    if (this.status.kind === 'queued') void this.box.syncNow();
    else if (this.job && this.status.kind === 'failed') void this.attempt();
  }

  /** Forgets the job (the session was discarded or a new one began); a kept write stays kept. */
  reset() {
    this.stopWatching();
    this.job = null;
    this.set({ kind: 'none' });
  }

  private async attempt() {
    const job = this.job;
    if (!job || this.inFlight || this.status.kind === 'saved') return;
    this.inFlight = true;
    this.set({ kind: 'saving' });
    try {
      const outcome = await this.box.submit<Workout>({
        kind: 'workout',
        url: '/api/workouts',
        body: job.body,
        key: job.key,
      });
      if (this.job !== job) return;
      if (outcome.status === 'sent') {
        this.set({ kind: 'saved', workout: outcome.data });
        job.onSaved(outcome.data, false);
      } else {
        this.set({
          kind: 'queued',
          state: outcome.write.state,
          message: queuedMessage(outcome.write),
        });
        this.watch(job);
        job.onQueued?.();
      }
    } catch (error) {
      if (this.job !== job) return;
      this.set({
        kind: 'failed',
        message:
          error instanceof ApiError || error instanceof OutboxFullError
            ? error.userMessage
            : error instanceof OutboxSignedOutError
              ? error.message
              : "Couldn't keep it on this device. Your session is still here: try again.",
      });
    } finally {
      this.inFlight = false;
    }
  }

  /** While kept: follows the write (refused, signed out) until the outbox has sent it. */
  private watch(job: Job) {
    const offSynced = this.box.onSynced((write, data) => {
      if (write.key !== job.key || this.job !== job) return;
      this.stopWatching();
      this.set({ kind: 'saved', workout: data as Workout });
      job.onSaved(data as Workout, true);
    });
    const offChange = this.box.subscribe(() => {
      if (this.job !== job || this.status.kind !== 'queued') return;
      const write = this.box.getSnapshot().writes.find((w) => w.key === job.key);
      // Gone without onSynced: discarded from the sync sheet (or sent: onSynced says so).
      if (!write || write.state === this.status.state) return;
      this.set({ kind: 'queued', state: write.state, message: queuedMessage(write) });
    });
    this.unwatch = () => {
      offSynced();
      offChange();
    };
  }

  private stopWatching() {
    this.unwatch?.();
    this.unwatch = null;
  }

  private set(status: SaveStatus) {
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
