// Text → words. Typed commands and every speech engine's output arrive here in one shape:
// lower-case words, digits split from their units ("5k" → 5 k, "3x10" → 3 x 10), hyphens as
// spaces ("push-ups" → push ups), clause punctuation kept as its own word for splitting.
import { FILLERS } from './lexicon';

/** Fillers removed only before anything else was said: "um so how is my week going", not "so far". */
const LEADING_ONLY = new Set(['so', 'well', 'oh', 'hey', 'hi']);
const FILLER_PHRASES = FILLERS.map((f) => f.split(' ')).sort((a, b) => b.length - a.length);
/** Before these, "like" is a verb ("I'd like to"), elsewhere a filler ("like 20 push ups"). */
const LIKE_KEEPERS = new Set(['would', 'id', 'i', 'you', 'we', 'they', 'feel', 'look', 'looks']);

function cleanText(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[’‘`´]/g, "'")
      .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
      // "25:30" typed as minutes and seconds.
      .replace(/\b(\d{1,3}):([0-5]\d)\b/g, '$1 minutes $2 seconds')
      .replace(/(\d)\s*-\s*(?=\d)/g, '$1 to ')
      .replace(/&/g, ' and ')
      .replace(/@/g, ' at ')
      .replace(/\+/g, ' plus ')
      .replace(/(\d)\s*[x×*]\s*(?=\d)/g, '$1 x ')
      .replace(/(^|[^\d])\.(\d)/g, '$1 0.$2')
      .replace(/(\d)([a-z]+)/g, (m, d: string, s: string) =>
        /^(st|nd|rd|th)$/.test(s) ? m : `${d} ${s}`,
      )
      .replace(/([a-z])(\d)/g, '$1 $2')
      .replace(/'/g, '')
      .replace(/\.(?!\d)|(?<!\d)\./g, ' . ')
      .replace(/[,;!?]/g, ' , ')
      .replace(/[^a-z0-9., ]+/g, ' ')
  );
}

function fillerAt(words: readonly string[], i: number, atStart: boolean): number {
  const w = words[i]!;
  if (w === 'like') {
    const prev = words[i - 1];
    if (i === words.length - 1 || (prev !== undefined && LIKE_KEEPERS.has(prev))) return 0;
    return 1;
  }
  for (const phrase of FILLER_PHRASES) {
    if (LEADING_ONLY.has(phrase[0]!) && !atStart) continue;
    if (phrase.every((p, k) => words[i + k] === p)) return phrase.length;
  }
  return 0;
}

/** Drops filler words; keeps the sentence if it was nothing but fillers ("okay"). */
export function dropFillers(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const n = fillerAt(words, i, out.length === 0);
    if (n === 0) out.push(words[i++]!);
    else i += n;
  }
  return out.length > 0 ? out : [...words];
}

/**
 * Units a synthesiser or a recogniser spells letter by letter, as flite reads "lbs" ("l b s"),
 * "kg" and "km"; joined back into the abbreviation the unit lexicon knows.
 */
const SPELLED_UNITS: readonly (readonly string[])[] = [
  ['l', 'b', 's'], ['l', 'b'], ['k', 'g', 's'], ['k', 'g'], ['k', 'm', 's'], ['k', 'm'],
  ['h', 'r', 's'], ['h', 'r'], ['y', 'd', 's'], ['y', 'd'],
]; // prettier-ignore

function joinSpelledUnits(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const spelled = SPELLED_UNITS.find((u) => u.every((l, k) => words[i + k] === l));
    out.push(spelled ? spelled.join('') : words[i]!);
    i += spelled ? spelled.length : 1;
  }
  return out;
}

/** Lower-case words with punctuation ',' and '.' as words of their own. Fillers kept. */
export function toWords(text: string): string[] {
  return joinSpelledUnits(cleanText(text).split(/\s+/).filter(Boolean));
}

/** The words the interpreter reads: cleaned, fillers dropped. */
export function normalizeWords(text: string): string[] {
  return dropFillers(toWords(text));
}
