import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, seedGoal, seedWorkout, snap, test } from './fixtures';
import { benchDay, morningRun } from './seed-tracking';

test.describe('Profile (SPEC §2)', () => {
  test('shows the name, member since, real counts, settings and voice examples', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true, firstName: 'Ada', lastName: 'Lovelace' });
    await seedWorkout(page.request, user.id, benchDay());
    await seedWorkout(page.request, user.id, morningRun());
    await seedGoal(page.request, user.id, { title: 'Run 50 miles', targetValue: 50 });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const summary = page.getByRole('region', { name: 'Ada Lovelace' });
    await expect(summary.getByText('AL', { exact: true })).toBeVisible();
    await expect(summary.getByText('Member since today')).toBeVisible();
    await expect(summary.locator('dl > div').filter({ hasText: 'Workouts' })).toContainText('2');
    await expect(summary.locator('dl > div').filter({ hasText: 'Goals Set' })).toContainText('1');

    const settings = page.getByRole('region', { name: 'Settings' });
    const links: [string, string][] = [
      ['Customize Joey', '/joey-avatar'],
      ['Voice Diagnostics', '/voice-diagnostics'],
      ['Help & Tutorials', '/help'],
    ];
    for (const [name, href] of links) {
      await expect(settings.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'href',
        href,
      );
    }
    const voice = page.getByRole('region', { name: 'Voice Commands' });
    for (const group of ['Log workouts', 'Log your weight', 'Set goals', 'Get suggestions']) {
      await expect(voice.getByRole('heading', { name: group })).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await snap(page, 'profile');
    await snap(page, 'profile-full', { fullPage: true });
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'profile-dark', { fullPage: true });
    await expectAccessible(page);

    await settings.getByRole('link', { name: /Customize Joey/ }).click();
    await expect(page).toHaveURL('/joey-avatar');
  });

  test('falls back to the username when there is no name', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: user.username })).toBeVisible();
    const summary = page.getByRole('region', { name: user.username });
    await expect(summary.locator('dl > div').filter({ hasText: 'Workouts' })).toContainText('0');
  });

  test('the units switch changes how weights show everywhere', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    await seedWorkout(page.request, user.id, benchDay());
    await page.goto('/progress');
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(activity.getByText('3 × 10 · 135 lbs')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click();
    const units = page.getByRole('region', { name: 'Units' });
    await expect(units.getByRole('radio', { name: 'Pounds (lbs)' })).toBeChecked();
    await expect(units).toContainText('a 135 lbs lift shows as 135 lbs');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me/preferences'));
    await units.getByText('Kilograms (kg)').click();
    expect((await saved).status()).toBe(200);
    await expect(units.getByRole('radio', { name: 'Kilograms (kg)' })).toBeChecked();
    await expect(units).toContainText('shows as 61.2 kg');
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Units Updated'),
    ).toBeVisible();
    await snap(page, 'profile-units-kg');
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me.weightUnit).toBe('kg');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Progress' })
      .click();
    await expect(activity.getByText('3 × 10 · 61.2 kg')).toBeVisible();
    // And it sticks: the server keeps the choice.
    await page.reload();
    await expect(activity.getByText('3 × 10 · 61.2 kg')).toBeVisible();
  });

  test('changes the password: wrong current, mismatch, then success and a new sign-in', async ({
    page,
    playwright,
    baseURL,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Password' });
    const field = (label: string) => card.getByLabel(label, { exact: true });
    await card.getByRole('button', { name: 'Change Password' }).click();
    await expect(field('Current password')).toHaveAccessibleDescription('Current password is required'); // prettier-ignore
    await expect(field('Current password')).toBeFocused();

    await field('Current password').fill('not my password');
    await field('New password').fill('a brand new secret');
    await field('Confirm new password').fill('a brand new secre');
    await card.getByRole('button', { name: 'Change Password' }).click();
    await expect(field('Confirm new password')).toHaveAccessibleDescription("The two new passwords don't match"); // prettier-ignore

    await field('Confirm new password').fill('a brand new secret');
    await card.getByRole('button', { name: 'Change Password' }).click();
    await expect(field('Current password')).toHaveAccessibleDescription('Current password is not right'); // prettier-ignore
    await expect(field('Current password')).toBeFocused();
    await snap(page, 'profile-password-error');
    await expectAccessible(page);

    await field('Current password').fill(user.password);
    await card.getByRole('button', { name: 'Change Password' }).click();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Password Changed')).toBeVisible();
    await expect(field('Current password')).toHaveValue('');
    // This session stays; the new password signs in elsewhere and the old one does not.
    await expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    const api = await playwright.request.newContext({ baseURL });
    const login = (password: string) =>
      api.post('/api/auth/login', { data: { username: user.username, password } });
    expect((await login(user.password)).status()).toBe(401);
    expect((await login('a brand new secret')).status()).toBe(200);
    await api.dispose();
  });

  test('exports all data as JSON and CSV downloads', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    await seedWorkout(page.request, user.id, benchDay());
    await seedGoal(page.request, user.id, { title: 'Run 50 miles', targetValue: 50 });
    const weighIn = await page.request.post('/api/body-weights', {
      data: { weight: 81.5, unit: 'kg', measuredAt: '2026-01-02T07:00:00Z' },
    });
    expect(weighIn.status()).toBe(201);
    await page.goto('/profile');
    const data = page.getByRole('region', { name: 'Your Data' });
    // Everything logged, weigh-ins included (issue 26 §9).
    await expect(data).toContainText('every workout, exercise, goal and weigh-in');

    const jsonDownload = page.waitForEvent('download');
    await data.getByRole('link', { name: /Download JSON/ }).click();
    const json = await jsonDownload;
    expect(json.suggestedFilename()).toMatch(/^joey-fit-export-\d{4}-\d{2}-\d{2}\.json$/);
    const parsed = JSON.parse(await readFile((await json.path())!, 'utf8'));
    expect(parsed.workouts).toHaveLength(1);
    expect(parsed.workouts[0].exercises).toHaveLength(2);
    expect(parsed.goals).toEqual([expect.objectContaining({ title: 'Run 50 miles' })]);
    expect(parsed.weighIns).toEqual([
      expect.objectContaining({ weight: 81.5, unit: 'kg', measuredAt: '2026-01-02T07:00:00.000Z' }),
    ]);

    const csvDownload = page.waitForEvent('download');
    await data.getByRole('link', { name: /Download CSV/ }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text).toContain('Bench Press');
    expect(text).toContain('Run 50 miles');
    expect(text).toContain('\r\nweigh_in,');
    expect(text).toContain('2026-01-02T07:00:00.000Z,81.5,kg');
    await data.scrollIntoViewIfNeeded();
    await snap(page, 'profile-export');
    await page.setViewportSize({ width: 1280, height: 900 });
    await data.scrollIntoViewIfNeeded();
    await snap(page, 'profile-export-desktop');
  });
});
