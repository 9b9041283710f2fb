import { describe, expect, it } from 'vitest';
import { countsAsWork, isRpe } from './set-types';

describe('isRpe', () => {
  it.each([
    [1, true],
    [7.5, true],
    [10, true],
    [0.5, false],
    [10.5, false],
    [7.25, false],
    [Number.NaN, false],
  ])('%s → %s', (value, expected) => expect(isRpe(value)).toBe(expected));
});

describe('countsAsWork', () => {
  it.each([
    [{ setType: 'warmup' as const }, false],
    [{ setType: 'normal' as const }, true],
    [{ setType: 'drop' as const }, true],
    [{ setType: 'failure' as const }, true],
    [{ setType: null }, true],
    [{}, true],
  ])('%j → %s', (set, expected) => expect(countsAsWork(set)).toBe(expected));
});
