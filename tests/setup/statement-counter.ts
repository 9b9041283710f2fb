// Counting the statements a request sends (issue 9's round trips per screen, issue 30's reads from
// the cache and lean writes), through Drizzle's logger: it hears every statement the app's
// database client sends, the session lookup, BEGIN and COMMIT included. One counter per test
// file, handed to createTestApp as its `sqlLogger`; a file's tests run one at a time, so what
// `during` hears is its own request's.
import type { Logger } from 'drizzle-orm';

/** The session lookup every signed-in request starts with (a cookie's session). */
export const isSessionLookup = (query: string) => /from "sessions"/.test(query);

export interface StatementCounter {
  /** For createTestApp's `sqlLogger` (or openTestDatabase's `logger`). */
  logger: Logger;
  /** Every statement sent while `run` ran, in order, and what `run` answered. */
  during<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
}

export function statementCounter(): StatementCounter {
  let heard: string[] | null = null;
  return {
    logger: { logQuery: (query) => void heard?.push(query) },
    async during(run) {
      const statements: string[] = [];
      heard = statements;
      try {
        return { result: await run(), statements };
      } finally {
        heard = null;
      }
    },
  };
}
