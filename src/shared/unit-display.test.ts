import { describe, expect, it } from 'vitest';
import {
  distanceShown,
  formatDistanceIn,
  formatMilesIn,
  formatWeightIn,
  weightShown,
} from './unit-display';

describe('weights: as typed when the units agree, converted to a tenth when not', () => {
  it.each([
    [135, 'lb', 'lb', 135],
    [135, 'lb', 'kg', 61.2],
    [61.2, 'kg', 'kg', 61.2],
    [100, 'kg', 'lb', 220.5],
    [62.5, 'kg', 'kg', 62.5],
    // Computed weights (a summary, an average) read one way on every screen: to a tenth.
    [264.5544, 'lb', 'lb', 264.6],
    [120, 'kg', 'lb', 264.6],
    [99.96, 'kg', 'kg', 100],
  ] as const)('%s %s in %s → %s', (value, from, to, shown) => {
    expect(weightShown(value, from, to)).toBe(shown);
  });

  it('labels every weight one way', () => {
    expect(formatWeightIn(135, 'lb', 'lb')).toBe('135 lbs');
    expect(formatWeightIn(135, 'lb', 'kg')).toBe('61.2 kg');
    expect(formatWeightIn(264.5544, 'lb', 'lb')).toBe('264.6 lbs');
  });
});

describe('distances follow the preference; metres and yards stay as said', () => {
  it.each([
    [5, 'km', 'km', { value: 5, unit: 'km' }],
    [5, 'km', 'mi', { value: 3.11, unit: 'miles' }],
    [3.1, 'miles', 'km', { value: 4.99, unit: 'km' }],
    [400, 'meters', 'mi', { value: 400, unit: 'meters' }],
    [100, 'yards', 'km', { value: 100, unit: 'yards' }],
  ] as const)('%s %s in %s', (value, from, to, shown) => {
    expect(distanceShown(value, from, to)).toEqual(shown);
  });

  it('formats distances and totals', () => {
    expect(formatDistanceIn(5, 'km', 'km')).toBe('5 km');
    expect(formatDistanceIn(5, 'km', 'mi')).toBe('3.11 mi');
    expect(formatMilesIn(3.10686, 'km')).toBe('5 km');
    expect(formatMilesIn(3.11, 'km')).toBe('5 km');
    expect(formatMilesIn(2.5, 'mi')).toBe('2.5 mi');
  });
});
