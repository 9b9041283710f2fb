import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A row logged in this app, not brought by an import (issue 29 §4, decision 028): the one rule
 * that keeps imported history fair to everyone else. Imported workouts fill records, charts,
 * exercise history and "last time" (those reads take every workout of the user), but whatever
 * pays XP, counts toward a goal (a filled goal pays XP) or moves a board reads only the rows
 * this holds for, so ten years of another app's sets cannot buy a level or a place on a board.
 * Streaks need no test of their own: an import writes `streak_day` null.
 *
 * `importId` is the row's import_id column: `workouts.importId` in the query builder, or
 * `sql\`w.import_id\`` in hand-written SQL.
 */
export const loggedInApp = (importId: SQLWrapper): SQL => sql`${importId} is null`;
