import type { Locator, Page, Route } from '@playwright/test';
import { expect, expectAccessible, seedGoal, seedWorkout, snap, test } from './fixtures';
import { aroundMidnight, benchDay, localDay, morningRun } from './seed-tracking';

/** "Mar 3": how a goal card names the day it counts from. */
const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

const goalsSection = (page: Page) => page.getByRole('region', { name: 'Current Goals' });
// By CSS rather than role: an open dialog hides the rest of the page (the toast area too) from
// the accessibility tree, yet the toast still shows; Radix also announces it in a live region.
const toasts = (page: Page) => page.locator('[role=region][aria-label^="Notifications"] li');
const optionsOf = (select: Locator) =>
  select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
const labelsOf = (select: Locator) =>
  select.locator('option').evaluateAll((os) => os.map((o) => o.textContent));
const UNITS = ['lbs', 'kg', 'miles', 'km', 'minutes', 'hours', 'workouts', 'reps', 'sets', 'days', 'units']; // prettier-ignore
const UNIT_LABELS = ['lbs', 'kg', 'mi', 'km', 'minutes', 'hours', 'workouts', 'reps', 'sets', 'days', 'units']; // prettier-ignore

/** Scrolls a section to the top of the screen, just under the sticky header, for a screenshot. */
const scrollToTop = (locator: Locator) =>
  locator.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 72));

/** The message under a field, tied to it by aria-describedby. */
async function expectFieldError(dialog: Locator, label: string, message: string, exact = false) {
  const field = dialog.getByLabel(label, { exact });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(dialog.getByText(message)).toBeVisible();
}

test.describe('Goals (SPEC §2 Modals, §4 Goal, §5, §9)', () => {
  test('create a goal: every validation message, then Goal Created', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await page.goto('/');
    await goalsSection(page).getByRole('button', { name: 'Add Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    // SPEC §9 defaults and the create unit list.
    await expect(dialog.getByLabel('Type')).toHaveValue('general');
    await expect(dialog.getByLabel('Unit')).toHaveValue('units');
    // One unit list for both forms (issue 8), with one label per unit.
    expect(await optionsOf(dialog.getByLabel('Unit'))).toEqual(UNITS);
    expect(await labelsOf(dialog.getByLabel('Unit'))).toEqual(UNIT_LABELS);
    await expect(dialog.getByLabel('Deadline')).toHaveAttribute('min', localDay('UTC'));
    await expect(dialog.getByLabel('Target value')).toHaveAttribute('step', '0.1');
    await snap(page, 'goals-create-modal');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expectFieldError(dialog, 'Title', 'Title is required');
    await expectFieldError(dialog, 'Target value', 'Target value is required');
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await snap(page, 'goals-create-errors');
    await expectAccessible(page);

    await dialog.getByLabel('Title').fill('Run 50 miles');
    await expect(dialog.getByText('Title is required')).toBeHidden();
    await dialog.getByLabel('Target value').fill('-1');
    await dialog.getByLabel('Current value').fill('-2');
    await dialog.getByLabel('Deadline').fill(localDay('UTC', -1));
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expectFieldError(dialog, 'Target value', 'Target value must be at least 0');
    await expectFieldError(dialog, 'Current value', 'Current value must be at least 0');
    await expectFieldError(dialog, 'Deadline', "Deadline can't be before today");

    await dialog.getByLabel('Target value').fill('50.25');
    await dialog.getByLabel('Current value').fill('12.5');
    await dialog.getByLabel('Deadline').fill(localDay('UTC', 30));
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expectFieldError(dialog, 'Target value', 'Target value must be in steps of 0.1');

    await dialog.getByLabel('Target value').fill('50');
    // A distance goal in miles tracks itself unless the user keeps it by hand (issue 8).
    await dialog.getByLabel('Type').selectOption('distance');
    await expect(dialog.getByLabel('Unit')).toHaveValue('miles');
    await expect(
      dialog.getByRole('radio', { name: /Tracks itself from your workouts: distance/ }),
    ).toBeChecked();
    await expect(dialog.getByLabel('Current value')).toHaveCount(0);
    await dialog.getByRole('radio', { name: /You update it yourself/ }).check();
    await expect(dialog.getByLabel('Current value')).toHaveValue('12.5');
    await dialog.getByLabel('Description').fill('Spring training');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Goal Created')).toBeVisible();

    const card = goalsSection(page).getByRole('listitem', { name: 'Run 50 miles' });
    await expect(card).toContainText('12.5 / 50 mi');
    await expect(card).not.toContainText('Tracked from');
    await expect(card).toContainText('25%');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await snap(page, 'goals-created');

    const saved = (await (await page.request.get(`/api/goals/${user.id}`)).json()) as unknown[];
    expect(saved).toEqual([
      expect.objectContaining({
        title: 'Run 50 miles',
        description: 'Spring training',
        type: 'distance',
        targetValue: 50,
        currentValue: 12.5,
        unit: 'miles',
        deadline: localDay('UTC', 30),
        tracking: 'manual',
      }),
    ]);
  });

  test('edit a goal: the same unit list, messages, clearing the deadline', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    const goal = await seedGoal(page.request, user.id, {
      title: 'Bench 225',
      type: 'strength',
      targetValue: 225,
      currentValue: 185,
      unit: 'lbs',
      deadline: localDay('UTC', 60),
    });
    await page.goto('/');
    await goalsSection(page).getByRole('button', { name: 'Edit goal Bench 225' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Goal' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Bench 225');
    await expect(dialog.getByLabel('Unit')).toHaveValue('lbs');
    // The create form's list and labels (issue 8: Create said "lbs" and Edit "pounds").
    expect(await optionsOf(dialog.getByLabel('Unit'))).toEqual(UNITS);
    expect(await labelsOf(dialog.getByLabel('Unit'))).toEqual(UNIT_LABELS);
    // A strength goal in lbs is kept by hand until the user picks a lift to follow.
    await expect(dialog.getByRole('radio', { name: /You update it yourself/ })).toBeChecked();
    await expect(dialog.getByLabel('Deadline')).toHaveAttribute('min', localDay('UTC'));
    await snap(page, 'goals-edit-modal');
    await expectAccessible(page);

    await dialog.getByLabel('Title').fill('');
    await dialog.getByLabel('Target value').fill('');
    await dialog.getByLabel('Current value').fill('-5');
    await dialog.getByLabel('Deadline').fill(localDay('UTC', -3));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectFieldError(dialog, 'Title', 'Title is required');
    await expectFieldError(dialog, 'Target value', 'Target value is required');
    await expectFieldError(dialog, 'Current value', 'Current value must be at least 0');
    await expectFieldError(dialog, 'Deadline', "Deadline can't be before today");
    await snap(page, 'goals-edit-errors');

    await dialog.getByLabel('Title').fill('Bench 225 lbs');
    await dialog.getByLabel('Target value').fill('225');
    await dialog.getByLabel('Current value').fill('200.5');
    await dialog.getByLabel('Deadline').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Goal Updated')).toBeVisible();
    const card = goalsSection(page).getByRole('listitem', { name: 'Bench 225 lbs' });
    await expect(card).toContainText('200.5 / 225 lbs');
    await expect(card).toContainText('89%');
    await expect(card.getByText(/Due/)).toHaveCount(0);

    const saved = await (await page.request.get(`/api/goals/${user.id}`)).json();
    expect(saved).toEqual([
      expect.objectContaining({ id: goal.id, unit: 'lbs', currentValue: 200.5, deadline: null }),
    ]);
  });

  test('delete a goal only after confirming', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    await seedGoal(page.request, user.id, {
      title: 'Stretch daily',
      targetValue: 30,
      unit: 'days',
    });
    await page.goto('/');
    const section = goalsSection(page);
    await section.getByRole('button', { name: 'Delete goal Stretch daily' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this goal?' });
    await expect(confirm).toContainText('“Stretch daily”');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await snap(page, 'goals-delete-confirm');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByRole('listitem', { name: 'Stretch daily' })).toBeVisible();

    await section.getByRole('button', { name: 'Delete goal Stretch daily' }).click();
    await confirm.getByRole('button', { name: 'Delete Goal' }).click();
    await expect(toasts(page).getByText('Goal Deleted')).toBeVisible();
    await expect(section.getByText('No goals yet')).toBeVisible();
    expect(await (await page.request.get(`/api/goals/${user.id}`)).json()).toEqual([]);
  });

  test('completed goals are green with congratulations; overdue ones show a red date', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await seedGoal(page.request, user.id, {
      title: 'Run 20 miles',
      type: 'distance',
      targetValue: 20,
      currentValue: 20,
      unit: 'miles',
    });
    await seedGoal(page.request, user.id, {
      title: 'Lose 10 lbs',
      type: 'weight_loss',
      targetValue: 10,
      currentValue: 4,
      unit: 'lbs',
      deadline: localDay('UTC', -2),
    });
    await seedGoal(page.request, user.id, {
      title: '100 push-ups',
      targetValue: 100,
      currentValue: 40,
      unit: 'reps',
      deadline: localDay('UTC', 5),
    });
    await page.goto('/');
    const section = goalsSection(page);
    const done = section.getByRole('listitem', { name: 'Run 20 miles' });
    await expect(done).toHaveAttribute('data-state', 'completed');
    await expect(done).toContainText('Goal achieved! Congratulations');
    await expect(done).toContainText('100%');
    const late = section.getByRole('listitem', { name: 'Lose 10 lbs' });
    await expect(late).toHaveAttribute('data-state', 'overdue');
    await expect(late.getByText(/^Overdue · was due/)).toHaveClass(/text-danger/);
    await expect(late).toContainText('This goal is past its deadline');
    const open = section.getByRole('listitem', { name: '100 push-ups' });
    await expect(open).toHaveAttribute('data-state', 'active');
    await expect(open).toContainText('5 days left');
    // Unfinished first (nearest deadline first), then the finished one.
    await expect(section.getByRole('listitem')).toHaveText([
      /Lose 10 lbs/,
      /100 push-ups/,
      /Run 20/,
    ]);
    await scrollToTop(section);
    await snap(page, 'goals-card-states');
    await snap(page, 'goals-card-states-full', { fullPage: true });
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'goals-card-states-dark', { fullPage: true });
    await expectAccessible(page);

    // An overdue goal stays editable without moving its deadline (only a changed one must be today or later).
    await late.getByRole('button', { name: 'Edit goal Lose 10 lbs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Goal' });
    await dialog.getByLabel('Current value').fill('6');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(late).toContainText('6 / 10 lbs');
  });

  test('failures show the SPEC §8 error toasts and keep the form', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    await seedGoal(page.request, user.id, {
      title: 'Plank 5 minutes',
      targetValue: 5,
      unit: 'minutes',
    });
    const fail = (route: Route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : // A create refused (a 5xx on a create is kept on the device now, issue 28 §3).
          route.fulfill({
            status: route.request().method() === 'POST' ? 400 : 500,
            contentType: 'application/json',
            body: '{"message":"x"}',
          });
    await page.route('**/api/goals', fail);
    await page.route('**/api/goals/*', fail);
    await page.goto('/');
    const section = goalsSection(page);

    await section.getByRole('button', { name: 'Add Goal' }).click();
    const create = page.getByRole('dialog', { name: 'New Goal' });
    await create.getByLabel('Title').fill('Swim 10 km');
    await create.getByLabel('Target value').fill('10');
    await create.getByRole('button', { name: 'Create Goal' }).click();
    await expect(toasts(page).getByText('Failed to create goal...')).toBeVisible();
    await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(create.getByLabel('Title')).toHaveValue('Swim 10 km');
    await snap(page, 'goals-error-toast');
    await create.getByRole('button', { name: 'Cancel' }).click();

    await section.getByRole('button', { name: 'Edit goal Plank 5 minutes' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Goal' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page).getByText('Failed to update goal. Please try again.')).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await section.getByRole('button', { name: 'Delete goal Plank 5 minutes' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Goal' }).click();
    await expect(toasts(page).getByText('Failed to delete goal...')).toBeVisible();
  });
});

/** Boxes that overlap, for "nothing covers this". */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('Goals that fill themselves (issue 8)', () => {
  test('a distance goal fills itself from the workouts logged after it', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await page.request.put('/api/users/me/preferences', { data: { distanceUnit: 'km' } });
    // Logged before the goal: it does not count.
    await seedWorkout(page.request, user.id, morningRun(aroundMidnight('UTC', -1, 12 * 60)));
    await page.goto('/');
    await goalsSection(page).getByRole('button', { name: 'Add Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await dialog.getByLabel('Title').fill('Run 10 km');
    await dialog.getByLabel('Type').selectOption('distance');
    // The user's distance unit, and tracking, follow from the type.
    await expect(dialog.getByLabel('Unit')).toHaveValue('km');
    await expect(
      dialog.getByRole('radio', { name: /Tracks itself from your workouts: distance/ }),
    ).toBeChecked();
    await expect(dialog.getByText('Every distance you log from today on adds up')).toBeVisible();
    await expect(dialog.getByLabel('Current value')).toHaveCount(0);
    await dialog.getByLabel('Target value').fill('10');
    await snap(page, 'goals-create-tracked');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog).toBeHidden();
    const card = goalsSection(page).getByRole('listitem', { name: 'Run 10 km' });
    await expect(card).toContainText('0 / 10 km');
    await expect(card).toContainText(
      `Tracked from your workouts since ${shortDay(localDay('UTC'))}`,
    );

    // Log a run by voice: the card fills without a reload.
    await page.getByRole('button', { name: 'Voice command', exact: true }).click();
    const voice = page.getByRole('dialog');
    await voice.getByLabel('Type your command').fill('ran 5 km in 30 minutes');
    await voice.getByRole('button', { name: 'Send command' }).click();
    await expect(voice.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await voice.getByRole('button', { name: 'Done' }).click();
    await expect(card).toContainText('5 / 10 km');
    await expect(card).toContainText('50%');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    // And from the form or the API too: another 5 km completes it.
    await seedWorkout(page.request, user.id, morningRun());
    await page.reload();
    await expect(card).toHaveAttribute('data-state', 'completed');
    await expect(card).toContainText('10 / 10 km');
    await scrollToTop(goalsSection(page));
    await snap(page, 'goals-tracked-filled');
    const [saved] = await (await page.request.get(`/api/goals/${user.id}`)).json();
    expect(saved).toMatchObject({ tracking: 'distance', unit: 'km', currentValue: 10 });
  });

  test('a count goal reads "Target 20 workouts" and counts only its type', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await page.goto('/');
    await goalsSection(page).getByRole('button', { name: 'Add Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await dialog.getByLabel('Title').fill('20 strength sessions');
    await dialog.getByLabel('Unit').selectOption('workouts');
    await expect(dialog.getByRole('radio', { name: /number of workouts/ })).toBeChecked();
    await dialog.getByLabel('Count workouts of').selectOption('strength');
    await dialog.getByLabel('Target value').fill('20');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog).toBeHidden();
    const card = goalsSection(page).getByRole('listitem', { name: '20 strength sessions' });
    await expect(card).toContainText('0 / 20 workouts');
    await expect(card).not.toContainText('units');
    await seedWorkout(page.request, user.id, benchDay());
    await seedWorkout(page.request, user.id, morningRun());
    await page.reload();
    await expect(card).toContainText('1 / 20 workouts');
    await expect(card).toContainText('Tracked from your strength workouts since');
  });

  test('a lift goal follows the heaviest set of its exercise', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    await page.goto('/');
    await goalsSection(page).getByRole('button', { name: 'Add Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await dialog.getByLabel('Title').fill('Deadlift 300');
    await dialog.getByLabel('Type').selectOption('strength');
    await expect(dialog.getByLabel('Unit')).toHaveValue('lbs');
    await dialog.getByRole('radio', { name: /best lift of an exercise/ }).check();
    await dialog.getByLabel('Target value').fill('300');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expectFieldError(dialog, 'Exercise', 'Exercise is required for a lift goal', true);
    await expect(dialog.getByLabel('Exercise', { exact: true })).toBeFocused();
    // Suggested from the catalogue.
    expect(
      await dialog
        .locator('datalist option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toContain('Deadlift');
    await dialog.getByLabel('Exercise', { exact: true }).fill('Deadlift');
    await snap(page, 'goals-create-lift');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog).toBeHidden();
    const lift = (weight: number) => ({
      name: 'Pull Day',
      type: 'strength' as const,
      exercises: [{ name: 'Deadlift', sets: 3, reps: 5, weight }],
    });
    await seedWorkout(page.request, user.id, lift(225));
    await seedWorkout(page.request, user.id, lift(275));
    await page.reload();
    const card = goalsSection(page).getByRole('listitem', { name: 'Deadlift 300' });
    await expect(card).toContainText('275 / 300 lbs');
    await expect(card).toContainText('Best Deadlift, tracked from your workouts since');
  });

  test('weigh-ins on Progress feed a weight-loss goal, with a chart and delete', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await page.goto('/');
    await goalsSection(page).getByRole('button', { name: 'Add Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await dialog.getByLabel('Title').fill('Lose 10 lbs');
    await dialog.getByLabel('Type').selectOption('weight_loss');
    await expect(dialog.getByLabel('Unit')).toHaveValue('lbs');
    await expect(
      dialog.getByRole('radio', { name: /body weight from your weigh-ins/ }),
    ).toBeChecked();
    await dialog.getByLabel('Target value').fill('10');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog).toBeHidden();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Progress' })
      .click();
    const weights = page.getByRole('region', { name: 'Body Weight' });
    const form = weights.getByRole('form', { name: 'Log a weigh-in' });
    await expect(form.getByLabel('Unit')).toHaveValue('lb');
    await expect(form.getByLabel('Date')).toHaveValue(localDay('UTC'));
    await expect(form.getByLabel('Date')).toHaveAttribute('max', localDay('UTC'));
    await form.getByRole('button', { name: 'Log Weigh-in' }).click();
    await expect(form.getByText('Weight is required')).toBeVisible();
    await form.getByLabel('Weight').fill('180');
    await form.getByRole('button', { name: 'Log Weigh-in' }).click();
    await expect(toasts(page).getByText('Weigh-in Logged')).toBeVisible();
    await expect(form.getByLabel('Weight')).toHaveValue('');
    await form.getByLabel('Weight').fill('177');
    await form.getByRole('button', { name: 'Log Weigh-in' }).click();
    const goals = page.getByRole('region', { name: 'Goals Progress' });
    await expect(goals).toContainText('3 / 10 lbs lost');
    await expect(goals.getByRole('progressbar', { name: 'Lose 10 lbs progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    // An earlier day from the date field draws the chart (it predates the goal, so the goal
    // keeps counting from its own day).
    await form.getByLabel('Weight').fill('182.4');
    await form.getByLabel('Date').fill(localDay('UTC', -5));
    await form.getByRole('button', { name: 'Log Weigh-in' }).click();
    await expect(weights.getByTestId('weight-chart').locator('.recharts-line-curve')).toBeVisible();
    await expect(weights).toContainText('Latest 177 lbs · Down 5.4 lbs since');
    const list = weights.getByRole('list', { name: 'Weigh-ins' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(goals).toContainText('3 / 10 lbs lost');
    await weights.scrollIntoViewIfNeeded();
    await snap(page, 'progress-weigh-ins');
    await expectAccessible(page);

    // Delete, after confirming: the goal is recounted without it.
    await list.getByRole('button', { name: /Delete weigh-in of .*177 lbs/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this weigh-in?' });
    await expect(confirm).toContainText('177 lbs');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete Weigh-in' }).click();
    await expect(toasts(page).getByText('Weigh-in Deleted')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(goals).toContainText('0 / 10 lbs lost');
    const saved = await (await page.request.get('/api/body-weights')).json();
    expect(saved.map((w: { weight: number }) => w.weight)).toEqual([180, 182.4]);
    void user;
  });

  test('a renamed voice goal drops the line that described its old self', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    const said = await page.request.post('/api/voice-command', {
      data: { userId: user.id, voiceText: 'I want to run 20 miles by June' },
    });
    expect(said.status()).toBe(200);
    await page.goto('/');
    const card = goalsSection(page).getByRole('listitem').first();
    await expect(card).toContainText('Set by voice');
    await card.getByRole('button', { name: /^Edit goal/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Goal' });
    await expect(dialog.getByLabel('Description')).toHaveValue('');
    await expect(
      dialog.getByText(/Set by voice from “I want to run 20 miles by June”/),
    ).toBeVisible();
    await snap(page, 'goals-edit-voice-note');
    await dialog.getByLabel('Title').fill('Run 30 miles');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const renamed = goalsSection(page).getByRole('listitem', { name: 'Run 30 miles' });
    await expect(renamed).toBeVisible();
    await expect(renamed).not.toContainText('Set by voice');
    const [saved] = await (await page.request.get(`/api/goals/${user.id}`)).json();
    expect(saved).toMatchObject({ title: 'Run 30 miles', description: null });
  });
});

test.describe('Goals polish (issue 8)', () => {
  test('focus returns to the button that opened a dialog, and one Escape closes it', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await seedGoal(page.request, user.id, {
      title: 'Plank 5 minutes',
      targetValue: 5,
      unit: 'minutes',
    });
    await page.goto('/');
    const section = goalsSection(page);
    const edit = section.getByRole('button', { name: 'Edit goal Plank 5 minutes' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Goal' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    // Saved: a toast is up; the next dialog still closes at the first Escape.
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Current value').fill('2');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page).getByText('Goal Updated')).toBeVisible();
    await expect(edit).toBeFocused();
    await section.getByRole('button', { name: 'Add Goal' }).click();
    const create = page.getByRole('dialog', { name: 'New Goal' });
    await expect(create).toBeVisible();
    await expect(toasts(page).getByText('Goal Updated')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();
    await expect(section.getByRole('button', { name: 'Add Goal' })).toBeFocused();
  });

  test('the voice button covers neither Add Goal nor any goal percentage', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    for (const n of [1, 2, 3, 4, 5]) {
      await seedGoal(page.request, user.id, {
        title: `Goal number ${n}`,
        targetValue: 100,
        currentValue: n * 10,
        unit: 'reps',
      });
    }
    for (const size of [
      { width: 390, height: 844 },
      { width: 320, height: 640 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/');
      const mic = page.getByRole('button', { name: 'Voice command', exact: true });
      const nav = page.getByRole('navigation', { name: 'Main' });
      const micBox = (await mic.boundingBox())!;
      const navBox = (await nav.boundingBox())!;
      // Docked in the navigation: over the nav bar, never over the page.
      expect(micBox.y).toBeGreaterThanOrEqual(navBox.y - 1);
      expect(micBox.y + micBox.height).toBeLessThanOrEqual(navBox.y + navBox.height + 1);
      const section = goalsSection(page);
      const targets = [
        section.getByRole('button', { name: 'Add Goal' }),
        ...(await section.getByRole('listitem').all()).map((li) => li.getByText(/^\d+%$/)),
      ];
      for (const target of targets) {
        // Bring each to the bottom edge of the screen, where the button used to float.
        await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        const box = (await target.boundingBox())!;
        expect(overlaps(box, (await mic.boundingBox())!)).toBe(false);
        expect(box.y + box.height).toBeLessThanOrEqual(navBox.y);
      }
      // The tab labels still fit beside it.
      for (const link of await nav.getByRole('link').all()) {
        expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect(overlaps((await link.boundingBox())!, micBox)).toBe(false);
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await snap(page, 'goals-voice-button-docked');
  });
});
