import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { sqlRows, withParts } from './prepared';

/** Parts of one write statement (`withParts`): absent ones (null, false) are left out. */
export type WriteParts = Record<string, SQL | null | false | undefined>;

/**
 * One job of the work that follows a write (issue 30 §2): it names what it needs as columns of a
 * read, and says from what that read found what to write, as parts of a write. Kept apart so
 * that several jobs share one read and one write (`settleProgress` runs the records' with its
 * own) while each job's rule stays in one place. Column and part names are the job's literals.
 */
export interface SettleStep {
  /** Its inputs: column name → SQL expression (a scalar subquery, JSON for rows). */
  read: Record<string, SQL>;
  /** What to write, from the read's row (its own columns among others'). */
  write(found: Record<string, unknown>): WriteParts;
}

/** One `select` of every column given (no statement when there is none). */
export async function readColumns(
  db: Db,
  columns: Record<string, SQL>,
): Promise<Record<string, unknown>> {
  const named = Object.entries(columns);
  if (named.length === 0) return {};
  const [row] = await sqlRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(
      named.map(([name, value]) => sql`${value} as ${sql.raw(name)}`),
      sql`, `,
    )}`,
  );
  return row!;
}

/** One statement of every part given (none when every part is absent). */
export async function writeParts(db: Db, parts: WriteParts) {
  if (!Object.values(parts).some(Boolean)) return;
  await db.execute(withParts(parts, sql`select 1`));
}

/** Steps run together: one read of all their columns, then one write of all their parts. */
export async function runSteps(db: Db, steps: readonly SettleStep[]) {
  const found = await readColumns(db, Object.assign({}, ...steps.map((s) => s.read)));
  await writeParts(db, Object.assign({}, ...steps.map((s) => s.write(found))));
}
