import { describe, expect, it } from 'vitest';
import type { Workout } from '@shared/schemas/workouts';
import {
  createSession,
  sessionReducer,
  setPlanOf,
  type SessionEvent,
} from '@shared/session/machine';
import {
  SAMPLE_SESSION,
  planFromExercises,
  planFromWorkout,
  planSummary,
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
  setType: 'normal' as const,
  rpe: null,
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
      distanceUnit: 'miles',
      setList: [{ ...set(null, null), distance: 2 }],
    },
  ],
} as unknown as Workout;

describe('planFromWorkout: a saved workout as a session, every set its own target (issue 26 §7)', () => {
  const plan = planFromWorkout(workout);
  const byName = (name: string) => plan.exercises.find((e) => e.name === name)!;
  const targets = (name: string) => {
    const e = byName(name);
    return Array.from({ length: e.sets }, (_, n) => setPlanOf(e, n + 1));
  };

  it('keeps the title and type', () => {
    expect(plan.title).toBe('Pull Day');
    expect(plan.type).toBe('strength');
  });

  it('keeps each set’s reps and weight in its own unit: 10 × 60, 8 × 70, 6 × 80 kg', () => {
    expect(byName('Rows')).toMatchObject({ sets: 3, restTime: 90 });
    expect(targets('Rows')).toEqual([
      { reps: 10, duration: null, weight: 60, weightUnit: 'kg', distance: null, setType: 'normal' },
      { reps: 8, duration: null, weight: 70, weightUnit: 'kg', distance: null, setType: 'normal' },
      { reps: 6, duration: null, weight: 80, weightUnit: 'kg', distance: null, setType: 'normal' },
    ]);
  });

  it('keeps each hold’s own seconds, and the usual rest where none was saved', () => {
    expect(byName('Dead Hang')).toMatchObject({ sets: 2, restTime: 60 });
    expect(targets('Dead Hang').map((t) => [t.reps, t.duration, t.weight])).toEqual([
      [null, 40, null],
      [null, 30, null],
    ]);
  });

  it('keeps a distance and its unit', () => {
    expect(byName('Row Machine')).toMatchObject({ sets: 1, restTime: 0, distanceUnit: 'miles' });
    expect(targets('Row Machine')[0]).toMatchObject({ reps: null, duration: null, distance: 2 });
    expect(setTarget(byName('Row Machine'))).toBe('2 mi');
  });

  it('shows each set as itself, and an even exercise as n × one', () => {
    expect(planSummary(byName('Rows'))).toBe('10 reps · 60 kg, 8 reps · 70 kg, 6 reps · 80 kg');
    expect(setTarget(byName('Rows'), 2)).toBe('8 reps · 70 kg');
    expect(planSummary(SAMPLE_SESSION.exercises[0]!)).toBe('3 × 12 reps');
  });
});

describe('a pyramid Leg Day through the session (issue 26 §7)', () => {
  const legDay = {
    ...workout,
    name: 'Leg Day',
    exercises: [
      {
        ...workout.exercises[0]!,
        id: 'sq',
        name: 'Squat',
        restTime: 120,
        setList: [
          { ...set(5, 185), weightUnit: 'lb' },
          { ...set(5, 205), weightUnit: 'lb' },
          { ...set(3, 225), weightUnit: 'lb' },
        ],
      },
    ],
  } as unknown as Workout;

  it('runs 185 × 5, 205 × 5, 225 × 3 lb and saves just that as done', () => {
    const plan = planFromWorkout(legDay);
    const s = [
      { type: 'start', now: at(0) },
      { type: 'skip', now: at(30) }, // set 1 done, rest
      { type: 'skip', now: at(60) }, // set 2 begins
      { type: 'skip', now: at(90) }, // set 2 done, rest
      { type: 'skip', now: at(120) }, // set 3 begins
      { type: 'skip', now: at(150) }, // set 3 done: complete
    ].reduce((state, e) => sessionReducer(state, e as SessionEvent), createSession(plan.exercises));
    expect(s.phase).toBe('complete');
    const body = sessionWorkout(plan, s, 'u1', 'Joey')!;
    const [squat] = body.exercises as { setList: unknown[] }[];
    expect(squat!.setList).toEqual([
      {
        reps: 5,
        duration: null,
        weight: 185,
        weightUnit: 'lb',
        distance: null,
        done: true,
        setType: 'normal',
      },
      {
        reps: 5,
        duration: null,
        weight: 205,
        weightUnit: 'lb',
        distance: null,
        done: true,
        setType: 'normal',
      },
      {
        reps: 3,
        duration: null,
        weight: 225,
        weightUnit: 'lb',
        distance: null,
        done: true,
        setType: 'normal',
      },
    ]);
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
    [{ reps: null, duration: null }, '1 min'],
    // issue 26: durations in the one format (formatDuration), not "480 s".
    [{ reps: null, duration: 480 }, '8 min'],
    [{ reps: null, duration: 90 }, '1 min 30 s'],
  ])('%j → %s', (e, text) => {
    expect(setTarget({ id: 'x', name: 'X', sets: 1, restTime: 0, ...e })).toBe(text);
  });

  it('lists an assessment block of 8 minutes as "8 min", and sets of it as "2 × 8 min"', () => {
    const [one, two] = planFromExercises('Cardio', 'cardio', [
      { name: 'Brisk Walk', sets: 1, duration: 480 },
      { name: 'Bike', sets: 2, duration: 480 },
    ]).exercises;
    expect(planSummary(one!)).toBe('8 min');
    expect(planSummary(two!)).toBe('2 × 8 min');
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
            {
              reps: 8,
              duration: null,
              weight: null,
              weightUnit: 'lb',
              distance: null,
              done: true,
              setType: 'normal',
            },
            {
              reps: 10,
              duration: null,
              weight: null,
              weightUnit: 'lb',
              distance: null,
              done: true,
              setType: 'normal',
            },
          ],
        },
        {
          name: 'Plank',
          restTime: 10,
          setList: [
            {
              reps: null,
              duration: 12,
              weight: null,
              weightUnit: 'lb',
              distance: null,
              done: true,
              setType: 'normal',
            },
          ],
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
