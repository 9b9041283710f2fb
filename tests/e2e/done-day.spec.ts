import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, expectAccessible, listWorkouts, seedWorkout, test } from './fixtures';
import { aroundMidnight, benchDay } from './seed-tracking';

const SHOTS = '/tmp/team/shots';
const workoutsUrl = '/workouts';

/** "Mon, Nov 23": how the Workouts card names a day of this year. */
const cardDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(day.slice(0, 4) === new Date().toISOString().slice(0, 4) ? {} : { year: 'numeric' }),
  }).format(new Date(`${day}T12:00:00Z`));

const cardDate = (page: Page, name: string) => page.getByRole('article', { name }).locator('time');

/** The same signed-in user on a device set to `timezoneId` (the app syncs the profile to it). */
async function deviceIn(browser: Browser, from: Page, timezoneId: string) {
  const storageState: BrowserContextOptions['storageState'] = await from.context().storageState();
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'en-US',
    timezoneId,
    storageState,
  });
  return { context, page: await context.newPage() };
}

/**
 * Issue 26 §3: a workout logged at 23:30 in New York stays on its day when the user flies to
 * Tokyo: the card reads the day kept at logging (workout.day), not the instant's day in Tokyo,
 * where 23:30 in New York is already 13:30 the next day.
 */
test('the Workouts card keeps a workout’s day after a time-zone change', async ({
  browser,
  page,
  createUser,
}) => {
  test.slow();
  const user = await createUser({ onboarded: true });
  const ny = await deviceIn(browser, page, 'America/New_York');
  await ny.page.goto(workoutsUrl);
  await expect
    .poll(async () => (await ny.page.request.get(`/api/users/${user.id}`)).json())
    .toMatchObject({ timeZone: 'America/New_York' });
  const late = aroundMidnight('America/New_York', -3, 23 * 60 + 30);
  const w = await seedWorkout(ny.page.request, user.id, { ...benchDay(late), name: 'Late Lift' });
  const day = w.day;
  await ny.page.reload();
  await expect(cardDate(ny.page, 'Late Lift')).toHaveText(cardDay(day));
  await expect(cardDate(ny.page, 'Late Lift')).toHaveAttribute('datetime', day);

  const tokyo = await deviceIn(browser, page, 'Asia/Tokyo');
  await tokyo.page.goto(workoutsUrl);
  await expect
    .poll(async () => (await tokyo.page.request.get(`/api/users/${user.id}`)).json())
    .toMatchObject({ timeZone: 'Asia/Tokyo' });
  // The instant is on the next day in Tokyo: the old rule would have moved the card there.
  const tokyoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
    new Date(late),
  );
  expect(tokyoDay).not.toBe(day);
  await tokyo.page.reload();
  for (const width of [390, 1280]) {
    await tokyo.page.setViewportSize({ width, height: 844 });
    const date = cardDate(tokyo.page, 'Late Lift');
    await expect(date).toHaveText(cardDay(day));
    await expect(date).not.toHaveText(cardDay(tokyoDay));
    await tokyo.page
      .getByRole('article', { name: 'Late Lift' })
      .screenshot({ path: `${SHOTS}/G-done-day-card-${width}.png` });
    await tokyo.page.screenshot({ path: `${SHOTS}/G-done-day-${width}.png` });
  }
  expect((await listWorkouts(tokyo.page.request, user.id))[0]!.day).toBe(day);
  await expectAccessible(tokyo.page);
  await ny.context.close();
  await tokyo.context.close();
});
