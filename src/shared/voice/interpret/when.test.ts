// Days a log names (issue 8), in sentences written for this test (none from the development
// corpus: tests/unit/corpus-leak.test.ts checks). NOW is Friday 14 March 2025, 11:00 in New York
// (daylight saving began on Sunday the 9th, so days before it are at UTC−5).
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { interpretationSchema, type Interpretation } from '../schema';
import { instantAtWallTime, wallTimeOfDay } from './wall-clock';

const NOW = new Date('2025-03-14T15:00:00Z');
const NY = 'America/New_York';

type Log = Extract<Interpretation, { action: 'log_workout' }>;
function logged(text: string, now = NOW, zone = NY): Log {
  const r = interpret(text, now, zone);
  if (r.action !== 'log_workout') throw new Error(`${text}: ${r.action}`);
  expect(interpretationSchema.parse(r)).toEqual(r);
  return r;
}

describe('a log carries the day it names: an earlier day at midday (issue 26 §3), a part at its hour', () => {
  it.each([
    ['ran 3 miles yesterday', '2025-03-13T16:00:00.000Z', 'yesterday'],
    ["yesterday's swim was forty laps", '2025-03-13T16:00:00.000Z', 'yesterday'],
    ['the day before yesterday I did 40 squats', '2025-03-12T16:00:00.000Z', 'on Wednesday, March 12'],
    ['day before yesterday rowed 2000 meters', '2025-03-12T16:00:00.000Z', 'on Wednesday, March 12'],
    ['on Monday I cycled 12 miles', '2025-03-10T16:00:00.000Z', 'on Monday, March 10'],
    ['last Tuesday I hiked for two hours', '2025-03-11T16:00:00.000Z', 'on Tuesday, March 11'],
    // Before the clocks changed: midday was UTC−5.
    ['this past Saturday played soccer for 90 minutes', '2025-03-08T17:00:00.000Z', 'on Saturday, March 8'],
    ['wednesday I did a 30 minute spin class', '2025-03-12T16:00:00.000Z', 'on Wednesday, March 12'],
    ["tuesday's ride was 14 miles", '2025-03-11T16:00:00.000Z', 'on Tuesday, March 11'],
    ['this morning I did 25 burpees', '2025-03-14T12:00:00.000Z', 'this morning'],
    ['last night I rowed 3000 meters', '2025-03-14T00:00:00.000Z', 'last night'],
    ['yesterday evening twenty minutes of yoga', '2025-03-13T23:00:00.000Z', 'yesterday evening'],
    ['yesterday in the afternoon I walked 4 miles', '2025-03-13T18:00:00.000Z', 'yesterday afternoon'],
    ['monday morning I did three sets of eight squats', '2025-03-10T12:00:00.000Z', 'on Monday morning, March 10'],
    ['friday night I played basketball for 2 hours', '2025-03-08T01:00:00.000Z', 'on Friday night, March 7'],
    ['earlier today I walked two miles', '2025-03-14T15:00:00.000Z', 'today'],
    ['two days ago I ran a 10k', '2025-03-12T16:00:00.000Z', 'on Wednesday, March 12'],
    ['3 days ago I did 50 sit ups', '2025-03-11T16:00:00.000Z', 'on Tuesday, March 11'],
    ['a couple of days ago fifteen dips', '2025-03-12T16:00:00.000Z', 'on Wednesday, March 12'],
    ['a week ago I rowed for 20 minutes', '2025-03-07T17:00:00.000Z', 'on Friday, March 7'],
    ['on March 3rd I benched 185 for 5', '2025-03-03T17:00:00.000Z', 'on Monday, March 3'],
    ['march the second 40 minutes of pilates', '2025-03-02T17:00:00.000Z', 'on Sunday, March 2'],
    ['on the 2nd of February I swam a mile', '2025-02-02T17:00:00.000Z', 'on Sunday, February 2'],
    ['ran 4 miles on the 10th', '2025-03-10T16:00:00.000Z', 'on Monday, March 10'],
    // A date still to come this year is last year's; the 20th still to come this month, last month's.
    ['on December 24 I ran 6 miles', '2024-12-24T17:00:00.000Z', 'on Tuesday, December 24, 2024'],
    ['on the 20th I jogged 3 miles', '2025-02-20T17:00:00.000Z', 'on Thursday, February 20'],
  ])('%s', (text, completedAt, when) => {
    expect(logged(text)).toMatchObject({ completedAt, when });
  }); // prettier-ignore

  it('reads "on <weekday>" said on that weekday as a week ago (today would be said "today")', () => {
    expect(logged('on Friday I did 30 lunges')).toMatchObject({
      completedAt: '2025-03-07T17:00:00.000Z',
      when: 'on Friday, March 7',
    });
    expect(logged('today I did 30 lunges')).toMatchObject({
      completedAt: NOW.toISOString(),
      when: 'today',
    });
  });

  it('has no date when none was said', () => {
    for (const text of [
      'ran 3 miles',
      'did 20 push ups after my run',
      'went for a morning run',
      // A habit, not a day.
      'on thursdays I swim 40 laps',
    ]) {
      const r = logged(text);
      expect(r.completedAt, text).toBeUndefined();
      expect(r.when, text).toBeUndefined();
    }
  });
});

describe('never in the future, never more than a year back', () => {
  it.each([
    // 14:00 and 19:00 are still to come at 11:00: now.
    ['did 25 dips this afternoon', 'this afternoon'],
    ['this evening I rode the bike for 30 minutes', 'this evening'],
    ['tonight I did 15 minutes of stretching', 'tonight'],
    // A date with its year still to come: now, and the reply says today.
    ['ran a 5k on March 20 2025', 'today'],
  ])('%s → now', (text, when) => {
    expect(logged(text)).toMatchObject({ completedAt: NOW.toISOString(), when });
  });

  it('keeps a day exactly a year back, drops one before it (the words still are no numbers)', () => {
    expect(logged('ran 5k on March 14th 2024').completedAt).toBe('2024-03-14T16:00:00.000Z');
    for (const text of ['ran 5k on March 13th 2024', 'ran 5k 400 days ago', 'swam 2 miles 60 weeks ago']) {
      const r = logged(text);
      expect(r.completedAt, text).toBeUndefined();
      expect(r.when, text).toBeUndefined();
      expect(r.exercises, text).toHaveLength(1);
      expect(r.exercises[0]!.sets, text).toBe(1);
    }
  }); // prettier-ignore

  it('drops a date that does not exist', () => {
    expect(logged('swam a mile on February 30').completedAt).toBeUndefined();
  });
});

describe('around local midnight far from UTC', () => {
  // Tonga is UTC+13 all year, Honolulu UTC−10.
  it.each([
    // 23:30 on Friday 14 March in Tonga.
    ['2025-03-14T10:30:00Z', 'Pacific/Tongatapu', 'ran 3 miles yesterday', '2025-03-12T23:00:00.000Z', 'yesterday'],
    ['2025-03-14T10:30:00Z', 'Pacific/Tongatapu', 'this morning I ran 3 miles', '2025-03-13T19:00:00.000Z', 'this morning'],
    ['2025-03-14T10:30:00Z', 'Pacific/Tongatapu', 'last night I ran 3 miles', '2025-03-13T07:00:00.000Z', 'last night'],
    // 00:30 on Saturday 15 March in Tonga: Friday is yesterday.
    ['2025-03-14T11:30:00Z', 'Pacific/Tongatapu', 'ran 3 miles yesterday', '2025-03-13T23:00:00.000Z', 'yesterday'],
    ['2025-03-14T11:30:00Z', 'Pacific/Tongatapu', 'on Friday I ran 3 miles', '2025-03-13T23:00:00.000Z', 'yesterday'],
    ['2025-03-14T11:30:00Z', 'Pacific/Tongatapu', 'last night I ran 3 miles', '2025-03-14T07:00:00.000Z', 'last night'],
    ['2025-03-14T11:30:00Z', 'Pacific/Tongatapu', 'tonight I ran 3 miles', '2025-03-14T11:30:00.000Z', 'tonight'],
    // 23:30 on Friday 14 March in Honolulu.
    ['2025-03-15T09:30:00Z', 'Pacific/Honolulu', 'ran 3 miles yesterday', '2025-03-13T22:00:00.000Z', 'yesterday'],
    ['2025-03-15T09:30:00Z', 'Pacific/Honolulu', 'this morning I ran 3 miles', '2025-03-14T18:00:00.000Z', 'this morning'],
    ['2025-03-15T09:30:00Z', 'Pacific/Honolulu', 'on Friday I ran 3 miles', '2025-03-07T22:00:00.000Z', 'on Friday, March 7'],
    // 00:30 on Saturday 15 March in Honolulu.
    ['2025-03-15T10:30:00Z', 'Pacific/Honolulu', 'ran 3 miles yesterday', '2025-03-14T22:00:00.000Z', 'yesterday'],
    ['2025-03-15T10:30:00Z', 'Pacific/Honolulu', 'last night I ran 3 miles', '2025-03-15T06:00:00.000Z', 'last night'],
    ['2025-03-15T10:30:00Z', 'Pacific/Honolulu', 'this morning I ran 3 miles', '2025-03-15T10:30:00.000Z', 'this morning'],
  ])('%s %s: %s', (now, zone, text, completedAt, when) => {
    expect(logged(text, new Date(now), zone)).toMatchObject({ completedAt, when });
  }); // prettier-ignore
});

describe('day words are not quantities, goals or workouts', () => {
  it.each<[string, Record<string, unknown>]>([
    ['3 days ago I did 50 sit ups', { exerciseId: 'sit-up', sets: 1, reps: 50 }],
    ['did 20 push ups two days ago', { exerciseId: 'push-up', sets: 1, reps: 20 }],
    ['on March 3rd 2025 I did 12 pull ups', { exerciseId: 'pull-up', sets: 1, reps: 12 }],
    ['on the 5th I did 4 sets of 6 dips', { exerciseId: 'dip', sets: 4, reps: 6 }],
    ['a week ago I ran 4 miles', { exerciseId: 'running', sets: 1, distance: 4 }],
    ['squats 3 by 5 at 185 one day ago', { exerciseId: 'squat', sets: 3, reps: 5, weightLbs: 185 }],
    [
      'two weeks ago I went swimming for 35 minutes',
      { exerciseId: 'swimming', sets: 1, durationSeconds: 2100 },
    ],
  ])('%s', (text, want) => {
    const r = logged(text);
    expect(r.exercises).toHaveLength(1);
    expect(r.exercises[0]).toMatchObject(want);
    expect(r.completedAt).toBeDefined();
  });

  it('keeps deadlines in goals', () => {
    for (const [text, deadline] of [
      ['set a goal to do 100 push ups by next Monday', '2025-03-17'],
      ['I want to run 20 miles by the end of the month', '2025-03-31'],
    ] as const) {
      const r = interpret(text, NOW, NY);
      expect(r, text).toMatchObject({ action: 'set_goal', deadline });
      expect(r, text).not.toHaveProperty('completedAt');
    }
  });

  it('is not a workout without an exercise', () => {
    for (const text of ['yesterday', 'last night', 'on Monday', 'three days ago', 'yesterday was great']) {
      expect(interpret(text, NOW, NY), text).toEqual({ action: 'error' });
    }
    expect(interpret('what did I do yesterday', NOW, NY).action).toBe('check_progress');
  }); // prettier-ignore
});

describe('wall clock ↔ instant with Intl', () => {
  it('reads and places local times in zones with and without daylight saving', () => {
    expect(wallTimeOfDay(new Date('2025-03-14T15:00:00.250Z'), NY)).toBe(11 * 3_600_000 + 250);
    expect(instantAtWallTime('2025-03-08', 8 * 3_600_000, NY).toISOString()).toBe(
      '2025-03-08T13:00:00.000Z',
    );
    expect(instantAtWallTime('2025-03-10', 8 * 3_600_000, NY).toISOString()).toBe(
      '2025-03-10T12:00:00.000Z',
    );
    expect(instantAtWallTime('2025-03-15', 0, 'Pacific/Tongatapu').toISOString()).toBe(
      '2025-03-14T11:00:00.000Z',
    );
    expect(instantAtWallTime('2025-03-14', 20 * 3_600_000, 'Pacific/Honolulu').toISOString()).toBe(
      '2025-03-15T06:00:00.000Z',
    );
  });
});

describe('a "by …" phrase is a time to finish by, never the day a thing was done', () => {
  it.each(['rowed 5 km by the 2nd of march', 'jogged 3 miles by the 10th of march'])(
    '%s',
    (text) => {
      expect(logged(text)).not.toHaveProperty('completedAt');
    },
  );
});
