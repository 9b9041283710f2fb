import { describe, expect, it } from 'vitest';
import { localDayOf } from '../../../shared/local-day';
import type { Goal } from '../../../shared/schemas/goals';
import type { Exercise, Workout } from '../../../shared/schemas/workouts';
import { muscleGroupOf } from './muscle-groups';
import {
  allSuggestions,
  buildSuggestions,
  MAX_SUGGESTIONS,
  type SuggestionInput,
} from './suggestions';

// 20:00 on 2026-03-10 in Honolulu (UTC−10); 19:00 on 2026-03-11 in Tonga (UTC+13).
const NOW = new Date('2026-03-11T06:00:00Z');
const HONOLULU = 'Pacific/Honolulu';

let n = 0;
const ex = (o: Partial<Exercise> = {}): Exercise => ({
  id: `e${n++}`,
  workoutId: 'w',
  name: 'Bench Press',
  sets: 3,
  reps: 10,
  weight: 135,
  duration: null,
  distance: null,
  distanceUnit: 'miles',
  intensity: 'moderate',
  restTime: 60,
  supersetGroup: null,
  weightUnit: 'lb',
  setList: [],
  personalRecord: null,
  ...o,
});

/** A workout done at `iso` (UTC). */
const wo = (iso: string, o: Partial<Workout> = {}): Workout => ({
  id: `w${n++}`,
  userId: 'u',
  name: 'Push Day',
  type: 'strength',
  notes: null,
  duration: 1800,
  distance: 0,
  completedAt: new Date(iso).toISOString(),
  // Logged in Honolulu, where these tests' user is: its kept day is Honolulu's (issue 26 §3).
  day: localDayOf(new Date(iso), HONOLULU),
  createdAt: new Date(iso).toISOString(),
  routineId: null,
  exercises: [ex()],
  ...o,
});

const goal = (o: Partial<Goal> = {}): Goal => ({
  id: `00000000-0000-4000-8000-00000000000${n++ % 10}`,
  userId: 'u',
  title: 'Run 50 miles',
  description: null,
  type: 'distance',
  targetValue: 50,
  currentValue: 10,
  unit: 'miles',
  deadline: null,
  isCompleted: false,
  progressPercentage: 20,
  completedAt: null,
  createdAt: NOW.toISOString(),
  tracking: 'manual',
  trackExercise: null,
  trackWorkoutType: null,
  startValue: null,
  ...o,
});

const input = (o: Partial<SuggestionInput> = {}): SuggestionInput => ({
  now: NOW,
  timeZone: HONOLULU,
  weightUnit: 'lb',
  workouts: [],
  lastWorkout: null,
  joined: '2025-01-01',
  goals: [],
  personalBests: [],
  streak: { today: '2026-03-10', days: [] },
  ...o,
});

/** Every rule's insight, before the daily cap, to test rules one at a time. */
const all = (o: Partial<SuggestionInput>) => allSuggestions(input(o));
const kinds = (o: Partial<SuggestionInput>) => all(o).map((s) => s.kind);

// Local (Honolulu) times: today is 2026-03-10, yesterday 2026-03-09.
const TODAY_MORNING = '2026-03-10T18:00:00Z'; // 08:00 on the 10th
const YESTERDAY = '2026-03-10T05:00:00Z'; // 19:00 on the 9th
const TWO_DAYS_AGO = '2026-03-09T05:00:00Z'; // 19:00 on the 8th

/** Streak days recorded on these days, Honolulu's today the 10th. */
const recorded = (...days: string[]) => ({ streak: { today: '2026-03-10', days } });

describe('streak about to break', () => {
  it('asks for a workout today after a run of days ending yesterday', () => {
    const workouts = [wo(YESTERDAY, { name: 'Leg Day' }), wo(TWO_DAYS_AGO)];
    const [s] = buildSuggestions(input({ workouts, ...recorded('2026-03-09', '2026-03-08') }));
    expect(s).toMatchObject({
      id: 'streak:2026-03-10',
      kind: 'streak',
      title: 'Keep your 2-day streak alive',
      goalId: null,
      prefill: { name: 'Leg Day', type: 'strength' },
    });
    expect(s!.prefill.exercises[0]).toMatchObject({ name: 'Bench Press', weight: 135 });
  });

  it('says nothing once today has a workout, or when yesterday had none', () => {
    const today = { workouts: [wo(TODAY_MORNING), wo(YESTERDAY)] };
    expect(kinds({ ...today, ...recorded('2026-03-10', '2026-03-09') })).not.toContain('streak');
    const gap = { workouts: [wo(TWO_DAYS_AGO)] };
    expect(kinds({ ...gap, ...recorded('2026-03-08') })).not.toContain('streak');
  });

  it('counts the days recorded at logging, not when the workouts fall in the zone now', () => {
    // 10:30 UTC on the 10th is 23:30 yesterday in Tonga (UTC+13), where it is already the 11th;
    // but the workout was recorded on the 11th there, so it is today's and nothing is at risk.
    const workouts = [wo('2026-03-10T10:30:00Z')];
    const tonga = { workouts, timeZone: 'Pacific/Tongatapu' };
    expect(
      kinds({ ...tonga, streak: { today: '2026-03-11', days: ['2026-03-11'] } }),
    ).not.toContain('streak');
    const yesterday = all({ ...tonga, streak: { today: '2026-03-11', days: ['2026-03-10'] } });
    expect(yesterday[0]!.id).toBe('streak:2026-03-11');
  });
});

describe('goals overdue or close to done', () => {
  it('names the goal whose deadline passed longest ago', () => {
    const g1 = goal({ title: 'Late', deadline: '2026-03-01', progressPercentage: 40 });
    const g2 = goal({ title: 'Later', deadline: '2026-03-05' });
    const s = all({ goals: [g2, g1] }).find((x) => x.kind === 'goal-overdue')!;
    expect(s).toMatchObject({
      id: `goal-overdue:${g1.id}:2026-03-10`,
      goalId: g1.id,
      title: '"Late" is past its deadline',
      prefill: { type: 'cardio', exercises: [] },
    });
    expect(s.message).toContain('Mar 1');
    expect(s.message).toContain('40% (10 of 50 miles)');
  });

  it('does not call a goal due today, or a completed one, overdue', () => {
    const dueToday = goal({ deadline: '2026-03-10' });
    const done = goal({ deadline: '2026-03-01', isCompleted: true, progressPercentage: 100 });
    expect(kinds({ goals: [dueToday, done] })).not.toContain('goal-overdue');
  });

  it('cheers on the goal nearest to done from 75 %', () => {
    const near = goal({
      title: 'Bench 225',
      type: 'strength',
      progressPercentage: 90,
      currentValue: 45,
    });
    const s = all({ goals: [goal({ progressPercentage: 74 }), near] }).find(
      (x) => x.kind === 'goal-close',
    )!;
    expect(s).toMatchObject({ goalId: near.id, title: 'Almost there: Bench 225' });
    expect(s.message).toBe("You're at 90% (45 of 50 miles). Just 5 miles to go.");
    expect(s.prefill.type).toBe('strength');
    expect(kinds({ goals: [goal({ progressPercentage: 74 })] })).not.toContain('goal-close');
  });
});

describe('personal best to beat', () => {
  const best = {
    name: 'Bench Press',
    weight: 185,
    sets: 3,
    reps: 5,
    times: 4,
    lastDoneAt: new Date(TWO_DAYS_AGO),
  };

  it('offers one step above the heaviest weight, in the user’s unit', () => {
    const lb = all({ personalBests: [best] }).find((s) => s.kind === 'personal-best')!;
    expect(lb.id).toBe('personal-best:bench-press:2026-03-10');
    expect(lb.message).toBe(
      'Your heaviest Bench Press is 185 lbs for 5 reps. Try 190 lbs next time.',
    );
    expect(lb.prefill.exercises[0]).toMatchObject({
      name: 'Bench Press',
      sets: 3,
      reps: 5,
      weight: 190,
    });
    const kg = all({ personalBests: [best], weightUnit: 'kg' }).find(
      (s) => s.kind === 'personal-best',
    )!;
    expect(kg.message).toBe(
      'Your heaviest Bench Press is 84 kg for 5 reps. Try 86.5 kg next time.',
    );
    expect(kg.prefill.exercises[0]!.weight).toBe(190.5);
  });

  it('skips one-offs, stale bests and lifts already done today', () => {
    const skip = (o: Partial<typeof best>) =>
      kinds({ personalBests: [{ ...best, ...o }] }).includes('personal-best');
    expect(skip({ times: 1 })).toBe(false);
    expect(skip({ lastDoneAt: new Date('2026-02-20T05:00:00Z') })).toBe(false);
    expect(skip({ lastDoneAt: new Date(TODAY_MORNING) })).toBe(false);
  });
});

describe('workout type missing this week', () => {
  it('names the core type done least recently, with when it was last done', () => {
    const workouts = [
      wo(TODAY_MORNING),
      wo('2026-02-25T18:00:00Z', { type: 'cardio', name: 'Long run' }),
      wo('2026-03-06T18:00:00Z', { type: 'flexibility', name: 'Yoga' }),
    ];
    const s = all({ workouts }).find((x) => x.kind === 'missing-type')!;
    expect(s).toMatchObject({
      id: 'missing-type:cardio:2026-03-10',
      title: 'Time for some cardio',
      message: 'Your last cardio workout was 13 days ago (Long run). Fit one in this week.',
      prefill: { name: 'Long run', type: 'cardio' },
    });
  });

  it('speaks of no weeks before the account was made', () => {
    const workouts = [wo(TODAY_MORNING, { type: 'cardio', name: 'Run' })];
    const young = all({ workouts, joined: '2026-03-09' }).find((x) => x.kind === 'missing-type')!;
    expect(young.message).toBe(
      "You haven't logged a strength workout since you joined. Add one for a balanced week.",
    );
    const old = all({ workouts }).find((x) => x.kind === 'missing-type')!;
    expect(old.message).toBe(
      "You haven't logged a strength workout in the last 5 weeks. Add one for a balanced week.",
    );
  });

  it('says nothing when strength, cardio and flexibility all happened this week', () => {
    const workouts = ['strength', 'cardio', 'flexibility'].map((type) =>
      wo(TODAY_MORNING, { type: type as Workout['type'] }),
    );
    expect(all({ workouts }).map((s) => s.kind)).not.toContain('missing-type');
  });
});

describe('muscle group missing this week', () => {
  it('names a group trained before but not in the last 7 days, with the usual exercise', () => {
    const legs = [ex({ name: 'Back Squat', weight: 225 }), ex({ name: 'Lunges', weight: 40 })];
    const workouts = [
      wo(TODAY_MORNING, { exercises: [ex({ name: 'Bench Press' })] }),
      wo('2026-02-20T18:00:00Z', { exercises: legs }),
      wo('2026-02-27T18:00:00Z', { exercises: [ex({ name: 'Back Squat', weight: 235 })] }),
    ];
    const s = all({ workouts }).find((x) => x.kind === 'muscle-group')!;
    expect(s.id).toBe('muscle-group:legs:2026-03-10');
    expect(s.message).toContain('legs 3 times');
    expect(s.prefill).toMatchObject({ name: 'Legs day', type: 'strength' });
    expect(s.prefill.exercises[0]).toMatchObject({ name: 'Back Squat', weight: 235 });
  });

  it.each([
    ['Leg curl', 'legs'],
    ['Barbell Back Squat', 'legs'],
    ['Push-ups', 'chest'],
    ['Pull ups', 'back'],
    ['Seated Overhead Press', 'shoulders'],
    ['Hammer curls', 'arms'],
    ['Plank', 'core'],
    ['Running', null],
    ['Lat pulldown', 'back'],
    ['Calf raises', 'legs'],
    ['Russian twists', 'core'],
    ['Burpees', null],
  ])('%s trains %s', (name, group) => {
    expect(muscleGroupOf(name)).toBe(group);
  });
});

describe('getting started', () => {
  it('helps with the first workout when there has never been one', () => {
    expect(buildSuggestions(input())).toEqual([
      expect.objectContaining({ id: 'first-workout:2026-03-10', kind: 'first-workout' }),
    ]);
  });

  it('welcomes back someone whose last workout is older than five weeks', () => {
    const last = wo('2026-01-02T18:00:00Z', { name: 'Full body' });
    const [s] = buildSuggestions(input({ lastWorkout: last }));
    expect(s).toMatchObject({ kind: 'comeback', prefill: { name: 'Full body' } });
    expect(s!.message).toContain('Jan 2');
  });

  it('names the day the last workout kept when it was logged, whatever the zone now', () => {
    // Issue 26 §3: 23:30 on Jan 2 in New York; the user is in Tokyo now, where it is Jan 3.
    const last = wo('2026-01-03T04:30:00Z', { name: 'Late lift', day: '2026-01-02' });
    const [s] = buildSuggestions(input({ lastWorkout: last, timeZone: 'Asia/Tokyo' }));
    expect(s).toMatchObject({ kind: 'comeback' });
    expect(s!.message).toContain('Late lift on Jan 2.');
  });
});

describe('the daily list', () => {
  const busy = input({
    workouts: [wo(YESTERDAY), wo(TWO_DAYS_AGO)],
    goals: [goal({ deadline: '2026-03-01' }), goal({ progressPercentage: 80 })],
    ...recorded('2026-03-09', '2026-03-08'),
  });

  it(`shows at most ${MAX_SUGGESTIONS}, most urgent first, with ids unique for the day`, () => {
    const list = buildSuggestions(busy);
    expect(list.map((s) => s.kind)).toEqual(['streak', 'goal-overdue', 'goal-close']);
    expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
    expect(list.every((s) => s.id.endsWith(':2026-03-10'))).toBe(true);
  });

  it('drops dismissed ones without pulling in the next in line (Maybe Later lowers the count)', () => {
    const list = buildSuggestions(busy, new Set(['streak:2026-03-10']));
    expect(list.map((s) => s.kind)).toEqual(['goal-overdue', 'goal-close']);
  });

  it('gives the same insights for the same data and clock', () => {
    expect(buildSuggestions(busy)).toEqual(buildSuggestions(busy));
  });
});
