import { describe, expect, it } from 'vitest';
import { exerciseSummary, shareExpiryText, shareLabel } from './share-format';

const base = {
  name: 'Row',
  sets: null,
  reps: null,
  weight: null,
  duration: null,
  distance: null,
  distanceUnit: null,
};

describe('shared exercise summary', () => {
  it.each([
    [{ sets: 3, reps: 12, weight: 135 }, '3 sets · 12 reps · 135 lbs'],
    [{ sets: 1 }, '1 set'],
    [{ duration: 150 }, '3 min'],
    [{ distance: 2, distanceUnit: 'km' }, '2 km'],
    [{ distance: 2 }, '2 units'],
    [{}, ''],
  ])('%j reads %j', (fields, text) => {
    expect(exerciseSummary({ ...base, ...fields })).toBe(text);
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
