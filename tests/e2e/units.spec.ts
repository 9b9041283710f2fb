import type { Page } from '@playwright/test';
import { expect, expectAccessible, seedGoal, seedWorkout, snap, test } from './fixtures';
import { benchDay, morningRun } from './seed-tracking';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

/**
 * Issue 8 bug 3 ("units disagree"): one weight unit and one distance unit, chosen on Profile,
 * on every screen: Home, goals and their dialogs, Progress, the voice result, the share page and
 * the Profile examples. Values typed in the other unit are converted once; what was typed in the
 * user's unit reads exactly as typed.
 */
test('switched to kg and km, every screen shows kilograms and kilometres', async ({
  page,
  browser,
  createUser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await createUser({ onboarded: true, firstName: 'Ada' });
  await seedWorkout(page.request, user.id, benchDay()); // 135 lbs, typed in pounds
  await seedWorkout(page.request, user.id, morningRun()); // 5 km
  await seedWorkout(page.request, user.id, {
    name: 'Metric Pull',
    type: 'strength',
    exercises: [{ name: 'Deadlift', sets: 3, reps: 5, weight: 100, weightUnit: 'kg' }],
  });
  await seedGoal(page.request, user.id, { title: 'Lose 15 lbs', type: 'weight_loss', targetValue: 15, currentValue: 3, unit: 'lbs' }); // prettier-ignore
  await seedGoal(page.request, user.id, { title: 'Run 20 miles', type: 'distance', targetValue: 20, currentValue: 5, unit: 'miles' }); // prettier-ignore
  const weighIn = await page.request.post('/api/body-weights', {
    data: { weight: 180, unit: 'lb' },
  });
  expect(weighIn.status()).toBe(201);

  // Profile: both switches.
  await page.goto('/profile');
  const units = section(page, 'Units');
  await expect(units.getByRole('radio', { name: 'Pounds (lbs)' })).toBeChecked();
  await expect(units.getByRole('radio', { name: 'Miles (mi)' })).toBeChecked();
  await expect(units).toContainText('a 135 lbs lift shows as 135 lbs and a 5 km run as 3.11 mi');
  await units.getByText('Kilograms (kg)').click();
  await expect(units.getByRole('radio', { name: 'Kilograms (kg)' })).toBeChecked();
  await units.getByText('Kilometers (km)').click();
  await expect(units.getByRole('radio', { name: 'Kilometers (km)' })).toBeChecked();
  await expect(units).toContainText('a 135 lbs lift shows as 61.2 kg and a 5 km run as 5 km');
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Distances now show in kilometers.')).toBeVisible(); // prettier-ignore
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me).toMatchObject({ weightUnit: 'kg', distanceUnit: 'km' });
  // Profile examples speak the same units.
  const examples = section(page, 'Voice Commands');
  await expect(examples).toContainText('Bench press 3 sets of 8 at 60 kilos');
  await expect(examples).toContainText('Log a 5 kilometer run in 28 minutes');
  await expect(examples).toContainText('I weigh 82 kilos');
  await expect(examples).not.toContainText(/pounds|miles/);
  await units.scrollIntoViewIfNeeded();
  await snap(page, 'units-profile-metric');
  await expectAccessible(page);

  // Home: today's distance, recent workout lines, goal cards.
  await nav(page, 'Home');
  const today = section(page, "Today's Progress");
  await expect(today.getByText('Kilometers').locator('..')).toContainText('5');
  const recent = section(page, 'Recent Workouts');
  await expect(recent.getByText(/Today · 30 min · 1 exercise · 5 km/)).toBeVisible();
  const goals = section(page, 'Current Goals');
  await expect(goals.getByRole('listitem', { name: 'Lose 15 lbs' })).toContainText('1.4 / 6.8 kg');
  await expect(goals.getByRole('listitem', { name: 'Run 20 miles' })).toContainText('8.05 / 32.19 km'); // prettier-ignore
  await goals.scrollIntoViewIfNeeded();
  await snap(page, 'units-home-metric');
  // The edit dialog keeps the goal as it was typed (it is saved as it was), with the same labels.
  await goals.getByRole('button', { name: 'Edit goal Lose 15 lbs' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Goal' });
  await expect(edit.getByLabel('Unit')).toHaveValue('lbs');
  await expect(edit.getByLabel('Target value')).toHaveValue('15');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  // A new weight goal starts in the user's unit.
  await goals.getByRole('button', { name: 'Add Goal' }).click();
  const create = page.getByRole('dialog', { name: 'New Goal' });
  await create.getByLabel('Type').selectOption('weight_gain');
  await expect(create.getByLabel('Unit')).toHaveValue('kg');
  await create.getByLabel('Type').selectOption('distance');
  await expect(create.getByLabel('Unit')).toHaveValue('km');
  await create.getByRole('button', { name: 'Cancel' }).click();

  // Progress: recent activity, the chart line, goals, weigh-ins.
  await nav(page, 'Progress');
  const activity = section(page, 'Recent Activity');
  await expect(activity.getByText('3 × 10 · 61.2 kg')).toBeVisible();
  await expect(activity.getByText('3 × 5 · 100 kg')).toBeVisible(); // typed in kg: as typed
  await expect(activity.getByText('30 min · 5 km')).toBeVisible();
  await expect(section(page, 'Last 12 Weeks').getByText(/· 5 km ·/)).toBeVisible();
  await expect(section(page, 'Goals Progress')).toContainText('1.4 / 6.8 kg');
  const weights = section(page, 'Body Weight');
  await expect(weights).toContainText('Latest 81.6 kg');
  await expect(weights.getByRole('form', { name: 'Log a weigh-in' }).getByLabel('Unit')).toHaveValue('kg'); // prettier-ignore
  await snap(page, 'units-progress-metric', { fullPage: true });

  // The voice result's stored workout.
  await page.getByRole('button', { name: 'Voice command', exact: true }).click();
  const voice = page.getByRole('dialog');
  await voice
    .getByLabel('Type your command')
    .fill('bench press 3 sets of 8 at 135 pounds and ran 2 miles');
  await voice.getByRole('button', { name: 'Send command' }).click();
  const stored = voice.getByRole('region', { name: 'Logged workout' });
  await expect(stored).toContainText('3 × 8 at 61.2 kg');
  await expect(stored).toContainText('3.22 km');
  await snap(page, 'units-voice-metric');
  await voice.getByRole('button', { name: 'Done' }).click();

  // The share page: in the sharer's units.
  await page.goto('/workouts');
  await page.getByRole('button', { name: 'Share Push Day' }).click();
  const share = page.getByRole('dialog', { name: 'Share Workout' });
  await share.getByRole('button', { name: 'Create share link' }).click();
  await expect(share.getByRole('list', { name: 'Your shares' })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(url);
  await expect(guest.getByText('3 sets · 10 reps · 61.2 kg')).toBeVisible();
  await snap(guest, 'units-share-metric', { fullPage: true });
  await visitor.close();
});
