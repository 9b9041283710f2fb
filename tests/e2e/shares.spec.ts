import {
  expect,
  expectAccessible,
  seedWorkout,
  snap,
  test,
  type TestUser,
  toasts,
} from './fixtures';

const SUNRISE = {
  name: 'Sunrise Strength',
  type: 'strength' as const,
  notes: 'private thoughts',
  exercises: [
    { name: 'Back Squat', sets: 5, reps: 5, weight: 185 },
    { name: 'Rowing', sets: 1, duration: 600, distance: 2, distanceUnit: 'km' as const },
  ],
};

test.describe('Sharing (SPEC §2 share dialog, /s/{token})', () => {
  let user: TestUser;
  test.beforeEach(async ({ createUser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    user = await createUser({ onboarded: true, firstName: 'Ada', lastName: 'Lovelace' });
  });

  test('shares a workout from its card, opens it signed out, then revokes it', async ({
    page,
    browser,
    baseURL,
  }) => {
    await seedWorkout(page.request, user.id, SUNRISE);
    await page.goto('/workouts');
    await page.getByRole('button', { name: 'Share Sunrise Strength' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Workout' });
    await expect(dialog.getByRole('tab', { name: 'Create Share' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByLabel('Link expires')).toHaveValue('1w');
    await dialog.getByLabel('Link expires').selectOption('custom');
    const custom = dialog.getByLabel('Expires at');
    await expect(custom).toHaveAttribute('min', /^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await dialog.getByLabel('Link expires').selectOption('1d');
    await dialog.getByRole('switch', { name: 'Show my name' }).check();
    await snap(page, 'share-create-workout');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Create share link' }).click();
    await expect(toasts(page).getByText('Share Created!')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Manage Shares' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const item = dialog.getByRole('list', { name: 'Your shares' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(
      item.getByRole('paragraph').filter({ hasText: 'Workout: Sunrise Strength' }),
    ).toBeVisible();
    await expect(item.getByText('Active', { exact: true })).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(new RegExp(`^${baseURL}/s/[A-Za-z0-9_-]{22,}$`));
    await expect(item.getByRole('link', { name: /Open/ })).toHaveAttribute('href', url);
    await snap(page, 'share-manage');
    await expectAccessible(page);

    await item.getByRole('button', { name: /Copy link/ }).click();
    await expect(toasts(page).getByText('Link Copied!')).toBeVisible();
    // The long link wraps inside the toast instead of running off the screen (issue 8).
    const copied = page.locator('[role=region][aria-label^="Notifications"] li').filter({ hasText: 'Link Copied!' }); // prettier-ignore
    const box = (await copied.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await copied.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await snap(page, 'share-link-copied');

    // Signed out, in a fresh browser context.
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(url);
    await expect(guest.getByRole('heading', { name: 'Sunrise Strength' })).toBeVisible();
    await expect(guest.getByText('Shared by Ada Lovelace')).toBeVisible();
    await expect(guest.getByText('Back Squat')).toBeVisible();
    await expect(guest.getByText('5 sets · 5 reps · 185 lbs')).toBeVisible();
    // In the sharer's units (issue 8): 2 km reads 1.24 mi for a user who counts in miles.
    await expect(guest.getByText('1 set · 10 min · 1.24 mi')).toBeVisible();
    await expect(guest.getByText('private thoughts')).toHaveCount(0);
    await snap(guest, 'share-view-workout', { fullPage: true });
    await expectAccessible(guest);

    await item.getByRole('button', { name: /Revoke/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this link?' });
    await snap(page, 'share-revoke-confirm');
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await expect(toasts(page).getByText('Share Revoked')).toBeVisible();
    await expect(item.getByText('Revoked', { exact: true }).first()).toBeVisible();
    await expect(item.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
    await expect(item.getByRole('button', { name: /Copy link/ })).toHaveCount(0);

    await guest.reload();
    await expect(guest.getByRole('heading', { name: 'Workout Not Found' })).toBeVisible();
    await expect(guest.getByText('Sunrise Strength')).toHaveCount(0);
    await snap(guest, 'share-view-revoked');
    await visitor.close();
  });

  // Issue 26: Free offered "1 month" and "Never", which always failed.
  test('on Free, "1 month" and "Never" are disabled with the plan’s note', async ({ page }) => {
    await seedWorkout(page.request, user.id, SUNRISE);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/shares')) posts += 1;
    });
    await page.goto('/workouts');
    await page.getByRole('button', { name: 'Share Sunrise Strength' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Workout' });
    const select = dialog.getByLabel('Link expires');
    await expect(select).toHaveAccessibleDescription(
      'Your Free plan allows share links of at most 7 days. See plans',
    );
    await expect(select.locator('option[value="1m"]')).toBeDisabled();
    await expect(select.locator('option[value="1m"]')).toHaveText('1 month (not on Free)');
    await expect(select.locator('option[value="never"]')).toBeDisabled();
    await expect(select.locator('option[value="never"]')).toHaveText('Never (not on Free)');
    for (const ok of ['1d', '1w', 'custom']) {
      await expect(select.locator(`option[value="${ok}"]`)).toBeEnabled();
    }
    await expect(dialog.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await snap(page, 'E-share-free-390');
    await expectAccessible(page);

    // A custom time past the plan's week is refused in the dialog, in the same words.
    await select.selectOption('custom');
    const at = new Date(Date.now() + 10 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await dialog
      .getByLabel('Expires at')
      .fill(
        `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`,
      );
    await dialog.getByRole('button', { name: 'Create share link' }).click();
    await expect(
      dialog
        .getByRole('alert')
        .filter({ hasText: 'Your Free plan allows share links of at most 7 days.' }),
    ).toBeVisible();
    expect(posts).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await snap(page, 'E-share-free-1280');
  });

  test('a plan limit refusal shows the server message', async ({ page }) => {
    await seedWorkout(page.request, user.id, SUNRISE);
    // The plan could not be read (or changed since), so the dialog offers every choice and the
    // server's refusal is what the user sees.
    await page.route('**/api/me/entitlements', (route) => route.abort());
    await page.goto('/workouts');
    await page.getByRole('button', { name: 'Share Sunrise Strength' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Workout' });
    await dialog.getByLabel('Link expires').selectOption('never');
    await dialog.getByRole('button', { name: 'Create share link' }).click();
    await expect(toasts(page).getByText('Share Creation Failed')).toBeVisible();
    await expect(
      toasts(page).getByText(/Free plan allows share links of at most 7 days/),
    ).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Create Share' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Issue 13: the refusal names the plan that lifts it and links to the plans.
    await expect(dialog.getByRole('alert').filter({ hasText: /Champion plan/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await snap(page, 'share-create-refused');
  });

  test('shares progress from the Progress header with a 30-day default range', async ({
    page,
    browser,
  }) => {
    await seedWorkout(page.request, user.id, SUNRISE);
    await page.goto('/progress');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Progress' });
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    await expect(dialog.getByLabel('To')).toHaveValue(today);
    await expect(dialog.getByLabel('From')).toHaveValue(start);
    await snap(page, 'share-create-progress');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Create share link' }).click();
    await expect(toasts(page).getByText('Share Created!')).toBeVisible();
    const item = dialog.getByRole('list', { name: 'Your shares' }).getByRole('listitem');
    await expect(item.getByRole('paragraph').filter({ hasText: /^Progress: / })).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());

    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(url);
    await expect(guest.getByRole('heading', { name: 'Fitness progress' })).toBeVisible();
    await expect(guest.getByText('Shared by')).toHaveCount(0);
    await expect(guest.getByText('1 workout · 10 min')).toBeVisible();
    await snap(guest, 'share-view-progress', { fullPage: true });
    await expectAccessible(guest);
    await visitor.close();
  });
});
