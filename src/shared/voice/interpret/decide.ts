// The slot grammar and the intent classifier, combined (issue 15 §1). The grammar reads what a
// log, weigh-in or goal says and knows a few question forms exactly; the classifier, trained on
// generated paraphrases, says which kind of command any phrasing is and how sure it is. Where
// they agree, or the grammar found numbers to act on, the grammar's reading stands; where the
// grammar found nothing, a confident classifier decides the phrasing-only actions; where neither
// is sure, the answer asks the user to say it another way instead of guessing.
import type { IntentClass, IntentGuess } from './classifier';
import type { GuessableAction, Interpretation } from '../schema';

/** The action each class of the classifier stands for; 'other' is no action. */
export const ACTION_OF: Readonly<Record<IntentClass, GuessableAction | null>> = {
  log: 'log_workout',
  weigh_in: 'log_weight',
  goal: 'set_goal',
  progress: 'check_progress',
  suggestion: 'get_suggestion',
  end: 'end_session',
  other: null,
};

/**
 * Confidence the classifier needs to act alone (the grammar found nothing). Measured on
 * hand-written phrasings the classifier was not trained on (classifier/index.test.ts): at 0.6,
 * three in four of its wrong answers fall below and one right answer in twelve.
 */
export const ACT_ALONE = 0.6;
/** Confidence it needs to overrule a reading of the grammar that has no numbers to stand on. */
export const OVERRULE = 0.8;
/** Below this, a guess is too weak even to name when asking for other words. */
export const NAME_GUESS = 0.35;

/** A log whose exercises carry no number at all: "I watched basketball", "good morning joey". */
export function bare(result: Interpretation): boolean {
  if (result.action !== 'log_workout') return false;
  return result.exercises.every(
    (e) =>
      e.sets === 1 &&
      e.reps === undefined &&
      e.weightLbs === undefined &&
      e.durationSeconds === undefined &&
      e.distance === undefined &&
      e.setList === undefined,
  );
}

/** The action a class stands for, as an interpretation without slots (those need the grammar). */
function phrased(
  action: GuessableAction,
  suggestion: () => Interpretation,
  progress: () => Interpretation,
): Interpretation | null {
  if (action === 'end_session') return { action };
  if (action === 'check_progress') return progress();
  if (action === 'get_suggestion') return suggestion();
  return null;
}

/** Asks for other words, naming the likely action when there is one worth naming. */
function unclear(guess: IntentGuess): Interpretation {
  const action = ACTION_OF[guess.intent];
  return action && guess.confidence >= NAME_GUESS
    ? { action: 'error', unclear: action }
    : { action: 'error' };
}

/**
 * The answer from the grammar's reading and the classifier's guess. `suggestion` builds a
 * get_suggestion with the focus the sentence names, `progress` a check_progress with the question
 * it asks. An act the grammar read (acts.ts) always stands: the classifier has no class for one
 * that it could set against it, and an act is only read from a whole-sentence form.
 */
export function decide(
  grammar: Interpretation,
  guess: IntentGuess,
  suggestion: () => Interpretation,
  progress: () => Interpretation = () => ({ action: 'check_progress' }),
): Interpretation {
  const said = ACTION_OF[guess.intent];
  const sure = guess.confidence;
  if (grammar.action === 'error') {
    // A sentence understood and refused for a reason (a goal no one can meet) stays refused.
    if (said === null || grammar.reason) return grammar;
    const alone = sure >= ACT_ALONE ? phrased(said, suggestion, progress) : null;
    return alone ?? unclear(guess);
  }
  if (said === grammar.action) return grammar;
  // A log with no numbers stands on an exercise's name alone: a sport watched, a greeting that
  // sounds like an exercise, a question about running. The classifier may overrule it, more
  // readily when the log left words of the sentence unused.
  const needed = grammar.action === 'log_workout' && grammar.unused ? ACT_ALONE : OVERRULE;
  if (bare(grammar) && sure >= needed) {
    return said === null ? { action: 'error' } : (phrased(said, suggestion, progress) ?? grammar);
  }
  return grammar;
}
