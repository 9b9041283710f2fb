import { sql } from 'drizzle-orm';

/**
 * A timestamptz inside json_build_object, written as JavaScript's toISOString() writes it (UTC,
 * milliseconds, cut rather than rounded as Drizzle's Date is), whatever the session's time zone
 * and PostgreSQL version. `column` is trusted SQL text, such as `w.completed_at`.
 */
export const isoTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The same to the microsecond, as the database keeps it: for a value that goes back into a
 * query (the Workouts page cursor), where a cut-off time would compare wrongly.
 */
export const isoTimeMicros = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
