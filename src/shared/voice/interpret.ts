// The deterministic voice command interpreter (issue 4 §3, DESIGN §7): one sentence in, one of
// the six actions of SPEC §3 out. Pure and synchronous so the server, the typed-command box and
// the tests all get the same answer; `now` and `timeZone` only matter for goal deadlines.
import { exerciseById } from '../exercises/catalogue';
import type { ExerciseType } from '../exercises/types';
import { parseGoal } from './goal';
import { isEndSession, isProgressQuestion, isSuggestionRequest, suggestionFocus } from './intents';
import { GAIN_VERBS, GOAL_MARKERS, LOSS_VERBS, WISH_MARKERS } from './lexicon';
import { parseLog } from './log';
import { normalizeWords } from './normalize';
import { readQuantities, type Item } from './quantities';
import type { Interpretation, LoggedExercise } from './schema';
import { workoutName } from './title';
import { tokenize } from './tokens';

export type { Interpretation } from './schema';
export { replyFor } from './reply';

const ERROR: Interpretation = { action: 'error' };

const phraseRe = (phrases: readonly string[]) =>
  new RegExp(`\\b(${[...phrases].sort((a, b) => b.length - a.length).join('|')})\\b`);
const WISH_RE = phraseRe(WISH_MARKERS);
const WEIGHT_VERB_RE = phraseRe([...LOSS_VERBS, ...GAIN_VERBS]);
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

function isGoalSentence(sentence: string, items: readonly Item[]): boolean {
  if (GOAL_WORD_RE.test(sentence)) return true;
  const hasNumber = items.some((it) => it.k === 'q');
  if (!hasNumber) return false;
  if (WISH_RE.test(sentence) && !WISH_TO_LOG_RE.test(sentence)) return true;
  const weight = items.some((it) => it.k === 'q' && it.q === 'weight');
  if (weight && WEIGHT_VERB_RE.test(sentence)) return true;
  return FUTURE_RE.test(sentence);
}

/** SPEC §3 Workout.type from its exercises: one type, or 'mixed' when they differ. */
export function workoutType(exercises: readonly LoggedExercise[]): ExerciseType {
  const types = new Set(
    exercises.map((e) => (e.exerciseId ? exerciseById(e.exerciseId)?.type : undefined) ?? 'mixed'),
  );
  return types.size === 1 ? [...types][0]! : 'mixed';
}

function logWorkout(exercises: LoggedExercise[]): Interpretation {
  const type = workoutType(exercises);
  return {
    action: 'log_workout',
    workoutName: workoutName(
      exercises.map((e) => e.name),
      type,
    ),
    type,
    exercises,
  };
}

export function interpret(text: string, now: Date, timeZone: string): Interpretation {
  const words = normalizeWords(text);
  const sentence = words.filter((w) => w !== ',' && w !== '.').join(' ');
  if (!sentence) return ERROR;
  if (isProgressQuestion(sentence)) return { action: 'check_progress' };
  if (isSuggestionRequest(sentence)) {
    const focus = suggestionFocus(words);
    return Object.keys(focus).length > 0
      ? { action: 'get_suggestion', focus }
      : { action: 'get_suggestion' };
  }
  const tokens = tokenize(words);
  const items = readQuantities(tokens);
  if (isGoalSentence(sentence, items)) {
    const goal = parseGoal(tokens, words, items, now, timeZone);
    return goal ? { action: 'set_goal', ...goal } : ERROR;
  }
  const exercises = parseLog(items);
  if (exercises.length > 0) return logWorkout(exercises);
  if (isEndSession(sentence)) return { action: 'end_session' };
  return ERROR;
}

/**
 * Runs one goal sentence so chrono-node compiles its patterns: its first parse takes tens of
 * milliseconds, every later one well under one. Call once at start-up.
 */
export function warmUpInterpreter(): void {
  interpret('set a goal to run 5 miles by next friday', new Date(), 'UTC');
}
