import type { SQL } from 'drizzle-orm';
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
