import { describe, expect, it } from 'vitest';
import type { Expression } from '@shared/schemas/avatar';
import {
  createSession,
  sessionReducer,
  type SessionEvent,
  type SessionExercise,
} from '@shared/session/machine';
import { sessionExpression, START_EXCITEMENT_MS } from './coach-expression';

const T0 = Date.parse('2026-11-20T18:00:00Z');
const PLAN: SessionExercise[] = [
  { id: 'a', name: 'Push-ups', sets: 2, reps: 10, duration: null, restTime: 30 },
  { id: 'b', name: 'Plank', sets: 1, reps: null, duration: 20, restTime: 0 },
];

/** The session after `events` (each at its own time), its clock caught up to `now`. */
const at = (events: SessionEvent[], now: number) =>
  [...events, { type: 'tick', now } as const].reduce(sessionReducer, createSession(PLAN));
const start: SessionEvent = { type: 'start', now: T0 };
const skip = (s: number): SessionEvent => ({ type: 'skip', now: T0 + s * 1000 });
const stop = (s: number): SessionEvent => ({ type: 'stop', now: T0 + s * 1000 });

describe('sessionExpression: the coach’s face follows the moment (issue 14)', () => {
  it.each<[string, SessionEvent[], number, Expression]>([
    ['before the start, the user’s own', [], 0, 'proud'],
    ['as the session starts, excited', [start], 1, 'excited'],
    ['into the first set, encouraging', [start], START_EXCITEMENT_MS / 1000, 'encouraging'],
    ['in a rest, calm', [start, skip(10)], 12, 'calm'],
    [
      'the next set of the same exercise, encouraging at once',
      [start, skip(10), skip(30)],
      31,
      'encouraging',
    ],
    [
      'a hold’s 3-2-1 as the next exercise begins, excited',
      [start, skip(10), skip(30), skip(50)],
      51,
      'excited',
    ],
    ['the hold’s first seconds, excited', [start, skip(10), skip(30), skip(50)], 54, 'excited'],
    [
      'then through the hold, encouraging',
      [start, skip(10), skip(30), skip(50)],
      60,
      'encouraging',
    ],
    ['at the finish, proud', [start, skip(10), skip(30), skip(50), skip(60)], 60, 'proud'],
    ['stopped early, the user’s own', [start, stop(5)], 5, 'proud'],
  ])('%s', (_, events, seconds, expression) => {
    const now = T0 + seconds * 1000;
    expect(sessionExpression(at(events, now), now, 'proud')).toBe(expression);
  });
});
