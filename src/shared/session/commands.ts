// Hands-free control of a guided workout session (issue 11 §5): what a person says while a
// session runs ("next", "hold on", "I did ten") → one session command. The text comes from the
// offline recogniser (POST /api/transcribe) or is typed; it is read with the voice grammar's own
// normaliser and number reader, so digits, number words and fillers ("okay next please") are
// handled the same way as in voice commands.
//
// The whole utterance must be a command. A command word inside other speech ("don't stop",
// "I can't stop now", "three sets of twelve push ups") is not one: the microphone is open for a
// whole workout and hears the user talk, and a false "stop" ends the session, so a missed
// command (the user says it again) is the cheaper mistake. For the same reason a bare number
// ("ten") is no rep count: recognisers write short numbers for noise; "ten reps" or "did ten" is.
import { normalizeWords } from '../voice/interpret/normalize';
import { parseNumberAt } from '../voice/interpret/numbers';

export type SessionCommand =
  { type: 'next' | 'skip' | 'pause' | 'resume' | 'done' | 'stop' } | { type: 'reps'; reps: number };

type SimpleType = Exclude<SessionCommand['type'], 'reps'>;

/** The most reps one report may hold; more is a mishearing. */
export const MAX_REPS = 10_000;

/**
 * Every phrasing of a pattern: "(a|b) c (|d)" → "a c", "a c d", "b c", "b c d". Groups do not
 * nest; an empty alternative makes the group optional.
 */
export function expand(pattern: string): string[] {
  const open = pattern.indexOf('(');
  if (open < 0) return [pattern.split(/\s+/).filter(Boolean).join(' ')];
  const close = pattern.indexOf(')', open);
  if (close < 0 || pattern.slice(open + 1, close).includes('(')) {
    throw new Error(`unbalanced or nested group in "${pattern}"`);
  }
  const head = pattern.slice(0, open);
  const tail = pattern.slice(close + 1);
  return pattern
    .slice(open + 1, close)
    .split('|')
    .flatMap((alt) => expand(`${head} ${alt} ${tail}`));
}

/** What each command may be said as (after normalising: lower case, no apostrophes). */
const GRAMMAR: Readonly<Record<SimpleType, readonly string[]>> = {
  next: [
    '(|go to|go to the|on to the|onto the|move on to the|move to the|lets do the) next (|one|set|exercise|up)',
    '(|lets) move on',
  ],
  skip: [
    '(|lets|can we) skip (|it|this|that|ahead)',
    '(|lets|can we) skip (this|that|the) (one|set|exercise)',
  ],
  pause: [
    'pause (|it|workout|for a second|for a moment)',
    'pause (this|that|the) (workout|session|timer)',
    '(hold|hang) on (|a second|a sec|a moment|a minute)',
    'wait (|a second|a sec|a moment|a minute|for me)',
    'give me a (second|sec|moment|minute)',
    '(one|just a) (second|moment|minute)',
    'take a break',
  ],
  resume: [
    'resume (|it|workout|the workout|this workout|the session)',
    '(|lets) (continue|keep going|carry on|go|go again)',
    '(go on|go ahead|unpause|start again)',
    'im (back|ready)',
  ],
  done: [
    '(|im|i am|all|were|we are) (done|finished)',
    '(i finished|i completed|set done|set complete|set completed|completed|complete)',
    '(done|done with|finished|finished with) (this|that|the) (set|one)',
  ],
  stop: [
    '(stop|end|quit|finish|exit) (workout|session)',
    '(stop|end|quit|finish|exit) (this|that|the) (workout|session)',
    '(stop|quit|end it|stop it|stop everything)',
    'stop (working out|training)',
    '(im|i am|were|we are) done (for today|for the day)',
    'thats enough for today',
  ],
};

/**
 * Every phrasing of a grammar, each to its command. Fails on load, so a grammar edit that makes
 * a phrase mean two things cannot ship.
 */
export function phraseTable<T extends string>(
  grammar: Readonly<Partial<Record<T, readonly string[]>>>,
): Map<string, T> {
  const table = new Map<string, T>();
  for (const [type, patterns] of Object.entries(grammar) as [T, readonly string[]][]) {
    for (const phrase of patterns.flatMap(expand)) {
      const other = table.get(phrase);
      if (other && other !== type) throw new Error(`"${phrase}" is both ${other} and ${type}`);
      table.set(phrase, type);
    }
  }
  return table;
}

const SIMPLE = phraseTable<SimpleType>(GRAMMAR);

/** Words before a count that make it a report of reps done: "I did", "I only got", "only". */
export const REPS_LEADS = new Set([
  ...expand('(|i|ive|i have|i just) (|only) (did|got|managed|made|hit|completed|finished)'),
  ...expand('(i|) (could|can) only (do|manage|get)'),
  ...expand('(only|that was|that was only|thats|make that|put down|put me down for|mark)'),
]);
/** Words after a count. Without a lead the count needs "reps": "ten reps", never "ten". */
const REPS_WORDS = ['rep', 'reps', 'repetitions'];
const REPS_TAILS = new Set(expand('(|rep|reps|repetitions) (|this time|that time|done|that set|on that set|on this set|for that set)')); // prettier-ignore
const BARE_TAILS = new Set([...REPS_TAILS].filter((t) => REPS_WORDS.includes(t.split(' ')[0]!)));

/**
 * Words read as a number in the count slot only, where nothing else may stand: homophones a
 * recogniser writes for a number ("I did to") and "none".
 */
const COUNT_SLOT_WORDS: Readonly<Record<string, string>> = {
  to: 'two',
  too: 'two',
  for: 'four',
  none: 'zero',
};

/** Glue and thanks at either end that do not change the command (fillers are gone already). */
const LEADING = new Set(['and', 'now', 'then', 'right']);
const TRAILING = ['now', 'then', 'thanks', 'thank you'].map((t) => t.split(' '));

function trimEdges(words: string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && LEADING.has(words[start]!)) start++;
  for (let trimmed = true; trimmed && end > start;) {
    trimmed = false;
    for (const t of TRAILING) {
      if (end - start > t.length && t.every((w, k) => words[end - t.length + k] === w)) {
        end -= t.length;
        trimmed = true;
      }
    }
  }
  return words.slice(start, end);
}

/** A rep count: some lead, a whole number, an allowed tail; or a number followed by "reps". */
function parseReps(words: readonly string[]): SessionCommand | null {
  for (let i = 0; i < words.length; i++) {
    const lead = words.slice(0, i).join(' ');
    if (i > 0 && !REPS_LEADS.has(lead)) continue;
    const slot = [...words];
    const alias = i > 0 ? COUNT_SLOT_WORDS[slot[i]!] : undefined;
    if (alias) slot[i] = alias;
    const n = parseNumberAt(slot, i);
    if (!n || n.ordinal) continue;
    const tail = slot.slice(n.end).join(' ');
    if (!(i > 0 ? REPS_TAILS : BARE_TAILS).has(tail)) continue;
    if (!Number.isInteger(n.value) || n.value < 0 || n.value > MAX_REPS) return null;
    return { type: 'reps', reps: n.value };
  }
  return null;
}

/**
 * The words of an utterance as a command is read: normalised, fillers and punctuation gone, glue
 * and thanks trimmed from the ends. The live workout's commands (live-commands.ts) read the same.
 */
export const commandWords = (text: string): string[] =>
  trimEdges(normalizeWords(text).filter((w) => w !== ',' && w !== '.'));

/** The session command `text` says, or null when it says none (or something else as well). */
export function parseSessionCommand(text: string): SessionCommand | null {
  const words = commandWords(text);
  if (words.length === 0) return null;
  const simple = SIMPLE.get(words.join(' '));
  if (simple) return { type: simple };
  return parseReps(words);
}

/**
 * How people say these commands, for the offline recogniser's language model
 * (scripts/voice-model/corpus.ts), so it expects "skip" and "I did twelve" during a session.
 * Written for this project; commands.test.ts holds the parser to every one.
 */
export const SESSION_COMMAND_PHRASES: readonly string[] = [
  'next', 'next one', 'next set', 'next exercise', 'go to the next one', 'move on',
  'on to the next set', 'lets move on', 'next please',
  'skip', 'skip it', 'skip this one', 'skip this exercise', 'skip that set', 'lets skip this',
  'pause', 'pause it', 'pause the workout', 'hold on', 'hold on a second', 'hold on a minute',
  'hang on', 'wait', 'wait a moment', 'give me a minute', 'one second', 'take a break',
  'resume', 'resume the workout', 'continue', 'lets continue', 'keep going', 'lets keep going',
  'go', 'go on', 'lets go', 'carry on', 'start again',
  'done', 'all done', 'finished', 'set done', 'done with this set', 'done with that one',
  'finished the set', 'complete',
  'stop', 'stop the workout', 'end workout', 'end the session', 'quit', 'stop training',
  'finish the workout', 'thats enough for today',
  'i did 10', 'did 10', 'i did 12', 'did 8', 'i did 15 reps', 'i got 12', 'i got 6',
  'i only got 9', 'only 8', 'only 5 reps', '10 reps', '8 reps', '6 reps', '20 reps',
  '12 reps this time', 'i managed 7', 'i did 30', 'i did 25 reps', 'i only did 4',
  'i could only do 3', 'that was 11', 'make that 14', 'i did 40', 'i hit 16', 'i did 100',
]; // prettier-ignore
