// The clause grammar of log_workout: which quantities belong to which exercise. A sentence is
// split into clauses at separators ("and", "then", commas); each exercise takes the quantities of
// its clause in any order; a clause of quantities alone ("…squats, 4 sets of 10") belongs to its
// neighbour; a clause naming two exercises is cut between them.
import { exerciseById, isWeighted, type Exercise } from '../../exercises/catalogue';
import { EACH_WORDS, type DistanceUnit, type WeightUnit } from './lexicon';
import type { Item, QItem, Quantity } from './quantities';
import type { LoggedExercise } from '../schema';
import { loggedSets, readSetLists, type SetEntry } from './set-list';

const EACH = new Set(EACH_WORDS);

interface Frame {
  ex: Exercise;
  sets?: number;
  reps?: number;
  weightLbs?: number;
  /** The weight as said, and its unit (pounds when none was said). */
  weight?: number;
  weightUnit?: WeightUnit;
  /** Sets one by one, when they were said so (set-list.ts). */
  setList?: SetEntry[];
  durationSeconds?: number;
  distance?: number;
  distanceUnit?: DistanceUnit;
  /** Its numbers came before its name ("3 sets of 10 push ups and sit ups" shares them). */
  prefix: boolean;
  quantities: number;
}

interface Mention {
  ex: Exercise;
  at: number;
  /** Named by a verb ("ran", "rode") rather than a noun. */
  verb: boolean;
}

interface Clause {
  mentions: Mention[];
  quantities: QItem[];
}

/**
 * What became of a quantity: it filled a slot; its slot was taken, so the caller starts a new
 * entry; or the exercise has no place for it (reported back to the user, unused.ts).
 */
type Applied = 'filled' | 'taken' | 'ignored';

/** A number said beside the exercise that it has no slot for: said for it, but not used. */
function said(f: Frame): Applied {
  f.quantities++;
  return 'ignored';
}

/** Fills one slot of the frame with the quantity, if the exercise has one for it. */
function apply(f: Frame, q: Quantity): Applied {
  const taken = (v: unknown) => v !== undefined;
  // Sets and reps are whole counts of at least one (SPEC §5); "half a rep" is not logged.
  if (
    (q.q === 'sets' || q.q === 'reps' || q.q === 'bare') &&
    !(Number.isInteger(q.v) && q.v >= 1)
  ) {
    return 'ignored';
  }
  switch (q.q) {
    case 'sets':
      if (taken(f.sets)) return 'taken';
      f.sets = q.v;
      break;
    case 'reps':
      if (taken(f.reps)) return 'taken';
      f.reps = q.v;
      break;
    case 'weight':
      if (loadSets(f, { weight: q.v, unit: q.unit })) break;
      if (taken(f.weightLbs)) return 'taken';
      setWeight(f, q.v, q.unit, q.lbs);
      break;
    case 'bareWeight':
      if (loadSets(f, { weight: q.v, bareWeight: true })) break;
      // "at 135" is pounds only for something lifted; "ran at 6" is a speed we do not store.
      if (f.ex.type !== 'strength' || taken(f.weightLbs)) return said(f);
      setWeight(f, q.v, 'lb', q.v);
      break;
    case 'setList':
      if (taken(f.setList)) return 'taken';
      // Counts alone are reps, and only something counted has reps ("rowed 500 m, 400…" not).
      if (f.ex.measure !== 'reps' && q.sets.every((s) => s.weight === undefined && !s.seconds)) {
        return 'ignored';
      }
      f.setList = [...setsSaidBefore(f), ...inUnitOf(f, q.sets)];
      f.sets = f.setList.length;
      break;
    case 'duration':
      if (taken(f.durationSeconds)) return 'taken';
      f.durationSeconds = q.seconds;
      break;
    case 'distance':
      if (taken(f.distance)) return 'taken';
      f.distance = q.v;
      f.distanceUnit = q.unit;
      break;
    case 'bare':
      // "20 burpees", "push ups 20": a bare count is reps for counted exercises.
      if (taken(f.reps) || (f.ex.measure !== 'reps' && !taken(f.sets))) return said(f);
      f.reps = q.v;
      break;
  }
  f.quantities++;
  return 'filled';
}

function setWeight(f: Frame, v: number, unit: WeightUnit, lbs: number) {
  f.weightLbs = lbs;
  f.weight = v;
  f.weightUnit = unit;
}

/** "10, 8 and 6 reps of bench at 185": a weight said after sets without one is theirs. */
function loadSets(f: Frame, load: SetEntry): boolean {
  if (!f.setList || f.setList.some((s) => s.weight !== undefined || s.seconds !== undefined)) {
    return false;
  }
  f.setList = f.setList.map((s) => ({ ...s, ...load }));
  return true;
}

/** "bench 135 for 10, then 155 for 8": the set said first opens the list. */
function setsSaidBefore(f: Frame): SetEntry[] {
  if (f.reps === undefined && f.weight === undefined && f.durationSeconds === undefined) return [];
  const set: SetEntry = {};
  if (f.reps !== undefined) set.reps = f.reps;
  if (f.weight !== undefined) {
    set.weight = f.weight;
    set.unit = f.weightUnit;
  }
  if (f.durationSeconds !== undefined) set.seconds = f.durationSeconds;
  return Array.from({ length: f.sets ?? 1 }, () => set);
}

/** "12 at 70 kilos, then 10 at 80": a unit said with the first set holds for those after it. */
function inUnitOf(f: Frame, sets: readonly SetEntry[]): SetEntry[] {
  const unit = f.weight !== undefined && f.weightUnit === 'kg' ? f.weightUnit : undefined;
  if (!unit) return [...sets];
  return sets.map((s) => (s.bareWeight && !s.unit ? { ...s, unit, bareWeight: false } : s));
}

/** As with "at 135" alone, a weight without a unit is only a load on something lifted. */
function ownSets(ex: Exercise, sets: readonly SetEntry[]): SetEntry[] {
  if (ex.type === 'strength') return [...sets];
  return sets.map((s) => {
    if (!s.bareWeight) return s;
    const { bareWeight: _b, weight: _w, unit: _u, ...rest } = s;
    return rest;
  });
}

function toClauses(items: readonly Item[]): Clause[] {
  const clauses: Clause[] = [{ mentions: [], quantities: [] }];
  items.forEach((it) => {
    const c = clauses[clauses.length - 1]!;
    if (it.k === 'sep') clauses.push({ mentions: [], quantities: [] });
    else if (it.k === 'q') c.quantities.push(it);
    else if (it.k === 'ex') {
      const ex = exerciseById(it.id)!;
      const verb = it.kind === 'verb';
      if (!c.mentions.some((m) => m.ex.id === ex.id)) c.mentions.push({ ex, at: it.start, verb });
    }
  });
  return clauses
    .map((c) => ({ ...c, mentions: oneActivity(c.mentions) }))
    .filter((c) => c.mentions.length > 0 || c.quantities.length > 0);
}

/** Where the activity happens rather than what it is: "ran on the treadmill" is Running. */
const VENUES = new Set(['treadmill']);

/**
 * A verb and a noun in one clause name one activity: "rode the stationary bike" is the
 * stationary bike, "walked on the treadmill" is walking.
 */
function oneActivity(mentions: Mention[]): Mention[] {
  const verbs = mentions.filter((m) => m.verb);
  const nouns = mentions.filter((m) => !m.verb);
  if (verbs.length === 0 || nouns.length === 0) return mentions;
  const venue = nouns.every((m) => VENUES.has(m.ex.id));
  return venue ? verbs : nouns;
}

/** A clause naming several exercises: numbers said before the names go to the next name. */
function splitClause(c: Clause): Clause[] {
  if (c.mentions.length < 2) return [c];
  const prefix = c.quantities.some((q) => q.start < c.mentions[0]!.at);
  const parts: Clause[] = c.mentions.map((m) => ({ mentions: [m], quantities: [] }));
  for (const q of c.quantities) {
    let idx: number;
    if (prefix) {
      idx = c.mentions.findIndex((m) => m.at > q.start);
      if (idx < 0) idx = c.mentions.length - 1;
    } else {
      idx = Math.max(
        0,
        c.mentions.findLastIndex((m) => m.at < q.start),
      );
    }
    parts[idx]!.quantities.push(q);
  }
  return parts;
}

function newFrame(ex: Exercise, prefix: boolean): Frame {
  return { ex, prefix, quantities: 0 };
}

/**
 * Bare numbers beside a lift: with the reps said elsewhere ("benched 225 for 5 reps") or a second
 * bare number ("deadlifted 315 for 5"), the larger one is the weight.
 */
function weighBareNumbers(ex: Exercise, quantities: readonly QItem[]): QItem[] {
  if (!isWeighted(ex)) return [...quantities];
  const bare = quantities.filter((q) => q.q === 'bare');
  const repsSaid = quantities.some((q) => q.q === 'reps');
  if (bare.length === 0 || (!repsSaid && bare.length < 2)) return [...quantities];
  const heaviest = Math.max(...bare.map((q) => q.v));
  return quantities.map((q) =>
    q.q === 'bare' && (repsSaid || q.v === heaviest) ? { ...q, q: 'bareWeight' } : q,
  );
}

/** Where each quantity said went: the starts of the ones no exercise could take. */
type Ignored = Set<number>;

/** Puts each quantity on the frame, or on a fresh entry of the same exercise when taken. */
function fill(frames: Frame[], frame: Frame, quantities: readonly QItem[], ignored: Ignored) {
  let target = frame;
  for (const q of weighBareNumbers(frame.ex, quantities)) {
    let applied = apply(target, q);
    if (applied === 'taken') {
      target = newFrame(target.ex, false);
      frames.push(target);
      applied = apply(target, q);
    }
    if (applied === 'ignored') ignored.add(q.start);
  }
}

const hasDistance = (qs: readonly QItem[]) => qs.some((q) => q.q === 'distance');
const byDistance = (ex: Exercise) => ex.measure === 'distance';

function framesOf(clauses: readonly Clause[], ignored: Ignored): Frame[] {
  const frames: Frame[] = [];
  let pending: QItem[] = [];
  for (const c of clauses) {
    if (c.mentions.length === 0) {
      const last = frames[frames.length - 1];
      // "squats, then a 5k": a distance the exercise before cannot take is a run of its own.
      if (
        last &&
        hasDistance(c.quantities) &&
        !(byDistance(last.ex) && last.distance === undefined)
      ) {
        frames.push(...impliedRun(c.quantities, ignored));
      } else if (last) fill(frames, last, c.quantities, ignored);
      else pending.push(...c.quantities);
      continue;
    }
    const [m] = c.mentions;
    // "a 5k, then yoga for an hour": likewise before an exercise that has numbers of its own.
    if (hasDistance(pending) && (!byDistance(m!.ex) || c.quantities.length > 0)) {
      frames.push(...impliedRun(pending, ignored));
      pending = [];
    }
    const prefix = c.quantities.some((q) => q.start < m!.at) || pending.length > 0;
    const frame = newFrame(m!.ex, prefix);
    const prev = frames[frames.length - 1];
    frames.push(frame);
    fill(frames, frame, [...pending, ...c.quantities], ignored);
    pending = [];
    inherit(frame, prev);
  }
  return pending.length > 0 ? impliedRun(pending, ignored) : frames;
}

/** "3 sets of 10 push ups and sit ups": a bare name after a counted one shares its counts. */
function inherit(frame: Frame, prev: Frame | undefined) {
  if (frame.quantities > 0 || !prev?.prefix || prev.ex.measure !== frame.ex.measure) return;
  share(frame, prev);
}

function share(to: Frame, from: Frame) {
  to.sets = from.sets;
  to.reps = from.reps;
  to.durationSeconds = from.durationSeconds;
  if (from.setList) to.setList = from.setList;
}

/** "push ups and sit ups, three sets of ten each": every bare name shares the counts. */
function shareEach(frames: readonly Frame[]) {
  const source = frames.find((f) => f.quantities > 0);
  if (!source) return;
  for (const f of frames) {
    if (f.quantities === 0 && f.ex.measure === source.ex.measure) share(f, source);
  }
}

/** "did a 5k", "ran a half marathon" said without a name: a distance alone is a run. */
function impliedRun(quantities: readonly QItem[], ignored: Ignored): Frame[] {
  if (!quantities.some((q) => q.q === 'distance')) return [];
  const frame = newFrame(exerciseById('running')!, true);
  const frames = [frame];
  fill(frames, frame, quantities, ignored);
  return frames;
}

/** "5 rounds of 10 pull ups and 20 push ups": the rounds cover the whole circuit. */
function shareRounds(frames: readonly Frame[], items: readonly Item[]) {
  const rounds = items.find((it) => it.k === 'q' && it.q === 'sets' && it.rounds);
  if (rounds?.k !== 'q' || rounds.q !== 'sets') return;
  for (const f of frames) f.sets ??= rounds.v;
}

/** "rows" with reps or a weight are barbell rows; with metres or minutes, the rowing machine. */
function resolveContext(f: Frame): Exercise {
  const counted = f.reps !== undefined || f.setList?.some((s) => s.reps !== undefined);
  const lifted = f.weightLbs !== undefined || (counted && f.distance === undefined);
  if (f.ex.id === 'rowing' && lifted && f.durationSeconds === undefined) {
    return exerciseById('barbell-row')!;
  }
  return f.ex;
}

function toLogged(f: Frame): LoggedExercise {
  const ex = resolveContext(f);
  const out: LoggedExercise = { exerciseId: ex.id, name: ex.name, sets: f.sets ?? 1 };
  if (f.setList) Object.assign(out, loggedSets(ownSets(ex, f.setList)));
  else {
    if (f.reps !== undefined) out.reps = f.reps;
    if (f.weightLbs !== undefined) {
      out.weightLbs = f.weightLbs;
      out.weight = f.weight;
      out.weightUnit = f.weightUnit;
    }
    if (f.durationSeconds !== undefined) out.durationSeconds = f.durationSeconds;
  }
  if (f.distance !== undefined) {
    out.distance = f.distance;
    out.distanceUnit = f.distanceUnit;
  }
  return out;
}

const CONTEXT_WORDS = new Set(['after', 'before', 'during', 'post', 'pre']);
/** Words that put a mention after an exercise as where it was done: "push ups on the bench". */
const PLACE_WORDS = new Set(['on', 'at']);

/**
 * "stretched for 15 minutes after my run": the run is context, not a second exercise. Likewise
 * a mention after "on"/"at" that follows another exercise in the same clause is where it was
 * done: "a 20 minute jog on the treadmill", "dips at the bench 3 sets of 12".
 */
export function dropContext(items: readonly Item[]): Item[] {
  const word = (i: number) => {
    const it = items[i];
    return it?.k === 'word' ? it.w : '';
  };
  /** Another exercise earlier in the clause of item i, with nothing separating them. */
  const afterExercise = (i: number) => {
    for (let k = i - 1; k >= 0; k--) {
      if (items[k]!.k === 'sep') return false;
      if (items[k]!.k === 'ex') return true;
    }
    return false;
  };
  return items.filter((it, i) => {
    if (it.k !== 'ex') return true;
    const det = ['my', 'the', 'a', 'this'].includes(word(i - 1));
    const before = det ? word(i - 2) : word(i - 1);
    if (PLACE_WORDS.has(before) && afterExercise(i)) return false;
    return !CONTEXT_WORDS.has(before);
  });
}

export interface LogReading {
  /** The exercises a sentence logs, in spoken order; empty when it names none. */
  exercises: LoggedExercise[];
  /** The sentence as the log read it (sets said one by one are one item). */
  items: Item[];
  /** The starts of the quantities no exercise had a place for. */
  ignored: ReadonlySet<number>;
}

export function readLog(items: readonly Item[]): LogReading {
  const specific = items.some((it) => it.k === 'ex' && !exerciseById(it.id)?.generic);
  // A catch-all ("workout") only counts when nothing specific was named.
  const kept = specific
    ? items.filter((it) => !(it.k === 'ex' && exerciseById(it.id)?.generic))
    : items;
  const read = readSetLists(kept);
  const clauses = toClauses(dropContext(read)).flatMap(splitClause);
  const ignored: Ignored = new Set();
  const frames = framesOf(clauses, ignored);
  if (items.some((it) => it.k === 'word' && EACH.has(it.w))) shareEach(frames);
  shareRounds(frames, items);
  // A catch-all with no numbers ("log a workout") is not a workout worth writing.
  const none = !specific && frames.every((f) => f.quantities === 0);
  return { exercises: none ? [] : frames.map(toLogged), items: read, ignored };
}
