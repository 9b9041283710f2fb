import { describe, expect, it } from 'vitest';
import type { WorkoutPrefill } from './schemas/dashboard';
import { MAX_PLAN_PARAM, decodePlan, encodePlan, logPlanHref } from './prefill-link';

const bench: WorkoutPrefill = {
  name: 'Chest day — “heavy”',
  type: 'strength',
  exercises: [
    {
      name: 'Bench Press',
      sets: 3,
      reps: 8,
      weight: 140,
      duration: null,
      distance: null,
      distanceUnit: 'miles',
    },
  ],
};

describe('a suggested workout in a link (Schedule It, issue 26)', () => {
  it('comes back as it went, names in any script included', () => {
    const value = encodePlan(bench);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePlan(value)).toEqual(bench);
    expect(logPlanHref(bench)).toBe(`/workouts?new=1&plan=${value}`);
  });

  it('reads nothing from a missing, malformed, foreign or oversized value', () => {
    expect(decodePlan(null)).toBeUndefined();
    expect(decodePlan('')).toBeUndefined();
    expect(decodePlan('not base64!')).toBeUndefined();
    expect(decodePlan(btoa('{"name":1}'))).toBeUndefined();
    expect(decodePlan(btoa('{"name":"x","type":"yoga","exercises":[]}'))).toBeUndefined();
    expect(decodePlan('A'.repeat(MAX_PLAN_PARAM + 1))).toBeUndefined();
  });

  it('keeps a very long workout within the bound, its first exercises in order', () => {
    const many = {
      ...bench,
      exercises: Array.from({ length: 400 }, (_, i) => ({
        ...bench.exercises[0]!,
        name: `Lift ${i}`,
      })),
    };
    const value = encodePlan(many);
    expect(value.length).toBeLessThanOrEqual(MAX_PLAN_PARAM);
    const back = decodePlan(value)!;
    expect(back.exercises.length).toBeGreaterThan(10);
    expect(back.exercises.map((e) => e.name)).toEqual(
      many.exercises.slice(0, back.exercises.length).map((e) => e.name),
    );
  });
});
