import { describe, expect, it } from 'vitest';
import { doneSet as set } from '../../../../../tests/setup/set-values';
import type { Exercise, ExerciseSet } from '@shared/schemas/workouts';
import { uniformSets } from '@shared/sets';
import { localDayOf } from '@shared/local-day';
import {
  exerciseLine,
  formatShortDate,
  formatWorkoutDate,
  recordText,
  setsText,
  type Units,
} from './workout-format';

const LB: Units = { weightUnit: 'lb', distanceUnit: 'mi' };
const KG: Units = { weightUnit: 'kg', distanceUnit: 'km' };

const exercise = (
  name: string,
  setList: ExerciseSet[],
  distanceUnit: Exercise['distanceUnit'] = 'miles',
) => ({ name, setList, distanceUnit });

const uniform = (n: number, over: Partial<ExerciseSet>) => uniformSets(n, set(over));

describe('an exercise in one line, in the person’s units', () => {
  it.each<[ReturnType<typeof exercise>, Units, string]>([
    [
      exercise('Bench Press', uniform(3, { reps: 8, weight: 135 })),
      LB,
      'Bench Press — 3 × 8 @ 135 lbs',
    ],
    // Bug 2: 135 lb reads 61.2 kg, to a tenth, never "61 kg".
    [
      exercise('Bench Press', uniform(3, { reps: 8, weight: 135 })),
      KG,
      'Bench Press — 3 × 8 @ 61.2 kg',
    ],
    [
      exercise('Bench Press', uniform(3, { reps: 8, weight: 60, weightUnit: 'kg' })),
      KG,
      'Bench Press — 3 × 8 @ 60 kg',
    ],
    [exercise('Push-ups', uniform(3, { reps: 12 })), LB, 'Push-ups — 3 × 12'],
    [exercise('Push-ups', uniform(1, { reps: 12 })), LB, 'Push-ups — 12 reps'],
    [exercise('Deadlift', uniform(1, { reps: 1, weight: 315 })), LB, 'Deadlift — 1 rep @ 315 lbs'],
    [exercise('Plank', uniform(3, { duration: 45 })), LB, 'Plank — 3 × 45 s'],
    [
      exercise('Running', [set({ duration: 1800, distance: 5 })], 'km'),
      KG,
      'Running — 30 min · 5 km',
    ],
    // Issue 8, bug 3: a 5 km run for a miles person, in their unit and its one label.
    [
      exercise('Running', [set({ duration: 1800, distance: 5 })], 'km'),
      LB,
      'Running — 30 min · 3.11 mi',
    ],
    [
      exercise('Swimming', uniform(4, { distance: 400 }), 'meters'),
      LB,
      'Swimming — 4 sets · 400 m',
    ],
    [exercise('Yoga', [set({})]), LB, 'Yoga'],
    [
      exercise('Bench Press', [
        set({ reps: 10, weight: 135 }),
        set({ reps: 8, weight: 155 }),
        set({ reps: 6, weight: 175 }),
      ]),
      LB,
      'Bench Press — 135×10, 155×8, 175×6 lbs',
    ],
    [
      exercise('Pull-up', [set({ reps: 10 }), set({ reps: 8, weight: 25 }), set({ reps: 6 })]),
      LB,
      'Pull-up — 10, 25×8, 6 lbs',
    ],
    [exercise('Push-ups', [set({ reps: 20 }), set({ reps: 15 })]), LB, 'Push-ups — 20, 15 reps'],
    [
      exercise(
        'Sprint',
        [set({ distance: 400, duration: 75 }), set({ distance: 400, duration: 80 })],
        'meters',
      ),
      LB,
      'Sprint — 400 m in 1 min 15 s, 400 m in 1 min 20 s',
    ],
    [
      exercise('Squat', [
        set({ reps: 5, weight: 225 }),
        set({ reps: 5, weight: 225, done: false }),
      ]),
      LB,
      'Squat — 2 × 5 @ 225 lbs · 1 not done',
    ],
  ])('%j for %j reads %j', (e, units, line) => {
    expect(exerciseLine(e, units)).toBe(line);
  });

  it('no sets, no details', () => {
    expect(setsText([], 'miles', LB)).toBe('');
  });
});

describe('set types and RPE in the line (issue 27 §2)', () => {
  it.each<[string, ExerciseSet[], Units, string]>([
    [
      'warm-ups tagged W apart from the working sets',
      [
        ...uniform(2, { reps: 10, weight: 95, setType: 'warmup' }),
        ...uniform(3, { reps: 8, weight: 185 }),
      ],
      LB,
      'W 2 × 10 @ 95 lbs, 3 × 8 @ 185 lbs',
    ],
    [
      'an RPE after the sets it was felt on',
      [set({ reps: 8, weight: 185, rpe: 8 }), set({ reps: 8, weight: 185, rpe: 9.5 })],
      LB,
      '8 reps @ 185 lbs @ RPE 8, 8 reps @ 185 lbs @ RPE 9.5',
    ],
    [
      'a drop set and a set to failure, in kilograms',
      [
        set({ reps: 8, weight: 100, weightUnit: 'kg' }),
        set({ reps: 12, weight: 70, weightUnit: 'kg', setType: 'drop' }),
        set({ reps: 15, setType: 'failure' }),
      ],
      KG,
      '8 reps @ 100 kg, D 12 reps @ 70 kg, F 15 reps',
    ],
    [
      'a varied warm-up run reads as a list',
      [
        set({ reps: 10, weight: 45, setType: 'warmup' }),
        set({ reps: 5, weight: 95, setType: 'warmup', done: false }),
        set({ reps: 5, weight: 135 }),
      ],
      LB,
      'W 45×10, 95×5 lbs, 5 reps @ 135 lbs · 1 not done',
    ],
  ])('%s', (_, sets, units, text) => {
    expect(setsText(sets, 'miles', units)).toBe(text);
  });
});

describe('personal records in words', () => {
  it.each([
    [{ kind: 'e1rm' as const, value: 204.6 }, LB, 'est. 1RM 205 lbs'],
    [{ kind: 'e1rm' as const, value: 204.6 }, KG, 'est. 1RM 93 kg'],
    [{ kind: 'weight' as const, value: 225 }, LB, 'top weight 225 lbs'],
    [{ kind: 'reps' as const, value: 25 }, LB, '25 reps in a set'],
    [{ kind: 'duration' as const, value: 150 }, LB, 'longest 2 min 30 s'],
    [{ kind: 'distance' as const, value: 3.10686 }, KG, 'farthest 5 km'],
  ])('%j for %j reads %j', (record, units, text) => {
    expect(recordText(record, units)).toBe(text);
  });
});

describe('workout dates in the user’s own zone (DESIGN §5)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T01:30:00Z', 'UTC', 'Today, 1:30 AM'],
    // 22:00 UTC on the 9th is already the 10th in Auckland (UTC+13).
    ['2026-03-09T22:00:00Z', 'Pacific/Auckland', 'Yesterday, 11:00 AM'],
    ['2026-03-09T22:00:00Z', 'UTC', 'Yesterday, 10:00 PM'],
    // 08:00 UTC on the 10th is still the 9th in Honolulu (UTC−10).
    ['2026-03-10T08:00:00Z', 'Pacific/Honolulu', 'Yesterday, 10:00 PM'],
    ['2026-03-03T12:00:00Z', 'UTC', 'Tue, Mar 3'],
    ['2025-12-24T12:00:00Z', 'UTC', 'Wed, Dec 24, 2025'],
  ])('%s in %s reads %j', (iso, zone, text) => {
    // Logged in the zone it is read in: its kept day is its local day there.
    const workout = { completedAt: iso, day: localDayOf(new Date(iso), zone) };
    expect(formatWorkoutDate(workout, zone, now, 'en-US')).toBe(text);
  });

  // Issue 26 §3: 23:30 on Mar 9 in New York, read after moving to London or Tokyo.
  it.each([
    ['America/New_York', '2026-03-10T11:00:00Z', 'Yesterday, 11:30 PM'],
    ['Europe/London', '2026-03-10T11:00:00Z', 'Yesterday'],
    ['Asia/Tokyo', '2026-03-10T11:00:00Z', 'Yesterday'],
    ['Asia/Tokyo', '2026-03-20T11:00:00Z', 'Mon, Mar 9'],
    ['Pacific/Honolulu', '2026-03-20T11:00:00Z', 'Mon, Mar 9'],
  ])('the day kept at logging stays in %s (now %s): %j', (zone, at, text) => {
    const workout = { completedAt: '2026-03-10T03:30:00Z', day: '2026-03-09' };
    expect(formatWorkoutDate(workout, zone, new Date(at), 'en-US')).toBe(text);
  });

  it.each([
    ['2026-03-03', 'UTC', 'Mar 3'],
    // The kept day is read as it is, whatever the zone now (issue 26 §3).
    ['2026-03-03', 'Pacific/Auckland', 'Mar 3'],
    ['2026-03-03', 'Pacific/Honolulu', 'Mar 3'],
    ['2025-12-24', 'UTC', 'Dec 24, 2025'],
    ['2026-12-30', 'UTC', 'Dec 30'],
  ])('short: %s in %s reads %j', (day, zone, text) => {
    expect(formatShortDate(day, zone, now)).toBe(text);
  });

  it('short: a year other than the zone’s own says its year', () => {
    // "This year" is the zone's: 23:00 UTC on 31 Dec 2026 is already 2027 in Auckland.
    const newYearInAuckland = new Date('2026-12-31T23:00:00Z');
    expect(formatShortDate('2026-12-30', 'Pacific/Auckland', newYearInAuckland)).toBe(
      'Dec 30, 2026',
    );
    expect(formatShortDate('2026-12-30', 'UTC', newYearInAuckland)).toBe('Dec 30');
  });
});
