// An earlier day said without a time is placed inside that day (issue 26 §3), in sentences
// written for this test: at its midday on the user's wall clock, or at the part of the day said.
import { describe, expect, it } from 'vitest';
import { localDayOf } from '../../local-day';
import { interpret } from './interpret';
import { DAY_PARTS } from './lexicon';
import { DAY_ALONE_MINUTES } from './when';

const NY = 'America/New_York';
/** Tuesday 24 November 2026, 00:25 in New York: just past midnight. */
const JUST_PAST_MIDNIGHT = new Date('2026-11-24T05:25:00Z');

function completedAt(text: string, now = JUST_PAST_MIDNIGHT, zone = NY): string {
  const r = interpret(text, now, zone);
  if (r.action !== 'log_workout' || !r.completedAt)
    throw new Error(`${text}: ${JSON.stringify(r)}`);
  return r.completedAt;
}

describe('a day said without a time', () => {
  it('is midday of that day, not the clock time it was said at', () => {
    expect(DAY_ALONE_MINUTES).toBe(12 * 60);
    // Monday 23 November, 12:00 in New York (UTC−5).
    expect(completedAt('12 chin ups on monday')).toBe('2026-11-23T17:00:00.000Z');
    expect(completedAt('did 12 chin ups yesterday')).toBe('2026-11-23T17:00:00.000Z');
    expect(completedAt('four days ago I skipped rope for 10 minutes')).toBe(
      '2026-11-20T17:00:00.000Z',
    );
  });

  it('is the part of the day said, at its hour', () => {
    expect(DAY_PARTS).toMatchObject({ morning: 480, afternoon: 840, evening: 1140, night: 1200 });
    expect(completedAt('12 chin ups monday morning')).toBe('2026-11-23T13:00:00.000Z');
    expect(completedAt('12 chin ups on sunday afternoon')).toBe('2026-11-22T19:00:00.000Z');
    expect(completedAt('12 chin ups monday evening')).toBe('2026-11-24T00:00:00.000Z');
  });

  it('today said alone is now', () => {
    expect(completedAt('12 chin ups today')).toBe(JUST_PAST_MIDNIGHT.toISOString());
  });

  it('stays on its day when the time zone moves up to eleven hours either way', () => {
    const at = new Date(completedAt('12 chin ups on monday'));
    for (const zone of [
      NY,
      'Pacific/Honolulu',
      'America/Los_Angeles',
      'Europe/London',
      'Europe/Berlin',
      'Asia/Dubai',
      'Asia/Kolkata',
    ]) {
      expect(localDayOf(at, zone), zone).toBe('2026-11-23');
    }
  });

  it('in a zone far east, at midday of the day in that zone', () => {
    // 00:25 on Tuesday 24 November in Auckland (UTC+13): Monday's midday there.
    const now = new Date('2026-11-23T11:25:00Z');
    const at = completedAt('12 chin ups yesterday', now, 'Pacific/Auckland');
    expect(at).toBe('2026-11-22T23:00:00.000Z');
    expect(localDayOf(new Date(at), 'Pacific/Auckland')).toBe('2026-11-23');
  });
});
