import type { Page } from '@playwright/test';
import { expect, expectAccessible, seedWorkout, test, toasts } from './fixtures';
import { benchDay } from './seed-tracking';

const SHOTS = '/tmp/team/shots';
const NOTE = 'Today’s XP is earned — more workouts still count for your log.';

const levelCard = (page: Page) => page.getByRole('region', { name: 'Your Level' });

/**
 * Issue 26 §6: the daily XP cap is said where XP is shown. Four workouts leave room for a fifth
 * to earn: nothing said. After the fifth, Home's XP card says today's XP is earned, and a sixth
 * workout's saved toast says it too (it went in the log, for no XP).
 */
test('the XP card and the saved toast say when today’s XP is earned', async ({
  page,
  createUser,
}) => {
  const user = await createUser({ onboarded: true });
  for (let i = 1; i <= 4; i++) {
    await seedWorkout(page.request, user.id, { ...benchDay(), name: `Push Day ${i}` });
  }
  await page.goto('/');
  await expect(levelCard(page).getByText('XP to level', { exact: false })).toBeVisible();
  await expect(page.getByText(NOTE)).toHaveCount(0);

  await seedWorkout(page.request, user.id, { ...benchDay(), name: 'Push Day 5' });
  await page.reload();
  await expect(levelCard(page).getByText(NOTE)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await levelCard(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/A-xp-cap-home-${width}.png` });
  }
  await expectAccessible(page);

  // A sixth, repeated from the list: saved, and the toast says it earned no XP today.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/workouts');
  await page
    .getByRole('article', { name: 'Push Day 5' })
    .getByRole('button', { name: /^Repeat/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Repeat workout' })
    .getByRole('button', { name: 'Save workout' })
    .click();
  await expect(toasts(page).getByText('Workout Repeated', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(`“Push Day 5” is in your log. ${NOTE}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/A-xp-cap-toast-390.png` });
  await expect(page.getByRole('article', { name: 'Push Day 5' })).toHaveCount(2);
});
