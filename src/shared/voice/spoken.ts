// Numbers → the words a speech recogniser writes for them ("225" → "two hundred twenty five"),
// the reverse of numbers.ts, for the language-model generator and round-trip tests.
import { SMALL_NUMBERS, TENS } from './numbers';

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
