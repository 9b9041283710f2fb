import { describe, expect, it } from 'vitest';
import { Limiter, OverloadedError } from '../../src/server/features/voice/stt/limiter';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('Limiter', () => {
  it('runs at most `concurrency` jobs, queues up to `maxQueue`, refuses the rest', async () => {
    const limiter = new Limiter(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    let running = 0;
    let peak = 0;
    const job = (i: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await gates[i]!.promise;
      running--;
      return i;
    };
    const a = limiter.run(job(0));
    const b = limiter.run(job(1));
    const c = limiter.run(job(2));
    await expect(limiter.run(job(0))).rejects.toBeInstanceOf(OverloadedError);
    expect(limiter.stats()).toMatchObject({ running: 2, queued: 1 });
    gates.forEach((g) => g.resolve());
    expect(await Promise.all([a, b, c])).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
    expect(limiter.stats()).toMatchObject({ running: 0, queued: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const limiter = new Limiter(1, 0);
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
