import type { Leaderboard } from '../../src/shared/schemas/progression';
import {
  expect,
  expectAccessible,
  seedWorkout,
  setLeaderboardSettings,
  snap,
  test,
  toasts,
} from './fixtures';
import { benchDay } from './seed-tracking';

// Issue 26's leaderboard polish. The boards are everyone's in a full run, so each test reads its
// own row, or reshapes the real board it was sent (the banner's rule has unit tests).
test.describe('Leaderboard polish (issue 26)', () => {
  test('a hidden user sees that they are hidden and rejoins from the board', async ({
    page,
    createUser,
  }) => {
    const me = await createUser({ onboarded: true, firstName: 'Hidden', lastName: 'Hannah' });
    await seedWorkout(page.request, me.id, benchDay());
    await setLeaderboardSettings(page.request, { leaderboardVisible: false });
    await page.goto('/leaderboard');
    const notice = page.getByRole('region', { name: "You're hidden from the leaderboards" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Others don't see you on any board");
    await expect(notice.getByRole('link', { name: 'Profile › Leaderboard Settings' })).toHaveAttribute('href', '/profile'); // prettier-ignore
    await expect(page.getByRole('region', { name: 'Your rank' })).toHaveCount(0);
    await snap(page, 'E-leaderboard-hidden-390');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'E-leaderboard-hidden-1280');

    await notice.getByRole('button', { name: 'Show me on the leaderboards' }).click();
    await expect(toasts(page).getByText('Settings Updated')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your rank' })).toContainText('Your Rank: #');
    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user.leaderboardVisible).toBe(true);
  });

  test('everyone tied at #1 is not "better than 100%"', async ({ page, createUser }) => {
    const me = await createUser({ onboarded: true, firstName: 'Tied', lastName: 'Tess' });
    await seedWorkout(page.request, me.id, benchDay());
    // The real board, reshaped so every listed user has the caller's score: a tie for first.
    await page.route('**/api/leaderboard/xp', async (route) => {
      const real = (await (await route.fetch()).json()) as Leaderboard;
      const own = real.userRank!;
      const others = real.entries.filter((e) => !e.isCurrentUser).slice(0, 2);
      const entries = [{ ...own, rank: 1 }, ...others.map((e) => ({ ...e, rank: 1, value: own.value }))]; // prettier-ignore
      await route.fulfill({
        json: { ...real, entries, totalUsers: entries.length, userRank: { ...own, rank: 1 } },
      });
    });
    await page.goto('/leaderboard');
    const banner = page.getByRole('region', { name: 'Your rank' });
    await expect(banner).toContainText('Your Rank: #1');
    await expect(banner).toContainText('Tied for first with everyone here');
    await expect(banner).not.toContainText('Better than');
    await snap(page, 'E-leaderboard-tied-390');
  });

  test('a caller the top leaves out (a tie past 50) still sees their own row, under the list', async ({
    page,
    createUser,
  }) => {
    const me = await createUser({ onboarded: true, firstName: 'Past', lastName: 'Fifty' });
    await seedWorkout(page.request, me.id, benchDay());
    // The real board, reshaped as a busy one: the caller ranks #61 and the top lists others.
    await page.route('**/api/leaderboard/xp', async (route) => {
      const real = (await (await route.fetch()).json()) as Leaderboard;
      const own = { ...real.userRank!, rank: 61 };
      const entries = real.entries.filter((e) => !e.isCurrentUser);
      await route.fulfill({ json: { ...real, entries, totalUsers: 70, userRank: own } });
    });
    await page.goto('/leaderboard');
    const board = page.getByRole('list', { name: 'Total XP leaderboard' });
    const mine = board.locator('[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Past Fifty');
    await expect(mine).toContainText('You');
    await expect(mine).toContainText('#61');
    // It is the list's last row, after everyone listed.
    await expect(board.getByRole('listitem').last()).toHaveAttribute('aria-current', 'true');
    await mine.scrollIntoViewIfNeeded();
    await snap(page, 'E-leaderboard-own-row-below-390');
    await expectAccessible(page);
  });

  test('the Home preview shows a name that fits in full', async ({ page, createUser }) => {
    const me = await createUser({ onboarded: true, firstName: 'Alexandra', lastName: 'Lovelace' });
    await seedWorkout(page.request, me.id, benchDay());
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const leaders = page.getByRole('region', { name: 'Weekly Leaders', exact: true });
      const own = leaders.getByRole('listitem').filter({ hasText: 'You' });
      const name = own.getByText('Alexandra Lovelace', { exact: true });
      await expect(name).toBeVisible();
      const clipped = await name.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(clipped, `the name is cut off at ${width} px`).toBe(false);
      await leaders.scrollIntoViewIfNeeded();
      await snap(page, `E-home-preview-${width}`);
    }
  });
});
