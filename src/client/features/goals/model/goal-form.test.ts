import { describe, expect, it } from 'vitest';
import type { Goal } from '@shared/schemas/goals';
import {
  autoTracking,
  DEADLINE_IN_PAST,
  EMPTY_GOAL_FORM,
  goalToForm,
  goalUnitOptions,
  resolveTracking,
  suggestedUnit,
  validateCreateGoal,
  validateUpdateGoal,
  type GoalFormValues,
} from './goal-form';

const USER = '2b1c6f9e-8a3d-4e57-9c1a-5f0e7d2b4a61';
const TODAY = '2026-03-10';
const form = (o: Partial<GoalFormValues> = {}): GoalFormValues => ({
  ...EMPTY_GOAL_FORM,
  title: 'Run 50 miles',
  targetValue: '50',
  ...o,
});
const goal = (o: Partial<Goal> = {}): Goal => ({
  id: 'g1',
  userId: USER,
  title: 'Run 50 miles',
  description: null,
  type: 'distance',
  targetValue: 50,
  currentValue: 10,
  unit: 'miles',
  deadline: null,
  isCompleted: false,
  progressPercentage: 20,
  completedAt: null,
  createdAt: '2026-03-01T00:00:00Z',
  tracking: 'manual',
  trackExercise: null,
  trackWorkoutType: null,
  startValue: null,
  ...o,
});

describe('create goal form → POST /api/goals body (SPEC §5, §9)', () => {
  it('sends the defaults: type general, unit units, current 0, no deadline', () => {
    expect(validateCreateGoal(form(), USER, { today: TODAY })).toEqual({
      ok: true,
      body: {
        userId: USER,
        title: 'Run 50 miles',
        description: null,
        type: 'general',
        targetValue: 50,
        currentValue: 0,
        unit: 'units',
        deadline: null,
        tracking: 'manual',
        trackExercise: null,
        trackWorkoutType: null,
      },
    });
  });

  it('trims text and reads numbers and the date', () => {
    const result = validateCreateGoal(
      form({
        title: '  Bench 225 ',
        description: ' by summer ',
        type: 'strength',
        targetValue: '225',
        currentValue: '185.5',
        unit: 'lbs',
        deadline: TODAY,
      }),
      USER,
      { today: TODAY },
    );
    expect(result).toMatchObject({
      ok: true,
      body: {
        title: 'Bench 225',
        description: 'by summer',
        targetValue: 225,
        currentValue: 185.5,
        deadline: TODAY,
      },
    });
  });

  it.each<[Partial<GoalFormValues>, string, string]>([
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ targetValue: '' }, 'targetValue', 'Target value is required'],
    [{ targetValue: '-1' }, 'targetValue', 'Target value must be at least 0'],
    [{ currentValue: '-0.5' }, 'currentValue', 'Current value must be at least 0'],
    [{ targetValue: '2.25' }, 'targetValue', 'Target value must be in steps of 0.1'],
    [{ currentValue: '0.05' }, 'currentValue', 'Current value must be in steps of 0.1'],
    [{ deadline: '2026-03-09' }, 'deadline', DEADLINE_IN_PAST],
    [{ title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters'],
  ])('%j: %s says "%s"', (values, field, message) => {
    const result = validateCreateGoal(form(values), USER, { today: TODAY });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('reports every field at once', () => {
    const result = validateCreateGoal(form({ title: '', targetValue: '' }), USER, { today: TODAY });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['targetValue', 'title']);
  });

  it('accepts 0.1 steps without float noise', () => {
    expect(validateCreateGoal(form({ targetValue: '0.3' }), USER, { today: TODAY }).ok).toBe(true);
  });
});

describe('edit goal form → PUT /api/goals/{id} body', () => {
  it('round-trips a goal and may clear the deadline to null', () => {
    const g = goal({ deadline: '2026-04-01', description: 'spring' });
    const result = validateUpdateGoal({ ...goalToForm(g), deadline: '' }, g, { today: TODAY });
    expect(result).toEqual({
      ok: true,
      body: {
        title: 'Run 50 miles',
        description: 'spring',
        type: 'distance',
        targetValue: 50,
        currentValue: 10,
        unit: 'miles',
        deadline: null,
        tracking: 'manual',
        trackExercise: null,
        trackWorkoutType: null,
      },
    });
  });

  it('keeps an overdue goal editable while its saved deadline is unchanged', () => {
    const g = goal({ deadline: '2026-03-01' });
    expect(validateUpdateGoal(goalToForm(g), g, { today: TODAY }).ok).toBe(true);
    const moved = validateUpdateGoal({ ...goalToForm(g), deadline: '2026-03-02' }, g, {
      today: TODAY,
    });
    expect(moved).toEqual({ ok: false, errors: { deadline: DEADLINE_IN_PAST } });
  });

  it('keeps a hand-set completed flag, and leaves a reached goal to its numbers', () => {
    const flagged = goal({ isCompleted: true, progressPercentage: 20 });
    const reached = goal({ isCompleted: true, currentValue: 50, progressPercentage: 100 });
    expect(validateUpdateGoal(goalToForm(flagged), flagged, { today: TODAY })).toMatchObject({
      body: { isCompleted: true },
    });
    const body = validateUpdateGoal(goalToForm(reached), reached, { today: TODAY });
    expect(body.ok && 'isCompleted' in body.body).toBe(false);
  });
});

describe('one unit list for both forms (issue 8)', () => {
  it('is the create list with workouts, whichever form', () => {
    expect(goalUnitOptions()).toEqual([
      'lbs',
      'kg',
      'miles',
      'km',
      'minutes',
      'hours',
      'workouts',
      'reps',
      'sets',
      'days',
      'units',
    ]);
    expect(goalUnitOptions('hours')).toEqual(goalUnitOptions());
  });

  it("keeps a 'pounds' goal's stored value in the place of lbs, so Edit never changes it", () => {
    const list = goalUnitOptions('pounds');
    expect(list[0]).toBe('pounds');
    expect(list).not.toContain('lbs');
    expect(list).toHaveLength(11);
  });
});

describe('goals that fill themselves (issue 8)', () => {
  it.each([
    ['distance', 'miles', 'distance'],
    ['general', 'km', 'distance'],
    ['time', 'hours', 'duration'],
    ['general', 'workouts', 'workouts'],
    ['strength', 'kg', 'lift'],
    ['weight_loss', 'lbs', 'body_weight'],
    ['weight_gain', 'pounds', 'body_weight'],
    ['general', 'reps', null],
    ['general', 'units', null],
  ] as const)('a %s goal in %s can track %s', (type, unit, tracking) => {
    expect(autoTracking(type, unit)).toBe(tracking);
  });

  it('follows the suggestion until the user chooses, then keeps the choice', () => {
    expect(resolveTracking('distance', 'km', null)).toBe('distance');
    // A strength goal needs an exercise to follow: by hand until the user asks for tracking.
    expect(resolveTracking('strength', 'lbs', null)).toBe('manual');
    expect(resolveTracking('strength', 'lbs', 'auto')).toBe('lift');
    expect(resolveTracking('distance', 'km', 'manual')).toBe('manual');
    expect(resolveTracking('general', 'reps', 'auto')).toBe('manual');
  });

  it("suggests a new goal's unit from its type, in the user's units", () => {
    const metric = { weightUnit: 'kg', distanceUnit: 'km' } as const;
    const us = { weightUnit: 'lb', distanceUnit: 'mi' } as const;
    expect(suggestedUnit('weight_loss', metric)).toBe('kg');
    expect(suggestedUnit('weight_loss', us)).toBe('lbs');
    expect(suggestedUnit('distance', metric)).toBe('km');
    expect(suggestedUnit('distance', us)).toBe('miles');
    expect(suggestedUnit('time', us)).toBe('minutes');
    expect(suggestedUnit('endurance', us)).toBeNull();
  });

  it('sends a tracked goal without a current value, with its exercise or workout type', () => {
    const lift = validateCreateGoal(
      form({
        type: 'strength',
        unit: 'kg',
        tracking: 'lift',
        trackExercise: ' Deadlift ',
        currentValue: '99',
        trackWorkoutType: 'cardio',
      }),
      USER,
      { today: TODAY },
    );
    expect(lift).toMatchObject({
      ok: true,
      body: {
        tracking: 'lift',
        trackExercise: 'Deadlift',
        trackWorkoutType: null,
        currentValue: 0,
      },
    });
    const runs = validateCreateGoal(
      form({
        unit: 'workouts',
        tracking: 'workouts',
        trackWorkoutType: 'cardio',
        trackExercise: 'x',
      }),
      USER,
      { today: TODAY },
    );
    expect(runs).toMatchObject({
      ok: true,
      body: { tracking: 'workouts', trackWorkoutType: 'cardio', trackExercise: null },
    });
  });

  it('a lift goal names its exercise', () => {
    const result = validateCreateGoal(
      form({ type: 'strength', unit: 'lbs', tracking: 'lift' }),
      USER,
      { today: TODAY },
    );
    expect(result).toEqual({
      ok: false,
      errors: { trackExercise: 'Exercise is required for a lift goal' },
    });
  });

  it("keeps a tracked goal's counted progress when it is edited", () => {
    const g = goal({ tracking: 'distance', currentValue: 12.34, progressPercentage: 25 });
    expect(validateUpdateGoal(goalToForm(g), g, { today: TODAY })).toMatchObject({
      ok: true,
      body: { tracking: 'distance', currentValue: 12.34 },
    });
  });
});

describe('descriptions of renamed goals', () => {
  const voice = goal({
    title: 'Run 20 miles',
    description: 'Set by voice: "I want to run 20 miles by June"',
  });

  it('leaves the voice line out of the description box', () => {
    expect(goalToForm(voice).description).toBe('');
  });

  it('keeps it while the title stays, and drops it when the goal is renamed', () => {
    const same = validateUpdateGoal(goalToForm(voice), voice, { today: TODAY });
    expect(same).toMatchObject({ body: { description: voice.description } });
    const renamed = validateUpdateGoal({ ...goalToForm(voice), title: 'Run 50 miles' }, voice, {
      today: TODAY,
    });
    expect(renamed).toMatchObject({ body: { title: 'Run 50 miles', description: null } });
  });

  it("keeps the user's own description through a rename: it is their text", () => {
    const own = goal({ description: 'Spring training' });
    const renamed = validateUpdateGoal({ ...goalToForm(own), title: 'Run 60 miles' }, own, {
      today: TODAY,
    });
    expect(renamed).toMatchObject({ body: { description: 'Spring training' } });
  });
});
