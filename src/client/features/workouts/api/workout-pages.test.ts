import { describe, expect, it } from 'vitest';
import type { Workout, WorkoutPage } from '@shared/schemas/workouts';
import { workoutsKey } from './keys';
import { loadedWorkouts, workoutPagesKey } from './workout-pages';

const w = (id: string) => ({ id, name: id }) as Workout;
const page = (ids: string[], total: number): WorkoutPage => ({
  workouts: ids.map(w),
  nextCursor: null,
  total,
});

describe('the Workouts screen’s pages', () => {
  it('sit under the list’s key, so invalidating the list refreshes them', () => {
    expect(workoutPagesKey('u1').slice(0, workoutsKey('u1').length)).toEqual(workoutsKey('u1'));
  });

  it.each<[string, WorkoutPage[] | undefined, string[], number]>([
    ['nothing loaded yet', undefined, [], 0],
    ['one page', [page(['a', 'b'], 5)], ['a', 'b'], 5],
    ['pages in order', [page(['a', 'b'], 5), page(['c'], 5)], ['a', 'b', 'c'], 5],
    ['a workout in two pages shown once', [page(['a', 'b'], 4), page(['b', 'c'], 4)], ['a', 'b', 'c'], 4],
    ['the latest page’s total', [page(['a'], 3), page(['b'], 4)], ['a', 'b'], 4],
    ['never fewer than shown', [page(['a', 'b'], 1)], ['a', 'b'], 2],
  ])('%s', (_, pages, ids, total) => {
    const loaded = loadedWorkouts(pages);
    expect(loaded.workouts.map((x) => x.id)).toEqual(ids);
    expect(loaded.total).toBe(total);
  }); // prettier-ignore
});
