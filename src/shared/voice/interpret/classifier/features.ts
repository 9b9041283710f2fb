// Features of a sentence for the intent classifier (issue 15 §1): its words and adjacent word
// pairs, with start and end markers, after the slot grammar's tokeniser has replaced what varies
// without changing the intent by a class: any number is <num>, a unit after it <unit>, a named
// exercise <ex>, a weekday or month <day>. So "ran five miles" and "swam 800 meters" share
// "<ex> <num>" and "<num> <unit>", and the model never has to see every exercise or number.
import { exerciseById } from '../../../exercises/catalogue';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../lexicon';
import { tokenize, type Token } from '../tokens';

export const NUM = '<num>';
export const UNIT = '<unit>';
export const EX = '<ex>';
export const DAY = '<day>';
const START = '<s>';
const END = '</s>';

/** "may" is a month less often than a verb ("may I…"), so it stays a word. */
const DAY_NAMES = new Set([...WEEKDAY_NAMES, ...MONTH_NAMES.filter((m) => m !== 'may')]);
/** Clause punctuation carries no intent; the pairs across it still do. */
const PUNCTUATION = new Set([',', '.', ';']);

/**
 * The catch-all exercises ('Workout', 'Cardio', 'Weight Training') keep their words: asking for
 * a workout or counting workouts hinges on them, where "push ups" could be any exercise.
 */
function exerciseWords(t: Extract<Token, { k: 'ex' }>, words: readonly string[]): string[] {
  return exerciseById(t.id)?.generic ? words.slice(t.start, t.end) : [EX];
}

/** The sentence as the classifier reads it: words with slot classes, punctuation dropped. */
export function slotWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tokenize(words)) {
    if (t.k === 'num') out.push(NUM);
    else if (t.k === 'unit') out.push(UNIT);
    else if (t.k === 'ex') out.push(...exerciseWords(t, words));
    else {
      for (const w of words.slice(t.start, t.end)) {
        if (!PUNCTUATION.has(w)) out.push(DAY_NAMES.has(w) ? DAY : w);
      }
    }
  }
  return out;
}

/**
 * Unigrams and adjacent pairs (with the start and end markers), each once, in order of first
 * appearance so that everything downstream is deterministic.
 */
export function sentenceFeatures(words: readonly string[]): string[] {
  const slots = slotWords(words);
  const seq = [START, ...slots, END];
  const out = new Set<string>(slots);
  for (let i = 0; i + 1 < seq.length; i++) out.add(`${seq[i]} ${seq[i + 1]}`);
  return [...out];
}
