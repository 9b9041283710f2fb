import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The machine's Redis (ENVIRONMENT: every development and CI machine runs one here). */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** A plain client for looking at and cleaning up a test's keys; `quit()` it when done. */
export function redisClient(url = TEST_REDIS_URL) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined); // a refused connection rejects connect() instead
  return client;
}

/** Whether a Redis answers PING there: tests that need one skip, saying so, when none does. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const client = redisClient(url);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** A key prefix no other test (nor another run) uses, so tests can run in parallel on one Redis. */
export const uniqueRedisPrefix = () => `joeyfit-test:${randomBytes(6).toString('hex')}:`;

/** The keys under `prefix`. */
export async function keysUnder(client: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/** Deletes every key under `prefix` (a test's own, by its unique prefix). */
export async function deleteKeysUnder(client: Redis, prefix: string) {
  const keys = await keysUnder(client, prefix);
  if (keys.length > 0) await client.del(...keys);
}
