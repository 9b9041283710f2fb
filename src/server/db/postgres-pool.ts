// node-postgres for PostgreSQL, set up so that a database that goes away costs a quick 503 and
// never a hang (issue 16 §2). By default node-postgres waits forever: for a connection to a host
// that does not answer, for a free client when every one is stuck, and for the answer to a query
// sent into a network that has gone quiet.
import pg from 'pg';

/** Limits for a pool that serves requests; bulk jobs (seeding, rebuilds) run without them. */
export interface QueryLimits {
  /** How long to wait for a connection, new or free in the pool, before answering 503. */
  connectMs: number;
  /** The longest a statement may run: PostgreSQL cancels it (57014, a 503) and the connection stays. */
  statementMs: number;
  /**
   * A query unanswered this long means the connection is dead (the server would have cancelled
   * the statement by now): it is dropped, failing what waits on it, and the pool opens another.
   */
  silentMs: number;
  /** A session idle inside a transaction this long is ended by the server, releasing its locks. */
  idleInTransactionMs: number;
}

export const SERVING_LIMITS: QueryLimits = {
  connectMs: 5_000,
  statementMs: 10_000,
  silentMs: 15_000,
  idleInTransactionMs: 60_000,
};

/** What a dropped connection's queries fail with: connection_failure, so a 503 (plugins/errors). */
class DatabaseSilentError extends Error {
  readonly code = '08006';
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms; the connection was dropped`);
    this.name = 'DatabaseSilentError';
  }
}

const UNLIMITED = Symbol('unlimited');
type Unlimited = { [UNLIMITED]?: boolean };

/**
 * Runs `work` on a checked-out client with no limits on its queries (migrations: an index built
 * on a large table, or waiting for another instance's migrations, may take minutes), then puts
 * the connection's limits back. Harmless on a client without limits.
 */
export async function withoutLimits<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  const flagged = client as pg.PoolClient & Unlimited;
  flagged[UNLIMITED] = true;
  try {
    await client.query('set statement_timeout = 0; set idle_in_transaction_session_timeout = 0');
    return await work();
  } finally {
    // RESET goes back to the values the connection was opened with.
    await client
      .query('reset statement_timeout; reset idle_in_transaction_session_timeout')
      .finally(() => (flagged[UNLIMITED] = false));
  }
}

type QueryArgs = unknown[];
type Callback = (err: Error | null, res?: unknown) => void;

/**
 * A client that drops its connection when a query goes unanswered for `silentMs`. node-postgres's
 * own query_timeout answers the caller but leaves the query on the connection, which then stays
 * busy (and, back in the pool, makes the next request wait as long) until an answer that, from a
 * dead network, never comes.
 */
function clientDroppingSilentConnections(silentMs: number): typeof pg.Client {
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: QueryArgs) => unknown;
  class Client extends pg.Client {}
  Client.prototype.query = function (this: pg.Client, ...args: QueryArgs) {
    if ((this as Unlimited)[UNLIMITED]) return query.apply(this, args);
    const timer = setTimeout(() => {
      const { stream } = (
        this as unknown as { connection: { stream: { destroy(e: Error): void } } }
      ).connection;
      stream.destroy(new DatabaseSilentError(silentMs));
    }, silentMs);
    timer.unref();
    const settle = () => clearTimeout(timer);
    // pg-pool passes a callback (pool.query); Drizzle's transactions use the promise.
    const at = args.findIndex((a) => typeof a === 'function');
    if (at >= 0) {
      const callback = args[at] as Callback;
      args[at] = (err: Error | null, res?: unknown) => {
        settle();
        callback(err, res);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(settle, settle);
    else settle(); // a submittable (cursor) reports elsewhere; not used by the app
    return result;
  } as typeof pg.Client.prototype.query;
  return Client;
}

/** A pool on PostgreSQL with the connection guards always, and `limits` for serving requests. */
export function postgresPool(connectionString: string, limits?: QueryLimits): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: limits?.connectMs ?? SERVING_LIMITS.connectMs,
    // Notices a peer that vanished while a connection sat idle in the pool.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(limits && {
      Client: clientDroppingSilentConnections(limits.silentMs),
      statement_timeout: limits.statementMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    }),
  });
  // An idle client's failure surfaces on the next query instead. A checked-out client's reaches
  // its queries too; without a listener of its own, node-postgres would rethrow it as an
  // uncaught exception and bring the process down with the database.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Node's errors for a peer that cannot be reached or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own errors for a connection lost or never made, which carry no SQLSTATE (its
 * messages, pg 8: client.js, pg-pool).
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Query read timeout$/,
];

/**
 * Whether `err` (or a cause it wraps, as Drizzle does) says the database could not be reached
 * rather than that it refused something: a 503 to retry, not a 500.
 */
export function databaseUnreachable(err: unknown): boolean {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
