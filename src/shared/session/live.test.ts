import { describe, expect, it } from 'vitest';
import { WORKOUT_LIMITS, createWorkoutBody } from '../schemas/workouts';
import {
  DEFAULT_REST_SECONDS,
  EMPTY_WORKOUT_NAME,
  addExerciseProblem,
  addSetProblem,
  currentSet,
  elapsedSeconds,
  liveReducer,
  restLeftMs,
  restoreLive,
  routineChanges,
  setCounts,
  startLive,
  toRoutineExercises,
  toWorkoutBody,
  volumeLbs,
  type LiveEvent,
  type LiveRoutine,
  type LiveState,
  type RoutineExerciseLike,
  type SetFields,
} from './live';

const T0 = 1_700_000_000_000;
const S = 1000;
const at = (seconds: number) => T0 + seconds * S;
const USER = '00000000-0000-4000-8000-000000000001';
const ROUTINE_ID = '00000000-0000-4000-8000-0000000000aa';

const target = (reps: number | null, weight: number | null, more: Partial<SetFields> = {}) => ({
  setType: 'normal' as const,
  reps,
  weight,
  weightUnit: 'lb' as const,
  duration: null,
  distance: null,
  rpe: null,
  ...more,
});
const exercise = (
  name: string,
  sets: SetFields[],
  more: Partial<RoutineExerciseLike> = {},
): RoutineExerciseLike => ({
  name,
  restSeconds: 120,
  supersetGroup: null,
  notes: null,
  distanceUnit: 'miles',
  setList: sets,
  ...more,
});

/** Bench 3 sets (a warm-up and a pyramid), rows 2 sets, and curls 1 set with no rest. */
const ROUTINE: LiveRoutine = {
  id: ROUTINE_ID,
  name: 'Push day',
  notes: 'Heavy week',
  exercises: [
    exercise('Bench Press', [
      target(10, 95, { setType: 'warmup' }),
      target(5, 185),
      target(3, 205),
    ]),
    exercise('Rows', [target(8, 135), target(8, 135)], { restSeconds: 90 }),
    exercise('Curls', [target(12, null)], { restSeconds: 0 }),
  ],
};

const start = (
  routine: LiveRoutine | null = ROUTINE,
  last?: Parameters<typeof startLive>[0]['last'],
) => startLive({ id: 'live-workout-1', now: at(0), routine, last });
const run = (state: LiveState, ...events: LiveEvent[]) => events.reduce(liveReducer, state);
const keys = (s: LiveState, e: number, set: number) => ({
  exerciseKey: s.exercises[e]!.key,
  setKey: s.exercises[e]!.sets[set]!.key,
});
const tick = (s: LiveState, e: number, set: number, seconds: number): LiveEvent => ({
  type: 'tickSet',
  ...keys(s, e, set),
  now: at(seconds),
});
/** Where the current set is, as [exercise, set] indexes. */
const where = (s: LiveState) => {
  const c = currentSet(s);
  return c ? [c.exerciseIndex, c.setIndex] : null;
};

describe('startLive', () => {
  it('lays out the routine, with the current at its first set', () => {
    const s = start();
    expect(s.name).toBe('Push day');
    expect(s.notes).toBe('Heavy week');
    expect(s.routineId).toBe(ROUTINE_ID);
    expect(s.exercises.map((e) => [e.name, e.sets.length, e.restSeconds])).toEqual([
      ['Bench Press', 3, 120],
      ['Rows', 2, 90],
      ['Curls', 1, 0],
    ]);
    expect(s.exercises[0]!.sets[0]).toMatchObject({ setType: 'warmup', reps: 10, weight: 95 });
    expect(where(s)).toEqual([0, 0]);
    expect(s.rest).toBeNull();
    expect(elapsedSeconds(s, at(75))).toBe(75);
  });

  it('an empty workout has no exercises, its own name and no routine', () => {
    const s = startLive({ id: 'live-workout-2', now: at(0), name: '  Evening lift ' });
    expect(s).toMatchObject({
      name: 'Evening lift',
      routineId: null,
      exercises: [],
      current: null,
    });
    expect(startLive({ id: 'live-workout-3', now: at(0) }).name).toBe(EMPTY_WORKOUT_NAME);
  });

  it('shows last time beside each set, by name as history groups it, and fills empty targets', () => {
    const s = start(ROUTINE, {
      'bench press': [
        { reps: 10, weight: 95, weightUnit: 'lb' },
        { reps: 5, weight: 180, weightUnit: 'lb' },
      ],
      curl: [{ reps: 10, weight: 15, weightUnit: 'kg' }],
    });
    const bench = s.exercises[0]!.sets;
    expect(bench.map((x) => x.last?.weight ?? null)).toEqual([95, 180, null]);
    // The routine's own target wins; last time only fills what it leaves empty.
    expect(bench[1]).toMatchObject({ weight: 185, reps: 5 });
    expect(s.exercises[2]!.sets[0]).toMatchObject({ reps: 12, weight: 15, weightUnit: 'kg' });
  });

  it('takes the default rest where the routine sets none', () => {
    const r = {
      ...ROUTINE,
      exercises: [exercise('Dips', [target(10, null)], { restSeconds: null })],
    };
    expect(start(r).exercises[0]!.restSeconds).toBe(DEFAULT_REST_SECONDS);
  });
});

describe('ticking a set and the rest timer', () => {
  it('starts the rest at the exercise rest and moves the current on', () => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 30));
    expect(s.exercises[0]!.sets[0]).toMatchObject({ done: true, doneAt: at(30) });
    expect(where(s)).toEqual([0, 1]);
    expect(s.rest).toMatchObject({ ...keys(s0, 0, 0), fullMs: 120 * S });
    expect(restLeftMs(s, at(50))).toBe(100 * S);
  });

  it.each<[string, number, number, number | null]>([
    ['rest 90 s after a set of rows', 1, 0, 90],
    ['no rest when the exercise rests 0 s', 2, 0, null],
  ])('%s', (_, e, set, seconds) => {
    const s0 = start();
    const s = run(s0, tick(s0, e, set, 10));
    expect(s.rest ? s.rest.fullMs / S : null).toBe(seconds);
  });

  it('starts no rest after the last set of the workout', () => {
    const s0 = start({ ...ROUTINE, exercises: [exercise('Squat', [target(5, 225)])] });
    const s = run(s0, tick(s0, 0, 0, 10));
    expect(s.rest).toBeNull();
    expect(s.current).toBeNull();
  });

  it('after an exercise, the current goes to the next one, then back to a set left earlier', () => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 1, 10), tick(s0, 0, 2, 20));
    expect(where(s)).toEqual([1, 0]);
    const rest = run(s, tick(s0, 1, 0, 30), tick(s0, 1, 1, 40), tick(s0, 2, 0, 50));
    // The warm-up was never ticked: it is what is left.
    expect(where(rest)).toEqual([0, 0]);
  });

  it('ends the rest at its own instant however late the tick, and rings once', () => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 0));
    const late = run(s, { type: 'tick', now: at(3_600) });
    expect(late.rest).toBeNull();
    expect(late.restEnded).toEqual({ seq: 1, at: at(120) });
    expect(run(late, { type: 'tick', now: at(3_601) }).restEnded?.seq).toBe(1);
  });

  it('a tick before the end changes nothing', () => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 0));
    expect(run(s, { type: 'tick', now: at(119) })).toBe(s);
  });

  it.each<[string, LiveEvent['type'], number, number | null, number | null]>([
    ['+15 s', 'restAdjust', 15, 125 * S, 135 * S],
    ['−15 s', 'restAdjust', -15, 95 * S, 120 * S],
    ['−15 s past zero ends it now', 'restAdjust', -200, 0, 120 * S],
    ['rest two minutes', 'restSet', 120, 120 * S, 120 * S],
    ['rest 0 s ends it', 'restSet', 0, null, null],
  ])('%s', (_, type, seconds, left, full) => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 0), { type, seconds, now: at(10) } as LiveEvent);
    expect(s.rest ? restLeftMs(s, at(10)) : null).toBe(left);
    expect(s.rest?.fullMs ?? null).toBe(full);
  });

  it('Skip rest ends it without the alarm', () => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 0), { type: 'restSkip', now: at(5) });
    expect(s.rest).toBeNull();
    expect(s.restEnded).toBeNull();
  });

  it('"rest two minutes" with no rest running starts one after the set ticked last', () => {
    const s0 = start();
    const s = run(
      s0,
      tick(s0, 0, 0, 0),
      { type: 'restSkip', now: at(5) },
      { type: 'restSet', seconds: 120, now: at(10) },
    );
    expect(s.rest).toMatchObject({ ...keys(s0, 0, 0), fullMs: 120 * S });
    expect(restLeftMs(s, at(10))).toBe(120 * S);
  });

  it.each([-1, 1.5, WORKOUT_LIMITS.restTime + 1, Number.NaN])('rest of %s s is refused', (n) => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 0));
    expect(run(s, { type: 'restSet', seconds: n, now: at(1) })).toBe(s);
  });

  it('unticking a set makes it current and ends its rest', () => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 0), { type: 'untickSet', ...keys(s0, 0, 0), now: at(5) });
    expect(s.exercises[0]!.sets[0]).toMatchObject({ done: false, doneAt: null });
    expect(where(s)).toEqual([0, 0]);
    expect(s.rest).toBeNull();
  });

  it('ticking a set twice is one tick', () => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 0));
    expect(run(s, tick(s0, 0, 0, 5))).toBe(s);
  });
});

describe('supersets alternate', () => {
  // A: 3 sets, B: 4 sets, in group 1; then C alone.
  const SUPERSET: LiveRoutine = {
    ...ROUTINE,
    exercises: [
      exercise('A', [target(8, 50), target(8, 50), target(8, 50)], {
        supersetGroup: 1,
        restSeconds: 60,
      }),
      exercise('B', [target(8, 40), target(8, 40), target(8, 40), target(8, 40)], {
        supersetGroup: 1,
        restSeconds: 75,
      }),
      exercise('C', [target(10, null)]),
    ],
  };

  it('moves A → B → A with rest only at the end of each round, at the last exercise’s rest', () => {
    let s = start(SUPERSET);
    const steps: [number[] | null, number | null][] = [];
    // Always tick the current set, as a person following the screen does.
    for (let n = 0; n < 8; n++) {
      const c = currentSet(s)!;
      s = run(s, { type: 'tickSet', ...keys(s, c.exerciseIndex, c.setIndex), now: at(n * 100) });
      steps.push([where(s), s.rest ? s.rest.fullMs / S : null]);
    }
    expect(steps).toEqual([
      [[1, 0], null], // A1 → B1, mid-round: no rest
      [[0, 1], 75], // B1 ends round 1: B's rest
      [[1, 1], null],
      [[0, 2], 75],
      [[1, 2], null],
      [[1, 3], 75], // A is finished: B's last set is a round of one
      [[2, 0], 75], // the group is done: on to C
      [null, null], // C was the last set: no rest
    ]);
  });
});

describe('voice actions', () => {
  it('"did 8 at 185" fills the current set and ticks it; no unit keeps the set’s', () => {
    const s0 = start();
    const s = run(s0, { type: 'did', reps: 8, weight: 100, now: at(10) });
    expect(s.exercises[0]!.sets[0]).toMatchObject({
      reps: 8,
      weight: 100,
      weightUnit: 'lb',
      done: true,
    });
    const kg = run(s, { type: 'did', reps: 5, weight: 80, unit: 'kg', now: at(200) });
    expect(kg.exercises[0]!.sets[1]).toMatchObject({
      reps: 5,
      weight: 80,
      weightUnit: 'kg',
      done: true,
    });
  });

  it.each<[string, LiveEvent]>([
    ['a weight off the 0.5 grid', { type: 'did', reps: 8, weight: 185.3, now: at(1) }],
    ['too heavy', { type: 'did', reps: 8, weight: WORKOUT_LIMITS.weight + 1, now: at(1) }],
    ['negative reps', { type: 'did', reps: -1, now: at(1) }],
    ['fractional reps', { type: 'reps', reps: 2.5, now: at(1) }],
  ])('refuses %s', (_, event) => {
    const s = start();
    expect(run(s, event)).toBe(s);
  });

  it('"8 reps" ticks the current set; said during the rest, it corrects the set just done', () => {
    const s0 = start();
    const s = run(s0, { type: 'reps', reps: 9, now: at(10) });
    expect(s.exercises[0]!.sets[0]).toMatchObject({ reps: 9, done: true });
    const fixed = run(s, { type: 'reps', reps: 7, now: at(20) });
    expect(fixed.exercises[0]!.sets[0]!.reps).toBe(7);
    expect(fixed.exercises[0]!.sets[1]!.done).toBe(false);
    // After the rest, it is the next set's report.
    const next = run(fixed, { type: 'reps', reps: 4, now: at(200) });
    expect(next.exercises[0]!.sets[1]).toMatchObject({ reps: 4, done: true });
  });

  it('"done" ticks the current set as it stands', () => {
    const s0 = start();
    const s = run(s0, { type: 'setDone', now: at(10) });
    expect(s.exercises[0]!.sets[0]).toMatchObject({ reps: 10, weight: 95, done: true });
    expect(where(s)).toEqual([0, 1]);
  });

  it('"same again" ticks the current set with the set ticked last', () => {
    const s0 = start();
    const s = run(
      s0,
      { type: 'did', reps: 6, weight: 190, unit: 'kg', now: at(10) },
      { type: 'sameAgain', now: at(200) },
    );
    expect(s.exercises[0]!.sets[1]).toMatchObject({
      reps: 6,
      weight: 190,
      weightUnit: 'kg',
      done: true,
    });
    expect(run(s0, { type: 'sameAgain', now: at(1) })).toBe(s0);
  });

  it('"next exercise" moves to the next exercise’s first unticked set, never the same one', () => {
    const s0 = start();
    const s = run(s0, { type: 'nextExercise', now: at(1) });
    expect(where(s)).toEqual([1, 0]);
    expect(where(run(s, { type: 'nextExercise', now: at(2) }))).toEqual([2, 0]);
    expect(
      where(run(s, { type: 'nextExercise', now: at(2) }, { type: 'nextExercise', now: at(3) })),
    ).toEqual([0, 0]);
  });

  it('"add a set" copies the current exercise’s last set, unticked', () => {
    const s0 = start();
    const s = run(s0, { type: 'addSet', now: at(1) });
    const bench = s.exercises[0]!.sets;
    expect(bench).toHaveLength(4);
    expect(bench[3]).toMatchObject({ reps: 3, weight: 205, done: false, last: null });
    expect(where(s)).toEqual([0, 0]);
  });
});

describe('editing, adding, removing and moving', () => {
  it.each<[string, Partial<SetFields>, boolean]>([
    ['reps', { reps: 6 }, true],
    ['weight in kg', { weight: 82.5, weightUnit: 'kg' }, true],
    ['a drop set with RPE 8.5', { setType: 'drop', rpe: 8.5 }, true],
    ['clearing the weight', { weight: null }, true],
    ['RPE 11', { rpe: 11 }, false],
    ['RPE 7.3', { rpe: 7.3 }, false],
    ['a weight of 0.25', { weight: 0.25 }, false],
    ['an unknown set type', { setType: 'giant' as SetFields['setType'] }, false],
    ['a duration over a day', { duration: WORKOUT_LIMITS.duration + 1 }, false],
  ])('edit %s (%#)', (_, patch, accepted) => {
    const s0 = start();
    const s = run(s0, { type: 'editSet', ...keys(s0, 0, 1), patch, now: at(1) });
    if (accepted) expect(s.exercises[0]!.sets[1]).toMatchObject(patch);
    else expect(s).toBe(s0);
  });

  it('adds an exercise with last time’s sets, and a blank one without', () => {
    const s0 = start();
    const s = run(
      s0,
      {
        type: 'addExercise',
        name: 'Dips',
        last: [
          { reps: 10, weight: 25, weightUnit: 'lb' },
          { reps: 8, weight: 25, weightUnit: 'lb' },
        ],
        now: at(1),
      },
      { type: 'addExercise', name: 'Plank', now: at(2) },
    );
    expect(s.exercises.map((e) => [e.name, e.sets.length])).toEqual([
      ['Bench Press', 3],
      ['Rows', 2],
      ['Curls', 1],
      ['Dips', 2],
      ['Plank', 1],
    ]);
    expect(s.exercises[3]!.sets[1]).toMatchObject({ reps: 8, weight: 25, last: { reps: 8 } });
    expect(s.exercises[4]!.restSeconds).toBe(DEFAULT_REST_SECONDS);
    // Every key is its own.
    const all = s.exercises.flatMap((e) => [e.key, ...e.sets.map((x) => x.key)]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('an empty workout’s first exercise becomes current', () => {
    const s0 = startLive({ id: 'live-workout-2', now: at(0) });
    const s = run(s0, { type: 'addExercise', name: 'Squat', now: at(1) });
    expect(where(s)).toEqual([0, 0]);
    expect(run(s0, { type: 'addExercise', name: '   ', now: at(1) })).toBe(s0);
  });

  it('removing the current set or exercise moves the current to the next unticked set', () => {
    const s0 = start();
    expect(where(run(s0, { type: 'removeSet', ...keys(s0, 0, 0), now: at(1) }))).toEqual([0, 0]);
    const s = run(s0, { type: 'removeExercise', exerciseKey: s0.exercises[0]!.key, now: at(1) });
    expect(s.exercises.map((e) => e.name)).toEqual(['Rows', 'Curls']);
    expect(where(s)).toEqual([0, 0]);
  });

  it('removing the set being rested after ends the rest', () => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 0), { type: 'removeSet', ...keys(s0, 0, 0), now: at(1) });
    expect(s.rest).toBeNull();
  });

  it('moves exercises and sets, clamped into the list', () => {
    const s0 = start();
    const s = run(
      s0,
      { type: 'moveExercise', exerciseKey: s0.exercises[2]!.key, to: 0, now: at(1) },
      { type: 'moveSet', ...keys(s0, 0, 0), to: 99, now: at(2) },
    );
    expect(s.exercises.map((e) => e.name)).toEqual(['Curls', 'Bench Press', 'Rows']);
    expect(s.exercises[1]!.sets.map((x) => x.reps)).toEqual([5, 3, 10]);
    // The current is the same set, wherever it went.
    expect(s.current).toEqual(s0.current);
  });

  it('edits an exercise’s rest and superset within bounds', () => {
    const s0 = start();
    const key = s0.exercises[0]!.key;
    const s = run(s0, {
      type: 'editExercise',
      exerciseKey: key,
      patch: { restSeconds: 180, supersetGroup: 2 },
      now: at(1),
    });
    expect(s.exercises[0]).toMatchObject({ restSeconds: 180, supersetGroup: 2 });
    const bad = { type: 'editExercise', exerciseKey: key, now: at(1) } as const;
    expect(run(s0, { ...bad, patch: { supersetGroup: 0 } })).toBe(s0);
    expect(run(s0, { ...bad, patch: { restSeconds: WORKOUT_LIMITS.restTime + 1 } })).toBe(s0);
  });

  it('notes and the name are bounded', () => {
    const s0 = start();
    expect(run(s0, { type: 'notes', notes: ' felt strong ', now: at(1) }).notes).toBe(
      'felt strong',
    );
    expect(
      run(s0, { type: 'notes', notes: 'x'.repeat(WORKOUT_LIMITS.notes + 1), now: at(1) }),
    ).toBe(s0);
    expect(run(s0, { type: 'rename', name: 'Push A', now: at(1) }).name).toBe('Push A');
    expect(run(s0, { type: 'rename', name: ' ', now: at(1) })).toBe(s0);
  });
});

describe('the bounds of one workout (WORKOUT_LIMITS)', () => {
  it('refuses a set beyond an exercise’s 50, says why once, and clears it on the next change', () => {
    const many = Array.from({ length: WORKOUT_LIMITS.sets }, () => target(5, 100));
    const s0 = start({ ...ROUTINE, exercises: [exercise('Squat', many)] });
    const key = s0.exercises[0]!.key;
    expect(addSetProblem(s0, key)?.field).toBe('sets');
    const s = run(s0, { type: 'addSet', exerciseKey: key, now: at(1) });
    expect(s.exercises[0]!.sets).toHaveLength(WORKOUT_LIMITS.sets);
    expect(s.refused?.field).toBe('sets');
    expect(run(s, tick(s, 0, 0, 2)).refused).toBeNull();
  });

  it('refuses an exercise beyond the workout’s 40', () => {
    const forty = Array.from({ length: WORKOUT_LIMITS.exercisesPerWorkout }, (_, i) =>
      exercise(`E${i}`, [target(5, 100)]),
    );
    const s0 = start({ ...ROUTINE, exercises: forty });
    expect(addExerciseProblem(s0)?.field).toBe('exercises');
    const s = run(s0, { type: 'addExercise', name: 'One more', now: at(1) });
    expect(s.exercises).toHaveLength(WORKOUT_LIMITS.exercisesPerWorkout);
    expect(s.refused?.field).toBe('exercises');
  });
});

describe('pause', () => {
  it('stops the elapsed time and the rest together, and a tick resumes', () => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 60), { type: 'pause', now: at(70) });
    expect(elapsedSeconds(s, at(1_000))).toBe(70);
    expect(restLeftMs(s, at(1_000))).toBe(110 * S);
    const back = run(s, { type: 'resume', now: at(370) });
    expect(elapsedSeconds(back, at(400))).toBe(100);
    expect(restLeftMs(back, at(400))).toBe(80 * S);
    const ticked = run(s, tick(s0, 0, 1, 500));
    expect(ticked.pausedAt).toBeNull();
    expect(elapsedSeconds(ticked, at(500))).toBe(70);
  });
});

describe('readers', () => {
  const done = () => {
    const s0 = start();
    return run(
      s0,
      tick(s0, 0, 0, 60), // warm-up 10 × 95: no volume
      { type: 'did', reps: 5, weight: 100, unit: 'kg', now: at(300) },
      tick(s0, 1, 0, 600),
      { type: 'pause', now: at(700) },
      { type: 'resume', now: at(1_000) },
    );
  };

  it('counts sets and volume (pounds, warm-ups left out, kg converted)', () => {
    const s = done();
    expect(setCounts(s)).toEqual({ done: 3, total: 6, unticked: 3 });
    expect(volumeLbs(s)).toBeCloseTo(5 * 100 * 2.20462 + 8 * 135, 6);
  });

  it('builds the one POST /api/workouts body the server accepts', () => {
    const s = run(done(), { type: 'finish', now: at(1_500) });
    const body = toWorkoutBody(s, at(9_999), USER)!;
    expect(body).toMatchObject({
      name: 'Push day',
      routineId: ROUTINE_ID,
      duration: 1_200, // 1,500 s less the 300 s pause
      completedAt: new Date(at(1_500)).toISOString(),
      notes: 'Heavy week',
    });
    expect(
      body.exercises.map((e) => [e.name, e.setList!.length, e.restTime, e.supersetGroup]),
    ).toEqual([
      ['Bench Press', 2, 120, null],
      ['Rows', 1, 90, null],
    ]);
    expect(body.exercises[0]!.setList![0]).toMatchObject({
      setType: 'warmup',
      reps: 10,
      weight: 95,
      done: true,
    });
    expect(createWorkoutBody.safeParse(body).success).toBe(true);
  });

  it('has no body when nothing was ticked', () => {
    expect(toWorkoutBody(start(), at(10), USER)).toBeNull();
  });

  it('finishing freezes the workout', () => {
    const s = run(done(), { type: 'finish', now: at(1_500) });
    expect(run(s, { type: 'sameAgain', now: at(1_600) })).toBe(s);
    expect(elapsedSeconds(s, at(5_000))).toBe(1_200);
  });
});

describe('routineChanges and toRoutineExercises', () => {
  it.each<[string, (s: LiveState) => LiveEvent[], Partial<ReturnType<typeof routineChanges>>]>([
    ['nothing changed, only ticked', (s) => [tick(s, 0, 0, 1)], { changed: false }],
    [
      'a heavier set',
      (s) => [{ type: 'editSet', ...keys(s, 0, 1), patch: { weight: 190 }, now: at(1) }],
      { values: true, sets: false, exercises: false, changed: true },
    ],
    ['a set added', () => [{ type: 'addSet', now: at(1) }], { sets: true, changed: true }],
    [
      'an exercise added',
      () => [{ type: 'addExercise', name: 'Dips', now: at(1) }],
      { exercises: true, changed: true },
    ],
    [
      'exercises reordered',
      (s) => [{ type: 'moveExercise', exerciseKey: s.exercises[0]!.key, to: 2, now: at(1) }],
      { exercises: true },
    ],
  ])('%s', (_, events, expected) => {
    const s0 = start();
    expect(routineChanges(run(s0, ...events(s0)), ROUTINE)).toMatchObject(expected);
  });

  it('gives the routine back as it stands', () => {
    expect(toRoutineExercises(start())).toEqual(
      ROUTINE.exercises.map((e) => ({ ...e, notes: null })),
    );
  });
});

describe('restoreLive', () => {
  it('keeps the rest running on the wall clock across a reload', () => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 0));
    const back = restoreLive(JSON.parse(JSON.stringify(s)) as LiveState, at(30));
    expect(restLeftMs(back, at(30))).toBe(90 * S);
    expect(elapsedSeconds(back, at(30))).toBe(30);
  });

  it('drops a rest that ran out while the page was gone, without an alarm', () => {
    const s0 = start();
    const s = run(s0, tick(s0, 0, 0, 0));
    const back = restoreLive(s, at(600));
    expect(back.rest).toBeNull();
    expect(back.restEnded).toBeNull();
  });

  it('repairs a current that points at nothing', () => {
    const s = { ...start(), current: { exerciseKey: 'gone', setKey: 'gone' } };
    expect(where(restoreLive(s, at(1)))).toEqual([0, 0]);
  });
});
