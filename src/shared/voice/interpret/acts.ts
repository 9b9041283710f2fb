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
import type { ExToken, Token } from './tokens';
import { DAY_KINDS } from './intents';
import { FOCUS_AREAS, FOCUS_TYPES } from './lexicon';
import { readQuantities } from './quantities';
import { tokenize } from './tokens';
import { findSaidDay } from './when';

const alt = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');

/** Politeness and asking before the verb: "can you", "please", "I want to", "let's". */
const LEAD = new RegExp(
  '^(?:(?:hey|ok|okay|right|alright|so|now) )?(?:joey )?(?:please )?' +
    '(?:(?:can|could|would|will) you (?:please )?|(?:can|could|may) i (?:please )?|' +
    '(?:i )?(?:want|need|wanna) (?:you )?to |(?:i would|id) like (?:you )?to |' +
    'lets |let me |help me |go ahead and |time to |i want |id like |' +
    '(?:can|could) we (?:please )?|(?:we|i) (?:need|have|got) to |i gotta |gotta )?(?:please )?',
);

/** The sentence without the asking around its verb, and a trailing "please" or "now". */
const core = (sentence: string) =>
  sentence
    .replace(
      /^((no|nope|wait|oops|whoops|sorry|hmm|uh|um|right|alright|ok|okay|actually|yo|hey) )+/,
      '',
    )
    .replace(LEAD, '')
    .replace(/ (please|now|for me|thanks|thank you)$/, '')
    .trim();

// ---------------------------------------------------------------------------------------------
// Undo: what the last command stored is taken back.

/** Words before taking something back that change nothing: "oops", "no wait", "my bad". */
const UNDO_LEADS =
  /^((oops|whoops|no|nope|nah|wait|sorry|ugh|argh|damn|hold on|hang on|my bad|wrong|mistake|oh no|uh oh|thats wrong|that was wrong|thats not right|that was a mistake|i messed up|i made a mistake|not that|i said it wrong|you got that wrong|you heard me wrong|thats not what i said) )*/;
/** What was just done, pointed at: "that", "the last entry", "what I just said". */
const JUST_DONE =
  '(that|it|this|that last one|the last one|that one|this one|the last (thing|entry|command|log|record|input)|my last (entry|command|log|thing|input)|that last (thing|entry|command|log)|what (i|you) (just )?(said|did|logged|added|entered|saved|recorded|put in|heard)|the (thing|entry|log|one) (i|you) (just )?(said|did|logged|added|made|entered|saved|recorded|put in)|the last thing (i|you) (said|did|logged|added|entered|saved|recorded)|(the|my) previous (one|entry|command|thing|log)|what i (just )?(told you|asked for|asked you|typed))';
const UNDO_FORMS: readonly RegExp[] = [
  // "undo", "undo that", "undo my last entry", "undo the run I just logged".
  /^undo\b/,
  new RegExp(`^(scratch|strike) ${JUST_DONE}( out)?$`),
  new RegExp(`^take ${JUST_DONE} back$|^take back ${JUST_DONE}$`),
  // "never mind that last one": with something pointed at; "never mind" alone ends the session.
  /^(never mind|nevermind|forget) (that|that last one|the last one|what i (just )?said|that entry|the last entry)$/,
  new RegExp(
    `^(revert|reverse|cancel|delete|remove|erase|wipe|forget|ditch|drop|nix|scrap|trash|get rid of|back out|roll back|throw out|clear|bin|kill) ${JUST_DONE}$`,
  ),
  /^(i )?(didnt|did not|never) (mean|want|say|ask for) (that|this|it|to (say|log|add|do|save|record) (that|this|it))$/,
  /^(thats|that is|that was|that s) (not (right|correct|what i (said|meant|wanted))|wrong|incorrect|a mistake)$/,
];

/** Taking back what the last command did: "undo that", "scratch that", "oops, take it back". */
export function isUndo(sentence: string): boolean {
  const said = core(core(sentence).replace(UNDO_LEADS, ''));
  return UNDO_FORMS.some((re) => re.test(said));
}

// ---------------------------------------------------------------------------------------------
// Delete a workout: "delete my last workout", "remove yesterday's workout".

export const DELETE_VERBS: readonly string[] = [
  'delete', 'remove', 'erase', 'scrap', 'discard', 'get rid of', 'trash', 'bin', 'wipe', 'cancel',
  'drop', 'clear', 'nix', 'ditch', 'throw out', 'throw away', 'scratch', 'strike', 'kill', 'lose',
  'wipe out', 'take out', 'take off', 'undo',
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
  // "last night's", "this morning's": the possessive lost its apostrophe in normalising.
  const unpossessed = tokens.map((t) =>
    t.k === 'word' && /^(night|morning|evening|afternoon)s$/.test(t.w)
      ? { ...t, w: t.w.slice(0, -1) }
      : t,
  );
  const said = findSaidDay(unpossessed, now, timeZone);
  const day = said?.at ? localDayOf(new Date(said.at), timeZone) : undefined;
  return day ? { action: 'delete_workout', day } : { action: 'delete_workout' };
}

// ---------------------------------------------------------------------------------------------
// A guided session: "start a guided session", "coach me through a workout".

const GUIDED =
  '(guided|coached|coaching|hands free|handsfree|voice|voice guided|voice coached|audio|audio guided|follow along|interactive|trainer led|live coaching)';
const SESSION_FORMS: readonly RegExp[] = [
  // "start a guided session", "I want a coached workout", "turn on hands free mode".
  new RegExp(
    `^(start|begin|launch|open|run|do|kick off|fire up|give me|i want|id like|get|turn on|switch on|enable|go into|enter|try|put me in|start up|go|lets go|set up|can we do|can i get|can i have|i need)( me)?( up)?( with| into| in)? (a |an |the |my |me a |some |into |in )?(new |quick |full )?${GUIDED}( \\w+)?( (workout|session|training|training session|workout session|mode|routine|class|coaching))?$`,
  ),
  // "coach me through a workout" (arrives as "guide me…", interpret.ts), "take me through one".
  /^(guide|lead|take|run|walk|talk|get) (me|us) (through|thru) (a|an|one|another|some|a quick|a full|a new|today s|todays|my|the|this) ?(\w+ ){0,2}(workout|session|training|routine|one)( today| now| tonight)?$/,
  // "I want a coached session": the asking (LEAD) is gone, the thing wanted is left.
  new RegExp(
    `^(a |an |some )?(new |quick )?${GUIDED}( \\w+)? (workout|session|training|mode|routine|class)$`,
  ),
  /^(guide|train|lead) (me|us)( through it| today| now| please| through this| through my workout)?$/,
  /^(start|begin|do|lets do)? ?(coaching|guiding|training) (me|us)$/,
  /^(work out|train|exercise|workout) with me( today| now)?$/,
  /^(be|act as) my (personal )?(trainer|guide)?( today| now)?$/,
  /^(start|begin|open|do|have) (a |the )?(session|workout) with (you|me|the trainer)?$/,
  /^(put|lead|run) (me|us) through (a|an|one|my|the|todays|this) ?(\w+ ){0,2}(workout|session|training|routine)( today| now)?$/,
  /^(do|have) (a |an )?(workout|session|training session) (with|together with) (me|us)$/,
  // "guide me through leg day", "take me through today's workout": a workout to be led through.
  /^(guide|lead|take|run|walk|talk|get|put) (me|us) (through|thru) (?!(my|the) (week|month|year|progress|stats|numbers|history|goals?)\b)(\w+ ){0,4}(workout|session|training|routine|day|it|exercises)( today| now| tonight)?$/,
  /^(start|begin|do) (a |an |my |the )?(\w+ )?(workout|session|training) with (guidance|coaching|voice guidance|voice coaching|a trainer|you|audio cues)$/,
  /^(lets )?(train|work out|workout|exercise) together( today| now)?$/,
  /^(coaching|guided|hands free|voice) mode( on| please)?$|^turn (on )?(coaching|guided|hands free|voice) mode( on)?$/,
  /^(i (want|need)|give me) (a )?(personal )?(trainer|guide)( for (this|my|a|todays) (workout|session))?$/,
];
export const isStartSession = (sentence: string) =>
  SESSION_FORMS.some((re) => re.test(core(sentence)));

// ---------------------------------------------------------------------------------------------
// Start a routine or an empty workout: "start my push day", "begin leg day", "start a workout".

const START_VERBS = [
  'start', 'begin', 'launch', 'load', 'load up', 'open', 'kick off', 'fire up', 'start up',
  'get going with', 'get started with', 'get started on', 'do', 'go with',
  'switch to', 'jump into', 'hop into', 'get into', 'time for', 'its time for', 'go', 'run',
  'lets go with', 'i wanna do', 'i want to do', 'ready for', 'im ready for', 'ready to start',
]; // prettier-ignore
const START_RE = new RegExp(`^(?:${alt(START_VERBS)})(?: me| us| up)? (.+)$`);
/** An empty workout: "start a workout", "start an empty workout", "begin a new session". */
const EMPTY_RE =
  /^(a|an|my|the)? ?(new |empty |blank |fresh |quick |freestyle |custom |plain |open |ad hoc |unplanned )*(live )?(workout|session|training session|gym session|workout session|training|one)( now| today| right now)?( from scratch| without a (routine|plan|template)| with no (routine|plan|template)| with nothing (in it|planned|loaded))?$|^from scratch$/;
/** The plan's next routine: "start my next workout", "start today's routine from my plan". */
const NEXT_RE =
  /^(whatever|whatevers|what|whats) (is )?(next|up next|scheduled|planned|on (my|the) (plan|program|programme|schedule))( (on|in|from) (my|the) (plan|program|programme|schedule))?( for)?( today)?$|^(my |the )?(workout|routine|session) for today$|^(the )?next (one|thing|routine|workout|session) (on|in|from) (my|the) (plan|program|programme|schedule)$|^(my |the )?(next|todays|today s|scheduled|planned)( scheduled| planned)? (workout|routine|session|training|day)( (from|on|in) (my|the) (plan|program|programme|schedule))?( today)?$|^(the |my )?(workout|routine|session) (from|on|in) (my|the) (plan|program|programme|schedule)( (for )?today)?$|^(my |the |todays )?(plan|program|programme)( for today)?$/;
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
  // "start routine push a", "start the workout called upper a": the name follows.
  const called =
    /^(my |the |a )?(routine|workout|program|programme|session|template)( called| named)? (.+)$/.exec(
      rest,
    );
  if (
    called &&
    (/^(my |the |a )?\w+ (called|named) /.test(rest) || /^(the )?routine /.test(rest))
  ) {
    return { action: 'start_routine', routine: called[4]!.trim() };
  }
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
  const namesExercise = tokenize(name.split(' ')).some((t) => t.k === 'ex');
  if (!isDay && !isRoutineWord && !TRAINING_WORDS.test(name) && !namesExercise) return null;
  const stripped = ROUTINE_TAIL.exec(name)![1]!.trim();
  if (!stripped || /^(a|an|some|the|my)$/.test(stripped)) return { action: 'start_routine' };
  return { action: 'start_routine', routine: stripped };
}

// ---------------------------------------------------------------------------------------------
// Add a done set to the live workout: "add a set of 8 at 185", "another set, ten reps at 60 kilos".

/**
 * How a done set is opened: "add a set (of)", "another set", "log one more set", "I did another
 * set", "next set", "another one". `adds`: the opening says a set is added (not only reported).
 */
const ADD_SET_OPENING =
  /^(?:(?:i |i just |we )?(?:add|adding|log|record|put down|put in|mark|mark down|enter|track|note|did|do|got|get|finished|completed|hit|made)(?: down| in)? )?(?:(?:a|one|another|an extra|one more|a new|the next|my next|next|extra|my) (?:more )?(?:set|round)|another one|one more)(?: (?:of|for|with|on|to|in))?\b ?/;
const ADDS = /\b(add|adding|another|one more|an extra|extra|a new|next)\b/;

/** A set read from its words when the live grammar has no form for it: "8 reps 185 pounds". */
function looseSet(text: string): LoggedSet | null {
  const items = readQuantities(tokenize(text.split(' ').filter(Boolean)));
  const set: LoggedSet = {};
  for (const it of items) {
    if (it.k === 'sep') continue;
    if (it.k === 'word') {
      if (
        /^(of|at|with|for|and|on|reps?|pounds?|lbs?|kilos?|kg|the|my|to|this|time|that|set|one)$/.test(
          it.w,
        )
      )
        continue;
      return null;
    }
    if (it.k !== 'q') return null;
    if (it.q === 'reps' && set.reps === undefined) set.reps = it.v;
    else if (it.q === 'weight' && set.weight === undefined) {
      set.weight = it.v;
      set.weightUnit = it.unit;
    } else if (it.q === 'bareWeight' && set.weight === undefined) set.weight = it.v;
    else if (it.q === 'bare' && set.reps === undefined) set.reps = it.v;
    else if (it.q === 'bare' && set.weight === undefined) set.weight = it.v;
    else if (it.q === 'sets' && it.v === 1) continue;
    else return null;
  }
  if (set.reps === undefined || !Number.isInteger(set.reps) || set.reps <= 0) return null;
  return set;
}

/** The set a text says, by the live workout's grammar first (live-commands.ts), else loosely. */
function setOf(text: string, bareCount: boolean): LoggedSet | null {
  if (!text) return {};
  const live = parseLiveCommand(text) ?? (bareCount ? parseLiveCommand(`${text} reps`) : null);
  if (live?.type === 'did') {
    return {
      reps: live.reps,
      ...(live.weight !== undefined ? { weight: live.weight } : {}),
      ...(live.unit ? { weightUnit: live.unit } : {}),
    };
  }
  if (live?.type === 'reps') return { reps: live.reps };
  if (live?.type === 'addSet') return {};
  if (live) return null;
  return looseSet(text);
}

/** The words an exercise is named with, and the little words tying it to the set, taken out. */
function withoutExercise(words: readonly string[], ex: ExToken): string {
  const before = words.slice(0, ex.start);
  // "to my bench", "for squats", "on the bench press", "of curls"
  while (before.length > 0 && /^(my|the|this|that)$/.test(before[before.length - 1]!)) before.pop();
  while (before.length > 0 && /^(to|for|on|of|in|with)$/.test(before[before.length - 1]!))
    before.pop();
  const after = words.slice(ex.end);
  return [...before, ...after].filter((w) => w !== ',' && w !== '.').join(' ');
}

function addSet(
  sentence: string,
  tokens: readonly Token[],
  words: readonly string[],
): Interpretation | null {
  const exercises = tokens.filter(
    (t): t is ExToken => t.k === 'ex' && exerciseById(t.id) !== undefined,
  );
  if (exercises.length > 1) return null;
  const ex = exercises[0];
  const text = core(ex ? withoutExercise(words, ex) : sentence);
  const opening = ADD_SET_OPENING.exec(text);
  // With an exercise, only when the sentence says it adds one set ("add a set of bench, 8 at
  // 185"); "I did a set of 8 at 185 bench" is a log. Without one, a set said alone ("8 at 185",
  // "did 10 reps at 60 kilos") is the current exercise's, as in the live workout.
  if (ex && !(opening && ADDS.test(opening[0]))) return null;
  const rest = opening ? text.slice(opening[0].length).trim() : text;
  if (!opening) {
    // "log 10 reps at 135", "another 8 at 185": a set said with a logging word before it.
    const lead =
      /^(log|add|record|put down|mark|mark down|enter|note|another|one more|and another)( another)? /.exec(
        text,
      );
    const set = lead && !ex ? setOf(text.slice(lead[0].length), false) : null;
    if (set && Object.keys(set).length > 0) return { action: 'add_set', set };
    const live = parseLiveCommand(text);
    // A bare count ("ten reps", "I did 8") is a report only when a set was named.
    if (live?.type !== 'did') return null;
  }
  // "another one" and "one more" say nothing of a set without numbers: "one more thing".
  if (opening && !/\b(set|round)\b/.test(opening[0]) && !rest) return null;
  if (opening && !rest && !ADDS.test(opening[0])) return null;
  const set = setOf(rest.replace(/^(of|for|at|with) /, ''), opening !== null);
  if (!set) return null;
  const exercise = ex ? { exercise: exerciseById(ex.id)!.name } : {};
  return { action: 'add_set', set, ...exercise };
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
