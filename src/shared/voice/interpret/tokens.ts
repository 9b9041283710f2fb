// Words → tokens: numbers, units (only right after a number), exercise phrases, clause
// separators and everything else as plain words. Each token keeps the word span it came from so
// titles can be rebuilt from what was said.
import {
  exerciseById,
  isWeighted,
  matchPhraseAt,
  stemWord,
  type MatchKind,
} from '../../exercises/catalogue';
import {
  READING_VERBS,
  SEPARATORS,
  SET_LIST_CUES,
  UNIT_WORDS,
  WEIGH_VERBS,
  WEIGHT_CUES,
  type UnitDef,
} from './lexicon';
import { parseNumberAt, SCALES, type NumberMatch } from './numbers';

interface Span {
  start: number;
  end: number;
}
export type NumToken = Span & { k: 'num'; v: number; spoken: boolean; ordinal?: boolean };
export type UnitToken = Span & { k: 'unit'; u: UnitDef; word: string };
export type ExToken = Span & { k: 'ex'; id: string; kind: MatchKind };
export type SepToken = Span & { k: 'sep'; word: string };
export type WordToken = Span & { k: 'word'; w: string };
export type Token = NumToken | UnitToken | ExToken | SepToken | WordToken;

const SEP_PHRASES = SEPARATORS.map((s) => s.split(' ')).sort((a, b) => b.length - a.length);

/** Single letters are units only when glued to or right after a digit ("5k", "400 m"). */
const LETTER_UNITS = new Set(['k', 'm', 's', 'h']);

/** "a"/"an" means one before a unit ("an hour", "a mile", "a set of ten"), not "a plank". */
function countable(word: string): boolean {
  return UNIT_WORDS[word] !== undefined && !LETTER_UNITS.has(word);
}

function separatorAt(words: readonly string[], i: number): number {
  for (const phrase of SEP_PHRASES) {
    if (phrase.every((p, k) => words[i + k] === p)) return phrase.length;
  }
  return 0;
}

/** The unit word right after a number, if any. "1 second" is a unit; "a second set" is not. */
function unitAt(
  words: readonly string[],
  stems: readonly string[],
  i: number,
  afterDigits: boolean,
): UnitToken | null {
  const word = words[i];
  if (word === undefined) return null;
  // "10 step ups" counts step-ups, not steps.
  if ((matchPhraseAt(stems, i)?.length ?? 0) > 1) return null;
  const u = UNIT_WORDS[word];
  if (!u) return null;
  if (LETTER_UNITS.has(word) && !afterDigits) {
    // Speech writes "five k" for 5k, and a synthesiser reads "1500 m" as "fifteen hundred m";
    // "s" and "h" alone only come from typing.
    if (word !== 'k' && word !== 'm') return null;
  }
  return { k: 'unit', u, word, start: i, end: i + 1 };
}

/**
 * Words before a load said as a plural, the way gym speech names a pair of dumbbells by their
 * weight: "curled the 40s", "with 25s", "a pair of 15s", "using the fifties".
 */
export const PLURAL_LOAD_CUES: readonly string[] = ['the', 'with', 'using', 'of', 'both', 'my'];
/** Tens said as a plural load: "the forties" are the 40 lb dumbbells. */
export const PLURAL_TENS: Readonly<Record<string, number>> = {
  tens: 10, twenties: 20, thirties: 30, forties: 40, fifties: 50, sixties: 60, seventies: 70,
  eighties: 80, nineties: 90,
}; // prettier-ignore
/** Counts of a lift said as a word: "pulled 405 once", "benched 225 for a triple". */
export const REP_COUNT_WORDS: Readonly<Record<string, number>> = { once: 1, twice: 2, thrice: 3 };
export const REP_COUNT_NOUNS: Readonly<Record<string, number>> = {
  single: 1,
  double: 2,
  triple: 3,
};
/** What may follow "a single/double/triple" for it to be the count of a set, not a kind. */
const AFTER_REP_NOUN = new Set([
  'at', 'with', 'using', 'on', 'and', 'then', ',', '.', 'today', 'yesterday', 'this', 'last',
]); // prettier-ignore
/** "twice a week" is how often, not how many. */
const FREQUENCY_WORDS = new Set(['a', 'an', 'per', 'every', 'each', 'weekly', 'daily']);
const POUNDS = UNIT_WORDS['pounds']!;
const REPS = UNIT_WORDS['reps']!;

const isNum = (t: Token | undefined): t is NumToken => t?.k === 'num';
const isDigitWord = (t: NumToken) => t.spoken && Number.isInteger(t.v) && t.v >= 1 && t.v <= 9;
/** "eighty two", and "eighty two point four" of a body weight ("one eighty two point four"). */
const isTensWord = (t: NumToken) => t.spoken && t.v >= 10 && t.v < 100;

const wordOf = (t: Token | undefined, words: readonly string[]) =>
  t?.k === 'word' ? words[t.start]! : '';

/**
 * A position where a number is a load: "at …", "with …", "bench …", "… pounds", a set said as
 * "… for 8" ("one fifty five for eight"), a body weight ("I weigh …", "my weight is …").
 */
function weightPosition(tokens: readonly Token[], i: number, words: readonly string[]): boolean {
  const before = tokens[i - 1];
  const after = tokens[i + 2];
  if (after?.k === 'unit' && after.u.dim === 'weight') return true;
  if (wordOf(after, words) === 'for' && isNum(tokens[i + 3])) return true;
  const cue = wordOf(before, words);
  if (WEIGHT_CUES.includes(cue) || isReadingWord(cue) || readingAcrossDay(tokens[i]!, words)) {
    return true;
  }
  // "weigh in …", "my weight this morning was …": a reading word a few words back.
  const link = cue === 'in' || cue === 'of' || READING_VERBS.includes(cue);
  if (link && words.slice(Math.max(0, before!.start - 4), before!.start).some(isReadingWord)) {
    return true;
  }
  return before?.k === 'ex' && isWeighted(exerciseById(before.id)!);
}

/** "weigh", "weighed", "weight", "bodyweight", "scale": what a body weight is read with. */
const isReadingWord = (w: string) => WEIGH_VERBS.includes(w) || /^(\w*weight|scales?)$/.test(w);

/** Words of a day a reading may put between its noun and its number: "weight today …". */
const READING_DAY_WORDS = new Set([
  'today', 'todays', 'tonight', 'yesterday', 'this', 'morning', 'afternoon', 'evening', 'night',
]); // prettier-ignore

/**
 * "weight today one seventy three", "weighed this morning two oh five": a reading word, then the
 * day it was read, then the number. Only the day sits between, so a lift's count is never taken.
 */
function readingAcrossDay(num: Token, words: readonly string[]): boolean {
  let w = num.start - 1;
  while (w >= 0 && READING_DAY_WORDS.has(words[w]!)) w--;
  return w >= 0 && w < num.start - 1 && isReadingWord(words[w]!);
}

/**
 * Gym speech says loads as "one thirty five" and "two twenty five": a digit word then a tens
 * word, in a weight position, is one number (135, 225). Elsewhere "two twenty minute runs" stays
 * two numbers.
 */
function mergeSpokenLoads(tokens: Token[], words: readonly string[]): Token[] {
  const said = ` ${words.join(' ')} `;
  // "a pyramid of curls eight ten twelve": counts one after another, not a load of 810.
  const counting = SET_LIST_CUES.some((c) => said.includes(` ${c} `));
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i];
    const b = tokens[i + 1];
    if (!isNum(a) || !isNum(b) || !isDigitWord(a) || !isTensWord(b)) continue;
    if (!weightPosition(tokens, i, words) || (counting && isNum(tokens[i + 2]))) continue;
    tokens.splice(i, 2, { ...a, v: a.v * 100 + b.v, end: b.end });
  }
  return tokens;
}

/** "hundred push ups": a scale word opening a number reads as "a hundred", without its "a". */
function scaleOpeningAt(words: readonly string[], i: number): NumberMatch | null {
  if (SCALES[words[i]!] === undefined) return null;
  const m = parseNumberAt(['a', ...words.slice(i)], 0);
  return m && { ...m, end: i + m.end - 1 };
}

/** "the 40s", "with 25s", "a pair of 15s": not "3 sets of 30s", which are seconds. */
const isPluralLoadCue = (words: readonly string[], k: number) =>
  PLURAL_LOAD_CUES.includes(words[k] ?? '') && (words[k] !== 'of' || words[k - 1] === 'pair');

/**
 * A count or load said as one word, as a number token and its unit over the same words: "once"
 * (1 rep), "for a triple" (3 reps), "the forties" (40 lb).
 */
function saidCountAt(words: readonly string[], i: number): { tokens: Token[]; end: number } | null {
  const w = words[i]!;
  const next = words[i + 1];
  const said = (v: number, end: number, u: UnitDef) => ({
    tokens: [
      { k: 'num', v, spoken: true, start: i, end } as const,
      { k: 'unit', u, word: words[end - 1]!, start: end - 1, end } as const,
    ],
    end,
  });
  const times = REP_COUNT_WORDS[w];
  if (times !== undefined && !FREQUENCY_WORDS.has(next ?? '')) return said(times, i + 1, REPS);
  const noun = REP_COUNT_NOUNS[next ?? ''];
  const after = words[i + 2];
  if (w === 'a' && noun !== undefined && (after === undefined || AFTER_REP_NOUN.has(after))) {
    return said(noun, i + 2, REPS);
  }
  const tens = PLURAL_TENS[w];
  if (tens !== undefined && isPluralLoadCue(words, i - 1)) return said(tens, i + 1, POUNDS);
  return null;
}

export function tokenize(words: readonly string[]): Token[] {
  const stems = words.map(stemWord);
  const out: Token[] = [];
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    const phrase = matchPhraseAt(stems, i);
    if (phrase && !(phrase.length === 1 && parseNumberAt(words, i, countable))) {
      out.push({
        k: 'ex',
        id: phrase.exercise.id,
        kind: phrase.kind,
        start: i,
        end: i + phrase.length,
      });
      i += phrase.length;
      continue;
    }
    const said = saidCountAt(words, i);
    if (said) {
      out.push(...said.tokens);
      i = said.end;
      continue;
    }
    const num = parseNumberAt(words, i, countable) ?? scaleOpeningAt(words, i);
    if (num) {
      const start = i;
      out.push({ k: 'num', v: num.value, spoken: num.spoken, start: i, end: num.end });
      if (num.ordinal) (out[out.length - 1] as NumToken).ordinal = true;
      i = num.end;
      const typed = /^\d/.test(words[i - 1] ?? '');
      const plural = typed && words[i] === 's' && isPluralLoadCue(words, start - 1);
      const unit = plural
        ? { k: 'unit' as const, u: POUNDS, word: 's', start: i, end: i + 1 }
        : unitAt(words, stems, i, typed);
      if (unit) {
        out.push(unit);
        i = unit.end;
      }
      continue;
    }
    const sep = separatorAt(words, i);
    if (sep) {
      out.push({ k: 'sep', word: words.slice(i, i + sep).join(' '), start: i, end: i + sep });
      i += sep;
      continue;
    }
    out.push({ k: 'word', w, start: i, end: i + 1 });
    i++;
  }
  return mergeSpokenLoads(out, words);
}

/** Each token as text with numbers as digits ("june 15th", "in 3 weeks"), for dates and titles. */
export function tokenPieces(tokens: readonly Token[], words: readonly string[]): string[] {
  return tokens.map((t) => {
    if (t.k === 'num') return t.ordinal ? `${t.v}${ordinalSuffix(t.v)}` : formatNumber(t.v);
    return words.slice(t.start, t.end).join(' ');
  });
}

export function formatNumber(v: number): string {
  return Number.isInteger(v) ? String(v) : String(Math.round(v * 100) / 100);
}

function ordinalSuffix(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}
