import type { SessionCommand } from '@shared/session/commands';
import { spokenTarget } from '@shared/coach/lines';
import {
  DEFAULT_EXERCISE_SECONDS,
  setPlanOf,
  type Cue,
  type SessionExercise,
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
