// Spoken replies: SPEC §8's words per action followed by the specifics, e.g.
// "Great! I logged your workout: Push-up — 3 × 12." check_progress and get_suggestion replies are
// built on the server from the user's data; these are their SPEC defaults.
import { formatDuration } from '../../duration';
import { distanceShown, weightShown, WEIGHT_LABEL } from '../../unit-display';
import type { DistancePreference, WeightUnit } from '../../units';
import type { GuessableAction, Interpretation, LoggedExercise } from '../schema';

/**
 * The units a reply speaks in (issue 8: one preference for every screen and reply). Without
 * them a reply says amounts as they were said.
 */
export interface ReplyUnits {
  weight: WeightUnit;
  distance: DistancePreference;
}

// Kept importable from here for the voice code and its tests; the rule lives in ../duration.
export { formatDuration };

export const REPLIES = {
  log_workout: (name: string) => `Great! I logged your workout: ${name || 'workout'}`,
  log_weight: (weight: string) => `Got it! I logged your weight: ${weight}`,
  set_goal: (title: string) => `Perfect! I set your goal: ${title || 'new goal'}`,
  check_progress: "Here's your progress update.",
  get_suggestion: 'Here are some workout suggestions for you.',
  end_session: 'Voice session ended. Have a great workout!',
  error: "I didn't understand that. Please try again.",
  // Issue 31 §3: the server answers these from the user's data (voice-command.service.ts); the
  // words below are only what is said before that answer, or with no connection.
  delete_workout: 'Let me find that workout.',
  undo: 'Undoing that.',
  start_routine: 'Starting your workout.',
  start_session: 'Starting a guided session.',
  add_set: 'Adding that set.',
} as const;

/** How to say each action so it is understood, for a sentence that was too unclear to act on. */
export const REPHRASE: Readonly<Record<GuessableAction, string>> = {
  log_workout: 'To log a workout, say what you did, like “3 sets of 12 push-ups”.',
  log_weight: 'To log your weight, say it like “I weigh 180 pounds”.',
  set_goal: 'To set a goal, say it like “my goal is to run 20 miles by June”.',
  check_progress: 'To hear your progress, ask something like “how is my week going?”',
  get_suggestion: 'For a workout idea, ask something like “suggest a leg workout”.',
  end_session: 'To finish, say “that’s all”.',
};

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December',
]; // prettier-ignore

const DISTANCE_LABEL = { miles: 'miles', km: 'km', meters: 'm', yards: 'yd' } as const;

const num = (v: number) => String(Math.round(v * 100) / 100);

/** "135 lbs", "82.5 kg": as said, or in the user's unit when one is given. */
function load(weight: number, said: WeightUnit, units?: ReplyUnits): string {
  const unit = units?.weight ?? said;
  return `${num(weightShown(weight, said, unit))} ${WEIGHT_LABEL[unit]}`;
}

/** An exercise's weight; pounds when only the derived value is known. */
function weightText(
  e: Pick<LoggedExercise, 'weight' | 'weightUnit' | 'weightLbs'>,
  units?: ReplyUnits,
): string {
  if (e.weight !== undefined) return load(e.weight, e.weightUnit ?? 'lb', units);
  return load(e.weightLbs!, 'lb', units);
}

type LoggedSets = NonNullable<LoggedExercise['setList']>;

/** Runs of equal sets as one: "3 × 10 at 135 lb" rather than the same set three times. */
function groupRuns(texts: readonly string[]): string[] {
  const out: { text: string; n: number }[] = [];
  for (const text of texts) {
    const last = out[out.length - 1];
    if (last?.text === text) last.n++;
    else out.push({ text, n: 1 });
  }
  return out.map(({ text, n }) => (n > 1 ? `${n} × ${text}` : text));
}

/**
 * Sets one by one: "10 at 135 lb, 8 at 155 lb, 6 at 175 lb"; one weight for all is said once
 * ("5, 5, 3 reps at 225 lb"); holds by their time ("1 min, 45 s, 30 s").
 */
function setListText(sets: LoggedSets, units?: ReplyUnits): string {
  const loadOf = (s: LoggedSets[number]) =>
    s.weight === undefined ? '' : load(s.weight, s.weightUnit ?? 'lb', units);
  const loads = new Set(sets.map(loadOf));
  const oneLoad = loads.size === 1 ? [...loads][0]! : null;
  const text = (s: LoggedSets[number]) => {
    if (s.reps === undefined)
      return s.durationSeconds === undefined ? '' : formatDuration(s.durationSeconds);
    return oneLoad !== null || !loadOf(s) ? num(s.reps) : `${num(s.reps)} at ${loadOf(s)}`;
  };
  const counted = sets.every((s) => s.reps !== undefined);
  const said = oneLoad === null ? groupRuns(sets.map(text)) : sets.map(text);
  const unit = counted && (oneLoad !== null || loads.has('')) ? ' reps' : '';
  return `${said.join(', ')}${unit}${oneLoad ? ` at ${oneLoad}` : ''}`;
}

/** "3 × 12 at 135 lb", "3 miles, 25 min", "20 reps", "3 sets: 10, 8, 6 reps". */
export function exerciseDetails(e: LoggedExercise, units?: ReplyUnits): string {
  const parts: string[] = [];
  if (e.setList) parts.push(`${e.setList.length} sets: ${setListText(e.setList, units)}`);
  else if (e.reps !== undefined)
    parts.push(e.sets > 1 ? `${e.sets} × ${num(e.reps)}` : `${num(e.reps)} reps`);
  else if (e.sets > 1) parts.push(`${e.sets} sets`);
  if (!e.setList && e.weightLbs !== undefined) parts.push(`at ${weightText(e, units)}`);
  const extra: string[] = [];
  if (e.distance !== undefined) {
    const said = { value: e.distance, unit: e.distanceUnit ?? 'miles' };
    const { value, unit } = units ? distanceShown(said.value, said.unit, units.distance) : said;
    const label = unit === 'miles' && value === 1 ? 'mile' : DISTANCE_LABEL[unit];
    extra.push(`${num(value)} ${label}`);
  }
  const timedSets = e.setList?.some((s) => s.durationSeconds !== undefined);
  if (e.durationSeconds !== undefined && !timedSets) extra.push(formatDuration(e.durationSeconds));
  return [parts.join(' '), ...extra].filter(Boolean).join(', ');
}

function workoutSpecifics(exercises: readonly LoggedExercise[], units?: ReplyUnits): string {
  if (exercises.length === 1) return exerciseDetails(exercises[0]!, units);
  return exercises
    .map((e) => [e.name, exerciseDetails(e, units)].filter(Boolean).join(' '))
    .join('; ');
}

function formatDeadline(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** 'I didn't catch the part about “ten”.': what the log left out, so a wrong one is seen. */
export function notCaught(parts: readonly string[]): string {
  const quoted = parts.map((p) => `“${p}”`);
  const list =
    quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : quoted[0];
  return `I didn't catch the part about ${list}.`;
}

const sentence = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);
/** "… — yesterday": the day a log was put on, so a wrong one is heard at once (issue 8). */
const onDay = (s: string, when: string | undefined) => (when ? `${s} — ${when}` : s);
/** The reply spoken and shown for an interpretation, in the user's units when given. */
export function replyFor(result: Interpretation, units?: ReplyUnits): string {
  switch (result.action) {
    case 'log_workout': {
      const details = workoutSpecifics(result.exercises, units);
      const head = REPLIES.log_workout(result.workoutName);
      const logged = sentence(onDay(details ? `${head} — ${details}` : head, result.when));
      return result.unused ? `${logged} ${notCaught(result.unused)}` : logged;
    }
    case 'log_weight': {
      const head = REPLIES.log_weight(load(result.weight, result.unit, units));
      return sentence(onDay(head, result.when));
    }
    case 'set_goal': {
      const head = REPLIES.set_goal(result.title);
      return sentence(result.deadline ? `${head}, by ${formatDeadline(result.deadline)}` : head);
    }
    case 'error':
      if (result.reason) return result.reason;
      return result.unclear ? `${REPLIES.error} ${REPHRASE[result.unclear]}` : REPLIES.error;
    case 'check_progress':
    case 'get_suggestion':
    case 'end_session':
    case 'delete_workout':
    case 'undo':
    case 'start_routine':
    case 'start_session':
    case 'add_set':
      return REPLIES[result.action];
  }
}
