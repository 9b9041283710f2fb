import { describe, expect, it } from 'vitest';
import { NO_NAMED_EXERCISE } from '@shared/schemas/workouts';
import { createFormReducer, type CreateFormState } from './create-form-state';
import { initialWorkoutForm, rowErrorKey } from './workout-form';

const start = (): CreateFormState => ({ values: initialWorkoutForm('lb'), errors: {} });

describe('create workout form state', () => {
  it('adds and removes exercise rows, a removed row taking its errors along', () => {
    let s = createFormReducer(start(), { type: 'addRow' });
    expect(s.values.exercises).toHaveLength(2);
    const [first, second] = s.values.exercises;
    s = createFormReducer(s, {
      type: 'errors',
      errors: { [rowErrorKey(first!.key, 'sets')]: 'x', [rowErrorKey(second!.key, 'reps')]: 'y' },
    });
    s = createFormReducer(s, { type: 'removeRow', key: second!.key });
    expect(s.values.exercises.map((r) => r.key)).toEqual([first!.key]);
    expect(s.errors).toEqual({ [rowErrorKey(first!.key, 'sets')]: 'x' });
  });

  it('a changed field loses its own error only', () => {
    const initial = start();
    const row = initial.values.exercises[0]!;
    let s = createFormReducer(initial, {
      type: 'errors',
      errors: {
        name: 'a',
        [rowErrorKey(row.key, 'sets')]: 'b',
        [rowErrorKey(row.key, 'reps')]: 'c',
      },
    });
    s = createFormReducer(s, { type: 'field', field: 'name', value: 'Legs' });
    s = createFormReducer(s, { type: 'row', key: row.key, patch: { sets: '3' } });
    expect(s.values.name).toBe('Legs');
    expect(s.values.exercises[0]?.sets).toBe('3');
    expect(s.errors).toEqual({ [rowErrorKey(row.key, 'reps')]: 'c' });
  });

  it('naming an exercise clears the no-named-exercise message', () => {
    const initial = start();
    const row = initial.values.exercises[0]!;
    let s = createFormReducer(initial, {
      type: 'errors',
      errors: { exercises: NO_NAMED_EXERCISE },
    });
    s = createFormReducer(s, { type: 'row', key: row.key, patch: { name: ' ' } });
    expect(s.errors.exercises).toBe(NO_NAMED_EXERCISE);
    s = createFormReducer(s, { type: 'row', key: row.key, patch: { name: 'Squat' } });
    expect(s.errors.exercises).toBeUndefined();
  });
});
