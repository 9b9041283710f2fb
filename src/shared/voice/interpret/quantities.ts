// Tokens → quantities: "3 sets of 10", "3 by 10", "135 pounds", "at 135", "1 hour and 15
// minutes", "an hour and a half", "400 meter", "5k". Exercise mentions, separators and words pass
// through, so the clause grammar (log.ts) sees one flat list in spoken order.
import { toStoredLbs } from '../../units';
import type { DistanceUnit, WeightUnit } from './lexicon';
import { TIMES_WORDS, WEIGHT_CUES } from './lexicon';
import type { SetEntry } from './set-list';
import type { ExToken, NumToken, SepToken, Token, WordToken } from './tokens';

export type Quantity =
  /** `rounds`: said as rounds or circuits, so every exercise of the circuit shares them. */
  | { q: 'sets'; v: number; rounds?: boolean }
  | { q: 'reps'; v: number }
  | { q: 'weight'; lbs: number; v: number; unit: WeightUnit }
  | { q: 'bareWeight'; v: number }
  | { q: 'duration'; seconds: number; spokenUnit: 'h' | 'min' | 's' }
  | { q: 'distance'; v: number; unit: DistanceUnit }
  | { q: 'bare'; v: number }
  /** Sets one by one ("135 for 10, 155 for 8"), read by set-list.ts from the others. */
  | { q: 'setList'; sets: SetEntry[] };

export type QItem = Quantity & { k: 'q'; start: number; end: number };
export type Item = ExToken | SepToken | WordToken | QItem;

interface Read {
  items: QItem[];
  next: number;
}

const isNum = (t: Token | undefined): t is NumToken => t?.k === 'num';
const wordOf = (t: Token | undefined) => (t?.k === 'word' ? t.w : t?.k === 'sep' ? t.word : '');
/**
 * After a duration these make it a pace, not how long: "an 8 minute mile pace", "5 minutes per
 * km". "Per" alone is not enough: "150 minutes per week" is how long.
 */
const PACE_WORDS = new Set(['pace', 'mile', 'miles', 'km', 'k', 'kilometer']);
const isPace = (tokens: readonly Token[], k: number) =>
  PACE_WORDS.has(wordOf(tokens[k])) ||
  (wordOf(tokens[k]) === 'per' && PACE_WORDS.has(wordOf(tokens[k + 1])));

function item(q: Quantity, start: number, end: number): QItem {
  return { ...q, k: 'q', start, end };
}

/**
 * A whole number below 60 right after minutes or hours, with no unit, exercise or number of its
 * own after it: "planked a minute forty" is 100 seconds, but "20 minutes 15 squats" stays two.
 */
function bareSmallerUnit(n: NumToken, after: Token | undefined, last: number): boolean {
  if (last < 60 || !Number.isInteger(n.v) || n.v < 1 || n.v >= 60 || n.ordinal) return false;
  return after === undefined || after.k === 'sep' || after.k === 'word';
}

/** More of a duration: "and 15 minutes", "30 seconds", "and a half". */
function extendDuration(tokens: readonly Token[], k: number, total: number, last: number) {
  for (;;) {
    const and = tokens[k]?.k === 'sep' && (tokens[k] as SepToken).word === 'and';
    const p = and ? k + 1 : k;
    const n = tokens[p];
    const u = tokens[p + 1];
    if (isNum(n) && u?.k === 'unit' && u.u.dim === 'time' && u.u.seconds < last) {
      total += n.v * u.u.seconds;
      last = u.u.seconds;
      k = p + 2;
    } else if (and && isNum(n) && n.v < 1 && u?.k !== 'unit') {
      total += n.v * last;
      k = p + 1;
    } else if (!and && isNum(n) && bareSmallerUnit(n, u, last)) {
      // "a minute thirty", "an hour fifteen": the next smaller unit, as a clock reads.
      total += n.v * (last / 60);
      last /= 60;
      k = p + 1;
    } else return { total, next: k };
  }
}

/** A number followed by a unit token at j+1. */
function readWithUnit(tokens: readonly Token[], j: number, v: number): Read {
  const unit = tokens[j + 1];
  if (unit?.k !== 'unit') throw new Error('unit expected');
  const start = tokens[j]!.start;
  const u = unit.u;
  switch (u.dim) {
    case 'weight': {
      // Stored in pounds on the API's 0.5 lb step (SPEC §5), as the forms store them.
      const lbs = toStoredLbs(v, u.unit);
      return { items: [item({ q: 'weight', lbs, v, unit: u.unit }, start, unit.end)], next: j + 2 };
    }
    case 'distance': {
      const and = wordOf(tokens[j + 2]) === 'and';
      const more = and && isNum(tokens[j + 3]) ? tokens[j + 3] : undefined;
      const half = isNum(more) && more.v < 1 && tokens[j + 4]?.k !== 'unit' ? more.v : 0;
      const q: Quantity = { q: 'distance', v: round3((v + half) * u.factor), unit: u.unit };
      return { items: [item(q, start, unit.end)], next: half ? j + 4 : j + 2 };
    }
    case 'time': {
      const { total, next } = extendDuration(tokens, j + 2, v * u.seconds, u.seconds);
      if (isPace(tokens, next)) return { items: [], next: next + 1 };
      const spokenUnit = u.seconds >= 3600 ? 'h' : u.seconds >= 60 ? 'min' : 's';
      const q: Quantity = { q: 'duration', seconds: Math.round(total), spokenUnit };
      return { items: [item(q, start, tokens[next - 1]!.end)], next };
    }
    case 'sets':
      return readSets(tokens, j, v);
    case 'reps':
      if (unit.word === 'times' && isNum(tokens[j + 2])) return readSetsByReps(tokens, j, v);
      return { items: [item({ q: 'reps', v }, start, unit.end)], next: j + 2 };
  }
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** "3 sets", "3 sets of 10", "4 rounds of 400 meter", "3 sets of 30 seconds". */
function readSets(tokens: readonly Token[], j: number, v: number): Read {
  const start = tokens[j]!.start;
  const unit = tokens[j + 1] as Token & { k: 'unit' };
  const rounds = /^(round|circuit)/.test(unit.word);
  const sets = item(rounds ? { q: 'sets', v, rounds } : { q: 'sets', v }, start, unit.end);
  if (wordOf(tokens[j + 2]) === 'of' && isNum(tokens[j + 3])) {
    const per = readNumber(tokens, j + 3, 'reps');
    return { items: [sets, ...per.items], next: per.next };
  }
  return { items: [sets], next: j + 2 };
}

/** "3 by 10", "3 x 10 reps", "3 times 10", "3 x 30 seconds". */
function readSetsByReps(tokens: readonly Token[], j: number, v: number): Read {
  const start = tokens[j]!.start;
  const sets = item({ q: 'sets', v }, start, tokens[j + 1]!.end);
  const per = readNumber(tokens, j + 2, 'reps');
  return { items: [sets, ...per.items], next: per.next };
}

/** The number at j with whatever follows it; `bare` says what a unit-less number means. */
function readNumber(tokens: readonly Token[], j: number, bare: 'reps' | 'bare'): Read {
  const t = tokens[j] as NumToken;
  const cue = WEIGHT_CUES.includes(wordOf(tokens[j - 1]));
  // A range ("8 to 10 reps", "6-8"): the lower end, which was certainly done.
  const high = tokens[j + 2];
  if (wordOf(tokens[j + 1]) === 'to' && isNum(high) && high.v > t.v) {
    return readNumberValue(tokens, j + 2, t.v, bare, cue, t.start);
  }
  return readNumberValue(tokens, j, t.v, bare, cue, t.start);
}

function readNumberValue(
  tokens: readonly Token[],
  j: number,
  v: number,
  bare: 'reps' | 'bare',
  cue: boolean,
  start: number,
): Read {
  const next = tokens[j + 1];
  if (next?.k === 'unit') return readWithUnit(tokens, j, v);
  if (TIMES_WORDS.includes(wordOf(next)) && isNum(tokens[j + 2])) {
    return readSetsByReps(tokens, j, v);
  }
  const end = tokens[j]!.end;
  // "with two 25 pound dumbbells": a count of dumbbells, not a weight.
  if (cue && isNum(next)) return { items: [], next: j + 1 };
  const q: Quantity = cue && bare === 'bare' ? { q: 'bareWeight', v } : { q: bare, v };
  return { items: [item(q, start, end)], next: j + 1 };
}

/** Replaces number and unit tokens with quantities. Ordinals stay words (they are dates). */
export function readQuantities(tokens: readonly Token[]): Item[] {
  const out: Item[] = [];
  for (let j = 0; j < tokens.length;) {
    const t = tokens[j]!;
    if (t.k === 'num' && !t.ordinal) {
      const r = readNumber(tokens, j, 'bare');
      out.push(...r.items);
      j = r.next;
    } else if (t.k === 'unit' || t.k === 'num') {
      j++;
    } else {
      out.push(t);
      j++;
    }
  }
  return out;
}
