import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

const activeLabels = (path: string) =>
  NAV_ITEMS.filter((item) => isNavItemActive(item, path)).map((item) => item.label);

describe('bottom navigation active item', () => {
  it.each([
    ['/', ['Home']],
    ['/workouts', ['Workouts']],
    ['/progress/', ['Progress']],
    ['/leaderboard', ['Leaderboard']],
    ['/subscription', ['Plans']],
    ['/plans', ['Plans']],
    ['/profile', ['Profile']],
    ['/help', []],
  ])('on %s lights up %j', (path, labels) => {
    expect(activeLabels(path)).toEqual(labels);
  });

  it('links to the SPEC §2 paths in order', () => {
    expect(NAV_ITEMS.map((item) => item.href)).toEqual([
      '/',
      '/workouts',
      '/progress',
      '/leaderboard',
      '/subscription',
      '/profile',
    ]);
  });
});
