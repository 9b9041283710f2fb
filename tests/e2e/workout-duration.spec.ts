import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, listWorkouts, snap, test, type TestUser } from './fixtures';
import { localDay } from './seed-tracking';

// Issue 26 §8: a lifting workout has a duration, typed in minutes or from a start and an end,
// and it counts in Today's Progress (and so in shares and the per-minute XP).

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const exercise = (dialog: Locator, n: number) =>
  dialog.getByRole('listitem', { name: `Exercise ${n}`, exact: true });
const box = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const duration = (dialog: Locator) => dialog.getByRole('group', { name: 'Duration' });

async function newLift(page: Page, name: string) {
  await page.getByRole('button', { name: /^(New workout|Log a workout)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New workout' });
  await dialog.getByLabel('Workout name').fill(name);
  const squat = exercise(dialog, 1);
  await squat.getByLabel('Exercise name').fill('Squat');
  await box(squat, 'Set 1 weight (lbs)').fill('225');
  await box(squat, 'Set 1 reps').fill('5');
  return dialog;
}

test.describe('Workout duration (issue 26 §8)', () => {
  let user: TestUser;
  test.beforeEach(async ({ createUser }) => {
    user = await createUser({ onboarded: true, firstName: 'Ada' });
  });

  test('typed minutes are saved and count in Today’s Progress', async ({ page }) => {
    await page.goto('/workouts');
    const dialog = await newLift(page, 'Leg Day');
    const group = duration(dialog);
    await expect(group).toHaveAccessibleDescription(/Type the minutes, or a start and end time/);
    // Out of bounds: said in words, on the box, which takes the focus.
    await box(group, 'Minutes').fill('0');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(box(group, 'Minutes')).toBeFocused();
    await expect(box(group, 'Minutes')).toHaveAccessibleDescription(
      'Duration must be at least 1 minute',
    );
    await box(group, 'Minutes').fill('50');
    await expect(group.getByText('Duration must be at least 1 minute')).toBeHidden();
    await group.scrollIntoViewIfNeeded();
    await snap(page, 'workout-duration-form-390');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Leg Day').getByText('50 min', { exact: true })).toBeVisible();
    const [stored] = await listWorkouts(page.request, user.id);
    expect(stored).toMatchObject({ name: 'Leg Day', type: 'strength', duration: 3000 });

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    const today = page.getByRole('region', { name: "Today's Progress" });
    await expect(today.getByText('Minutes').locator('..')).toContainText('50');
  });

  test('a start and an end fill the minutes and date the workout; the edit shows them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/workouts');
    const dialog = await newLift(page, 'Evening Pull');
    const yesterday = localDay('UTC', -1);
    await dialog.getByLabel('Date and time').fill(`${yesterday}T21:00`);
    const group = duration(dialog);
    await box(group, 'Start').fill('18:05');
    await box(group, 'End').fill('19:15');
    await expect(box(group, 'Minutes')).toHaveValue('70');
    await expect(dialog.getByLabel('Date and time')).toHaveValue(`${yesterday}T19:15`);
    await snap(page, 'workout-duration-form-desktop');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog).toBeHidden();
    const [stored] = await listWorkouts(page.request, user.id);
    expect(stored).toMatchObject({
      duration: 4200,
      completedAt: `${yesterday}T19:15:00.000Z`,
    });

    // The edit form opens with the minutes; changed, they are saved.
    await card(page, 'Evening Pull').getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit workout' });
    await expect(box(duration(edit), 'Minutes')).toHaveValue('70');
    await box(duration(edit), 'Minutes').fill('75');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(card(page, 'Evening Pull').getByText('1 h 15 min', { exact: true })).toBeVisible();
    expect((await listWorkouts(page.request, user.id))[0]).toMatchObject({ duration: 4500 });
    await snap(page, 'workout-duration-card-desktop');
  });
});
