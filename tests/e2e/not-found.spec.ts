import { expect, expectAccessible, snap, test } from './fixtures';

test.describe('Page Not Found (SPEC §2)', () => {
  test('signed out, any path but / is not found', async ({ page }) => {
    await page.goto('/workouts');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Joey Fit');
    await snap(page, 'not-found-signed-out');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page.getByRole('heading', { name: 'Joey Fit' })).toBeVisible();
  });

  test('signed in, an unknown path is not found', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await snap(page, 'not-found-signed-in');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(
      page.getByRole('heading', { name: /Good (morning|afternoon|evening)/ }),
    ).toBeVisible();
  });
});
