// The deterministic voice command interpreter (issue 4 §3, DESIGN §7): one sentence in, one of
// the actions of SPEC §3 (and issue 8's log_weight) out. Pure and synchronous so the server, the
// typed-command box and the tests all get the same answer; `now` and `timeZone` place goal
// deadlines and the day a log names ("yesterday", "on Monday").
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
import { tokenize, type Token } from './tokens';
import { parseWeighIn, withoutReadings } from './weigh-in';
import { findSaidDay, type SaidDay } from './when';

export type { Interpretation } from './schema';
export { replyFor } from './reply';

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

function isGoalSentence(sentence: string, items: readonly Item[]): boolean {
  if (GOAL_WORD_RE.test(sentence)) return true;
  const hasNumber = items.some((it) => it.k === 'q');
  if (!hasNumber) return false;
  if (WISH_RE.test(sentence) && !WISH_TO_LOG_RE.test(sentence)) return true;
  const weight = items.some((it) => it.k === 'q' && it.q === 'weight');
  if (weight && WEIGHT_VERB_RE.test(sentence.replace(DROP_SET_RE, ''))) return true;
  return FUTURE_RE.test(sentence);
}

/** SPEC §3 Workout.type from its exercises: one type, or 'mixed' when they differ. */
export function workoutType(exercises: readonly LoggedExercise[]): ExerciseType {
  const types = new Set(
    exercises.map((e) => (e.exerciseId ? exerciseById(e.exerciseId)?.type : undefined) ?? 'mixed'),
  );
  return types.size === 1 ? [...types][0]! : 'mixed';
}

function logWorkout(exercises: LoggedExercise[], day: SaidDay | null): Interpretation {
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
  };
}

/** The sentence without its day phrase, so "3 days ago" is never three sets or reps. */
const withoutDay = (tokens: readonly Token[], day: SaidDay) =>
  tokens.filter((_, i) => i < day.start || i >= day.end);

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
  // Only a log has a day it was done on; in a goal the same words are its deadline (above).
  const day = findSaidDay(tokens, now, timeZone);
  const rest = day ? readQuantities(withoutDay(tokens, day)) : items;
  const weighIn = parseWeighIn(sentence, rest);
  if (weighIn) {
    const measured = day?.at ? { measuredAt: day.at, when: day.label } : {};
    return { action: 'log_weight', ...weighIn, ...measured };
  }
  const exercises = parseLog(withoutReadings(rest, words));
  if (exercises.length > 0) return logWorkout(exercises, day);
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
