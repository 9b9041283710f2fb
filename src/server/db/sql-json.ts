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

/**
 * Values as one PostgreSQL array literal, to bind as a single parameter (`= any($1::text[])`):
 * every element quoted, so empty strings, commas and quotes stay what they are; null is NULL.
 */
export const arrayLiteral = (values: readonly (string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;

/** A value a multi-row insert binds in a column's array (`arrayColumn`). */
export type Cell = string | number | boolean | Date | null;

/**
 * One column of many rows as a single array parameter (numbers, booleans and instants as text),
 * for `insert … select from unnest($1::int[], $2::text[], …)`: rows cost a parameter per column,
 * not one per value (binding each value is what made PGlite slow on imports).
 */
export const arrayColumn = (values: readonly Cell[]) =>
  arrayLiteral(
    values.map((v) => (v === null ? null : v instanceof Date ? v.toISOString() : String(v))),
  );
