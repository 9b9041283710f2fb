import { describe, expect, it } from 'vitest';
import { setsText } from './plan-exercises';

describe('setsText: an assessment item’s sets (issue 26: "8 min", not "480 s")', () => {
  it.each([
    [{ sets: 3, reps: 12, duration: null }, '3 × 12 reps'],
    [{ sets: 1, reps: null, duration: 480 }, '8 min'],
    [{ sets: 1, reps: null, duration: 45 }, '45 s'],
    [{ sets: 2, reps: null, duration: 30 }, '2 × 30 s'],
    [{ sets: 2, reps: null, duration: 90 }, '2 × 1 min 30 s'],
    [{ sets: 3, reps: null, duration: 600 }, '3 × 10 min'],
    [{ sets: 3, reps: null, duration: null }, '3 sets'],
  ])('%j → %s', (e, text) => {
    expect(setsText(e)).toBe(text);
  });
});
