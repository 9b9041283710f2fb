import type { Page } from '@playwright/test';
import { expect, expectAccessible, listWorkouts, setUnits, snap, test } from './fixtures';

// Issue 28 §4: the voice dialog with no network. A typed command is read on the device by the
// server's own interpreter, kept in the outbox as waiting to sync, and logged once when the
// network is back. Service workers stay blocked (the default): the page is loaded before the
// network goes, so what must be there offline is the interpreter's chunk, which the dialog
// fetches when it opens (load-offline.ts). The test waits for that fetch, then cuts the network.

/**
 * Loads a signed-in screen and waits for the code the app fetches when idle (the toast area among
 * it, prefetch.ts): without a service worker nothing can be fetched once the network is cut, so
 * the test cuts it only after, as a person would after using the app for a moment.
 */
async function openLoaded(page: Page, url: string) {
  const toastArea = page.waitForResponse((res) =>
    /\/toaster-[\w-]+\.js$/.test(new URL(res.url()).pathname),
  );
  await page.goto(url);
  expect((await toastArea).ok()).toBe(true);
}

/** Opens the voice dialog and waits until the on-device interpreter has arrived. */
async function openVoiceDialogReadyOffline(page: Page) {
  const interpreter = page.waitForResponse((res) =>
    /\/offline-command-[\w-]+\.js$/.test(new URL(res.url()).pathname),
  );
  await page.getByRole('button', { name: 'Voice command', exact: true }).click();
  const dialog = page.getByRole('dialog');
  expect((await interpreter).ok()).toBe(true);
  return dialog;
}

async function send(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Type your command').fill(text);
  await dialog.getByRole('button', { name: 'Send command' }).click();
}

const OFFLINE_LINE = "I'll sync it when you're back online.";

/** The writes kept on this device (the outbox's IndexedDB store), for every user. */
const keptWrites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('joeyfit-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('writes')) return resolve(0);
          const count = db.transaction('writes').objectStore('writes').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

test.describe('Voice commands offline (issue 28 §4)', () => {
  test('a typed workout is kept on the device, shown waiting, and logged once when back online', async ({
    page,
    context,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await setUnits(page.request, { distanceUnit: 'km' });
    await openLoaded(page, '/workouts');
    await expect(page.getByText('No workouts yet')).toBeVisible();
    const dialog = await openVoiceDialogReadyOffline(page);

    await context.setOffline(true);
    // Offline the dialog opens on the typing box and says that typing works offline.
    await expect(dialog.getByRole('heading', { name: 'Type a Command' })).toBeVisible();
    await expect(dialog.getByText(/^You're offline\. Typing works offline/)).toBeVisible();
    await send(page, 'three sets of twelve push-ups and a 5k run');

    await expect(dialog.getByRole('heading', { name: 'Saved — waiting to sync' })).toBeVisible();
    await expect(dialog.getByTestId('voice-reply')).toHaveText(
      `Great! I'll log your workout: Push-up & Running — Push-up 3 × 12; Running 5 km. ${OFFLINE_LINE}`,
    );
    const kept = dialog.getByRole('region', { name: 'Workout waiting to sync' });
    await expect(kept).toContainText('Push-up & Running');
    await expect(kept).toContainText('3 × 12');
    await expect(kept).toContainText('5 km');
    await expect(kept).toContainText('Waiting to sync');
    await expect(kept.getByRole('button', { name: 'Discard' })).toBeVisible();
    await snap(page, 'voice-offline-kept');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // The Workouts list shows it as waiting (the screens' pending card).
    await expect(page.getByRole('heading', { name: 'Push-up & Running' })).toBeVisible();
    await expect(page.getByText('Waiting to sync').first()).toBeVisible();
    await snap(page, 'voice-offline-workouts-pending');
    expect(await keptWrites(page)).toBe(1);
    // page.request does not go through the browser's network: the server has nothing yet.
    expect(await listWorkouts(page.request, user.id)).toHaveLength(0);

    await context.setOffline(false);
    // The outbox sends it on the 'online' event; the list then shows the server's workout.
    await expect
      .poll(async () => (await listWorkouts(page.request, user.id)).length, { timeout: 30_000 })
      .toBe(1);
    await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Push-up & Running' })).toBeVisible();
    // Nothing is left to send, so nothing more can arrive: it was logged once.
    await expect.poll(() => keptWrites(page)).toBe(0);
    const [workout, ...more] = await listWorkouts(page.request, user.id);
    expect(more).toEqual([]);
    expect(workout).toMatchObject({ name: 'Push-up & Running' });
    expect(workout!.exercises.map((e) => [e.name, e.sets, e.reps])).toEqual([
      ['Push-up', 3, 12],
      ['Running', 1, null],
    ]);
    await snap(page, 'voice-offline-synced');
  });

  test('offline, a question needs the network, a refusal writes nothing, and Discard drops a kept weigh-in', async ({
    page,
    context,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await setUnits(page.request, { weightUnit: 'kg' });
    await openLoaded(page, '/');
    const dialog = await openVoiceDialogReadyOffline(page);
    await context.setOffline(true);

    await send(page, 'how is my week going');
    await expect(dialog.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await expect(dialog.getByTestId('voice-reply')).toHaveText(
      /^I need a connection to check your progress\. Typing works offline/,
    );
    await snap(page, 'voice-offline-question');

    await send(page, 'I weigh 3000 pounds');
    await expect(dialog.getByTestId('voice-reply')).toHaveText(
      "I couldn't log that weight: the weight must be at most 1500. Please try again.",
    );

    await send(page, 'I weigh 81.5');
    await expect(dialog.getByRole('heading', { name: 'Saved — waiting to sync' })).toBeVisible();
    await expect(dialog.getByTestId('voice-reply')).toHaveText(
      `Got it! I'll log your weight: 81.5 kg. ${OFFLINE_LINE}`,
    );
    const kept = dialog.getByRole('region', { name: 'Weigh-in waiting to sync' });
    await expect(kept).toContainText('81.5 kg');
    await kept.getByRole('button', { name: 'Discard' }).click();
    await expect(kept.getByText('Discarded: the weigh-in won’t be logged.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Discarded' })).toBeVisible();
    await snap(page, 'voice-offline-discarded');
    // Neither the refusal nor the question was kept, and the discarded weigh-in is gone.
    expect(await keptWrites(page)).toBe(0);

    await context.setOffline(false);
    const res = await page.request.get('/api/body-weights');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  test("a kept command the server refuses when it syncs (the plan's quota) shows the reason", async ({
    page,
    context,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    const quota =
      'You have used all 20 voice workouts of your Free plan this month. Upgrade to Pro for unlimited voice workouts.';
    // The quota is counted when the server receives it: here it has run out meanwhile.
    await page.route('**/api/voice-command', (route) =>
      route.fulfill({ status: 429, json: { message: quota } }),
    );
    await openLoaded(page, '/workouts');
    const dialog = await openVoiceDialogReadyOffline(page);
    await context.setOffline(true);
    await send(page, 'did 50 squats');
    await expect(dialog.getByRole('heading', { name: 'Saved — waiting to sync' })).toBeVisible();

    await context.setOffline(false);
    await expect(dialog.getByRole('heading', { name: "Couldn't sync" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByTestId('voice-reply')).toHaveText(quota);
    const kept = dialog.getByRole('region', { name: 'Workout waiting to sync' });
    await expect(kept).toContainText('Not logged');
    await expect(dialog.getByRole('link', { name: 'See plans' })).toBeVisible();
    await snap(page, 'voice-offline-refused');

    // Closed, it stays with the reason in the sync strip, like any refused write.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText("1 change couldn't sync")).toBeVisible();
    expect(await listWorkouts(page.request, user.id)).toHaveLength(0);
    expect(await keptWrites(page)).toBe(1);
  });

  test('a kept command that syncs while the dialog is open shows what was stored, and Undo removes it', async ({
    page,
    context,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await openLoaded(page, '/workouts');
    const dialog = await openVoiceDialogReadyOffline(page);
    await context.setOffline(true);
    await send(page, 'did 4 sets of 8 pull ups');
    await expect(dialog.getByRole('heading', { name: 'Saved — waiting to sync' })).toBeVisible();

    await context.setOffline(false);
    await expect(dialog.getByRole('heading', { name: 'Success!' })).toBeVisible({
      timeout: 30_000,
    });
    // Now the server's reply: logged, no longer a promise.
    await expect(dialog.getByTestId('voice-reply')).toHaveText(
      /^Great! I logged your workout: Pull-ups? — 4 × 8\.$/,
    );
    const stored = dialog.getByRole('region', { name: 'Logged workout' });
    await expect(stored).toContainText('4 × 8');
    await expect(dialog.getByRole('region', { name: 'Workout waiting to sync' })).toHaveCount(0);
    expect(await listWorkouts(page.request, user.id)).toHaveLength(1);
    await snap(page, 'voice-offline-synced-in-dialog');

    await stored.getByRole('button', { name: 'Undo' }).click();
    await expect(stored.getByText('Undone: the workout was removed.')).toBeVisible();
    expect(await listWorkouts(page.request, user.id)).toHaveLength(0);
  });
});
