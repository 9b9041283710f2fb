import type { FastifyServerOptions } from 'fastify';

/**
 * What a log line may say about a database error (issue 25 §8): which rule refused and where,
 * never the values. Drizzle's error carries the statement's parameters (and repeats them in its
 * message and stack); PostgreSQL's message and detail can quote them ("Failing row contains (…)",
 * "invalid input syntax for type uuid: …"), so those stay out too.
 */
const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'];

/** A database error as it is logged: its SQLSTATE and names, and where it was thrown. */
class DatabaseError extends Error {
  constructor(fields: Record<string, unknown>, stack: string | undefined) {
    const where = fields.constraint ? `, constraint ${String(fields.constraint)}` : '';
    super(`the database refused a query (SQLSTATE ${String(fields.code)}${where})`);
    const { code, ...names } = fields;
    Object.assign(this, { sqlState: code, ...names });
    // Only the frames: the first lines of the original stack are its message.
    const frames = (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    this.stack = [`DatabaseError: ${this.message}`, ...frames].join('\n');
  }
}

/**
 * The PostgreSQL error inside `err` (node-postgres's, which PGlite's thread speaks too), however
 * Drizzle wrapped it; or Drizzle's wrapper alone, which holds the parameters whatever its cause.
 */
function databaseError(err: unknown): Record<string, unknown> | null {
  let wrapped = false;
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const o = e as Record<string, unknown>;
    if (typeof o.severity === 'string' && typeof o.code === 'string') {
      return Object.fromEntries(SAFE_FIELDS.filter((f) => o[f] != null).map((f) => [f, o[f]]));
    }
    if (Array.isArray(o.params) && typeof o.query === 'string') wrapped = true;
    e = o.cause;
  }
  return wrapped ? { code: 'unknown' } : null;
}

/** `value` fit for a log line: a database error reduced to what may be logged, else as it is. */
export function loggable(value: unknown): unknown {
  const fields = databaseError(value);
  return fields ? new DatabaseError(fields, (value as Error).stack) : value;
}

/** A log call's arguments with every database error in them (first argument or its keys) reduced. */
function safeArgs(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) return [loggable(first), ...rest];
  if (!first || typeof first !== 'object' || Array.isArray(first)) return args;
  const entries = Object.entries(first);
  const safe = entries.map(([k, v]) => [k, loggable(v)] as const);
  // Untouched unless something was reduced: a logged object keeps its prototype otherwise.
  if (safe.every(([k, v]) => v === (first as Record<string, unknown>)[k])) return args;
  return [Object.fromEntries(safe), ...rest];
}

/**
 * The app's logger options with every line passing through `safeArgs`, so no log line (the
 * error handler's, a health check's, Fastify's own) carries SQL parameters or the values a
 * database error quotes.
 */
export function withSafeErrorLogs(logger: FastifyServerOptions['logger']) {
  if (!logger) return false;
  const opts = logger === true ? {} : logger;
  const next = opts.hooks?.logMethod;
  return {
    ...opts,
    hooks: {
      ...opts.hooks,
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void, level: number) {
        const safe = safeArgs(args);
        if (next) return next.call(this as never, safe as never, method as never, level);
        return method.apply(this, safe);
      },
    },
  } as FastifyServerOptions['logger'];
}
