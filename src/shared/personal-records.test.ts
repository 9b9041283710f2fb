import { describe, expect, it } from 'vitest';
import { markRecords, type Placed } from './personal-records';

/** One exercise: `at` is the day of the month it was done, `kg` its e1RM-kind measure. */
const placed = (
  id: string,
  at: number,
  measure: Placed['measure'],
  o: Partial<Placed> = {},
): Placed => ({
  id,
  key: 'benchpress',
  completedAt: new Date(Date.UTC(2026, 0, at)),
  loggedAt: new Date(Date.UTC(2026, 0, at)),
  position: 0,
  measure,
  ...o,
});
const e1rm = (value: number) => ({ kind: 'e1rm' as const, value });
const reps = (value: number) => ({ kind: 'reps' as const, value });

describe('markRecords', () => {
  it.each<[string, Placed[], string[]]>([
    ['a first time is no record', [placed('a', 1, e1rm(200))], []],
    ['a better later time is', [placed('a', 1, e1rm(200)), placed('b', 2, e1rm(210))], ['b']],
    ['an equal one is not', [placed('a', 1, e1rm(200)), placed('b', 2, e1rm(200))], []],
    ['a worse one is not', [placed('a', 1, e1rm(200)), placed('b', 2, e1rm(190))], []],
    [
      'it compares with the best before, not the last',
      [placed('a', 1, e1rm(200)), placed('b', 2, e1rm(180)), placed('c', 3, e1rm(190))],
      [],
    ],
    [
      'order of the input does not matter, the dates do',
      [placed('c', 3, e1rm(220)), placed('a', 1, e1rm(200)), placed('b', 2, e1rm(210))],
      ['b', 'c'],
    ],
    [
      'only the same kind competes',
      [placed('a', 1, e1rm(200)), placed('b', 2, reps(30)), placed('c', 3, reps(31))],
      ['c'],
    ],
    [
      'no measure is never a record and beats nothing',
      [placed('a', 1, e1rm(200)), placed('b', 2, null), placed('c', 3, e1rm(201))],
      ['c'],
    ],
    [
      'keys are separate histories',
      [placed('a', 1, e1rm(200)), placed('b', 2, e1rm(300), { key: 'squat' })],
      [],
    ],
    [
      'on one date the workout logged first comes first',
      [
        placed('late', 1, e1rm(250), { loggedAt: new Date(Date.UTC(2026, 0, 5)) }),
        placed('early', 1, e1rm(200), { loggedAt: new Date(Date.UTC(2026, 0, 2)) }),
      ],
      ['late'],
    ],
    [
      'in one workout the earlier position comes first',
      [placed('second', 1, e1rm(250), { position: 1 }), placed('first', 1, e1rm(200))],
      ['second'],
    ],
  ])('%s', (_name, history, expected) => {
    expect([...markRecords(history)].sort()).toEqual([...expected].sort());
  });
});
