import { describe, expect, it } from 'vitest';
import { LAST_EXERCISE, NO_NAMED_EXERCISE } from '@shared/schemas/workouts';
import { draftFromExercise, emptyExerciseDraft, type ExerciseDraft } from './exercise-draft';
import {
  initialWorkoutForm,
  rowErrorKey,
  validateCreateWorkout,
  validateWorkoutDetails,
  withoutError,
  type WorkoutFormValues,
} from './workout-form';

const USER = '5f0c3a52-4d0e-4a53-9a53-0f8f0d3b7c11';
const row = (over: Partial<ExerciseDraft>): ExerciseDraft => ({ ...emptyExerciseDraft(), ...over });
const form = (over: Partial<WorkoutFormValues>): WorkoutFormValues => ({
  name: 'Push Day',
  type: 'strength',
  notes: '',
  exercises: [],
  ...over,
});

describe('create workout: form → POST /api/workouts body (SPEC §5)', () => {
  it('drops blank-name rows and sends the rest inline, sets defaulting to 1', () => {
    const result = validateCreateWorkout(
      form({
        exercises: [
          row({ name: 'Bench Press', sets: '3', reps: '8', weight: '135' }),
          row({ name: '   ', sets: '4', reps: '10' }),
          row({ name: 'Plank', duration: 45, restTime: '30' }),
        ],
      }),
      USER,
      'lb',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({ userId: USER, name: 'Push Day', type: 'strength' });
    expect(result.body.exercises).toEqual([
      expect.objectContaining({ name: 'Bench Press', sets: 3, reps: 8, weight: 135 }),
      expect.objectContaining({ name: 'Plank', sets: 1, duration: 45, restTime: 30 }),
    ]);
    expect(result.body.exercises?.[1]).toMatchObject({
      distanceUnit: 'miles',
      intensity: 'moderate',
    });
  });

  it.each([
    ['100', 220.5],
    ['60', 132.5],
    ['2.5', 5.5],
  ])('a kg user’s %s kg is sent as %d lb, rounded to the API’s 0.5 lb step', (kg, lbs) => {
    const result = validateCreateWorkout(
      form({ exercises: [row({ name: 'Squat', weight: kg })] }),
      USER,
      'kg',
    );
    expect(result.ok && result.body.exercises?.[0]?.weight).toBe(lbs);
  });

  it('says so when no row has a name', () => {
    const result = validateCreateWorkout(
      form({ exercises: [row({ sets: '3' }), row({})] }),
      USER,
      'lb',
    );
    expect(result).toEqual({ ok: false, errors: { exercises: NO_NAMED_EXERCISE } });
  });

  it('names each bad field, under its row, with the server’s wording', () => {
    const bad = row({ name: 'Curl', sets: '0', reps: '2.5', weight: '10.2', restTime: '-1' });
    const result = validateCreateWorkout(form({ name: ' ', exercises: [bad] }), USER, 'lb');
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Workout name is required',
        [rowErrorKey(bad.key, 'sets')]: 'Sets must be at least 1',
        [rowErrorKey(bad.key, 'reps')]: 'Reps must be a whole number',
        [rowErrorKey(bad.key, 'weight')]: 'Weight must be in steps of 0.5',
        [rowErrorKey(bad.key, 'restTime')]: 'Rest must be at least 0',
      },
    });
  });

  it('checks a kg weight in 0.5 kg steps', () => {
    const bad = row({ name: 'Squat', weight: '60.3' });
    const result = validateCreateWorkout(form({ exercises: [bad] }), USER, 'kg');
    expect(result.ok ? {} : result.errors).toEqual({
      [rowErrorKey(bad.key, 'weight')]: 'Weight must be in steps of 0.5',
    });
  });
});

describe('form ← stored or suggested exercises', () => {
  it('shows stored pounds in the user’s unit', () => {
    const e = { name: 'Deadlift', sets: 5, reps: 5, weight: 220.5, duration: null, distance: null };
    expect(draftFromExercise({ ...e, distanceUnit: 'km' }, 'kg')).toMatchObject({
      name: 'Deadlift',
      sets: '5',
      reps: '5',
      weight: '100',
      distance: '',
      distanceUnit: 'km',
      intensity: 'moderate',
    });
  });

  it('a Schedule It prefill fills the form; none gives one blank row', () => {
    const prefill = {
      name: 'Leg Day',
      type: 'strength' as const,
      exercises: [
        {
          name: 'Squat',
          sets: 3,
          reps: 10,
          weight: 135,
          duration: null,
          distance: null,
          distanceUnit: 'miles' as const,
        },
      ],
    };
    expect(initialWorkoutForm('lb', prefill)).toMatchObject({ name: 'Leg Day', type: 'strength' });
    expect(initialWorkoutForm('lb', prefill).exercises[0]).toMatchObject({
      name: 'Squat',
      weight: '135',
    });
    const blank = initialWorkoutForm('lb');
    expect(blank).toMatchObject({ name: '', type: 'mixed', notes: '' });
    expect(blank.exercises).toHaveLength(1);
  });
});

describe('edit workout details (SPEC §5)', () => {
  it('accepts name, type and notes; blank notes clear them', () => {
    expect(validateWorkoutDetails({ name: ' Pull Day ', type: 'mixed', notes: '' })).toEqual({
      ok: true,
      body: { name: 'Pull Day', type: 'mixed', notes: '' },
    });
  });

  it('refuses a blank name and notes over 500 characters', () => {
    expect(validateWorkoutDetails({ name: '', type: 'mixed', notes: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: {
        name: 'Workout name is required',
        notes: 'Notes must be at most 500 characters',
      },
    });
  });

  it('the last-exercise rule is the shared text', () => {
    expect(LAST_EXERCISE).toBe('A workout must have at least one exercise.');
  });
});

describe('withoutError', () => {
  it('drops one key and keeps the same object when there is nothing to drop', () => {
    const errors = { name: 'x', notes: 'y' };
    expect(withoutError(errors, 'name')).toEqual({ notes: 'y' });
    expect(withoutError(errors, 'type')).toBe(errors);
  });
});
