// The deterministic voice command interpreter (issue 4 §3, DESIGN §7): one sentence in, one of
// the actions of SPEC §3 (and issue 8's log_weight) out. Pure and synchronous so the server, the
// typed-command box and the tests all get the same answer; `now` and `timeZone` place goal
// deadlines and the day a log names ("yesterday", "on Monday").
import { exerciseById } from '../../exercises/catalogue';
import type { ExerciseType } from '../../exercises/types';
import { readAct } from './acts';
import { classifyIntent, warmUpClassifier } from './classifier';
import { bare, decide } from './decide';
import { goalAmount, goalValueProblem } from '../../goal-bounds';
import { hasSpanAhead, isGoalPhrasing, parseGoal, type ParsedGoal } from './goal';
import {
  isEndSession,
  isProgressQuestion,
  isQuestionAboutMine,
  isSuggestionRequest,
  suggestionFocus,
} from './intents';
import { GAIN_VERBS, GOAL_MARKERS, LOSS_VERBS, UNIT_WORDS, WISH_MARKERS } from './lexicon';
import { readLog } from './log';
import { offersTime, saidMinutes } from './minutes';
import { normalizeWords } from './normalize';
import { reportsNoWorkout } from './not-done';
import { notYetRequest } from './not-yet';
import { readQuantities, type Item } from './quantities';
import {
  isGoalPaceQuestion,
  isPlanQuestion,
  isRecordQuestion,
  isStreakKeeping,
  readQuestion,
} from './question';
import type { Interpretation, LoggedExercise } from '../schema';
import { workoutName } from './title';
import { tokenize, type Token } from './tokens';
import { unusedParts } from './unused';
import { isWeightStanding, parseWeighIn, withoutReadings } from './weigh-in';
import { findSaidDay, type SaidDay } from './when';

export type { Interpretation } from '../schema';

const ERROR: Interpretation = { action: 'error' };

const phraseRe = (phrases: readonly string[]) =>
  new RegExp(`\\b(${[...phrases].sort((a, b) => b.length - a.length).join('|')})\\b`);
const WISH_RE = phraseRe(WISH_MARKERS);
const WEIGHT_VERB_RE = phraseRe([...LOSS_VERBS, ...GAIN_VERBS]);
/** A drop set is a way of lifting ("a drop set of curls 40 pounds…"), not dropping weight. */
const DROP_SET_RE = /\bdrop sets?\b/g;
/** Words that make a sentence a goal by themselves. */
const GOAL_WORD_RE = phraseRe(GOAL_MARKERS);
/** "I want to log…" is logging, not wishing. */
const WISH_TO_LOG_RE = /\b(want to|wanna|like to|need to) (log|add|record|track|enter|save)\b/;
/** A future deadline turns "run 100 miles by June" into a goal. */
const FUTURE_RE = new RegExp(
  '\\b(by|before|until) (the end|end|next|this|tomorrow|christmas|summer|spring|fall|winter|' +
    'january|february|march|april|may|june|july|august|september|october|november|december|' +
    'monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b',
);

/**
 * How a sentence reads: a goal by its words alone ("my goal is…"), a goal by its form (a wish, a
 * deadline or a stretch of time ahead) or not a goal. The form needs a number to make a goal;
 * without one the sentence is still no log (issue 26 §2: "I want to run a zillion miles by
 * Friday" logged an empty run).
 */
function goalReading(
  sentence: string,
  items: readonly Item[],
  spanAhead: () => boolean,
): 'words' | 'form' | null {
  if (GOAL_WORD_RE.test(sentence)) return 'words';
  if (WISH_RE.test(sentence) && !WISH_TO_LOG_RE.test(sentence)) return 'form';
  if (isGoalPhrasing(sentence)) return 'form';
  const weight = items.some((it) => it.k === 'q' && it.q === 'weight');
  // "I'm down to 168 pounds" says where the weight is: a reading, though "down to" aims too.
  const aims = WEIGHT_VERB_RE.test(sentence.replace(DROP_SET_RE, ''));
  if (weight && aims && !isWeightStanding(sentence)) return 'form';
  return FUTURE_RE.test(sentence) || spanAhead() ? 'form' : null;
}

/** The words said for a goal whose amount could not be read: nothing is saved. */
export const UNREAD_GOAL =
  "That sounds like a goal, but I couldn't read how much it is, so nothing was saved. " +
  'Say it with a number, like “run 20 miles by June”.';

/** The words said for a log whose only amount could not be read: nothing is logged. */
export const unreadAmount = (part: string) =>
  `I couldn't read how much “${part}” is, so nothing was logged. ` +
  'Say it with a number, like “I ran 3 miles”.';

/** The words said for a goal past its unit's bounds (goal-bounds.ts): nothing is saved. */
export function tooBigGoal(goal: ParsedGoal, problem: string): string {
  // "9999…" said four hundred times is read as Infinity: no amount worth repeating.
  const amount =
    goal.targetValue < 1e15 ? goalAmount(goal.targetValue, goal.unit) : `that many ${goal.unit}`;
  return (
    `I can't set a goal of ${amount}: a goal's target ${problem}. ` +
    'Nothing was saved. Say it again with a smaller target.'
  );
}

/** A goal as said, or why it is refused: past its unit's bounds. */
function goalOrRefusal(goal: ParsedGoal): Interpretation {
  const problem = goalValueProblem(goal.targetValue, goal.unit);
  return problem
    ? { action: 'error', reason: tooBigGoal(goal, problem) }
    : { action: 'set_goal', ...goal };
}

/** SPEC §3 Workout.type from its exercises: one type, or 'mixed' when they differ. */
export function workoutType(exercises: readonly LoggedExercise[]): ExerciseType {
  const types = new Set(
    exercises.map((e) => (e.exerciseId ? exerciseById(e.exerciseId)?.type : undefined) ?? 'mixed'),
  );
  return types.size === 1 ? [...types][0]! : 'mixed';
}

function logWorkout(
  exercises: LoggedExercise[],
  day: SaidDay | null,
  unused: readonly string[],
): Interpretation {
  const type = workoutType(exercises);
  return {
    action: 'log_workout',
    workoutName: workoutName(
      exercises.map((e) => e.name),
      type,
    ),
    type,
    exercises,
    ...(day?.at ? { completedAt: day.at, when: day.label } : {}),
    ...(unused.length > 0 ? { unused: [...unused] } : {}),
  };
}

/** The sentence without its day phrase, so "3 days ago" is never three sets or reps. */
const withoutDay = (tokens: readonly Token[], day: SaidDay) =>
  tokens.filter((_, i) => i < day.start || i >= day.end);

/** A suggestion with the body area, workout type and minutes the sentence names. */
function suggestion(words: readonly string[]): Interpretation {
  const focus = suggestionFocus(words);
  const minutes = saidMinutes(tokenize(words));
  if (minutes !== undefined) focus.minutes = minutes;
  return Object.keys(focus).length > 0
    ? { action: 'get_suggestion', focus }
    : { action: 'get_suggestion' };
}

/** A progress question with what it asks (question.ts): a topic, 'summary' for the whole one. */
function progress(words: readonly string[]): Interpretation {
  return { action: 'check_progress', question: readQuestion(words, tokenize(words)) };
}

/**
 * "Coach" is a filler when it names the app ("thanks coach"), but a verb in "coach me through a
 * workout" and a person in "I need a coach": said as other words before the fillers go.
 */
const coachAsWord = (text: string) =>
  text
    .replace(/\bcoach(?= (me|us)\b)/gi, 'guide')
    .replace(/\bcoach(?= (mode|session|workout)\b)/gi, 'coaching')
    .replace(/\b(a|my|the|your|personal|voice) coach\b/gi, '$1 trainer');

export function interpret(text: string, now: Date, timeZone: string): Interpretation {
  const words = normalizeWords(coachAsWord(text));
  if (!words.some((w) => w !== ',' && w !== '.')) return ERROR;
  return decide(
    readByGrammar(words, now, timeZone),
    classifyIntent(words),
    () => suggestion(words),
    () => progress(words),
  );
}

/** What the slot grammar and its question forms read in the sentence. */
function readByGrammar(words: readonly string[], now: Date, timeZone: string): Interpretation {
  const sentence = words.filter((w) => w !== ',' && w !== '.').join(' ');
  const tokens = tokenize(words);
  const items = readQuantities(tokens);
  const hasNumber = items.some((it) => it.k === 'q');
  // Precedence (issue 31 §3), each step only when the ones before it read nothing:
  // 1. Acts, whole-sentence forms (acts.ts): "undo that", "delete my last workout", "start a
  //    guided session", "start my push day", "add a set of 8 at 185". Before the refusals, which
  //    they replace for workouts, and before logs: "start my push day" names push-ups.
  const act = readAct(sentence, words, tokens, now, timeZone);
  if (act) return act;
  // 2. Changes voice cannot make yet (edits, deleting goals or weigh-ins) are said so.
  const notYet = notYetRequest(sentence, tokens, hasNumber);
  if (notYet) return { action: 'error', reason: notYet };
  // 3. Questions about one's own training, with what they ask (question.ts). "How do I keep my
  //    streak" and "what's my next routine" read as advice or nothing to intents.ts: asked here.
  if (
    isStreakKeeping(sentence) ||
    isPlanQuestion(sentence) ||
    isGoalPaceQuestion(sentence) ||
    isProgressQuestion(sentence)
  )
    return progress(words);
  // 4. Suggestions, with the time said: "I have fifteen minutes", "got half an hour".
  if (offersTime(sentence, tokens) || isSuggestionRequest(sentence)) return suggestion(words);
  // 5. A question that says no "I" or "my": "how many push-ups this week", "fastest 5k". After
  //    suggestions, so "how many push-ups should I do" stays advice.
  if (isRecordQuestion(sentence, tokens, words)) return progress(words);
  const reading = goalReading(sentence, items, () => hasSpanAhead(tokens, words, now, timeZone));
  if (reading === 'words' || (reading === 'form' && hasNumber)) {
    const goal = parseGoal(tokens, words, items, now, timeZone);
    if (goal) return goalOrRefusal(goal);
    return reading === 'form' ? { action: 'error', reason: UNREAD_GOAL } : ERROR;
  }
  // Only a log has a day it was done on; in a goal the same words are its deadline (above).
  const day = findSaidDay(tokens, now, timeZone);
  const rest = day ? readQuantities(withoutDay(tokens, day)) : items;
  const weighIn = parseWeighIn(sentence, rest);
  if (weighIn) {
    const measured = day?.at ? { measuredAt: day.at, when: day.label } : {};
    return { action: 'log_weight', ...weighIn, ...measured };
  }
  // "what's my running mileage": a question about the record that names no number is no log; the
  // classifier decides what it is (decide.ts).
  if (
    isQuestionAboutMine(
      sentence,
      items.some((it) => it.k === 'q'),
    )
  )
    return ERROR;
  const log = readLog(withoutReadings(rest, words));
  // A sport watched or played by someone else, a greeting: nothing the speaker did (not-done.ts).
  if (log.exercises.length > 0 && reportsNoWorkout(tokens, words)) return ERROR;
  // A wish or a deadline with no amount read ("I want to run a zillion miles by Friday") is a
  // goal that could not be read, never a log with no numbers.
  if (reading === 'form' && log.exercises.length > 0)
    return { action: 'error', reason: UNREAD_GOAL };
  if (log.exercises.length > 0) {
    const unused = unusedParts(log.items, log.ignored, words);
    const logged = logWorkout(log.exercises, day, unused);
    // "I ran a zillion miles": an amount said that could not be read is no log of nothing.
    const unread = unused.find((part) => part.split(' ').some((w) => UNIT_WORDS[w] !== undefined));
    return unread && bare(logged) ? { action: 'error', reason: unreadAmount(unread) } : logged;
  }
  if (isEndSession(sentence)) return { action: 'end_session' };
  return ERROR;
}

/**
 * Runs one goal sentence so chrono-node compiles its patterns: its first parse takes tens of
 * milliseconds, every later one well under one. Call once at start-up.
 */
export function warmUpInterpreter(): void {
  warmUpClassifier();
  interpret('set a goal to run 5 miles by next friday', new Date(), 'UTC');
}
