// Which exercises are personal records (issue 8): one that beats every earlier time the user did
// the same exercise (by its key, so "Push-ups" and "push up" are one), compared with the best
// earlier measure of the same kind. The server keeps the answer on the rows (issue 25).
import { isPersonalRecord, type RecordKind } from './sets';

export type Measure = { kind: RecordKind; value: number };

/** An exercise where it stands in the user's history. */
export interface Placed {
  id: string;
  key: string;
  completedAt: Date;
  /** Ties on completedAt: the workout logged first, then the exercise's position. */
  loggedAt: Date;
  position: number;
  measure: Measure | null;
}

const chronological = (a: Placed, b: Placed) =>
  a.completedAt.getTime() - b.completedAt.getTime() ||
  a.loggedAt.getTime() - b.loggedAt.getTime() ||
  a.position - b.position;

/** Which of `history` (any order, any keys) are personal records: the ids. */
export function markRecords(history: readonly Placed[]): Set<string> {
  const records = new Set<string>();
  const byKey = new Map<string, Placed[]>();
  for (const p of history) byKey.set(p.key, [...(byKey.get(p.key) ?? []), p]);
  for (const list of byKey.values()) {
    // The best so far of each kind stands for everything before it, so a long history is one
    // pass (isPersonalRecord compares with the best of the same kind).
    const best = new Map<RecordKind, Measure>();
    for (const p of [...list].sort(chronological)) {
      if (!p.measure) continue;
      const previous = best.get(p.measure.kind);
      if (isPersonalRecord(p.measure, previous ? [previous] : [])) records.add(p.id);
      if (!previous || p.measure.value > previous.value) best.set(p.measure.kind, p.measure);
    }
  }
  return records;
}
