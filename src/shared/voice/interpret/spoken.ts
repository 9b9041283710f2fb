// Numbers → the words a speech recogniser writes for them ("225" → "two hundred twenty five"),
// the reverse of numbers.ts, for the classifier's generated sentences (classifier/templates.ts,
// paraphrases.ts), the language-model generator and round-trip tests.
import { parseNumberAt, SMALL_NUMBERS, TENS } from './numbers';

const invert = (table: Readonly<Record<string, number>>, skip: readonly string[] = []) => {
  const out: string[] = [];
  for (const [word, v] of Object.entries(table)) if (!skip.includes(word)) out[v] = word;
  return out;
};
const SMALL = invert(SMALL_NUMBERS, ['oh']);
const TEN_WORDS = invert(TENS, ['fourty']);

function below100(n: number): string {
  if (n < 20) return SMALL[n]!;
  const tens = TEN_WORDS[n - (n % 10)]!;
  return n % 10 ? `${tens} ${SMALL[n % 10]}` : tens;
}

function below1000(n: number, and: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return below100(rest);
  const head = `${SMALL[hundreds]} hundred`;
  if (!rest) return head;
  return `${head} ${and ? 'and ' : ''}${below100(rest)}`;
}

export interface SayOptions {
  /** British "one hundred and five". */
  and?: boolean;
}

/** Whole numbers up to 999,999 and decimals ("12.5" → "twelve point five") as words. */
export function numberToWords(value: number, options: SayOptions = {}): string {
  if (!Number.isFinite(value) || value < 0 || value >= 1_000_000) {
    throw new RangeError(`cannot say ${value}`);
  }
  const [intPart, decimals] = String(value).split('.');
  const n = Number(intPart);
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const words: string[] = [];
  if (thousands) words.push(`${below1000(thousands, !!options.and)} thousand`);
  if (rest || !thousands) words.push(below1000(rest, !!options.and));
  if (decimals) words.push('point', ...[...decimals].map((d) => SMALL[Number(d)]!));
  return words.join(' ');
}

/** Gym speech for loads: 135 → "one thirty five", 225 → "two twenty five" (101–999 only). */
export function weightToGymWords(value: number): string | null {
  if (!Number.isInteger(value) || value < 110 || value > 999 || value % 100 < 10) return null;
  return `${SMALL[Math.floor(value / 100)]} ${below100(value % 100)}`;
}

/**
 * Typed abbreviations → what a person says reading them aloud ("lbs" → pounds). A recogniser
 * writes the spoken form, so the language model learns it and the typed one never.
 */
export const SPOKEN_ABBREVIATIONS: Readonly<Record<string, string>> = {
  lb: 'pounds', lbs: 'pounds', kg: 'kilograms', kgs: 'kilograms', km: 'kilometers',
  kms: 'kilometers', mi: 'miles', m: 'meters', yd: 'yards', yds: 'yards', h: 'hours', hr: 'hours',
  hrs: 'hours', min: 'minutes', mins: 'minutes', s: 'seconds', sec: 'seconds', secs: 'seconds',
  x: 'by',
}; // prettier-ignore

/**
 * Typed abbreviations as a speech synthesiser reads typed text aloud (measured on flite: "lbs" →
 * "l b s", "10 km in 50 mins" → "ten k m in fifty mins", "3x10" → "three x ten"). Recognisers
 * must understand that reading too: commands typed for a screen reader or a synthesised voice.
 */
export const READ_ABBREVIATIONS: Readonly<Record<string, string>> = {
  lb: 'l b', lbs: 'l b s', kg: 'k g', kgs: 'k g s', km: 'k m', kms: 'k m s', mi: 'mi',
  m: 'm', yd: 'y d', yds: 'y d s', h: 'h', hr: 'h r', hrs: 'h r s', min: 'min', mins: 'mins',
  s: 's', sec: 'sec', secs: 'secs', x: 'x',
}; // prettier-ignore

/** Who reads the text: a person, or a synthesiser reading what was typed. */
export type Reader = 'person' | 'synthesiser';

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;
const DIGIT_ORDINAL = /^(\d+)(st|nd|rd|th)$/;
const ORDINAL_ENDINGS: Readonly<Record<string, string>> = {
  one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth',
  twelve: 'twelfth',
}; // prettier-ignore

function ordinalWords(n: number): string {
  const words = numberToWords(n).split(' ');
  const last = words.pop()!;
  const ord =
    ORDINAL_ENDINGS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words, ord].join(' ');
}

/**
 * A number as the reader says it. A synthesiser reads whole hundreds as hundreds ("1500" →
 * "fifteen hundred") and five digits or more one by one ("10000" → "one zero zero zero zero").
 */
function numberWords(value: number, text: string, reader: Reader): string[] {
  if (reader === 'synthesiser' && Number.isInteger(value)) {
    if (value >= 10_000) return [...text].map((d) => SMALL[Number(d)]!);
    if (value > 1000 && value % 100 === 0 && value % 1000 !== 0) {
      return [...below100(value / 100).split(' '), 'hundred'];
    }
  }
  return value < 1_000_000 ? numberToWords(value).split(' ') : text.split('');
}

/**
 * Lower-case words as they are read aloud: "I did 3x10 push-ups at 225 lbs" → "i did
 * three by ten push ups at two hundred twenty five pounds" by a person, "… three x ten push ups
 * at two hundred twenty five l b s" by a synthesiser. Takes the word list of normalize.ts's
 * `toWords` (punctuation words are dropped here). Used to turn generated commands into
 * language-model sentences and corpus lines into speech-synthesis text.
 */
export function spokenWords(words: readonly string[], reader: Reader = 'person'): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === ',' || w === '.') continue;
    const afterNumber = i > 0 && /^\d/.test(words[i - 1]!);
    if (PLAIN_NUMBER.test(w)) {
      out.push(...numberWords(Number(w), w, reader));
      continue;
    }
    const ordinal = DIGIT_ORDINAL.exec(w);
    if (ordinal) {
      out.push(...ordinalWords(Number(ordinal[1])).split(' '));
      continue;
    }
    const spoken = SPOKEN_ABBREVIATIONS[w];
    // "m", "s", "h" and "x" are only abbreviations right after a number ("400m", "3x10").
    if (spoken && (w.length > 1 || afterNumber)) {
      if (reader === 'synthesiser') {
        out.push(...READ_ABBREVIATIONS[w]!.split(' '));
        continue;
      }
      // "1 mile", "a 16 kg kettlebell" → one, sixteen kilogram: the singular after one or "a".
      const singular = afterNumber && (words[i - 1] === '1' || /^an?$/.test(words[i - 2] ?? ''));
      out.push(singular && spoken !== 'by' ? spoken.replace(/s$/, '') : spoken);
      continue;
    }
    out.push(w);
  }
  return out;
}

/** Units as people type them: "pounds" → "lbs". Several spellings each, chosen by `pick`. */
const TYPED_UNITS: Readonly<Record<string, readonly string[]>> = {
  pounds: ['lbs', 'lb'], pound: ['lb'], kilograms: ['kg'], kilogram: ['kg'], kilos: ['kg', 'kilos'],
  kilometers: ['km'], meters: ['m'], meter: ['m'], miles: ['miles', 'mi'], minutes: ['min', 'mins'],
  minute: ['min'], seconds: ['sec', 's'], second: ['sec'], hours: ['hrs', 'hours'], hour: ['hr'],
}; // prettier-ignore

const startsNumber = (w: string | undefined) =>
  w !== undefined && (SMALL_NUMBERS[w] !== undefined || TENS[w] !== undefined);

/**
 * A spoken command as a person would type it: numbers as digits, "three by ten" as "3x10", units
 * abbreviated ("twenty minutes" → "20 min"). `pick(n)` chooses one of n spellings. With
 * spokenWords(…, 'synthesiser') it gives what a synthesiser says reading a typed command, which
 * the speech model learns (scripts/voice-model/corpus.ts).
 */
export function typedForm(words: readonly string[], pick: (n: number) => number): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const w = words[i]!;
    const number = startsNumber(w) ? parseNumberAt(words, i) : null;
    if (number && !number.ordinal) {
      out.push(String(number.value));
      i = number.end;
      continue;
    }
    const afterNumber = /^\d/.test(out[out.length - 1] ?? '');
    if (
      w === 'by' &&
      afterNumber &&
      (startsNumber(words[i + 1]) || /^\d/.test(words[i + 1] ?? ''))
    ) {
      out.push('x');
    } else {
      const typed = afterNumber ? TYPED_UNITS[w] : undefined;
      out.push(typed ? typed[pick(typed.length)]! : w);
    }
    i++;
  }
  // "3 x 10" is typed "3x10".
  return out
    .join(' ')
    .replace(/(\d) x (\d)/g, '$1x$2')
    .split(' ');
}

/** English plural of one word (press → presses, fly → flies); a word already plural stays. */
export function pluralWord(word: string): string {
  // Already plural, a gerund ("squatting") or an abbreviation said letter by letter ("rdl").
  if (/[^su]s$|ing$|men$/.test(word) || !/[aeiouy]/.test(word)) return word;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** The plural of a phrase pluralises its last word: "bench press" → "bench presses". */
export function pluralPhrase(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop()!;
  return [...words, pluralWord(last)].join(' ');
}
