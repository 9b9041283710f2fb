import { describe, expect, it } from 'vitest';
import {
  NO_COUNTDOWN,
  NOT_STARTED,
  adjustCountdown,
  countdownLeft,
  endedBy,
  finishElapsed,
  isOver,
  pauseCountdown,
  pauseElapsed,
  pausedFor,
  resumeCountdown,
  resumeElapsed,
  setCountdownLeft,
  startCountdown,
  startElapsed,
  trainedSeconds,
  type Countdown,
  type Elapsed,
} from './clock';

const T0 = 1_700_000_000_000;
const S = 1000;
const at = (seconds: number) => T0 + seconds * S;
const running = (endsAtSeconds: number): Countdown => ({
  running: true,
  endsAt: at(endsAtSeconds),
  remainingMs: null,
});
const paused = (leftSeconds: number): Countdown => ({
  running: false,
  endsAt: null,
  remainingMs: leftSeconds * S,
});

describe('countdownLeft', () => {
  it.each<[string, Countdown, number, number]>([
    ['running, read on time', running(90), 30, 60 * S],
    ['running, read a minute late (a background tab)', running(90), 150, 0],
    ['running, read exactly at the end', running(90), 90, 0],
    ['paused keeps its time left whenever read', paused(42), 10_000, 42 * S],
    ['none', NO_COUNTDOWN, 5, 0],
  ])('%s', (_, c, nowSeconds, left) => {
    expect(countdownLeft(c, at(nowSeconds))).toBe(left);
  });
});

describe('start, pause, resume', () => {
  it('starts from now', () => {
    expect(startCountdown(90 * S, at(0))).toEqual(running(90));
  });

  it('never starts below nothing', () => {
    expect(startCountdown(-5 * S, at(0))).toEqual(running(0));
  });

  it.each<[string, Countdown, number, Countdown]>([
    ['pause keeps the time left', running(90), 30, paused(60)],
    ['pause after the end keeps nothing left', running(90), 100, paused(0)],
    ['pause of a paused countdown is no change', paused(20), 30, paused(20)],
    ['pause of none is none', NO_COUNTDOWN, 30, NO_COUNTDOWN],
  ])('%s', (_, c, nowSeconds, expected) => {
    expect(pauseCountdown(c, at(nowSeconds))).toEqual(expected);
  });

  it.each<[string, Countdown, number, Countdown]>([
    ['resume sets a new end from the time left', paused(60), 200, running(260)],
    ['resume of a running countdown is no change', running(90), 30, running(90)],
    ['resume of none is none', NO_COUNTDOWN, 30, NO_COUNTDOWN],
  ])('%s', (_, c, nowSeconds, expected) => {
    expect(resumeCountdown(c, at(nowSeconds))).toEqual(expected);
  });

  it('a pause and a resume lose no time, however long the pause', () => {
    const c = resumeCountdown(pauseCountdown(running(90), at(30)), at(3_630));
    expect(countdownLeft(c, at(3_630))).toBe(60 * S);
  });
});

describe('adjustCountdown: +15 s and −15 s', () => {
  it.each<[string, Countdown, number, number, Countdown]>([
    ['+15 s moves the end later', running(90), 15, 30, running(105)],
    ['−15 s moves it earlier', running(90), -15, 30, running(75)],
    ['−15 s with 10 s left ends it now, never below 0', running(40), -15, 30, running(30)],
    ['+15 s while paused adds to the time left', paused(20), 15, 30, paused(35)],
    ['−15 s while paused stops at 0', paused(10), -15, 30, paused(0)],
    ['none stays none', NO_COUNTDOWN, 15, 30, NO_COUNTDOWN],
  ])('%s', (_, c, deltaSeconds, nowSeconds, expected) => {
    expect(adjustCountdown(c, deltaSeconds * S, at(nowSeconds))).toEqual(expected);
  });
});

describe('setCountdownLeft: "rest two minutes"', () => {
  it.each<[string, Countdown, Countdown]>([
    ['running: two minutes from now', running(90), running(130)],
    ['paused: two minutes left, still paused', paused(5), paused(120)],
    ['none: starts two minutes', NO_COUNTDOWN, running(130)],
  ])('%s', (_, c, expected) => {
    expect(setCountdownLeft(c, 120 * S, at(10))).toEqual(expected);
  });
});

describe('endedBy and isOver: catch-up', () => {
  it.each<[string, Countdown, number, number | null, boolean]>([
    ['before the end: not ended', running(90), 89, null, false],
    ['at the end: ended then', running(90), 90, at(90), true],
    [
      'an hour late: ended at its own instant, not at the late tick',
      running(90),
      3_690,
      at(90),
      true,
    ],
    ['paused at 0: over, but no instant to catch up from', paused(0), 100, null, true],
    ['paused with time left: not over', paused(3), 100, null, false],
    ['none: never over', NO_COUNTDOWN, 100, null, false],
  ])('%s', (_, c, nowSeconds, end, over) => {
    expect(endedBy(c, at(nowSeconds))).toBe(end);
    expect(isOver(c, at(nowSeconds))).toBe(over);
  });
});

describe('elapsed time', () => {
  const e = startElapsed(at(0));

  it('counts from the start', () => {
    expect(e).toEqual({ ...NOT_STARTED, startedAt: at(0) });
    expect(trainedSeconds(e, at(125))).toBe(125);
    expect(trainedSeconds(NOT_STARTED, at(125))).toBe(0);
  });

  it.each<[string, Elapsed, number, number]>([
    ['a pause under way stops the count at its start', pauseElapsed(e, at(60)), 600, 60],
    ['a pause ended is left out', resumeElapsed(pauseElapsed(e, at(60)), at(360)), 400, 100],
    ['finished: the finish is the end', finishElapsed(e, at(50)), 999, 50],
    [
      'finished while paused: the pause is not training',
      finishElapsed(pauseElapsed(e, at(60)), at(100)),
      999,
      60,
    ],
    ['a second pause keeps the first', pauseElapsed(pauseElapsed(e, at(10)), at(20)), 30, 10],
    ['no pause after the finish', pauseElapsed(finishElapsed(e, at(40)), at(50)), 90, 40],
  ])('%s', (_, state, nowSeconds, seconds) => {
    expect(trainedSeconds(state, at(nowSeconds))).toBe(seconds);
  });

  it('pausedFor is the current pause so far', () => {
    expect(pausedFor(pauseElapsed(e, at(10)), at(25))).toBe(15 * S);
    expect(pausedFor(e, at(25))).toBe(0);
  });

  it('finishing twice keeps the first finish', () => {
    const done = finishElapsed(e, at(40));
    expect(finishElapsed(done, at(90))).toBe(done);
  });
});
