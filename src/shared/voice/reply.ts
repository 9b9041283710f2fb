// Spoken replies: SPEC §8's words per action followed by the specifics, e.g.
// "Great! I logged your workout: Push-up — 3 × 12." check_progress and get_suggestion replies are
// built on the server from the user's data; these are their SPEC defaults.
import { formatDuration } from '../duration';
import type { Interpretation, LoggedExercise } from './schema';

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
} as const;

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December',
]; // prettier-ignore

const DISTANCE_LABEL = { miles: 'miles', km: 'km', meters: 'm', yards: 'yd' } as const;

const num = (v: number) => String(Math.round(v * 100) / 100);

/** A weight as said: "135 lb", "82.5 kg"; pounds when only the derived value is known. */
function weightText(e: Pick<LoggedExercise, 'weight' | 'weightUnit' | 'weightLbs'>): string {
  if (e.weight !== undefined) return `${num(e.weight)} ${e.weightUnit ?? 'lb'}`;
  return `${num(e.weightLbs!)} lb`;
}

type LoggedSets = NonNullable<LoggedExercise['setList']>;
const loadOf = (s: LoggedSets[number]) =>
  s.weight === undefined ? '' : `${num(s.weight)} ${s.weightUnit ?? 'lb'}`;

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
function setListText(sets: LoggedSets): string {
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
export function exerciseDetails(e: LoggedExercise): string {
  const parts: string[] = [];
  if (e.setList) parts.push(`${e.setList.length} sets: ${setListText(e.setList)}`);
  else if (e.reps !== undefined)
    parts.push(e.sets > 1 ? `${e.sets} × ${num(e.reps)}` : `${num(e.reps)} reps`);
  else if (e.sets > 1) parts.push(`${e.sets} sets`);
  if (!e.setList && e.weightLbs !== undefined) parts.push(`at ${weightText(e)}`);
  const extra: string[] = [];
  if (e.distance !== undefined) {
    const unit = e.distanceUnit ?? 'miles';
    const label = unit === 'miles' && e.distance === 1 ? 'mile' : DISTANCE_LABEL[unit];
    extra.push(`${num(e.distance)} ${label}`);
  }
  const timedSets = e.setList?.some((s) => s.durationSeconds !== undefined);
  if (e.durationSeconds !== undefined && !timedSets) extra.push(formatDuration(e.durationSeconds));
  return [parts.join(' '), ...extra].filter(Boolean).join(', ');
}

function workoutSpecifics(exercises: readonly LoggedExercise[]): string {
  if (exercises.length === 1) return exerciseDetails(exercises[0]!);
  return exercises.map((e) => [e.name, exerciseDetails(e)].filter(Boolean).join(' ')).join('; ');
}

function formatDeadline(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

const sentence = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);
/** "… — yesterday": the day a log was put on, so a wrong one is heard at once (issue 8). */
const onDay = (s: string, when: string | undefined) => (when ? `${s} — ${when}` : s);
const WEIGHT_LABEL = { lb: 'lbs', kg: 'kg' } as const;

/** The reply spoken and shown for an interpretation. */
export function replyFor(result: Interpretation): string {
  switch (result.action) {
    case 'log_workout': {
      const details = workoutSpecifics(result.exercises);
      const head = REPLIES.log_workout(result.workoutName);
      return sentence(onDay(details ? `${head} — ${details}` : head, result.when));
    }
    case 'log_weight': {
      const head = REPLIES.log_weight(`${num(result.weight)} ${WEIGHT_LABEL[result.unit]}`);
      return sentence(onDay(head, result.when));
    }
    case 'set_goal': {
      const head = REPLIES.set_goal(result.title);
      return sentence(result.deadline ? `${head}, by ${formatDeadline(result.deadline)}` : head);
    }
    case 'check_progress':
    case 'get_suggestion':
    case 'end_session':
    case 'error':
      return REPLIES[result.action];
  }
}
