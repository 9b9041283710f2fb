import { describe, expect, it } from 'vitest';
import { findDeadline, localDate } from './deadline';
import { normalizeWords } from './normalize';
import { tokenPieces, tokenize } from './tokens';

/** Friday 14 March 2025, mid-afternoon in London. */
const NOW = new Date('2025-03-14T15:00:00Z');

function deadline(text: string, now = NOW, zone = 'Europe/London') {
  const words = normalizeWords(text);
  return findDeadline(tokenPieces(tokenize(words), words), now, zone)?.date ?? null;
}

describe('goal deadlines (decided: a month alone means its last day)', () => {
  it.each([
    ['by june', '2025-06-30'],
    ['by March', '2025-03-31'],
    ['by february', '2026-02-28'],
    ['by june fifteenth', '2025-06-15'],
    ['by the 15th of june', '2025-06-15'],
    ['by december 31', '2025-12-31'],
    ['by the end of the month', '2025-03-31'],
    ['by end of month', '2025-03-31'],
    ['this month', '2025-03-31'],
    ['this week', '2025-03-16'],
    ['by the end of the week', '2025-03-16'],
    ['by the end of the year', '2025-12-31'],
    ['by the end of next month', '2025-04-30'],
    ['by next month', '2025-04-30'],
    ['next friday', '2025-03-21'],
    ['by tomorrow', '2025-03-15'],
    ['in 3 weeks', '2025-04-04'],
    ['in three weeks', '2025-04-04'],
    ['within two months', '2025-05-14'],
    ['in a month', '2025-04-14'],
    ['in ten days', '2025-03-24'],
    ['before christmas', '2025-12-25'],
    ['by summer', '2025-06-21'],
    ['by the 20th', '2025-03-20'],
    ['by the 5th', '2025-04-05'],
  ])('%s → %s', (text, date) => {
    expect(deadline(`lose 10 pounds ${text}`)).toBe(date);
  });

  it.each([
    // Holidays that move are rules, not dates: the next one on or after today.
    ['by memorial day', '2025-05-26'],
    ['before labor day', '2025-09-01'],
    ['by thanksgiving', '2025-11-27'],
    ['by mothers day', '2025-05-11'],
    // A month after "in" is met on any of its days, as after "by".
    ['in july', '2025-07-31'],
    ['in january', '2026-01-31'],
    ['in september 2026', '2026-09-30'],
    ['by may', '2025-05-31'],
    // An event the calendar does not know, with its month said.
    ['by my anniversary in september', '2025-09-30'],
    ['before our vacation in july', '2025-07-31'],
    ['for my brothers wedding in june', '2025-06-30'],
  ])('%s → %s', (text, date) => {
    expect(deadline(`swim 20 km ${text}`)).toBe(date);
  });

  it('finds floating holidays in later years after this year has passed', () => {
    const december = new Date('2025-12-01T12:00:00Z');
    expect(deadline('run 30 miles by thanksgiving', december)).toBe('2026-11-26');
    expect(deadline('run 30 miles by memorial day', december)).toBe('2026-05-25');
  });

  it('marks a stretch of time from today, which only what is ahead is said in', () => {
    const words = normalizeWords('squat 140 kilos within 6 months');
    const span = findDeadline(tokenPieces(tokenize(words), words), NOW, 'Europe/London');
    expect(span).toMatchObject({ date: '2025-09-14', span: true });
    const month = normalizeWords('squat 140 kilos by june');
    const date = findDeadline(tokenPieces(tokenize(month), month), NOW, 'Europe/London');
    expect(date).not.toHaveProperty('span');
  });

  it.each(['every week', 'a week', 'per month', 'in a row', 'in under 25 minutes', ''])(
    '"%s" is not a deadline',
    (text) => {
      expect(deadline(`run 5 miles ${text}`)).toBeNull();
    },
  );

  it("uses the user's calendar, not the server's", () => {
    // 23:30 UTC on 31 March is already 1 April in Tokyo, still 31 March in New York.
    const late = new Date('2025-03-31T23:30:00Z');
    expect(deadline('this month', late, 'America/New_York')).toBe('2025-03-31');
    expect(deadline('this month', late, 'Asia/Tokyo')).toBe('2025-04-30');
    expect(localDate(late, 'Asia/Tokyo')).toEqual({ year: 2025, month: 4, day: 1 });
  });
});
