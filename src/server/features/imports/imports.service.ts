// Importing another app's history (issue 29): the file streams through its reader into batches of
// workouts, each written in one transaction under the user's progress lock, so memory holds one
// batch however long the history, an interrupted import keeps what it committed, and importing
// the file again adds only what is missing (every workout carries its dedupe key).
import { and, desc, eq } from 'drizzle-orm';
import { recordedToday } from '../../../shared/day-clock';
import { exerciseNameMapper } from '../../../shared/exercises/import-names';
import {
  IMPORT_LIMITS,
  type ImportOptions,
  type ImportResult,
  type ImportSummary,
} from '../../../shared/schemas/imports';
import type { DistanceUnit, WeightUnit } from '../../../shared/units';
import type { Db } from '../../db/client';
import { imports } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../plugins/errors';
import type { SessionUser } from '../../plugins/session';
import { lockProgress, settleProgress } from '../progression/progression.service';
import { settleWorkouts } from '../workouts/workouts.service';
import { openImport } from './formats';
import type { ImportedExtras } from './formats/types';
import { earnedGoalsOf, newExtras, planExtras, writeExtras } from './import-extras';
import {
  DayRange,
  planWorkout,
  UnmappedTally,
  WarningList,
  UNIT_ORDER,
  type PlannedWorkout,
} from './import-plan';
import {
  addCounts,
  createImportRow,
  existingKeys,
  insertWorkouts,
  keysOfImport,
  type BatchCounts,
} from './import-writer';

export const importNotFound = () => notFound('Import not found');

/** What the person must say when the file does not (a 400 naming the option). */
export const UNIT_QUESTIONS = {
  weightUnit: 'weightUnit: this file does not say whether weights are in kg or lb; choose one',
  distanceUnit:
    'distanceUnit: this file does not say whether distances are in miles, km, meters or yards; choose one',
} as const;

export interface ImportProgress {
  /** Bytes of the file read so far. */
  bytes: number;
  /** Workouts and sets added so far (a preview: that it would add). */
  workouts: number;
  sets: number;
}

export interface ImportContext {
  fileName: string | null;
  /**
   * At the first workout whose units are known (or the file's end): from here on a failure is
   * mid-import, and what was written is undone.
   */
  onStart?: () => void;
  /** After each batch. */
  onProgress?: (p: ImportProgress) => void;
}

/** The file's chunks, counting the bytes that pass (for progress). */
export function countBytes(chunks: AsyncIterable<Uint8Array>) {
  const counter = {
    bytes: 0,
    async *[Symbol.asyncIterator]() {
      for await (const chunk of chunks) {
        counter.bytes += chunk.byteLength;
        yield chunk;
      }
    },
  };
  return counter;
}

/**
 * POST /api/imports: reads the file, and writes (or, for a preview, counts) what it adds. A
 * unit the file does not say is asked only when a set uses it: a preview lists it in `needs`, an
 * import is refused at the first such set. A refusal of the file (a 4xx: not an export, too
 * large, a unit not said) leaves nothing of it behind, even after some batches were written; an interruption (a dropped connection, a
 * crash) leaves the committed batches, which a second import of the file completes.
 */
export async function runImport(
  db: Db,
  user: Pick<SessionUser, 'id' | 'timeZone'>,
  chunks: AsyncIterable<Uint8Array>,
  options: ImportOptions,
  ctx: ImportContext,
): Promise<ImportResult> {
  const file = countBytes(chunks);
  const { source, events } = await openImport(file, options.source);
  const dryRun = options.dryRun === true;
  const warnings = new WarningList();
  const unmapped = new UnmappedTally();
  const history = new DayRange();
  const mapped = exerciseNameMapper();
  const mapping = options.mapping ?? {};
  const occurrences = new Map<string, number>();
  const needs: ImportResult['needs'] = [];
  let fileWeightUnit: WeightUnit | null = null;
  let fileDistanceUnit: DistanceUnit | null = null;
  let extras: ImportedExtras | null = null;
  const totals: BatchCounts & { weighIns: number; routines: number; goals: number } = {
    workouts: 0,
    exercises: 0,
    sets: 0,
    duplicates: 0,
    skipped: 0,
    from: null,
    to: null,
    weighIns: 0,
    routines: 0,
    goals: 0,
  };
  let skippedPending = 0;
  let importId: string | null = null;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    if (!dryRun) importId = await createImportRow(db, user.id, source, ctx.fileName);
    ctx.onStart?.();
  };

  const planContext = {
    source,
    timeZone: user.timeZone,
    weightUnit: options.weightUnit ?? null,
    distanceUnit: options.distanceUnit ?? null,
    nameOf: (name: string) => {
      // Own keys only: a lift called "constructor" is not Object.prototype's.
      const own = (key: string) => (Object.hasOwn(mapping, key) ? mapping[key] : undefined);
      const to = own(name) ?? own(name.trim());
      return to ? { name: to, mapped: true, suggestion: null } : mapped(name);
    },
    nth: (at: string, name: string) => {
      const key = `${at}|${name}`;
      const n = (occurrences.get(key) ?? 0) + 1;
      occurrences.set(key, n);
      return n;
    },
  };

  /** Writes (or counts) one batch; the last one also brings the extras and ends the import. */
  const flush = async (batch: PlannedWorkout[], last: boolean) => {
    const skipped = skippedPending;
    skippedPending = 0;
    if (dryRun) {
      const have = await existingKeys(
        db,
        user.id,
        batch.map((w) => w.key),
      );
      const fresh = batch.filter((w) => !have.has(w.key));
      tally(
        batch,
        fresh,
        skipped,
        fresh.reduce((n, w) => n + w.exercises.length, 0),
      );
      if (last && extras) {
        const planned = planExtras(extras, (w) => warnings.add(w));
        const adds = await newExtras(db, user.id, planned, (w) => warnings.add(w));
        totals.weighIns = adds.weighIns.length;
        totals.goals = adds.goals.length;
        totals.routines = adds.routines.length;
      }
    } else {
      await db.transaction(async (tx) => {
        const { timeZone, clock } = await lockProgress(tx, user.id);
        const have = await existingKeys(
          tx,
          user.id,
          batch.map((w) => w.key),
        );
        const fresh = batch.filter((w) => !have.has(w.key));
        const today = recordedToday(clock, new Date(), timeZone);
        const wrote = await insertWorkouts(tx, user.id, importId!, fresh, today);
        const counts = tally(batch, wrote.workouts, skipped, wrote.exercises);
        if (last && extras) {
          const planned = planExtras(extras, (w) => warnings.add(w));
          const added = await writeExtras(tx, user.id, importId!, planned, (w) => warnings.add(w));
          Object.assign(totals, added);
        }
        await addCounts(tx, importId!, counts, last);
      });
    }
    ctx.onProgress?.({ bytes: file.bytes, workouts: totals.workouts, sets: totals.sets });
  };

  /** Adds a batch's outcome to the totals, and answers the batch's own counts for the row. */
  const tally = (
    batch: PlannedWorkout[],
    added: PlannedWorkout[],
    skipped: number,
    exercises: number,
  ): BatchCounts => {
    const addedKeys = new Set(added.map((w) => w.key));
    const range = new DayRange();
    for (const w of added) range.add(w.doneDay);
    const counts: BatchCounts = {
      workouts: added.length,
      exercises,
      sets: added.reduce((n, w) => n + w.setCount, 0),
      duplicates: batch.filter((w) => !addedKeys.has(w.key)).reduce((n, w) => n + w.setCount, 0),
      skipped,
      from: range.from,
      to: range.to,
    };
    for (const k of ['workouts', 'exercises', 'sets', 'duplicates', 'skipped'] as const) {
      totals[k] += counts[k];
    }
    return counts;
  };

  try {
    let batch: PlannedWorkout[] = [];
    for await (const event of events) {
      // A header naming no unit asks nothing yet: the question is for the sets that use one
      // (a lifts-only file never needs a distance unit), found workout by workout below.
      if (event.kind === 'needs') continue;
      if (event.kind === 'skip') {
        skippedPending += 1;
        if (event.warning) warnings.add(event.warning);
      } else if (event.kind === 'warning') {
        warnings.add(event.warning);
      } else if (event.kind === 'extras') {
        extras = event.extras;
      } else {
        const w = event.workout;
        for (const e of w.exercises) {
          fileDistanceUnit ??= e.distanceUnit;
          for (const s of e.sets) fileWeightUnit ??= s.weightUnit;
        }
        const plan = planWorkout(w, planContext);
        for (const unit of plan.needs) {
          // A real import stops at the first set whose unit nobody said (what it wrote so far
          // is undone below); a preview goes on and lists the question.
          if (!dryRun) throw badRequest(UNIT_QUESTIONS[unit]);
          if (!needs.includes(unit)) needs.push(unit);
        }
        // The import begins (its row, the progress stream) at the first workout it can take, so
        // a file refused by its first workout is answered as a plain 400 before anything.
        await start();
        for (const warning of plan.warnings) warnings.add(warning);
        for (const u of plan.unmapped) unmapped.add(u);
        skippedPending += plan.skipped;
        if (!plan.workout) continue;
        history.add(plan.workout.doneDay);
        batch.push(plan.workout);
        if (batch.length >= IMPORT_LIMITS.batchWorkouts) {
          await flush(batch, false);
          batch = [];
        }
      }
    }
    await start();
    await flush(batch, true);
  } catch (err) {
    // The file was refused: none of it stays (a second import would only be refused again).
    if (importId && err instanceof HttpError && err.statusCode < 500) {
      await undoImport(db, user.id, importId);
    }
    throw err;
  }

  return {
    id: importId,
    source,
    dryRun,
    workouts: totals.workouts,
    exercises: totals.exercises,
    sets: totals.sets,
    duplicates: totals.duplicates,
    skipped: totals.skipped,
    warnings: warnings.answer(),
    from: history.from,
    to: history.to,
    unmappedExercises: unmapped.answer(),
    weightUnit: fileWeightUnit ?? options.weightUnit ?? null,
    distanceUnit: fileDistanceUnit ?? options.distanceUnit ?? null,
    needs: UNIT_ORDER.filter((u) => needs.includes(u)),
    weighIns: totals.weighIns,
    routines: totals.routines,
    goals: totals.goals,
  };
}

type ImportRow = typeof imports.$inferSelect;

const toSummary = (r: ImportRow): ImportSummary => ({
  id: r.id,
  source: r.source,
  fileName: r.fileName,
  status: r.status,
  workouts: r.workouts,
  exercises: r.exercises,
  sets: r.sets,
  duplicates: r.duplicates,
  skipped: r.skipped,
  from: r.fromDay,
  to: r.toDay,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** GET /api/imports: the user's imports, newest first. */
export async function listImports(db: Db, userId: string): Promise<ImportSummary[]> {
  const rows = await db
    .select()
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(IMPORT_LIMITS.listed);
  return rows.map(toSummary);
}

/** The caller's import, or 404: another user's id looks exactly like a missing one (DESIGN §4). */
export async function findOwnImport(db: Db, userId: string, id: string): Promise<ImportSummary> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId)));
  if (!row) throw importNotFound();
  return toSummary(row);
}

/**
 * DELETE /api/imports/{id}: every row the import added goes with its imports row (ON DELETE
 * CASCADE: workouts with their exercises and sets, weigh-ins, goals, routines), in one
 * transaction that then works the records of the exercises it held out again and moves the
 * data version on. Nothing logged in the app is touched.
 */
export async function undoImport(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    await findOwnImport(tx, userId, id);
    const keys = await keysOfImport(tx, id);
    const earned = await earnedGoalsOf(tx, id);
    await tx.delete(imports).where(and(eq(imports.id, id), eq(imports.userId, userId)));
    await settleWorkouts(tx, userId, keys);
    // A goal the import brought that has since earned here gives its XP back, as a deleted one does.
    if (earned.length > 0) await settleProgress(tx, userId, { goals: earned, goalWrite: true });
  });
}
