import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { Routine } from '../../src/shared/schemas/routines';
import type { Workout } from '../../src/shared/schemas/workouts';
import { expect, listWorkouts, seedWorkout, snap, test } from './fixtures';

// Issue 28: the live workout and the guided session in a basement gym, at 390 px. The page is
// loaded online, then the context goes offline (`context.setOffline`: the page's fetches fail and
// navigator.onLine is false); what happens from there is the page's own doing (the service worker
// is blocked in the default config, so nothing here leans on its caches). `page.request` is Node's
// client, not the browser's network: it reads what the server really holds while the page is
// offline.

const KEPT = /Saved on this device — it will sync when you're back online/;

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
}

/** The writes the outbox keeps in IndexedDB ('joeyfit-outbox' / 'writes'), as the device has them. */
async function keptWrites(page: Page): Promise<{ key: string; kind: string; url: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('joeyfit-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('writes')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('writes').objectStore('writes').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as { key: string; kind: string; url: string }[]).map(
                ({ key, kind, url }) => ({ key, kind, url }),
              ),
            );
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** The rest timer's shown time in seconds ("01:45" → 105). */
async function shownSeconds(timer: Locator): Promise<number> {
  const text = (await timer.getByTestId('session-clock').textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return m! * 60 + s!;
}

test.describe('The live workout offline (issue 28)', () => {
  test('started online, trained and finished offline: kept on the device, then logged exactly once', async ({
    page,
    context,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    const logged = await seedWorkout(page.request, user.id, {
      name: 'Pull Day',
      type: 'strength',
      completedAt: new Date(Date.now() - 86_400_000).toISOString(),
      exercises: [
        {
          name: 'Barbell Row',
          sets: 2,
          reps: 8,
          weight: 135,
          restTime: 90,
          setList: [
            { reps: 8, weight: 135, weightUnit: 'lb' },
            { reps: 8, weight: 135, weightUnit: 'lb' },
          ],
        },
      ],
    });
    const made = await page.request.post('/api/routines', {
      data: { name: 'Pull Day', fromWorkoutId: logged.id },
    });
    expect(made.status(), await made.text()).toBe(201);
    const routine = (await made.json()) as Routine;
    const fromRoutine = async () =>
      (await listWorkouts(page.request, user.id)).filter((w) => w.routineId === routine.id);

    // Online: the routine starts with last time, and the server gets its copy.
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/live-workout') && r.request().method() === 'PUT',
    );
    await page.goto(`/live-workout?routine=${routine.id}`);
    const row = page.getByRole('region', { name: 'Barbell Row' });
    await expect(row.getByTestId('last-time').first()).toHaveText('Last 8 × 135 lb');
    await row.getByRole('button', { name: 'Increase set 1 reps' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Turn on hands-free, or hold to talk.')).toBeVisible();
    const serverCopy = (await (await page.request.get('/api/live-workout')).json()) as {
      snapshot: { key: string };
    } | null;
    expect(serverCopy?.snapshot.key).toBeTruthy();

    // The signal goes. Nothing is tried for the server's copy while offline.
    await goOffline(context, page);
    const triedOffline: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/'))
        triedOffline.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });

    // Voice commands need the server's recogniser: said calmly, before any try.
    await expect(page.getByText(/Voice commands need a connection/)).toBeVisible();

    // Tick a set: the rest timer runs on.
    await row.getByRole('checkbox', { name: 'Set 1 done' }).click();
    await expect(row.getByRole('checkbox', { name: 'Set 1 done' })).toBeChecked();
    const timer = page.getByRole('timer', { name: 'Rest timer' });
    await expect(timer).toBeVisible();
    const first = await shownSeconds(timer);
    await expect.poll(() => shownSeconds(timer), { timeout: 10_000 }).toBeLessThan(first);
    // The plate calculator works with no network.
    await row.getByRole('button', { name: 'Plates for set 2' }).click();
    const plates = page.getByRole('dialog', { name: 'Plates for 135 lbs' });
    await expect(plates.getByText('Per side: 45')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(plates).toBeHidden();
    await snap(page, 'live-offline-rest');
    // Rest shortened to its end: the alarm's coach line comes with no network.
    // 90 s less the few that ran: six −15 s end it.
    for (let i = 0; i < 6; i++) await timer.getByRole('button', { name: '−15 s' }).click();
    await expect(timer).toBeHidden();
    await expect(page.getByTestId('coach-line')).toContainText('Rest over. Barbell Row, set 2');
    await row.getByRole('button', { name: 'Increase set 2 weight' }).click();
    await expect(row.getByRole('textbox', { name: 'Set 2 weight' })).toHaveValue('140');
    await row.getByRole('checkbox', { name: 'Set 2 done' }).click();
    await expect(row.getByRole('checkbox', { name: 'Set 2 done' })).toBeChecked();
    // The changes' 2 s debounce passes with no PUT of the server's copy (a fixed wait: it checks
    // that something does NOT happen).
    await page.waitForTimeout(2_500);
    expect(triedOffline.filter((r) => r.startsWith('PUT'))).toEqual([]);

    // Finish offline: kept on this device, said calmly, no error anywhere.
    await page.getByRole('button', { name: 'Finish workout' }).click();
    const summary = page.getByRole('region', { name: 'Workout summary' });
    await expect(summary.getByText('Workout complete: Pull Day')).toBeVisible();
    await expect(summary.getByText(KEPT)).toBeVisible();
    await expect(summary.getByText('After sync')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Above every screen: waiting to sync (the app's sync indicator).
    await expect(page.getByTestId('sync-indicator')).toContainText(/1 change waiting to sync/i);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'live-offline-summary');
    const kept = await keptWrites(page);
    expect(kept).toEqual([
      { key: serverCopy!.snapshot.key, kind: 'workout', url: '/api/workouts' },
    ]);
    // The server has nothing yet (Node's client is not offline).
    expect(await fromRoutine()).toEqual([]);
    expect(triedOffline.filter((r) => r.startsWith('POST'))).toEqual([]);

    // Back online: the outbox sends it by itself, once; the summary gets the server's answer.
    await goOnline(context, page);
    await expect.poll(async () => (await fromRoutine()).length, { timeout: 30_000 }).toBe(1);
    await expect(summary.getByText(/^\+\d+ XP$/)).toBeVisible();
    await expect(summary.getByText(KEPT)).toBeHidden();
    await expect.poll(() => keptWrites(page)).toEqual([]);
    const [saved] = (await fromRoutine()) as Workout[];
    expect(saved!.exercises[0]!.setList).toMatchObject([
      { reps: 9, weight: 135 },
      { reps: 8, weight: 140 },
    ]);
    // The replay cleared the server's copy by its key: no device shows it under way.
    expect(await (await page.request.get('/api/live-workout')).json()).toBeNull();
    await snap(page, 'live-offline-synced');

    // Still exactly one after a reload (nothing is kept to be saved again).
    await page.goto('/live-workout');
    await expect(page.getByText('No workout is under way.')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Workout in progress' })).toBeHidden();
    expect(await fromRoutine()).toHaveLength(1);
  });

  test('the guided session ended offline: the coach speaks on, the workout waits, then is logged once', async ({
    page,
    context,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await page.goto('/workout-session');
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    await expect(button('Start Workout')).toBeVisible();

    await goOffline(context, page);
    await button('Start Workout').click();
    await expect(page.getByTestId('session-phase')).toHaveText('Exercise Time');
    // The cue is the plan's; the motivation line is made on the device (no request offline).
    await expect(page.getByTestId('coach-line')).toContainText(/Push-ups/);
    await button('Skip').click();
    await expect(page.getByTestId('session-phase')).toHaveText('Rest Time');
    await button('Stop').click();
    await page
      .getByRole('alertdialog', { name: 'End this session?' })
      .getByRole('button', { name: 'Save what I did' })
      .click();
    const notice = page.getByText(KEPT).first();
    await expect(notice).toBeVisible();
    await expect(page.getByText(/could not be saved/)).toHaveCount(0);
    await snap(page, 'session-offline-kept');
    expect(await listWorkouts(page.request, user.id)).toEqual([]);

    await goOnline(context, page);
    await expect(page.getByText(/is in your log/)).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await listWorkouts(page.request, user.id)).length).toBe(1);
    // A reload brings nothing back to be saved again.
    await page.reload();
    await expect(button('Start Workout')).toBeVisible();
    expect(await listWorkouts(page.request, user.id)).toHaveLength(1);
  });
});

test.describe('The live workout offline, with the service worker (issue 28)', () => {
  test.use({ serviceWorkers: 'allow' });

  /** Waits until the service worker controls the page (a first visit is reloaded once). */
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

  test('a routine seen online starts offline, a reload offline keeps every ticked set, and it is logged once', async ({
    page,
    context,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    const made = await page.request.post('/api/routines', {
      data: {
        name: 'Leg day',
        exercises: [
          {
            name: 'Squat',
            restSeconds: 120,
            setList: [
              { setType: 'normal', reps: 5, weight: 185, weightUnit: 'lb' },
              { setType: 'normal', reps: 5, weight: 185, weightUnit: 'lb' },
            ],
          },
        ],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const routine = (await made.json()) as Routine;

    // Online: Routines is seen once (its list is what the device keeps), the workout screen's
    // code is loaded, nothing is started.
    await page.goto('/routines');
    await controlledByServiceWorker(page);
    // The list read through the worker, so it keeps the answer.
    const listed = page.waitForResponse(
      (r) => r.url().endsWith('/api/routines') && r.fromServiceWorker() && r.ok(),
    );
    await page.reload();
    await listed;
    await expect(page.getByRole('link', { name: 'Start Leg day' })).toBeVisible();
    await page.goto('/live-workout');
    await expect(page.getByText('No workout is under way.')).toBeVisible();

    // Offline from here: the routine starts from what the device last read.
    await goOffline(context, page);
    await page.goto(`/live-workout?routine=${routine.id}`);
    const squat = page.getByRole('region', { name: 'Squat' });
    await expect(squat.getByRole('checkbox', { name: 'Set 1 done' })).not.toBeChecked();
    await squat.getByRole('checkbox', { name: 'Set 1 done' }).click();
    await expect(page.getByRole('timer', { name: 'Rest timer' })).toBeVisible();

    // A reload with no network: the worker's shell, the workout from this device.
    await page.reload();
    await expect(squat.getByRole('checkbox', { name: 'Set 1 done' })).toBeChecked();
    await expect(page.getByRole('timer', { name: 'Rest timer' })).toBeVisible();
    await snap(page, 'live-offline-reloaded');
    await page.getByRole('button', { name: 'Finish workout' }).click();
    await page
      .getByRole('alertdialog', { name: 'Finish with sets unticked?' })
      .getByRole('button', { name: 'Finish' })
      .click();
    const summary = page.getByRole('region', { name: 'Workout summary' });
    await expect(summary.getByText(KEPT)).toBeVisible();
    expect(await listWorkouts(page.request, user.id)).toEqual([]);

    await goOnline(context, page);
    await expect
      .poll(async () => (await listWorkouts(page.request, user.id)).length, { timeout: 30_000 })
      .toBe(1);
    const [saved] = await listWorkouts(page.request, user.id);
    expect(saved!.routineId).toBe(routine.id);
    expect(saved!.exercises[0]!.setList).toHaveLength(1);
  });
});
