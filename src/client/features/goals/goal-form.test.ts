import { describe, expect, it } from 'vitest';
import type { Goal } from '@shared/schemas/goals';
import {
  DEADLINE_IN_PAST,
  EMPTY_GOAL_FORM,
  editUnitOptions,
  goalToForm,
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

describe('edit unit list (SPEC §9)', () => {
  it('is the edit list', () => {
    expect(editUnitOptions('miles')).toEqual([
      'pounds',
      'kg',
      'minutes',
      'miles',
      'km',
      'reps',
      'units',
    ]);
  });

  it("adds the goal's own unit when only the create list has it", () => {
    expect(editUnitOptions('hours').at(-1)).toBe('hours');
    expect(editUnitOptions('hours')).toHaveLength(8);
  });
});
