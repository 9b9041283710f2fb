// Voice inside the live workout (issue 27 §3): what a person says between sets ("did 8 at 185",
// "same again", "rest two minutes", "skip rest") → one live-workout event (live.ts). Read as the
// guided session's commands are (commands.ts, whose header says why): the same normaliser and
// edge trimming, the voice grammar's tokenizer for numbers, units and gym loads ("one eighty
// five"), and the same strictness: the whole utterance must be a command, so "I did 8 at 185 last
// week" or "rest is for the weak" is none. A bare number ("eight") is still no report.
//
// "Add a set of 8 at 185", "another set of twelve", "one more set, 185 for 8" (issue 31 §3) report
// a done set as "did 8 at 185" does: a set said with its numbers is one done, where "add a set"
// alone still adds an empty one.
//
// What the guided grammar already hears keeps its meaning where the live workout has one: "8
// reps" and "I did 8" report reps, "done" ticks the current set, "skip" skips the rest, "pause"
// and "resume" pause and resume. "Next" and "stop" are left out: the live workout has no timed
// set to move past, and finishing is asked on the screen, never by a word overheard.
import { tokenize, type Token } from '../voice/interpret/tokens';
import { WORKOUT_LIMITS } from '../schemas/workouts';
import { WEIGHT_STEP, type WeightUnit } from '../units';
import {
  MAX_REPS,
  REPS_LEADS,
  commandWords,
  expand,
  parseSessionCommand,
  phraseTable,
} from './commands';
import type { LiveEvent } from './live';

/** What a live-workout utterance asks: a live event, once the moment it was said is added. */
type SimpleType =
  'sameAgain' | 'restSkip' | 'nextExercise' | 'addSet' | 'setDone' | 'pause' | 'resume';

export type LiveCommand =
  | { type: SimpleType }
  | { type: 'did'; reps: number; weight?: number; unit?: WeightUnit }
  | { type: 'reps'; reps: number }
  | { type: 'restSet'; seconds: number };

/** The event a command is, said at `now`. */
export const liveEventOf = (command: LiveCommand, now: number): LiveEvent => ({ ...command, now });

/** Phrases that are a command as they stand (after normalising: lower case, no apostrophes). */
const GRAMMAR: Readonly<Partial<Record<SimpleType, readonly string[]>>> = {
  sameAgain: [
    '(|i did|did|i got|do) (|the) same (|again|thing|thing again|as before|as last time)',
    '(|i did|did) (the|) same (as the|as my) last (|set|one)',
    '(|i) did it again',
    'ditto',
  ],
  restSkip: [
    '(skip|end|stop|cancel|no) (|the|my|this) rest (|timer)',
    '(skip|stop|cancel) (the|my) (timer|rest timer)',
    '(|im|i am) done resting',
  ],
  nextExercise: [
    '(|go to|go to the|on to the|onto the|move on to the|move to the|lets do the) next exercise',
    '(skip|skip this|skip that) exercise',
    'next (movement|lift)',
  ],
  addSet: [
    'add (a|one|another|an extra|one more) set',
    '(another|one more|an extra) set',
    '(lets|ill|i will|i want to) (add|do) (another|one more|an extra) set',
  ],
};

const SIMPLE = phraseTable<SimpleType>(GRAMMAR);

/**
 * Words that open a done set said with its numbers: "add a set of", "another set", "log one more
 * set". What follows is read as a set report ("8 at 185", "185 for 8", "twelve", "ten reps").
 */
const ADD_SET_LEADS = [
  ...expand(
    '(|add|log|record|put down|do|i did|did) (a|one|another|an extra|one more) set (|of|for|with|at)',
  ),
  ...expand(
    '(lets|ill|i will|i want to) (add|do) (another|one more|an extra) set (|of|for|with|at)',
  ),
]
  .map((l) => l.split(' '))
  .sort((a, b) => b.length - a.length);

/** The words after a lead of ADD_SET_LEADS, or null when the utterance opens with none. */
function afterAddSet(words: readonly string[]): string[] | null {
  for (const lead of ADD_SET_LEADS) {
    if (words.length > lead.length && lead.every((w, k) => words[k] === w)) {
      return words.slice(lead.length);
    }
  }
  return null;
}

/** The guided session's commands that mean something in a live workout, and what. */
const FROM_SESSION: Readonly<Record<string, SimpleType>> = {
  done: 'setDone',
  skip: 'restSkip',
  pause: 'pause',
  resume: 'resume',
};

/**
 * An utterance as a shape: numbers become `N`, a weight unit `WU`, "reps" `R`, a time unit `TU`,
 * other words stay themselves. "did eight at one eighty five pounds" → "did N at N WU".
 */
function shapeOf(tokens: readonly Token[], words: readonly string[]): string {
  return tokens
    .map((t) => {
      if (t.k === 'num') return 'N';
      if (t.k === 'unit') {
        return { weight: 'WU', reps: 'R', time: 'TU', distance: 'DU', sets: 'SU' }[t.u.dim];
      }
      return t.k === 'ex' ? 'EX' : words.slice(t.start, t.end).join(' ');
    })
    .join(' ');
}

const withLeads = (rest: string) => ['', ...REPS_LEADS].flatMap((l) => expand(`${l} ${rest}`));
/** Reps, then the weight: "did 8 at 185", "eight reps with a hundred kilos". */
const REPS_THEN_WEIGHT = new Set(withLeads('N (|R) (at|with) N (|WU)'));
/** The weight, then the reps, as lifters say a set: "185 for 8", "one eighty five for eight reps". */
const WEIGHT_THEN_REPS = new Set(withLeads('N (|WU) for N (|R)'));
/** "Rest two minutes", "rest for ninety seconds", "a minute of rest". */
const REST_FOR = new Set([
  ...expand('(|lets|ill|i will|i want to|i need to) rest (|for) N TU'),
  ...expand('(set|make) (|the) (rest|timer|rest timer) (|to|for) N TU'),
  ...expand('N TU (|of) rest'),
  ...expand('rest timer N TU'),
]);

const numbers = (tokens: readonly Token[]) =>
  tokens.flatMap((t) => (t.k === 'num' && !t.ordinal ? [t.v] : []));
const unitOf = (tokens: readonly Token[], dim: 'weight' | 'time') =>
  tokens.find((t) => t.k === 'unit' && t.u.dim === dim) as
    Extract<Token, { k: 'unit' }> | undefined;

const isReps = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_REPS;
/** A load a set may hold: more than nothing, within bounds, in half steps (else misheard). */
const isLoad = (n: number) =>
  Number.isFinite(n) && n > 0 && n <= WORKOUT_LIMITS.weight && Number.isInteger(n / WEIGHT_STEP);

function did(reps: number, weight: number, tokens: readonly Token[]): LiveCommand | null {
  if (!isReps(reps) || !isLoad(weight)) return null;
  const unit = unitOf(tokens, 'weight')?.u;
  return unit?.dim === 'weight'
    ? { type: 'did', reps, weight, unit: unit.unit }
    : { type: 'did', reps, weight };
}

function restFor(n: number, tokens: readonly Token[]): LiveCommand | null {
  const unit = unitOf(tokens, 'time')?.u;
  if (unit?.dim !== 'time') return null;
  const seconds = n * unit.seconds;
  // Whole seconds from one to the longest rest a workout stores; more is a mishearing.
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > WORKOUT_LIMITS.restTime) return null;
  return { type: 'restSet', seconds };
}

/** The live-workout command `text` says, or null when it says none (or something else too). */
export function parseLiveCommand(text: string): LiveCommand | null {
  const words = commandWords(text);
  if (words.length === 0) return null;
  const simple = SIMPLE.get(words.join(' '));
  if (simple) return { type: simple };
  const added = afterAddSet(words);
  if (added) return addedSet(added);
  return reportOf(words);
}

/** "add a set of 8 at 185" → did 8 at 185; "add a set of eleven" → did 11 (a count alone). */
function addedSet(rest: readonly string[]): LiveCommand | null {
  const command = reportOf(rest) ?? reportOf([...rest, 'reps']);
  if (command?.type === 'did') return command;
  return command?.type === 'reps' ? { type: 'did', reps: command.reps } : null;
}

/** A set report, rest or session word said as the whole utterance. */
function reportOf(words: readonly string[]): LiveCommand | null {
  const text = words.join(' ');
  const tokens = tokenize(words);
  const shape = shapeOf(tokens, words);
  const [a, b] = numbers(tokens);
  if (a !== undefined && b !== undefined) {
    if (REPS_THEN_WEIGHT.has(shape)) return did(a, b, tokens);
    if (WEIGHT_THEN_REPS.has(shape)) return did(b, a, tokens);
  }
  if (a !== undefined && b === undefined && REST_FOR.has(shape)) return restFor(a, tokens);
  const session = parseSessionCommand(text);
  if (session?.type === 'reps') return { type: 'reps', reps: session.reps };
  const mapped = session && FROM_SESSION[session.type];
  return mapped ? { type: mapped } : null;
}

/**
 * How people say these commands, for the offline recogniser's language model
 * (scripts/voice-model/corpus.ts), so it expects "did eight at one eighty five" and "skip rest"
 * in a workout. Written for this project; live-commands.test.ts holds the parser to every one.
 */
export const LIVE_COMMAND_PHRASES: readonly string[] = [
  'did 8 at 185', 'i did 8 at 185', 'did 10 at 135', 'i did 5 at 225 pounds', 'did 12 at 50',
  'did 6 at 100 kilos', 'i did 3 at 140 kg', '8 at 185', '10 reps at 135', '5 reps at 102.5 kilos',
  'eight reps at a hundred and eighty five pounds', 'did eight at one eighty five',
  'i got 6 at 205', 'i only got 4 at 245', '185 for 8', '225 for 5', '135 for 10 reps',
  'one eighty five for eight', 'two twenty five for five', '60 kilos for 12',
  'same again', 'same', 'same as last time', 'did the same', 'same thing again',
  'rest two minutes', 'rest 2 minutes', 'rest for ninety seconds', 'rest 90 seconds',
  'rest a minute', 'rest three minutes', 'rest for 60 seconds', 'rest one and a half minutes',
  'rest for 45 seconds', 'set the timer to 2 minutes', 'two minutes rest',
  'skip rest', 'skip the rest', 'end rest', 'no rest', 'skip the timer', 'im done resting',
  'next exercise', 'go to the next exercise', 'skip this exercise', 'move on to the next exercise',
  'add a set', 'add another set', 'add one more set', 'one more set', 'another set',
  'lets do another set',
  'add a set of 8 at 185', 'add a set of eleven', 'add another set of 10 at 135',
  'add a set of 5 at 100 kilos', 'one more set 185 for 8', 'another set of eight at two twenty five',
  'log another set of six at 60 kilos', 'add one set of 14 reps',
]; // prettier-ignore
