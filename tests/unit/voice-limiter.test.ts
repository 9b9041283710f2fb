import { describe, expect, it } from 'vitest';
import { Limiter, OverloadedError, UserLimits } from '../../src/server/features/voice/stt/limiter';

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

describe('Limiter places (taken before the upload is read)', () => {
  it('counts a place from enter() until it is run or released, once', async () => {
    const limiter = new Limiter(1, 1);
    const uploading = limiter.enter();
    const other = limiter.enter();
    expect(() => limiter.enter()).toThrow(OverloadedError);
    expect(limiter.stats()).toMatchObject({ running: 0, queued: 2 });
    uploading.release();
    uploading.release(); // an abort and a finally may both release: counted once
    expect(limiter.stats()).toMatchObject({ running: 0, queued: 1 });
    expect(await other.run(async () => 'done')).toBe('done');
    other.release();
    expect(limiter.stats()).toMatchObject({ running: 0, queued: 0 });
    limiter.enter().release();
    expect(limiter.stats()).toMatchObject({ running: 0, queued: 0 });
  });
});

describe('UserLimits', () => {
  const T = 1_000_000;

  it('allows `active` at once per user, and others meanwhile', () => {
    const users = new UserLimits(1, 20);
    const leave = users.enter('a', T);
    expect(users.refusal('a', T)).toEqual({ reason: 'busy' });
    expect(users.refusal('b', T)).toBeNull();
    leave();
    leave();
    expect(users.refusal('a', T)).toBeNull();
  });

  it('allows `perMinute` starts in any 60 seconds, with the wait until the oldest ages out', () => {
    const users = new UserLimits(5, 2);
    users.enter('a', T)();
    users.enter('a', T + 10_000)();
    expect(users.refusal('a', T + 20_000)).toEqual({ reason: 'rate', retryAfterSeconds: 40 });
    expect(users.refusal('a', T + 60_001)).toBeNull();
  });
});
