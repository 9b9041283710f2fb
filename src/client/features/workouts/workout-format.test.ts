import { describe, expect, it } from 'vitest';
import type { Exercise } from '@shared/schemas/workouts';
import { exerciseLine, formatMiles, formatWorkoutDate } from './workout-format';

const exercise = (over: Partial<Exercise>): Exercise => ({
  id: 'e1',
  workoutId: 'w1',
  name: 'Bench Press',
  sets: 1,
  reps: null,
  weight: null,
  duration: null,
  distance: null,
  distanceUnit: 'miles',
  intensity: 'moderate',
  restTime: null,
  ...over,
});

describe('exercise summary lines', () => {
  it.each<[Partial<Exercise>, 'lb' | 'kg', string]>([
    [{ sets: 3, reps: 8, weight: 135 }, 'lb', 'Bench Press — 3 × 8 @ 135 lb'],
    [{ sets: 3, reps: 8, weight: 135 }, 'kg', 'Bench Press — 3 × 8 @ 61 kg'],
    [{ sets: 3, reps: 8, weight: 220.5 }, 'kg', 'Bench Press — 3 × 8 @ 100 kg'],
    [{ sets: 3, reps: 12 }, 'lb', 'Bench Press — 3 × 12'],
    [{ sets: 1, reps: 12 }, 'lb', 'Bench Press — 12 reps'],
    [{ sets: 1, reps: 1, weight: 315 }, 'lb', 'Bench Press — 1 rep @ 315 lb'],
    [{ sets: 3, reps: 12, weight: 0 }, 'lb', 'Bench Press — 3 × 12'],
    [{ name: 'Plank', sets: 3, duration: 45 }, 'lb', 'Plank — 3 × 45 s'],
    [{ name: 'Run', duration: 1800, distance: 5, distanceUnit: 'km' }, 'lb', 'Run — 30 min · 5 km'],
    [
      { name: 'Swim', sets: 4, distance: 1500, distanceUnit: 'meters' },
      'lb',
      'Swim — 4 sets · 1,500 m',
    ],
    [{ name: 'Burpees', sets: 2, reps: 10, duration: 90 }, 'lb', 'Burpees — 2 × 10 · 1 min 30 s'],
    [{ name: 'Yoga' }, 'lb', 'Yoga'],
  ])('%j in %s reads %j', (over, unit, line) => {
    expect(exerciseLine(exercise(over), unit)).toBe(line);
  });
});

describe('workout dates in the user’s own zone (DESIGN §5)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T01:30:00Z', 'UTC', 'Today, 1:30 AM'],
    // 22:00 UTC on the 9th is already the 10th in Auckland (UTC+13).
    ['2026-03-09T22:00:00Z', 'Pacific/Auckland', 'Yesterday, 11:00 AM'],
    ['2026-03-09T22:00:00Z', 'UTC', 'Yesterday, 10:00 PM'],
    // 08:00 UTC on the 10th is still the 9th in Honolulu (UTC−10).
    ['2026-03-10T08:00:00Z', 'Pacific/Honolulu', 'Yesterday, 10:00 PM'],
    ['2026-03-03T12:00:00Z', 'UTC', 'Tue, Mar 3'],
    ['2025-12-24T12:00:00Z', 'UTC', 'Wed, Dec 24, 2025'],
  ])('%s in %s reads %j', (iso, zone, text) => {
    expect(formatWorkoutDate(iso, zone, now, 'en-US')).toBe(text);
  });
});

describe('distance in miles', () => {
  it.each([
    [1, '1 mile'],
    [3.1, '3.1 miles'],
    [0.62, '0.62 miles'],
  ])('%d → %s', (miles, text) => expect(formatMiles(miles)).toBe(text));
});
