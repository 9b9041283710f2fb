import type { Page } from '@playwright/test';
import { expect, expectAccessible, fromApp, snap, test, type TestUser } from './fixtures';

interface SeededWorkout {
  id: string;
  name: string;
  exercises: { id: string; name: string; weight: number | null }[];
}

const BENCH = { name: 'Bench Press', sets: 3, reps: 8, weight: 135 };
const ROW = { name: 'Barbell Row', sets: 3, reps: 10, weight: 95 };

/** A workout made through the API, as another device or the voice coach would. */
async function seedWorkout(page: Page, user: TestUser, body: object = {}) {
  const res = await page.request.post('/api/workouts', {
    data: {
      userId: user.id,
      name: 'Upper Body',
      type: 'strength',
      exercises: [BENCH, ROW],
      ...body,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as SeededWorkout;
}

async function listWorkouts(page: Page, user: TestUser) {
  return (await (await page.request.get(`/api/workouts/${user.id}`)).json()) as SeededWorkout[];
}

// Inside the toast area: Radix also copies the text into a hidden live region. While a modal is
// open the area is aria-hidden like the rest of the page (Radix announces toasts on its own).
const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('Workouts screen (SPEC §2 Workouts)', () => {
  let user: TestUser;
  test.beforeEach(async ({ createUser }) => {
    user = await createUser({ onboarded: true, firstName: 'Ada' });
  });

  test('shows skeletons while loading, then an empty state that leads somewhere', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/workouts/${user.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/workouts');
    await expect(page.getByRole('status').getByText('Loading your workouts…')).toBeAttached();
    await snap(page, 'workouts-loading');
    release();

    await expect(page.getByRole('heading', { name: 'No workouts yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await snap(page, 'workouts-empty');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Log a workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workout' });
    await expect(dialog.getByLabel('Workout name')).toBeFocused();
    await snap(page, 'workouts-create');
    await expectAccessible(page);
  });

  test('creates a workout with two exercises; a row without a name is dropped', async ({
    page,
  }) => {
    await page.goto('/workouts');
    await page.getByRole('button', { name: 'Log a workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workout' });
    await dialog.getByLabel('Workout name').fill('Push Day');
    await dialog.getByLabel('Type').selectOption('strength');

    const first = dialog.getByRole('listitem', { name: 'Exercise 1' });
    await first.getByLabel('Exercise name').fill('Bench Press');
    await first.getByLabel('Sets').fill('3');
    await first.getByLabel('Reps').fill('8');
    await first.getByLabel('Weight (lb)').fill('135');

    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const blank = dialog.getByRole('listitem', { name: 'Exercise 2' });
    await expect(blank.getByLabel('Exercise name')).toBeVisible();
    await blank.getByLabel('Sets').fill('4');

    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const plank = dialog.getByRole('listitem', { name: 'Exercise 3' });
    await plank.getByLabel('Exercise name').fill('Plank');
    await plank.getByLabel('Sets').fill('3');
    await plank.getByRole('button', { name: 'Time, distance & intensity' }).click();
    // SPEC §5 duration input: minutes clamp to 59 as typed; a quick pick replaces the value.
    const minutes = plank.getByLabel('Duration per set minutes');
    await minutes.fill('75');
    await expect(minutes).toHaveValue('59');
    await plank.getByRole('button', { name: '30s' }).click();
    await expect(plank.getByRole('button', { name: '30s' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(minutes).toHaveValue('');
    await expect(plank.getByLabel('Duration per set seconds')).toHaveValue('30');
    await plank.getByLabel('Intensity').selectOption('high');
    await plank.getByLabel('Rest (seconds)').fill('45');
    await dialog.getByLabel('Notes').fill('Felt strong');
    await expect(dialog.getByText('11/500')).toBeVisible();
    await plank.scrollIntoViewIfNeeded();
    await snap(page, 'workouts-create-filled');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(toasts(page).getByText('Workout Created', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const pushDay = card(page, 'Push Day');
    await expect(pushDay.getByText('Bench Press — 3 × 8 @ 135 lb')).toBeVisible();
    await expect(pushDay.getByText('Plank — 3 × 30 s')).toBeVisible();
    await expect(pushDay.getByText('2 exercises')).toBeVisible();
    await expect(pushDay.getByText('Strength', { exact: true })).toBeVisible();
    await expect(pushDay.getByText('Felt strong')).toBeVisible();
    await expect(pushDay.getByText(/^Today, /)).toBeVisible();
    await expect(pushDay.getByText('1 min 30 s')).toBeVisible();

    const [saved] = await listWorkouts(page, user);
    expect(saved?.exercises.map((e) => e.name)).toEqual(['Bench Press', 'Plank']);
    await snap(page, 'workouts-list');
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'workouts-list-dark');
    await expectAccessible(page);
  });

  test('shows SPEC §5 messages under the fields and saves once they are fixed', async ({
    page,
  }) => {
    await page.goto('/workouts');
    await page.getByRole('button', { name: 'Log a workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workout' });
    await dialog.getByRole('button', { name: 'Save workout' }).click();

    const name = dialog.getByLabel('Workout name');
    await expect(dialog.getByText('Workout name is required')).toBeVisible();
    await expect(dialog.getByText('Please add at least one exercise with a name.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Workout name is required');
    await expect(name).toBeFocused();
    await snap(page, 'workouts-create-errors');
    await expectAccessible(page);

    await name.fill('Leg Day');
    await expect(dialog.getByText('Workout name is required')).toBeHidden();
    const row = dialog.getByRole('listitem', { name: 'Exercise 1' });
    await row.getByLabel('Exercise name').fill('Squat');
    await expect(dialog.getByText('Please add at least one exercise with a name.')).toBeHidden();
    await row.getByLabel('Sets').fill('0');
    await row.getByLabel('Reps').fill('0');
    await row.getByLabel('Weight (lb)').fill('100.2');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(row.getByText('Sets must be at least 1')).toBeVisible();
    await expect(row.getByText('Reps must be at least 1')).toBeVisible();
    await expect(row.getByText('Weight must be in steps of 0.5')).toBeVisible();
    await expect(row.getByLabel('Sets')).toHaveAccessibleDescription('Sets must be at least 1');
    await expect(row.getByLabel('Sets')).toBeFocused();
    await snap(page, 'workouts-create-row-errors');

    await row.getByLabel('Sets').fill('5');
    await row.getByLabel('Reps').fill('5');
    await row.getByLabel('Weight (lb)').fill('225');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Leg Day').getByText('Squat — 5 × 5 @ 225 lb')).toBeVisible();
  });

  test('edits name and notes, edits an exercise, adds one and deletes one', async ({ page }) => {
    await seedWorkout(page, user, { notes: 'Old notes' });
    await page.goto('/workouts');
    await card(page, 'Upper Body').getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit workout' });
    await expect(dialog.getByLabel('Workout name')).toHaveValue('Upper Body');
    await expect(dialog.getByLabel('Notes')).toHaveValue('Old notes');
    await snap(page, 'workouts-edit');
    await expectAccessible(page);

    // An exercise, edited in place.
    await dialog.getByRole('button', { name: 'Edit Bench Press' }).click();
    const editor = dialog.getByRole('form', { name: 'Edit Bench Press' });
    await expect(editor.getByLabel('Exercise name')).toBeFocused();
    await editor.getByLabel('Reps').fill('10');
    await snap(page, 'workouts-edit-exercise');
    await expectAccessible(page);
    await editor.getByRole('button', { name: 'Save exercise' }).click();
    await expect(editor).toBeHidden();
    await expect(dialog.getByText('3 × 10 @ 135 lb')).toBeVisible();

    // One added, then deleted after a confirmation.
    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const adder = dialog.getByRole('form', { name: 'New exercise' });
    await adder.getByLabel('Exercise name').fill('Face Pull');
    await adder.getByLabel('Sets').fill('3');
    await adder.getByLabel('Reps').fill('15');
    await adder.getByRole('button', { name: 'Add exercise' }).click();
    await expect(toasts(page).getByText('Exercise Added', { exact: true })).toBeVisible();
    await expect(dialog.getByText('3 × 15')).toBeVisible();

    await dialog.getByRole('button', { name: 'Delete Face Pull' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Face Pull?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await snap(page, 'workouts-delete-exercise-confirm');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete exercise' }).click();
    await expect(toasts(page).getByText('Exercise Deleted', { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Delete Face Pull' })).toHaveCount(0);

    // The workout's own fields save with Save changes.
    await dialog.getByLabel('Workout name').fill('Pull Day');
    await dialog.getByLabel('Type').selectOption('mixed');
    await dialog.getByLabel('Notes').fill('Grip gave out');
    await expect(dialog.getByText('13/500')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByText('Workout Updated', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const pullDay = card(page, 'Pull Day');
    await expect(pullDay.getByText('Grip gave out')).toBeVisible();
    await expect(pullDay.getByText('Mixed', { exact: true })).toBeVisible();
    await expect(pullDay.getByText('Bench Press — 3 × 10 @ 135 lb')).toBeVisible();
    await expect(pullDay.getByText('Barbell Row — 3 × 10 @ 95 lb')).toBeVisible();
    await expect(pullDay.getByText('Face Pull')).toHaveCount(0);
  });

  test('a workout keeps its last exercise (SPEC §5), in the form and on the server', async ({
    page,
  }) => {
    const solo = await seedWorkout(page, user, { name: 'Solo', exercises: [BENCH] });
    await page.goto('/workouts');
    await card(page, 'Solo').getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit workout' });
    const del = dialog.getByRole('button', { name: 'Delete Bench Press' });
    await expect(del).toBeDisabled();
    await expect(del).toHaveAccessibleDescription('A workout must have at least one exercise.');
    await del.click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await snap(page, 'workouts-last-exercise');

    const res = await page.request.delete(`/api/exercises/${solo.exercises[0]!.id}`, {
      headers: fromApp(),
    });
    expect(res.status()).toBe(409);
    expect(await res.json()).toEqual({ message: 'A workout must have at least one exercise.' });
  });

  test('when the server refuses the last exercise, its reason is shown', async ({ page }) => {
    const pair = await seedWorkout(page, user, { name: 'Pair' });
    await page.goto('/workouts');
    await card(page, 'Pair').getByRole('button', { name: /^Edit/ }).click();
    // Meanwhile another device deletes one of the two.
    const res = await page.request.delete(`/api/exercises/${pair.exercises[1]!.id}`, {
      headers: fromApp(),
    });
    expect(res.status()).toBe(204);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Bench Press' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete exercise' }).click();
    await expect(
      toasts(page).getByText('A workout must have at least one exercise.'),
    ).toBeVisible();
    // The refusal refreshes the stale list: one exercise left, and the guard now says why.
    await expect(page.getByRole('dialog').getByText('Barbell Row')).toHaveCount(0);
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Delete Bench Press' }),
    ).toBeDisabled();
    await snap(page, 'workouts-last-exercise-409');
  });

  test('Repeat logs a copy named "(Repeated)"', async ({ page }) => {
    await seedWorkout(page, user, { name: 'Leg Day' });
    await page.goto('/workouts');
    await card(page, 'Leg Day')
      .getByRole('button', { name: /^Repeat/ })
      .click();
    await expect(toasts(page).getByText('Workout Repeated', { exact: true })).toBeVisible();
    const copy = card(page, 'Leg Day (Repeated)');
    await expect(copy).toBeVisible();
    await expect(copy.getByText('Bench Press — 3 × 8 @ 135 lb')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('2 workouts logged')).toBeVisible();
  });

  test('Delete asks first, then removes the workout', async ({ page }) => {
    await seedWorkout(page, user, { name: 'Cardio Blast', type: 'cardio' });
    await page.goto('/workouts');
    const target = card(page, 'Cardio Blast');
    await target.getByRole('button', { name: 'Delete Cardio Blast' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this workout?' });
    await expect(confirm.getByText(/“Cardio Blast” and its exercises/)).toBeVisible();
    await snap(page, 'workouts-delete-confirm');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(target).toBeVisible();

    await target.getByRole('button', { name: 'Delete Cardio Blast' }).click();
    await confirm.getByRole('button', { name: 'Delete workout' }).click();
    await expect(toasts(page).getByText('Workout Deleted', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No workouts yet' })).toBeVisible();
    expect(await listWorkouts(page, user)).toEqual([]);
  });

  test('failures say so in an error toast (SPEC §8)', async ({ page }) => {
    await seedWorkout(page, user, { name: 'Flaky' });
    const down = { status: 500, contentType: 'application/json', body: '{"message":"down"}' };
    await page.route('**/api/workouts/*/repeat', (route) => route.fulfill(down));
    await page.goto('/workouts');
    await card(page, 'Flaky')
      .getByRole('button', { name: /^Repeat/ })
      .click();
    await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(/^Failed to repeat workout/)).toBeVisible();
    await snap(page, 'workouts-error-toast');

    await page.route('**/api/workouts', (route) => route.fulfill(down));
    await page.getByRole('button', { name: 'New workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workout' });
    await dialog.getByLabel('Workout name').fill('Nope');
    await dialog.getByLabel('Exercise name').fill('Squat');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(toasts(page).getByText(/^Failed to create workout/)).toBeVisible();
    // The form stays open with what was typed, ready to try again.
    await expect(dialog.getByLabel('Workout name')).toHaveValue('Nope');
  });

  test('a kg user sees and enters kilograms; pounds are stored', async ({ page }) => {
    const pref = await page.request.put('/api/users/me/preferences', {
      data: { weightUnit: 'kg' },
    });
    expect(pref.status()).toBe(200);
    await seedWorkout(page, user, { name: 'Heavy', exercises: [{ ...BENCH, weight: 220.5 }] });
    await page.goto('/workouts');
    await expect(card(page, 'Heavy').getByText('Bench Press — 3 × 8 @ 100 kg')).toBeVisible();

    await page.getByRole('button', { name: 'New workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workout' });
    await dialog.getByLabel('Workout name').fill('Metric');
    await dialog.getByLabel('Exercise name').fill('Squat');
    await dialog.getByLabel('Reps').fill('5');
    await dialog.getByLabel('Weight (kg)').fill('60');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Metric').getByText('Squat — 5 reps @ 60 kg')).toBeVisible();
    const [metric] = await listWorkouts(page, user);
    expect(metric?.exercises[0]?.weight).toBe(132.5);
    await snap(page, 'workouts-kg');

    await card(page, 'Heavy').getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit workout' });
    await edit.getByRole('button', { name: 'Edit Bench Press' }).click();
    await expect(edit.getByLabel('Weight (kg)')).toHaveValue('100');
  });
});
