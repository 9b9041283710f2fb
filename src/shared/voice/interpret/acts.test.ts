// Acts (issue 31 §3): delete a workout, undo, start a routine or a guided session, add a done set,
// through the whole interpreter, in sentences written for this test; and what must stay a log, a
// goal, a refusal or an error.
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { interpretationSchema, type Interpretation } from '../schema';

const NOW = new Date('2025-03-14T15:00:00Z');
const run = (text: string) => {
  const r = interpret(text, NOW, 'America/New_York');
  expect(interpretationSchema.parse(r)).toEqual(r);
  return r;
};

describe('acts', () => {
  it.each<[string, Interpretation]>([
    ['delete my last workout', { action: 'delete_workout' }],
    ['please remove the workout I just logged', { action: 'delete_workout' }],
    ["remove yesterday's workout", { action: 'delete_workout', day: '2025-03-13' }],
    ['can you delete my workout from monday', { action: 'delete_workout', day: '2025-03-10' }],
    ['get rid of my last run', { action: 'delete_workout' }],
    ['undo that', { action: 'undo' }],
    ['scratch that', { action: 'undo' }],
    ['take that back', { action: 'undo' }],
    ['oops, undo', { action: 'undo' }],
    ['start my push day', { action: 'start_routine', routine: 'push day' }],
    ['begin leg day', { action: 'start_routine', routine: 'leg day' }],
    ["let's start my upper body routine", { action: 'start_routine', routine: 'upper body' }],
    ['start an empty workout', { action: 'start_routine' }],
    ['start a workout', { action: 'start_routine' }],
    ['start my next workout from my plan', { action: 'start_routine', next: true }],
    ["start today's routine", { action: 'start_routine', next: true }],
    ['start a guided session', { action: 'start_session' }],
    ['coach me through a workout', { action: 'start_session' }],
    ['guide me through one session now', { action: 'start_session' }],
    ['add a set of 8 at 185', { action: 'add_set', set: { reps: 8, weight: 185 } }],
    [
      'another set, ten reps at 60 kilos',
      { action: 'add_set', set: { reps: 10, weight: 60, weightUnit: 'kg' } },
    ],
    ['add one set of eleven', { action: 'add_set', set: { reps: 11 } }],
    ['one more set 135 for 10', { action: 'add_set', set: { reps: 10, weight: 135 } }],
    ['add a set', { action: 'add_set', set: {} }],
    [
      'add a set of bench, 8 at 185',
      { action: 'add_set', set: { reps: 8, weight: 185 }, exercise: 'Bench Press' },
    ],
    ['did 8 at 185', { action: 'add_set', set: { reps: 8, weight: 185 } }],
    ['log 10 reps at 135', { action: 'add_set', set: { reps: 10, weight: 135 } }],
    ['no wait, scratch my last workout', { action: 'delete_workout' }],
    ['never mind that last one', { action: 'undo' }],
    ['turn on coach mode', { action: 'start_session' }],
    ['put me through a workout', { action: 'start_session' }],
    ['I want you to coach me through leg day', { action: 'start_session' }],
    ['start a workout with coaching', { action: 'start_session' }],
    ['can we delete my last workout', { action: 'delete_workout' }],
    ['cancel the previous command', { action: 'undo' }],
  ])('%s', (text, want) => {
    expect(run(text)).toEqual(want);
  });

  it.each<[string, string]>([
    // Logs stay logs: an exercise with a set said as done, several sets.
    ['I did a set of 8 at 185 bench', 'log_workout'],
    ['add 3 sets of 10 squats to my workout', 'log_workout'],
    ['I did 15 minutes of yoga', 'log_workout'],
    ['I started running 3 miles this morning', 'log_workout'],
    // Goals stay goals.
    ['I want to start running 3 times a week', 'set_goal'],
    // Edits and deleting goals or weigh-ins are still refused (not-yet.ts).
    ['delete my running goal', 'error'],
    ['edit my last workout', 'error'],
    ['remove my weigh in from today', 'error'],
    // Things started that are no routines.
    ['start a timer for ten minutes', 'error'],
    ['start the car', 'error'],
    ['open my email', 'error'],
    // Endings stay endings.
    ['never mind', 'end_session'],
    ['cancel', 'end_session'],
  ])('%s stays %s', (text, action) => {
    expect(run(text).action).toBe(action);
  });
});
