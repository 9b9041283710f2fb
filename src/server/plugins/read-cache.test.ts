// The read cache's rules (issue 30 §1), table by table: when an entry answers, when it is stale,
// how it is bounded, and that one user's entries never answer another.
import { describe, expect, it } from 'vitest';
import {
  etagOf,
  noneMatch,
  ReadCache,
  readStamp,
  type CachedRead,
  type StampUser,
} from './read-cache';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const user: StampUser = {
  dataVersion: 7,
  timeZone: 'America/New_York',
  dayClockDay: '2026-03-10',
  dayClockZone: 'America/New_York',
};
// 2026-03-10 22:00 in New York (UTC-4 after the change of clocks on the 8th).
const evening = new Date('2026-03-11T02:00:00Z');
const entry = (stamp: string, body = '{"a":1}', until = Infinity): CachedRead => ({
  stamp,
  body,
  etag: etagOf(A, '/k', body),
  until,
});

describe('readStamp', () => {
  const base = readStamp(user, evening);
  it.each([
    [
      'the same user an hour later, the same day',
      user,
      new Date(evening.getTime() + 3_600_000),
      true,
    ],
    ['a write moved the version', { ...user, dataVersion: 8 }, evening, false],
    [
      'the local day moved (past midnight in New York)',
      user,
      new Date('2026-03-11T04:30:00Z'),
      false,
    ],
    ['the zone changed', { ...user, timeZone: 'America/Chicago' }, evening, false],
    [
      'the day clock was moved on by a write made in another zone',
      { ...user, dayClockDay: '2026-03-11', dayClockZone: 'Europe/Paris' },
      evening,
      false,
    ],
  ])('%s → same stamp: %s', (_what, who, at, same) => {
    expect(readStamp(who, at) === base).toBe(same);
  });

  it('works for a user who never logged a workout (no day clock)', () => {
    const none = { ...user, dayClockDay: null, dayClockZone: null };
    expect(readStamp(none, evening)).toBe('7 America/New_York 2026-03-10 2026-03-10');
  });
});

describe('ReadCache', () => {
  const limits = { entries: 10, bytes: 1_000, perUser: 3 };

  it.each([
    ['a hit: same stamp, in time', 's1', 0, true],
    ['the stamp moved (version, day or zone)', 's2', 0, false],
    ['its time ran out (a TTL or a paid period that ended)', 's1', 1_000, false],
  ])('%s → answers: %s', (_what, stamp, now, answers) => {
    const cache = new ReadCache(limits);
    cache.set(A, '/k', entry('s1', '{"a":1}', 1_000));
    expect(cache.get(A, '/k', stamp, now) !== undefined).toBe(answers);
    // A stale entry is dropped, not kept beside the fresh one.
    expect(cache.size).toBe(answers ? 1 : 0);
  });

  it("never answers one user's entry to another, whatever the key", () => {
    const cache = new ReadCache(limits);
    cache.set(A, '/api/progression/me', entry('s1'));
    expect(cache.get(B, '/api/progression/me', 's1', 0)).toBeUndefined();
    expect(cache.get(A, '/api/progression/me', 's1', 0)).toBeDefined();
  });

  it('keeps at most perUser entries a user, dropping their least recently used', () => {
    const cache = new ReadCache(limits);
    for (const k of ['/1', '/2', '/3']) cache.set(A, k, entry('s'));
    cache.set(B, '/1', entry('s'));
    cache.get(A, '/1', 's', 0); // /2 is now A's least recently used
    cache.set(A, '/4', entry('s'));
    expect(['/1', '/2', '/3', '/4'].map((k) => cache.get(A, k, 's', 0) !== undefined)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(cache.get(B, '/1', 's', 0)).toBeDefined();
    expect(cache.size).toBe(4);
  });

  it('keeps at most `entries` in all, least recently used out first', () => {
    const cache = new ReadCache({ ...limits, entries: 2 });
    cache.set(A, '/1', entry('s'));
    cache.set(B, '/1', entry('s'));
    cache.get(A, '/1', 's', 0);
    cache.set(B, '/2', entry('s'));
    expect(cache.size).toBe(2);
    expect(cache.get(B, '/1', 's', 0)).toBeUndefined();
    expect(cache.get(A, '/1', 's', 0)).toBeDefined();
  });

  it('keeps at most `bytes` of answers, and never one larger than that', () => {
    const cache = new ReadCache({ ...limits, bytes: 100 });
    cache.set(A, '/big', entry('s', 'x'.repeat(101)));
    expect(cache.size).toBe(0);
    cache.set(A, '/1', entry('s', 'x'.repeat(60)));
    cache.set(B, '/1', entry('s', 'x'.repeat(60)));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(60);
    expect(cache.get(B, '/1', 's', 0)).toBeDefined();
  });

  it('replacing an entry counts its bytes once', () => {
    const cache = new ReadCache(limits);
    cache.set(A, '/1', entry('s1', 'x'.repeat(10)));
    cache.set(A, '/1', entry('s2', 'x'.repeat(20)));
    expect([cache.size, cache.bytes]).toEqual([1, 20]);
  });

  it('keeps nothing when turned off (entries 0)', () => {
    const cache = new ReadCache({ ...limits, entries: 0 });
    cache.set(A, '/1', entry('s'));
    expect(cache.get(A, '/1', 's', 0)).toBeUndefined();
  });
});

describe('etagOf and noneMatch', () => {
  const tag = etagOf(A, '/api/progression/me', '{"xp":10}');

  it('is weak, and differs by user, URL and body, and hides all three', () => {
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(etagOf(B, '/api/progression/me', '{"xp":10}')).not.toBe(tag);
    expect(etagOf(A, '/api/progress/x', '{"xp":10}')).not.toBe(tag);
    expect(etagOf(A, '/api/progression/me', '{"xp":11}')).not.toBe(tag);
    expect(tag).not.toContain(A);
  });

  it.each([
    [tag, true],
    [tag.slice(2), true],
    [`W/"other", ${tag}`, true],
    ['*', true],
    [undefined, false],
    ['', false],
    ['W/"other"', false],
    [tag.slice(0, -2) + '"', false],
    ['garbage, ,,W/', false],
    [`${tag}${'x'.repeat(5000)}`, false],
  ])('If-None-Match %j → 304: %s', (header, matches) => {
    expect(noneMatch(header, tag)).toBe(matches);
  });
});
