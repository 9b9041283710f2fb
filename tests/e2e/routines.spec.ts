import type { Page } from '@playwright/test';
import type { Routine } from '../../src/shared/schemas/routines';
import type { WorkoutPlan } from '../../src/shared/schemas/assessment';
import { expect, expectAccessible, seedWorkout, snap, test, toasts } from './fixtures';

// Issue 27 §1: the routines screen and every way a routine is made, at 390 px, on the real server.

async function routines(page: Page): Promise<Routine[]> {
  const res = await page.request.get('/api/routines');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Routine[];
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openMenu(page: Page, routine: string, item: string) {
  await page.getByRole('button', { name: `More for ${routine}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('routines (issue 27 §1)', () => {
  test('from the empty state: made from scratch with a warm-up, reordered, renamed, duplicated, deleted', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    // Track RPE on in Profile: each set row has an RPE box.
    const rpeOn = await page.request.put('/api/users/me/preferences', {
      data: { rpeEnabled: true },
    });
    expect(rpeOn.status(), await rpeOn.text()).toBe(200);
    await page.goto('/workouts');
    await page.getByRole('link', { name: 'Routines' }).click();
    await expect(page).toHaveURL('/routines');
    await expect(page.getByRole('heading', { level: 1, name: 'Routines' })).toBeVisible();
    const empty = page.getByRole('region', { name: 'No routines yet' });
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Start an empty workout' })).toHaveAttribute(
      'href',
      '/live-workout?start=empty',
    );
    await snap(page, 'routines-empty');
    await expectAccessible(page);

    await empty.getByRole('button', { name: 'Create routine' }).click();
    const dialog = page.getByRole('dialog', { name: 'New routine' });
    // Save with nothing filled in: each box says what is wrong, and the focus goes to the first.
    await dialog.getByRole('button', { name: 'Save routine' }).click();
    await expect(dialog.getByLabel('Routine name')).toHaveAccessibleDescription('Name is required');
    await expect(dialog.getByLabel('Routine name')).toBeFocused();
    await expect(dialog.getByLabel('Exercise name')).toHaveAccessibleDescription(
      'Exercise name is required',
    );

    await dialog.getByLabel('Routine name').fill('Push day');
    const first = dialog.getByRole('group', { name: /^Exercise 1/ });
    await first.getByLabel('Exercise name').fill('Bench Press');
    await first.getByLabel('Rest (seconds)').fill('90');
    await first.getByLabel('Set 1 type').selectOption({ label: 'Warm-up' });
    await first.getByLabel('Set 1 reps').fill('10');
    await first.getByLabel('Set 1 weight (lbs)').fill('45');
    await first.getByRole('button', { name: 'Add set to Bench Press' }).click();
    await expect(first.getByLabel('Set 2 type')).toHaveValue('normal');
    await first.getByLabel('Set 2 reps').fill('8');
    await first.getByLabel('Set 2 weight (lbs)').fill('135');
    await first.getByLabel('Set 2 RPE').fill('8.5');
    await dialog.getByRole('button', { name: 'Add exercise' }).click();
    const second = dialog.getByRole('group', { name: /^Exercise 2/ });
    await second.getByLabel('Exercise name').fill('Overhead Press');
    await second.getByLabel('Set 1 reps').fill('5');
    await second.getByLabel('Set 1 weight (lbs)').fill('95');
    await snap(page, 'routines-editor');

    // Reorder with the keyboard-friendly buttons: the moved exercise keeps the focus.
    await second.getByRole('button', { name: 'Move Overhead Press up' }).click();
    await expect(dialog.getByRole('group', { name: /^Exercise 1/ })).toHaveAccessibleName(
      'Exercise 1: Overhead Press',
    );
    await expect(dialog.getByRole('button', { name: 'Move Overhead Press down' })).toBeFocused();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Save routine' }).click();
    await expect(toasts(page).getByText('Routine Created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const push = card(page, 'Push day');
    await expect(push.getByText('Overhead Press 1 × 5')).toBeVisible();
    await expect(push.getByText('Bench Press 1 warm-up + 1 × 8')).toBeVisible();
    await expect(push.getByText('Never done')).toBeVisible();
    const [saved] = await routines(page);
    expect(saved!.exercises.map((e) => e.name)).toEqual(['Overhead Press', 'Bench Press']);
    expect(saved!.exercises[1]).toMatchObject({
      restSeconds: 90,
      setList: [
        { setType: 'warmup', reps: 10, weight: 45, weightUnit: 'lb' },
        { setType: 'normal', reps: 8, weight: 135, weightUnit: 'lb', rpe: 8.5 },
      ],
    });
    await expect(push.getByRole('link', { name: 'Start Push day' })).toHaveAttribute(
      'href',
      `/live-workout?routine=${saved!.id}`,
    );
    await snap(page, 'routines-list');
    await expectAccessible(page);

    // Edit opens it as stored; moving a set down and saving keeps the new order.
    await openMenu(page, 'Push day', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit routine' });
    const bench = edit.getByRole('group', { name: 'Exercise 2: Bench Press' });
    await expect(bench.getByLabel('Set 2 weight (lbs)')).toHaveValue('135');
    await bench.getByRole('button', { name: 'Move set 1 of Bench Press down' }).click();
    await expect(bench.getByLabel('Set 2 type')).toHaveValue('warmup');
    await edit.getByRole('button', { name: 'Save routine' }).click();
    await expect(toasts(page).getByText('Routine Updated')).toBeVisible();
    await expect(edit).toBeHidden();
    expect((await routines(page))[0]!.exercises[1]!.setList.map((s) => s.setType)).toEqual([
      'normal',
      'warmup',
    ]);

    await openMenu(page, 'Push day', 'Rename');
    const rename = page.getByRole('dialog', { name: 'Rename routine' });
    await rename.getByLabel('Routine name').fill('Push A');
    await rename.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(card(page, 'Push A')).toBeVisible();

    await openMenu(page, 'Push A', 'Duplicate');
    await expect(toasts(page).getByText('Routine Duplicated')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    const copy = (await routines(page)).find((r) => r.id !== saved!.id)!;
    await expect(card(page, copy.name)).toBeVisible();

    await openMenu(page, copy.name, 'History');
    const history = page.getByRole('dialog', { name: `${copy.name}: history` });
    await expect(history.getByText('Not done yet.', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');

    await openMenu(page, copy.name, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this routine?' });
    await snap(page, 'routines-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete routine' }).click();
    await expect(toasts(page).getByText('Routine Deleted')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    expect((await routines(page)).map((r) => r.name)).toEqual(['Push A']);
  });

  test('a logged workout saved as a routine from its card, started from Home in two taps', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await seedWorkout(page.request, user.id, {
      name: 'Leg day',
      type: 'strength',
      exercises: [
        {
          name: 'Squat',
          setList: [
            { reps: 5, weight: 95, setType: 'warmup' },
            { reps: 5, weight: 225 },
            { reps: 5, weight: 225 },
          ],
        },
        { name: 'Leg Press', setList: [{ reps: 12, weight: 300 }] },
      ],
    });
    await page.goto('/workouts');
    await page.getByRole('button', { name: 'Save as routine Leg day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as routine' });
    await expect(dialog.getByLabel('Routine name')).toHaveValue('Leg day');
    await dialog.getByLabel('Routine name').fill('Legs');
    await snap(page, 'routines-save-from-workout');
    await dialog.getByRole('button', { name: 'Save routine' }).click();
    await expect(toasts(page).getByText('Saved as Routine')).toBeVisible();
    await expect(dialog).toBeHidden();

    const [legs] = await routines(page);
    expect(legs!.name).toBe('Legs');
    expect(legs!.exercises.map((e) => [e.name, e.setList.length])).toEqual([
      ['Squat', 3],
      ['Leg Press', 1],
    ]);
    expect(legs!.exercises[0]!.setList[0]!.setType).toBe('warmup');

    await page.getByRole('link', { name: 'Routines' }).click();
    await expect(card(page, 'Legs').getByText('Squat 1 warm-up + 2 × 5')).toBeVisible();

    // From Home: Routines, then Start — two taps to the live workout.
    await page.goto('/');
    await snap(page, 'routines-home-link');
    await page.getByRole('link', { name: 'Routines', exact: true }).click();
    await expect(page).toHaveURL('/routines');
    await expect(card(page, 'Legs').getByRole('link', { name: 'Start Legs' })).toHaveAttribute(
      'href',
      `/live-workout?routine=${legs!.id}`,
    );
  });

  test('an assessment plan saved as a routine, its warm-up block as warm-up sets', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    const made = await page.request.post('/api/workout-assessment', {
      data: {
        fitnessLevel: 'intermediate',
        goals: ['strength'],
        timeAvailable: '45-60',
        equipment: ['full_gym'],
        limitations: ['none'],
        preferredWorkouts: ['strength'],
        experience: '1-2years',
        frequency: '3-4',
      },
    });
    expect(made.status(), await made.text()).toBe(200);
    const { workoutPlan: plan } = (await made.json()) as { workoutPlan: WorkoutPlan };
    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Save as routine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as routine' });
    await expect(dialog.getByLabel('Routine name')).toHaveValue(plan.title);
    await dialog.getByRole('button', { name: 'Save routine' }).click();
    await expect(toasts(page).getByText('Saved as Routine')).toBeVisible();
    const [saved] = await routines(page);
    expect(saved!.exercises.map((e) => e.name)).toEqual(plan.exercises.map((e) => e.name));
    const warmup = plan.exercises.findIndex((e) => e.block === 'warm-up');
    if (warmup >= 0) expect(saved!.exercises[warmup]!.setList[0]!.setType).toBe('warmup');
  });
  test('a shared workout saved to my routines by a signed-in visitor, not offered signed out', async ({
    page,
    createUser,
    createOtherUser,
    browser,
  }) => {
    const { user: friend, api } = await createOtherUser({ onboarded: true });
    const workout = await seedWorkout(api, friend.id, {
      name: 'Friday pull',
      type: 'strength',
      exercises: [
        { name: 'Deadlift', setList: [{ reps: 5, weight: 100, weightUnit: 'kg' }] },
        { name: 'Pull-up', setList: [{ reps: 8 }, { reps: 6, setType: 'failure' }] },
      ],
    });
    const shared = await api.post('/api/shares', {
      // The Free plan's links last at most 7 days.
      data: {
        kind: 'workout',
        workoutId: workout.id,
        expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    });
    expect(shared.status(), await shared.text()).toBe(201);
    const path = new URL(((await shared.json()) as { url: string }).url).pathname;

    // Signed out, the page is the share as it was: no routine to save to.
    const stranger = await browser.newPage();
    await stranger.goto(path);
    await expect(stranger.getByRole('heading', { name: 'Friday pull' })).toBeVisible();
    await expect(stranger.getByRole('button', { name: 'Save to my routines' })).toHaveCount(0);
    await stranger.close();

    await createUser({ onboarded: true });
    await page.goto(path);
    await page.getByRole('button', { name: 'Save to my routines' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to my routines' });
    await expect(dialog.getByLabel('Routine name')).toHaveValue('Friday pull');
    await snap(page, 'routines-save-from-share');
    await dialog.getByRole('button', { name: 'Save routine' }).click();
    await expect(toasts(page).getByText('Saved as Routine')).toBeVisible();
    const [saved] = await routines(page);
    expect(saved!.exercises).toMatchObject([
      {
        name: 'Deadlift',
        setList: [{ reps: 5, weight: 100, weightUnit: 'kg', setType: 'normal' }],
      },
      { name: 'Pull-up', setList: [{ reps: 8 }, { reps: 6, setType: 'failure' }] },
    ]);
  });
});
