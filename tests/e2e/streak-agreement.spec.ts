import type { Page } from '@playwright/test';
import { expect, expectAccessible, seedWorkout, test } from './fixtures';
import { aroundMidnight, benchDay, morningRun } from './seed-tracking';

const SHOTS = '/tmp/team/shots';

const dayStreakTile = (page: Page) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.getByText('Day Streak', { exact: true }) })
    .locator('dd');

/**
 * Issue 26 §1: one streak, one number. Yesterday's run logged today is a streak day ("last
 * night"); the workout of two days ago typed in today is kept but is not. Nothing yet today, so
 * the streak is yesterday's, alive until today ends: Home, Progress and the board all say 1
 * (Progress said 0 here, counting only runs ending today, while Home said "1-day streak").
 */
test('Home, Progress and the streak board show the same streak', async ({ page, createUser }) => {
  const user = await createUser({ onboarded: true });
  await seedWorkout(page.request, user.id, benchDay(aroundMidnight('UTC', -2, 12 * 60)));
  await seedWorkout(page.request, user.id, morningRun(aroundMidnight('UTC', -1, 12 * 60)));

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });

    await page.goto('/');
    await expect(page.getByText('1-day streak', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/A-streak-home-${width}.png` });

    await page.goto('/progress');
    await expect(dayStreakTile(page)).toHaveText('1');
    await page.screenshot({ path: `${SHOTS}/A-streak-progress-${width}.png` });

    await page.goto('/leaderboard');
    await page.getByRole('tab', { name: 'Longest Streak' }).click();
    const board = page.getByRole('list', { name: 'Longest Streak leaderboard' });
    await expect(board.locator('[aria-current="true"]')).toContainText('1 day');
    // The board says what it counts: days logged on time, not days typed in later.
    const rule = page.getByText(/A streak day is a day with a workout logged that day or the next/);
    await expect(rule).toBeVisible();
    await expect(
      page.getByRole('tabpanel', { name: 'Longest Streak' }),
    ).toHaveAccessibleDescription(/logged that day or the next/);
    await page.screenshot({ path: `${SHOTS}/A-streak-board-${width}.png` });
  }
  await expectAccessible(page);
});
