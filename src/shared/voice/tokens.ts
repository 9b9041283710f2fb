// Words → tokens: numbers, units (only right after a number), exercise phrases, clause
// separators and everything else as plain words. Each token keeps the word span it came from so
// titles can be rebuilt from what was said.
import {
  exerciseById,
  isWeighted,
  matchPhraseAt,
  stemWord,
  type MatchKind,
} from '../exercises/catalogue';
import {
  READING_VERBS,
  SEPARATORS,
  SET_LIST_CUES,
  UNIT_WORDS,
  WEIGH_VERBS,
  WEIGHT_CUES,
  type UnitDef,
} from './lexicon';
import { parseNumberAt } from './numbers';

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
    // Speech writes "five k" for 5k; the other letters only come from typing.
    if (word !== 'k') return null;
  }
  return { k: 'unit', u, word, start: i, end: i + 1 };
}

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
  if (WEIGHT_CUES.includes(cue) || isReadingWord(cue)) return true;
  // "weigh in …", "my weight this morning was …": a reading word a few words back.
  const link = cue === 'in' || cue === 'of' || READING_VERBS.includes(cue);
  if (link && words.slice(Math.max(0, before!.start - 4), before!.start).some(isReadingWord)) {
    return true;
  }
  return before?.k === 'ex' && isWeighted(exerciseById(before.id)!);
}

/** "weigh", "weighed", "weight", "bodyweight", "scale": what a body weight is read with. */
const isReadingWord = (w: string) => WEIGH_VERBS.includes(w) || /^(\w*weight|scales?)$/.test(w);

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
    const num = parseNumberAt(words, i, countable);
    if (num) {
      out.push({ k: 'num', v: num.value, spoken: num.spoken, start: i, end: num.end });
      if (num.ordinal) (out[out.length - 1] as NumToken).ordinal = true;
      i = num.end;
      const unit = unitAt(words, stems, i, /^\d/.test(words[i - 1] ?? ''));
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
