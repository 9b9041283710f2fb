import { describe, expect, it } from 'vitest';
import {
  createSession,
  restoreSession,
  sessionReducer,
  type SessionEvent,
  type SessionExercise,
} from '@shared/session/machine';
import { coachWaitingLine, commandConfirmation, cueText, pausedWhere } from './cue-text';

const EXERCISES: SessionExercise[] = [
  { id: 'a', name: 'Push-ups', sets: 3, reps: 12, duration: null, restTime: 60 },
  { id: 'b', name: 'Plank', sets: 1, reps: null, duration: 45, restTime: 30 },
  { id: 'c', name: 'Rows', sets: 2, reps: 8, duration: null, restTime: 90 },
  {
    id: 'd',
    name: 'Squat',
    sets: 3,
    reps: 5,
    duration: null,
    restTime: 120,
    setList: [
      { reps: 5, duration: null, weight: 185, weightUnit: 'lb', distance: null },
      { reps: 5, duration: null, weight: 205, weightUnit: 'lb', distance: null },
      { reps: 3, duration: null, weight: 225, weightUnit: 'lb', distance: null },
    ],
  },
];

describe('cueText: what the coach says as a phase begins', () => {
  it.each([
    ['start', 0, 1, "Let's go! Push-ups, set 1 of 3, 12 reps."],
    ['exercise', 0, 2, 'Set 2 of 3. 12 reps. Go!'],
    ['rest', 0, 1, 'Rest for 1 minute. Set 2 of Push-ups is next, 12 reps.'],
    ['rest', 2, 1, 'Rest for 90 seconds. Set 2 of Rows is next, 8 reps.'],
    // issue 26 §7: each set of a pyramid is spoken as itself.
    ['start', 3, 1, "Let's go! Squat, set 1 of 3, 5 reps at 185 pounds."],
    ['rest', 3, 2, 'Rest for 2 minutes. Set 3 of Squat is next, 3 reps at 225 pounds.'],
    ['exercise', 3, 3, 'Set 3 of 3. 3 reps at 225 pounds. Go!'],
    ['transition', 1, 1, 'Next exercise: Plank, one set, 45 seconds.'],
    ['complete', 2, 2, 'Workout complete! Amazing effort.'],
  ] as const)('%s (exercise %i, set %i): %s', (phase, exercise, set, text) => {
    expect(cueText({ seq: 1, phase, exercise, set }, EXERCISES)).toBe(text);
  });
});

describe('commandConfirmation: hands-free commands are confirmed aloud', () => {
  it.each([
    [{ type: 'next' }, 'Skipping ahead.'],
    [{ type: 'skip' }, 'Skipping ahead.'],
    [{ type: 'done' }, 'Nice, set done.'],
    [{ type: 'pause' }, 'Paused. Say resume when you are ready.'],
    [{ type: 'resume' }, 'Back to it!'],
    [{ type: 'stop' }, 'Stopping. Do you want to save what you did?'],
    [{ type: 'reps', reps: 10 }, 'Got it, 10 reps.'],
    [{ type: 'reps', reps: 1 }, 'Got it, 1 rep.'],
  ] as const)('%j → %s', (command, text) => {
    expect(commandConfirmation(command)).toBe(text);
  });
});

describe('a paused session says where it stands (issue 26: a reload mid-rest)', () => {
  const T0 = 1_700_000_000_000;
  const run = (...events: SessionEvent[]) =>
    events.reduce(sessionReducer, createSession(EXERCISES));
  const start = { type: 'start', now: T0 } as const;

  it('after a reload in the rest after set 1 of Push-ups', () => {
    const resting = run(start, { type: 'skip', now: T0 + 20_000 });
    expect(resting.phase).toBe('rest');
    const restored = restoreSession(resting, T0 + 30_000);
    expect(pausedWhere(restored)).toBe('in a rest: Push-ups, set 2 of 3 is next');
    expect(coachWaitingLine(restored)).toBe(
      'Paused in a rest: Push-ups, set 2 of 3 is next, 12 reps. Press Resume when you are ready.',
    );
  });

  it('in a set, and before a hold’s 3-2-1', () => {
    expect(pausedWhere(run(start, { type: 'pause', now: T0 + 5_000 }))).toBe(
      'in Push-ups, set 1 of 3',
    );
    const plank = [EXERCISES[1]!];
    const counting = sessionReducer(sessionReducer(createSession(plank), start), {
      type: 'pause',
      now: T0 + 1_000,
    });
    expect(pausedWhere(counting)).toBe('before Plank, its only set');
  });

  it('is nothing while running, before the start and after the end', () => {
    expect(pausedWhere(run(start))).toBeNull();
    expect(pausedWhere(run())).toBeNull();
    expect(coachWaitingLine(run())).toMatch(/^Press Start Workout/);
    const stopped = run(start, { type: 'skip', now: T0 + 1 }, { type: 'stop', now: T0 + 2 });
    expect(pausedWhere(stopped)).toBeNull();
    expect(coachWaitingLine(stopped)).not.toMatch(/Start Workout|Paused/);
  });
});
