import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, listWorkouts, seedWorkout, snap, test, type TestUser, toasts } from './fixtures';

// Issue 28 §5: the app with the network cut, at 390 px, with the real service worker (the other
// specs block it and mock reads with page.route). Playwright's `context.setOffline(true)` cuts the
// page's fetches AND the service worker's own (checked on this Chromium: a fetch inside the worker
// fails with "Failed to fetch", navigator.onLine is false in both), so what an offline page shows
// came from the worker's caches and what is written waits in the outbox. `page.request` is Node's
// own client (not the browser's network), so it reads what the server really holds while the page
// is offline.
test.use({ serviceWorkers: 'allow' });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name });
const offlineBanner = (page: Page) => page.getByText(/You.re offline/);
const WAITING = /Waiting to sync/i;

/**
 * Waits until the service worker controls the page. vite-plugin-pwa's `registerType: 'prompt'`
 * does not claim the page that installed it, so a first visit is reloaded once the worker is
 * active; from then on every load goes through it. Signals only, no fixed sleeps.
 */
async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          Boolean((await navigator.serviceWorker.getRegistration())?.active),
        ),
      { message: 'a service worker is registered and active', timeout: 30_000 },
    )
    .toBe(true);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** Every GET /api/* the service worker keeps, in any of its caches (their URLs). */
async function cachedApiReads(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.startsWith('/api/')) urls.push(request.url);
      }
    }
    return urls;
  });
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
}

/** Opens the voice dialog and sends a typed command (typing works with no network, §4). */
async function sendTypedCommand(page: Page, text: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Voice command', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByLabel('Type your command');
  await box.fill(text);
  await dialog.getByRole('button', { name: 'Send command' }).click();
  return dialog;
}

/** The user's workouts as the server holds them, by name. */
async function storedNames(page: Page, user: TestUser) {
  return (await listWorkouts(page.request, user.id)).map((w) => w.name).sort();
}

/**
 * A signed-in visit that fills the worker's caches: Home, Workouts, Progress and Routines, each
 * waited on until it shows its data.
 */
async function visitScreens(page: Page) {
  await page.goto('/');
  await controlledByServiceWorker(page);
  await expect(section(page, 'Recent Workouts').getByText('Upper Body')).toBeVisible();
  await nav(page).getByRole('link', { name: 'Workouts' }).click();
  await expect(card(page, 'Upper Body')).toBeVisible();
  await nav(page).getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await page.goto('/routines');
  await expect(card(page, 'Leg day')).toBeVisible();
  await page.goto('/');
  await expect(section(page, 'Recent Workouts').getByText('Upper Body')).toBeVisible();
}

/** Before any test's data: a user with a workout and a routine, made through the real API. */
async function seedUser(page: Page, user: TestUser) {
  await seedWorkout(page.request, user.id, {
    name: 'Upper Body',
    type: 'strength',
    exercises: [{ name: 'Bench Press', sets: 3, reps: 8, weight: 135 }],
  });
  const routine = await page.request.post('/api/routines', {
    data: {
      name: 'Leg day',
      exercises: [
        {
          name: 'Squat',
          restSeconds: 120,
          setList: [{ setType: 'normal', reps: 5, weight: 185, weightUnit: 'lb' }],
        },
      ],
    },
  });
  expect(routine.status(), await routine.text()).toBe(201);
}

test.describe('Offline first (issue 28 §5)', () => {
  test('opens offline with the last synced data, keeps a form workout and a typed command, and logs each once when back online', async ({
    page,
    context,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true, firstName: 'Ada', lastName: 'Lovelace' });
    await seedUser(page, user);
    await visitScreens(page);

    // The network goes; the reload comes from the service worker.
    await goOffline(context, page);
    await page.reload();
    await expect(page.getByRole('banner').getByText('Ada Lovelace')).toBeVisible();
    await expect(section(page, 'Recent Workouts').getByText('Upper Body')).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(offlineBanner(page)).toContainText(/last synced/i);
    await snap(page, 'offline-home');

    await nav(page).getByRole('link', { name: 'Workouts' }).click();
    await expect(card(page, 'Upper Body').getByText('Bench Press — 3 × 8 @ 135 lbs')).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
    await snap(page, 'offline-workouts');
    // Progress and Routines open with what was last seen too (a fresh load, from the worker).
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
    await snap(page, 'offline-progress');
    await page.goto('/routines');
    await expect(card(page, 'Leg day')).toBeVisible();
    await snap(page, 'offline-routines');

    // A workout from the form: kept on the device, shown as waiting.
    await page.goto('/workouts');
    await page.getByRole('button', { name: /^(New workout|Log a workout)$/ }).click();
    const form = page.getByRole('dialog', { name: 'New workout' });
    await form.getByLabel('Workout name').fill('Basement Squats');
    const first = form.getByRole('listitem', { name: 'Exercise 1' });
    await first.getByLabel('Exercise name').fill('Squat');
    await first.getByLabel('Set 1 weight (lbs)', { exact: true }).fill('225');
    await first.getByLabel('Set 1 reps', { exact: true }).fill('5');
    await form.getByRole('button', { name: 'Save workout' }).click();
    await expect(form).toBeHidden();
    await expect(toasts(page).getByText(/Saved on this device/)).toBeVisible();
    const squats = card(page, 'Basement Squats');
    await expect(squats.getByText(WAITING)).toBeVisible();
    await snap(page, 'offline-workout-pending');

    // A typed command, understood on the device.
    const dialog = await sendTypedCommand(page, 'I did 3 sets of 12 push ups');
    await expect(dialog.getByTestId('voice-reply')).toContainText(/Push-ups?/);
    await expect(dialog.getByTestId('voice-reply')).toContainText(/back online/);
    await snap(page, 'offline-voice-reply');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article').filter({ hasText: /Push-ups?/ }).getByText(WAITING)).toBeVisible(); // prettier-ignore
    await snap(page, 'offline-both-pending', { fullPage: true });

    // Home counts them too, and nothing has reached the server.
    await nav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('sync-indicator')).toContainText('2 changes waiting to sync');
    const recent = section(page, 'Recent Workouts');
    await expect(recent.getByText('Basement Squats')).toBeVisible();
    await expect(recent.getByText(WAITING).first()).toBeVisible();
    await snap(page, 'offline-home-pending');
    expect(await storedNames(page, user)).toEqual(['Upper Body']);

    // Back online: both are sent, and each is logged exactly once.
    await goOnline(context, page);
    await expect(page.getByText(/waiting to sync/i)).toHaveCount(0, { timeout: 30_000 });
    await expect(
      toasts(page)
        .getByText(/^Synced [12] changes?$/)
        .first(),
    ).toBeVisible();
    await expect(offlineBanner(page)).toHaveCount(0);
    await expect.poll(() => storedNames(page, user)).toHaveLength(3);
    const names = await storedNames(page, user);
    expect(names).toContain('Basement Squats');
    expect(names).toContain('Upper Body');
    expect(names.filter((n) => n === 'Basement Squats')).toHaveLength(1);
    await nav(page).getByRole('link', { name: 'Workouts' }).click();
    await expect(card(page, 'Basement Squats').getByText('Squat — 5 reps @ 225 lbs')).toBeVisible();
    await expect(page.getByText(WAITING)).toHaveCount(0);
    await snap(page, 'online-synced-workouts', { fullPage: true });

    // A reload and another sync send nothing twice.
    await page.reload();
    await expect(card(page, 'Basement Squats')).toBeVisible();
    expect(await storedNames(page, user)).toHaveLength(3);
    const voiceLogged = (await listWorkouts(page.request, user.id)).filter((w) =>
      w.exercises.some((e) => /push/i.test(e.name)),
    );
    expect(voiceLogged).toHaveLength(1);
    expect(voiceLogged[0]?.exercises[0]).toMatchObject({ sets: 3, reps: 12 });
  });

  test('a command the server refuses on replay (the plan’s voice workouts used up) stays with its reason until discarded', async ({
    page,
    context,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true, firstName: 'Ada' });
    // The Free plan's 20 voice workouts this month, used from another device: the device cannot
    // know, so the command is kept; the server counts it when it arrives and refuses it (429).
    for (let i = 0; i < 20; i++) {
      const res = await page.request.post('/api/voice-command', {
        data: { voiceText: `ran ${i + 1} miles`, userId: user.id },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await seedUser(page, user);
    await visitScreens(page);
    await goOffline(context, page);
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    const dialog = await sendTypedCommand(page, 'I ran 2 miles');
    await expect(dialog.getByTestId('voice-reply')).toContainText(/back online/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(/1 change waiting to sync/i).first()).toBeVisible();

    await goOnline(context, page);
    // The refusal stays on the device with the server's reason: the strip says so, the sheet why.
    const strip = page.getByTestId('sync-indicator');
    await expect(strip).toContainText("1 change couldn't sync", { timeout: 30_000 });
    // Back online, the banner goes even though nothing was synced (the refusal was an answer).
    await expect(offlineBanner(page)).toHaveCount(0);
    await snap(page, 'offline-refused-strip');
    await strip.getByRole('button', { name: 'Details' }).click();
    const sheet = page.getByRole('dialog', { name: 'Changes on this device' });
    const kept = sheet.getByTestId('sync-write');
    await expect(kept).toHaveCount(1);
    await expect(kept).toContainText('I ran 2 miles');
    await expect(kept).toContainText("Couldn't sync");
    await expect(kept).toContainText(
      /Why: You have used all 20 voice workouts of your Free plan this month/,
    );
    await snap(page, 'offline-refused-reason');
    expect(await listWorkouts(page.request, user.id)).toHaveLength(21);

    // Discard asks first, then the write is gone for good.
    await kept.getByRole('button', { name: /^Discard/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Discard this change?' });
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect(kept).toHaveCount(0);
    await expect(sheet.getByText('Everything is synced.')).toBeVisible();
    await page.reload();
    await expect(page.getByText(/couldn.t sync|waiting to sync/i)).toHaveCount(0);
    expect(await listWorkouts(page.request, user.id)).toHaveLength(21);
  });

  test('signing out clears the cached reads: offline afterwards, nothing of the old user shows', async ({
    page,
    context,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true, firstName: 'Grace', lastName: 'Hopper' });
    await seedUser(page, user);
    await visitScreens(page);
    expect(await cachedApiReads(page)).not.toEqual([]);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Joey Fit' })).toBeVisible();
    await expect.poll(() => cachedApiReads(page)).toEqual([]);

    await goOffline(context, page);
    for (const path of ['/', '/workouts']) {
      await page.goto(path);
      // Nothing kept for anyone: the offline start says so, with the way to try again.
      await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
      await expect(page.getByText(/nothing is saved on this device/)).toBeVisible();
      await expect(page.getByText('Grace Hopper')).toHaveCount(0);
      await expect(page.getByText('Upper Body')).toHaveCount(0);
    }
    await snap(page, 'offline-after-sign-out');
    expect(await cachedApiReads(page)).toEqual([]);
  });
});
