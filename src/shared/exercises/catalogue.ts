// The exercise catalogue (issue 4): one typed list plus the lookups the voice interpreter, the
// language-model generator and later features (assessment plans, suggestions) share.
import { CARDIO } from './data-cardio';
import { CORE } from './data-core';
import { LOWER_BODY } from './data-lower';
import { FLEXIBILITY, SPORTS } from './data-other';
import { UPPER_BODY } from './data-upper';
import type { Exercise } from './types';

export * from './types';

export const EXERCISES: readonly Exercise[] = [
  ...UPPER_BODY,
  ...LOWER_BODY,
  ...CORE,
  ...CARDIO,
  ...FLEXIBILITY,
  ...SPORTS,
];

const BY_ID = new Map(EXERCISES.map((e) => [e.id, e]));

export function exerciseById(id: string): Exercise | undefined {
  return BY_ID.get(id);
}

const LOADS = new Set(['dumbbell', 'barbell', 'kettlebell', 'machine', 'cable', 'sled']);

/** Lifted with a load, so a bare "at 135" or "bench 225" is a weight in pounds. */
export function isWeighted(e: Exercise): boolean {
  return e.type === 'strength' && e.equipment.some((q) => LOADS.has(q));
}

/**
 * One word without its plural ending, so "squats", "crunches" and "presses" meet "squat",
 * "crunch" and "press". Applied to both the catalogue and what was heard, so it only has to be
 * consistent, not linguistically right ("pilates" → "pilate" on both sides is fine).
 */
export function stemWord(word: string): string {
  // The particle of push-ups, sit-ups, get-ups: "wide push ups" must meet "wide push up".
  if (word === 'ups') return 'up';
  if (word.length <= 3) return word;
  if (/(ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case words of a phrase, punctuation and hyphens as spaces ("Push-ups" → push, ups). */
export function phraseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The lookup key of a phrase: its words stemmed and joined by one space. */
export function phraseKey(text: string): string {
  return phraseWords(text).map(stemWord).join(' ');
}

export type MatchKind = 'name' | 'synonym' | 'misHearing' | 'verb';

export interface PhraseEntry {
  exercise: Exercise;
  kind: MatchKind;
}

function buildIndex(): { index: Map<string, PhraseEntry>; maxWords: number } {
  const index = new Map<string, PhraseEntry>();
  let maxWords = 1;
  const add = (phrase: string, exercise: Exercise, kind: MatchKind) => {
    const key = phraseKey(phrase);
    if (!key) return;
    // Speech recognisers join and split compounds at will: "push ups", "pushups", "benchpress".
    const joined = key.includes(' ') ? stemWord(phraseWords(phrase).join('')) : key;
    for (const k of new Set([key, joined])) if (!index.has(k)) index.set(k, { exercise, kind });
    maxWords = Math.max(maxWords, key.split(' ').length);
  };
  for (const e of EXERCISES) {
    add(e.name, e, 'name');
    for (const s of e.synonyms) add(s, e, 'synonym');
    for (const v of e.verbs) add(v, e, 'verb');
    for (const m of e.misHearings) add(m, e, 'misHearing');
  }
  return { index, maxWords };
}

const { index: PHRASES, maxWords: MAX_WORDS } = buildIndex();

/** The exercise a whole phrase names ("bench presses", "benchpress", "dead lift"), if any. */
export function findExercise(text: string): Exercise | undefined {
  return PHRASES.get(phraseKey(text))?.exercise;
}

export interface PhraseMatch extends PhraseEntry {
  /** How many words of the input the match covers. */
  length: number;
}

/**
 * The longest catalogue phrase starting at `start` in already-stemmed words, so "incline bench
 * press" wins over "bench press" and "bench".
 */
export function matchPhraseAt(stems: readonly string[], start: number): PhraseMatch | undefined {
  const limit = Math.min(MAX_WORDS, stems.length - start);
  for (let len = limit; len >= 1; len--) {
    const words = stems.slice(start, start + len);
    const hit = PHRASES.get(words.join(' ')) ?? (len > 1 ? PHRASES.get(words.join('')) : undefined);
    if (hit) return { ...hit, length: len };
  }
  return undefined;
}

/**
 * A name as the voice corpus judges it (../shared/voice/README.md): lower-case letters only, a
 * plural ending dropped ("es" after ss/ch/sh/x, else one "s").
 */
export function judgedNameKey(name: string): string {
  const letters = name.toLowerCase().replace(/[^a-z]/g, '');
  if (/(ss|ch|sh|x)es$/.test(letters)) return letters.slice(0, -2);
  return letters.endsWith('s') ? letters.slice(0, -1) : letters;
}
