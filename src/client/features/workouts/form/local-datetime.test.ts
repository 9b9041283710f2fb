import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-datetime';

describe('the date-and-time box is the user’s own wall clock (DESIGN §5)', () => {
  it.each([
    ['2026-03-03T18:30:00Z', 'UTC', '2026-03-03T18:30'],
    ['2026-03-03T18:30:00Z', 'America/New_York', '2026-03-03T13:30'],
    ['2026-03-03T18:30:00Z', 'Pacific/Auckland', '2026-03-04T07:30'],
    // Summer time in New York (UTC−4).
    ['2026-07-01T12:00:00Z', 'America/New_York', '2026-07-01T08:00'],
  ])('%s in %s shows %s and reads back to the same minute', (iso, zone, text) => {
    expect(toLocalInput(iso, zone)).toBe(text);
    expect(fromLocalInput(text, zone)?.toISOString()).toBe(new Date(iso).toISOString());
  });

  it('a wall clock on the far side of a clock change uses that side’s offset', () => {
    // 2026-03-08: New York moves from UTC−5 to UTC−4 at 02:00.
    expect(fromLocalInput('2026-03-08T01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
    expect(fromLocalInput('2026-03-08T03:30', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it.each(['', '2026-02-30T10:00', '2026-03-03', 'yesterday'])('%j is not a date and time', (t) => {
    expect(fromLocalInput(t, 'UTC')).toBeNull();
  });
});
