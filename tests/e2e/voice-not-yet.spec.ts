// Issue 26 §10: "delete my last workout" was answered with a progress report titled "Success!"
// (since issue 31 voice deletes a workout, after a yes). A change voice cannot make yet is titled
// as such, says where it can be made, and changes nothing; a goal no one can meet (§2) is refused
// in words and saves nothing.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, seedGoal, test } from './fixtures';
import { fakeMicrophoneFile, fakeMicrophoneLaunchOptions } from './voice-audio';

test.use({ launchOptions: fakeMicrophoneLaunchOptions(fakeMicrophoneFile()) });

async function typed(page: Page, text: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Voice command', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
  await dialog.getByLabel('Type your command').fill(text);
  await dialog.getByRole('button', { name: 'Send command' }).click();
  return dialog;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/team/shots/B-${name}.png` }).catch(() => undefined);

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  // "delete my last workout" is done by voice now, after a yes (issue 31: voice-acts.spec.ts).
  test(`"delete my goal" is not by voice yet, never Success (${width} px)`, async ({
    page,
    createUser,
  }) => {
    await page.setViewportSize({ width, height });
    const user = await createUser({ onboarded: true });
    await seedGoal(page.request, user.id, {
      title: 'Bench 225',
      type: 'strength',
      targetValue: 225,
      currentValue: 185,
      unit: 'lbs',
      deadline: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    });
    await page.goto('/');
    const dialog = await typed(page, 'delete my goal');
    await expect(dialog.getByRole('heading', { name: 'Not by voice yet' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Success!' })).toHaveCount(0);
    await expect(dialog.getByText(/^I can't delete goals by voice yet, so nothing was changed\. To delete one, open Home and use Delete goal on the goal's card in Current Goals\.$/)).toBeVisible(); // prettier-ignore
    await expect(dialog.getByText(/progress update/)).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, `not-yet-${width}`);
    const goals = (await (await page.request.get(`/api/goals/${user.id}`)).json()) as [];
    expect(goals).toHaveLength(1);
  });

  test(`a goal of a billion miles is refused in words (${width} px)`, async ({
    page,
    createUser,
  }) => {
    await page.setViewportSize({ width, height });
    const user = await createUser({ onboarded: true });
    await page.goto('/');
    const dialog = await typed(page, 'I want to run a billion miles by friday');
    await expect(dialog.getByRole('heading', { name: 'Success!' })).toHaveCount(0);
    await expect(
      dialog.getByText(/^I can't set a goal of 1,000,000,000 miles: a goal's target must be at most 25,000 miles\. Nothing was saved\./),
    ).toBeVisible(); // prettier-ignore
    await shot(page, `billion-miles-${width}`);
    expect(await (await page.request.get(`/api/workouts/${user.id}`)).json()).toEqual([]);
    expect(await (await page.request.get(`/api/goals/${user.id}`)).json()).toEqual([]);
  });
}
