// Personal records (issue 8): an exercise is a record when it beats every earlier time the user
// did the same exercise (by its key, so "Push-ups" and "push up" are one). Worked out when read,
// from the rows as they are, so editing or deleting an old workout can never leave a stale badge.
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { DistanceUnit } from '../../../shared/units';
import {
  isPersonalRecord,
  recordMeasure,
  type RecordKind,
  type SetValues,
} from '../../../shared/sets';
import type { Db } from '../../db/client';
import { exercises, workouts } from '../../db/schema';
import { loadSets } from './exercise-rows';

/** An exercise where it stands in the user's history. */
export interface Placed {
  id: string;
  key: string;
  completedAt: Date;
  /** Ties on completedAt: the workout logged first, then the exercise's position. */
  loggedAt: Date;
  position: number;
  distanceUnit: DistanceUnit;
  sets: readonly SetValues[];
}

export type Measure = { kind: RecordKind; value: number };

const chronological = (a: Placed, b: Placed) =>
  a.completedAt.getTime() - b.completedAt.getTime() ||
  a.loggedAt.getTime() - b.loggedAt.getTime() ||
  a.position - b.position;

/**
 * For each given exercise, its measure when it is a personal record, else nothing. Reads the
 * user's earlier exercises of the same keys (two queries, whatever the number of exercises).
 */
export async function recordsOf(
  db: Db,
  userId: string,
  page: readonly Placed[],
): Promise<Map<string, Measure>> {
  if (page.length === 0) return new Map();
  const keys = [...new Set(page.map((p) => p.key))];
  const latest = new Date(Math.max(...page.map((p) => p.completedAt.getTime())));
  const others = await db
    .select({
      id: exercises.id,
      key: exercises.exerciseKey,
      completedAt: workouts.completedAt,
      loggedAt: workouts.createdAt,
      position: exercises.position,
      distanceUnit: exercises.distanceUnit,
    })
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(
      and(
        eq(workouts.userId, userId),
        inArray(exercises.exerciseKey, keys),
        lte(workouts.completedAt, latest),
      ),
    );
  const inPage = new Set(page.map((p) => p.id));
  const earlier = others.filter((o) => !inPage.has(o.id));
  const sets = await loadSets(
    db,
    earlier.map((o) => o.id),
  );
  return markRecords(
    page,
    earlier.map((o) => ({ ...o, sets: sets.get(o.id) ?? [] })),
  );
}

/**
 * Which of `page` are personal records, given `earlier`: every other exercise of the user with
 * one of the page's keys, done no later than the page's newest (the rest cannot come first).
 */
export function markRecords(
  page: readonly Placed[],
  earlier: readonly Placed[],
): Map<string, Measure> {
  const records = new Map<string, Measure>();
  const inPage = new Set(page.map((p) => p.id));
  const byKey = new Map<string, Placed[]>(page.map((p) => [p.key, []]));
  for (const p of [...page, ...earlier]) byKey.get(p.key)?.push(p);
  for (const history of byKey.values()) {
    history.sort(chronological);
    // The best so far of each kind stands for everything before it, so a long history is one
    // pass (isPersonalRecord compares with the best of the same kind).
    const best = new Map<Measure['kind'], Measure>();
    for (const p of history) {
      const measure = recordMeasure(p.sets, p.distanceUnit);
      if (!measure) continue;
      const previous = best.get(measure.kind);
      if (inPage.has(p.id) && isPersonalRecord(measure, previous ? [previous] : [])) {
        records.set(p.id, measure);
      }
      if (!previous || measure.value > previous.value) best.set(measure.kind, measure);
    }
  }
  return records;
}
