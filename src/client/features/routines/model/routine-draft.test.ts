import { describe, expect, it } from 'vitest';
import type { Routine } from '@shared/schemas/routines';
import { supersetGroups } from '@client/lib/supersets';
import {
  draftFromRoutine,
  emptyRoutineDraft,
  emptyRoutineSet,
  errorKey,
  moveItem,
  routineBody,
  validateRoutine,
  type RoutineDraft,
} from './routine-draft';

const units = { weightUnit: 'kg', distanceUnit: 'km' } as const;

function draft(): RoutineDraft {
  const d = emptyRoutineDraft(units);
  d.name = ' Push day ';
  d.exercises[0]!.name = 'Bench Press';
  d.exercises[0]!.sets = [
    { ...emptyRoutineSet('warmup'), reps: '10', weight: '40' },
    { ...emptyRoutineSet(), reps: '8', weight: '60,5' },
  ];
  return d;
}

describe('moving an item', () => {
  it.each<[number, number, string[]]>([
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
    [5, -1, ['a', 'b', 'c']],
  ])('item %i by %i', (index, by, out) => {
    expect(moveItem(['a', 'b', 'c'], index, by)).toEqual(out);
  });
});

describe('superset groups from the links between neighbours', () => {
  it.each<[boolean[], (number | null)[]]>([
    [
      [false, false],
      [null, null],
    ],
    [
      [true, false],
      [1, 1],
    ],
    [
      [true, true, false],
      [1, 1, 1],
    ],
    [
      [true, false, true, false],
      [1, 1, 2, 2],
    ],
    [
      [false, true, false, false],
      [null, 1, 1, null],
    ],
    [
      [false, true],
      [null, null],
    ], // the last one has no next to join
  ])('%j → %j', (links, groups) => {
    expect(supersetGroups(links)).toEqual(groups);
  });
});

describe('the draft as the body', () => {
  it('trims, reads a decimal comma, and sends typed weights in the person’s unit', () => {
    const body = routineBody(draft(), 'kg');
    expect(body.name).toBe('Push day');
    expect(body.notes).toBeNull();
    expect(body.exercises[0]!.setList).toEqual([
      { setType: 'warmup', reps: 10, weight: 40, weightUnit: 'kg', duration: null, distance: null, rpe: null },
      { setType: 'normal', reps: 8, weight: 60.5, weightUnit: 'kg', duration: null, distance: null, rpe: null },
    ]);
  }); // prettier-ignore

  it('keeps a stored weight exactly while its box is untouched, in another unit', () => {
    const routine = {
      name: 'Legs',
      notes: null,
      exercises: [
        {
          name: 'Squat',
          restSeconds: 120,
          supersetGroup: null,
          notes: null,
          distanceUnit: 'miles',
          setList: [
            { setType: 'normal', reps: 5, weight: 135, weightUnit: 'lb', duration: null, distance: null, rpe: 8 },
            { setType: 'normal', reps: 5, weight: 135, weightUnit: 'lb', duration: null, distance: null, rpe: null },
          ],
        },
      ],
    } satisfies Pick<Routine, 'name' | 'notes' | 'exercises'>; // prettier-ignore
    const d = draftFromRoutine(routine, 'kg');
    expect(d.exercises[0]!.sets[0]!.weight).toBe('61.2');
    d.exercises[0]!.sets[1]!.weight = '62.5';
    const sets = routineBody(d, 'kg').exercises[0]!.setList;
    expect(sets[0]).toMatchObject({ weight: 135, weightUnit: 'lb', rpe: 8 });
    expect(sets[1]).toMatchObject({ weight: 62.5, weightUnit: 'kg' });
    expect(routineBody(d, 'kg').exercises[0]!.restSeconds).toBe(120);
  });

  it('reads superset groups back into links, and out again', () => {
    const ex = (name: string, supersetGroup: number | null) => ({
      name,
      restSeconds: null,
      supersetGroup,
      notes: null,
      distanceUnit: 'miles' as const,
      setList: [{ setType: 'normal' as const, reps: 5, weight: null, weightUnit: 'lb' as const, duration: null, distance: null, rpe: null }],
    }); // prettier-ignore
    const d = draftFromRoutine(
      { name: 'A', notes: null, exercises: [ex('a', 3), ex('b', 3), ex('c', null)] },
      'lb',
    );
    expect(d.exercises.map((e) => e.supersetWithNext)).toEqual([true, false, false]);
    expect(routineBody(d, 'lb').exercises.map((e) => e.supersetGroup)).toEqual([1, 1, null]);
  });
});

describe('validation with the shared contract', () => {
  it('passes a good draft', () => {
    expect(validateRoutine(draft(), 'kg').ok).toBe(true);
  });

  it('names each box that is wrong', () => {
    const d = draft();
    d.name = '  ';
    const e = d.exercises[0]!;
    e.name = '';
    e.restSeconds = 'abc';
    e.sets[1]!.reps = '2.5';
    const result = validateRoutine(d, 'kg');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Name is required',
      [errorKey(e.key, 'name')]: 'Exercise name is required',
      [errorKey(e.key, 'restSeconds')]: 'Rest must be a number',
      [errorKey(e.key, e.sets[1]!.key, 'reps')]: 'Reps must be a whole number',
    });
  });

  it('asks for an exercise, and a set in each', () => {
    const none = { ...draft(), exercises: [] };
    expect(validateRoutine(none, 'kg')).toEqual({
      ok: false,
      errors: { exercises: 'Exercises must hold at least one exercise' },
    });
    const d = draft();
    d.exercises[0]!.sets = [];
    expect(validateRoutine(d, 'kg')).toEqual({
      ok: false,
      errors: { [errorKey(d.exercises[0]!.key, 'sets')]: 'Sets must hold at least one set' },
    });
  });
});
