import type { Page } from '@playwright/test';
import { expect, expectAccessible, seedWorkout, setTimeZone, snap, test } from './fixtures';
import { aroundMidnight, benchDay, morningRun } from './seed-tracking';

const section = (page: Page, name: string) => page.getByRole('region', { name });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The three tiles of Today's Progress, as the user reads them. */
async function expectToday(page: Page, workouts: string, minutes: string, miles: string) {
  const today = section(page, "Today's Progress");
  await expect(today.getByText('Workouts').locator('..')).toContainText(workouts);
  await expect(today.getByText('Minutes').locator('..')).toContainText(minutes);
  await expect(today.getByText('Miles').locator('..')).toContainText(miles);
}

test.describe('Dashboard (SPEC §2)', () => {
  test('a new user sees empty sections that each say what to do next', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true, firstName: 'Ada' });
    await page.goto('/');
    await expectToday(page, '0', '0', '0');
    const goals = section(page, 'Current Goals');
    await expect(goals.getByText('No goals yet')).toBeVisible();
    await expect(goals.getByRole('button', { name: 'Set your first goal' })).toBeVisible();
    const recent = section(page, 'Recent Workouts');
    await expect(recent.getByText('No workouts yet')).toBeVisible();
    await expect(recent.getByRole('link', { name: 'Add New Workout' })).toHaveAttribute(
      'href',
      '/workouts?new=1',
    );
    const insights = section(page, 'AI Coach Insights');
    await expect(insights.getByRole('heading', { name: 'Log your first workout' })).toBeVisible();
    await snap(page, 'dashboard-empty', { fullPage: true });
    await expectAccessible(page);
  });

  test("today's stats, recent workouts and insights come from the user's data", async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true, firstName: 'Ada' });
    await seedWorkout(page.request, user.id, benchDay());
    await seedWorkout(page.request, user.id, morningRun());
    // Yesterday's workout is recent but not today's.
    await seedWorkout(page.request, user.id, {
      ...benchDay(aroundMidnight('UTC', 0, -60)),
      name: 'Leg Day',
    });
    await page.goto('/');
    await expectToday(page, '2', '75', '3.11');
    const recent = section(page, 'Recent Workouts');
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await expect(recent.getByRole('listitem').first()).toContainText('Morning Run');
    await expect(recent.getByText('Leg Day')).toBeVisible();
    await expect(recent.getByText(/Yesterday · 45 min · 2 exercises/)).toBeVisible();
    await expect(recent.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/workouts',
    );

    const insights = section(page, 'AI Coach Insights');
    // Schedule It opens its dialog (issue 26; schedule-it.spec.ts follows it through).
    const schedule = insights.getByRole('button', { name: 'Schedule It' }).first();
    await expect(schedule).toHaveAttribute('aria-haspopup', 'dialog');
    await snap(page, 'dashboard-with-data', { fullPage: true });
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'dashboard-with-data-dark', { fullPage: true });
    await expectAccessible(page);
  });

  test('Schedule It’s Log it now and Add New Workout open the create form on Workouts', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await seedWorkout(page.request, user.id, benchDay());
    await page.goto('/');
    const insights = section(page, 'AI Coach Insights');
    // Issue 26: Schedule It shows the suggested workout and a day ahead; Log it now is the form.
    await insights.getByRole('button', { name: 'Schedule It' }).first().click();
    await page
      .getByRole('dialog', { name: 'Schedule workout' })
      .getByRole('link', { name: 'Log it now' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New workout' });
    await expect(dialog).toBeVisible();
    // The form opens with the insight's plan, ready to adjust.
    await expect(dialog.getByText("Joey's suggestion, ready to adjust.")).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Workout name' })).not.toHaveValue('');
    await snap(page, 'dashboard-schedule-it');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/workouts$/);
    await page.goto('/');
    await section(page, 'Recent Workouts')
      .getByRole('link', { name: /Add New Workout|Log a workout/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'New workout' })).toBeVisible();
  });

  test('Maybe Later hides an insight, lowers the badge and stays hidden', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.goto('/');
    const bell = page.getByRole('banner').getByRole('button', { name: /Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 new coach suggestion');
    const insights = section(page, 'AI Coach Insights');
    const dismissed = page.waitForResponse((r) => r.url().includes('/dismiss'));
    await insights.getByRole('button', { name: 'Maybe Later' }).click();
    expect((await dismissed).status()).toBe(200);
    await expect(insights.getByText("You're all caught up")).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, none new');
    await expect(insights.getByRole('heading', { name: 'AI Coach Insights' })).toBeFocused();
    await snap(page, 'dashboard-insights-caught-up');

    await page.reload();
    await expect(
      section(page, 'AI Coach Insights').getByText("You're all caught up"),
    ).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, none new');
  });

  test('a failed Maybe Later puts the insight back and says so', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    await page.route('**/api/suggestions/*/dismiss', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto('/');
    const insights = section(page, 'AI Coach Insights');
    await insights.getByRole('button', { name: 'Maybe Later' }).click();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText("Couldn't hide that suggestion")).toBeVisible();
    await expect(insights.getByRole('heading', { name: 'Log your first workout' })).toBeVisible();
  });

  test('a first visit is welcomed, a later one welcomed back', async ({ page, createUser }) => {
    await createUser({ onboarded: true, firstName: 'Ada' });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('Welcome to Joey Fit')).toBeVisible();
    await expect(header.getByText('Welcome back')).toHaveCount(0);
    // The same account two days later.
    await page.clock.install({ time: new Date(Date.now() + 2 * 86_400_000) });
    await page.reload();
    await expect(header.getByText('Welcome back')).toBeVisible();
  });

  test('toasts show above the navigation, clear of the header and the voice button', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.route('**/api/suggestions/*/dismiss', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/');
      await section(page, 'AI Coach Insights').getByRole('button', { name: 'Maybe Later' }).click();
      const toast = page.locator('[role=region][aria-label^="Notifications"] li').first();
      await expect(toast).toContainText("Couldn't hide that suggestion");
      const box = (await toast.boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
      const mic = (await page.getByRole('button', { name: 'Voice command', exact: true }).boundingBox())!; // prettier-ignore
      for (const chrome of [header, nav, mic]) expect(overlaps(box, chrome)).toBe(false);
      await snap(page, `dashboard-toast-${size.width}`);
    }
  });

  test('says so when the dashboard cannot load, and tries again', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    await page.route('**/api/dashboard/*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/');
    await expect(page.getByText("Couldn't load your dashboard")).toBeVisible();
    await snap(page, 'dashboard-error');
    await page.unroute('**/api/dashboard/*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(section(page, "Today's Progress")).toBeVisible();
  });
});

// Issue 3 "done when": numbers right across a midnight in the user's own zone.
for (const timezoneId of ['Pacific/Tongatapu', 'Pacific/Honolulu']) {
  test.describe(`Today's Progress in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('counts the workout a minute after local midnight, not the one a minute before', async ({
      page,
      createUser,
    }) => {
      const user = await createUser({ onboarded: true });
      await setTimeZone(page.request, timezoneId);
      await seedWorkout(page.request, user.id, morningRun(aroundMidnight(timezoneId, 0, 1)));
      await seedWorkout(page.request, user.id, benchDay(aroundMidnight(timezoneId, 0, -1)));
      await page.goto('/');
      await expectToday(page, '1', '30', '3.11');
      const recent = section(page, 'Recent Workouts');
      await expect(recent.getByText(/^Today · 30 min/)).toBeVisible();
      await expect(recent.getByText(/^Yesterday · 45 min/)).toBeVisible();
    });
  });
}
