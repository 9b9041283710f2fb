import { describe, expect, it } from 'vitest';
import { formatClock } from '@shared/session/machine';
import { countdownLeft, startCountdown, NOT_STARTED, trainedSeconds } from '@shared/session/clock';
import { elapsedTurnsAt, msToNextTurn, restTurnsAt } from './turning-clock';

const T = 1_700_000_000_123;

describe('msToNextTurn', () => {
  it.each([
    [T, T, 1000],
    [T, T + 1, 999],
    [T, T - 1, 1],
    [T, T + 999, 1],
    [T, T + 1000, 1000],
    [T + 90_000, T + 250, 750],
    [T, T + 12_345, 655],
  ])('turning at %i, at %i: %i ms', (turnsAt, now, ms) => {
    expect(msToNextTurn(turnsAt, now)).toBe(ms);
  });
});

describe('the instants are where the shown text changes', () => {
  it.each([0, 1, 250, 999, 1000, 4321])('rest of 90 s, %i ms in', (into) => {
    const clock = startCountdown(90_000, T);
    const now = T + into;
    const turn = now + msToNextTurn(restTurnsAt(clock)!, now);
    const shown = (t: number) => formatClock(countdownLeft(clock, t));
    expect(shown(turn)).not.toBe(shown(turn - 1));
    expect(shown(now)).toBe(shown(turn - 1));
  });

  it.each([0, 1, 499, 500, 501, 2750])('elapsed (2 s paused before), %i ms in', (into) => {
    const e = { ...NOT_STARTED, startedAt: T, pausedMs: 2000 };
    const now = T + 2000 + into;
    const turn = now + msToNextTurn(elapsedTurnsAt(e)!, now);
    const shown = (t: number) => trainedSeconds(e, t);
    expect(shown(turn)).toBe(shown(turn - 1) + 1);
    expect(shown(now)).toBe(shown(turn - 1));
  });

  it.each([
    ['paused rest', restTurnsAt({ running: false, endsAt: null, remainingMs: 5000 })],
    ['paused elapsed', elapsedTurnsAt({ ...NOT_STARTED, startedAt: T, pausedAt: T + 10 })],
    ['finished', elapsedTurnsAt({ ...NOT_STARTED, startedAt: T, finishedAt: T + 10 })],
    ['not begun', elapsedTurnsAt(NOT_STARTED)],
  ])('%s: still', (_, turnsAt) => {
    expect(turnsAt).toBeNull();
  });
});
