/**
 * A yes or a no to a question the voice dialog asked (issue 31 §3, §4): "Delete “Push Day”?",
 * "Did you say …?". Said or typed, the whole answer must be one: a sentence that is anything
 * else ("no, 3 sets of 10") is not read as an answer, so it goes on as a new command and the
 * question is dropped (nothing is deleted without a yes).
 */
export type YesNo = 'yes' | 'no';

/** Words that carry no answer: hesitations, politeness, the coach's name. */
const FILLERS = new Set([
  'uh',
  'um',
  'umm',
  'er',
  'erm',
  'oh',
  'ah',
  'well',
  'hey',
  'please',
  'thanks',
  'thank',
  'you',
  'joey',
  'just',
  'then',
  'now',
  'actually',
]);

const YES_PHRASES = [
  'yes',
  'yeah',
  'yea',
  'yep',
  'yup',
  'ya',
  'sure',
  'ok',
  'okay',
  'correct',
  'right',
  'affirmative',
  'confirm',
  'confirmed',
  'absolutely',
  'definitely',
  'of course',
  'go ahead',
  'go for it',
  'do it',
  'delete',
  'delete it',
  'delete that',
  'delete the workout',
  'remove it',
  'remove that',
  "that's right",
  'that is right',
  "that's it",
  'that is it',
  'i did',
  'i do',
  'exactly',
];

const NO_PHRASES = [
  'no',
  'nope',
  'nah',
  'no way',
  'not really',
  'negative',
  "don't",
  'do not',
  "don't delete it",
  "don't delete that",
  'do not delete it',
  "don't do it",
  'keep',
  'keep it',
  'keep that',
  'keep the workout',
  'cancel',
  'cancel that',
  'never mind',
  'nevermind',
  'stop',
  'wrong',
  "that's wrong",
  'that is wrong',
  "that's not it",
  'not that',
  "i didn't",
  'i did not',
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !FILLERS.has(w));

/** Longest first, so "delete it" is taken whole before "delete". */
const byLength = (phrases: string[]) =>
  phrases.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
const YES = byLength(YES_PHRASES);
const NO = byLength(NO_PHRASES);

/** Whether `words` is one or more of `phrases` one after another ("yes, delete it"). */
function madeOf(words: readonly string[], phrases: readonly string[][]): boolean {
  let i = 0;
  while (i < words.length) {
    const phrase = phrases.find((p) => p.every((w, k) => words[i + k] === w));
    if (!phrase) return false;
    i += phrase.length;
  }
  return words.length > 0;
}

/** 'yes', 'no', or null when the words are not (only) an answer. */
export function readYesNo(text: string): YesNo | null {
  const words = normalise(text);
  if (madeOf(words, YES)) return 'yes';
  if (madeOf(words, NO)) return 'no';
  return null;
}
