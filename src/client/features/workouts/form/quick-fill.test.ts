import { describe, expect, it } from 'vitest';
import { parseQuickFill } from './quick-fill';

const numbers = (input: string, unit: 'lb' | 'kg' = 'lb') => {
  const result = parseQuickFill(input, unit);
  if (!result.ok) return result.message;
  return result.sets.map(({ reps, weight, time }) => ({ reps, weight, time }));
};

describe('quick fill: uniform sets in one line', () => {
  it.each([
    ['3 × 10 @ 135', 3, { reps: '10', weight: '135', time: '' }],
    ['3x10@135', 3, { reps: '10', weight: '135', time: '' }],
    ['5 x 5 at 225 lbs', 5, { reps: '5', weight: '225', time: '' }],
    ['4*12', 4, { reps: '12', weight: '', time: '' }],
    ['3 X 8 reps @ 62,5', 3, { reps: '8', weight: '62.5', time: '' }],
    ['3 × 45s', 3, { reps: '', weight: '', time: '0:45' }],
    ['3 x 1:30', 3, { reps: '', weight: '', time: '1:30' }],
    ['2 × 2 min', 2, { reps: '', weight: '', time: '2:00' }],
  ])('%j fills %d rows of %j', (input, count, row) => {
    expect(numbers(input)).toEqual(Array.from({ length: count }, () => row));
  });

  it('each filled row is its own row', () => {
    const result = parseQuickFill('3 × 10', 'lb');
    expect(result.ok && new Set(result.sets.map((s) => s.key)).size).toBe(3);
  });

  it.each([
    ['', 'Write it like 3 × 10 @ 135, or 3 × 45s for a hold.'],
    ['ten sets', 'Write it like 3 × 10 @ 135, or 3 × 45s for a hold.'],
    ['0 × 10', 'Sets must be from 1 to 50.'],
    ['51 × 10', 'Sets must be from 1 to 50.'],
  ])('%j says how to write it', (input, message) => {
    expect(numbers(input)).toBe(message);
  });

  it('a weight in the other unit is refused, not converted', () => {
    expect(numbers('3 × 10 @ 60 kg', 'lb')).toBe('Give the weight in lbs, as the sets show.');
    expect(numbers('3 × 10 @ 60 kg', 'kg')).toHaveLength(3);
  });
});
