import type { Locator, Page } from '@playwright/test';
import { formatDuration } from '../../src/shared/duration';
import type { WorkoutPlan } from '../../src/shared/schemas/assessment';
import { expect, expectAccessible, listWorkouts, test, toasts } from './fixtures';

// Issue 26, "Polish the walkthrough named", Session: the floating mic does not cover the coach's
// line; after a reload mid-rest the screen says it is paused in a rest; after Stop → Save nothing
// stays "Active"; assessment items show "8 min", not "480 s".

const phase = (page: Page) => page.getByTestId('session-phase');
const coachLine = (page: Page) => page.getByTestId('coach-line');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const todays = (page: Page) => page.getByRole('region', { name: "Today's Workout" });

/** Screenshots for a person to look at, at a phone's width and at a desktop's. */
async function shots(page: Page, name: string) {
  const phone = page.viewportSize()!;
  await page.screenshot({ path: `/tmp/team/shots/D-${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `/tmp/team/shots/D-${name}-1280.png` });
  await page.setViewportSize(phone);
}

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test('the voice button sits in the session header and never covers the coach’s line', async ({
  page,
  createUser,
}) => {
  await createUser({ onboarded: true });
  await page.goto('/workout-session');
  await button(page, 'Start Workout').click();
  await expect(coachLine(page)).toContainText('Push-ups');
  const mic = page.getByRole('button', { name: 'Voice command' });
  await expect(mic).toHaveCount(1);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Voice command' }),
  ).toBeVisible();

  // Wherever the page is scrolled, with the line at the bottom of the screen or the top.
  for (const block of ['end', 'center', 'start'] as const) {
    await coachLine(page).evaluate((el, b) => el.scrollIntoView({ block: b }), block);
    expect(await overlaps(mic, coachLine(page)), `line scrolled to the ${block}`).toBe(false);
  }
  await coachLine(page).evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await shots(page, 'session-coach-line');

  // It still opens the voice dialog.
  await mic.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('after a reload mid-rest the screen says it is paused in a rest', async ({
  page,
  createUser,
}) => {
  await createUser({ onboarded: true });
  await page.goto('/workout-session');
  await button(page, 'Start Workout').click();
  await button(page, 'Skip').click();
  await expect(phase(page)).toHaveText('Rest Time');

  await page.reload();
  await expect(
    page.getByText('Welcome back! Your session is paused in a rest: Push-ups, set 2 of 3 is next.'),
  ).toBeVisible();
  await expect(phase(page)).toHaveText('Rest Time · Paused');
  await expect(coachLine(page)).toHaveText(
    'Paused in a rest: Push-ups, set 2 of 3 is next, 12 reps. Press Resume when you are ready.',
  );
  await expect(todays(page).getByRole('listitem').first()).toContainText('Rest');
  await expect(page.getByTestId('current-exercise')).toContainText('Up next');
  await expect(button(page, 'Start Workout')).toBeHidden();
  await expectAccessible(page);
  await shots(page, 'session-reload-rest');

  await button(page, 'Resume').first().click();
  await expect(phase(page)).toHaveText('Rest Time');
});

test('after Stop → Save nothing stays “Active”', async ({ page, createUser }) => {
  const user = await createUser({ onboarded: true });
  await page.goto('/workout-session');
  await button(page, 'Start Workout').click();
  await button(page, 'Skip').click(); // set 1 done
  await button(page, 'Skip').click(); // set 2 begins
  await expect(todays(page).getByRole('listitem').first()).toContainText('Active');

  await button(page, 'Stop').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save what I did' }).click();
  await expect(toasts(page)).toContainText('Workout Saved');
  await expect(page.getByText('“Guided Session” is in your log.')).toBeVisible();
  await expect(phase(page)).toHaveText('Session ended');
  // The coach's line of the set it stopped in does not stay up as if it ran on.
  await expect(coachLine(page)).toHaveText('Session ended. Nice work on what you did.');
  await expect(page.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('current-exercise')).toHaveCount(0);
  await expect(todays(page).locator('[aria-current]')).toHaveCount(0);
  await expect(todays(page).getByRole('listitem').first()).toContainText('Stopped here');
  await expect(button(page, 'Pause')).toBeHidden();
  await expectAccessible(page);
  await shots(page, 'session-stopped-saved');
  expect(await listWorkouts(page.request, user.id)).toHaveLength(1);

  // Nothing comes back as a session under way either.
  await page.goto('/');
  await page.goto('/workout-session');
  await expect(button(page, 'Start Workout')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Welcome back|session in progress/)).toHaveCount(0);
});

test('assessment items show minutes like “8 min”, on the plan and in its session', async ({
  page,
  createUser,
}) => {
  await createUser({ onboarded: true });
  const made = await page.request.post('/api/workout-assessment', {
    data: {
      fitnessLevel: 'beginner',
      goals: ['endurance', 'weight_loss'],
      timeAvailable: '30-45',
      equipment: ['none'],
      limitations: ['none'],
      preferredWorkouts: ['cardio'],
      experience: 'few_months',
      frequency: '3-4',
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { workoutPlan: plan } = (await made.json()) as { workoutPlan: WorkoutPlan };
  const timed = plan.exercises.filter((e) => e.reps == null && e.duration != null);
  // The plan has a block of whole minutes, the one the walkthrough saw as "480 s".
  expect(timed.some((e) => e.duration! >= 120)).toBe(true);
  const shown = (e: (typeof timed)[number]) =>
    e.sets === 1 ? formatDuration(e.duration!) : `${e.sets} × ${formatDuration(e.duration!)}`;

  await page.goto('/assessment');
  await expect(page.getByRole('heading', { level: 2, name: plan.title })).toBeVisible();
  for (const e of timed) {
    await expect(page.getByRole('listitem').filter({ hasText: e.name }).first()).toContainText(
      shown(e),
    );
  }
  await expect(page.locator('main')).not.toContainText(/\b\d{3,} s\b/);
  await shots(page, 'assessment-minutes');

  await page.getByRole('button', { name: 'Start This Workout' }).click();
  await expect(page).toHaveURL('/workout-session');
  for (const e of timed) {
    await expect(
      todays(page).getByRole('listitem').filter({ hasText: e.name }).first(),
    ).toContainText(shown(e));
  }
  await expect(page.locator('main')).not.toContainText(/\b\d{3,} s\b/);
  await shots(page, 'session-assessment-minutes');
});
