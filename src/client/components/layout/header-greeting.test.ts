import { describe, expect, it } from 'vitest';
import { headerGreeting } from './header-greeting';

describe('header greeting', () => {
  const now = new Date('2026-03-11T06:00:00Z'); // the 10th in Honolulu, the 11th in UTC

  it.each([
    ['2026-03-11T05:00:00Z', 'UTC', 'Welcome to Joey Fit'],
    ['2026-03-10T23:00:00Z', 'UTC', 'Welcome back'],
    // Joined at 13:00 on the 10th in Honolulu, and it is still the 10th there.
    ['2026-03-10T23:00:00Z', 'Pacific/Honolulu', 'Welcome to Joey Fit'],
    ['2025-12-01T12:00:00Z', 'UTC', 'Welcome back'],
  ])('joined %s in %s: %s', (createdAt, timeZone, text) => {
    expect(headerGreeting({ createdAt, timeZone }, now)).toBe(text);
  });
});
