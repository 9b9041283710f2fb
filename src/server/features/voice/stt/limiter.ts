// Bounded concurrency for CPU-bound recognition (DESIGN §7, §9, issue 7 §3). A request takes its
// place before its upload is read, so a crowd of uploads cannot fill memory while waiting for a
// recogniser: at most `concurrency` jobs run, at most `maxQueue` more hold a place (uploading or
// queued), and anything beyond is refused at once so the caller can answer quota_exceeded
// instead of letting requests pile up. Per user, `UserLimits` keeps one person from taking every
// place.

export class OverloadedError extends Error {
  constructor() {
    super('speech recognition is at capacity');
  }
}

export interface LimiterStats {
  running: number;
  /** Places held by requests not running: uploading, or waiting for a recogniser. */
  queued: number;
  concurrency: number;
  maxQueue: number;
}

/** A place in line: `run` once, or `release` it unused; releasing twice is harmless. */
export interface Place {
  run<T>(fn: () => Promise<T>): Promise<T>;
  release(): void;
}

export class Limiter {
  private running = 0;
  private places = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueue: number,
  ) {
    if (concurrency < 1) throw new RangeError('concurrency must be at least 1');
  }

  stats(): LimiterStats {
    return {
      running: this.running,
      queued: this.places - this.running,
      concurrency: this.concurrency,
      maxQueue: this.maxQueue,
    };
  }

  /** Takes a place now; throws OverloadedError when every place is held. */
  enter(): Place {
    if (this.places >= this.concurrency + this.maxQueue) throw new OverloadedError();
    this.places++;
    let held = true;
    const release = () => {
      if (held) this.places--;
      held = false;
    };
    const run = async <T>(fn: () => Promise<T>) => {
      if (this.running >= this.concurrency) {
        await new Promise<void>((resolve) => this.waiting.push(resolve));
      } else {
        this.running++;
      }
      try {
        return await fn();
      } finally {
        const next = this.waiting.shift();
        // The slot passes straight to the next job, so `running` stays counted.
        if (next) next();
        else this.running--;
        release();
      }
    };
    return { run, release };
  }

  /** Runs `fn` when a slot is free; rejects with OverloadedError when every place is held. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    return this.enter().run(fn);
  }
}

export type UserRefusal = { reason: 'busy' } | { reason: 'rate'; retryAfterSeconds: number };

const MINUTE = 60_000;

/**
 * Per user: at most `active` recordings holding a place at once, and `perMinute` started in any
 * 60 seconds (a sliding window). Only admitted requests count; a refused one costs nothing. Kept
 * in this process, like the recognisers it shares out.
 */
export class UserLimits {
  private readonly active = new Map<string, number>();
  private readonly started = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    readonly maxActive: number,
    readonly perMinute: number,
  ) {}

  /** Why `userId` may not start a recording now, or null. */
  refusal(userId: string, now = Date.now()): UserRefusal | null {
    if ((this.active.get(userId) ?? 0) >= this.maxActive) return { reason: 'busy' };
    const recent = this.recent(userId, now);
    if (recent.length < this.perMinute) return null;
    return { reason: 'rate', retryAfterSeconds: Math.ceil((recent[0]! + MINUTE - now) / 1000) };
  }

  /** Counts a recording that was admitted; call the result when it is over. */
  enter(userId: string, now = Date.now()): () => void {
    this.started.set(userId, [...this.recent(userId, now), now]);
    this.active.set(userId, (this.active.get(userId) ?? 0) + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = this.active.get(userId)! - 1;
      if (left > 0) this.active.set(userId, left);
      else this.active.delete(userId);
    };
  }

  /** The user's starts in the last minute; users idle for a minute are forgotten now and then. */
  private recent(userId: string, now: number): number[] {
    if (now - this.lastSweep > MINUTE) {
      this.lastSweep = now;
      for (const [user, times] of this.started) {
        if (times.at(-1)! <= now - MINUTE) this.started.delete(user);
      }
    }
    return (this.started.get(userId) ?? []).filter((t) => t > now - MINUTE);
  }
}
