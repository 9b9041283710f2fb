// Sentences that ask the app to do something beyond logging and asking (issue 31 §3): delete a
// workout, undo the last command, start a routine or an empty workout, start a guided session,
// add a done set to the live workout. Each is a small whole-sentence grammar, read before the log
// and goal grammars (interpret.ts says in which order, and why), so "start my push day" is never
// a log of push-ups and "add a set of 8 at 185" never an error. The server checks each against
// the user's data and refuses plainly when it cannot be done; nothing here knows that data.
//
// Precedence, as interpret.ts applies it:
// - undo and delete_workout come before the not-yet refusals (not-yet.ts), which still answer
//   edits and deleting goals or weigh-ins;
// - start_session before start_routine ("start a guided workout" is a session, not a routine
//   called "guided");
// - add_set only for one set with no exercise, or one opened by "add a set"/"another set": "I did
//   a set of 8 at 185 bench" and "add 3 sets of 10 squats" stay logs.
import { exerciseById } from '../../exercises/catalogue';
import { localDayOf } from '../../local-day';
import { parseLiveCommand } from '../../session/live-commands';
import type { Interpretation, LoggedSet } from '../schema';
import type { Token } from './tokens';
import { DAY_KINDS } from './intents';
import { FOCUS_AREAS, FOCUS_TYPES } from './lexicon';
import { findSaidDay } from './when';

const alt = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');

/** Politeness and asking before the verb: "can you", "please", "I want to", "let's". */
const LEAD = new RegExp(
  '^(?:(?:hey|ok|okay|right|alright|so|now) )?(?:joey )?(?:please )?' +
    '(?:(?:can|could|would|will) you (?:please )?|(?:can|could|may) i (?:please )?|' +
    '(?:i )?(?:want|need|wanna) (?:you )?to |(?:i would|id) like (?:you )?to |' +
    'lets |let me |help me |go ahead and |time to |i want |id like )?(?:please )?',
);

/** The sentence without the asking around its verb, and a trailing "please" or "now". */
const core = (sentence: string) =>
  sentence
    .replace(LEAD, '')
    .replace(/ (please|now|for me|thanks|thank you)$/, '')
    .trim();

// ---------------------------------------------------------------------------------------------
// Undo: what the last command stored is taken back.

/** Taking back what was just done: the whole sentence (after the asking) is one of these. */
export const UNDO_PHRASES: readonly string[] = [
  'undo', 'undo that', 'undo it', 'undo this', 'undo the last one', 'undo the last command',
  'undo my last command', 'undo the last entry', 'undo my last entry', 'undo the last thing',
  'undo what i just said', 'undo what you just did', 'undo the last log', 'undo my last log',
  'scratch that', 'scratch it', 'scratch that last one', 'take that back', 'take it back',
  'revert that', 'revert it', 'revert the last one', 'cancel that', 'cancel the last one',
  'cancel what i just said', 'forget that', 'forget what i just said',
  'strike that', 'delete that', 'delete it', 'remove that', 'remove it', 'that was wrong undo it',
  'oops undo that', 'oops undo', 'that was a mistake', 'i didnt mean that', 'i didnt mean to say that',
  'get rid of that', 'erase that', 'wipe that',
]; // prettier-ignore
const UNDO_RE = new RegExp(`^(?:(?:oops|no|whoops|sorry|wait) )*(?:${alt(UNDO_PHRASES)})$`);

export const isUndo = (sentence: string) => UNDO_RE.test(core(sentence));

// ---------------------------------------------------------------------------------------------
// Delete a workout: "delete my last workout", "remove yesterday's workout".

export const DELETE_VERBS: readonly string[] = [
  'delete', 'remove', 'erase', 'scrap', 'discard', 'get rid of', 'trash', 'bin', 'wipe', 'cancel',
  'drop', 'clear',
]; // prettier-ignore
const DELETE_RE = new RegExp(`^(?:${alt(DELETE_VERBS)}) (.+)$`);
/** Words that point at a workout already logged: "my", "the last", "yesterday's". */
const POINTER_RE =
  /^(my|the|that|this|last|latest|previous|most recent|todays|yesterdays|tonights|this mornings|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b/;
/** What a workout may be called, or an exercise of it ("delete my last run"). */
const WORKOUT_RE =
  /\b(workouts?|sessions?|logs?|entry|entries|training|runs?|rides?|swims?|walks?|lifts?|lifting|class|one|activity)\b/;
/** Goals and weigh-ins are deleted on screen (not-yet.ts); a number means something else. */
const NOT_A_WORKOUT_RE = /\b(goals?|targets?|weigh ins?|weighins?|weight|weights|body weight)\b/;

function deleteWorkout(
  sentence: string,
  tokens: readonly Token[],
  now: Date,
  timeZone: string,
): Interpretation | null {
  const m = DELETE_RE.exec(core(sentence));
  if (!m) return null;
  const rest = m[1]!;
  if (NOT_A_WORKOUT_RE.test(rest)) return null;
  const exercise = tokens.some((t) => t.k === 'ex' && exerciseById(t.id) !== undefined);
  if (!POINTER_RE.test(rest) && !/^(a |the )?workouts?\b/.test(rest)) return null;
  if (!WORKOUT_RE.test(rest) && !exercise) return null;
  // "delete all my workouts" is more than one: left to the screen (not-yet.ts answers it).
  if (/\b(all|every|everything)\b/.test(rest)) return null;
  const said = findSaidDay(tokens, now, timeZone);
  const day = said?.at ? localDayOf(new Date(said.at), timeZone) : undefined;
  return day ? { action: 'delete_workout', day } : { action: 'delete_workout' };
}

// ---------------------------------------------------------------------------------------------
// A guided session: "start a guided session", "coach me through a workout".

const SESSION_RE = new RegExp(
  '^(?:' +
    '(?:start|begin|launch|open|run|do|kick off|fire up|give me|i want|id like|take me through) ' +
    '(?:a |an |the |my |me a )?(?:new )?(?:guided|coached|hands free|voice|voice guided|audio guided|follow along) ' +
    '(?:workout|session|training|training session|workout session|mode|routine)|' +
    // "coach" is a filler (normalize.ts), so "coach me through a workout" arrives as "me through…".
    '(?:(?:coach|guide|lead|take) )?(?:me|us) (?:through|thru) (?:a|an|the|todays|this|another|one) (?:\\w+ ){0,2}(?:workout|session|training|routine)|' +
    '(?:guide|train) me(?: now| today)?|' +
    '(?:be my|act as my) (?:coach|trainer|personal trainer)' +
    ')$',
);
export const isStartSession = (sentence: string) => SESSION_RE.test(core(sentence));

// ---------------------------------------------------------------------------------------------
// Start a routine or an empty workout: "start my push day", "begin leg day", "start a workout".

const START_VERBS = [
  'start', 'begin', 'launch', 'load', 'load up', 'open', 'kick off', 'fire up', 'start up',
  'get going with', 'get started with', 'get started on', 'do',
]; // prettier-ignore
const START_RE = new RegExp(`^(?:${alt(START_VERBS)}) (.+)$`);
/** An empty workout: "start a workout", "start an empty workout", "begin a new session". */
const EMPTY_RE =
  /^(a|an|my|the)? ?(new |empty |blank |fresh |quick |freestyle |custom )*(live )?(workout|session|training session|gym session|workout session|training)( now| today)?$/;
/** The plan's next routine: "start my next workout", "start today's routine from my plan". */
const NEXT_RE =
  /^(my |the )?(next|todays|today s|scheduled|planned)( scheduled| planned)? (workout|routine|session|training|day)( (from|on|in) (my|the) (plan|program|programme|schedule))?( today)?$|^(the |my )?(workout|routine|session) (from|on|in) (my|the) (plan|program|programme|schedule)( (for )?today)?$|^(my |the |todays )?(plan|program|programme)( for today)?$/;
/** What a routine's name may end with; "my push day", "the upper body routine". */
const ROUTINE_TAIL = /^(.+?)( routine| workout| session| program| programme| split| plan)?$/;
/** Things that are started but are no routines: the phone's timers, music, a run to track. */
const NOT_A_ROUTINE =
  /\b(timer|timers|alarm|countdown|stopwatch|music|playlist|song|podcast|video|call|recording|goal|goals|streak|challenge|diet|app|conversation|chat|voice|listening|over)\b/;

/** Words a routine's name trains by: body areas, kinds of training, days of a split. */
const TRAINING_WORDS = new RegExp(
  `\\b(${[
    ...Object.keys(FOCUS_AREAS),
    ...Object.keys(FOCUS_TYPES),
    ...DAY_KINDS,
    'stretch',
    'stretches',
    'hiit',
    'tabata',
    'mobility',
    'warm up',
    'cool down',
    'conditioning',
    'circuit',
    'a',
    'b',
  ]
    .filter((w) => !['a', 'b'].includes(w))
    .join('|')})\\b`,
);

function startRoutine(sentence: string, tokens: readonly Token[]): Interpretation | null {
  const said = core(sentence);
  const m = START_RE.exec(said);
  if (!m) return null;
  const verb = said.slice(0, said.length - m[1]!.length - 1);
  const rest = m[1]!;
  if (NOT_A_ROUTINE.test(rest)) return null;
  // A number belongs to a log or a goal ("start running 3 times a week"), or to a suggestion.
  // A routine's name may hold a number ("my 5x5 routine"), never a unit ("a 20 minute workout").
  if (tokens.some((t) => t.k === 'unit')) return null;
  if (tokens.some((t) => t.k === 'num') && !/ (routine|program|programme)$/.test(rest)) return null;
  if (EMPTY_RE.test(rest)) return { action: 'start_routine' };
  if (NEXT_RE.test(rest)) return { action: 'start_routine', next: true };
  // A routine has a name after "my"/"the", or is a day of training ("leg day", "push day").
  const pointed = /^(my|the|our) /.exec(rest);
  const name = (pointed ? rest.slice(pointed[0].length) : rest).replace(/^(a|an) /, '');
  const isDay = /\b(day|split)$/.test(name);
  const isRoutineWord = / (routine|workout|session|program|programme|circuit|class|flow|wod)$/.test(
    name,
  );
  // "do" only with a training day: "do leg day", never "do 10 push-ups" or "do some yoga".
  if (verb === 'do' && !isDay) return null;
  if (!pointed && !isDay && !isRoutineWord) return null;
  // "start the car", "open my email": a routine's name says what it trains or that it is one.
  if (!isDay && !isRoutineWord && !TRAINING_WORDS.test(name) && !tokens.some((t) => t.k === 'ex'))
    return null;
  const stripped = ROUTINE_TAIL.exec(name)![1]!.trim();
  if (!stripped || /^(a|an|some|the|my)$/.test(stripped)) return { action: 'start_routine' };
  return { action: 'start_routine', routine: stripped };
}

// ---------------------------------------------------------------------------------------------
// Add a done set to the live workout: "add a set of 8 at 185", "another set, ten reps at 60 kilos".

/** How a done set is opened: "add a set (of)", "another set", "log one more set". */
const ADD_SET_OPENING =
  /^(?:(?:add|log|record|put down|put in|mark|enter|track) )?(?:a|one|another|an extra|one more|a new|the next) set(?: of| for| with| at)?(?: (?=.))?/;
const SAYS_ADD =
  /^(add|another|one more|an extra)\b|^(log|record|put down|enter) (another|one more|an extra)\b/;

function toSet(
  command: NonNullable<ReturnType<typeof parseLiveCommand>>,
): LoggedSet | null | undefined {
  if (command.type === 'did') {
    return {
      reps: command.reps,
      ...(command.weight !== undefined ? { weight: command.weight } : {}),
      ...(command.unit ? { weightUnit: command.unit } : {}),
    };
  }
  if (command.type === 'reps') return { reps: command.reps };
  if (command.type === 'addSet') return {};
  return undefined;
}

function addSet(
  sentence: string,
  tokens: readonly Token[],
  words: readonly string[],
): Interpretation | null {
  const said = core(sentence);
  const exercises = tokens.filter((t) => t.k === 'ex' && exerciseById(t.id) !== undefined);
  const opening = ADD_SET_OPENING.exec(said);
  // A set said alone, with no exercise: "8 at 185", "did 10 reps at 60 kilos", "add a set of 12".
  if (exercises.length === 0) {
    const rest = opening ? said.slice(opening[0].length) : '';
    // "add a set of twelve": after "a set of", a bare count is the set's reps.
    const live =
      parseLiveCommand(said) ??
      (rest ? (parseLiveCommand(rest) ?? parseLiveCommand(`${rest} reps`)) : null);
    const set = live ? toSet(live) : undefined;
    if (set === undefined || set === null) return null;
    // A bare count ("ten reps") is a report only when a set was named: "add a set of 12".
    if (live!.type === 'reps' && !opening) return null;
    if (live!.type === 'addSet' || (Object.keys(set).length === 0 && !SAYS_ADD.test(said)))
      return SAYS_ADD.test(said) ? { action: 'add_set', set: {} } : null;
    return { action: 'add_set', set };
  }
  // With an exercise, only when the sentence says it adds one set: "add a set of bench, 8 at 185".
  if (!opening || !SAYS_ADD.test(said) || exercises.length !== 1) return null;
  const ex = exercises[0]!;
  const name = words
    .slice(ex.start, ex.end)
    .filter((w) => w !== ',')
    .join(' ');
  // What is left once the opening and the exercise are out: the set itself.
  const before = words
    .slice(0, ex.start)
    .filter((w) => w !== ',' && w !== '.')
    .join(' ');
  const after = words
    .slice(ex.end)
    .filter((w) => w !== ',' && w !== '.')
    .join(' ');
  const beforeSet = core(before).replace(ADD_SET_OPENING, '').trim();
  const parts = [beforeSet, after.replace(/^(for|at|of|with) (?=\w+ (at|for|with))/, '')]
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 1) return null;
  const setText = (parts[0] ?? '').replace(/^(of|for) /, '');
  if (!setText) return { action: 'add_set', set: {}, exercise: name };
  const live = parseLiveCommand(setText) ?? parseLiveCommand(`${setText} reps`);
  const set = live ? toSet(live) : undefined;
  if (!set || Object.keys(set).length === 0) return null;
  return { action: 'add_set', set, exercise: name };
}

/**
 * The act a sentence asks for, or null. `sentence`: the normalised words joined (no commas);
 * `words`: with them; `tokens`: the slot grammar's.
 */
export function readAct(
  sentence: string,
  words: readonly string[],
  tokens: readonly Token[],
  now: Date,
  timeZone: string,
): Interpretation | null {
  if (isUndo(sentence)) return { action: 'undo' };
  const deletion = deleteWorkout(sentence, tokens, now, timeZone);
  if (deletion) return deletion;
  if (isStartSession(sentence)) return { action: 'start_session' };
  return startRoutine(sentence, tokens) ?? addSet(sentence, tokens, words);
}
