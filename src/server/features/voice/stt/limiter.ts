// Bounded concurrency for CPU-bound recognition (DESIGN §7, §9): at most `concurrency` jobs run,
// at most `maxQueue` wait, and anything beyond is refused at once so the caller can answer
// quota_exceeded instead of letting requests pile up behind a busy engine.

export class OverloadedError extends Error {
  constructor() {
    super('speech recognition is at capacity');
  }
}

export interface LimiterStats {
  running: number;
  queued: number;
  concurrency: number;
  maxQueue: number;
}

export class Limiter {
  private running = 0;
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
      queued: this.waiting.length,
      concurrency: this.concurrency,
      maxQueue: this.maxQueue,
    };
  }

  /** Runs `fn` when a slot is free; throws OverloadedError when the queue is full. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw new OverloadedError();
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
    }
  }
}
