// Personal records (issue 8): an exercise is a record when it beats every earlier time the user
// did the same exercise (by its key, so "Push-ups" and "push up" are one). Kept on the rows
// (issue 25): each exercise stores its measure when written, and every write of the user's
// workouts works the flags out again for the keys it touched, from the rows as they are then, so
// an edit or a delete of an old workout never leaves a stale badge and no read looks at history.
import { sql } from 'drizzle-orm';
import { markRecords, type Measure } from '../../../shared/personal-records';
import { recordMeasure, type RecordKind } from '../../../shared/sets';
import type { DistanceUnit } from '../../../shared/units';
import type { Db } from '../../db/client';
import { bumpDataVersion } from '../../db/data-version';
import { sqlRows } from '../../db/prepared';
import { runSteps, type SettleStep } from '../../db/settle-step';
import { arrayLiteral, isoTime } from '../../db/sql-json';
import { loadSets } from './exercise-rows';

/** The record an exercise row shows: its measure when it is flagged as a record. */
export function recordOf(row: {
  personalRecord: boolean | null;
  measureKind: RecordKind | null;
  measureValue: number | null;
}): Measure | null {
  if (!row.personalRecord || row.measureKind === null || row.measureValue === null) return null;
  return { kind: row.measureKind, value: row.measureValue };
}

interface HistoryRow {
  id: string;
  key: string;
  kind: RecordKind | null;
  value: number | null;
  flag: boolean | null;
  completed_at: string;
  logged_at: string;
  position: number;
}

/**
 * The records' part of a write's settling (db/settle-step.ts): the flags of the user's exercises
 * of `keys` worked out again, in the write's transaction after the user's row lock. It reads
 * those rows without their sets, and writes one update of the flags that changed. The user's
 * workouts lead and the key only filters ("is true" keeps the planner off the key's index, which
 * holds every user's rows of that key; see workout-reads.ts).
 */
export function recordsStep(userId: string, keys: Iterable<string>): SettleStep {
  const list = [...new Set(keys)];
  if (list.length === 0) return { read: {}, write: () => ({}) };
  return {
    read: {
      record_rows: sql`(select coalesce(json_agg(h), '[]') from (
        select e.id, e.exercise_key as key, e.measure_kind as kind, e.measure_value as value,
               e.personal_record as flag, ${isoTime('w.completed_at')} as completed_at,
               ${isoTime('w.created_at')} as logged_at, e.position
          from workouts w join exercises e on e.workout_id = w.id
         where w.user_id = ${userId}
           and (e.exercise_key = any(${arrayLiteral(list)}::text[])) is true) h)`,
    },
    write: (found) => {
      const rows = found.record_rows as HistoryRow[];
      const records = markRecords(
        rows.map((r) => ({
          id: r.id,
          key: r.key,
          completedAt: new Date(r.completed_at),
          loggedAt: new Date(r.logged_at),
          position: r.position,
          measure: r.kind === null || r.value === null ? null : { kind: r.kind, value: r.value },
        })),
      );
      const changed = rows.filter((r) => r.flag !== records.has(r.id)).map((r) => r.id);
      const flagged = changed.filter((id) => records.has(id));
      return {
        records:
          changed.length > 0 &&
          sql`update exercises set personal_record = (id = any(${arrayLiteral(flagged)}::uuid[]))
               where id = any(${arrayLiteral(changed)}::uuid[])`,
      };
    },
  };
}

/** The records of `keys` worked out again on their own: one read, and one write if any changed. */
export async function refreshRecords(db: Db, userId: string, keys: Iterable<string>) {
  await runSteps(db, [recordsStep(userId, keys)]);
}

/**
 * Exercises logged before migration 0010 have no measure or flag yet: the first start after it
 * works them out, user by user under the user's row lock (the one every workout write takes
 * first, so a write of theirs waits its turn; taken by moving their data version on, as every
 * write of their data does), and later starts find nothing to do. Instances
 * racing here compute the same values.
 */
export async function backfillRecords(db: Db) {
  const owners = await sqlRows<{ user_id: string }>(
    db,
    sql`select distinct w.user_id from exercises e join workouts w on w.id = e.workout_id
         where e.personal_record is null`,
  );
  for (const { user_id: userId } of owners) {
    await db.transaction(async (tx) => {
      // The row lock is the data version's update: reads cached before this are stale.
      await bumpDataVersion(tx, userId);
      const rows = await sqlRows<{ id: string; key: string; unit: DistanceUnit }>(
        tx,
        sql`select e.id, e.exercise_key as key, e.distance_unit as unit
              from workouts w join exercises e on e.workout_id = w.id
             where w.user_id = ${userId} and e.personal_record is null`,
      );
      const sets = await loadSets(
        tx,
        rows.map((r) => r.id),
      );
      const measures = rows.map((r) => recordMeasure(sets.get(r.id) ?? [], r.unit));
      await tx.execute(
        sql`update exercises e set measure_kind = m.kind::record_kind, measure_value = m.value,
                   personal_record = false
              from unnest(${arrayLiteral(rows.map((r) => r.id))}::uuid[],
                          ${arrayLiteral(measures.map((m) => m?.kind ?? null))}::text[],
                          ${arrayLiteral(measures.map((m) => (m ? String(m.value) : null)))}::float8[])
                   as m(id, kind, value)
             where e.id = m.id`,
      );
      await refreshRecords(
        tx,
        userId,
        rows.map((r) => r.key),
      );
    });
  }
}
