import { describe, expect, it } from 'vitest';
import type { Workout } from '@shared/schemas/workouts';
import { createSession, sessionReducer, type SessionEvent } from '@shared/session/machine';
import {
  SAMPLE_SESSION,
  planFromExercises,
  planFromWorkout,
  sessionWorkout,
  setTarget,
  type SessionPlan,
} from './session-plan';

const T0 = Date.parse('2026-11-20T18:00:00Z');
const at = (s: number) => T0 + s * 1000;

const set = (reps: number | null, weight: number | null, duration: number | null = null) => ({
  reps,
  weight,
  weightUnit: 'kg' as const,
  duration,
  distance: null,
  done: true,
});

const workout = {
  id: 'w1',
  userId: 'u1',
  name: 'Pull Day',
  type: 'strength',
  exercises: [
    {
      id: 'e1',
      name: 'Rows',
      sets: 3,
      reps: 10,
      weight: 60,
      weightUnit: 'kg',
      duration: null,
      restTime: 90,
      setList: [set(10, 60), set(8, 70), set(6, 80)],
    },
    {
      id: 'e2',
      name: 'Dead Hang',
      sets: 2,
      reps: null,
      weight: null,
      weightUnit: 'lb',
      duration: 40,
      restTime: null,
      setList: [set(null, null, 40), set(null, null, 30)],
    },
    {
      id: 'e3',
      name: 'Row Machine',
      sets: 1,
      reps: null,
      weight: null,
      weightUnit: 'lb',
      duration: null,
      restTime: 0,
      setList: [{ ...set(null, null), distance: 2 }],
    },
  ],
} as unknown as Workout;

describe('planFromWorkout: a saved workout as a session', () => {
  it.each([
    ['Rows', { sets: 3, reps: 10, duration: null, restTime: 90, weight: 60, weightUnit: 'kg' }],
    ['Dead Hang', { sets: 2, reps: null, duration: 40, restTime: 60, weight: null }],
    ['Row Machine', { sets: 1, reps: null, duration: null, restTime: 0, weight: null }],
  ])('%s: the first set is the plan of every set', (name, expected) => {
    const plan = planFromWorkout(workout);
    expect(plan.title).toBe('Pull Day');
    expect(plan.type).toBe('strength');
    expect(plan.exercises.find((e) => e.name === name)).toMatchObject(expected);
  });
});

describe('planFromExercises: an assessment plan, bounded like any workout', () => {
  it('keeps reps or seconds and clamps what no form would accept', () => {
    const plan = planFromExercises('  Beginner Strength  ', 'strength', [
      { name: 'Squats', sets: 3, reps: 12 },
      { name: 'Plank', sets: 2, duration: 30, restTime: 20 },
      { name: 'Burpees', sets: 500, reps: 0, duration: 0, restTime: 99_999 },
    ]);
    expect(plan.title).toBe('Beginner Strength');
    expect(plan.exercises.map((e) => [e.name, e.sets, e.reps, e.duration, e.restTime])).toEqual([
      ['Squats', 3, 12, null, 60],
      ['Plank', 2, null, 30, 20],
      ['Burpees', 50, null, null, 3600],
    ]);
  });

  it('keeps a plan within a workout’s 40 exercises and 300 sets (issue 25)', () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ name: `Move ${i}`, sets: 8, reps: 10 }));
    const plan = planFromExercises('Long day', 'strength', many);
    expect(plan.exercises.map((e) => e.sets)).toEqual([...Array(37).fill(8), 4]);
    const small = planFromExercises('Short', 'strength', [{ name: 'A', sets: 3, reps: 5 }]);
    expect(small.exercises.map((e) => e.sets)).toEqual([3]);
  });

  it('names an untitled plan like the sample', () => {
    expect(planFromExercises(' ', 'mixed', [{ name: 'Lunges', sets: 1, reps: 5 }]).title).toBe(
      SAMPLE_SESSION.title,
    );
  });
});

describe('setTarget', () => {
  it.each([
    [{ reps: 12, duration: null }, '12 reps'],
    [{ reps: null, duration: 45 }, '45 s'],
    [{ reps: null, duration: null }, '60 s'],
  ])('%j → %s', (e, text) => {
    expect(setTarget({ id: 'x', name: 'X', sets: 1, restTime: 0, ...e })).toBe(text);
  });
});

describe('sessionWorkout: what a session saves', () => {
  const plan: SessionPlan = {
    title: 'Evening',
    type: 'mixed',
    exercises: [
      { id: 'a', name: 'Push-ups', sets: 2, reps: 10, duration: null, restTime: 30, weight: null },
      { id: 'b', name: 'Plank', sets: 2, reps: null, duration: 30, restTime: 10 },
      { id: 'c', name: 'Lunges', sets: 2, reps: 8, duration: null, restTime: 0 },
    ],
  };
  const run = (...events: SessionEvent[]) =>
    events.reduce(sessionReducer, createSession(plan.exercises));

  it('is nothing before anything was done', () => {
    const s = run({ type: 'start', now: at(0) }, { type: 'stop', now: at(5) });
    expect(sessionWorkout(plan, s, 'u1', 'Joey')).toBeNull();
  });

  it('holds every set done, with reps said and seconds held, and leaves out the rest', () => {
    const s = run(
      { type: 'start', now: at(0) },
      { type: 'reps', reps: 8, now: at(20) }, // set 1 of push-ups: 8 said
      { type: 'skip', now: at(30) }, // rest
      { type: 'tick', now: at(90) }, // set 2 ran its minute: 10 planned
      { type: 'skip', now: at(92) }, // the plank's 3-2-1, cut short
      { type: 'skip', now: at(104) }, // held 12 s
      { type: 'stop', now: at(110) },
    );
    expect(sessionWorkout(plan, s, 'u1', 'Joey')).toEqual({
      userId: 'u1',
      name: 'Evening',
      type: 'mixed',
      notes: 'Guided session with Joey (ended early).',
      duration: 110,
      completedAt: new Date(at(110)).toISOString(),
      exercises: [
        {
          name: 'Push-ups',
          restTime: 30,
          setList: [
            { reps: 8, duration: null, weight: null, weightUnit: 'lb', done: true },
            { reps: 10, duration: null, weight: null, weightUnit: 'lb', done: true },
          ],
        },
        {
          name: 'Plank',
          restTime: 10,
          setList: [{ reps: null, duration: 12, weight: null, weightUnit: 'lb', done: true }],
        },
      ],
    });
  });

  it('says nothing of ending early when the session completed', () => {
    const s = run({ type: 'start', now: at(0) }, { type: 'tick', now: at(10_000) });
    const body = sessionWorkout(plan, s, 'u1', 'Jo')!;
    expect(body.notes).toBe('Guided session with Jo.');
    const exercises = body.exercises as { setList: unknown[] }[];
    expect(exercises.map((e) => e.setList.length)).toEqual([2, 2, 2]);
  });
});
