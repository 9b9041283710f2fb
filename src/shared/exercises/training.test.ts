import { describe, expect, it } from 'vitest';
import { EXERCISES } from './catalogue';
import { EQUIPMENT } from './types';
import { PROFILED_IDS, TRAINABLE, canDoWith, trainingOf } from './training';

describe('every catalogue exercise has a training profile (issue 12)', () => {
  it('one profile per exercise, none for an exercise that is gone', () => {
    expect(new Set(PROFILED_IDS)).toEqual(new Set(EXERCISES.map((e) => e.id)));
    for (const e of EXERCISES) expect(() => trainingOf(e)).not.toThrow();
  });

  it.each(TRAINABLE.map((e) => [e.id, e] as const))('%s is complete and consistent', (_, e) => {
    const t = e.training;
    expect(t.patterns.length).toBeGreaterThan(0);
    expect(t.kit.length).toBeGreaterThan(0);
    for (const option of t.kit) for (const q of option) expect(EQUIPMENT).toContain(q);
    expect(t.instructions.length).toBeGreaterThan(20);
    expect(t.instructions.length).toBeLessThanOrEqual(240);
    // Landing is high impact by definition; a catch-all entry is never a block of a plan.
    if (t.patterns.includes('jump')) expect(t.impact).toBe('high');
    if (e.generic) expect(t.plannable).toBe(false);
  });
});

describe('the main pattern comes first (the plan slot it fills)', () => {
  it.each([
    ['barbell-row', 'horizontal-pull'],
    ['deadlift', 'hinge'],
    ['tricep-extension', 'arm-isolation'],
    ['squat', 'squat'],
    ['burpee', 'jump'],
    ['plank', 'brace'],
  ])('%s: %s', (id, pattern) => {
    expect(TRAINABLE.find((e) => e.id === id)!.training.patterns[0]).toBe(pattern);
  });
});

describe('canDoWith', () => {
  const goblet = trainingOf(EXERCISES.find((e) => e.id === 'goblet-squat')!);
  it.each([
    [['none', 'mat'], false],
    [['none', 'mat', 'dumbbell'], true],
    [['none', 'mat', 'kettlebell'], true],
  ] as const)('with %j: %s', (kit, ok) => {
    expect(canDoWith(goblet, new Set(kit))).toBe(ok);
  });
});
