// log_weight (issue 8): a body weight read off the scale, as said: "I weigh 180 pounds",
// "weighed in at 82.5 kg", "my weight is 176", "log my body weight 190", "I'm 81 kilos". A weight
// to reach ("I want to weigh 170") is a goal and never gets here (interpret.ts asks goal first).
import { exerciseById } from '../../exercises/catalogue';
import {
  BODY_WEIGHT_LEADS,
  BODY_WEIGHT_NOUNS,
  READING_VERBS,
  WEIGH_VERBS,
  type WeightUnit,
} from './lexicon';
import { dropContext } from './log';
import type { Item, QItem } from './quantities';

export interface WeighIn {
  weight: number;
  unit: WeightUnit;
  /** Present (false) when no unit was said: the number is in the speaker's own unit. */
  unitSaid?: false;
}

const alt = (list: readonly string[]) => list.join('|');
/** A reading, not a lift: "weigh…", "my weight", "body weight", "the scale says". */
const READING_RES: readonly RegExp[] = [
  new RegExp(`\\b(${alt(WEIGH_VERBS)})\\b`),
  new RegExp(`(^|\\b(${alt(BODY_WEIGHT_LEADS)}) )(${alt(BODY_WEIGHT_NOUNS)})\\b`),
  new RegExp(`\\bscales? (${alt(READING_VERBS)})\\b`),
];
/** "I'm 82 kilos", "I am at 180 pounds": a weight with its unit said of oneself. */
const SELF_RE = /^(im|i am)( at| now| currently)? \S/;

/**
 * Where the speaker's weight has got to, said in the present or past: "I'm down to 168", "I got
 * up to 190", "I've come back down to 80 kilos", "I finally dropped to 175". "Down to" is also a
 * goal's verb ("get down to 160"), but a statement of what the speaker is or got to is a reading.
 */
const STANDING_RE = new RegExp(
  '^((today|yesterday|this morning|so|now) )?(i|im|i am|ive|i have)( now| finally| already| just| officially)?' +
    '(( been| got| gotten| came| come| went| gone| dropped| fell| fallen| climbed| crept)?' +
    '( back)? (down|up)| dropped| fell| climbed) to \\S',
);

/** True when the sentence says where the speaker's weight now is, not where it should go. */
export function isWeightStanding(sentence: string): boolean {
  return STANDING_RE.test(sentence);
}

/**
 * The one number of the sentence as a body weight. With no unit said it reads as pounds, marked
 * `unitSaid: false`, so whoever knows the speaker (the server) reads it in their own unit.
 */
function readingOf(q: QItem, unitRequired: boolean): WeighIn | null {
  if (q.q === 'weight') return { weight: q.v, unit: q.unit };
  if (unitRequired || (q.q !== 'bare' && q.q !== 'bareWeight')) return null;
  return { weight: q.v, unit: 'lb', unitSaid: false };
}

/**
 * The weigh-in a sentence reports, or null. It must say it is a reading, name no exercise
 * ("bodyweight squats" is a workout) and hold exactly one number, within the weigh-in bounds.
 */
export function parseWeighIn(sentence: string, items: readonly Item[]): WeighIn | null {
  const said = READING_RES.some((re) => re.test(sentence)) || isWeightStanding(sentence);
  const self = !said && SELF_RE.test(sentence);
  if (!said && !self) return null;
  // "weighed in after my run" names the run as context only.
  if (dropContext(items).some((it) => it.k === 'ex' && !exerciseById(it.id)?.generic)) return null;
  const numbers = items.filter((it): it is QItem => it.k === 'q');
  if (numbers.length !== 1) return null;
  const reading = readingOf(numbers[0]!, self);
  // Out of bounds is still a weigh-in: the server's contract refuses it and the reply says why.
  return reading && reading.weight > 0 ? reading : null;
}

/** Words between a weigh word and its number: "weighed in at 180", "my weight is 176". */
const READING_LINKS = new Set(['in', 'at', 'is', 'was', 'of', 'about', 'around', 'now']);

/**
 * The numbers read off a scale in a sentence that also logs a workout ("I weigh 180 and did 20
 * push ups"): they are no exercise's reps, so the log leaves them out.
 */
export function withoutReadings(items: readonly Item[], words: readonly string[]): Item[] {
  const weighWord = (it: Item | undefined) =>
    it !== undefined &&
    it.k !== 'q' &&
    (WEIGH_VERBS.includes(words[it.start]!) || /weight$/.test(words[it.end - 1]!));
  return items.filter((it, i) => {
    if (it.k !== 'q') return true;
    let k = i - 1;
    while (k >= i - 3 && items[k]?.k === 'word' && READING_LINKS.has(words[items[k]!.start]!)) k--;
    return !weighWord(items[k]);
  });
}
