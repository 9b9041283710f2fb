// Schedule It (issue 26): an AI Coach Insight's workout, filled in, put on a day ahead as a
// calendar event with a reminder, whose link opens the workout form filled in on the day; or
// logged now.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, seedGoal, seedWorkout, snap, test, toasts } from './fixtures';
import { aroundMidnight, benchDay, localDay, morningRun } from './seed-tracking';

const section = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * Strength and yoga today, the last run 10 days ago: the insight "Time for some cardio" suggests
 * that run again (Running, 30 min, 5 km).
 */
async function seedCardioGap(page: Page, userId: string) {
  await seedWorkout(page.request, userId, morningRun(aroundMidnight('UTC', -10, 8 * 60)));
  await seedWorkout(page.request, userId, benchDay());
  await seedWorkout(page.request, userId, {
    name: 'Yoga',
    type: 'flexibility',
    exercises: [{ name: 'Yoga', sets: 1, duration: 20 * 60 }],
  });
}

async function openSchedule(page: Page) {
  await page.goto('/');
  const insight = section(page, 'AI Coach Insights')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /Time for some cardio/i }) });
  await insight.getByRole('button', { name: 'Schedule It' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule workout' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Schedule It (issue 26)', () => {
  test('fills in the suggested workout, picks a day ahead and makes a calendar event', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await seedCardioGap(page, user.id);
    const dialog = await openSchedule(page);

    // What it suggests, filled in: the workout and each exercise in the user's units.
    const plan = dialog.getByRole('region', { name: 'Morning Run' });
    await expect(plan.getByRole('listitem')).toHaveText(['Running: 30 min, 3.11 mi']);
    // A gap in the week is planned ahead: the picker starts on tomorrow at 18:00.
    const date = dialog.getByLabel('Date');
    const time = dialog.getByLabel('Time');
    await expect(date).toHaveValue(localDay('UTC', 1));
    await expect(time).toHaveValue('18:00');
    await expect(date).toHaveAttribute('min', localDay('UTC'));
    await snap(page, 'F-schedule-it-390');
    await expectAccessible(page);

    // A day in the past is refused in words, at the field.
    await date.fill(localDay('UTC', -1));
    await dialog.getByRole('button', { name: 'Add to calendar' }).click();
    await expect(date).toHaveAccessibleDescription('Pick today or a day ahead');
    await expect(date).toBeFocused();
    await snap(page, 'F-schedule-it-error-390');

    // Three days ahead at 07:30: one event with a reminder, in the user's zone (UTC here).
    const day = localDay('UTC', 3);
    await date.fill(day);
    await time.fill('07:30');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Morning Run.ics');
    const ics = (await readFile((await file.path())!, 'utf8')).replace(/\r\n /g, '');
    expect(ics).toContain(`DTSTART:${day.replace(/-/g, '')}T073000Z`);
    expect(ics).toContain('SUMMARY:Morning Run');
    expect(ics).toContain('TRIGGER:-PT30M');
    expect(ics).toContain('DESCRIPTION:Running: 30 min\\, 3.11 mi');
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Calendar event ready')).toBeVisible();
    await expect(
      toasts(page).getByText(
        /^Morning Run, .* at 7:30 AM\. Open the file to add it to your calendar\.$/,
      ),
    ).toBeVisible();
    await snap(page, 'F-schedule-it-added-390');

    // On the day, the event's link opens the workout form filled in, with no dashboard behind it.
    const link = /\r\nURL:(\S+)\r\n/.exec(ics)![1]!;
    expect(new URL(link).pathname).toBe('/workouts');
    await page.goto(link);
    const form = page.getByRole('dialog', { name: 'New workout' });
    await expect(form.getByRole('textbox', { name: 'Workout name' })).toHaveValue('Morning Run');
    await expect(form.getByRole('combobox', { name: 'Exercise name' })).toHaveValue('Running');
  });

  test('Log it now opens the workout form filled in; the dialog fits a desktop', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await seedCardioGap(page, user.id);
    await page.setViewportSize({ width: 1280, height: 900 });
    let dialog = await openSchedule(page);
    await snap(page, 'F-schedule-it-1280');
    await expectAccessible(page);
    // Escape closes it and gives focus back to Schedule It.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator(':focus')).toHaveText('Schedule It');

    dialog = await openSchedule(page);
    await dialog.getByRole('link', { name: 'Log it now' }).click();
    const form = page.getByRole('dialog', { name: 'New workout' });
    await expect(form.getByText("Joey's suggestion, ready to adjust.")).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Workout name' })).toHaveValue('Morning Run');
    await expect(form.getByRole('combobox', { name: 'Exercise name' })).toHaveValue('Running');
    await snap(page, 'F-schedule-it-log-now-1280');
  });

  test('a goal’s insight fills in the goal’s exercise', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    await seedGoal(page.request, user.id, {
      title: 'Run 50 miles',
      type: 'distance',
      targetValue: 50,
      currentValue: 45,
      unit: 'miles',
    });
    await page.goto('/');
    await section(page, 'AI Coach Insights')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Almost there: Run 50 miles' }) })
      .getByRole('button', { name: 'Schedule It' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Schedule workout' });
    await expect(
      dialog.getByRole('region', { name: 'Cardio workout' }).getByRole('listitem'),
    ).toHaveText(['Running: you choose how much']);
    await snap(page, 'F-schedule-it-goal-390');
    await dialog.getByRole('link', { name: 'Log it now' }).click();
    const form = page.getByRole('dialog', { name: 'New workout' });
    await expect(form.getByRole('combobox', { name: 'Exercise name' })).toHaveValue('Running');
  });
});
