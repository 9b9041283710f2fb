// The plate calculator (issue 27 §3): which plates to put on each side of the bar for a weight,
// from the plates the person owns. A greedy "heaviest plate that fits" fails with limited plates
// (own one pair of 25s and three of 20s, want 60 a side: greedy stops at 25 + 20), so this
// searches every per-side total the owned plates can make, in whole hundredths so 1.25 and 2.5
// add up without float residue.

import type { WeightUnit } from './units';

/** Plates of one weight, and how many the person owns in all (both sides together). */
export interface PlateStock {
  weight: number;
  count: number;
}

/** A bar and the plates for it, in one unit (the shape Profile saves: schemas/equipment.ts). */
export interface Equipment {
  unit: WeightUnit;
  bar: number;
  plates: PlateStock[];
}

/** A weight that can be loaded: its total and the plates on each side, heaviest first. */
export interface Load {
  total: number;
  perSide: number[];
}

export interface PlateAnswer extends Load {
  /** Whether `total` is the weight asked for. */
  exact: boolean;
  /** The nearest loadable totals under and over the target; null when there is none. */
  below: Load | null;
  above: Load | null;
}

/**
 * What a gym usually has (issue 27): the standard bar and enough of each plate that every
 * weight in the smallest plate's steps loads, up to six of the biggest plate a side.
 */
export const DEFAULT_EQUIPMENT: Record<WeightUnit, Equipment> = {
  lb: {
    unit: 'lb',
    bar: 45,
    plates: [
      { weight: 45, count: 12 },
      { weight: 35, count: 2 },
      { weight: 25, count: 2 },
      { weight: 10, count: 4 },
      { weight: 5, count: 2 },
      { weight: 2.5, count: 2 },
    ],
  },
  kg: {
    unit: 'kg',
    bar: 20,
    plates: [
      { weight: 25, count: 12 },
      { weight: 20, count: 2 },
      { weight: 15, count: 2 },
      { weight: 10, count: 2 },
      { weight: 5, count: 2 },
      { weight: 2.5, count: 2 },
      { weight: 1.25, count: 2 },
    ],
  },
};

const toHundredths = (w: number) => Math.round(w * 100);
const fromHundredths = (h: number) => h / 100;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Plates by weight, heaviest first, with the pairs each makes (an odd plate cannot be used). */
function pairsByWeight(plates: readonly PlateStock[]) {
  const pairs = new Map<number, number>();
  for (const { weight, count } of plates) {
    const w = toHundredths(weight);
    const n = Math.floor(count / 2);
    if (w > 0 && n > 0) pairs.set(w, (pairs.get(w) ?? 0) + n);
  }
  return [...pairs]
    .map(([weight, n]) => ({ weight, pairs: n }))
    .sort((a, b) => b.weight - a.weight);
}

/**
 * Every per-side total (in steps of `step` hundredths, up to `limit` steps) that the plates
 * from index `i` on can make: `reach[i][s]`. Built lightest plate first with the bounded
 * subset-sum rule: `uses[s]` is how few plates of this weight reach `s` on top of the lighter
 * ones, so each weight costs one pass however many pairs there are.
 */
function reachable(stock: { weight: number; pairs: number }[], step: number, limit: number) {
  const reach: Uint8Array[] = new Array(stock.length + 1);
  reach[stock.length] = new Uint8Array(limit + 1);
  reach[stock.length]![0] = 1;
  const uses = new Int32Array(limit + 1);
  for (let i = stock.length - 1; i >= 0; i--) {
    const next = reach[i + 1]!;
    const here = new Uint8Array(limit + 1);
    const w = stock[i]!.weight / step;
    for (let s = 0; s <= limit; s++) {
      if (next[s]) {
        here[s] = 1;
        uses[s] = 0;
      } else if (s >= w && here[s - w] && uses[s - w]! < stock[i]!.pairs) {
        here[s] = 1;
        uses[s] = uses[s - w]! + 1;
      }
    }
    reach[i] = here;
  }
  return reach;
}

/**
 * Answers the plates per side for `target` on `equipment`'s bar: exactly when the owned plates
 * make it, else the nearer of the nearest loadable weights below and above (a tie goes below:
 * lifting a little less is the safer guess). A target under the bar answers the empty bar.
 * Each side is loaded heaviest plate first, with as many of each as still lets the rest make it.
 */
export function loadPlates(target: number, equipment: Equipment): PlateAnswer {
  const bar = toHundredths(equipment.bar);
  const stock = pairsByWeight(equipment.plates);
  const emptyBar: Load = { total: fromHundredths(bar), perSide: [] };
  const wanted = Number.isFinite(target) ? toHundredths(target) : -1;
  if (wanted < bar) return { ...emptyBar, exact: false, below: null, above: emptyBar };

  // Per-side totals are counted in the plates' common step; the search need not go past the
  // nearest total over the target, which is at most one plate more than the target.
  const step = stock.reduce((g, p) => gcd(g, p.weight), 0) || 1;
  const most = stock.reduce((sum, p) => sum + p.weight * p.pairs, 0) / step;
  const heaviest = (stock[0]?.weight ?? 0) / step;
  const low = Math.floor((wanted - bar) / 2 / step);
  const high = Math.ceil((wanted - bar) / 2 / step);
  const limit = Math.min(most, high + heaviest);
  const reach = reachable(stock, step, limit);

  const totalOf = (s: number) => bar + 2 * s * step;
  const loadFor = (s: number): Load => {
    const perSide: number[] = [];
    let left = s;
    stock.forEach(({ weight, pairs }, i) => {
      const w = weight / step;
      let n = Math.min(pairs, Math.floor(left / w));
      while (n > 0 && !reach[i + 1]![left - n * w]) n--;
      for (let k = 0; k < n; k++) perSide.push(fromHundredths(weight));
      left -= n * w;
    });
    return { total: fromHundredths(totalOf(s)), perSide };
  };

  let under = Math.min(low, limit);
  while (!reach[0]![under]) under--;
  let over: number | null = high;
  while (over <= limit && !reach[0]![over]) over++;
  if (over > limit) over = null;

  if (totalOf(under) === wanted)
    return { ...loadFor(under), exact: true, below: null, above: null };
  if (over !== null && totalOf(over) === wanted)
    return { ...loadFor(over), exact: true, below: null, above: null };
  const below = loadFor(under);
  const above = over === null ? null : loadFor(over);
  const nearer = over !== null && totalOf(over) - wanted < wanted - totalOf(under) ? above! : below;
  return { ...nearer, exact: false, below, above };
}

/** "45 + 25 + 5" for one side, or "nothing" for the empty bar. */
export const describeSide = (perSide: readonly number[]) =>
  perSide.length ? perSide.join(' + ') : 'nothing';
