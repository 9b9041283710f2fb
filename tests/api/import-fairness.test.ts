// Issue 29 §4 through the API, on PGlite and on PostgreSQL: imported history is history. It
// fills records, exercise history, "last time" and Progress, but earns no XP, opens no streak,
// moves no board and counts toward no goal (a filled goal pays XP); a workout logged in the app
// afterwards earns exactly what it would have earned without the import, and has the imported
// record to beat.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExerciseHistory, LastExercise } from '../../src/shared/schemas/exercise-history';
import type { Goal } from '../../src/shared/schemas/goals';
import type { Lifts } from '../../src/shared/schemas/lifts';
import type { Progress } from '../../src/shared/schemas/progress';
import type { Workout } from '../../src/shared/schemas/workouts';
import type { Leaderboard, Progression } from '../../src/shared/schemas/progression';
import { makeExercise, postGoal, postWorkout } from '../factories';
import { importFile } from '../setup/import-file';
import { clockAt, signUp, useTestApp, type Me } from '../setup/test-app';

const t = useTestApp({ env: { LEADERBOARD_SWEEP_SECONDS: '0' } });

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/imports');

/** Noon on 10 June 2026 (UTC, the users' zone): "today" for every step below. */
const NOW = '2026-06-10T12:00:00Z';

const HEADER =
  'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE';
/**
 * Six Strong workouts (newer dialect, kilograms): more than a day's earning cap, one done this
 * morning and one yesterday (each would be a streak day, and count toward today's goals, if
 * imported history were activity), and a bench press record, 100 kg × 5, on 5 June.
 */
const STRONG_CSV = [
  HEADER,
  '1,2026-06-01 10:00:00,Push Day,3600,Bench Press (Barbell),1,80,5,,,,,',
  '2,2026-06-03 10:00:00,Leg Day,3600,Squat (Barbell),1,140,5,,,,,',
  '3,2026-06-05 10:00:00,Push Day,3000,Bench Press (Barbell),W,40,8,,,,,',
  '3,2026-06-05 10:00:00,Push Day,3000,Bench Press (Barbell),1,100,5,,,,,8',
  '3,2026-06-05 10:00:00,Push Day,3000,Bench Press (Barbell),2,100,5,,,,,9',
  '4,2026-06-07 10:00:00,Leg Day,3000,Squat (Barbell),1,130,5,,,,,',
  '5,2026-06-09 18:00:00,Leg Day,3000,Squat (Barbell),1,135,5,,,,,',
  '6,2026-06-10 09:00:00,Push Day,2400,Bench Press (Barbell),1,90,5,,,,,',
  '',
].join('\n');

/** Imports `csv` as the screen sends it (multipart `file`): it must succeed. */
const importCsv = (me: Me, csv: string) => importFile(me, csv);

const read = async <T>(me: Me, url: string): Promise<T> => {
  const res = await me.as({ url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};
const progression = (me: Me) => read<Progression>(me, '/api/progression/me');
const goalsOf = (me: Me) => read<Goal[]>(me, `/api/goals/${me.user.id}`);
const boards = async (me: Me) =>
  Promise.all(
    ['xp', 'level', 'streak', 'weekly_xp'].map((type) =>
      read<Leaderboard>(me, `/api/leaderboard/${type}`),
    ),
  );
/** What a board shows of everyone (the caller's own row aside, which names who asks). */
const standings = (b: Leaderboard[]) =>
  b.map((board) => ({ entries: board.entries, totalUsers: board.totalUsers }));

/** The workout logged in the app after the import: a lighter bench press, 40 minutes. */
const inApp = (me: Me) =>
  postWorkout(me, {
    name: 'Push Day',
    completedAt: NOW,
    duration: 40 * 60,
    exercises: [makeExercise({ name: 'Bench Press', sets: 3, reps: 5, weight: 135 })],
  });

/** Goals set before the import that imported history would fill, were it activity. */
const trackedGoals = async (me: Me) => ({
  count: await postGoal(me, {
    title: 'Two workouts',
    type: 'general',
    tracking: 'workouts',
    targetValue: 2,
    currentValue: 0,
    unit: 'workouts',
  }),
  lift: await postGoal(me, {
    title: 'Bench 150',
    type: 'strength',
    tracking: 'lift',
    trackExercise: 'Bench Press',
    targetValue: 150,
    currentValue: 0,
    unit: 'lbs',
  }),
});

describe('imported history is fair to everyone else (issue 29 §4)', () => {
  it('earns no XP, opens no streak, moves no board and fills no goal', async () => {
    clockAt(NOW);
    const rival = await signUp(t);
    await postWorkout(rival, { completedAt: NOW, duration: 30 * 60 });
    const me = await signUp(t);
    const goals = await trackedGoals(me);
    const before = await progression(me);
    const boardsBefore = standings(await boards(me));

    const result = await importCsv(me, STRONG_CSV);
    expect(result).toMatchObject({ workouts: 6, sets: 8, duplicates: 0 });

    const after = await progression(me);
    expect(after).toMatchObject({
      totalXp: before.totalXp,
      currentLevel: before.currentLevel,
      weeklyXp: 0,
      workoutStreak: 0,
      longestStreak: 0,
      dailyXpCapReached: false,
    });
    expect(standings(await boards(me))).toEqual(boardsBefore);
    // A write that brings goals up to date (a weigh-in) finds nothing logged in the app.
    const weighIn = await me.as({
      method: 'POST',
      url: '/api/body-weights',
      payload: { weight: 180, unit: 'lb', measuredAt: NOW },
    });
    expect(weighIn.statusCode, weighIn.body).toBe(201);
    const tracked = await goalsOf(me);
    for (const goal of [goals.count, goals.lift]) {
      expect(tracked.find((g) => g.id === goal.id)).toMatchObject({
        currentValue: 0,
        completedAt: null,
      });
    }
    expect((await progression(me)).totalXp).toBe(before.totalXp);
  });

  it('fills records, exercise history, "last time" and Progress', async () => {
    clockAt(NOW);
    const me = await signUp(t);
    await importCsv(me, STRONG_CSV);

    const history = await read<ExerciseHistory>(me, '/api/exercises/history?name=Bench%20Press');
    expect(history.entries.map((e) => [e.day, e.personalRecord])).toEqual([
      ['2026-06-01', false],
      ['2026-06-05', true],
      ['2026-06-10', false],
    ]);
    // The warm-up is kept as a warm-up, the RPE as written.
    expect(history.entries[1]!.setList.map((s) => [s.setType, s.weight, s.rpe])).toEqual([
      ['warmup', 40, null],
      ['normal', 100, 8],
      ['normal', 100, 9],
    ]);
    expect(history.best?.day).toBe('2026-06-05');

    const last = await read<LastExercise>(me, '/api/exercises/last?name=Bench%20Press');
    expect(last).toMatchObject({ day: '2026-06-10', workoutName: 'Push Day' });
    expect(last.setList[0]).toMatchObject({ weight: 90, weightUnit: 'kg', reps: 5 });

    const lifts = await read<Lifts>(me, `/api/progress/${me.user.id}/lifts`);
    const bench = lifts.exercises.find((e) => e.name === 'Bench Press');
    expect(bench).toMatchObject({ timesDone: 3 });
    expect(bench!.heaviestLbs).toBeCloseTo(220.462, 2);

    const progress = await read<Progress>(me, `/api/progress/${me.user.id}`);
    expect(progress.stats.totalWorkouts).toBe(6);
    expect(progress.weeks.reduce((n, w) => n + w.workouts, 0)).toBe(6);
  });

  it('a workout logged in the app afterwards earns as usual and has the imported record to beat', async () => {
    clockAt(NOW);
    // The same workout, logged by someone who imported nothing: what it earns.
    const control = await signUp(t);
    const controlGoals = await trackedGoals(control);
    await inApp(control);
    const earned = await progression(control);
    expect(earned.totalXp).toBeGreaterThan(0);

    const me = await signUp(t);
    const goals = await trackedGoals(me);
    await importCsv(me, STRONG_CSV);
    const logged = await inApp(me);

    // Six imported workouts took no place under the daily cap: it earns in full.
    expect(await progression(me)).toMatchObject({
      totalXp: earned.totalXp,
      currentLevel: earned.currentLevel,
      weeklyXp: earned.weeklyXp,
      // Today only: yesterday's imported workout is no streak day.
      workoutStreak: 1,
      longestStreak: 1,
    });
    // The goals count the app's workout alone, as the control's do.
    const mine = await goalsOf(me);
    const theirs = await goalsOf(control);
    for (const [goal, same] of [
      [goals.count, controlGoals.count],
      [goals.lift, controlGoals.lift],
    ] as const) {
      const value = theirs.find((g) => g.id === same.id)!.currentValue;
      expect(mine.find((g) => g.id === goal.id)).toMatchObject({ currentValue: value });
    }
    expect(mine.find((g) => g.id === goals.count.id)!.currentValue).toBe(1);

    // 135 lb × 5 beats nothing: the imported 100 kg × 5 is still the record.
    expect(logged.exercises[0]!.personalRecord).toBeNull();
    const history = await read<ExerciseHistory>(me, '/api/exercises/history?name=Bench%20Press');
    expect(history.best?.day).toBe('2026-06-05');
    expect(history.entries.at(-1)).toMatchObject({ workoutId: logged.id, personalRecord: false });
    expect(history.entries.filter((e) => e.personalRecord).map((e) => e.day)).toEqual([
      '2026-06-05',
    ]);
  });

  it('an exercise history of years of imported sets still ends with the latest time', async () => {
    clockAt(NOW);
    const me = await signUp(t);
    // 501 imported bench presses, a day apart from 1 January 2024: more than the history shows.
    const day = (i: number) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
    const rows = Array.from(
      { length: 501 },
      (_, i) =>
        `${i + 1},${day(i)} 10:00:00,Push Day,1800,Bench Press (Barbell),1,${60 + (i % 10)},5,,,,,`,
    );
    await importCsv(me, [HEADER, ...rows, ''].join('\n'));
    const logged = await inApp(me);
    const history = await read<ExerciseHistory>(me, '/api/exercises/history?name=Bench%20Press');
    // The latest 500 of 502, oldest first: the two oldest imported ones are left out.
    expect(history.entries).toHaveLength(500);
    expect(history.entries[0]!.day).toBe(day(2));
    expect(history.entries.at(-1)!.workoutId).toBe(logged.id);
  });

  it('an imported weigh-in moves no body-weight goal (a filled goal pays XP)', async () => {
    clockAt(NOW);
    const me = await signUp(t);
    const weigh = async (weight: number, at: string) => {
      const res = await me.as({
        method: 'POST',
        url: '/api/body-weights',
        payload: { weight, unit: 'lb', measuredAt: at },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await weigh(200, '2026-06-10T08:00:00Z');
    const goal = await postGoal(me, {
      title: 'Lose 20 lb',
      type: 'weight_loss',
      tracking: 'body_weight',
      targetValue: 20,
      currentValue: 0,
      unit: 'lbs',
    });
    // Another Joey Fit server's newer weigh-in: 25 lb lighter, which would fill the goal.
    const file = JSON.stringify({
      exportedAt: NOW,
      workouts: [],
      goals: [],
      routines: [],
      weighIns: [{ weight: 175, unit: 'lb', measuredAt: '2026-06-10T11:00:00Z' }],
    });
    const imported = await importFile(me, file);
    expect(imported).toMatchObject({ source: 'joeyfit', weighIns: 1 });
    // A weigh-in made here (earlier than the imported one) brings the goal up to date.
    await weigh(195, '2026-06-10T10:00:00Z');
    expect((await goalsOf(me)).find((g) => g.id === goal.id)).toMatchObject({
      currentValue: 5,
      completedAt: null,
    });
    expect((await progression(me)).totalXp).toBe(0);
  });

  it('an imported workout moved to today earns nothing and opens no streak', async () => {
    clockAt(NOW);
    const me = await signUp(t);
    await importCsv(me, STRONG_CSV);
    const list = await read<Workout[]>(me, `/api/workouts/${me.user.id}`);
    const old = list.find((w) => w.day === '2026-06-03')!;
    const moved = await me.as({
      method: 'PUT',
      url: `/api/workouts/${old.id}`,
      payload: { completedAt: NOW, duration: 90 * 60 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await progression(me)).toMatchObject({ totalXp: 0, workoutStreak: 0, longestStreak: 0 });
  });

  it.each([
    'strong-ios.csv',
    'strong-android.csv',
    'strong-new-kg.csv',
    'strong-new-lbs.csv',
    'strong-old-units.csv',
    'hevy-kg.csv',
    'hevy-lbs.csv',
    'fitnotes.csv',
    'stronglifts-kg.csv',
    'stronglifts-lb.csv',
    'joeyfit.json',
  ])('%s: its history earns no XP, opens no streak and moves no board', async (fixture) => {
    const me = await signUp(t);
    const boardsBefore = standings(await boards(me));
    const file = readFileSync(path.join(FIXTURES, fixture));
    // The units for a file that does not say them (a file that does keeps its own).
    const result = await importFile(me, file, { weightUnit: 'kg', distanceUnit: 'km' });
    expect(result.workouts).toBeGreaterThan(0);
    // A write that settles progress and brings goals (an imported goal too) up to date.
    const weighIn = await me.as({
      method: 'POST',
      url: '/api/body-weights',
      payload: { weight: 80, unit: 'kg' },
    });
    expect(weighIn.statusCode, weighIn.body).toBe(201);
    expect(await progression(me)).toMatchObject({
      totalXp: 0,
      weeklyXp: 0,
      workoutStreak: 0,
      longestStreak: 0,
    });
    expect(standings(await boards(me))).toEqual(boardsBefore);
  });
});
