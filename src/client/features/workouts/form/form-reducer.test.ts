import { describe, expect, it } from 'vitest';
import type { LastExercise } from '@shared/schemas/exercise-history';
import { formReducer, type FormAction, type FormState } from './form-reducer';
import { parseQuickFill } from './quick-fill';
import { errorKey, newWorkoutDraft, type FormUser } from './workout-draft';

const USER: FormUser = { id: 'u', timeZone: 'UTC', weightUnit: 'lb', distanceUnit: 'mi' };
const start = (): FormState => ({ draft: newWorkoutDraft(USER), errors: {} });
const run = (state: FormState, ...actions: FormAction[]) => actions.reduce(formReducer, state);
const first = (s: FormState) => s.draft.exercises[0]!;
const numbers = (s: FormState) =>
  first(s).sets.map(({ weight, reps, done }) => ({ weight, reps, done }));

const last = (over: Partial<LastExercise> = {}): LastExercise => ({
  name: 'Bench Press',
  workoutId: 'w',
  workoutName: 'Push Day',
  completedAt: '2026-03-03T12:00:00Z',
  day: '2026-03-03',
  distanceUnit: 'miles',
  intensity: 'moderate',
  restTime: 90,
  setList: [10, 8, 6].map((reps, i) => ({
    reps,
    weight: 135 + 20 * i,
    weightUnit: 'lb' as const,
    duration: null,
    distance: null,
    done: true,
    setType: 'normal',
    rpe: null,
  })),
  ...over,
});

describe('set rows (issue 8, item 5)', () => {
  it('a set added after a warm-up is a working set, without the last set’s RPE', () => {
    const s0 = start();
    const key = first(s0).key;
    const row = first(s0).sets[0]!.key;
    const s = run(
      s0,
      { type: 'set', key, setKey: row, patch: { reps: '10', setType: 'warmup', rpe: '6' } },
      { type: 'addSet', key },
      { type: 'set', key, setKey: row, patch: { setType: 'drop' } },
      { type: 'duplicateSet', key, setKey: row },
    );
    expect(first(s).sets.map(({ reps, setType, rpe }) => [reps, setType, rpe])).toEqual([
      ['10', 'drop', '6'],
      ['10', 'drop', '6'],
      ['10', 'normal', ''],
    ]);
  });

  it('superset with next, and out again when an exercise goes (issue 27 §2)', () => {
    const units = { weightUnit: 'lb', distanceUnit: 'mi' } as const;
    const s0 = run(start(), { type: 'addExercise', units }, { type: 'addExercise', units });
    const [a, b, c] = s0.draft.exercises.map((e) => e.key);
    const groups = (s: FormState) => s.draft.exercises.map((e) => e.supersetGroup);
    const joined = run(s0, { type: 'superset', key: b!, join: true });
    expect(groups(joined)).toEqual([null, 1, 1]);
    expect(groups(run(joined, { type: 'superset', key: a!, join: true }))).toEqual([1, 1, 1]);
    expect(groups(run(joined, { type: 'removeExercise', key: c! }))).toEqual([null, null]);
  });

  it('a new set copies the row before it; duplicate copies in place; remove keeps one', () => {
    const s0 = start();
    const key = first(s0).key;
    const row = first(s0).sets[0]!.key;
    let s = run(
      s0,
      { type: 'set', key, setKey: row, patch: { weight: '135', reps: '10' } },
      { type: 'addSet', key },
    );
    expect(numbers(s)).toEqual([
      { weight: '135', reps: '10', done: true },
      { weight: '135', reps: '10', done: true },
    ]);
    const second = first(s).sets[1]!.key;
    s = run(
      s,
      { type: 'set', key, setKey: second, patch: { weight: '155', reps: '8', done: false } },
      { type: 'duplicateSet', key, setKey: row },
    );
    expect(numbers(s)).toEqual([
      { weight: '135', reps: '10', done: true },
      { weight: '135', reps: '10', done: true },
      { weight: '155', reps: '8', done: false },
    ]);
    expect(new Set(first(s).sets.map((x) => x.key)).size).toBe(3);
    for (const x of first(s).sets) s = run(s, { type: 'removeSet', key, setKey: x.key });
    expect(first(s).sets).toHaveLength(1);
  });

  it('times are kept as typed on a number pad', () => {
    const s0 = start();
    const s = run(s0, {
      type: 'set',
      key: first(s0).key,
      setKey: first(s0).sets[0]!.key,
      patch: { time: '4500' },
    });
    expect(first(s).sets[0]!.time).toBe('45:00');
  });

  it('a quick fill replaces the rows and their errors', () => {
    const s0 = start();
    const key = first(s0).key;
    const row = first(s0).sets[0]!.key;
    const fill = parseQuickFill('3 × 10 @ 135', 'lb');
    if (!fill.ok) throw new Error(fill.message);
    const s = run(
      s0,
      {
        type: 'errors',
        errors: { [errorKey(key, row, 'reps')]: 'x', [errorKey(key, 'name')]: 'y' },
      },
      { type: 'fillSets', key, sets: fill.sets },
    );
    expect(numbers(s)).toEqual(Array(3).fill({ weight: '135', reps: '10', done: true }));
    expect(s.errors).toEqual({ [errorKey(key, 'name')]: 'y' });
  });

  it('a changed box loses its own error only; naming an exercise clears the list’s', () => {
    const s0 = start();
    const key = first(s0).key;
    const row = first(s0).sets[0]!.key;
    const s = run(
      s0,
      {
        type: 'errors',
        errors: {
          exercises: 'none named',
          [errorKey(key, row, 'reps')]: 'a',
          [errorKey(key, row, 'weight')]: 'b',
        },
      },
      { type: 'set', key, setKey: row, patch: { reps: '5' } },
      { type: 'exercise', key, patch: { name: 'Squat' } },
    );
    expect(s.errors).toEqual({ [errorKey(key, row, 'weight')]: 'b' });
  });

  it('the last exercise stays', () => {
    const s0 = start();
    expect(run(s0, { type: 'removeExercise', key: first(s0).key }).draft.exercises).toHaveLength(1);
  });
});

describe('last time’s numbers prefill (issue 8, item 6)', () => {
  const named = (name: string) => {
    const s0 = start();
    return run(s0, { type: 'exercise', key: first(s0).key, patch: { name } });
  };
  const arrive = (s: FormState, name: string, l: LastExercise | null): FormState =>
    run(s, { type: 'lastTime', key: first(s).key, name, last: l, unit: 'lb' });

  it('fill the rows of a new exercise, every set as last time, with its rest', () => {
    const s = arrive(named('Bench Press'), 'Bench Press', last());
    expect(numbers(s)).toEqual([
      { weight: '135', reps: '10', done: true },
      { weight: '155', reps: '8', done: true },
      { weight: '175', reps: '6', done: true },
    ]);
    expect(first(s).restTime).toBe('90');
  });

  it('never over numbers the person typed', () => {
    let s = named('Bench Press');
    s = run(s, {
      type: 'set',
      key: first(s).key,
      setKey: first(s).sets[0]!.key,
      patch: { reps: '5' },
    });
    expect(numbers(arrive(s, 'Bench Press', last()))).toEqual([
      { weight: '', reps: '5', done: true },
    ]);
  });

  it('not for a name that has changed since the lookup', () => {
    const s = arrive(named('Bench Press'), 'Bench', last());
    expect(numbers(s)).toEqual([{ weight: '', reps: '', done: true }]);
  });

  it('a new name replaces numbers that were only prefilled, or clears them if never done', () => {
    let s = arrive(named('Bench Press'), 'Bench Press', last());
    s = run(s, { type: 'exercise', key: first(s).key, patch: { name: 'Squat' } });
    const squat = last({ name: 'Squat', setList: [last().setList[0]!] });
    expect(numbers(arrive(s, 'Squat', squat))).toEqual([{ weight: '135', reps: '10', done: true }]);
    expect(numbers(arrive(s, 'Squat', null))).toEqual([{ weight: '', reps: '', done: true }]);
  });

  it('a kg person sees last time’s pounds in kg, and they go back as pounds', () => {
    const s0 = named('Bench Press');
    const s = run(s0, {
      type: 'lastTime',
      key: first(s0).key,
      name: 'Bench Press',
      last: last(),
      unit: 'kg',
    });
    expect(first(s).sets.map((x) => x.weight)).toEqual(['61.2', '70.3', '79.4']);
    expect(first(s).sets[0]!.loadedWeight).toEqual({ value: 135, unit: 'lb', shown: '61.2' });
  });
});

describe('the workout’s type follows its exercises until the person picks one', () => {
  it('a run is cardio, a run and a bench press mixed; a chosen type stays', () => {
    const s0 = start();
    let s = run(s0, { type: 'exercise', key: first(s0).key, patch: { name: 'Running' } });
    expect(s.draft.type).toBe('cardio');
    s = run(s, { type: 'addExercise', units: USER });
    s = run(s, {
      type: 'exercise',
      key: s.draft.exercises[1]!.key,
      patch: { name: 'Bench Press' },
    });
    expect(s.draft.type).toBe('mixed');
    s = run(s, { type: 'removeExercise', key: first(s).key });
    expect(s.draft.type).toBe('strength');
    s = run(s, { type: 'detail', field: 'type', value: 'sports' });
    s = run(s, { type: 'exercise', key: first(s).key, patch: { name: 'Plank' } });
    expect(s.draft.type).toBe('sports');
  });

  it('not when the form opened with a type of its own', () => {
    const s0: FormState = { ...start(), typeChosen: true };
    const s = run(s0, { type: 'exercise', key: first(s0).key, patch: { name: 'Running' } });
    expect(s.draft.type).toBe('mixed');
  });
});
