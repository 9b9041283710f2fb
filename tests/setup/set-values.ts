import type { SetValues } from '../../src/shared/sets';

/**
 * A done, normal set with nothing in it but what `over` gives: how the unit tests write a set
 * (a workout's set list, a routine's, last time's), so each names only the values it is about.
 */
export const doneSet = (over: Partial<SetValues> = {}): SetValues => ({
  reps: null,
  weight: null,
  weightUnit: 'lb',
  duration: null,
  distance: null,
  done: true,
  setType: 'normal',
  rpe: null,
  ...over,
});
