import { describe, expect, it } from 'vitest';
import { canJoinNext, normalizeSupersets, supersetLabel, withSuperset } from './supersets';

const list = (...groups: (number | null)[]) => groups.map((supersetGroup) => ({ supersetGroup }));
const groups = (l: { supersetGroup: number | null }[]) => l.map((e) => e.supersetGroup);

describe('supersets in the form', () => {
  it.each<[string, (number | null)[], number, boolean, (number | null)[]]>([
    ['joins two loose exercises', [null, null, null], 0, true, [1, 1, null]],
    ['joins a third to a pair', [1, 1, null], 1, true, [1, 1, 1]],
    ['a later pair is numbered after an earlier one', [null, null, 1, 1], 0, true, [1, 1, 2, 2]],
    ['the last exercise has no next to join', [null, null], 1, true, [null, null]],
    ['removing one of a pair leaves neither', [1, 1, null], 1, false, [null, null, null]],
    ['removing the end of a trio keeps the pair', [1, 1, 1], 2, false, [1, 1, null]],
    ['removing the middle of a trio splits it apart', [1, 1, 1], 1, false, [null, null, null]],
    ['removing the first of a trio keeps the rest', [1, 1, 1], 0, false, [null, 1, 1]],
  ])('%s', (_, before, index, join, after) => {
    expect(groups(withSuperset(list(...before), index, join))).toEqual(after);
  });

  it.each<[(number | null)[], (number | null)[]]>([
    [
      [3, 3, null],
      [1, 1, null],
    ],
    [
      [1, null, 1],
      [null, null, null],
    ],
    [
      [2, 2, 5, 5],
      [1, 1, 2, 2],
    ],
    [
      [null, 4],
      [null, null],
    ],
  ])('renumbers %j from its runs as %j', (before, after) => {
    expect(groups(normalizeSupersets(list(...before)))).toEqual(after);
  });

  it('offers to join only where there is a next exercise not already joined', () => {
    const l = list(1, 1, null);
    expect([0, 1, 2].map((i) => canJoinNext(l, i))).toEqual([false, true, false]);
  });

  it('names groups by letter', () => {
    expect([1, 2, 20].map(supersetLabel)).toEqual(['Superset A', 'Superset B', 'Superset T']);
  });
});
