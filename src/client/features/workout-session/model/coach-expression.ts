import type { Expression } from '@shared/schemas/avatar';
import type { SessionState } from '@shared/session/machine';

/** How long the coach stays excited after a session or a new exercise begins. */
export const START_EXCITEMENT_MS = 4_000;

/**
 * The coach's face for the moment of the session (issue 14): excited as the session or a new
 * exercise begins (and through a hold's 3-2-1), encouraging through a set, calm in a rest, proud
 * at the finish. Before the start, or once stopped, the user's own choice of expression.
 */
export function sessionExpression(state: SessionState, now: number, own: Expression): Expression {
  switch (state.phase) {
    case 'countdown':
      return 'excited';
    case 'exercise': {
      const beginning = state.cue?.phase === 'start' || state.cue?.phase === 'transition';
      const sinceStart = state.setStartedAt == null ? Infinity : now - state.setStartedAt;
      return beginning && sinceStart < START_EXCITEMENT_MS ? 'excited' : 'encouraging';
    }
    case 'rest':
      return 'calm';
    case 'complete':
      return 'proud';
    case 'idle':
    case 'stopped':
      return own;
  }
}
