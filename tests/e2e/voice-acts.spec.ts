// Issue 31 §3, §4: the acts the server answers with, carried out by the app through the real
// server: "delete my last workout" asks first and has Undo, "undo that", "start my push day",
// "start a guided session", "add a set of 8 at 185" during a live workout, and "did you say…?".
import type { Locator, Page } from '@playwright/test';
import type { Routine } from '../../src/shared/schemas/routines';
import {
  expect,
  expectAccessible,
  listWorkouts,
  recordToasts,
  seedWorkout,
  snap,
  test,
  type TestUser,
} from './fixtures';
import { hear, installRecognitionStandIn, recognisers } from './recognition-stand-in';
import { installSpeechStandIn, utterances } from './speech-stand-in';
import { fakeMicrophoneFile, fakeMicrophoneLaunchOptions } from './voice-audio';

test.use({ launchOptions: fakeMicrophoneLaunchOptions(fakeMicrophoneFile()) });

const PROCESSED = 'Voice Command Processed';

async function openDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Voice command', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
  return dialog;
}

/** Types a command into the dialog's box (dropping the recording) and sends it. */
async function send(dialog: Locator, text: string) {
  await dialog.getByLabel('Type your command').fill(text);
  await dialog.getByRole('button', { name: 'Send command' }).click();
}

const pushDay = (user: TestUser, page: Page, hoursAgo = 1) =>
  seedWorkout(page.request, user.id, {
    name: 'Push Day',
    type: 'strength',
    notes: 'felt strong',
    duration: 2400,
    completedAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
    exercises: [
      {
        name: 'Bench Press',
        sets: 2,
        restTime: 120,
        setList: [
          { reps: 10, weight: 95, weightUnit: 'lb', setType: 'warmup' },
          { reps: 8, weight: 185, weightUnit: 'lb', rpe: 8.5 },
        ],
      },
      { name: 'Push-ups', sets: 1, setList: [{ reps: 20 }] },
    ],
  });

/** "today" or "yesterday" for a workout done that long ago (test users live in UTC). */
const dayWord = (hoursAgo: number) =>
  new Date(Date.now() - hoursAgo * 3_600_000).toISOString().slice(0, 10) ===
  new Date().toISOString().slice(0, 10)
    ? 'today'
    : 'yesterday';

/** What a workout holds, without its ids and derived fields: to compare a copy with it. */
const shape = (w: Awaited<ReturnType<typeof pushDay>>) => ({
  name: w.name,
  type: w.type,
  notes: w.notes,
  duration: w.duration,
  completedAt: w.completedAt,
  day: w.day,
  exercises: w.exercises.map((e) => ({ name: e.name, restTime: e.restTime, setList: e.setList })),
});

test.describe('Voice acts (issue 31 §3)', () => {
  test('"delete my last workout" asks first: Keep keeps it, a typed yes deletes it, Undo brings it back', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    const logged = await pushDay(user, page, 0.01);
    await page.goto('/workouts');
    await expect(page.getByRole('article', { name: 'Push Day', exact: true })).toBeVisible();
    const seen = await recordToasts(page);
    const dialog = await openDialog(page);

    await send(dialog, 'delete my last workout');
    const question = dialog.getByRole('group', { name: 'Delete “Push Day”?' });
    await expect(
      dialog.getByRole('heading', { name: `Delete “Push Day” from ${dayWord(0.01)}?` }),
    ).toBeVisible();
    await expect(question).toBeFocused();
    await expect(question.getByRole('button', { name: 'Delete' })).toBeVisible();
    await snap(page, 'voice-act-confirm-delete');
    await expectAccessible(page);
    // A question is not a command carried out: no toast, nothing deleted.
    expect(await seen()).not.toContain(PROCESSED);
    expect(await listWorkouts(page.request, user.id)).toHaveLength(1);

    await question.getByRole('button', { name: 'Keep' }).click();
    await expect(dialog.getByRole('heading', { name: 'Kept it' })).toBeVisible();
    await expect(dialog.getByTestId('voice-reply')).toHaveText('Kept it. Nothing was deleted.');
    expect(await listWorkouts(page.request, user.id)).toHaveLength(1);
    expect(await seen()).not.toContain(PROCESSED);

    // Asked again and answered by typing "yes" in the box.
    await send(dialog, 'delete my last workout');
    await expect(question).toBeVisible();
    await send(dialog, 'yes');
    await expect(dialog.getByRole('heading', { name: 'Deleted' })).toBeVisible();
    await expect(dialog.getByTestId('voice-reply')).toHaveText('Deleted “Push Day”.');
    await expect.poll(async () => (await listWorkouts(page.request, user.id)).length).toBe(0);
    // Gone from the Workouts list behind the dialog too (refetched as after its own Delete).
    const card = page.getByRole('article', { name: 'Push Day', exact: true, includeHidden: true });
    await expect(card).toHaveCount(0);
    await expect.poll(seen).toContain(PROCESSED);
    await snap(page, 'voice-act-deleted');

    // Undo on the card: the same workout, every set as it was, back in the log.
    await dialog
      .getByRole('region', { name: 'Deleted workout' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(dialog.getByTestId('voice-reply')).toHaveText(
      'Undone: “Push Day” is back in your log.',
    );
    await expect.poll(async () => (await listWorkouts(page.request, user.id)).length).toBe(1);
    const [back] = await listWorkouts(page.request, user.id);
    expect(back!.id).not.toBe(logged.id);
    expect(shape(back!)).toEqual(shape(logged));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('article', { name: 'Push Day', exact: true })).toBeVisible();
  });

  test('"undo that" takes back what voice just logged, even after closing the dialog; then there is nothing to undo', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await page.goto('/');
    let dialog = await openDialog(page);
    await send(dialog, 'I did 3 sets of 10 push ups');
    await expect(dialog.getByRole('heading', { name: 'Success!' })).toBeVisible();
    expect(await listWorkouts(page.request, user.id)).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openDialog(page);
    await send(dialog, 'undo that');
    await expect(dialog.getByRole('heading', { name: 'Undone' })).toBeVisible();
    await expect(dialog.getByTestId('voice-reply')).toHaveText(
      /^Undone: I removed the workout “Push-ups?”\.$/,
    );
    await expect.poll(async () => (await listWorkouts(page.request, user.id)).length).toBe(0);

    await send(dialog, 'undo that');
    await expect(dialog.getByRole('heading', { name: 'Nothing to undo' })).toBeVisible();
    await expect(dialog.getByTestId('voice-reply')).toHaveText("There's nothing to undo.");
    await expect(dialog.getByRole('heading', { name: 'Success!' })).toHaveCount(0);
  });

  test('a workout deleted by voice comes back with "undo that"', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    const logged = await pushDay(user, page, 24);
    await page.goto('/');
    const dialog = await openDialog(page);
    await send(dialog, 'delete my last workout');
    await expect(
      dialog.getByRole('heading', { name: 'Delete “Push Day” from yesterday?' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog.getByTestId('voice-reply')).toHaveText('Deleted “Push Day”.');
    await expect.poll(async () => (await listWorkouts(page.request, user.id)).length).toBe(0);
    await send(dialog, 'undo that');
    await expect(dialog.getByTestId('voice-reply')).toHaveText(
      'Undone: “Push Day” is back in your log.',
    );
    const [back] = await listWorkouts(page.request, user.id);
    expect(shape(back!)).toEqual(shape(logged));
  });

  test('"start my push day" opens the live workout with that routine; "start a guided session" opens the session', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    const logged = await pushDay(user, page, 30);
    const made = await page.request.post('/api/routines', {
      data: { name: 'Push Day', fromWorkoutId: logged.id },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto('/');
    let dialog = await openDialog(page);
    await send(dialog, 'start my push day');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/live-workout$/);
    await expect(page.getByRole('region', { name: 'Bench Press' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Push-ups' })).toBeVisible();

    await page.goto('/');
    dialog = await openDialog(page);
    await send(dialog, 'start a guided session');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/workout-session$/);
  });

  test('"add a set of 8 at 185" during a live workout adds a done set; with none under way it says so', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await page.goto('/');
    let dialog = await openDialog(page);
    await send(dialog, 'add a set of 8 at 185');
    await expect(dialog.getByRole('heading', { name: 'Success!' })).toHaveCount(0);
    await expect(dialog.getByTestId('voice-reply')).toHaveText(/No workout is under way/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const logged = await seedWorkout(page.request, user.id, {
      name: 'Push Day',
      type: 'strength',
      completedAt: new Date(Date.now() - 86_400_000).toISOString(),
      exercises: [
        {
          name: 'Bench Press',
          sets: 2,
          restTime: 90,
          setList: [
            { reps: 8, weight: 135, weightUnit: 'lb' },
            { reps: 8, weight: 135, weightUnit: 'lb' },
          ],
        },
      ],
    });
    const made = await page.request.post('/api/routines', {
      data: { name: 'Push Day', fromWorkoutId: logged.id },
    });
    expect(made.status(), await made.text()).toBe(201);
    const routine = (await made.json()) as Routine;
    // The server knows a workout is under way from the copy the page sends it.
    const synced = page.waitForResponse(
      (r) => r.url().endsWith('/api/live-workout') && r.request().method() === 'PUT',
    );
    await page.goto(`/live-workout?routine=${routine.id}`);
    const bench = page.getByRole('region', { name: 'Bench Press' });
    await expect(bench.getByRole('checkbox', { name: 'Set 1 done' })).not.toBeChecked();
    expect((await synced).ok()).toBe(true);

    dialog = await openDialog(page);
    await send(dialog, 'add a set of 8 at 185');
    await expect(dialog.getByRole('heading', { name: 'Set added' })).toBeVisible();
    await expect(dialog.getByTestId('voice-reply')).toHaveText('Added 8 × 185 lb to Bench Press.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The routine's next planned set is the one said: done, at 185; the second is still to do.
    await expect(bench.getByRole('checkbox', { name: 'Set 1 done' })).toBeChecked();
    await expect(bench.getByRole('textbox', { name: 'Set 1 weight' })).toHaveValue('185');
    await expect(bench.getByRole('checkbox', { name: 'Set 2 done' })).not.toBeChecked();
    await expect(bench.getByRole('textbox', { name: 'Set 2 weight' })).toHaveValue('135');
    await expect(bench.getByRole('checkbox', { name: 'Set 3 done' })).toHaveCount(0);
    // Kept on the device: a reload still has it.
    await page.reload();
    await expect(bench.getByRole('checkbox', { name: 'Set 1 done' })).toBeChecked();
    await expect(bench.getByRole('textbox', { name: 'Set 1 weight' })).toHaveValue('185');

    // Said from Home, with the live workout not on screen: the copy kept on this device changes.
    await page.goto('/');
    await expect(page.getByText('In progress · 1/2 sets')).toBeVisible();
    dialog = await openDialog(page);
    await send(dialog, 'add a set of 6 at 195');
    await expect(dialog.getByTestId('voice-reply')).toHaveText('Added 6 × 195 lb to Bench Press.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.goto('/live-workout');
    await expect(bench.getByRole('checkbox', { name: 'Set 2 done' })).toBeChecked();
    await expect(bench.getByRole('textbox', { name: 'Set 2 reps' })).toHaveValue('6');
    await expect(bench.getByRole('textbox', { name: 'Set 2 weight' })).toHaveValue('195');
  });
});

test.describe('"Did you say…?" (issue 31 §4)', () => {
  /**
   * The recogniser's confidence is what makes the server unsure, and typed text has none: the
   * first command of the test goes out as if heard at 0.3 (the server's own rule answers), and
   * every later one as sent. Returns the bodies and keys the server received.
   */
  async function heardUnsure(page: Page) {
    const sent: { body: Record<string, unknown>; key: string | undefined }[] = [];
    await page.route('**/api/voice-command', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      const first = sent.length === 0;
      const out = first ? { ...body, confidence: 0.3 } : body;
      sent.push({ body: out, key: route.request().headers()['idempotency-key'] });
      await route.continue({ postData: JSON.stringify(out) });
    });
    return sent;
  }

  test('Yes sends the words again, confirmed, and they are logged', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    const sent = await heardUnsure(page);
    await page.goto('/');
    const seen = await recordToasts(page);
    const dialog = await openDialog(page);
    await send(dialog, 'I did 3 sets of 10 push ups');
    const question = dialog.getByRole('group', { name: 'Did you say “I did 3 sets of 10 push ups”?' }); // prettier-ignore
    await expect(question).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: 'Did you say “I did 3 sets of 10 push ups”?' }),
    ).toBeVisible();
    await snap(page, 'voice-act-did-you-say');
    await expectAccessible(page);
    expect(await listWorkouts(page.request, user.id)).toHaveLength(0);
    expect(await seen()).not.toContain(PROCESSED);

    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog.getByRole('heading', { name: 'Success!' })).toBeVisible();
    expect(await listWorkouts(page.request, user.id)).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ voiceText: 'I did 3 sets of 10 push ups', confirmed: true }); // prettier-ignore
    expect(sent[0]!.body.confirmed).toBeUndefined();
    // A new command, so a new key: the first request wrote nothing.
    expect(sent[1]!.key).toBeTruthy();
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  test('No (said or typed) asks for it again and logs nothing', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    await heardUnsure(page);
    await page.goto('/');
    const dialog = await openDialog(page);
    await send(dialog, 'I did 3 sets of 10 push ups');
    await expect(
      dialog.getByRole('heading', { name: 'Did you say “I did 3 sets of 10 push ups”?' }),
    ).toBeVisible();
    await send(dialog, 'no');
    await expect(dialog.getByRole('heading', { name: 'Say it again' })).toBeVisible();
    await expect(dialog.getByLabel('Type your command')).toBeFocused();
    expect(await listWorkouts(page.request, user.id)).toHaveLength(0);
  });
});

test.describe('Answered aloud, with the device recogniser (issue 31 §1, §3, §4)', () => {
  // The browser recognises on the device (a stand-in), and the coach's speech ends (a stand-in),
  // so the dialog asks aloud and then listens for the answer by itself.
  test.use({ speechServiceAnswer: null });

  test.beforeEach(async ({ page }) => {
    await installRecognitionStandIn(page, { availability: 'available' });
    await installSpeechStandIn(page);
  });

  /** The dialog's recogniser is listening: a new one has started since `count` were made. */
  const listening = async (page: Page, count: number) => {
    await expect.poll(async () => (await recognisers(page)).length).toBeGreaterThan(count);
    await expect.poll(async () => (await recognisers(page)).at(-1)?.started).toBe(true);
    return (await recognisers(page)).length;
  };

  test('"delete my last workout", then a spoken "yes": deleted', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    await pushDay(user, page, 24);
    await page.goto('/');
    const dialog = await openDialog(page);
    const made = await listening(page, 0);
    await hear(page, [['delete my last workout', 0.93]]);
    await expect(dialog.getByRole('heading', { name: /^Delete “Push Day” from/ })).toBeVisible();
    // Asked aloud, then the microphone listens for the answer.
    await expect
      .poll(async () => (await utterances(page)).map((u) => u.text))
      .toContain('Delete “Push Day” from yesterday? Say yes or no.');
    await listening(page, made);
    expect(await listWorkouts(page.request, user.id)).toHaveLength(1);
    await hear(page, [['yes', 0.88]]);
    await expect(dialog.getByTestId('voice-reply')).toHaveText('Deleted “Push Day”.');
    await expect.poll(async () => (await listWorkouts(page.request, user.id)).length).toBe(0);
  });

  test('heard unsure: "did you say…?", a spoken "no", then said again and logged', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await page.goto('/');
    const dialog = await openDialog(page);
    let made = await listening(page, 0);
    // The recogniser's own low confidence: the server asks rather than logs.
    await hear(page, [['I did 3 sets of 10 push ups', 0.3]]);
    await expect(
      dialog.getByRole('heading', { name: 'Did you say “I did 3 sets of 10 push ups”?' }),
    ).toBeVisible();
    made = await listening(page, made);
    await hear(page, [['no', 0.9]]);
    await expect(dialog.getByRole('heading', { name: 'Say it again' })).toBeVisible();
    await listening(page, made);
    expect(await listWorkouts(page.request, user.id)).toHaveLength(0);
    await hear(page, [['I did 3 sets of 10 push ups', 0.92]]);
    await expect(dialog.getByRole('heading', { name: 'Success!' })).toBeVisible();
    expect(await listWorkouts(page.request, user.id)).toHaveLength(1);
  });
});
