import { ApiError } from '../api';
import { planLimitMessage } from '../plan-limit';
import { labelOf } from './label';
import { retryAfterMs, retryDelay } from './retry';
import { openDefaultStore, type OutboxStore } from './store';
import type {
  OutboxKind,
  OutboxSnapshot,
  OutboxSubmitInput,
  OutboxWrite,
  OutboxWriteInput,
  SubmitOutcome,
} from './types';

/** Writes kept per person on one device (issue 28's target); more are refused with a message. */
export const MAX_KEPT_WRITES = 500;
/** How long a submitter waits for the server before the write counts as kept (it goes on). */
export const ANSWER_WITHIN_MS = 8_000;
/** A request with no answer after this is given up (and tried again later, same key). */
export const SEND_TIMEOUT_MS = 60_000;

/** A non-2xx answer, with its Retry-After (ms) when the server said one. */
export class OutboxHttpError extends ApiError {
  constructor(
    status: number,
    body: string,
    statusText: string,
    readonly retryAfterMs: number | null,
  ) {
    super(status, body, statusText);
  }
}

/** Thrown by submit when this person already has MAX_KEPT_WRITES writes waiting on the device. */
export class OutboxFullError extends Error {
  constructor(readonly limit: number) {
    super(
      `This device is already keeping ${limit} changes waiting to sync. Connect to the internet ` +
        'so they sync (or discard some) before adding more.',
    );
  }

  /** The same words, as ApiError.userMessage, for forms that show that. */
  get userMessage() {
    return this.message;
  }
}

/** Thrown by submit when no one is signed in (the signed-in frame calls setUser). */
export class OutboxSignedOutError extends Error {
  constructor() {
    super('Sign in to save this.');
  }
}

/** POSTs a write with its Idempotency-Key: the server's JSON, or throws (ApiError or network). */
export async function sendOverFetch(write: OutboxWrite): Promise<unknown> {
  const res = await fetch(write.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': write.key },
    body: JSON.stringify(write.body),
    credentials: 'include',
    // Safari before 16 has no AbortSignal.timeout: there the browser's own timeout applies.
    signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SEND_TIMEOUT_MS) : null,
  });
  if (!res.ok) {
    throw new OutboxHttpError(
      res.status,
      await res.text(),
      res.statusText,
      retryAfterMs(res.headers.get('retry-after')),
    );
  }
  return res.status === 204 ? null : await res.json();
}

/** What the outbox does with a failed send. */
type Verdict =
  /** 401: the session ended; every write of this person waits for them to sign in again. */
  | { kind: 'signed-out' }
  /** The server turned it down (400, 403, 404, 409, a plan limit…): trying again will not help. */
  | { kind: 'refused'; error: ApiError }
  /** Network, timeout, 5xx, 408, a plain rate limit: try again later (after `afterMs` if said). */
  | { kind: 'retry'; afterMs: number | null };

/** Sorts a failed send: pure, so the rules are tested as a table. */
export function verdictOf(error: unknown): Verdict {
  if (!(error instanceof ApiError)) return { kind: 'retry', afterMs: null };
  const afterMs = error instanceof OutboxHttpError ? error.retryAfterMs : null;
  if (error.status === 401) return { kind: 'signed-out' };
  if (error.status === 408) return { kind: 'retry', afterMs };
  // A plan's quota is refused (it lifts in days, or with another plan); a plain rate limit
  // ("try again in 30 seconds") is only a pause.
  if (error.status === 429 && !planLimitMessage(error)) return { kind: 'retry', afterMs };
  if (error.status >= 400 && error.status < 500) return { kind: 'refused', error };
  return { kind: 'retry', afterMs };
}

interface Timer {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface OutboxOptions {
  /** Where writes are kept (default: IndexedDB 'joeyfit-outbox', memory where there is none). */
  openStore?: () => Promise<OutboxStore>;
  /** Sends one write (default: fetch POST with the Idempotency-Key). */
  send?: (write: OutboxWrite) => Promise<unknown>;
  /** False: offline, nothing is fetched (default: navigator.onLine). */
  isOnline?: () => boolean;
  now?: () => number;
  timer?: Timer;
  /** Default ANSWER_WITHIN_MS. */
  answerWithinMs?: number;
  /** Default MAX_KEPT_WRITES. */
  maxWrites?: number;
  /**
   * Runs `fn` holding an exclusive lock named `name` across tabs (default: Web Locks where the
   * browser has them, else at once). The outbox sends a key only while holding its lock.
   */
  withLock?: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
  /** BroadcastChannel name for telling other tabs (default 'joeyfit-outbox'; null for none). */
  channel?: string | null;
  /** Listen to the window's 'online' event (default: when there is a window). */
  listenOnline?: boolean;
  newKey?: () => string;
}

interface Waiter {
  resolve(outcome: SubmitOutcome<unknown>): void;
  reject(error: unknown): void;
  timer: unknown;
}

type Message =
  | { type: 'changed'; userId: string }
  | { type: 'sent'; key: string; data: unknown; waited: boolean }
  | { type: 'refused'; key: string; status: number; body: string; statusText: string };

/** How a synced write reached the server. */
export interface SyncedInfo {
  /**
   * True when a submitter was still waiting and took the answer (an ordinary save while online,
   * which the form already confirmed); false for a replay of a kept write.
   */
  waited: boolean;
}

type SyncedListener = (write: OutboxWrite, data: unknown, info: SyncedInfo) => void;

const defaultTimer: Timer = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function defaultLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(name, fn) as Promise<T>) : fn();
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The offline outbox (issue 28 §3; see types.ts): writes are kept in IndexedDB with their
 * Idempotency-Key and sent oldest first, one at a time, for the signed-in person only.
 *
 * Exactly once: each write carries its key, and the server answers a key it has seen with the
 * first result without writing again (every create route dedupes by key per user), so a resend
 * after a lost answer is harmless. The outbox also never sends a key twice at once: one replay
 * per tab (a second sync joins it), and across tabs a key is sent only under its Web Lock and
 * after re-reading it from IndexedDB (gone: another tab sent it).
 */
export class Outbox {
  private readonly opts: Required<Omit<OutboxOptions, 'channel'>> & { channel: string | null };
  private storePromise: Promise<OutboxStore> | null = null;
  private userId: string | null = null;
  private writes: OutboxWrite[] = [];
  private snapshot: OutboxSnapshot = { writes: [], syncing: false, nextRetryAt: null };
  private readonly listeners = new Set<() => void>();
  private readonly syncedListeners = new Set<SyncedListener>();
  private readonly waiters = new Map<string, Waiter[]>();
  private loading: Promise<void> = Promise.resolve();
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private retries = 0;
  private retryTimer: unknown = null;
  private nextRetryAt: number | null = null;
  private lastSeq = 0;
  /** Opened at the first sign-in (so merely importing the outbox opens nothing). */
  private bc: BroadcastChannel | null = null;
  private readonly online = () => void this.syncNow();

  constructor(options: OutboxOptions = {}) {
    this.opts = {
      openStore: options.openStore ?? openDefaultStore,
      send: options.send ?? sendOverFetch,
      isOnline: options.isOnline ?? browserOnline,
      now: options.now ?? Date.now,
      timer: options.timer ?? defaultTimer,
      answerWithinMs: options.answerWithinMs ?? ANSWER_WITHIN_MS,
      maxWrites: options.maxWrites ?? MAX_KEPT_WRITES,
      withLock: options.withLock ?? defaultLock,
      channel: options.channel === undefined ? 'joeyfit-outbox' : options.channel,
      listenOnline: options.listenOnline ?? typeof window !== 'undefined',
      newKey: options.newKey ?? (() => crypto.randomUUID()),
    };
    if (this.opts.listenOnline) window.addEventListener('online', this.online);
  }

  // ---- for React (useSyncExternalStore) ---------------------------------------------------------

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): OutboxSnapshot => this.snapshot;

  /**
   * Called with each write the server took (here or in another tab), its answer, and whether a
   * submitter waited for it (`info.waited`: say "Synced" only for the others).
   */
  onSynced(listener: SyncedListener): () => void {
    this.syncedListeners.add(listener);
    return () => {
      this.syncedListeners.delete(listener);
    };
  }

  // ---- the person -------------------------------------------------------------------------------

  /** The signed-in person (null: none). Only their writes are shown and sent. */
  setUser(userId: string | null): void {
    const changed = userId !== this.userId;
    const revive = this.writes.some((w) => w.state === 'signed-out');
    if (!changed && !revive) return;
    if (changed) {
      this.stopRetry();
      this.retries = 0;
      this.releaseWaiters();
      this.userId = userId;
      this.writes = [];
      this.emit();
    }
    if (!userId) return;
    this.openChannel();
    // Signing in again (the same person after a 401): their signed-out writes wait to be sent.
    this.loading = this.load(userId, true).then(
      () => {
        if (this.userId === userId && this.writes.some((w) => w.state === 'pending')) {
          void this.syncNow();
        }
      },
      // IndexedDB failed to read: nothing is shown; a submit tries the store again and says why.
      (error: unknown) => console.error('The outbox could not read this device’s writes', error),
    );
  }

  /** Resolves once the person's writes are read from the device. */
  ready(): Promise<void> {
    return this.loading;
  }

  // ---- writes -----------------------------------------------------------------------------------

  /**
   * Keeps a write and sends it. Resolves `sent` with the server's answer, or `queued` when it is
   * kept for later (offline: nothing fetched; network error, 5xx, 401, or no answer within 8 s —
   * the request goes on). A refusal (4xx) while the submitter waits removes the write and throws
   * the ApiError, as a form expects; OutboxFullError past MAX_KEPT_WRITES.
   *
   * The same `key` again (a session saved twice) is the same write, never a second one; a refused
   * or signed-out write submitted again with its key is replaced and tried again.
   */
  async submit<T = unknown>(input: OutboxSubmitInput): Promise<SubmitOutcome<T>> {
    const userId = this.userId;
    if (!userId) throw new OutboxSignedOutError();
    await this.loading;
    const store = await this.store();
    const { key: ownKey, ...rest } = input;
    const fields = rest as OutboxWriteInput;
    const key = ownKey ?? this.opts.newKey();
    const label = labelOf(fields);
    let write = await store.get(key);
    if (write && write.userId !== userId) throw new Error('This write belongs to someone else.');
    if (write) {
      if (write.state !== 'pending') {
        write = { ...write, ...fields, label, state: 'pending', error: undefined } as OutboxWrite;
        delete write.error;
        await store.put(write);
      }
    } else {
      if ((await store.count(userId)) >= this.opts.maxWrites) {
        throw new OutboxFullError(this.opts.maxWrites);
      }
      const now = this.opts.now();
      write = {
        ...fields,
        key,
        userId,
        seq: this.nextSeq(now),
        createdAt: new Date(now).toISOString(),
        label,
        state: 'pending',
        attempts: 0,
      } as OutboxWrite;
      await store.put(write);
    }
    if (this.userId !== userId) return { status: 'queued', write };
    this.upsertLocal(write);
    this.broadcast({ type: 'changed', userId });
    if (!this.opts.isOnline()) return { status: 'queued', write };

    const kept = write;
    const outcome = new Promise<SubmitOutcome<T>>((resolve, reject) => {
      const waiter: Waiter = {
        resolve: resolve as Waiter['resolve'],
        reject,
        timer: this.opts.timer.set(() => {
          this.dropWaiter(key, waiter);
          resolve({ status: 'queued', write: this.local(key) ?? kept });
        }, this.opts.answerWithinMs),
      };
      this.waiters.set(key, [...(this.waiters.get(key) ?? []), waiter]);
    });
    void this.syncNow();
    return outcome;
  }

  /** Forgets a kept write (the person discarded it, or fixed it and submitted the fixed one). */
  async discard(key: string): Promise<void> {
    const store = await this.store();
    const write = this.local(key) ?? (await store.get(key));
    await store.delete(key);
    this.removeLocal(key);
    for (const waiter of this.takeWaiters(key)) {
      if (write) waiter.resolve({ status: 'queued', write });
    }
    if (write) this.broadcast({ type: 'changed', userId: write.userId });
  }

  /** Tries a refused write again as it is ("Try again" after upgrading, say). */
  async retry(key: string): Promise<void> {
    const store = await this.store();
    const write = await store.get(key);
    if (!write || write.state === 'pending') return;
    const again = { ...write, state: 'pending' as const };
    delete again.error;
    await store.put(again);
    this.upsertLocal(again);
    this.broadcast({ type: 'changed', userId: write.userId });
    void this.syncNow();
  }

  /**
   * Sends the person's pending writes now, oldest first ("Sync now", the 'online' event, the
   * retry timer). While a replay runs, another call joins it, and the replay looks again before
   * it ends, even after a failure (an 'online' event that comes while a failing send ends).
   */
  syncNow(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      this.setSyncing(true);
      try {
        await this.loading;
        do {
          this.again = false;
          this.stopRetry();
          await this.drain();
        } while (this.again && !this.closed);
      } catch (error) {
        // The device's storage failed (a send's failure is handled in failed()): try again later.
        if (!this.closed) {
          console.error('The outbox could not sync', error);
          this.releaseWaiters();
          this.scheduleRetry(retryDelay(this.retries++));
        }
      } finally {
        this.running = null;
        this.setSyncing(false);
      }
    })();
    return this.running;
  }

  /** Stops listening and closes the store (tests, the bench). */
  close(): void {
    this.closed = true;
    this.stopRetry();
    this.releaseWaiters();
    if (this.opts.listenOnline) window.removeEventListener('online', this.online);
    this.bc?.close();
    this.bc = null;
    void this.storePromise?.then((s) => s.close());
  }

  // ---- the replay -------------------------------------------------------------------------------

  private async drain(): Promise<void> {
    for (;;) {
      const userId = this.userId;
      if (!userId) return;
      if (!this.opts.isOnline()) {
        // Offline: nothing is fetched; the 'online' event starts the replay again.
        this.releaseWaiters();
        return;
      }
      const next = this.writes.find((w) => w.state === 'pending');
      if (!next) {
        this.retries = 0;
        return;
      }
      const go = await this.opts.withLock(`joeyfit-outbox:${next.key}`, () => this.sendOne(next));
      if (!go) return;
    }
  }

  /** Sends one write under its lock; false when the replay stops. */
  private async sendOne(candidate: OutboxWrite): Promise<boolean> {
    const store = await this.store();
    // Another tab may have sent (or discarded) it since this tab read it.
    const write = await store.get(candidate.key);
    if (!write || write.userId !== this.userId) {
      this.removeLocal(candidate.key);
      return true;
    }
    if (write.state !== 'pending') {
      this.upsertLocal(write); // refused or signed-out in another tab
      return true;
    }
    let data: unknown;
    try {
      data = await this.opts.send(write);
    } catch (error) {
      return this.failed(store, write, error);
    }
    this.retries = 0;
    await store.delete(write.key);
    const waiting = this.takeWaiters(write.key);
    for (const waiter of waiting) waiter.resolve({ status: 'sent', data });
    const waited = waiting.length > 0;
    this.broadcast({ type: 'sent', key: write.key, data, waited });
    // Listeners first (they start refetching the reads), then the pending card goes.
    this.synced(write, data, { waited });
    this.removeLocal(write.key);
    return true;
  }

  private async failed(store: OutboxStore, write: OutboxWrite, error: unknown): Promise<boolean> {
    const verdict = verdictOf(error);
    const tried = { ...write, attempts: write.attempts + 1 };
    if (verdict.kind === 'refused') {
      const waiting = this.takeWaiters(write.key);
      if (waiting.length > 0) {
        // The person is still looking at the form: it says why, as without the outbox.
        await store.delete(write.key);
        this.removeLocal(write.key);
        for (const waiter of waiting) waiter.reject(verdict.error);
        this.broadcast({ type: 'changed', userId: write.userId });
      } else {
        const refused: OutboxWrite = {
          ...tried,
          state: 'refused',
          error: { status: verdict.error.status, message: verdict.error.userMessage },
        };
        await store.put(refused);
        this.upsertLocal(refused);
        const e = verdict.error;
        this.broadcast({
          type: 'refused',
          key: write.key,
          status: e.status,
          body: e.body,
          statusText: e.message,
        });
      }
      return true;
    }
    if (verdict.kind === 'signed-out') {
      const all = (await store.list(write.userId)).map((w) =>
        w.state === 'pending'
          ? { ...(w.key === write.key ? tried : w), state: 'signed-out' as const }
          : w,
      );
      await store.put(...all);
      if (this.userId === write.userId) this.writes = all;
      this.emit();
      this.releaseWaiters();
      this.broadcast({ type: 'changed', userId: write.userId });
      return false;
    }
    await store.put(tried);
    this.upsertLocal(tried);
    this.releaseWaiters();
    this.scheduleRetry(verdict.afterMs ?? retryDelay(this.retries++));
    return false;
  }

  // ---- other tabs -------------------------------------------------------------------------------

  private async onMessage(message: Message) {
    if (message.type === 'changed') {
      if (message.userId === this.userId) await this.load(message.userId, false);
      return;
    }
    const write = this.local(message.key);
    if (message.type === 'sent') {
      const waiting = this.takeWaiters(message.key);
      for (const waiter of waiting) waiter.resolve({ status: 'sent', data: message.data });
      const waited = message.waited || waiting.length > 0;
      if (write) this.synced(write, message.data, { waited });
      this.removeLocal(message.key);
      return;
    }
    const waiting = this.takeWaiters(message.key);
    if (waiting.length > 0) {
      const store = await this.store();
      await store.delete(message.key);
      this.removeLocal(message.key);
      const error = new ApiError(message.status, message.body, message.statusText);
      for (const waiter of waiting) waiter.reject(error);
      if (write) this.broadcast({ type: 'changed', userId: write.userId });
    } else if (this.userId) {
      await this.load(this.userId, false);
    }
  }

  private openChannel() {
    if (this.bc || !this.opts.channel || typeof BroadcastChannel === 'undefined') return;
    this.bc = new BroadcastChannel(this.opts.channel);
    this.bc.onmessage = (e: MessageEvent<Message>) => void this.onMessage(e.data);
  }

  private broadcast(message: Message) {
    try {
      this.bc?.postMessage(message);
    } catch {
      // a closed channel or an answer that does not clone: the other tab reloads on its next change
    }
  }

  // ---- state ------------------------------------------------------------------------------------

  private store(): Promise<OutboxStore> {
    this.storePromise ??= this.opts.openStore();
    return this.storePromise;
  }

  private async load(userId: string, revive: boolean) {
    const store = await this.store();
    let writes = await store.list(userId);
    if (revive && writes.some((w) => w.state === 'signed-out')) {
      writes = writes.map((w) =>
        w.state === 'signed-out' ? { ...w, state: 'pending' as const } : w,
      );
      await store.put(...writes);
    }
    for (const w of writes) this.lastSeq = Math.max(this.lastSeq, w.seq);
    if (this.userId !== userId) return;
    this.writes = writes;
    this.emit();
  }

  /** Oldest first: the clock, kept strictly rising in this tab. */
  private nextSeq(now: number) {
    this.lastSeq = Math.max(now, this.lastSeq + 1);
    return this.lastSeq;
  }

  private local(key: string) {
    return this.writes.find((w) => w.key === key);
  }

  private upsertLocal(write: OutboxWrite) {
    if (write.userId !== this.userId) return;
    const rest = this.writes.filter((w) => w.key !== write.key);
    this.writes = [...rest, write].sort((a, b) => a.seq - b.seq || a.key.localeCompare(b.key));
    this.emit();
  }

  private removeLocal(key: string) {
    if (!this.local(key)) return;
    this.writes = this.writes.filter((w) => w.key !== key);
    this.emit();
  }

  private takeWaiters(key: string): Waiter[] {
    const list = this.waiters.get(key) ?? [];
    this.waiters.delete(key);
    for (const waiter of list) this.opts.timer.clear(waiter.timer);
    return list;
  }

  private dropWaiter(key: string, waiter: Waiter) {
    const rest = (this.waiters.get(key) ?? []).filter((w) => w !== waiter);
    if (rest.length > 0) this.waiters.set(key, rest);
    else this.waiters.delete(key);
  }

  /** Every submitter still waiting hears "kept": the write stays and syncs by itself. */
  private releaseWaiters() {
    for (const key of [...this.waiters.keys()]) {
      const write = this.local(key);
      for (const waiter of this.takeWaiters(key)) {
        if (write) waiter.resolve({ status: 'queued', write });
        else waiter.reject(new OutboxSignedOutError());
      }
    }
  }

  private synced(write: OutboxWrite, data: unknown, info: SyncedInfo) {
    for (const listener of this.syncedListeners) {
      try {
        listener(write, data, info);
      } catch (error) {
        console.error(error);
      }
    }
  }

  private scheduleRetry(ms: number) {
    this.stopRetry();
    this.nextRetryAt = this.opts.now() + ms;
    this.retryTimer = this.opts.timer.set(() => {
      this.retryTimer = null;
      this.nextRetryAt = null;
      void this.syncNow();
    }, ms);
    this.emit();
  }

  private stopRetry() {
    if (this.retryTimer !== null) this.opts.timer.clear(this.retryTimer);
    this.retryTimer = null;
    if (this.nextRetryAt !== null) {
      this.nextRetryAt = null;
      this.emit();
    }
  }

  private setSyncing(syncing: boolean) {
    if (this.snapshot.syncing === syncing) return;
    this.emit(syncing);
  }

  private emit(syncing = this.snapshot.syncing) {
    this.snapshot = { writes: this.writes, syncing, nextRetryAt: this.nextRetryAt };
    for (const listener of this.listeners) listener();
  }
}

/** The kept writes of one kind, oldest first. */
export const writesOfKind = <K extends OutboxKind>(writes: readonly OutboxWrite[], kind: K) =>
  writes.filter((w): w is Extract<OutboxWrite, { kind: K }> => w.kind === kind);
