import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT, describeSide, loadPlates, type Equipment } from './plates';
import { equipmentSchema } from './schemas/equipment';

const lb = DEFAULT_EQUIPMENT.lb;
const kg = DEFAULT_EQUIPMENT.kg;
const gear = (unit: Equipment['unit'], bar: number, plates: [number, number][]): Equipment => ({
  unit,
  bar,
  plates: plates.map(([weight, count]) => ({ weight, count })),
});

describe('loadPlates: weights the plates make exactly', () => {
  it.each<[string, number, Equipment, number[]]>([
    ['the empty lb bar', 45, lb, []],
    ['135 lb: a plate a side', 135, lb, [45]],
    ['225 lb', 225, lb, [45, 45]],
    ['185 lb', 185, lb, [45, 25]],
    ['315 lb', 315, lb, [45, 45, 45]],
    ['100 lb: 27.5 a side', 100, lb, [25, 2.5]],
    ['175 lb', 175, lb, [45, 10, 10]],
    ['105 lb', 105, lb, [25, 5]],
    ['the empty kg bar', 20, kg, []],
    ['60 kg', 60, kg, [20]],
    ['100 kg', 100, kg, [25, 15]],
    ['142.5 kg: fractional plates', 142.5, kg, [25, 25, 10, 1.25]],
    ['67.5 kg', 67.5, kg, [20, 2.5, 1.25]],
    ['a 15 kg bar', 35, gear('kg', 15, [[10, 2]]), [10]],
    ['a 35 lb bar', 85, gear('lb', 35, [[25, 2]]), [25]],
    ['no bar (a plate-loaded machine)', 90, gear('lb', 0, [[45, 4]]), [45]],
    [
      'a 7.5 kg EZ bar with micro plates',
      9.5,
      gear('kg', 7.5, [
        [0.5, 2],
        [0.25, 4],
      ]),
      [0.5, 0.25, 0.25],
    ],
  ])('%s', (_, target, equipment, perSide) => {
    const answer = loadPlates(target, equipment);
    expect(answer).toMatchObject({ exact: true, total: target, perSide, below: null, above: null });
  });
});

describe('loadPlates: limited plates where heaviest-first fails', () => {
  it.each<[string, number, Equipment, number[]]>([
    // Greedy takes 25 then 20 and has 15 a side left with only 20s: 110 kg, not 140.
    [
      'one pair of 25s, three of 20s: 60 a side',
      140,
      gear('kg', 20, [
        [25, 2],
        [20, 6],
      ]),
      [20, 20, 20],
    ],
    // Greedy takes the 45 and has 5 left with no 5s.
    [
      '45s and 25s, 50 a side',
      145,
      gear('lb', 45, [
        [45, 2],
        [25, 4],
      ]),
      [25, 25],
    ],
    // Heaviest that still completes: one 15 and the 10 + 5, not three 10s.
    [
      '30 a side from 15, 10, 10, 10, 5',
      80,
      gear('kg', 20, [
        [15, 2],
        [10, 6],
        [5, 2],
      ]),
      [15, 10, 5],
    ],
    [
      'odd plate counts leave the odd plate off',
      52.5,
      gear('kg', 20, [
        [10, 3],
        [2.5, 5],
        [1.25, 2],
      ]),
      [10, 2.5, 2.5, 1.25],
    ],
  ])('%s', (_, target, equipment, perSide) => {
    expect(loadPlates(target, equipment)).toMatchObject({ exact: true, total: target, perSide });
  });
});

describe('loadPlates: weights the plates cannot make', () => {
  it.each<[string, number, Equipment, number, number | null, number[], number | null]>([
    // [what, target, equipment, answered total, then nearest below, its plates, nearest above]
    ['137 lb: 135 is nearer than 140', 137, lb, 135, 135, [45], 140],
    ['138 lb: 140 is nearer', 138, lb, 140, 135, [45], 140],
    ['137.5 lb: a tie goes below', 137.5, lb, 135, 135, [45], 140],
    [
      'no 5s or 2.5s: 150 lb → 145 or 155',
      150,
      gear('lb', 45, [
        [45, 4],
        [10, 2],
      ]),
      155,
      135,
      [45],
      155,
    ],
    [
      'no change plates: 101 kg → 100',
      101,
      gear('kg', 20, [
        [25, 4],
        [15, 2],
      ]),
      100,
      100,
      [25, 15],
      120,
    ],
    [
      'more than they own: the most they can load',
      600,
      gear('lb', 45, [
        [45, 4],
        [25, 2],
      ]),
      275,
      275,
      [45, 45, 25],
      null,
    ],
    [
      'an odd lone plate does not count',
      65,
      gear('kg', 20, [
        [25, 1],
        [20, 2],
      ]),
      60,
      60,
      [20],
      null,
    ],
    ['no plates at all', 100, gear('kg', 20, []), 20, 20, [], null],
    ['1 lb steps with 2.5s', 96, lb, 95, 95, [25], 100],
  ])('%s', (_, target, equipment, total, below, belowSide, above) => {
    const answer = loadPlates(target, equipment);
    expect(answer.exact).toBe(false);
    expect(answer.total).toBe(total);
    expect(answer.below).toMatchObject({ total: below, perSide: belowSide });
    expect(answer.above?.total ?? null).toBe(above);
  });
});

describe('loadPlates: a target under the bar', () => {
  it.each<[number, Equipment]>([
    [30, lb],
    [0, kg],
    [-5, kg],
    [Number.NaN, lb],
  ])('%s → the empty bar, not exact', (target, equipment) => {
    expect(loadPlates(target, equipment)).toEqual({
      total: equipment.bar,
      perSide: [],
      exact: false,
      below: null,
      above: { total: equipment.bar, perSide: [] },
    });
  });
});

describe('loadPlates: every total the default plates should make', () => {
  it.each<[string, Equipment, number, number]>([
    ['lb in 5 lb steps', lb, 5, 45 + 2 * (6 * 45 + 35 + 25 + 20 + 5 + 2.5)],
    ['kg in 2.5 kg steps', kg, 2.5, 20 + 2 * (6 * 25 + 20 + 15 + 10 + 5 + 2.5 + 1.25)],
  ])('%s, up to all of them', (_, equipment, step, most) => {
    for (let target = equipment.bar; target <= most; target += step) {
      const answer = loadPlates(target, equipment);
      expect(answer.exact, `${target}`).toBe(true);
      const side = answer.perSide.reduce((a, b) => a + b, 0);
      expect(equipment.bar + 2 * side).toBeCloseTo(target, 9);
    }
  });

  it('keeps the defaults within the saved contract', () => {
    expect(equipmentSchema.safeParse(lb).success).toBe(true);
    expect(equipmentSchema.safeParse(kg).success).toBe(true);
  });
});

describe('describeSide', () => {
  it.each<[number[], string]>([
    [[45, 25, 5], '45 + 25 + 5'],
    [[1.25], '1.25'],
    [[], 'nothing'],
  ])('%j → %s', (side, text) => expect(describeSide(side)).toBe(text));
});

describe('loadPlates agrees with trying every combination', () => {
  // Every way to load a side, by brute force: the totals the search must find, for small stocks.
  const sideTotals = (plates: [number, number][]): number[] =>
    plates.reduce<number[]>(
      (sums, [weight, count]) =>
        sums.flatMap((s) =>
          Array.from({ length: Math.floor(count / 2) + 1 }, (_, n) => s + n * weight),
        ),
      [0],
    );
  // A fixed sequence of stocks (a linear congruential generator), so a failure can be replayed.
  let seed = 27;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const WEIGHTS = [45, 35, 25, 20, 15, 10, 5, 2.5, 1.25, 0.5];
  const cases = Array.from({ length: 60 }, () => {
    const plates = WEIGHTS.filter(() => next(2)).map((w): [number, number] => [w, next(7)]);
    return { bar: [0, 15, 20, 45][next(4)]!, plates, target: next(400) + next(4) * 0.25 };
  });

  it.each(cases)('$bar bar, $plates, target $target', ({ bar, plates, target }) => {
    const totals = sideTotals(plates).map((s) => bar + 2 * s);
    const below = Math.max(...totals.filter((t) => t <= target + 1e-9));
    const overs = totals.filter((t) => t >= target - 1e-9);
    const above = overs.length ? Math.min(...overs) : null;
    const answer = loadPlates(target, gear('kg', bar, plates));
    if (target < bar) return expect(answer.total).toBe(bar);
    const exact = Math.abs(below - target) < 1e-9 || above === target;
    expect(answer.exact).toBe(exact);
    if (!exact) {
      expect(answer.below?.total).toBeCloseTo(below, 9);
      if (above === null) expect(answer.above).toBeNull();
      else expect(answer.above?.total).toBeCloseTo(above, 9);
    }
    const side = answer.perSide.reduce((a, b) => a + b, 0);
    expect(bar + 2 * side).toBeCloseTo(answer.total, 9);
    expect([...answer.perSide].sort((a, b) => b - a)).toEqual(answer.perSide);
  });
});

describe('equipmentSchema', () => {
  const ok = { unit: 'kg', bar: 20, plates: [{ weight: 25, count: 4 }] };
  it.each<[string, unknown, string | null]>([
    ['a bar and a plate', ok, null],
    ['a 0 bar and an odd count', { ...ok, bar: 0, plates: [{ weight: 1.25, count: 3 }] }, null],
    ['no unit', { ...ok, unit: undefined }, 'unit: is required'],
    ['a unit of stone', { ...ok, unit: 'st' }, 'unit: must be one of lb, kg'],
    ['a bar over 100', { ...ok, bar: 120 }, 'bar: must be at most 100'],
    ['a bar of 20.1', { ...ok, bar: 20.1 }, 'bar: must be in steps of 0.25'],
    ['no plates', { ...ok, plates: [] }, 'plates: must list at least 1 plate'],
    [
      '13 plate weights',
      { ...ok, plates: Array.from({ length: 13 }, (_, i) => ({ weight: i + 1, count: 2 })) },
      'plates: must list at most 12 plates',
    ],
    [
      'a weight twice',
      { ...ok, plates: [ok.plates[0], ok.plates[0]] },
      'plates: must list each plate weight once',
    ],
    [
      'a plate of 0',
      { ...ok, plates: [{ weight: 0, count: 2 }] },
      'plates.0.weight: must be at least 0.25',
    ],
    [
      '41 plates',
      { ...ok, plates: [{ weight: 5, count: 41 }] },
      'plates.0.count: must be at most 40',
    ],
    [
      'half a plate',
      { ...ok, plates: [{ weight: 5, count: 1.5 }] },
      'plates.0.count: must be a whole number',
    ],
  ])('%s', (_, body, problem) => {
    const parsed = equipmentSchema.safeParse(body);
    const first = parsed.error?.issues[0];
    expect(first ? `${first.path.join('.')}: ${first.message}` : null).toBe(problem);
  });
});
