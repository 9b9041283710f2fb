import { describe, expect, it } from 'vitest';
import type { DistanceUnit } from '../../../shared/units';
import type { ImportedSet, ImportedWorkout } from './formats/types';
import {
  columnText,
  doneDayFor,
  planWorkout,
  setProblem,
  startInstant,
  startText,
  UnmappedTally,
  WarningList,
  workoutKey,
  type PlanContext,
} from './import-plan';

const set = (over: Partial<ImportedSet> = {}): ImportedSet => ({
  reps: 5,
  weight: 100,
  weightUnit: 'kg',
  duration: null,
  distance: null,
  setType: 'normal',
  rpe: null,
  ...over,
});

const workout = (over: Partial<ImportedWorkout> = {}): ImportedWorkout => ({
  line: 2,
  name: 'Push',
  start: { local: '2024-03-26T17:26' },
  duration: 3900,
  notes: null,
  exercises: [
    {
      name: 'Bench Press (Barbell)',
      distanceUnit: null,
      supersetGroup: null,
      notes: null,
      sets: [set()],
    },
  ],
  ...over,
});

function context(over: Partial<PlanContext> = {}): PlanContext {
  const seen = new Map<string, number>();
  return {
    source: 'strong',
    timeZone: 'America/New_York',
    weightUnit: null,
    distanceUnit: null,
    nameOf: (name) => ({ name, mapped: true, suggestion: null }),
    nth: (start, name) => {
      const n = (seen.get(`${start}|${name}`) ?? 0) + 1;
      seen.set(`${start}|${name}`, n);
      return n;
    },
    ...over,
  };
}

describe('workoutKey', () => {
  it('is imp_ and 43 base64url characters, the same for the same workout only', () => {
    const key = workoutKey('strong', '2024-03-26T17:26:00', 'Push', 1);
    expect(key).toMatch(/^imp_[\w-]{43}$/);
    expect(workoutKey('strong', '2024-03-26T17:26:00', 'Push', 1)).toBe(key);
    for (const other of [
      workoutKey('hevy', '2024-03-26T17:26:00', 'Push', 1),
      workoutKey('strong', '2024-03-26T17:26:01', 'Push', 1),
      workoutKey('strong', '2024-03-26T17:26:00', 'Pull', 1),
      workoutKey('strong', '2024-03-26T17:26:00', 'Push', 2),
    ]) {
      expect(other).not.toBe(key);
    }
  });
});

describe('startText', () => {
  it.each([
    [{ local: '2024-03-26T17:26' }, '2024-03-26T17:26:00'],
    [{ local: '2024-03-26T17:26:05' }, '2024-03-26T17:26:05'],
    [{ local: '26/03/2024 17:26' }, null],
    [{ instant: '2024-03-26T17:26:00+01:00' }, '2024-03-26T16:26:00.000Z'],
    [{ instant: '2024-03-26T16:26:00.000Z' }, '2024-03-26T16:26:00.000Z'],
    [{ instant: 'soon' }, null],
  ])('%j → %s', (when, text) => {
    expect(startText(when)).toBe(text);
  });
});

describe('startInstant and doneDayFor', () => {
  it.each([
    // EDT (UTC−4) after the March switch, EST (UTC−5) before it.
    [{ local: '2024-03-26T17:26' }, 'America/New_York', '2024-03-26T21:26:00.000Z'],
    [{ local: '2024-01-05T06:10:30' }, 'America/New_York', '2024-01-05T11:10:30.000Z'],
    // 02:30 does not exist on the spring-forward night: the hour after.
    [{ local: '2024-03-10T02:30' }, 'America/New_York', '2024-03-10T07:30:00.000Z'],
    [{ local: '2024-06-01T12:00' }, 'Asia/Tokyo', '2024-06-01T03:00:00.000Z'],
    [{ local: '2024-02-30T12:00' }, 'UTC', null],
    [{ instant: '2024-06-01T12:00:00+02:00' }, 'Asia/Tokyo', '2024-06-01T10:00:00.000Z'],
  ])('%j in %s → %s', (when, zone, iso) => {
    expect(startInstant(when, zone)?.toISOString() ?? null).toBe(iso);
  });

  it('files a local time on its own date, and an instant on its completion day in the zone', () => {
    const late = new Date('2024-06-02T01:30:00Z');
    expect(doneDayFor({ local: '2024-06-01T23:30' }, late, 'UTC')).toBe('2024-06-01');
    expect(doneDayFor({ instant: '2024-06-01T23:30:00Z' }, late, 'UTC')).toBe('2024-06-02');
    expect(doneDayFor({ instant: '2024-06-01T23:30:00Z' }, late, 'America/New_York')).toBe(
      '2024-06-01',
    );
  });
});

describe('setProblem', () => {
  it.each([
    [set(), null],
    [set({ weight: null, reps: null, duration: 60 }), null],
    [set({ weight: 5000, reps: 10_000 }), null],
    [set({ weight: 5000.5 }), 'weight 5000.5 is outside 0–5000'],
    [set({ weight: -5 }), 'weight -5 is outside 0–5000'],
    [set({ reps: 4.5 }), 'reps 4.5 is not a whole number'],
    [set({ reps: 10_001 }), 'reps 10001 is outside 0–10000'],
    [set({ duration: 86_401 }), 'time 86401 is outside 0–86400'],
    [set({ distance: Number.NaN }), 'distance NaN is outside 0–1000000'],
    [set({ distance: 1_000_000 }), null],
  ])('%j → %s', (s, problem) => {
    expect(setProblem(s)).toBe(problem);
  });
});

describe('columnText', () => {
  it.each([
    ['  Bench  ', 5, { text: 'Bench', cut: false }],
    ['a\u0000b', 5, { text: 'ab', cut: false }],
    ['abcdefgh', 5, { text: 'abcd…', cut: true }],
  ])('%j in %i', (text, max, out) => {
    expect(columnText(text, max)).toEqual(out);
  });
});

describe('planWorkout', () => {
  it('plans the rows of a workout: the instant, the day, units filled in, supersets from 1', () => {
    const plan = planWorkout(
      workout({
        exercises: [
          { name: 'Dips', distanceUnit: null, supersetGroup: 0, notes: 'lean', sets: [set({ weightUnit: null, weight: null })] },
          { name: 'Raise', distanceUnit: null, supersetGroup: 0, notes: null, sets: [set({ rpe: 8, setType: 'failure' })] },
          { name: 'Run', distanceUnit: 'km', supersetGroup: 7, notes: null, sets: [set({ reps: null, weight: null, distance: 5, duration: 1500, note: 'easy' })] },
        ],
      }),
      context({ weightUnit: 'lb', distanceUnit: 'miles' }),
    ); // prettier-ignore
    expect(plan.warnings).toEqual([]);
    const w = plan.workout!;
    expect(w).toMatchObject({ name: 'Push', type: 'mixed', durationSeconds: 3900, doneDay: '2024-03-26', setCount: 3 });
    expect(w.completedAt.toISOString()).toBe('2024-03-26T22:31:00.000Z');
    expect(w.notes).toBe('Dips: lean\nRun, set 1: easy');
    expect(w.exercises.map((e) => [e.values.name, e.values.supersetGroup, e.values.distanceUnit])).toEqual([
      ['Dips', 1, 'miles'],
      ['Raise', 1, 'miles'],
      ['Run', 2, 'km'],
    ]);
    expect(w.exercises[0]!.sets[0]).toMatchObject({ weightUnit: 'lb', done: true });
    expect(w.exercises[1]!.sets[0]).toMatchObject({ weightUnit: 'kg', rpe: 8, setType: 'failure' });
  }); // prettier-ignore

  it('skips a workout out of 2000–2100, unreadable, or over the size bounds, counting its sets', () => {
    const ctx = context();
    const cases: [Partial<ImportedWorkout>, RegExp][] = [
      [{ start: { local: '1999-12-31T12:00' } }, /outside 2000–2100/],
      [{ start: { local: '2101-01-01T12:00' } }, /outside 2000–2100/],
      [{ start: { local: 'yesterday' } }, /date could not be read/],
      [
        { exercises: [{ name: 'Curl', distanceUnit: null, supersetGroup: null, notes: null, sets: Array(51).fill(set()) }] },
        /at most 50 sets/,
      ],
    ]; // prettier-ignore
    for (const [over, message] of cases) {
      const plan = planWorkout(workout({ line: 9, ...over }), ctx);
      expect(plan.workout).toBeNull();
      expect(plan.warnings).toEqual([{ line: 9, message: expect.stringMatching(message) }]);
      expect(plan.skipped).toBe(over.exercises?.[0]?.sets.length ?? 1);
    }
  });

  it('skips a set out of range and drops an RPE that is not one, keeping the rest', () => {
    const plan = planWorkout(
      workout({
        exercises: [
          { name: 'Squat', distanceUnit: null, supersetGroup: null, notes: null, sets: [set({ weight: 9000 }), set({ rpe: 11 }), set()] },
        ],
      }),
      context(),
    ); // prettier-ignore
    expect(plan.skipped).toBe(1);
    expect(plan.workout!.setCount).toBe(2);
    expect(plan.workout!.exercises[0]!.sets[0]!.rpe).toBeNull();
    expect(plan.warnings.map((w) => w.message)).toEqual([
      'Squat, set 1: weight 9000 is outside 0–5000; the set was skipped',
      'Squat, set 2: RPE 11 is not 1–10 in half steps; it was left out',
    ]);
  });

  it('keeps a workout written with no exercises, but not one whose every set was refused', () => {
    expect(planWorkout(workout({ exercises: [] }), context()).workout).toMatchObject({
      type: 'mixed',
      setCount: 0,
    });
    const refused = planWorkout(
      workout({
        exercises: [{ name: 'Squat', distanceUnit: null, supersetGroup: null, notes: null, sets: [set({ reps: -1 })] }],
      }),
      context(),
    ); // prettier-ignore
    expect(refused.workout).toBeNull();
    expect(refused.warnings.at(-1)!.message).toMatch(/no sets to import/);
  });

  it('counts the nth workout of a start and name, skipped or not, so two files agree', () => {
    const ctx = context();
    const old = planWorkout(workout({ start: { local: '1999-01-01T12:00' } }), ctx);
    expect(old.workout).toBeNull();
    const a = planWorkout(workout(), ctx).workout!;
    const b = planWorkout(workout(), ctx).workout!;
    expect(a.key).toBe(workoutKey('strong', '2024-03-26T17:26:00', 'Push', 1));
    expect(b.key).toBe(workoutKey('strong', '2024-03-26T17:26:00', 'Push', 2));
  });

  it.each<[string, ImportedSet[], DistanceUnit | null, Partial<PlanContext>, string[]]>([
    ['a weight in the file’s unit', [set()], null, {}, []],
    ['a weight with no unit', [set({ weightUnit: null })], null, {}, ['weightUnit']],
    ['a weight with no unit, the unit said', [set({ weightUnit: null })], null, { weightUnit: 'kg' }, []],
    ['a bodyweight set (no weight) with no unit', [set({ weightUnit: null, weight: null })], null, {}, []],
    ['a distance with no unit', [set({ weight: null, reps: null, distance: 5 })], null, {}, ['distanceUnit']],
    ['a distance in the exercise’s unit', [set({ weight: null, reps: null, distance: 5 })], 'km', {}, []],
    ['a distance with no unit, the unit said', [set({ weight: null, reps: null, distance: 5 })], null, { distanceUnit: 'miles' }, []],
    ['a time with no units at all', [set({ weight: null, weightUnit: null, reps: null, duration: 60 })], null, {}, []],
    ['both, distance first', [set({ weight: null, weightUnit: null, distance: 1 }), set({ weightUnit: null })], null, {}, ['weightUnit', 'distanceUnit']],
    ['a set skipped out of range needs nothing', [set({ weightUnit: null, weight: 9000 }), set({ weightUnit: 'kg' })], null, {}, []],
  ])('needs: %s → %j', (_what, sets, distanceUnit, ctx, needs) => {
    const plan = planWorkout(
      workout({ exercises: [{ name: 'X', distanceUnit, supersetGroup: null, notes: null, sets }] }),
      context(ctx),
    );
    expect(plan.needs).toEqual(needs);
  }); // prettier-ignore

  it('needs nothing for a workout it skips', () => {
    const plan = planWorkout(
      workout({ start: { local: '1999-01-01T12:00' }, exercises: [{ name: 'X', distanceUnit: null, supersetGroup: null, notes: null, sets: [set({ weightUnit: null })] }] }),
      context(),
    ); // prettier-ignore
    expect(plan).toMatchObject({ workout: null, needs: [] });
  });

  it('lists names logged as written, with their kept sets and a suggestion', () => {
    const plan = planWorkout(
      workout(),
      context({ nameOf: (name) => ({ name, mapped: false, suggestion: 'Bench Press' }) }),
    );
    expect(plan.unmapped).toEqual([
      { name: 'Bench Press (Barbell)', sets: 1, suggestion: 'Bench Press' },
    ]);
  });
});

describe('WarningList', () => {
  it('answers every warning up to the cap, else the first ones and how many more', () => {
    const list = new WarningList(3);
    for (let i = 1; i <= 3; i++) list.add({ line: i, message: `w${i}` });
    expect(list.answer()).toHaveLength(3);
    for (let i = 4; i <= 7; i++) list.add({ line: i, message: `w${i}` });
    expect(list.answer()).toEqual([
      { line: 1, message: 'w1' },
      { line: 2, message: 'w2' },
      { line: null, message: '5 more warnings are not shown' },
    ]);
    expect(list.count).toBe(7);
  });
});

describe('UnmappedTally', () => {
  it('sums sets by name, most sets first, then by name, within the limit', () => {
    const tally = new UnmappedTally();
    tally.add({ name: 'B', sets: 2, suggestion: null });
    tally.add({ name: 'A', sets: 2, suggestion: 'Ab' });
    tally.add({ name: 'C', sets: 1, suggestion: null });
    tally.add({ name: 'C', sets: 4, suggestion: null });
    expect(tally.answer(2)).toEqual([
      { name: 'C', sets: 5, suggestion: null },
      { name: 'A', sets: 2, suggestion: 'Ab' },
    ]);
  });
});
