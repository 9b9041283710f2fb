import { Redis } from 'ioredis';
import type { CounterStore } from './counter-store';
import { HttpError } from './errors';

/**
 * INCR every key of one attempt and give a new window's counter its lifetime, in one script so
 * the attempt is counted on all its keys at once and no counter is ever left without an expiry.
 * KEYS: the windows' counters; ARGV[1]: a new counter's lifetime in ms.
 */
const INCREMENT = `
local counts = {}
for i, key in ipairs(KEYS) do
  counts[i] = redis.call('INCR', key)
  if counts[i] == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return counts`;

/** DECR each counter that is above 0; a counter that does not exist is not created. */
const DECREMENT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

/**
 * A counter outlives its window by this much: it is named by its window's start, so a longer life
 * changes no count, while instances whose clocks differ a little still find it.
 */
const CLOCK_SLACK_MS = 60_000;

export interface RedisCounterOptions {
  /** Put before every key, so one Redis can serve several apps or environments. */
  prefix: string;
  /** The app's logger hears when Redis goes away and comes back. */
  log: { warn(details: object, message: string): void; info(message: string): void };
  /** How long to wait for a connection, and for an answer to a command (2 s, 1 s). */
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
}

export const countersUnavailable = () =>
  new HttpError(503, 'The rate-limit store is busy or unreachable; try again shortly', {
    'retry-after': '2',
  });

/**
 * Fixed-window counters in Redis (decision 023). A request never waits on Redis longer than the
 * timeouts: commands are not queued while the connection is down (they fail at once and the
 * request answers 503), so no counted attempt arrives late after an outage; the client keeps
 * reconnecting in the background.
 */
export function redisCounters(url: string, opts: RedisCounterOptions): CounterStore {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: opts.connectTimeoutMs ?? 2_000,
    commandTimeout: opts.commandTimeoutMs ?? 1_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Said once per outage, not once per failed request or reconnection attempt.
  let down = false;
  const wentDown = (reason: string) => {
    if (down) return;
    down = true;
    opts.log.warn({ reason }, 'Redis is unreachable: requests that count a limit answer 503');
  };
  const cameBack = () => {
    if (!down) return;
    down = false;
    opts.log.info('Redis answers again');
  };
  client.on('error', (err: Error) => wentDown(err.message));
  client.on('ready', cameBack);
  // Only the first connection is waited for (a request that arrives as the app starts); later
  // outages fail at once.
  const connecting = client.connect().catch(() => undefined);
  const key = (k: string, start: Date) => `${opts.prefix}${k}:${start.getTime()}`;

  async function send<T>(command: () => Promise<T>): Promise<T> {
    await connecting;
    try {
      const answer = await command();
      cameBack();
      return answer;
    } catch (err) {
      wentDown(err instanceof Error ? err.message : String(err));
      throw countersUnavailable();
    }
  }

  // EVAL rather than EVALSHA: Redis keeps a compiled script by its hash, and the text is short.
  return {
    kind: 'redis',
    async increment(keys, start, windowMs) {
      const names = keys.map((k) => key(k, start));
      const lifetime = windowMs + CLOCK_SLACK_MS;
      return send(
        () => client.eval(INCREMENT, names.length, ...names, lifetime) as Promise<number[]>,
      );
    },
    async decrement(keys, start) {
      const names = keys.map((k) => key(k, start));
      await send(() => client.eval(DECREMENT, names.length, ...names));
    },
    async reset(keys, start) {
      await send(() => client.del(...keys.map((k) => key(k, start))));
    },
    async close() {
      // QUIT lets answers in flight arrive; a connection that is down is simply dropped.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
