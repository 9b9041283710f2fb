import { expect, seedWorkout, snap, test } from './fixtures';
import { morningRun } from './seed-tracking';

// One name for the user (issue 26): header, greeting and profile call the user by `userName`
// (shared/display-name.ts); boards and shares show it without the username, a sign-in name.
test.describe('The name the app calls the user', () => {
  test('a user with only a username is called by it in the header, the greeting and the profile', async ({
    page,
    createUser,
  }) => {
    const me = await createUser({ onboarded: true });
    await seedWorkout(page.request, me.id, morningRun());
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText(me.username, { exact: true })).toBeVisible();
    await expect(header.getByText('Joey', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`, ${me.username}!`);
    await snap(page, 'E-name-nameless-390');
    // Others see no username: the board shows the user as 'Fitness User'.
    await expect(
      page
        .getByRole('region', { name: 'Weekly Leaders' })
        .getByRole('listitem')
        .filter({ hasText: 'You' }),
    ).toContainText('Fitness User');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: me.username })).toBeVisible();
  });

  test('a display name, once set, is the name in the header, the greeting and on the board', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true, firstName: 'Ada', lastName: 'Lovelace' });
    const set = await page.request.put('/api/leaderboard/settings', {
      data: { displayName: 'Countess' },
    });
    expect(set.status()).toBe(200);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Countess', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(', Countess!');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Ada');
    await snap(page, 'E-name-display-1280');
  });
});
