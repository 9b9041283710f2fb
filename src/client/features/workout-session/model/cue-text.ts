import type { SessionCommand } from '@shared/session/commands';
import { DEFAULT_EXERCISE_SECONDS, type Cue, type SessionExercise } from '@shared/session/machine';

/**
 * What the coach says the moment a phase begins: short and exact, spoken from the plan without
 * waiting for the network, so it is always on time. The coach's motivation (POST /api/ai-coach)
 * follows it in the queue.
 */
export function cueText(cue: Cue, exercises: readonly SessionExercise[]): string {
  const e = exercises[cue.exercise]!;
  const what = target(e);
  const setOf = e.sets > 1 ? `set ${cue.set} of ${e.sets}` : 'one set';
  switch (cue.phase) {
    case 'start':
      return `Let's go! ${e.name}, ${setOf}, ${what}.`;
    case 'transition':
      return `Next exercise: ${e.name}, ${setOf}, ${what}.`;
    case 'exercise':
      return `Set ${cue.set} of ${e.sets}. ${what}. Go!`;
    case 'rest': {
      const next = cue.set + 1;
      return `Rest for ${seconds(e.restTime)}. Set ${next} of ${e.name} is next.`;
    }
    case 'complete':
      return 'Workout complete! Amazing effort.';
  }
}

/** "12 push-ups"-style targets read better as "12 reps" and "45 seconds" aloud. */
function target(e: SessionExercise): string {
  if (e.reps != null) return `${e.reps} reps`;
  return seconds(e.duration ?? DEFAULT_EXERCISE_SECONDS);
}

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
