import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, listWorkouts, snap, test, type TestUser } from './fixtures';

// Sets that say what they are, in the workout form (issue 27 §2): a warm-up and a drop set picked
// from the set's number, RPE asked for once Track RPE is on, two exercises in a superset; the
// card lists them, and they are still there after a reload.

const exercise = (dialog: Locator, n: number) =>
  dialog.getByRole('listitem', { name: `Exercise ${n}`, exact: true });
const box = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

async function pickType(page: Page, scope: Locator, n: number, type: string) {
  await scope.getByRole('button', { name: `Set ${n} type` }).click();
  await page.getByRole('menuitemradio', { name: type }).click();
}

test.describe('Set types, RPE and supersets in the workout form (issue 27 §2)', () => {
  let user: TestUser;
  test.beforeEach(async ({ createUser, page }) => {
    user = await createUser({ onboarded: true, firstName: 'Ada' });
    const res = await page.request.put('/api/users/me/preferences', {
      data: { rpeEnabled: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  test('a warm-up, a drop set and an RPE are logged, shown on the card and kept', async ({
    page,
  }) => {
    await page.goto('/workouts');
    await page.getByRole('button', { name: /^(New workout|Log a workout)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New workout' });
    await dialog.getByLabel('Workout name').fill('Push Day');

    const bench = exercise(dialog, 1);
    await box(bench, 'Exercise name').fill('Bench Press');
    await box(bench, 'Set 1 weight (lbs)').fill('95');
    await box(bench, 'Set 1 reps').fill('10');
    await pickType(page, bench, 1, 'Warm-up');
    await expect(bench.getByRole('button', { name: 'Set 1 type: Warm-up' })).toHaveText('W');

    // The set after a warm-up is a working set; its RPE is its own.
    await bench.getByRole('button', { name: 'Add set' }).click();
    await expect(bench.getByRole('button', { name: 'Set 2 type: Working set' })).toHaveText('2');
    await box(bench, 'Set 2 weight (lbs)').fill('185');
    await box(bench, 'Set 2 reps').fill('8');
    await box(bench, 'Set 2 RPE').fill('8');

    await bench.getByRole('button', { name: 'Add set' }).click();
    await box(bench, 'Set 3 weight (lbs)').fill('135');
    await box(bench, 'Set 3 reps').fill('12');
    await box(bench, 'Set 3 RPE').fill('');
    await pickType(page, bench, 3, 'Drop set');
    await expect(bench.getByRole('button', { name: 'Set 3 type: Drop set' })).toHaveText('D');

    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const fly = exercise(dialog, 2);
    await box(fly, 'Exercise name').fill('Cable Fly');
    await box(fly, 'Set 1 reps').fill('15');
    await bench.getByRole('button', { name: 'More' }).click();
    await bench.getByRole('button', { name: 'Superset with next' }).click();
    await expect(bench.getByText('Superset A')).toBeVisible();
    await expect(fly.getByText('Superset A')).toBeVisible();
    await bench.getByRole('button', { name: 'Set 1 type' }).scrollIntoViewIfNeeded();
    await snap(page, 'set-types-form');

    // An RPE off the scale is named on its box.
    await box(fly, 'Set 1 RPE').fill('11');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog.getByText('Set 1: RPE must be at most 10')).toBeVisible();
    await expect(box(fly, 'Set 1 RPE')).toBeFocused();
    await box(fly, 'Set 1 RPE').fill('9.5');
    await expectAccessible(page);

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/workouts'),
    );
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    expect((await saved).status()).toBe(201);
    await expect(dialog).toBeHidden();

    const line = 'W 10 reps @ 95 lbs, 8 reps @ 185 lbs @ RPE 8, D 12 reps @ 135 lbs';
    const card = page.getByRole('article', { name: 'Push Day', exact: true });
    await expect(card.getByText(line)).toBeVisible();
    await page.reload();
    await expect(card.getByText(line)).toBeVisible();
    await expect(card.getByText('15 reps @ RPE 9.5')).toBeVisible();
    await snap(page, 'set-types-card');

    const [workout] = await listWorkouts(page.request, user.id);
    expect(
      workout?.exercises.map((e) => ({
        group: e.supersetGroup,
        sets: e.setList.map((s) => [s.setType, s.rpe]),
      })),
    ).toEqual([
      {
        group: 1,
        sets: [
          ['warmup', null],
          ['normal', 8],
          ['drop', null],
        ],
      },
      { group: 1, sets: [['normal', 9.5]] },
    ]);

    // The edit form opens on the same types, RPE and superset.
    await card.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit workout' });
    const editBench = exercise(edit, 1);
    await expect(editBench.getByRole('button', { name: 'Set 1 type: Warm-up' })).toHaveText('W');
    await expect(editBench.getByRole('button', { name: 'Set 3 type: Drop set' })).toHaveText('D');
    await expect(box(editBench, 'Set 2 RPE')).toHaveValue('8');
    await expect(editBench.getByText('Superset A')).toBeVisible();
    await snap(page, 'set-types-edit');
  });
});
