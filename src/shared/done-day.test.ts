import { describe, expect, it } from 'vitest';
import { doneDayOf, keptDay, shownDay } from './done-day';
import { localDayOf } from './local-day';

describe('doneDayOf: the day a workout was done, fixed in the zone it was written in', () => {
  // 23:30 on Tuesday 24 November 2026 in New York.
  const lateInNewYork = new Date('2026-11-25T04:30:00Z');

  it('is the local day where the user was, not the UTC day', () => {
    expect(doneDayOf(lateInNewYork, 'America/New_York')).toBe('2026-11-24');
    expect(lateInNewYork.toISOString().slice(0, 10)).toBe('2026-11-25');
  });

  it('is what the user saw that night, whatever zone reads it later', () => {
    const kept = doneDayOf(lateInNewYork, 'America/New_York');
    // Re-deriving from the instant in the zone the user moved to (the old rule) moves it.
    expect(localDayOf(lateInNewYork, 'Europe/London')).toBe('2026-11-25');
    expect(localDayOf(lateInNewYork, 'Asia/Tokyo')).toBe('2026-11-25');
    expect(kept).toBe('2026-11-24');
  });

  it('the same instant written from Tokyo is Tokyo’s day', () => {
    expect(doneDayOf(lateInNewYork, 'Asia/Tokyo')).toBe('2026-11-25');
    expect(doneDayOf(new Date('2026-11-24T14:59:00Z'), 'Asia/Tokyo')).toBe('2026-11-24');
    expect(doneDayOf(new Date('2026-11-24T15:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-25');
  });

  it('follows daylight saving: the day still ends at local midnight', () => {
    // 8 March 2026, New York springs forward; 23:59 EDT is 03:59 UTC on the 9th.
    expect(doneDayOf(new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(doneDayOf(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
  });
});

describe('keptDay and shownDay: what reads count a workout on', () => {
  const completedAt = '2026-11-25T04:30:00Z';

  it('the kept day wins over the zone the user is in now', () => {
    expect(shownDay({ completedAt, day: '2026-11-24' }, 'Asia/Tokyo')).toBe('2026-11-24');
    expect(keptDay('2026-11-24', new Date(completedAt))).toBe('2026-11-24');
  });

  it('without one: the instant’s day in the zone given (shownDay), its UTC day (keptDay)', () => {
    expect(shownDay({ completedAt }, 'America/New_York')).toBe('2026-11-24');
    expect(keptDay(null, new Date(completedAt))).toBe('2026-11-25');
  });
});
