import { expect, expectAccessible, seedWorkout, setUnits, snap, test } from './fixtures';

// Progress a lifter reads (issue 27 §4): each lift's records and volume, warm-ups left out, and
// this week's working sets per muscle group, in the person's own unit.

const set = (reps: number, weight: number, setType: 'normal' | 'warmup' = 'normal') => ({
  reps,
  weight,
  weightUnit: 'lb' as const,
  setType,
});

test('Progress shows each lift’s records and this week’s sets per muscle group', async ({
  page,
  createUser,
}) => {
  const user = await createUser({ onboarded: true });
  await seedWorkout(page.request, user.id, {
    name: 'Push Day',
    type: 'strength',
    exercises: [
      {
        name: 'Bench Press',
        // The 225 warm-up is heavier than any working set: no record may come from it.
        setList: [set(1, 225, 'warmup'), set(8, 185), set(6, 195)],
      },
      { name: 'Push-up', setList: [{ reps: 20 }, { reps: 15 }] },
    ],
  });
  await page.goto('/progress');

  const lifts = page.getByRole('region', { name: 'Lifts' });
  const bench = lifts.getByRole('listitem', { name: 'Bench Press' });
  const value = (label: string) =>
    bench.locator('dl > div').filter({ hasText: label }).locator('dd');
  await expect(value('Heaviest')).toHaveText('195 lbs');
  await expect(value('Most reps')).toHaveText('8');
  // Epley: 185 × (1 + 8/30) = 234.3 beats 195 × (1 + 6/30) = 234; the warm-up's 225 counts not.
  await expect(value('Best e1RM')).toHaveText('234 lbs');
  await expect(value('Volume')).toHaveText('2,650 lbs');
  const pushUps = lifts.getByRole('listitem', { name: 'Push-up' });
  await expect(pushUps.locator('dl > div').filter({ hasText: 'Most reps' })).toContainText('20');

  const muscles = page.getByRole('region', { name: 'Sets per muscle group this week' });
  await expect(muscles.getByRole('listitem')).toHaveCount(3);
  await expect(muscles.getByRole('listitem').first()).toContainText('Chest');
  await expect(muscles.getByRole('listitem').first()).toContainText('4 sets');
  await expect(muscles.getByRole('progressbar', { name: 'Shoulders sets' })).toBeVisible();
  await lifts.scrollIntoViewIfNeeded();
  await snap(page, 'progress-lifts');
  await muscles.scrollIntoViewIfNeeded();
  await snap(page, 'progress-muscle-sets');
  await expectAccessible(page);

  // In kilograms on the same screen.
  await setUnits(page.request, { weightUnit: 'kg' });
  await page.reload();
  await expect(value('Heaviest')).toHaveText('88.5 kg');
});

test('when the lifts read fails, Progress says so and Try again brings them', async ({
  page,
  createUser,
}) => {
  const user = await createUser({ onboarded: true });
  await seedWorkout(page.request, user.id, {
    name: 'Push Day',
    type: 'strength',
    exercises: [{ name: 'Bench Press', setList: [set(8, 185)] }],
  });
  await page.route('**/api/progress/*/lifts*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong' } }),
  );
  await page.goto('/progress');
  const failed = page.getByRole('alert').filter({ hasText: "We couldn't load your lifts." });
  await expect(failed).toBeVisible();
  await page.unroute('**/api/progress/*/lifts*');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Lifts' })).toBeVisible();
  await expect(failed).toBeHidden();
});
