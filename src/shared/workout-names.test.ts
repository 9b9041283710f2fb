import { describe, expect, it } from 'vitest';
import { repeatedName } from './workout-names';

describe('repeatedName (SPEC §7 Repeat workout)', () => {
  it.each([
    ['Leg Day', 'Leg Day (Repeated)'],
    ['Leg Day (Repeated)', 'Leg Day (Repeated)'],
    ['Leg Day (Repeated) (Repeated)', 'Leg Day (Repeated) (Repeated)'],
    ['(Repeated)', '(Repeated) (Repeated)'],
  ])('%s → %s', (name, repeated) => {
    expect(repeatedName(name)).toBe(repeated);
  });

  it('shortens a long name so the result has at most 100 characters', () => {
    const result = repeatedName('x'.repeat(100));
    expect(result).toHaveLength(100);
    expect(result.endsWith('x (Repeated)')).toBe(true);
  });
});
