import { expect, seedWorkout, snap, test } from './fixtures';

// Issue 26: a 90 s plank read "1 min 30 s" on Workouts and "2 min" on Progress and the share
// page. One formatter per quantity (shared/duration.ts, shared/unit-display.ts).
test('a 90 s plank reads "1 min 30 s" on Home, Workouts, Progress and its share page', async ({
  page,
  createUser,
  browser,
}) => {
  const me = await createUser({ onboarded: true });
  const w = await seedWorkout(page.request, me.id, {
    name: 'Core',
    type: 'strength',
    duration: 90,
    exercises: [{ name: 'Plank', sets: 1, duration: 90 }],
  });
  const exact = (t: string) => page.getByText(t, { exact: true });

  await page.goto('/');
  await expect(page.getByText(/^Today · 1 min 30 s/)).toBeVisible();
  await page.goto('/workouts');
  await expect(exact('1 min 30 s').first()).toBeVisible();
  await page.goto('/progress');
  await expect(exact('1 min 30 s').first()).toBeVisible();
  await expect(page.getByText('2 min', { exact: true })).toHaveCount(0);
  await snap(page, 'E-numbers-progress-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, 'E-numbers-progress-1280');

  const made = await page.request.post('/api/shares', {
    data: {
      kind: 'workout',
      workoutId: w.id,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(made.status(), await made.text()).toBe(201);
  const path = new URL((await made.json()).url as string, page.url()).pathname;
  const guest = await browser.newPage();
  await guest.goto(new URL(path, page.url()).href);
  await expect(guest.getByText('Core', { exact: true })).toBeVisible();
  await expect(guest.getByText('1 min 30 s', { exact: true })).toBeVisible();
  await expect(guest.getByText('1 set · 1 min 30 s')).toBeVisible();
  await guest.close();
});
