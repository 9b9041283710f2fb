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
  it('allows `maxActive` at once per user, and others meanwhile', () => {
    const users = new UserLimits(1);
    const leave = users.enter('a');
    expect(leave).not.toBeNull();
    expect(users.enter('a')).toBeNull();
    const other = users.enter('b');
    expect(other).not.toBeNull();
    leave!();
    leave!(); // leaving twice gives back one place, not two
    const again = users.enter('a');
    expect(again).not.toBeNull();
    expect(users.enter('a')).toBeNull();
    again!();
    other!();
  });

  it('counts each of a user’s places up to the limit', () => {
    const users = new UserLimits(2);
    const first = users.enter('a');
    const second = users.enter('a');
    expect(users.enter('a')).toBeNull();
    first!();
    expect(users.enter('a')).not.toBeNull();
    second!();
  });
});
