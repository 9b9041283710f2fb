import { expect, expectAccessible, snap, test } from './fixtures';

test.describe('Dashboard and navigation (signed in)', () => {
  test('the dashboard greets the user with the header and coach links', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true, firstName: 'Ada', lastName: 'Lovelace' });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('Ada Lovelace')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Your profile' })).toContainText('AL');
    await expect(page.getByRole('heading', { name: /Ada!/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Workout Plan' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    await expect(page.getByRole('link', { name: 'Guided Session' })).toHaveAttribute(
      'href',
      '/workout-session',
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await snap(page, 'dashboard');
    await expectAccessible(page);

    // A new user has one insight (log your first workout), so the bell says where it is.
    await header.getByRole('button', { name: /Notifications, 1 new/ }).click();
    await expect(page.getByText('Joey has 1 suggestion for you')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'dashboard-dark');
    await expectAccessible(page);
  });

  test('fits the narrowest phones', async ({ page, createUser }) => {
    await createUser({ onboarded: true, firstName: 'Maximilian' });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Maximilian!/ })).toBeVisible();
    // Nothing sticks out sideways, and every tab label is shown in full.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    const labels = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    for (const link of await labels.all()) {
      expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await snap(page, 'dashboard-320');
    await page.getByText('AI Coach Insights').scrollIntoViewIfNeeded();
    await snap(page, 'dashboard-320-bottom');
  });

  test('the bottom navigation reaches every tab', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const tabs: [string, string, string][] = [
      ['Workouts', '/workouts', 'Workouts'],
      ['Progress', '/progress', 'Progress'],
      ['Leaderboard', '/leaderboard', 'Leaderboard'],
      ['Plans', '/subscription', 'Plans'],
      ['Profile', '/profile', 'Profile'],
      ['Home', '/', 'Home'],
    ];
    for (const [label, path] of tabs) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('screens still being built say so and lead home', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByText('This screen is being built')).toBeVisible();
    await snap(page, 'placeholder-leaderboard');
    await expectAccessible(page);

    const screens: [string, string][] = [
      ['/plans', 'Plans'],
      ['/workout-session', 'AI Coach Session'],
      ['/assessment', 'Fitness Assessment'],
      ['/joey-avatar', 'Customize Joey'],
      ['/voice-diagnostics', 'Voice Diagnostics'],
      ['/help', 'Help & Tutorials'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await snap(page, 'placeholder-help');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a dead share link says the workout is not found, signed out too', async ({ page }) => {
    await page.goto('/s/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Workout Not Found' })).toBeVisible();
    await expect(
      page.getByText('This shared workout link is invalid, expired, or has been revoked.'),
    ).toBeVisible();
    await snap(page, 'share-not-found');
    await expectAccessible(page);
  });
});
