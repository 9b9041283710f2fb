import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDuration,
  formatMiles,
  formatNumber,
  formatWeight,
  plural,
  relativeDayLabel,
} from './formatting';

describe('display formatting', () => {
  it.each([
    [1234.5, '1,234.5'],
    [3, '3'],
    [0.25, '0.3'],
  ])('formatNumber(%d) is %s', (n, text) => {
    expect(formatNumber(n)).toBe(text);
  });

  it('shows miles to the hundredth', () => {
    expect(formatMiles(3.107)).toBe('3.11');
    expect(formatMiles(12)).toBe('12');
  });

  it('formats a local day without shifting it in any zone', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
  });

  it.each([
    ['2026-03-11T05:00:00Z', 'Pacific/Honolulu', '2026-03-10', 'Today'],
    ['2026-03-10T09:59:00Z', 'Pacific/Honolulu', '2026-03-10', 'Yesterday'],
    ['2026-03-10T11:00:00Z', 'Pacific/Tongatapu', '2026-03-11', 'Today'],
    ['2026-03-03T12:00:00Z', 'UTC', '2026-03-11', 'Tue, Mar 3'],
    ['2025-12-30T12:00:00Z', 'UTC', '2026-03-11', 'Dec 30, 2025'],
  ])('%s in %s, today %s, reads %s', (instant, zone, today, label) => {
    expect(relativeDayLabel(instant, zone, today)).toBe(label);
  });

  it.each([
    [45, '45 s'],
    [1800, '30 min'],
    [3600, '1 h'],
    [3900, '1 h 5 min'],
  ])('formatDuration(%i) is %s', (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });

  it('shows weights in the user unit, converted once', () => {
    expect(formatWeight(135, 'lb')).toBe('135 lbs');
    expect(formatWeight(135, 'kg')).toBe('61 kg');
  });

  it('pluralises', () => {
    expect(plural(1, 'workout')).toBe('1 workout');
    expect(plural(2, 'workout')).toBe('2 workouts');
  });
});
