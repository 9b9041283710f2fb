import type { SessionCommand } from '@shared/session/commands';
import { spokenTarget } from '@shared/coach/lines';
import {
  DEFAULT_EXERCISE_SECONDS,
  setPlanOf,
  type Cue,
  type SessionExercise,
  type SessionState,
} from '@shared/session/machine';

/**
 * What the coach says the moment a phase begins: short and exact, spoken from the plan without
 * waiting for the network, so it is always on time. The coach's motivation (POST /api/ai-coach)
 * follows it in the queue.
 */
export function cueText(cue: Cue, exercises: readonly SessionExercise[]): string {
  const e = exercises[cue.exercise]!;
  const setOf = e.sets > 1 ? `set ${cue.set} of ${e.sets}` : 'one set';
  switch (cue.phase) {
    case 'start':
      return `Let's go! ${e.name}, ${setOf}, ${target(e, cue.set)}.`;
    case 'transition':
      return `Next exercise: ${e.name}, ${setOf}, ${target(e, cue.set)}.`;
    case 'exercise':
      return `Set ${cue.set} of ${e.sets}. ${capitalize(target(e, cue.set))}. Go!`;
    case 'rest': {
      const next = cue.set + 1;
      return `Rest for ${seconds(e.restTime)}. Set ${next} of ${e.name} is next, ${target(e, next)}.`;
    }
    case 'complete':
      return 'Workout complete! Amazing effort.';
  }
}

/**
 * Set `set`'s own target (issue 26 §7), "5 reps at 185 pounds" or "45 seconds"; a set with
 * neither reps nor a time runs the default minute.
 */
function target(e: SessionExercise, set: number): string {
  const t = setPlanOf(e, set);
  const spoken = spokenTarget({ ...t, distanceUnit: e.distanceUnit });
  if (t.reps != null || t.duration != null) return spoken!;
  const time = seconds(DEFAULT_EXERCISE_SECONDS);
  return spoken ? `${spoken}, ${time}` : time;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function seconds(n: number): string {
  if (n >= 60 && n % 60 === 0) return n === 60 ? '1 minute' : `${n / 60} minutes`;
  return `${n} seconds`;
}

/**
 * Where a paused session stands, for the screen to say (issue 26: after a reload mid-rest it
 * says it is paused in a rest, not that nothing has started): "in a rest: Push-ups, set 2 of 3 is
 * next", "in Push-ups, set 1 of 3", "before Plank, set 1 of 3". Null when nothing is paused.
 */
export function pausedWhere(state: SessionState): string | null {
  if (state.running) return null;
  const e = state.exercises[state.index]!;
  const setOf = (n: number) => (e.sets > 1 ? `set ${n} of ${e.sets}` : 'its only set');
  switch (state.phase) {
    case 'rest':
      return `in a rest: ${e.name}, ${setOf(state.set + 1)} is next`;
    case 'exercise':
      return `in ${e.name}, ${setOf(state.set)}`;
    case 'countdown':
      return `before ${e.name}, ${setOf(state.set)}`;
    default:
      return null;
  }
}

/** What the coach says when a session is stopped (and what it shows from then on). */
export const SESSION_ENDED = 'Session ended. Nice work on what you did.';

/**
 * The coach's line before anything was said on this screen: the way to start, or, for a session
 * brought back paused, where it stands and the set ahead.
 */
export function coachWaitingLine(state: SessionState): string {
  if (state.phase === 'complete') return 'Workout complete! Amazing effort.';
  if (state.phase === 'stopped') return SESSION_ENDED;
  const where = pausedWhere(state);
  if (!where) return 'Press Start Workout when you are ready. I will call every set and rest.';
  const set = state.phase === 'rest' ? state.set + 1 : state.set;
  const what = target(state.exercises[state.index]!, set);
  return `Paused ${where}, ${what}. Press Resume when you are ready.`;
}

/** The spoken confirmation of a hands-free command (issue 11 item 5). */
export function commandConfirmation(command: SessionCommand): string {
  switch (command.type) {
    case 'next':
    case 'skip':
      return 'Skipping ahead.';
    case 'done':
      return 'Nice, set done.';
    case 'pause':
      return 'Paused. Say resume when you are ready.';
    case 'resume':
      return 'Back to it!';
    case 'stop':
      return 'Stopping. Do you want to save what you did?';
    case 'reps':
      return `Got it, ${command.reps} ${command.reps === 1 ? 'rep' : 'reps'}.`;
  }
}
