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
  /** Requests refused because every place was held, since the start (for /metrics). */
  refused: number;
}

/** A place in line: `run` once, or `release` it unused; releasing twice is harmless. */
export interface Place {
  run<T>(fn: () => Promise<T>): Promise<T>;
  release(): void;
}

export class Limiter {
  private running = 0;
  private places = 0;
  private refused = 0;
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
      refused: this.refused,
    };
  }

  /** Takes a place now; throws OverloadedError when every place is held. */
  enter(): Place {
    if (this.places >= this.concurrency + this.maxQueue) {
      this.refused++;
      throw new OverloadedError();
    }
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

/**
 * Per user: at most `maxActive` recordings holding a place at once. Kept in this process, like
 * the recognisers it shares out: a place is a share of this instance's recognisers, held only
 * while this instance works on the recording, and it must come back even if the request dies
 * here. (The per-minute count is a rate limit that all instances share: transcribe.service.ts
 * counts it in the counter store.)
 */
export class UserLimits {
  private readonly active = new Map<string, number>();

  constructor(readonly maxActive: number) {}

  /** Takes one of the user's places, or answers null when they hold every one; call the result when done. */
  enter(userId: string): (() => void) | null {
    const holding = this.active.get(userId) ?? 0;
    if (holding >= this.maxActive) return null;
    this.active.set(userId, holding + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = this.active.get(userId)! - 1;
      if (left > 0) this.active.set(userId, left);
      else this.active.delete(userId);
    };
  }
}
