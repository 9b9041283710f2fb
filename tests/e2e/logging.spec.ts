import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  listWorkouts,
  seedWorkout,
  setUnits,
  snap,
  test,
  type TestUser,
  toasts,
} from './fixtures';
import { benchPyramid, liftSet, localDay } from './seed-tracking';

// Logging workouts as people who use Strong or Hevy expect (issue 8): one save, weights that
// never drift, every set, dates, last time's numbers, an exercise's history and its records.

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const exercise = (dialog: Locator, n: number) =>
  dialog.getByRole('listitem', { name: `Exercise ${n}`, exact: true });
const box = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

async function openEdit(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: /^Edit/ }).click();
  return page.getByRole('dialog', { name: 'Edit workout' });
}

async function newWorkout(page: Page) {
  await page.getByRole('button', { name: /^(New workout|Log a workout)$/ }).click();
  return page.getByRole('dialog', { name: 'New workout' });
}

test.describe('Logging workouts (issue 8)', () => {
  let user: TestUser;
  test.beforeEach(async ({ createUser }) => {
    user = await createUser({ onboarded: true, firstName: 'Ada' });
  });

  test('bug 1: the edit dialog saves what it shows with its one Save, and Cancel discards', async ({
    page,
  }) => {
    await seedWorkout(page.request, user.id, {
      name: 'Upper Body',
      type: 'strength',
      exercises: [{ name: 'Bench Press', sets: 3, reps: 8, weight: 135 }],
    });
    await page.goto('/workouts');
    let dialog = await openEdit(page, 'Upper Body');
    // One save model: no per-exercise saves, no "changes save as you make them".
    await expect(dialog.getByRole('button', { name: 'Save exercise' })).toHaveCount(0);
    await expect(dialog.getByText(/save as you make them/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /^Save/ })).toHaveCount(1);

    const bench = exercise(dialog, 1);
    await box(bench, 'Set 1 weight (lbs)').fill('155');
    await snap(page, 'logging-edit-open-exercise');
    const saved = page.waitForRequest(
      (r) => r.method() === 'PUT' && /\/api\/workouts\/[^/]+$/.test(r.url()),
    );
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    // One PUT with the whole workout: its exercises, every set.
    const body = (await saved).postDataJSON() as {
      exercises: { setList: { weight: number }[] }[];
    };
    expect(body.exercises[0]?.setList.map((s) => s.weight)).toEqual([155, 135, 135]);
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Workout Updated', { exact: true })).toBeVisible();
    await expect(card(page, 'Upper Body').getByText('155×8, 135×8, 135×8 lbs')).toBeVisible();

    dialog = await openEdit(page, 'Upper Body');
    await expect(box(exercise(dialog, 1), 'Set 1 weight (lbs)')).toHaveValue('155');

    // A change, then Cancel: asked first, then nothing is written.
    await box(exercise(dialog, 1), 'Set 1 weight (lbs)').fill('185');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await expect(discard.getByRole('button', { name: 'Keep editing', exact: true })).toBeFocused();
    await snap(page, 'logging-discard-confirm');
    await expectAccessible(page);
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back where the person was.
    await expect(card(page, 'Upper Body').getByRole('button', { name: /^Edit/ })).toBeFocused();
    const [stored] = await listWorkouts(page.request, user.id);
    expect(stored?.exercises[0]?.setList.map((s) => s.weight)).toEqual([155, 135, 135]);

    dialog = await openEdit(page, 'Upper Body');
    await expect(box(exercise(dialog, 1), 'Set 1 weight (lbs)')).toHaveValue('155');
    // Nothing changed: one Escape closes it, without asking.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Changed: one Escape asks, a second one keeps editing, with the change still there.
    dialog = await openEdit(page, 'Upper Body');
    await box(exercise(dialog, 1), 'Set 2 reps').fill('6');
    await page.keyboard.press('Escape');
    await expect(discard).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(discard).toBeHidden();
    await expect(box(exercise(dialog, 1), 'Set 2 reps')).toHaveValue('6');
    await expect(box(exercise(dialog, 1), 'Set 2 reps')).toBeFocused();
  });

  test('bug 2: in kilograms, a 135 lb set saved untouched stays 135 lb', async ({ page }) => {
    await setUnits(page.request, { weightUnit: 'kg' });
    await seedWorkout(page.request, user.id, {
      name: 'Push Day',
      type: 'strength',
      exercises: [{ name: 'Bench Press', sets: 3, reps: 10, weight: 135 }],
    });
    await page.goto('/workouts');
    await expect(card(page, 'Push Day').getByText('Bench Press — 3 × 10 @ 61.2 kg')).toBeVisible();
    const dialog = await openEdit(page, 'Push Day');
    const bench = exercise(dialog, 1);
    await expect(box(bench, 'Set 1 weight (kg)')).toHaveValue('61.2');
    // Another field changes, so there is something to save; the weight is left alone.
    await box(bench, 'Set 2 reps').fill('9');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    const [stored] = await listWorkouts(page.request, user.id);
    expect(stored?.exercises[0]?.setList).toEqual([
      expect.objectContaining({ reps: 10, weight: 135, weightUnit: 'lb' }),
      expect.objectContaining({ reps: 9, weight: 135, weightUnit: 'lb' }),
      expect.objectContaining({ reps: 10, weight: 135, weightUnit: 'lb' }),
    ]);
    expect(stored?.exercises[0]?.weight).toBe(135);
  });

  test('logs a pyramid set by set: add copies, duplicate, remove, done, Enter moves along', async ({
    page,
  }) => {
    await page.goto('/workouts');
    const dialog = await newWorkout(page);
    await dialog.getByLabel('Workout name').fill('Chest Day');
    const bench = exercise(dialog, 1);
    await bench.getByLabel('Exercise name').fill('Bench Press');
    // Enter in the name goes on to the first set, not to Save.
    await bench.getByLabel('Exercise name').press('Enter');
    await expect(box(bench, 'Set 1 weight (lbs)')).toBeFocused();
    await page.keyboard.type('135');
    await page.keyboard.press('Enter');
    await expect(box(bench, 'Set 1 reps')).toBeFocused();
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    // After the last box: Add set, which copies the row before it.
    await expect(bench.getByRole('button', { name: 'Add set' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box(bench, 'Set 2 weight (lbs)')).toBeFocused();
    await expect(box(bench, 'Set 2 weight (lbs)')).toHaveValue('135');
    await expect(box(bench, 'Set 2 reps')).toHaveValue('10');
    await box(bench, 'Set 2 weight (lbs)').fill('155');
    await box(bench, 'Set 2 reps').fill('8');

    // Duplicate set 2, then make the copy the top set.
    await bench.getByRole('button', { name: 'Set 2 type' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate set' }).click();
    await box(bench, 'Set 3 weight (lbs)').fill('175');
    await box(bench, 'Set 3 reps').fill('6');
    // A fourth set, added and removed again.
    await bench.getByRole('button', { name: 'Add set' }).click();
    await expect(bench.getByRole('listitem', { name: /^Set \d+$/ })).toHaveCount(4);
    await bench.getByRole('button', { name: 'Set 4 type' }).click();
    await snap(page, 'logging-set-menu');
    await page.getByRole('menuitem', { name: 'Remove set' }).click();
    await expect(bench.getByRole('listitem', { name: /^Set \d+$/ })).toHaveCount(3);
    await expect(bench.getByRole('button', { name: 'Set 3 type' })).toBeFocused();
    // Set 3 was missed: marked not done.
    const done = bench.getByRole('button', { name: 'Set 3 done' });
    await expect(done).toHaveAttribute('aria-pressed', 'true');
    await done.click();
    await expect(done).toHaveAttribute('aria-pressed', 'false');
    await snap(page, 'logging-pyramid');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      card(page, 'Chest Day').getByText('135×10, 155×8, 175×6 lbs · 1 not done'),
    ).toBeVisible();
    const [stored] = await listWorkouts(page.request, user.id);
    expect(stored?.exercises[0]).toMatchObject({
      sets: 3,
      reps: 6,
      weight: 175,
      setList: [
        { reps: 10, weight: 135, weightUnit: 'lb', done: true },
        { reps: 8, weight: 155, weightUnit: 'lb', done: true },
        { reps: 6, weight: 175, weightUnit: 'lb', done: false },
      ],
    });
    await snap(page, 'logging-pyramid-card');
  });

  test('quick fill makes uniform sets; the fields fit each exercise', async ({ page }) => {
    await setUnits(page.request, { distanceUnit: 'km' });
    await page.goto('/workouts');
    const dialog = await newWorkout(page);
    await dialog.getByLabel('Workout name').fill('Mixed Bag');
    const squat = exercise(dialog, 1);
    await squat.getByLabel('Exercise name').fill('Squat');
    await squat.getByRole('button', { name: 'Quick fill' }).click();
    await squat.getByLabel('Quick fill: sets × reps @ weight').fill('3 x 5');
    await squat.getByLabel('Quick fill: sets × reps @ weight').press('Enter');
    await expect(squat.getByRole('listitem', { name: /^Set \d+$/ })).toHaveCount(3);
    await squat.getByRole('button', { name: 'Quick fill' }).click();
    const quick = squat.getByLabel('Quick fill: sets × reps @ weight');
    await quick.fill('three sets');
    await squat.getByRole('button', { name: 'Fill', exact: true }).click();
    await expect(
      squat.getByText('Write it like 3 × 10 @ 135, or 3 × 45s for a hold.'),
    ).toBeVisible();
    await quick.fill('3 × 5 @ 225');
    await squat.getByRole('button', { name: 'Fill', exact: true }).click();
    await expect(box(squat, 'Set 3 weight (lbs)')).toHaveValue('225');
    await expect(box(squat, 'Set 3 reps')).toHaveValue('5');

    // A run: distance and time in its set, in the person's distance unit; no toggle, no
    // "Duration per set", no weight or reps.
    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const run = exercise(dialog, 2);
    await expect(run.getByLabel('Exercise name')).toBeFocused();
    await run.getByLabel('Exercise name').fill('Running');
    await expect(box(run, 'Set 1 distance (km)')).toBeVisible();
    await expect(run.getByText('Duration per set')).toHaveCount(0);
    await expect(box(run, 'Set 1 weight (lbs)')).toHaveCount(0);
    await expect(box(run, 'Set 1 reps')).toHaveCount(0);
    await box(run, 'Set 1 distance (km)').fill('5');
    // A number pad fills times from the right: 2, 8, 3, 0 is 28:30.
    await box(run, 'Set 1 time (minutes:seconds)').pressSequentially('2830');
    await expect(box(run, 'Set 1 time (minutes:seconds)')).toHaveValue('28:30');

    // A plank: its time per set.
    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const plank = exercise(dialog, 3);
    await plank.getByLabel('Exercise name').fill('Plank');
    await expect(box(plank, 'Set 1 reps')).toHaveCount(0);
    await box(plank, 'Set 1 time (minutes:seconds)').fill('45');
    await plank.getByRole('button', { name: 'Quick fill' }).click();
    await plank.getByLabel('Quick fill: sets × reps @ weight').fill('3 x 45s');
    await plank.getByRole('button', { name: 'Fill', exact: true }).click();
    await expect(box(plank, 'Set 3 time (minutes:seconds)')).toHaveValue('0:45');
    // Push-ups count reps; a weight can be added for a weighted set.
    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const pushups = exercise(dialog, 4);
    await pushups.getByLabel('Exercise name').fill('Push-up');
    await expect(box(pushups, 'Set 1 weight (lbs)')).toHaveCount(0);
    await box(pushups, 'Set 1 reps').fill('20');
    await pushups.getByRole('button', { name: 'More' }).click();
    await pushups.getByRole('button', { name: 'Weight' }).click();
    await expect(box(pushups, 'Set 1 weight (lbs)')).toBeFocused();
    await run.scrollIntoViewIfNeeded();
    await snap(page, 'logging-fields-by-kind');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog).toBeHidden();
    const mixed = card(page, 'Mixed Bag');
    await expect(mixed.getByText('Squat — 3 × 5 @ 225 lbs')).toBeVisible();
    await expect(mixed.getByText('Running — 28 min 30 s · 5 km')).toBeVisible();
    await expect(mixed.getByText('Plank — 3 × 45 s')).toBeVisible();
    await expect(mixed.getByText('Push-up — 20 reps')).toBeVisible();
    // The workout's distance in the person's unit.
    await expect(mixed.getByText('5 km', { exact: true })).toBeVisible();
  });

  test('a late entry: date and time default to now, never the future', async ({ page }) => {
    await page.goto('/workouts');
    const dialog = await newWorkout(page);
    const when = dialog.getByLabel('Date and time');
    const now = await when.inputValue();
    expect(now.slice(0, 10)).toBe(localDay('UTC'));
    await expect(when).toHaveAttribute('max', /^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await dialog.getByLabel('Workout name').fill('Evening Run');
    await exercise(dialog, 1).getByLabel('Exercise name').fill('Running');
    // The type follows the exercise until the person picks one.
    await expect(dialog.getByLabel('Type', { exact: true })).toHaveValue('cardio');
    await box(exercise(dialog, 1), 'Set 1 distance (mi)').fill('3');

    await when.fill(`${localDay('UTC', 1)}T09:00`);
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog.getByText("Date and time can't be in the future")).toBeVisible();
    await expect(when).toBeFocused();
    await expect(when).toHaveAccessibleDescription("Date and time can't be in the future");
    await snap(page, 'logging-future-date');

    await when.fill(`${localDay('UTC', -1)}T19:00`);
    await expect(dialog.getByText("Date and time can't be in the future")).toBeHidden();
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Evening Run').getByText('Yesterday, 7:00 PM')).toBeVisible();
    const [stored] = await listWorkouts(page.request, user.id);
    expect(stored?.completedAt).toBe(`${localDay('UTC', -1)}T19:00:00.000Z`);

    // Fixed later in the edit dialog.
    const edit = await openEdit(page, 'Evening Run');
    await expect(edit.getByLabel('Date and time')).toHaveValue(`${localDay('UTC', -1)}T19:00`);
    await edit.getByLabel('Date and time').fill(`${localDay('UTC', -2)}T06:30`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    const [moved] = await listWorkouts(page.request, user.id);
    expect(moved?.completedAt).toBe(`${localDay('UTC', -2)}T06:30:00.000Z`);
  });

  test('last time’s numbers show and prefill; own names are suggested first', async ({ page }) => {
    const threeDaysAgo = `${localDay('UTC', -3)}T12:00:00.000Z`;
    await seedWorkout(page.request, user.id, benchPyramid(threeDaysAgo));
    await seedWorkout(page.request, user.id, {
      name: 'Odd One',
      type: 'strength',
      completedAt: threeDaysAgo,
      exercises: [{ name: 'Zercher Carry', setList: [liftSet(95, 1)] }],
    });
    await page.goto('/workouts');
    const dialog = await newWorkout(page);
    const options = dialog.locator('datalist#exercise-name-options option');
    await expect(options.first()).toHaveAttribute('value', /Bench Press|Zercher Carry/);
    const values = await options.evaluateAll((els) =>
      els.map((o) => (o as HTMLOptionElement).value),
    );
    expect(values.slice(0, 2).sort()).toEqual(['Bench Press', 'Zercher Carry']);
    expect(values.filter((v) => v === 'Bench Press')).toHaveLength(1);

    const bench = exercise(dialog, 1);
    // Any spelling finds it.
    await bench.getByLabel('Exercise name').fill('bench press');
    const day = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(threeDaysAgo));
    await expect(bench.getByText(`Last time (${day}): 135×10, 155×8, 175×6 lbs`)).toBeVisible();
    await expect(box(bench, 'Set 1 weight (lbs)')).toHaveValue('135');
    await expect(box(bench, 'Set 3 weight (lbs)')).toHaveValue('175');
    await expect(box(bench, 'Set 3 reps')).toHaveValue('6');
    await snap(page, 'logging-last-time');
    await expectAccessible(page);

    // Numbers already typed are never replaced.
    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const typed = exercise(dialog, 2);
    await box(typed, 'Set 1 reps').fill('3');
    await typed.getByLabel('Exercise name').fill('Bench Press');
    await expect(typed.getByText(/^Last time/)).toBeVisible();
    await expect(box(typed, 'Set 1 reps')).toHaveValue('3');
    await expect(box(typed, 'Set 1 weight (lbs)')).toHaveValue('');
    await expect(typed.getByRole('listitem', { name: /^Set \d+$/ })).toHaveCount(1);
  });

  test('an exercise’s history, its estimated 1RM (Epley) and records as they happen', async ({
    page,
  }) => {
    await seedWorkout(page.request, user.id, benchPyramid(`${localDay('UTC', -7)}T12:00:00.000Z`));
    await seedWorkout(page.request, user.id, {
      name: 'Push Day',
      type: 'strength',
      completedAt: `${localDay('UTC', -3)}T12:00:00.000Z`,
      exercises: [{ name: 'Bench Press', setList: [liftSet(135, 10), liftSet(165, 5)] }],
    });
    await page.goto('/workouts');

    // A new best: 185×5 is an estimated 1RM of 216 lbs, above 175×6's 210.
    const dialog = await newWorkout(page);
    await dialog.getByLabel('Workout name').fill('Heavy Bench');
    const bench = exercise(dialog, 1);
    await bench.getByLabel('Exercise name').fill('Bench Press');
    await expect(box(bench, 'Set 2 weight (lbs)')).toHaveValue('165');
    await box(bench, 'Set 2 weight (lbs)').fill('185');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('New personal record', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText('Bench Press, est. 1RM 216 lbs. “Heavy Bench” is in your log.'),
    ).toBeVisible();
    const heavy = card(page, 'Heavy Bench');
    const opener = heavy.getByRole('button', { name: /^Bench Press — 135×10, 185×5 lbs/ });
    await expect(opener).toHaveAccessibleName(/Personal record: est\. 1RM 216 lbs/);
    await expect(heavy.getByText('PR', { exact: true })).toBeVisible();
    await snap(page, 'logging-record-badge');

    await opener.click();
    const history = page.getByRole('dialog', { name: 'Bench Press' });
    await expect(history.getByText('3 times')).toBeVisible();
    await expect(history.getByText('Est. one-rep max')).toBeVisible();
    await expect(history.getByText('216 lbs', { exact: true })).toBeVisible();
    await expect(history.getByText('185 lbs × 5', { exact: true })).toBeVisible();
    await expect(history.getByText(/Epley: weight × \(1 \+ reps ÷ 30\)/)).toBeVisible();
    await expect(history.getByTestId('history-chart').locator('svg').first()).toBeVisible();
    await expect(history.getByRole('heading', { name: 'Estimated 1RM (lbs)' })).toBeVisible();
    const rows = history.getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('135×10, 185×5 lbs');
    await expect(rows.nth(0)).toContainText('PR');
    await expect(rows.nth(2)).toContainText('135×10, 155×8, 175×6 lbs');
    await snap(page, 'logging-history');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'logging-history-desktop');
    await page.setViewportSize({ width: 390, height: 844 });

    // One Escape closes it, and the focus is back on the exercise that opened it.
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('Repeat opens the form prefilled with every set, dated now, notes left out', async ({
    page,
  }) => {
    await seedWorkout(page.request, user.id, {
      ...benchPyramid(`${localDay('UTC', -2)}T12:00:00.000Z`),
      notes: 'Shoulder twinged',
      duration: 45 * 60,
    });
    await page.goto('/workouts');
    await card(page, 'Chest Day')
      .getByRole('button', { name: /^Repeat/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Repeat workout' });
    await expect(dialog.getByText(/dated now, its total of 45 min kept/)).toBeVisible();
    await expect(dialog.getByLabel('Workout name')).toHaveValue('Chest Day');
    await expect(dialog.getByLabel('Type', { exact: true })).toHaveValue('strength');
    await expect(dialog.getByLabel('Notes')).toHaveValue('');
    expect((await dialog.getByLabel('Date and time').inputValue()).slice(0, 10)).toBe(
      localDay('UTC'),
    );
    const bench = exercise(dialog, 1);
    await expect(box(bench, 'Set 3 weight (lbs)')).toHaveValue('175');
    await snap(page, 'logging-repeat');
    await expectAccessible(page);
    // Nothing is logged until it is saved.
    expect(await listWorkouts(page.request, user.id)).toHaveLength(1);
    await box(bench, 'Set 3 reps').fill('5');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(toasts(page).getByText('Workout Repeated', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    const [copy] = await listWorkouts(page.request, user.id);
    expect(copy).toMatchObject({ name: 'Chest Day', notes: null, duration: 45 * 60 });
    expect(copy?.exercises[0]?.setList.map((s) => [s.weight, s.reps])).toEqual([
      [135, 10],
      [155, 8],
      [175, 5],
    ]);
    await expect(
      card(page, 'Chest Day')
        .first()
        .getByText(/^Today, /),
    ).toBeVisible();
  });

  test('looks right on a desktop too', async ({ page }) => {
    await seedWorkout(page.request, user.id, benchPyramid());
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/workouts');
    await snap(page, 'logging-list-desktop');
    const dialog = await openEdit(page, 'Chest Day');
    await expect(box(exercise(dialog, 1), 'Set 1 weight (lbs)')).toHaveValue('135');
    await snap(page, 'logging-edit-desktop');
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'logging-edit-desktop-dark');
    await expectAccessible(page);
  });
});
