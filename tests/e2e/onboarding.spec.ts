import { expect, expectAccessible, snap, test, type TestUser } from './fixtures';
import type { Page } from '@playwright/test';

const completion = (page: Page) =>
  page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/users/onboarding/complete') && res.request().method() === 'PUT',
  );

async function expectCompletedOnServer(page: Page) {
  const me = (await (await page.request.get('/api/auth/user')).json()) as {
    onboardingCompleted: boolean;
  };
  expect(me.onboardingCompleted).toBe(true);
}

test.describe('Onboarding (SPEC §4)', () => {
  let user: TestUser;
  test.beforeEach(async ({ createUser }) => {
    user = await createUser({ firstName: 'Ada' });
    expect(user.id).toBeTruthy();
  });

  test('a new user walks through three steps and is not asked again', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Meet Joey, your coach' })).toBeVisible();
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
    await snap(page, 'onboarding-1');
    await expectAccessible(page);

    // Issue 8: the dialog keeps one height through the steps, so the buttons never jump.
    const height = async () => (await dialog.boundingBox())!.height;
    const next = async () => (await dialog.getByRole('button', { name: /Next|Get Started/ }).boundingBox())!; // prettier-ignore
    const first = { height: await height(), next: await next() };

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Voice Commands' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try a Voice Command Now' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Meet Joey, your coach' })).toHaveCount(0);
    expect(await height()).toBe(first.height);
    expect(await next()).toEqual(first.next);
    await snap(page, 'onboarding-2');

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Explore Features' })).toBeVisible();
    expect(await height()).toBe(first.height);
    expect(await next()).toEqual(first.next);
    await snap(page, 'onboarding-3');
    await expectAccessible(page);
    const saved = completion(page);
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { name: /Ada!/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectCompletedOnServer(page);
  });

  test('Skip completes it too', async ({ page }) => {
    await page.goto('/');
    const saved = completion(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: /Ada!/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectCompletedOnServer(page);
  });

  test('Try a Voice Command Now completes it and opens the voice dialog', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Next' }).click();
    const saved = completion(page);
    await dialog.getByRole('button', { name: 'Try a Voice Command Now' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Voice Commands' })).toBeHidden();
    // The voice dialog takes its place (its title follows its state, so find it by its close).
    await expect(page.getByRole('button', { name: 'Close voice dialog' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('Escape closes and completes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    const saved = completion(page);
    await page.keyboard.press('Escape');
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('when saving fails it says so and offers the tour again next time', async ({ page }) => {
    await page.route('**/api/users/onboarding/complete', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto('/');
    await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
    // Inside the toast area: Radix also copies the text into a hidden live region.
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Error', { exact: true })).toBeVisible();
    await expect(toasts.getByText("Couldn't save your onboarding progress")).toBeVisible();
    await snap(page, 'onboarding-error-toast');

    await page.unroute('**/api/users/onboarding/complete');
    await page.reload();
    await expect(page.getByRole('dialog', { name: /Meet Joey/ })).toBeVisible();
  });
});
