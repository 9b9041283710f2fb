import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration (SPEC §9: s/m/h)', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [60, '1 min'],
    [90, '1 min 30 s'],
    [1800, '30 min'],
    [3600, '1 h'],
    [4500, '1 h 15 min'],
    [3661, '1 h 1 min 1 s'],
    [59.6, '1 min'],
    [89.5, '1 min 30 s'],
    [3599.7, '1 h'],
    [480, '8 min'],
    [150, '2 min 30 s'],
  ])('%d → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
