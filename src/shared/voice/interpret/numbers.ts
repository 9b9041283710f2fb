// Spoken numbers → values (issue 4 §3). Speech recognisers write numbers as words ("two hundred
// twenty five", "twelve point five", "one and a half"), people type digits ("1,000", "2.5"); both
// reach the interpreter, and the language-model generator needs the reverse (numberToWords).

export const SMALL_NUMBERS: Readonly<Record<string, number>> = {
  zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  seventeen: 17, eighteen: 18, nineteen: 19,
}; // prettier-ignore

export const TENS: Readonly<Record<string, number>> = {
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80,
  ninety: 90,
}; // prettier-ignore

export const SCALES: Readonly<Record<string, number>> = {
  hundred: 100,
  thousand: 1000,
  // Said of goals no one can meet ("a billion miles"): read, so the bounds refuse them in words.
  million: 1_000_000,
  billion: 1_000_000_000,
  trillion: 1_000_000_000_000,
};

export const ORDINALS: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9,
  tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15,
  sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
}; // prettier-ignore

/** Words that stand for a fraction on their own ("half a mile", "a quarter mile"). */
export const FRACTIONS: Readonly<Record<string, number>> = { half: 0.5, quarter: 0.25 };

/** Every word the number grammar reads; exported for the language-model vocabulary. */
export const NUMBER_WORDS: readonly string[] = [
  ...Object.keys(SMALL_NUMBERS),
  ...Object.keys(TENS),
  ...Object.keys(SCALES),
  ...Object.keys(ORDINALS),
  ...Object.keys(FRACTIONS),
  'a', 'an', 'and', 'point', 'dozen', 'couple', 'of', 'quarters',
]; // prettier-ignore

export interface NumberMatch {
  value: number;
  /** Index one past the last word used. */
  end: number;
  /** Said as words (so "two twenty five" may be a spoken weight, see quantities). */
  spoken: boolean;
  ordinal?: boolean;
}

const DIGITS = /^\d+(\.\d+)?$/;
const DIGIT_ORDINAL = /^(\d+)(st|nd|rd|th)$/;

/** Reads the words after "point" one digit at a time: "twelve point two five" → .25. */
function readDecimals(words: readonly string[], i: number): { fraction: number; end: number } {
  let digits = '';
  let j = i;
  for (; j < words.length; j++) {
    const w = words[j]!;
    const v = SMALL_NUMBERS[w];
    if (v !== undefined && v < 10) digits += String(v);
    else if (/^\d$/.test(w)) digits += w;
    else break;
  }
  return { fraction: digits ? Number(`0.${digits}`) : 0, end: j };
}

type Part = 'unit' | 'teen' | 'tens' | 'scale';

/**
 * An integer said in words starting at `i` ("two hundred and twenty five"). Stops where English
 * would start a new number: "five five" is two numbers, "twenty five" one.
 */
function readWordInteger(
  words: readonly string[],
  i: number,
): { value: number; end: number } | null {
  let total = 0;
  let current = 0;
  let last: Part | null = null;
  let j = i;
  for (; j < words.length; j++) {
    const w = words[j]!;
    const small = SMALL_NUMBERS[w];
    const tens = TENS[w];
    const scale = SCALES[w];
    if (small !== undefined && w !== 'oh') {
      const part: Part = small < 10 ? 'unit' : 'teen';
      if (last === 'unit' || last === 'teen' || (last === 'tens' && part === 'teen')) break;
      current += small;
      last = part;
    } else if (tens !== undefined) {
      if (last === 'unit' || last === 'teen' || last === 'tens') break;
      current += tens;
      last = 'tens';
    } else if (
      scale !== undefined &&
      last !== null &&
      // "three hundred thousand": a larger scale may follow hundreds.
      (last !== 'scale' || (scale > 100 && current >= 100))
    ) {
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      last = 'scale';
    } else if (w === 'and' && last === 'scale' && isWordNumberStart(words[j + 1])) {
      continue;
    } else break;
  }
  if (last === null) return null;
  return { value: total + current, end: j };
}

function isWordNumberStart(w: string | undefined): boolean {
  return w !== undefined && (SMALL_NUMBERS[w] !== undefined || TENS[w] !== undefined);
}

/** "and a half" / "and a quarter" after a number adds the fraction. */
function readAndFraction(words: readonly string[], i: number): { add: number; end: number } {
  if (words[i] === 'and' && (words[i + 1] === 'a' || words[i + 1] === 'an')) {
    const f = FRACTIONS[words[i + 2] ?? ''];
    if (f !== undefined) return { add: f, end: i + 3 };
  }
  return { add: 0, end: i };
}

/** One digit said or written alone: "zero"/"oh"/"one"… or "0"–"9". */
function digitOf(w: string | undefined): number | undefined {
  if (w === undefined) return undefined;
  if (/^\d$/.test(w)) return Number(w);
  const v = SMALL_NUMBERS[w];
  return v !== undefined && v < 10 ? v : undefined;
}

/**
 * A number read digit by digit, as synthesisers read long numbers ("one zero zero zero zero"
 * for 10000) and people say loads ("one oh five"). Only with a zero after the first digit: "five
 * five three" is three counts, and nobody says 10 as anything but "ten" unless spelling it.
 */
function readDigitSequence(words: readonly string[], i: number): NumberMatch | null {
  let j = i;
  let digits = '';
  for (let d = digitOf(words[j]); d !== undefined; d = digitOf(words[++j])) digits += String(d);
  if (digits.length < 2 || digits[0] === '0' || !digits.slice(1).includes('0')) return null;
  return { value: Number(digits), end: j, spoken: !/^\d$/.test(words[i]!) };
}

/** The bare core of a number: digits, words or an ordinal, without fractions or "dozen". */
function readCore(words: readonly string[], i: number): NumberMatch | null {
  const w = words[i]!;
  const sequence = readDigitSequence(words, i);
  if (sequence) return sequence;
  if (DIGITS.test(w)) {
    let value = Number(w);
    let end = i + 1;
    const scale = SCALES[words[end] ?? ''];
    if (scale !== undefined) {
      value *= scale;
      end++;
    }
    return { value, end, spoken: false };
  }
  const ord = DIGIT_ORDINAL.exec(w);
  if (ord) return { value: Number(ord[1]), end: i + 1, spoken: false, ordinal: true };
  const int = readWordInteger(words, i);
  if (int) {
    const tail = words[int.end];
    const ord = ORDINALS[tail ?? ''];
    // "twenty first", "one hundred and fifth".
    if (ord !== undefined && ord < 10 && int.value % 10 === 0 && tail !== 'second') {
      return { value: int.value + ord, end: int.end + 1, spoken: true, ordinal: true };
    }
    if (tail === 'point') {
      const dec = readDecimals(words, int.end + 1);
      if (dec.end > int.end + 1)
        return { value: int.value + dec.fraction, end: dec.end, spoken: true };
    }
    return { ...int, spoken: true };
  }
  return readOrdinalWords(words, i);
}

/** "fifteenth" → 15th (dates: "by june fifteenth"). */
function readOrdinalWords(words: readonly string[], i: number): NumberMatch | null {
  const w = words[i]!;
  const ord = ORDINALS[w];
  // "second" is far more often the unit of time than the ordinal.
  if (ord !== undefined && w !== 'second')
    return { value: ord, end: i + 1, spoken: true, ordinal: true };
  return null;
}

/** Fractions that open a number: "half a mile", "a half", "a quarter", "point five". */
function readLeadingFraction(words: readonly string[], i: number): NumberMatch | null {
  const w = words[i]!;
  const next = words[i + 1];
  if (w === 'point') {
    const dec = readDecimals(words, i + 1);
    return dec.end > i + 1 ? { value: dec.fraction, end: dec.end, spoken: true } : null;
  }
  const article = w === 'a' || w === 'an';
  const f = FRACTIONS[article ? (next ?? '') : w];
  if (f === undefined) return null;
  let end = article ? i + 2 : i + 1;
  // "half a mile", "half an hour", "a quarter of a mile": the article belongs to the number.
  if (words[end] === 'of' && (words[end + 1] === 'a' || words[end + 1] === 'an')) end += 2;
  else if (words[end] === 'a' || words[end] === 'an') end += 1;
  return { value: f, end, spoken: true };
}

/**
 * The number starting at word `i`, or null. `countable(word)` says whether a bare "a"/"an" before
 * that word means one ("an hour", "a mile", "a set of ten") rather than an article ("a plank").
 */
export function parseNumberAt(
  words: readonly string[],
  i: number,
  countable: (word: string) => boolean = () => false,
): NumberMatch | null {
  const w = words[i];
  if (w === undefined) return null;
  const lead = readLeadingFraction(words, i);
  if (lead) return withDozen(words, lead);
  if (w === 'a' || w === 'an') return readArticle(words, i, countable);
  if (w === 'couple' && words[i + 1] === 'of') return { value: 2, end: i + 2, spoken: true };
  if (w === 'dozen') return { value: 12, end: i + 1, spoken: true };
  const core = readCore(words, i);
  if (!core) return null;
  if (core.ordinal) return core;
  const quarters = readQuarters(words, core);
  if (quarters) return quarters;
  const frac = readAndFraction(words, core.end);
  return withDozen(words, { ...core, value: core.value + frac.add, end: frac.end });
}

function readArticle(
  words: readonly string[],
  i: number,
  countable: (word: string) => boolean,
): NumberMatch | null {
  const next = words[i + 1];
  if (next === undefined) return null;
  if (next === 'dozen') return { value: 12, end: i + 2, spoken: true };
  if (next === 'couple')
    return { value: 2, end: words[i + 2] === 'of' ? i + 3 : i + 2, spoken: true };
  const scale = SCALES[next];
  if (scale !== undefined) {
    const rest = readWordInteger(words, i + 2);
    const viaAnd = words[i + 2] === 'and' ? readWordInteger(words, i + 3) : null;
    const tail = viaAnd ?? rest;
    return { value: scale + (tail?.value ?? 0), end: tail?.end ?? i + 2, spoken: true };
  }
  if (!countable(next)) return null;
  return { value: 1, end: i + 1, spoken: true };
}

/** "three quarters of a mile" → 0.75. */
function readQuarters(words: readonly string[], core: NumberMatch): NumberMatch | null {
  const w = words[core.end];
  if (w !== 'quarters' && w !== 'quarter') return null;
  let end = core.end + 1;
  if (words[end] === 'of' && (words[end + 1] === 'a' || words[end + 1] === 'an')) end += 2;
  return { value: core.value * 0.25, end, spoken: true };
}

/** "two dozen" → 24, "half a dozen" → 6. */
function withDozen(words: readonly string[], m: NumberMatch): NumberMatch {
  if (words[m.end] === 'dozen') return { ...m, value: m.value * 12, end: m.end + 1 };
  return m;
}

/** A whole phrase as one number ("two hundred twenty five" → 225), or null if it is not one. */
export function wordsToNumber(text: string): number | null {
  const words = text
    .toLowerCase()
    .replace(/-/g, ' ')
    .replace(/,(?=\d{3})/g, '')
    .split(/\s+/);
  const m = parseNumberAt(words.filter(Boolean), 0);
  return m && m.end === words.filter(Boolean).length ? m.value : null;
}
