import { expect, expectAccessible, snap, test } from './fixtures';

test.describe('Landing (signed out /)', () => {
  test('shows the title, tagline, three feature cards and both sign-in links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Joey Fit' })).toBeVisible();
    await expect(page.getByText(/workout tracker you can talk to/i)).toBeVisible();
    for (const card of ['Voice tracking', 'Smart goals', 'AI coaching']) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    // Both are plain links to the server's login page (SPEC §1), not client routes; Get Started
    // asks it for the Create account tab (issue 26).
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/api/login?mode=register',
    );
    await expect(page.getByRole('link', { name: 'Sign In to Continue' })).toHaveAttribute(
      'href',
      '/api/login',
    );
    await expect(page).toHaveTitle('Joey Fit');
    await snap(page, 'landing');
    await expectAccessible(page);
  });

  // Issue 26: Get Started opened the Sign in tab; a new visitor wants an account.
  test('Get Started opens Create account, Sign In to Continue opens Sign in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/api/login?mode=register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('First name')).toBeVisible();
    await snap(page, 'E-get-started-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'E-get-started-1280');

    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In to Continue' }).click();
    await expect(page).toHaveURL('/api/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
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
