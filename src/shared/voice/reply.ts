// Spoken replies: SPEC §8's words per action followed by the specifics, e.g.
// "Great! I logged your workout: Push-up — 3 × 12." check_progress and get_suggestion replies are
// built on the server from the user's data; these are their SPEC defaults.
import { formatDuration } from '../duration';
import type { Interpretation, LoggedExercise } from './schema';

// Kept importable from here for the voice code and its tests; the rule lives in ../duration.
export { formatDuration };

export const REPLIES = {
  log_workout: (name: string) => `Great! I logged your workout: ${name || 'workout'}`,
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

/** "3 × 12 at 135 lb", "3 miles, 25 min", "20 reps". */
export function exerciseDetails(e: LoggedExercise): string {
  const parts: string[] = [];
  if (e.reps !== undefined)
    parts.push(e.sets > 1 ? `${e.sets} × ${num(e.reps)}` : `${num(e.reps)} reps`);
  else if (e.sets > 1) parts.push(`${e.sets} sets`);
  if (e.weightLbs !== undefined) parts.push(`at ${num(e.weightLbs)} lb`);
  const extra: string[] = [];
  if (e.distance !== undefined) {
    const unit = e.distanceUnit ?? 'miles';
    const label = unit === 'miles' && e.distance === 1 ? 'mile' : DISTANCE_LABEL[unit];
    extra.push(`${num(e.distance)} ${label}`);
  }
  if (e.durationSeconds !== undefined) extra.push(formatDuration(e.durationSeconds));
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

/** The reply spoken and shown for an interpretation. */
export function replyFor(result: Interpretation): string {
  switch (result.action) {
    case 'log_workout': {
      const details = workoutSpecifics(result.exercises);
      const head = REPLIES.log_workout(result.workoutName);
      return sentence(details ? `${head} — ${details}` : head);
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
