import { expect, expectAccessible, snap, test } from './fixtures';

test.describe('Landing (signed out /)', () => {
  test('shows the title, tagline, three feature cards and both sign-in links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Joey Fit' })).toBeVisible();
    await expect(page.getByText(/workout tracker you can talk to/i)).toBeVisible();
    for (const card of ['Voice tracking', 'Smart goals', 'AI coaching']) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    // Both are plain links to the server's login page (SPEC §1), not client routes.
    for (const name of ['Get Started', 'Sign In to Continue']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/api/login');
    }
    await expect(page).toHaveTitle('Joey Fit');
    await snap(page, 'landing');
    await expectAccessible(page);
  });

  test('Get Started opens the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/api/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('looks right in the dark and on a wide screen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Joey Fit' })).toBeVisible();
    await snap(page, 'landing-dark');
    await expectAccessible(page);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
    const column = page.getByRole('main');
    expect((await column.boundingBox())!.width).toBeLessThanOrEqual(480);
    await snap(page, 'landing-desktop');
  });
});
