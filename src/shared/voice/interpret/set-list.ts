// Sets one by one (issue 8): "bench 135 for 10, 155 for 8 and 175 for 6", "squats 225 for 5, 5
// and 3", "3 sets: 10, 8 and 6 reps of pull ups", "a drop set of curls 40 for 10 then 30 for 8".
// A run of set entries is read from the quantities into one `setList` quantity, so the clause
// grammar (log.ts) sees it as one thing and never splits an exercise at the commas between sets.
import { exerciseById } from '../../exercises/catalogue';
import { topSet, type SetValues } from '../../sets';
import { toStoredLbs } from '../../units';
import { SET_LIST_CUES, WEIGHT_CUES, type WeightUnit } from './lexicon';
import type { Item, QItem } from './quantities';
import type { LoggedExercise, LoggedSet } from '../schema';

/** One set as said; `bareWeight`: a number without a unit ("at 135"), pounds for a lift. */
export interface SetEntry {
  reps?: number;
  weight?: number;
  unit?: WeightUnit;
  bareWeight?: boolean;
  seconds?: number;
}

/** An entry as read: where it ends, and whether it was a count alone ("…, 8 and 6"). */
interface Read {
  set: SetEntry;
  end: number;
  alone: boolean;
  /** Seconds per spoken unit, for a duration ("45 seconds"), so bare counts beside it match. */
  perUnit?: number;
}

/** Separators between sets: "135 for 10, 155 for 8 and then 175 for 6". */
const LIST_SEPS = new Set([',', 'and', 'then', 'and then', 'followed by', 'after that', 'plus']);
const SPOKEN_SECONDS = { h: 3600, min: 60, s: 1 } as const;

const qAt = (items: readonly Item[], i: number): QItem | undefined => {
  const it = items[i];
  return it?.k === 'q' ? it : undefined;
};
const wordAt = (items: readonly Item[], i: number) => {
  const it = items[i];
  return it?.k === 'word' ? it.w : '';
};
const isCount = (q: QItem | undefined): q is QItem & { q: 'bare' | 'reps' } =>
  (q?.q === 'bare' || q?.q === 'reps') && Number.isInteger(q.v) && q.v >= 1;

function weightOf(q: QItem | undefined): SetEntry | null {
  if (q?.q === 'weight') return { weight: q.v, unit: q.unit };
  if (q?.q === 'bare' || q?.q === 'bareWeight') return { weight: q.v, bareWeight: true };
  return null;
}

/** "135 for 10", "60 kilos for 8 reps", "135 pounds 10 reps". */
function loadFirst(items: readonly Item[], i: number): Read | null {
  const load = weightOf(qAt(items, i));
  if (!load) return null;
  const forSaid = wordAt(items, i + 1) === 'for';
  const count = qAt(items, forSaid ? i + 2 : i + 1);
  // Without "for", only a weight with its unit before "N reps" is clearly a set.
  if (!isCount(count) || (!forSaid && (load.bareWeight || count.q !== 'reps'))) return null;
  return { set: { ...load, reps: count.v }, end: forSaid ? i + 3 : i + 2, alone: false };
}

/** "10 at 135", "8 reps with 60 kilos", "6 at 175 pounds", or a count alone: "8". */
function countFirst(items: readonly Item[], i: number): Read | null {
  const count = qAt(items, i);
  if (!isCount(count)) return null;
  const cue = WEIGHT_CUES.includes(wordAt(items, i + 1));
  const w = qAt(items, cue ? i + 2 : i + 1);
  if (w && (w.q === 'weight' || (cue && w.q === 'bareWeight'))) {
    return { set: { reps: count.v, ...weightOf(w) }, end: cue ? i + 3 : i + 2, alone: false };
  }
  return { set: { reps: count.v }, end: i + 1, alone: true };
}

/** A duration alone: "45 seconds". */
function durationAt(items: readonly Item[], i: number): Read | null {
  const q = qAt(items, i);
  if (q?.q !== 'duration') return null;
  return {
    set: { seconds: q.seconds },
    end: i + 1,
    alone: true,
    perUnit: SPOKEN_SECONDS[q.spokenUnit],
  };
}

const entryAt = (items: readonly Item[], i: number) =>
  loadFirst(items, i) ?? countFirst(items, i) ?? durationAt(items, i);

/** Words that may stand between a count and its exercise: "6 reps of pull ups", "on the bike". */
const LINK_WORDS = new Set(['of', 'on', 'the', 'a', 'an', 'my']);

/** The exercise named right after item `i` ("… 20 push ups", "… 5 minutes on the bike"). */
function mentionAt(items: readonly Item[], i: number): string | undefined {
  for (let k = i; k < i + 3; k++) {
    const it = items[k];
    if (it?.k === 'ex') return it.id;
    if (!(it?.k === 'word' && LINK_WORDS.has(it.w))) return undefined;
  }
  return undefined;
}

/** The exercise named earlier in the clause ("squats 225 for 5…", "plank for 60 seconds, …"). */
function ownerBefore(items: readonly Item[], i: number): string | undefined {
  for (let k = i - 1; k >= 0; k--) {
    const it = items[k]!;
    if (it.k === 'ex') return it.id;
    if (it.k === 'sep') return undefined;
  }
  return undefined;
}

const sepAt = (items: readonly Item[], i: number) => {
  const it = items[i];
  return it?.k === 'sep' && LIST_SEPS.has(it.word);
};
/** Durations and loads are different lists: "plank 60 seconds and 20 push ups" is two things. */
const kindOf = (r: Read) => (r.perUnit ? 'time' : r.alone ? 'any' : 'load');

interface Run {
  reads: Read[];
  seps: number;
  end: number;
  /** The exercise the sets are of, when named next to them. */
  owner?: string;
}

/** The entries from item `i` on, joined by list separators or said one after another. */
function runAt(items: readonly Item[], i: number): Run {
  const before = ownerBefore(items, i);
  const reads: Read[] = [];
  let seps = 0;
  let kind = 'any';
  let afterSep = false;
  let owner = before;
  for (let j = i; ;) {
    const r = entryAt(items, j);
    if (!r || (kind !== 'any' && kindOf(r) !== 'any' && kindOf(r) !== kind)) break;
    const named = mentionAt(items, r.end);
    // "squats 225 for 5 and 20 push ups": the 20 is the push ups'.
    if (named && before) break;
    reads.push(r);
    if (afterSep) seps++;
    if (kindOf(r) !== 'any') kind = kindOf(r);
    if (named) {
      owner = named;
      break;
    }
    // ", then" and ", and" are one break between sets.
    j = r.end;
    while (sepAt(items, j)) j++;
    afterSep = j > r.end;
  }
  const last = reads[reads.length - 1];
  return { reads, seps, end: last ? last.end : i, ...(owner ? { owner } : {}) };
}

/**
 * Whether a run is a list of sets. Counts alone need a separator, a cue ("pyramid") or three of
 * them, so "squats 225 5" stays a weight and reps. One entry is a set of its own only after a
 * separator ("…, then 155 for 8"): said alone it is the plain grammar's.
 */
function isSetList(items: readonly Item[], i: number, run: Run, cue: boolean): boolean {
  const { reads } = run;
  // Durations one by one only for something held or done for a time ("plank 60, 45 and 30
  // seconds"); "ran for 30 minutes and 20 minutes on the bike" are two exercises.
  const timed = reads.some((r) => r.perUnit);
  if (timed && (!run.owner || exerciseById(run.owner)?.measure !== 'duration')) return false;
  if (reads.length === 1) {
    return sepAt(items, i - 1) && !mentionAt(items, run.end) && !timed;
  }
  if (reads.length === 0 || reads.some((r) => !r.alone)) return reads.length > 0;
  return run.seps > 0 || cue || reads.length >= 3;
}

/** Bare counts in a list of durations are durations in its unit: "60, 45 and 30 seconds". */
function settleCounts(reads: readonly Read[]): SetEntry[] {
  const perUnit = reads.find((r) => r.perUnit)?.perUnit;
  return reads.map((r) =>
    perUnit && r.set.reps !== undefined && r.alone ? { seconds: r.set.reps * perUnit } : r.set,
  );
}

/**
 * A weight said once holds for the sets around it ("225 for 5, 5 and 3", "10, 8 and 6 at 135"),
 * and a unit said once for the bare weights after it ("60 kilos for 10, 70 for 8").
 */
function settleWeights(sets: SetEntry[]): SetEntry[] {
  const firstLoad = sets.find((s) => s.weight !== undefined);
  let load = firstLoad;
  let unit = sets.find((s) => s.unit)?.unit;
  return sets.map((s) => {
    if (s.seconds !== undefined) return s;
    if (s.unit) unit = s.unit;
    if (s.weight === undefined) return load ? { ...s, ...pick(load) } : s;
    const out = s.unit || !unit ? s : { ...s, unit, bareWeight: false };
    load = out;
    return out;
  });
}

const pick = (s: SetEntry): SetEntry => {
  const out: SetEntry = { weight: s.weight! };
  if (s.unit) out.unit = s.unit;
  if (s.bareWeight) out.bareWeight = true;
  return out;
};

/**
 * "3 sets of 10, 8 and 6": the count is the list's. "3 sets of 10 at 135, then 8 at 155": three
 * of the first set, then the rest.
 */
function withSetCount(sets: SetEntry[], count: QItem | undefined, of: boolean): SetEntry[] {
  if (count?.q !== 'sets' || count.v === sets.length || !of || count.v < 2) return sets;
  // Only a whole first set repeats: "4 sets of 10, 8 and 6" is three sets said, not six.
  if (!Number.isInteger(count.v) || count.v > 100 || sets[0]!.weight === undefined) return sets;
  return [...Array.from({ length: count.v }, () => sets[0]!), ...sets.slice(1)];
}

/** Replaces each run of set entries with one `setList` quantity. */
export function readSetLists(items: readonly Item[]): Item[] {
  const said = ` ${items.map((it) => (it.k === 'word' ? it.w : '|')).join(' ')} `;
  const cue = SET_LIST_CUES.some((c) => said.includes(` ${c} `));
  const out: Item[] = [];
  for (let i = 0; i < items.length;) {
    const run = runAt(items, i);
    if (!isSetList(items, i, run, cue)) {
      out.push(items[i++]!);
      continue;
    }
    const before = out[out.length - 1];
    const count = before?.k === 'q' && before.q === 'sets' && !before.rounds ? before : undefined;
    const first = items[i] as QItem;
    if (count) out.pop();
    const of = count !== undefined && first.start === count.end + 1;
    const sets = withSetCount(settleWeights(settleCounts(run.reads)), count, of);
    const last = items[run.end - 1] as QItem;
    out.push({ k: 'q', q: 'setList', sets, start: (count ?? first).start, end: last.end });
    i = run.end;
  }
  return out;
}

/** One set in the interpretation's shape; a weight said without a unit is in pounds. */
function loggedSet(s: SetEntry): LoggedSet {
  const out: LoggedSet = {};
  if (s.reps !== undefined) out.reps = s.reps;
  if (s.weight !== undefined) {
    out.weight = s.weight;
    out.weightUnit = s.unit ?? 'lb';
  }
  if (s.seconds !== undefined) out.durationSeconds = s.seconds;
  return out;
}

const sameSet = (a: LoggedSet, b: LoggedSet) => JSON.stringify(a) === JSON.stringify(b);

const asSetValues = (s: LoggedSet): SetValues => ({
  reps: s.reps ?? null,
  weight: s.weight ?? null,
  weightUnit: s.weightUnit ?? 'lb',
  duration: s.durationSeconds ?? null,
  distance: s.distance ?? null,
  done: true,
  setType: 'normal',
  rpe: null,
});

type SetFields = Pick<
  LoggedExercise,
  'sets' | 'reps' | 'weightLbs' | 'weight' | 'weightUnit' | 'durationSeconds' | 'setList'
>;

/**
 * An exercise's fields from its sets (issue 8): `sets` is how many, reps and weight are the top
 * set's (the heaviest, then the most reps: ../sets.ts's rule, which the server summarises by),
 * the duration the longest set's. The list itself only when the sets differ: "3 sets of 10 at
 * 135" said one by one keeps the plain shape.
 */
export function loggedSets(entries: readonly SetEntry[]): SetFields {
  const sets = entries.map(loggedSet);
  const values = sets.map(asSetValues);
  const top = sets[values.indexOf(topSet(values)!)]!;
  const out: SetFields = { sets: sets.length };
  if (top.reps !== undefined) out.reps = top.reps;
  if (top.weight !== undefined) {
    out.weightLbs = toStoredLbs(top.weight, top.weightUnit!);
    out.weight = top.weight;
    out.weightUnit = top.weightUnit;
  }
  const seconds = sets.flatMap((s) => (s.durationSeconds === undefined ? [] : [s.durationSeconds]));
  if (seconds.length > 0) out.durationSeconds = Math.max(...seconds);
  if (!sets.every((s) => sameSet(s, sets[0]!))) out.setList = sets;
  return out;
}
