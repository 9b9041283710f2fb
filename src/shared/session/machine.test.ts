import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_SECONDS,
  DEFAULT_EXERCISE_SECONDS,
  SAMPLE_PLAN,
  completedExercises,
  createSession,
  exerciseStatus,
  formatClock,
  remainingMs,
  restoreSession,
  sessionReducer,
  sessionSeconds,
  setPlanOf,
  trainedSeconds,
  type SessionEvent,
  type SessionExercise,
  type SessionState,
} from './machine';

const T0 = 1_700_000_000_000;
const S = 1000;

const reps = (name: string, sets: number, r: number, rest: number): SessionExercise => ({
  id: name,
  name,
  sets,
  reps: r,
  duration: null,
  restTime: rest,
});
const hold = (name: string, sets: number, seconds: number, rest: number): SessionExercise => ({
  id: name,
  name,
  sets,
  reps: null,
  duration: seconds,
  restTime: rest,
});

/** Push-ups 2×10 rest 30, then a plank 2×20 s rest 10. */
const PLAN = [reps('Push-ups', 2, 10, 30), hold('Plank', 2, 20, 10)];

const run = (state: SessionState, ...events: SessionEvent[]) =>
  events.reduce(sessionReducer, state);
const started = (plan: readonly SessionExercise[] = PLAN) =>
  run(createSession(plan), { type: 'start', now: T0 });
const at = (seconds: number) => T0 + seconds * S;
const where = (s: SessionState) => ({ phase: s.phase, index: s.index, set: s.set });

describe('start', () => {
  it('begins the first set of a rep exercise at once, for 60 s when it has no duration', () => {
    const s = started();
    expect(where(s)).toEqual({ phase: 'exercise', index: 0, set: 1 });
    expect(s.running).toBe(true);
    expect(s.endsAt).toBe(at(DEFAULT_EXERCISE_SECONDS));
    expect(s.cue).toMatchObject({ seq: 1, phase: 'start', exercise: 0, set: 1 });
  });

  it('counts a timed hold in with 3-2-1 first', () => {
    const s = started([hold('Plank', 1, 45, 0)]);
    expect(s.phase).toBe('countdown');
    expect(s.endsAt).toBe(at(COUNTDOWN_SECONDS));
    const holding = run(s, { type: 'tick', now: at(COUNTDOWN_SECONDS) });
    expect(holding.phase).toBe('exercise');
    expect(holding.endsAt).toBe(at(COUNTDOWN_SECONDS + 45));
    // The coach spoke when the countdown began; "go" adds no second cue.
    expect(holding.cue?.seq).toBe(1);
  });

  it('is ignored once the session runs', () => {
    const s = started();
    expect(run(s, { type: 'start', now: at(5) })).toBe(s);
  });

  it('refuses a session without exercises', () => {
    expect(() => createSession([])).toThrow(/at least one exercise/);
  });
});

describe('the timer reaching zero (SPEC §4)', () => {
  // Each row: seconds after start → where the session is and the coach phase last cued.
  it.each([
    [59.999, 'exercise', 0, 1, 'start'],
    [60, 'rest', 0, 1, 'rest'], // sets remain: rest for the exercise's rest time
    [89.999, 'rest', 0, 1, 'rest'],
    [90, 'exercise', 0, 2, 'exercise'], // after rest the next set begins, set + 1
    [150, 'countdown', 1, 1, 'transition'], // last set done: next exercise at set 1
    [153, 'exercise', 1, 1, 'transition'],
    [173, 'rest', 1, 1, 'rest'],
    [183, 'countdown', 1, 2, 'exercise'],
    [186, 'exercise', 1, 2, 'exercise'],
    [206, 'complete', 1, 2, 'complete'], // after the last exercise
    [5000, 'complete', 1, 2, 'complete'],
  ] as const)('at %s s: %s, exercise %i, set %i, coach %s', (t, phase, index, set, coach) => {
    const s = run(started(), { type: 'tick', now: at(t) });
    expect(where(s)).toEqual({ phase, index, set });
    expect(s.cue?.phase).toBe(coach);
  });

  it('marks the session inactive when complete and records every set', () => {
    const s = run(started(), { type: 'tick', now: at(206) });
    expect(s.running).toBe(false);
    expect(s.finishedAt).toBe(at(206));
    expect(s.done).toEqual([
      { exercise: 0, set: 1, reps: 10, duration: null, repsSaid: false },
      { exercise: 0, set: 2, reps: 10, duration: null, repsSaid: false },
      { exercise: 1, set: 1, reps: null, duration: 20, repsSaid: false },
      { exercise: 1, set: 2, reps: null, duration: 20, repsSaid: false },
    ]);
    expect(trainedSeconds(s, at(9999))).toBe(206);
  });

  it('goes straight to the next set when the rest time is 0', () => {
    const s = run(started([reps('Burpees', 2, 5, 0)]), { type: 'tick', now: at(60) });
    expect(where(s)).toEqual({ phase: 'exercise', index: 0, set: 2 });
  });

  it('cues each phase once, in order, when ticked every second', () => {
    let s = started();
    const cues = [s.cue!.phase];
    for (let t = 1; t <= 210; t++) {
      const next = run(s, { type: 'tick', now: at(t) });
      if (next.cue?.seq !== s.cue?.seq) cues.push(next.cue!.phase);
      s = next;
    }
    expect(cues).toEqual([
      'start',
      'rest',
      'exercise',
      'transition',
      'rest',
      'exercise',
      'complete',
    ]);
  });
});

describe('pause and resume', () => {
  it('stops the clock with the time left and continues from it', () => {
    const paused = run(started(), { type: 'pause', now: at(20) });
    expect(paused.running).toBe(false);
    expect(remainingMs(paused, at(500))).toBe(40 * S);
    // Ticks while paused change nothing.
    expect(where(run(paused, { type: 'tick', now: at(500) }))).toEqual(where(paused));
    const resumed = run(paused, { type: 'resume', now: at(500) });
    expect(resumed.endsAt).toBe(at(540));
    expect(where(run(resumed, { type: 'tick', now: at(539.9) })).phase).toBe('exercise');
    expect(where(run(resumed, { type: 'tick', now: at(540) })).phase).toBe('rest');
  });

  it('leaves the paused time out of the time trained and of a hold', () => {
    const s = run(
      started([hold('Plank', 1, 45, 0)]),
      { type: 'tick', now: at(3) },
      { type: 'pause', now: at(13) },
      { type: 'resume', now: at(113) },
      { type: 'skip', now: at(118) },
    );
    expect(s.phase).toBe('complete');
    expect(s.done[0]!.duration).toBe(15);
    expect(trainedSeconds(s, at(999))).toBe(18);
  });

  it('catches up before pausing, and ignores a second pause or a resume while running', () => {
    const s = run(started(), { type: 'pause', now: at(70) });
    expect(s.phase).toBe('rest');
    expect(remainingMs(s, at(70))).toBe(20 * S);
    expect(run(s, { type: 'pause', now: at(80) })).toBe(s);
    const running = started();
    expect(run(running, { type: 'resume', now: at(5) })).toBe(running);
  });
});

describe('skip (Skip, "next", "done")', () => {
  const skip = (t: number) => ({ type: 'skip', now: at(t) }) as const;
  it.each([
    ['an exercise set with sets left: rest', [skip(10)], 'rest', 0, 1],
    ['a rest: the next set', [skip(10), skip(12)], 'exercise', 0, 2],
    ['the last set: the next exercise', [skip(10), skip(12), skip(14)], 'countdown', 1, 1],
  ] as const)('ends %s', (_, events, phase, index, set) => {
    expect(where(run(started(), ...events))).toEqual({ phase, index, set });
  });

  it('times the next phase from the skip, not from the planned end', () => {
    const s = run(started(), { type: 'skip', now: at(12) });
    expect(s.endsAt).toBe(at(42));
    expect(s.done[0]).toMatchObject({ reps: 10, repsSaid: false });
  });

  it('records the seconds actually held when a hold is cut short', () => {
    const s = run(started([hold('Plank', 1, 45, 0)]), { type: 'skip', now: at(33.4) });
    expect(s.phase).toBe('complete');
    expect(s.done[0]!.duration).toBe(30);
  });

  it('skips the 3-2-1 into the hold itself', () => {
    const s = run(started([hold('Plank', 1, 45, 0)]), { type: 'skip', now: at(1) });
    expect(s.phase).toBe('exercise');
    expect(s.endsAt).toBe(at(46));
  });

  it('carries on a paused session', () => {
    const s = run(started(), { type: 'pause', now: at(10) }, { type: 'skip', now: at(50) });
    expect(s.phase).toBe('rest');
    expect(s.running).toBe(true);
    expect(s.endsAt).toBe(at(80));
    expect(s.pausedMs).toBe(40 * S);
  });

  it('does nothing before the start or after the end', () => {
    const idle = createSession(PLAN);
    expect(run(idle, { type: 'skip', now: at(1) })).toBe(idle);
    const done = run(started(), { type: 'tick', now: at(999) });
    expect(run(done, { type: 'skip', now: at(1000) })).toEqual(done);
  });
});

describe('"I did 10" (reps said)', () => {
  it('ends the set with the reps said', () => {
    const s = run(started(), { type: 'reps', reps: 8, now: at(25) });
    expect(s.phase).toBe('rest');
    expect(s.done[0]).toMatchObject({ set: 1, reps: 8, repsSaid: true });
  });

  it('during the rest, corrects the set just done', () => {
    const s = run(
      started(),
      { type: 'tick', now: at(60) },
      { type: 'reps', reps: 11, now: at(65) },
    );
    expect(s.phase).toBe('rest');
    expect(s.endsAt).toBe(at(90));
    expect(s.done).toEqual([{ exercise: 0, set: 1, reps: 11, duration: null, repsSaid: true }]);
  });

  it('is ignored before the start', () => {
    const idle = createSession(PLAN);
    expect(run(idle, { type: 'reps', reps: 5, now: at(1) })).toBe(idle);
  });
});

describe('stop', () => {
  it('makes the session inactive and keeps what was done', () => {
    const s = run(started(), { type: 'tick', now: at(95) }, { type: 'stop', now: at(100) });
    expect(s.phase).toBe('stopped');
    expect(s.running).toBe(false);
    expect(s.done).toHaveLength(1);
    expect(s.finishedAt).toBe(at(100));
    expect(run(s, { type: 'resume', now: at(110) })).toBe(s);
    expect(run(s, { type: 'tick', now: at(999) })).toBe(s);
  });

  it('is ignored when nothing runs', () => {
    const idle = createSession(PLAN);
    expect(run(idle, { type: 'stop', now: at(1) })).toBe(idle);
  });
});

describe('the clock does not drift', () => {
  // An hour of sets and rests: 12 exercises × 5 sets × (45 s + 20 s rest), less the last rests.
  const HOUR_PLAN = Array.from({ length: 12 }, (_, i) =>
    i % 2 ? reps(`Lift ${i}`, 5, 8, 20) : hold(`Hold ${i}`, 5, 45, 20),
  ).map((e) => (e.reps ? { ...e, duration: 45 } : e));
  const planMs = HOUR_PLAN.reduce(
    (ms, e) =>
      ms +
      (e.sets * (e.duration! + (e.reps ? 0 : COUNTDOWN_SECONDS)) + (e.sets - 1) * e.restTime) * S,
    0,
  );

  /** Ticks at the given gaps (ms) until the session completes; returns when it finished. */
  function finishWith(gaps: () => number) {
    let s = started(HOUR_PLAN);
    let now = T0;
    let ticks = 0;
    while (s.phase !== 'complete' && ticks++ < 1e6) {
      now += gaps();
      s = run(s, { type: 'tick', now });
    }
    return s;
  }

  it.each([
    ['every second, each tick a little late', () => 1000 + 7],
    ['once a minute (a throttled background tab)', () => 60_000],
    [
      'at irregular gaps',
      (() => {
        let i = 0;
        return () => [1013, 998, 250, 4000, 61_000, 17][i++ % 6]!;
      })(),
    ],
  ])('ends within 100 ms of the plan over an hour, ticked %s', (_, gaps) => {
    expect(planMs).toBeGreaterThanOrEqual(3600 * S);
    expect(sessionSeconds(HOUR_PLAN) * S).toBe(planMs);
    const s = finishWith(gaps);
    expect(Math.abs(s.finishedAt! - (T0 + planMs))).toBeLessThanOrEqual(100);
    expect(s.done).toHaveLength(60);
  });
});

describe('sessionSeconds (what a plan promises)', () => {
  /** Ticks once a second until the session completes; the seconds it took. */
  const untouched = (plan: readonly SessionExercise[]) => {
    let s = started(plan);
    for (let t = 1; s.phase !== 'complete' && t < 100_000; t++)
      s = run(s, { type: 'tick', now: at(t) });
    return (s.finishedAt! - T0) / S;
  };

  it.each([
    [
      'reps sets run the default window',
      [reps('Squat', 3, 10, 90)],
      3 * DEFAULT_EXERCISE_SECONDS + 2 * 90,
    ],
    [
      'a hold adds its 3-2-1 to every set',
      [hold('Plank', 2, 30, 15)],
      2 * (COUNTDOWN_SECONDS + 30) + 15,
    ],
    ['one set has no rest', [hold('Warm-up', 1, 300, 60)], COUNTDOWN_SECONDS + 300],
    ['exercises follow each other without rest', PLAN, 2 * 60 + 30 + 2 * 23 + 10],
    ['the sample plan', SAMPLE_PLAN, untouched(SAMPLE_PLAN)],
  ])('%s', (_, plan, seconds) => {
    expect(sessionSeconds(plan)).toBe(seconds);
    expect(untouched(plan)).toBe(seconds);
  });
});

describe('restore after a reload', () => {
  it('walks to the moment the page went away and pauses there', () => {
    const saved = started();
    const s = restoreSession(saved, at(70));
    expect(where(s)).toEqual({ phase: 'rest', index: 0, set: 1 });
    expect(s.running).toBe(false);
    expect(remainingMs(s, at(10_000))).toBe(20 * S);
    const resumed = run(s, { type: 'resume', now: at(10_000) });
    expect(resumed.endsAt).toBe(at(10_020));
  });

  it('keeps a paused session as it was', () => {
    const paused = run(started(), { type: 'pause', now: at(10) });
    const s = restoreSession(paused, at(500));
    expect(remainingMs(s, at(600))).toBe(50 * S);
    expect(s.pausedAt).toBe(at(10));
  });
});

describe('reading the state', () => {
  it.each([
    [60_000, '01:00'],
    [59_001, '01:00'],
    [59_000, '00:59'],
    [1, '00:01'],
    [0, '00:00'],
    [3_600_000, '60:00'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });

  it('counts completed exercises and marks done, current and upcoming', () => {
    const idle = createSession(PLAN);
    expect(completedExercises(idle)).toBe(0);
    expect([exerciseStatus(idle, 0), exerciseStatus(idle, 1)]).toEqual(['upcoming', 'upcoming']);
    const second = run(started(), { type: 'tick', now: at(151) });
    expect(completedExercises(second)).toBe(1);
    expect([exerciseStatus(second, 0), exerciseStatus(second, 1)]).toEqual(['done', 'current']);
    const done = run(second, { type: 'tick', now: at(999) });
    expect(completedExercises(done)).toBe(2);
  });

  it('has no current exercise once stopped: the one it stopped in is marked stopped (issue 26)', () => {
    const stopped = run(started(), { type: 'tick', now: at(151) }, { type: 'stop', now: at(152) });
    expect([exerciseStatus(stopped, 0), exerciseStatus(stopped, 1)]).toEqual(['done', 'stopped']);
    const paused = run(started(), { type: 'pause', now: at(5) });
    expect(exerciseStatus(paused, 0)).toBe('current');
  });

  it('shows the first exercise’s time before the start', () => {
    expect(remainingMs(createSession(PLAN), at(5))).toBe(60 * S);
    expect(remainingMs(createSession([hold('Plank', 1, 45, 0)]), at(5))).toBe(45 * S);
  });

  it('holds SPEC §3’s sample plan', () => {
    expect(SAMPLE_PLAN.map((e) => [e.name, e.sets, e.reps ?? e.duration, e.restTime])).toEqual([
      ['Push-ups', 3, 12, 60],
      ['Squats', 3, 15, 60],
      ['Plank', 3, 45, 45],
      ['Jumping Jacks', 2, 30, 30],
    ]);
  });
});

describe('each set its own target (issue 26 §7)', () => {
  const pyramid: SessionExercise = {
    ...reps('Squat', 3, 5, 0),
    weight: 185,
    weightUnit: 'lb',
    setList: [
      { reps: 5, duration: null, weight: 185, weightUnit: 'lb', distance: null, setType: 'normal' },
      { reps: 5, duration: null, weight: 205, weightUnit: 'lb', distance: null, setType: 'normal' },
      { reps: 3, duration: null, weight: 225, weightUnit: 'lb', distance: null, setType: 'normal' },
    ],
  };

  it('reads set n’s own reps and weight, and the exercise’s one target without a list', () => {
    expect([1, 2, 3].map((n) => setPlanOf(pyramid, n))).toEqual(pyramid.setList);
    expect(setPlanOf(reps('Push-ups', 3, 12, 60), 2)).toEqual({
      reps: 12,
      duration: null,
      weight: null,
      weightUnit: 'lb',
      distance: null,
      setType: 'normal',
    });
  });

  it('records each done set with its own planned reps', () => {
    const s = run(started([pyramid]), { type: 'tick', now: at(3 * DEFAULT_EXERCISE_SECONDS) });
    expect(s.phase).toBe('complete');
    expect(s.done.map((d) => d.reps)).toEqual([5, 5, 3]);
  });

  it('times each hold by its own seconds, 3-2-1 first', () => {
    const holds: SessionExercise = {
      ...hold('Plank', 2, 40, 0),
      setList: [
        {
          reps: null,
          duration: 40,
          weight: null,
          weightUnit: 'lb',
          distance: null,
          setType: 'normal',
        },
        {
          reps: null,
          duration: 20,
          weight: null,
          weightUnit: 'lb',
          distance: null,
          setType: 'normal',
        },
      ],
    };
    const s = run(started([holds]), { type: 'tick', now: at(3 + 40 + 3 + 20) });
    expect(s.phase).toBe('complete');
    expect(s.done.map((d) => d.duration)).toEqual([40, 20]);
    expect(sessionSeconds([holds])).toBe(3 + 40 + 3 + 20);
  });
});
