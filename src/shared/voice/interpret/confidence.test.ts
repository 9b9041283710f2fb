import { describe, expect, it } from 'vitest';
import {
  CONFIRM_BELOW,
  CONFIRM_BELOW_WEAK,
  deviceHypotheses,
  deviceScore,
  NATS_PER_LN_CONFIDENCE,
  NATS_PER_PLACE,
  needsConfirmation,
} from './confidence';
import { chooseHypothesis } from './hypotheses';
import type { VoiceAction } from '../schema';

describe('needsConfirmation', () => {
  it.each<[string, number | undefined, number, VoiceAction, boolean]>([
    ['typed text never asks', undefined, 0.1, 'log_workout', false],
    ['a sure log does not ask', 0.9, 0.95, 'log_workout', false],
    ['an unsure log asks', CONFIRM_BELOW - 0.01, 0.95, 'log_workout', true],
    ['at the threshold it does not ask', CONFIRM_BELOW, 0.95, 'log_workout', false],
    ['an unsure weigh-in asks', 0.3, 1, 'log_weight', true],
    ['an unsure goal asks', 0.3, 1, 'set_goal', true],
    ['an unsure delete does not ask: its answer is a question naming the workout', 0.3, 1, 'delete_workout', false],
    ['an unsure undo asks', 0.3, 1, 'undo', true],
    ['an unsure added set asks', 0.3, 1, 'add_set', true],
    ['an unsure question does not ask', 0.1, 1, 'check_progress', false],
    ['an unsure suggestion does not ask', 0.1, 1, 'get_suggestion', false],
    ['an unsure start does not ask', 0.1, 1, 'start_routine', false],
    ['an unsure error does not ask (nothing to confirm)', 0.1, 0, 'error', false],
    ['poorly understood asks up to the higher threshold', CONFIRM_BELOW_WEAK - 0.01, 0.4, 'log_workout', true],
    ['poorly understood, sure enough, does not ask', CONFIRM_BELOW_WEAK, 0.4, 'log_workout', false],
  ])('%s', (_, confidence, understanding, action, asks) => {
    expect(needsConfirmation({ confidence, understanding, action })).toBe(asks);
  }); // prettier-ignore
});

describe('deviceScore', () => {
  it('is ln(confidence) × K, floored, and a place price when none is given', () => {
    expect(deviceScore(1, 0)).toBe(0);
    expect(deviceScore(0.5, 0)).toBeCloseTo(Math.log(0.5) * NATS_PER_LN_CONFIDENCE, 9);
    expect(deviceScore(0.001, 0)).toBeCloseTo(Math.log(0.01) * NATS_PER_LN_CONFIDENCE, 9);
    expect(deviceScore(undefined, 2)).toBe(-2 * NATS_PER_PLACE);
    // Browsers send 0 for "not given": taken as unknown, priced by place.
    expect(deviceScore(0, 3)).toBe(-3 * NATS_PER_PLACE);
  });
});

describe('deviceHypotheses and the n-best chooser', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('puts voiceText first, once, with the confidence its alternative gave', () => {
    const h = deviceHypotheses({
      text: 'ran two miles',
      alternatives: [
        { text: 'Ran two miles', confidence: 0.8 },
        { text: 'rain two miles', confidence: 0.1 },
      ],
    });
    expect(h.map((x) => [x.text, x.confidence])).toEqual([
      ['ran two miles', 0.8],
      ['rain two miles', 0.1],
    ]);
  });

  it('chooses an alternative understood much better than a garbled first choice', () => {
    const h = deviceHypotheses({
      text: 'wad for forty five minutes',
      confidence: 0.6,
      alternatives: [{ text: 'walked for forty five minutes', confidence: 0.4 }],
    });
    expect(h[chooseHypothesis(h, now, 'UTC')]!.text).toBe('walked for forty five minutes');
  });

  it('keeps the first choice when both are understood', () => {
    const h = deviceHypotheses({
      text: 'ran two miles',
      confidence: 0.9,
      alternatives: [{ text: 'ran ten miles', confidence: 0.3 }],
    });
    expect(chooseHypothesis(h, now, 'UTC')).toBe(0);
  });
});
