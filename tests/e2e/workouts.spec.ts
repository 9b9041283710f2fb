import type { Page } from '@playwright/test';
import type { CreateWorkoutInput } from '../../src/shared/schemas/workouts';
import {
  expect,
  expectAccessible,
  fromApp,
  listWorkouts,
  seedWorkout,
  snap,
  test,
  type TestUser,
  toasts,
} from './fixtures';

const BENCH = { name: 'Bench Press', sets: 3, reps: 8, weight: 135 };
const ROW = { name: 'Barbell Row', sets: 3, reps: 10, weight: 95 };

/** The workout most tests start from, with what a test is about changed. */
const upperBody = (overrides: Partial<Omit<CreateWorkoutInput, 'userId'>> = {}) => ({
  name: 'Upper Body',
  type: 'strength' as const,
  exercises: [BENCH, ROW],
  ...overrides,
});

// Inside the toast area: Radix also copies the text into a hidden live region. While a modal is
// open the area is aria-hidden like the rest of the page (Radix announces toasts on its own).
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
    // The screen reads its first page (issue 9), not the whole list.
    await page.route(`**/api/workouts/${user.id}/page`, async (route) => {
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
    await dialog.getByLabel('Type', { exact: true }).selectOption('strength');

    const first = dialog.getByRole('listitem', { name: 'Exercise 1' });
    await first.getByLabel('Exercise name').fill('Bench Press');
    await first.getByLabel('Set 1 weight (lbs)', { exact: true }).fill('135');
    await first.getByLabel('Set 1 reps', { exact: true }).fill('8');
    // Each new set copies the one before it.
    await first.getByRole('button', { name: 'Add set' }).click();
    await first.getByRole('button', { name: 'Add set' }).click();
    await expect(first.getByLabel('Set 3 weight (lbs)', { exact: true })).toHaveValue('135');

    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const blank = dialog.getByRole('listitem', { name: 'Exercise 2' });
    await expect(blank.getByLabel('Exercise name')).toBeFocused();
    await blank.getByLabel('Set 1 reps', { exact: true }).fill('4');

    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const plank = dialog.getByRole('listitem', { name: 'Exercise 3' });
    await plank.getByLabel('Exercise name').fill('Plank');
    // A hold is timed per set (issue 8, item 11): a time box, filled from the right.
    const time = plank.getByLabel('Set 1 time (minutes:seconds)', { exact: true });
    await time.fill('30');
    await expect(time).toHaveValue('0:30');
    await plank.getByRole('button', { name: 'Add set' }).click();
    await plank.getByRole('button', { name: 'Add set' }).click();
    await plank.getByRole('button', { name: 'More' }).click();
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
    await expect(pushDay.getByText('Bench Press — 3 × 8 @ 135 lbs')).toBeVisible();
    await expect(pushDay.getByText('Plank — 3 × 30 s')).toBeVisible();
    await expect(pushDay.getByText('2 exercises')).toBeVisible();
    await expect(pushDay.getByText('Strength', { exact: true })).toBeVisible();
    await expect(pushDay.getByText('Felt strong')).toBeVisible();
    await expect(pushDay.getByText(/^Today, /)).toBeVisible();
    await expect(pushDay.getByText('1 min 30 s')).toBeVisible();

    const [saved] = await listWorkouts(page.request, user.id);
    expect(saved?.exercises.map((e) => e.name)).toEqual(['Bench Press', 'Plank']);
    expect(saved?.exercises[1]).toMatchObject({ intensity: 'high', restTime: 45 });
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
    const weight = row.getByLabel('Set 1 weight (lbs)', { exact: true });
    const reps = row.getByLabel('Set 1 reps', { exact: true });
    await weight.fill('100.2');
    await reps.fill('0');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(row.getByText('Set 1: Reps must be at least 1')).toBeVisible();
    await expect(row.getByText('Set 1: Weight must be in steps of 0.5')).toBeVisible();
    await expect(weight).toHaveAccessibleDescription('Set 1: Weight must be in steps of 0.5');
    await expect(weight).toBeFocused();
    await snap(page, 'workouts-create-row-errors');

    await weight.fill('225');
    await expect(row.getByText('Set 1: Weight must be in steps of 0.5')).toBeHidden();
    await reps.fill('5');
    await row.getByRole('button', { name: 'Quick fill' }).click();
    await row.getByLabel('Quick fill: sets × reps @ weight').fill('5 × 5 @ 225');
    await row.getByRole('button', { name: 'Fill', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Leg Day').getByText('Squat — 5 × 5 @ 225 lbs')).toBeVisible();
  });

  test('edits name, notes and exercises in one form, saved by one Save', async ({ page }) => {
    await seedWorkout(page.request, user.id, upperBody({ notes: 'Old notes' }));
    await page.goto('/workouts');
    await card(page, 'Upper Body').getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit workout' });
    await expect(dialog.getByLabel('Workout name')).toHaveValue('Upper Body');
    await expect(dialog.getByLabel('Notes')).toHaveValue('Old notes');
    await snap(page, 'workouts-edit');
    await expectAccessible(page);

    // An exercise's sets, edited in place.
    const bench = dialog.getByRole('listitem', { name: 'Exercise 1' });
    await expect(bench.getByLabel('Exercise name')).toHaveValue('Bench Press');
    for (const n of [1, 2, 3]) {
      await bench.getByLabel(`Set ${n} reps`, { exact: true }).fill('10');
    }

    // One added…
    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const adder = dialog.getByRole('listitem', { name: 'Exercise 3' });
    await adder.getByLabel('Exercise name').fill('Face Pull');
    await adder.getByLabel('Set 1 reps', { exact: true }).fill('15');
    await adder.getByRole('button', { name: 'Add set' }).click();
    await adder.getByRole('button', { name: 'Add set' }).click();
    // …and a stored one removed after a confirmation (SPEC §5), deleted only by Save.
    await dialog.getByRole('button', { name: 'Remove exercise 2 (Barbell Row)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Barbell Row?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await snap(page, 'workouts-delete-exercise-confirm');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Remove exercise' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByRole('button', { name: /Barbell Row/ })).toHaveCount(0);
    const [before] = await listWorkouts(page.request, user.id);
    expect(before?.exercises.map((e) => e.name)).toEqual(['Bench Press', 'Barbell Row']);

    // The workout's own fields, and everything above, save with Save changes.
    await dialog.getByLabel('Workout name').fill('Pull Day');
    await dialog.getByLabel('Type', { exact: true }).selectOption('mixed');
    await dialog.getByLabel('Notes').fill('Grip gave out');
    await expect(dialog.getByText('13/500')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByText('Workout Updated', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const pullDay = card(page, 'Pull Day');
    await expect(pullDay.getByText('Grip gave out')).toBeVisible();
    await expect(pullDay.getByText('Mixed', { exact: true })).toBeVisible();
    await expect(pullDay.getByText('Bench Press — 3 × 10 @ 135 lbs')).toBeVisible();
    await expect(pullDay.getByText('Face Pull — 3 × 15')).toBeVisible();
    await expect(pullDay.getByText(/Barbell Row/)).toHaveCount(0);
    const [after] = await listWorkouts(page.request, user.id);
    expect(after?.exercises.map((e) => e.name)).toEqual(['Bench Press', 'Face Pull']);
    // The kept exercise is the same row, updated.
    expect(after?.exercises[0]?.id).toBe(before?.exercises[0]?.id);
  });

  test('a workout keeps its last exercise (SPEC §5), in the form and on the server', async ({
    page,
  }) => {
    const solo = await seedWorkout(
      page.request,
      user.id,
      upperBody({ name: 'Solo', exercises: [BENCH] }),
    );
    await page.goto('/workouts');
    await card(page, 'Solo').getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit workout' });
    const remove = dialog.getByRole('button', { name: 'Remove exercise 1 (Bench Press)' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('A workout must have at least one exercise.');
    await remove.click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(dialog.getByRole('listitem', { name: 'Exercise 1' })).toBeVisible();
    await snap(page, 'workouts-last-exercise');

    const res = await page.request.delete(`/api/exercises/${solo.exercises[0]!.id}`, {
      headers: fromApp(),
    });
    expect(res.status()).toBe(409);
    expect(await res.json()).toEqual({ message: 'A workout must have at least one exercise.' });
  });

  test('a failed save keeps the dialog open with every change, ready to try again', async ({
    page,
  }) => {
    await seedWorkout(page.request, user.id, upperBody({ name: 'Pair' }));
    await page.route('**/api/workouts/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"down"}',
          })
        : route.continue(),
    );
    await page.goto('/workouts');
    await card(page, 'Pair').getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit workout' });
    const weight = dialog
      .getByRole('listitem', { name: 'Exercise 1' })
      .getByLabel('Set 1 weight (lbs)', { exact: true });
    await weight.fill('140');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByText(/^Failed to update workout/)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(weight).toHaveValue('140');
    await snap(page, 'workouts-save-failed');
    const [stored] = await listWorkouts(page.request, user.id);
    expect(stored?.exercises[0]?.weight).toBe(135);
  });

  test('Repeat opens the create form; saving it logs the copy', async ({ page }) => {
    await seedWorkout(page.request, user.id, upperBody({ name: 'Leg Day' }));
    await page.goto('/workouts');
    await card(page, 'Leg Day')
      .getByRole('button', { name: /^Repeat/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Repeat workout' });
    await expect(dialog.getByLabel('Workout name')).toHaveValue('Leg Day');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(toasts(page).getByText('Workout Repeated', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Leg Day' })).toHaveCount(2);
    await expect(
      page.getByRole('article').first().getByText('Bench Press — 3 × 8 @ 135 lbs'),
    ).toBeVisible();
    await expect(page.getByText('2 workouts logged')).toBeVisible();
  });

  test('Delete asks first, then removes the workout', async ({ page }) => {
    await seedWorkout(page.request, user.id, upperBody({ name: 'Cardio Blast', type: 'cardio' }));
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
    expect(await listWorkouts(page.request, user.id)).toEqual([]);
  });

  test('failures say so in an error toast (SPEC §8)', async ({ page }) => {
    await seedWorkout(page.request, user.id, upperBody({ name: 'Flaky' }));
    const down = { status: 500, contentType: 'application/json', body: '{"message":"down"}' };
    await page.route('**/api/workouts/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill(down) : route.continue(),
    );
    await page.goto('/workouts');
    await card(page, 'Flaky').getByRole('button', { name: 'Delete Flaky' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete workout' }).click();
    await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(/^Failed to delete workout/)).toBeVisible();
    await snap(page, 'workouts-error-toast');

    // A refusal: a 5xx on a create is kept on the device now (issue 28 §3, outbox-screens.spec).
    await page.route('**/api/workouts', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"no"}' }),
    );
    await page.getByRole('button', { name: 'New workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workout' });
    await dialog.getByLabel('Workout name').fill('Nope');
    await dialog.getByLabel('Exercise name').fill('Squat');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(toasts(page).getByText(/^Failed to create workout/)).toBeVisible();
    // The form stays open with what was typed, ready to try again.
    await expect(dialog.getByLabel('Workout name')).toHaveValue('Nope');
  });

  test('a kg user sees and enters kilograms; each weight is stored as typed', async ({ page }) => {
    const pref = await page.request.put('/api/users/me/preferences', {
      data: { weightUnit: 'kg' },
    });
    expect(pref.status()).toBe(200);
    await seedWorkout(
      page.request,
      user.id,
      upperBody({ name: 'Heavy', exercises: [{ ...BENCH, weight: 220.5 }] }),
    );
    await page.goto('/workouts');
    await expect(card(page, 'Heavy').getByText('Bench Press — 3 × 8 @ 100 kg')).toBeVisible();

    await page.getByRole('button', { name: 'New workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workout' });
    await dialog.getByLabel('Workout name').fill('Metric');
    await dialog.getByLabel('Exercise name').fill('Squat');
    await dialog.getByLabel('Set 1 weight (kg)', { exact: true }).fill('60');
    await dialog.getByLabel('Set 1 reps', { exact: true }).fill('5');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Metric').getByText('Squat — 5 reps @ 60 kg')).toBeVisible();
    const [metric] = await listWorkouts(page.request, user.id);
    expect(metric?.exercises[0]?.setList).toEqual([
      expect.objectContaining({ weight: 60, weightUnit: 'kg', reps: 5 }),
    ]);
    await snap(page, 'workouts-kg');

    await card(page, 'Heavy').getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit workout' });
    await expect(edit.getByLabel('Set 1 weight (kg)', { exact: true })).toHaveValue('100');
  });
});
