import type { Locator, Page, Route } from '@playwright/test';
import { expect, expectAccessible, snap, test } from './fixtures';
import { localDay, seedGoal } from './seed-tracking';

const goalsSection = (page: Page) => page.getByRole('region', { name: 'Current Goals' });
// By CSS rather than role: an open dialog hides the rest of the page (the toast area too) from
// the accessibility tree, yet the toast still shows; Radix also announces it in a live region.
const toasts = (page: Page) => page.locator('[role=region][aria-label^="Notifications"] li');
const optionsOf = (select: Locator) =>
  select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));

/** Scrolls a section to the top of the screen, just under the sticky header, for a screenshot. */
const scrollToTop = (locator: Locator) =>
  locator.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 72));

/** The message under a field, tied to it by aria-describedby. */
async function expectFieldError(dialog: Locator, label: string, message: string) {
  const field = dialog.getByLabel(label);
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
    expect(await optionsOf(dialog.getByLabel('Unit'))).toEqual([
      'lbs',
      'kg',
      'miles',
      'km',
      'minutes',
      'hours',
      'reps',
      'sets',
      'days',
      'units',
    ]);
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
    await dialog.getByLabel('Type').selectOption('distance');
    await dialog.getByLabel('Unit').selectOption('miles');
    await dialog.getByLabel('Description').fill('Spring training');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Goal Created')).toBeVisible();

    const card = goalsSection(page).getByRole('listitem', { name: 'Run 50 miles' });
    await expect(card).toContainText('12.5 / 50 miles');
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
      }),
    ]);
  });

  test('edit a goal: the edit unit list, messages, clearing the deadline', async ({
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
    // SPEC §9's edit list, plus the goal's own unit so opening Edit never changes it.
    expect(await optionsOf(dialog.getByLabel('Unit'))).toEqual([
      'pounds',
      'kg',
      'minutes',
      'miles',
      'km',
      'reps',
      'units',
      'lbs',
    ]);
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
    await dialog.getByLabel('Unit').selectOption('pounds');
    await dialog.getByLabel('Deadline').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Goal Updated')).toBeVisible();
    const card = goalsSection(page).getByRole('listitem', { name: 'Bench 225 lbs' });
    await expect(card).toContainText('200.5 / 225 pounds');
    await expect(card).toContainText('89%');
    await expect(card.getByText(/Due/)).toHaveCount(0);

    const saved = await (await page.request.get(`/api/goals/${user.id}`)).json();
    expect(saved).toEqual([
      expect.objectContaining({ id: goal.id, unit: 'pounds', currentValue: 200.5, deadline: null }),
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
        : route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' });
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
