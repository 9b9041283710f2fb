// Choosing among the recogniser's n-best hypotheses by a scored parse (issue 15 §2). Sentences
// written for this test.
import { describe, expect, it } from 'vitest';
import { chooseHypothesis, understanding, type Hypothesis } from './hypotheses';

const NOW = new Date('2025-03-14T15:00:00Z');
const pick = (hs: Hypothesis[], scale?: number) =>
  hs[chooseHypothesis(hs, NOW, 'UTC', scale)]!.text;

describe('understanding', () => {
  it('ranks a fully used log above one with words left over, and both above nothing', () => {
    const full = understanding('walked for forty five minutes', NOW, 'UTC');
    const partly = understanding('walked for forty five minutes wood stack', NOW, 'UTC');
    const none = understanding('purple stapler orbit', NOW, 'UTC');
    expect(full).toBeGreaterThan(partly);
    expect(partly).toBeGreaterThan(none);
    expect(none).toBe(0);
    expect(full).toBeLessThanOrEqual(1);
  });

  it('fully understands a hands-free session command', () => {
    expect(understanding('skip this one', NOW, 'UTC')).toBe(1);
    expect(understanding('i got eleven', NOW, 'UTC')).toBe(1);
  });

  it('fully understands a live workout’s command (issue 27)', () => {
    expect(understanding('did eight at one eighty five', NOW, 'UTC')).toBe(1);
    expect(understanding('skip rest', NOW, 'UTC')).toBe(1);
  });

  it('gives an unclear sentence a little, an empty one nothing', () => {
    expect(understanding('', NOW, 'UTC')).toBe(0);
    expect(understanding('my goal is to get fit', NOW, 'UTC')).toBeCloseTo(0.2);
  });
});

describe('chooseHypothesis', () => {
  it('keeps the engine’s choice when it is understood', () => {
    expect(
      pick([
        { text: 'rowed for twenty minutes', score: -100 },
        { text: 'rode for twenty minutes', score: -104 },
      ]),
    ).toBe('rowed for twenty minutes');
  });

  it('takes a nearly as likely hypothesis that is understood over one that is not', () => {
    expect(
      pick([
        { text: 'lock twelve purple ups', score: -100 },
        { text: 'log twelve pull ups', score: -108 },
      ]),
    ).toBe('log twelve pull ups');
  });

  it('keeps a session command the engine heard first over an exercise it almost heard', () => {
    expect(
      pick([
        { text: 'skip', score: -100 },
        { text: 'skipping', score: -101 },
      ]),
    ).toBe('skip');
  });

  it('takes the live command "skip rest" over a nearly as likely sentence it is not', () => {
    expect(
      pick([
        { text: 'skipped rest', score: -100 },
        { text: 'skip rest', score: -104 },
      ]),
    ).toBe('skip rest');
  });

  it('does not leave the engine’s choice for a far less likely one', () => {
    const hs = [
      { text: 'lock twelve purple ups', score: -100 },
      { text: 'log twelve pull ups', score: -400 },
    ];
    expect(pick(hs)).toBe('lock twelve purple ups');
  });

  it('weighs the score given up by the scale', () => {
    const hs = [
      { text: 'lock twelve purple ups', score: -100 },
      { text: 'log twelve pull ups', score: -130 },
    ];
    expect(pick(hs, 1)).toBe('lock twelve purple ups');
    expect(pick(hs, 1000)).toBe('log twelve pull ups');
  });

  it('answers the only hypothesis there is', () => {
    expect(chooseHypothesis([], NOW, 'UTC')).toBe(0);
    expect(chooseHypothesis([{ text: 'x', score: 0 }], NOW, 'UTC')).toBe(0);
  });
});
