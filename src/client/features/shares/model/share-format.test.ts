import { describe, expect, it } from 'vitest';
import { exerciseSummary, sharedDistance, shareExpiryText, shareLabel } from './share-format';

const base = {
  name: 'Row',
  sets: null,
  reps: null,
  weight: null,
  duration: null,
  distance: null,
  distanceUnit: null,
};

const US = { weightUnit: 'lb', distanceUnit: 'mi' } as const;
const sixtyKg = {
  weight: 60 * 2.20462,
  weightUnit: 'lb' as const,
  setList: [1, 2, 3].map(() => ({
    reps: 12,
    weight: 60,
    weightUnit: 'kg' as const,
    duration: null,
    distance: null,
    done: true,
    setType: 'normal' as const,
    rpe: null,
  })),
};
const METRIC = { weightUnit: 'kg', distanceUnit: 'km' } as const;

describe('shared exercise summary', () => {
  it.each([
    [{ sets: 3, reps: 12, weight: 135 }, '3 sets · 12 reps · 135 lbs'],
    [{ sets: 1 }, '1 set'],
    [{ duration: 150 }, '2 min 30 s'],
    [{ distance: 2, distanceUnit: 'km' }, '2 km'],
    [{ distance: 2, distanceUnit: 'miles' }, '2 mi'],
    [{ distance: 2 }, '2 units'],
    [{}, ''],
  ])('%j without the sharer units reads as typed: %j', (fields, text) => {
    expect(exerciseSummary({ ...base, ...fields })).toBe(text);
  });

  it.each([
    [
      { sets: 3, reps: 12, weight: 135, weightUnit: 'lb' as const },
      METRIC,
      '3 sets · 12 reps · 61.2 kg',
    ],
    // Typed in kg: the summary is pounds (issue 26 §4), the set list says how it was typed.
    [{ sets: 3, reps: 12, ...sixtyKg }, METRIC, '3 sets · 12 reps · 60 kg'],
    [{ sets: 3, reps: 12, ...sixtyKg }, US, '3 sets · 12 reps · 132.3 lbs'],
    [{ sets: 3, reps: 12, ...sixtyKg }, null, '3 sets · 12 reps · 60 kg'],
    [{ distance: 5, distanceUnit: 'km' }, US, '3.11 mi'],
    [{ distance: 400, distanceUnit: 'meters' }, METRIC, '400 m'],
  ])('%j in the sharer units %j reads %j (issue 8)', (fields, units, text) => {
    expect(exerciseSummary({ ...base, ...fields }, units)).toBe(text);
  });

  it('shows a progress share distance in the sharer unit', () => {
    expect(sharedDistance(3.11, METRIC)).toEqual({ label: 'Kilometers', value: '5' });
    expect(sharedDistance(3.11, null)).toEqual({ label: 'Miles', value: '3.11' });
  });
});

describe('share labels', () => {
  const share = { kind: 'progress' as const, workoutName: null, rangeStart: null, rangeEnd: null };
  it('says what a link shows', () => {
    expect(shareLabel({ ...share, kind: 'workout', workoutName: 'Leg Day' })).toBe(
      'Workout: Leg Day',
    );
    expect(shareLabel({ ...share, rangeStart: '2026-03-01', rangeEnd: '2026-03-30' })).toBe(
      'Progress: Mar 1, 2026 – Mar 30, 2026',
    );
  });

  it('says when it expires', () => {
    expect(shareExpiryText({ expiresAt: null }, 'active', 'UTC')).toBe('Never expires');
    expect(shareExpiryText({ expiresAt: '2026-03-08T15:05:00Z' }, 'active', 'UTC')).toBe(
      'Expires Mar 8, 2026, 3:05 PM',
    );
    expect(shareExpiryText({ expiresAt: '2026-03-08T15:05:00Z' }, 'expired', 'UTC')).toBe(
      'Expired Mar 8, 2026, 3:05 PM',
    );
    expect(shareExpiryText({ expiresAt: null }, 'revoked', 'UTC')).toBe('Revoked');
  });
});
