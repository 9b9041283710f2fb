import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  seedGoal,
  seedWorkout,
  setTimeZone,
  snap,
  test,
} from './fixtures';
import { aroundMidnight, benchDay, morningRun } from './seed-tracking';

const tile = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) });

async function expectTiles(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(tile(page, label).locator('dd')).toHaveText(value);
  }
}

test.describe('Progress (SPEC §2, §4 Streak)', () => {
  test('a new user sees zeros and the way to start', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
    await expectTiles(page, {
      'Total Workouts': '0',
      'This Week': '0',
      'Minutes This Week': '0',
      'Day Streak': '0',
    });
    await expect(page.getByRole('heading', { name: 'Your progress starts here' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log a Workout' })).toHaveAttribute(
      'href',
      '/workouts?new=1',
    );
    await expect(page.getByRole('region', { name: 'Goals Progress' })).toContainText(
      'No goals yet',
    );
    await snap(page, 'progress-empty', { fullPage: true });
    await expectAccessible(page);
  });

  test('tiles, type bars, goals, recent activity and the 12-week chart', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    const day = (offset: number) => aroundMidnight('UTC', offset, 12 * 60); // noon UTC
    await seedWorkout(page.request, user.id, { ...benchDay(day(-30)), name: 'Old Push Day' });
    await seedWorkout(page.request, user.id, {
      name: 'Yoga Flow',
      type: 'flexibility',
      duration: 20 * 60,
      completedAt: day(-10),
      exercises: [{ name: 'Sun Salutation', sets: 5, duration: 120 }],
    });
    await seedWorkout(page.request, user.id, benchDay(day(-2)));
    await seedWorkout(page.request, user.id, morningRun(day(-1)));
    await seedWorkout(page.request, user.id, {
      ...benchDay(aroundMidnight('UTC', 0, 1)),
      name: 'Chest Day',
    });
    await seedWorkout(page.request, user.id, {
      ...morningRun(aroundMidnight('UTC', 0, 2)),
      name: 'Evening Run',
    });
    await seedGoal(page.request, user.id, {
      title: 'Run 50 miles',
      targetValue: 50,
      currentValue: 10,
      unit: 'miles',
    });
    await seedGoal(page.request, user.id, {
      title: 'Bench 185',
      targetValue: 185,
      currentValue: 185,
      unit: 'lbs',
    });

    await page.goto('/progress');
    await expectTiles(page, {
      'Total Workouts': '6',
      'This Week': '4', // today (2), yesterday, two days ago
      'Minutes This Week': '150', // 45 + 30 + 45 + 30
      // Streak days are the days recorded when each workout was logged (issue 25 §6): today and
      // yesterday. The workout of two days ago, typed in today, is history but extends no
      // streak (issue 10's late-entry rule, which every streak shown now reads).
      'Day Streak': '2',
    });

    const types = page.getByRole('region', { name: 'Workout Types' });
    await expect(types.getByRole('listitem')).toHaveText([
      /Strength\s*3 workouts · 50%/,
      /Cardio\s*2 workouts · 33%/,
      /Flexibility\s*1 workout · 17%/,
    ]);
    await expect(types.getByRole('progressbar', { name: 'Strength workouts' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    const goals = page.getByRole('region', { name: 'Goals Progress' });
    await expect(goals.getByRole('progressbar', { name: 'Run 50 miles progress' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await expect(goals.getByText('Completed:')).toHaveCount(1);

    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(activity.locator(':scope > ol > li')).toHaveCount(5);
    await expect(activity.locator(':scope > ol > li').first()).toContainText('Evening Run');
    await expect(activity.getByText('3 × 10 · 135 lbs').first()).toBeVisible();
    await expect(activity).not.toContainText('Old Push Day');

    const chart = page.getByRole('region', { name: 'Last 12 Weeks' });
    // Two 5 km runs, summed as miles (3.11 each) and shown in the user's unit (issue 8).
    await expect(
      chart.getByText('6 workouts · 215 min · 6.22 mi · active 3 of 12 weeks'),
    ).toBeVisible();
    const svg = chart.locator('.recharts-surface');
    await expect(svg).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle path')).toHaveCount(3);
    // The table screen readers get holds the same numbers.
    await expect(chart.getByRole('table')).toContainText('150');
    await snap(page, 'progress', { fullPage: true });
    // Under the sticky header, for a screenshot of the chart and the bars below it.
    await chart.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 72));
    await snap(page, 'progress-chart');
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'progress-dark', { fullPage: true });
    await expectAccessible(page);
  });

  test('the chart is its own chunk, loaded only on this screen', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    await seedWorkout(page.request, user.id, morningRun());
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/');
    await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
    const before = scripts.length;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Progress' })
      .click();
    await expect(page.locator('.recharts-surface')).toBeVisible();
    expect(scripts.slice(before).some((u) => /WeeklyChart/.test(u))).toBe(true);
  });
});

// Issue 3 "done when": the streak and week follow the user's own midnight.
for (const timezoneId of ['Pacific/Tongatapu', 'Pacific/Honolulu']) {
  test.describe(`Progress in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('a minute after and a minute before local midnight are two streak days', async ({
      page,
      createUser,
    }) => {
      const user = await createUser({ onboarded: true });
      await setTimeZone(page.request, timezoneId);
      await seedWorkout(page.request, user.id, morningRun(aroundMidnight(timezoneId, 0, 1)));
      await seedWorkout(page.request, user.id, benchDay(aroundMidnight(timezoneId, 0, -1)));
      // A minute before the week's first local day (six days ago) begins: outside the week.
      await seedWorkout(page.request, user.id, morningRun(aroundMidnight(timezoneId, -6, -1)));
      await page.goto('/progress');
      await expectTiles(page, {
        'Total Workouts': '3',
        'This Week': '2',
        'Minutes This Week': '75',
        'Day Streak': '2',
      });
      const activity = page.getByRole('region', { name: 'Recent Activity' });
      await expect(activity.getByText('Today')).toHaveCount(1);
      await expect(activity.getByText('Yesterday')).toHaveCount(1);
    });
  });
}
