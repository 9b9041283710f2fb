// Requests to change what is already logged — delete, edit, undo — which voice cannot carry out
// yet (issue 26 §10: "delete my last workout" was answered with a progress report titled
// "Success!"). Since issue 31 deleting one workout and undoing are acts (acts.ts), read before
// this; what is left here is edits, deleting goals and weigh-ins, and deleting every workout. They are recognised so the answer says, in words, that voice cannot do it yet and
// where on screen it can be done; nothing is written and no allowance is used.
import { exerciseById } from '../../exercises/catalogue';
import type { Token } from './tokens';

type Change = 'delete' | 'edit';
type Thing = 'workout' | 'goal' | 'weighIn';

/** Politeness and asking before the verb: "can you", "please", "I want to", "joey". */
const LEAD = new RegExp(
  '^(?:(?:hey|ok|okay) )?(?:joey )?(?:please )?' +
    '(?:(?:can|could|would|will) you (?:please )?|(?:i )?(?:want|need|wanna) (?:you )?to |' +
    '(?:i would|id) like (?:you )?to |lets |let me |help me |go ahead and )?(?:please )?',
);

/** Verbs that remove something, and verbs that change it (the sentence opens with one). */
export const DELETE_VERBS: readonly string[] = [
  'delete', 'remove', 'erase', 'cancel', 'scrap', 'discard', 'get rid of',
]; // prettier-ignore
export const EDIT_VERBS: readonly string[] = [
  'edit', 'change', 'modify', 'fix', 'correct', 'update', 'rename', 'adjust', 'amend',
]; // prettier-ignore
/** Taking back what was just done. */
export const UNDO_PHRASES: readonly string[] = [
  'undo', 'undo that', 'undo the last one', 'undo my last workout', 'scratch that',
  'take that back', 'revert that',
]; // prettier-ignore

const alt = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const VERB_RE = new RegExp(`^(${alt(DELETE_VERBS)}|${alt(EDIT_VERBS)}) (.+)$`);
const UNDO_RE = new RegExp(`^(?:${alt(UNDO_PHRASES)})(?: please)?$`);

/** Words that point at something already there: "my", "the last", "yesterday's". */
const POINTER_RE =
  /^(my|the|that|this|those|these|last|latest|previous|todays|yesterdays|tonights|it|all)\b/;
/** The whole rest of a sentence that only points: "delete that", "remove the last one". */
const ONLY_POINTER_RE =
  /^(that|it|this|that one|this one|everything|all of it|the last one|my last one|last one)$/;

const GOAL_RE = /\b(goals?|targets?)\b/;
const WEIGH_IN_RE = /\b(weigh ins?|weighins?|weight|weights|weigh in entry|body weight)\b/;
const WORKOUT_RE =
  /\b(workouts?|sessions?|logs?|entry|entries|exercises?|sets?|runs?|rides?|swims?|walks?|lifts?|training)\b/;

/** What the request is about: a goal, a weigh-in, a workout (or an exercise of one), or null. */
function thingOf(rest: string, tokens: readonly Token[]): Thing | null {
  if (GOAL_RE.test(rest)) return 'goal';
  if (WEIGH_IN_RE.test(rest)) return 'weighIn';
  const exercise = tokens.some((t) => t.k === 'ex' && exerciseById(t.id) !== undefined);
  if (WORKOUT_RE.test(rest) || exercise || ONLY_POINTER_RE.test(rest)) return 'workout';
  return null;
}

/** Where each thing is changed on screen, named as the screen names it. */
const WHERE: Readonly<Record<Thing, Record<Change, string>>> = {
  workout: {
    delete: "To delete one, open Workouts and use the Delete button on the workout's card.",
    edit: "To change one, open Workouts and use Edit on the workout's card.",
  },
  goal: {
    delete: "To delete one, open Home and use Delete goal on the goal's card in Current Goals.",
    edit: "To change one, open Home and use Edit goal on the goal's card in Current Goals.",
  },
  weighIn: {
    delete: 'To delete one, open Progress and use its Delete button in the Weigh-ins list.',
    edit: 'To correct one, say your weight again, then delete the wrong one on Progress, in the Weigh-ins list.',
  },
};

const NOUN: Readonly<Record<Thing, string>> = {
  workout: 'workouts',
  goal: 'goals',
  weighIn: 'weigh-ins',
};

/** The answer to a change voice cannot make yet. */
export function notYetReply(change: Change | 'undo', thing: Thing = 'workout'): string {
  if (change === 'undo') {
    return (
      "I can't undo by voice yet, so nothing was changed. Right after a command, use Undo in " +
      "this dialog; later, open Workouts and use the Delete button on the workout's card."
    );
  }
  const verb = change === 'delete' ? 'delete' : 'edit';
  return `I can't ${verb} ${NOUN[thing]} by voice yet, so nothing was changed. ${WHERE[thing][change]}`;
}

/** Every answer notYetReply gives: the dialog titles them as not done, never as success. */
export const NOT_YET_REPLIES: readonly string[] = [
  notYetReply('undo'),
  ...(['workout', 'goal', 'weighIn'] as const).flatMap((thing) =>
    (['delete', 'edit'] as const).map((change) => notYetReply(change, thing)),
  ),
];

/** True when a reply is one of the not-yet answers. */
export const isNotYetReply = (message: string): boolean => NOT_YET_REPLIES.includes(message);

/**
 * The not-yet answer for a sentence asking to delete, edit or undo something already logged, or
 * null. `hasNumber`: "update my weight to 180 pounds" is a weigh-in, not an edit of one.
 */
export function notYetRequest(
  sentence: string,
  tokens: readonly Token[],
  hasNumber: boolean,
): string | null {
  const said = sentence.replace(LEAD, '');
  if (UNDO_RE.test(said)) return notYetReply('undo');
  const m = VERB_RE.exec(said);
  if (!m) return null;
  const change: Change = DELETE_VERBS.includes(m[1]!) ? 'delete' : 'edit';
  const rest = m[2]!;
  if (!POINTER_RE.test(rest) && !/^(workouts?|goals?|weigh ins?)\b/.test(rest)) return null;
  const thing = thingOf(rest, tokens);
  if (!thing) return null;
  // A new reading said as an update is a weigh-in; a new target said as a change still is not.
  if (change === 'edit' && thing === 'weighIn' && hasNumber) return null;
  return notYetReply(change, thing);
}
