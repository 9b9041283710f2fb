import { describe, expect, it } from 'vitest';
import type { Workout } from '@shared/schemas/workouts';
import { formReducer, type FormState } from './form-reducer';
import {
  draftForEdit,
  draftForRepeat,
  draftFromPrefill,
  draftSignature,
  errorKey,
  minutesBetween,
  newWorkoutDraft,
  validateCreate,
  validateEdit,
  type FormUser,
} from './workout-draft';

const NOW = new Date('2026-03-10T12:00:00Z');
const LB_USER: FormUser = {
  id: '5f0c3a52-4d0e-4a53-9a53-0f8f0d3b7c11',
  timeZone: 'UTC',
  weightUnit: 'lb',
  distanceUnit: 'mi',
};
const KG_USER: FormUser = { ...LB_USER, weightUnit: 'kg', distanceUnit: 'km' };
const EX_ID = '6a1c3a52-4d0e-4a53-9a53-0f8f0d3b7c22';

const set = (reps: number | null, weight: number | null, weightUnit: 'lb' | 'kg' = 'lb') => ({
  reps,
  weight,
  weightUnit,
  duration: null,
  distance: null,
  done: true,
  setType: 'normal' as const,
  rpe: null,
});

const stored: Workout = {
  id: '7b1c3a52-4d0e-4a53-9a53-0f8f0d3b7c33',
  userId: LB_USER.id,
  name: 'Push Day',
  type: 'strength',
  notes: 'Felt strong',
  duration: 0,
  distance: 0,
  completedAt: '2026-03-03T18:30:42.123Z',
  day: '2026-03-03',
  createdAt: '2026-03-03T18:31:00.000Z',
  routineId: null,
  exercises: [
    {
      id: EX_ID,
      workoutId: 'w',
      name: 'Bench Press',
      sets: 3,
      reps: 6,
      weight: 175,
      weightUnit: 'lb',
      duration: null,
      distance: null,
      distanceUnit: 'miles',
      intensity: 'high',
      restTime: 90,
      supersetGroup: null,
      setList: [set(10, 135), set(8, 155), set(6, 175)],
      personalRecord: null,
    },
  ],
};

const dispatch = (state: FormState, ...actions: Parameters<typeof formReducer>[1][]) =>
  actions.reduce(formReducer, state);

describe('edit: one PUT with everything (issue 8, bug 1)', () => {
  it('saved unchanged, the body is the workout as stored: same sets, ids, no date', () => {
    const draft = draftForEdit(stored, LB_USER);
    const result = validateEdit(draft, draft.when, LB_USER, NOW);
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Push Day',
        type: 'strength',
        notes: 'Felt strong',
        // No duration was given: the exercises' times still add up (issue 26 §8).
        duration: null,
        exercises: [
          {
            id: EX_ID,
            name: 'Bench Press',
            sets: 1,
            weightUnit: 'lb',
            distanceUnit: 'miles',
            intensity: 'high',
            restTime: 90,
            supersetGroup: null,
            setList: stored.exercises[0]!.setList,
          },
        ],
      },
    });
  });

  it('in kg, a 135 lb set saved untouched is still 135 lb (bug 2)', () => {
    const draft = draftForEdit(stored, KG_USER);
    expect(draft.exercises[0]!.sets.map((s) => s.weight)).toEqual(['61.2', '70.3', '79.4']);
    const result = validateEdit(draft, draft.when, KG_USER, NOW);
    expect(result.ok && result.body.exercises[0]!.setList).toEqual(stored.exercises[0]!.setList);
  });

  it('only the edited weight is sent in the person’s unit', () => {
    const draft = draftForEdit(stored, KG_USER);
    const ex = draft.exercises[0]!;
    const state = dispatch(
      { draft, errors: {} },
      { type: 'set', key: ex.key, setKey: ex.sets[1]!.key, patch: { weight: '72.5' } },
    );
    const result = validateEdit(state.draft, draft.when, KG_USER, NOW);
    expect(result.ok && result.body.exercises[0]!.setList).toEqual([
      set(10, 135),
      set(8, 72.5, 'kg'),
      set(6, 175),
    ]);
  });

  it('135 → 155 is what is saved', () => {
    const draft = draftForEdit(stored, LB_USER);
    const ex = draft.exercises[0]!;
    const state = dispatch(
      { draft, errors: {} },
      { type: 'set', key: ex.key, setKey: ex.sets[0]!.key, patch: { weight: '155' } },
    );
    expect(draftSignature(state.draft)).not.toBe(draftSignature(draft));
    const result = validateEdit(state.draft, draft.when, LB_USER, NOW);
    expect(result.ok && result.body.exercises[0]!.setList?.[0]).toEqual(set(10, 155));
  });

  it('a changed date is sent; an untouched one keeps the stored instant to the millisecond', () => {
    const draft = draftForEdit(stored, LB_USER);
    expect(draft.when).toBe('2026-03-03T18:30');
    const moved = { ...draft, when: '2026-03-02T07:15' };
    const result = validateEdit(moved, draft.when, LB_USER, NOW);
    expect(result.ok && result.body.completedAt).toBe('2026-03-02T07:15:00.000Z');
  });

  it('a stored exercise whose name is cleared is an error, not a deletion', () => {
    const draft = draftForEdit(stored, LB_USER);
    const ex = draft.exercises[0]!;
    const blank = { ...draft, exercises: [{ ...ex, name: ' ' }] };
    expect(validateEdit(blank, draft.when, LB_USER, NOW)).toEqual({
      ok: false,
      errors: { [errorKey(ex.key, 'name')]: 'Exercise name is required' },
    });
  });
});

describe('create: POST with the sets inline (SPEC §5)', () => {
  const withSets = (user: FormUser) => {
    const draft = newWorkoutDraft(user, NOW);
    const ex = draft.exercises[0]!;
    return dispatch(
      { draft: { ...draft, name: 'Push Day' }, errors: {} },
      { type: 'exercise', key: ex.key, patch: { name: 'Bench Press' } },
      { type: 'set', key: ex.key, setKey: ex.sets[0]!.key, patch: { weight: '135', reps: '10' } },
      { type: 'addSet', key: ex.key },
      { type: 'addExercise', units: user },
    );
  };

  it('blank-name exercises are dropped; weights go in the unit typed; the date is the server’s', () => {
    const { draft } = withSets(KG_USER);
    const result = validateCreate(draft, draft.when, KG_USER, NOW);
    expect(result).toEqual({
      ok: true,
      body: {
        userId: KG_USER.id,
        name: 'Push Day',
        // The type followed the exercises (form-reducer.ts).
        type: 'strength',
        notes: '',
        exercises: [
          expect.objectContaining({
            name: 'Bench Press',
            distanceUnit: 'km',
            setList: [set(10, 135, 'kg'), set(10, 135, 'kg')],
          }),
        ],
      },
    });
  });

  it('says so when no exercise has a name, and names each bad box', () => {
    const draft = newWorkoutDraft(LB_USER, NOW);
    expect(validateCreate(draft, draft.when, LB_USER, NOW)).toEqual({
      ok: false,
      errors: {
        name: 'Workout name is required',
        exercises: 'Please add at least one exercise with a name.',
      },
    });
    const ex = draft.exercises[0]!;
    const row = ex.sets[0]!.key;
    const bad = dispatch(
      { draft: { ...draft, name: 'Legs' }, errors: {} },
      { type: 'exercise', key: ex.key, patch: { name: 'Squat', restTime: '-1' } },
      { type: 'set', key: ex.key, setKey: row, patch: { reps: '0', weight: '100.2', time: '90' } },
    );
    bad.draft.exercises[0]!.sets[0]!.time = '99:99:99';
    expect(validateCreate(bad.draft, draft.when, LB_USER, NOW)).toEqual({
      ok: false,
      errors: {
        [errorKey(ex.key, row, 'reps')]: 'Reps must be at least 1',
        [errorKey(ex.key, row, 'weight')]: 'Weight must be in steps of 0.5',
        [errorKey(ex.key, row, 'time')]: 'Time must be at most 24 hours',
        [errorKey(ex.key, 'restTime')]: 'Rest must be at least 0',
      },
    });
  });

  it.each([
    ['11', 'RPE must be at most 10'],
    ['0', 'RPE must be at least 1'],
    ['7.3', 'RPE must be in steps of 0.5'],
  ])('names an RPE of %s on its own box (issue 27 §2)', (rpe, message) => {
    const draft = newWorkoutDraft(LB_USER, NOW);
    const ex = draft.exercises[0]!;
    const row = ex.sets[0]!.key;
    const bad = dispatch(
      { draft: { ...draft, name: 'Legs' }, errors: {} },
      { type: 'exercise', key: ex.key, patch: { name: 'Squat' } },
      { type: 'set', key: ex.key, setKey: row, patch: { reps: '5', rpe } },
    );
    expect(validateCreate(bad.draft, draft.when, LB_USER, NOW)).toEqual({
      ok: false,
      errors: { [errorKey(ex.key, row, 'rpe')]: message },
    });
  });

  it('sends each set’s type and RPE and the exercises’ superset (issue 27 §2)', () => {
    const draft = newWorkoutDraft(LB_USER, NOW);
    const s = dispatch(
      { draft: { ...draft, name: 'Push' }, errors: {} },
      { type: 'addExercise', units: LB_USER },
    );
    const [a, b] = s.draft.exercises;
    const done = dispatch(
      s,
      { type: 'exercise', key: a!.key, patch: { name: 'Bench Press' } },
      { type: 'exercise', key: b!.key, patch: { name: 'Row' } },
      {
        type: 'set',
        key: a!.key,
        setKey: a!.sets[0]!.key,
        patch: { reps: '10', setType: 'warmup' },
      },
      { type: 'set', key: b!.key, setKey: b!.sets[0]!.key, patch: { reps: '8', rpe: '8,5' } },
      { type: 'superset', key: a!.key, join: true },
    );
    const result = validateCreate(done.draft, draft.when, LB_USER, NOW);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(
      result.body.exercises.map((e) => ({
        group: e.supersetGroup,
        sets: (e.setList ?? []).map((x) => [x.setType, x.rpe]),
      })),
    ).toEqual([
      { group: 1, sets: [['warmup', null]] },
      { group: 1, sets: [['normal', 8.5]] },
    ]);
  });

  it('says so before saving a workout over 300 sets in all (issue 25)', () => {
    const { draft } = withSets(LB_USER);
    const ex = draft.exercises[0]!;
    const sets = Array.from({ length: 50 }, (_, i) => ({ ...ex.sets[0]!, key: `set-${i}` }));
    const exercises = Array.from({ length: 7 }, (_, i) => ({
      ...ex,
      key: `move-${i}`,
      name: `Move ${i}`,
      sets,
    }));
    expect(validateCreate({ ...draft, exercises }, draft.when, LB_USER, NOW)).toEqual({
      ok: false,
      errors: { exercises: 'A workout holds at most 300 sets in all (this one would hold 350).' },
    });
    const fits = exercises.slice(0, 6);
    expect(validateCreate({ ...draft, exercises: fits }, draft.when, LB_USER, NOW).ok).toBe(true);
  });

  it.each([
    ['2026-03-10T12:05', "Date and time can't be in the future"],
    ['1999-12-31T23:00', 'Date and time must be in 2000 or later'],
    ['', 'Date and time is required'],
  ])('a date of %j is refused: %s', (when, message) => {
    const { draft } = withSets(LB_USER);
    const result = validateCreate({ ...draft, when }, draft.when, LB_USER, NOW);
    expect(result).toEqual({ ok: false, errors: { when: message } });
  });

  it('a late entry is sent with its date in the person’s zone', () => {
    const user = { ...LB_USER, timeZone: 'America/New_York' };
    const { draft } = withSets(user);
    const result = validateCreate({ ...draft, when: '2026-03-09T19:00' }, draft.when, user, NOW);
    expect(result.ok && result.body.completedAt).toBe('2026-03-09T23:00:00.000Z');
  });
});

describe('forms that open filled', () => {
  it('Repeat copies name, type and every set as stored, dated now, without the notes', () => {
    const draft = draftForRepeat(stored, KG_USER, NOW);
    expect(draft).toMatchObject({
      name: 'Push Day',
      type: 'strength',
      notes: '',
      when: '2026-03-10T12:00',
    });
    const result = validateCreate(draft, draft.when, KG_USER, NOW);
    expect(result.ok && result.body.exercises).toEqual([
      expect.objectContaining({ name: 'Bench Press', setList: stored.exercises[0]!.setList }),
    ]);
    expect(result.ok && result.body.exercises?.[0]).not.toHaveProperty('id');
    expect(result.ok && result.body).not.toHaveProperty('completedAt');
  });

  it('Repeat keeps a total the workout was given, not one its sets add up to', () => {
    const given = { ...stored, duration: 2700, distance: 0 };
    const draft = draftForRepeat(given, LB_USER, NOW);
    expect(draft.kept).toEqual({ duration: 2700 });
    expect(draft.minutes).toBe('45');
    const result = validateCreate(draft, draft.when, LB_USER, NOW);
    expect(result.ok && result.body.duration).toBe(2700);
    expect(draftForRepeat(stored, LB_USER, NOW).kept).toBeUndefined();
  });

  it('Schedule It’s suggestion (pounds) becomes uniform sets that go back as pounds', () => {
    const prefill = {
      name: 'Leg Day',
      type: 'strength' as const,
      exercises: [
        {
          name: 'Squat',
          sets: 3,
          reps: 10,
          weight: 135,
          duration: null,
          distance: null,
          distanceUnit: 'miles' as const,
        },
      ],
    };
    const draft = draftFromPrefill(prefill, KG_USER, NOW);
    expect(draft.exercises[0]!.sets.map((s) => [s.reps, s.weight])).toEqual([
      ['10', '61.2'],
      ['10', '61.2'],
      ['10', '61.2'],
    ]);
    const result = validateCreate(draft, draft.when, KG_USER, NOW);
    expect(result.ok && result.body.exercises?.[0]?.setList).toEqual([
      set(10, 135),
      set(10, 135),
      set(10, 135),
    ]);
  });
});

describe('duration: typed, or from a start and an end (issue 26 §8)', () => {
  const lifting = () => {
    const draft = newWorkoutDraft(LB_USER, NOW);
    const ex = draft.exercises[0]!;
    return dispatch(
      { draft: { ...draft, name: 'Leg Day' }, errors: {} },
      { type: 'exercise', key: ex.key, patch: { name: 'Squat' } },
      { type: 'set', key: ex.key, setKey: ex.sets[0]!.key, patch: { weight: '225', reps: '5' } },
    );
  };
  const create = (s: FormState, initialWhen = newWorkoutDraft(LB_USER, NOW).when) =>
    validateCreate(s.draft, initialWhen, LB_USER, NOW);

  it('sends the minutes typed as seconds; blank sends none (the sets add up)', () => {
    const typed = dispatch(lifting(), { type: 'duration', field: 'minutes', value: '50' });
    expect(create(typed)).toMatchObject({ ok: true, body: { duration: 3000 } });
    const blank = create(lifting());
    expect(blank.ok && blank.body).not.toHaveProperty('duration');
  });

  it('a start and an end fill the minutes, and the end is when it was done', () => {
    const s = dispatch(
      lifting(),
      { type: 'duration', field: 'start', value: '10:15' },
      { type: 'duration', field: 'end', value: '11:25' },
    );
    expect(s.draft).toMatchObject({ minutes: '70', when: '2026-03-10T11:25' });
    expect(create(s)).toMatchObject({
      ok: true,
      body: { duration: 4200, completedAt: '2026-03-10T11:25:00.000Z' },
    });
    // Typed minutes stand alone: the times that no longer agree are cleared.
    const typed = dispatch(s, { type: 'duration', field: 'minutes', value: '60' });
    expect(typed.draft).toMatchObject({ minutes: '60', start: '', end: '' });
  });

  it('across midnight; equal times are no length', () => {
    expect(minutesBetween('23:30', '00:15')).toBe(45);
    expect(minutesBetween('07:00', '07:00')).toBeNull();
    expect(minutesBetween('7', '08:00')).toBeNull();
  });

  it.each([
    [{ minutes: '0' }, { minutes: 'Duration must be at least 1 minute' }],
    [{ minutes: '1441' }, { minutes: 'Duration must be at most 1440 minutes (24 hours)' }],
    [{ minutes: '45.5' }, { minutes: 'Duration must be a whole number of minutes' }],
    [{ minutes: 'an hour' }, { minutes: 'Duration must be a whole number of minutes' }],
    [{ start: '10:00' }, { end: 'End time is required with a start time' }],
    [{ end: '10:00' }, { start: 'Start time is required with an end time' }],
    [{ start: '10:00', end: '10:00' }, { end: 'End time must differ from the start time' }],
  ])('%j is refused: %j', (fields, errors) => {
    const s = lifting();
    expect(create({ ...s, draft: { ...s.draft, ...fields } })).toEqual({ ok: false, errors });
  });

  it('edit: a given duration shows in minutes and is kept to the second unless changed', () => {
    const session = { ...stored, duration: 2712 }; // a guided session's 45:12
    const draft = draftForEdit(session, LB_USER);
    expect(draft.minutes).toBe('45');
    expect(validateEdit(draft, draft.when, LB_USER, NOW)).toMatchObject({
      ok: true,
      body: { duration: 2712 },
    });
    const changed = dispatch(
      { draft, errors: {} },
      { type: 'duration', field: 'minutes', value: '50' },
    );
    expect(validateEdit(changed.draft, draft.when, LB_USER, NOW)).toMatchObject({
      ok: true,
      body: { duration: 3000 },
    });
    // Cleared: the exercises' times add up again.
    const cleared = dispatch(
      { draft, errors: {} },
      { type: 'duration', field: 'minutes', value: '' },
    );
    expect(validateEdit(cleared.draft, draft.when, LB_USER, NOW)).toMatchObject({
      ok: true,
      body: { duration: null },
    });
  });

  it('a typed date and time clears the times, keeping the minutes they made', () => {
    const s = dispatch(
      lifting(),
      { type: 'duration', field: 'start', value: '09:00' },
      { type: 'duration', field: 'end', value: '09:40' },
      { type: 'detail', field: 'when', value: '2026-03-09T18:00' },
    );
    expect(s.draft).toMatchObject({ minutes: '40', start: '', end: '', when: '2026-03-09T18:00' });
  });
});
