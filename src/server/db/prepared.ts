import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * Hand-written SQL run as a named prepared statement, so the database parses and plans it once
 * per connection, as Drizzle's `.prepare(name)` does for its query builder (`db.execute` cannot).
 * Values are `sql.placeholder(name)`s in `query` and come in at each call; the text never changes.
 * Works on either driver and inside a transaction.
 */
export function preparedSql<Row>(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await db._.session.prepareQuery(built, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}

/** The rows of hand-written SQL run once (`db.execute`), typed; either driver, inside a transaction. */
export async function sqlRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Several statements as one (`with a as (insert …), b as (update …) select …`): each part runs
 * once, all on the statement's one snapshot, so parts must not depend on each other's writes
 * (an INSERT may read another's RETURNING). Absent parts (null, false) are left out; the names
 * are the caller's literals. One round trip however many tables a write touches.
 */
export function withParts(parts: Record<string, SQL | null | false | undefined>, select: SQL) {
  const present = Object.entries(parts).filter((e): e is [string, SQL] => !!e[1]);
  if (present.length === 0) return select;
  return sql`with ${sql.join(
    present.map(([name, part]) => sql`${sql.raw(name)} as (${part})`),
    sql`, `,
  )} ${select}`;
}
