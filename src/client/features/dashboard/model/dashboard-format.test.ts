import { describe, expect, it } from 'vitest';
import type { Workout } from '@shared/schemas/workouts';
import { workoutMeta } from './dashboard-format';

const workout = (o: Partial<Workout> = {}): Workout => ({
  id: 'w1',
  userId: 'u1',
  name: 'Morning run',
  type: 'cardio',
  notes: null,
  duration: 1800,
  distance: 3.11,
  completedAt: '2026-03-10T08:00:00Z',
  day: '2026-03-10',
  createdAt: '2026-03-10T08:00:00Z',
  routineId: null,
  exercises: [],
  ...o,
});

describe('recent workout line', () => {
  it('names the local day, time, exercises and miles it has', () => {
    const w = workout({ exercises: [{} as Workout['exercises'][number]] });
    expect(workoutMeta(w, 'UTC', '2026-03-10', 'mi')).toBe('Today · 30 min · 1 exercise · 3.11 mi');
  });

  it('leaves out what is zero, and reads the day kept when it was logged', () => {
    // 08:00 UTC on the 10th, logged in Honolulu: 22:00 on the 9th there.
    const w = workout({ duration: 0, distance: 0, day: '2026-03-09' });
    expect(workoutMeta(w, 'Pacific/Honolulu', '2026-03-10', 'mi')).toBe('Yesterday');
    // Issue 26 §3: read after a move to Tokyo (already the 10th at 08:00 UTC), still the 9th.
    expect(workoutMeta(w, 'Asia/Tokyo', '2026-03-10', 'mi')).toBe('Yesterday');
  });

  it('shows the distance in the user unit (issue 8)', () => {
    const w = workout({ distance: 3.106855 });
    expect(workoutMeta(w, 'UTC', '2026-03-10', 'km')).toBe('Today · 30 min · 5 km');
  });
});
