import { describe, expect, it } from 'vitest';
import type { ExerciseSet } from '@shared/schemas/workouts';
import { copySet, emptySet, setFromStored, setToInput, weightToSave } from './set-draft';

const stored = (over: Partial<ExerciseSet>): ExerciseSet => ({
  reps: 10,
  weight: 135,
  weightUnit: 'lb',
  duration: null,
  distance: null,
  done: true,
  setType: 'normal',
  rpe: null,
  ...over,
});

describe('weights never drift (issue 8, bug 2)', () => {
  it('135 lb shows as 61.2 kg to a kg user and, untouched, goes back as 135 lb', () => {
    const row = setFromStored(stored({}), 'kg');
    expect(row.weight).toBe('61.2');
    expect(weightToSave(row, 'kg')).toEqual({ weight: 135, weightUnit: 'lb' });
  });

  it('a weight shown in its own unit is exactly as typed', () => {
    const row = setFromStored(stored({ weight: 61.5, weightUnit: 'kg' }), 'kg');
    expect(row.weight).toBe('61.5');
    expect(weightToSave(row, 'kg')).toEqual({ weight: 61.5, weightUnit: 'kg' });
  });

  it('a weight the person types is sent in their current unit', () => {
    const row = { ...setFromStored(stored({}), 'kg'), weight: '62.5' };
    expect(weightToSave(row, 'kg')).toEqual({ weight: 62.5, weightUnit: 'kg' });
  });

  it('typing the shown text back is no change: the loaded weight goes back', () => {
    const row = { ...setFromStored(stored({}), 'kg'), weight: ' 61.2 ' };
    expect(weightToSave(row, 'kg')).toEqual({ weight: 135, weightUnit: 'lb' });
  });

  it('a cleared weight is no weight', () => {
    const row = { ...setFromStored(stored({}), 'lb'), weight: '' };
    expect(weightToSave(row, 'lb')).toEqual({ weight: null, weightUnit: 'lb' });
  });

  it('a copied set keeps the loaded weight, so a new set of 135 lb is still 135 lb', () => {
    const copy = copySet(setFromStored(stored({}), 'kg'));
    expect(weightToSave(copy, 'kg')).toEqual({ weight: 135, weightUnit: 'lb' });
  });
});

describe('a set row ↔ the API’s set', () => {
  it('reads every number and sends it back unchanged', () => {
    const s = stored({ reps: null, weight: null, duration: 1800, distance: 5, done: false });
    const row = setFromStored(s, 'lb');
    expect(row).toMatchObject({ reps: '', weight: '', time: '30:00', distance: '5', done: false });
    expect(setToInput(row, 'lb')).toEqual({ ...s, weightUnit: 'lb' });
  });

  it('a decimal comma, as phones in many countries type it, is a decimal point', () => {
    const row = { ...emptySet(), weight: '62,5', distance: '5,25' };
    expect(setToInput(row, 'kg')).toMatchObject({ weight: 62.5, weightUnit: 'kg', distance: 5.25 });
  });

  it('a blank row is done and has no numbers', () => {
    expect(setToInput(emptySet(), 'kg')).toEqual({
      reps: null,
      weight: null,
      weightUnit: 'kg',
      duration: null,
      distance: null,
      done: true,
      setType: 'normal',
      rpe: null,
    });
  });
});
