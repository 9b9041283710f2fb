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
    // The greeting calls the user what the header does (issue 26): first and last name here.
    await expect(page.getByRole('heading', { name: /Ada Lovelace!/ })).toBeVisible();
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
    // Issue 8: the popover keeps off the screen's edge.
    const popover = (await page.getByRole('menu').boundingBox())!;
    expect(popover.x).toBeGreaterThanOrEqual(12);
    expect(popover.x + popover.width).toBeLessThanOrEqual(390 - 12);
    await snap(page, 'dashboard-notifications');
    await page.keyboard.press('Escape');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'dashboard-dark');
    await expectAccessible(page);
  });

  test('keyboard focus is never hidden behind the header or the bottom navigation', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    for (const n of [1, 2, 3]) {
      await page.request.post('/api/goals', {
        data: { userId: user.id, title: `Goal ${n}`, targetValue: 10, unit: 'reps' },
      });
    }
    for (const path of ['/', '/progress', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      // Tab through the page's content (not the fixed bars themselves).
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab');
        const box = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body || el.closest('nav, header, [role=dialog]') || el.closest('[aria-label="Voice command"]')) return null; // prettier-ignore
          if (el.getAttribute('aria-label') === 'Voice command') return null;
          const r = el.getBoundingClientRect();
          return {
            top: r.top,
            bottom: r.bottom,
            height: r.height,
            what: el.outerHTML.slice(0, 160),
          };
        });
        if (!box || box.height === 0) continue;
        expect(box.top, `${path}: tab ${i} under the header: ${box.what}`).toBeGreaterThanOrEqual(header.y + header.height - 1); // prettier-ignore
        expect(box.bottom, `${path}: tab ${i} behind the navigation`).toBeLessThanOrEqual(nav.y + 1); // prettier-ignore
      }
    }
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

  test('the screens reached from Profile lead back to it', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    // No screen is a placeholder any more: Customize Joey (joey-avatar.spec.ts), Help
    // (help.spec.ts) and Voice Diagnostics are built.
    const screens: [string, string][] = [
      ['/joey-avatar', 'Customize Joey'],
      ['/voice-diagnostics', 'Voice Diagnostics'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('This screen is being built')).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to profile' }).click();
      await expect(page).toHaveURL('/profile');
    }
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
