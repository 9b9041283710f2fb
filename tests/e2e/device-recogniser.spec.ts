import type { Page } from '@playwright/test';
import { expect, expectAccessible, snap, test } from './fixtures';
import {
  failRecognition,
  hear,
  hearSoFar,
  installRecognitionStandIn,
  installs,
  recognisers,
} from './recognition-stand-in';
import { installSpeechStandIn } from './speech-stand-in';
import { fakeMicrophoneFile, fakeMicrophoneLaunchOptions } from './voice-audio';

// Issue 31 §1: the browser's own recogniser, played by a stand-in SpeechRecognition. The fake
// microphone is there for Joey Fit's recogniser (the recorder) when that one listens.
test.use({ launchOptions: fakeMicrophoneLaunchOptions(fakeMicrophoneFile()) });
// Nobody has answered the question on this device yet.
test.use({ speechServiceAnswer: null });

const QUESTION = "Use your browser's speech service?";

async function openVoiceDialog(page: Page) {
  await page.getByRole('button', { name: 'Voice command', exact: true }).click();
  return page.getByRole('dialog');
}

const isCommand = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname === '/api/voice-command';

test.describe("the device's own recogniser", () => {
  test('on the device: used without asking, processLocally set, alternatives and confidence sent', async ({
    page,
    createUser,
  }) => {
    await installRecognitionStandIn(page, { availability: 'available' });
    await createUser({ onboarded: true });
    await page.goto('/');
    const dialog = await openVoiceDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
    await expect(dialog.getByText(QUESTION)).toHaveCount(0);
    await expect(dialog.getByTestId('voice-recogniser')).toHaveText('Listening: On this device');
    const [made] = await recognisers(page);
    expect(made).toMatchObject({
      processLocally: true,
      maxAlternatives: 5,
      interimResults: true,
      continuous: false,
      lang: expect.stringMatching(/^en/),
    });

    await hearSoFar(page, 'I did 3 sets');
    await expect(dialog.getByTestId('voice-interim')).toHaveText('Heard so far: “I did 3 sets”');
    await snap(page, 'device-recogniser-listening');
    await expectAccessible(page);

    const sent = page.waitForRequest((r) => isCommand(r.url(), r.method()));
    await hear(page, [
      ['I did 3 sets of 12 push ups', 0.91],
      ['I did 3 sets of 12 push-ups', 0.62],
      ['I did three sets of twelve pushups', 0.4],
    ]);
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      voiceText: 'I did 3 sets of 12 push ups',
      confidence: 0.91,
      alternatives: [
        { text: 'I did 3 sets of 12 push ups', confidence: 0.91 },
        { text: 'I did 3 sets of 12 push-ups', confidence: 0.62 },
        { text: 'I did three sets of twelve pushups', confidence: 0.4 },
      ],
    });
    await expect(dialog.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(dialog.getByText('“I did 3 sets of 12 push ups”')).toBeVisible();
  });

  test("only the browser's service: asked once, yes remembered on this device", async ({
    page,
    createUser,
  }) => {
    await installRecognitionStandIn(page, { availability: 'downloadable' });
    await createUser({ onboarded: true });
    await page.goto('/');
    let dialog = await openVoiceDialog(page);
    await expect(dialog.getByRole('heading', { name: QUESTION })).toBeVisible();
    // Nothing listens while the question waits, and keeping Joey Fit's is the default.
    const keep = dialog.getByRole('button', { name: "Keep using Joey Fit's recogniser" });
    await expect(keep).toBeFocused();
    await page.waitForTimeout(800); // longer than the auto-start delay (500 ms)
    await expect(dialog.getByRole('heading', { name: 'Recording' })).toHaveCount(0);
    expect(await recognisers(page)).toHaveLength(0);
    await snap(page, 'device-recogniser-question');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: "Use my browser's service" }).click();
    await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
    await expect(dialog.getByTestId('voice-recogniser')).toHaveText(
      "Listening: Your browser's speech service",
    );
    expect((await recognisers(page))[0]).toMatchObject({ processLocally: false, started: true });
    const sent = page.waitForRequest((r) => isCommand(r.url(), r.method()));
    await hear(page, [
      ['ran 2 miles', 0.74],
      ['ran to miles', 0.2],
    ]);
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ voiceText: 'ran 2 miles', confidence: 0.74 });
    expect(body.alternatives).toHaveLength(2);
    await expect(dialog.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Asked once: a new page on this device goes straight to listening with the service.
    await page.reload();
    dialog = await openVoiceDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
    await expect(dialog.getByText(QUESTION)).toHaveCount(0);
    await expect(dialog.getByTestId('voice-recogniser')).toHaveText(
      "Listening: Your browser's speech service",
    );
  });

  test("declined: Joey Fit's recogniser records and transcribes, and the question is not asked again", async ({
    page,
    createUser,
  }) => {
    await installRecognitionStandIn(page, { availability: 'unavailable' });
    await createUser({ onboarded: true });
    await page.goto('/');
    let dialog = await openVoiceDialog(page);
    await dialog.getByRole('button', { name: "Keep using Joey Fit's recogniser" }).click();
    await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
    await expect(dialog.getByTestId('voice-recogniser')).toHaveText(
      "Listening: Joey Fit's recogniser",
    );
    expect(await recognisers(page)).toHaveLength(0);
    const upload = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/transcribe',
    );
    await dialog.getByRole('button', { name: 'Stop Recording' }).click();
    await upload;
    await dialog.getByRole('button', { name: /Done|Cancel/ }).click();

    await page.reload();
    dialog = await openVoiceDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
    await expect(dialog.getByText(QUESTION)).toHaveCount(0);
    expect(await recognisers(page)).toHaveLength(0);
  });

  test('the Profile switch changes which recogniser listens', async ({ page, createUser }) => {
    await installRecognitionStandIn(page, { availability: 'unavailable' });
    await createUser({ onboarded: true });
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Speech recognition' });
    const toggle = card.getByRole('switch', { name: "Use my browser's speech service" });
    await expect(toggle).not.toBeChecked();
    await expect(card.getByTestId('recogniser-now')).toHaveText(
      "Listening now: Joey Fit's recogniser",
    );
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(card.getByTestId('recogniser-now')).toHaveText(
      "Listening now: Your browser's speech service",
    );
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'device-recogniser-profile');
    await expectAccessible(page);

    let dialog = await openVoiceDialog(page);
    await expect(dialog.getByTestId('voice-recogniser')).toHaveText(
      "Listening: Your browser's speech service",
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await toggle.click();
    await expect(toggle).not.toBeChecked();
    dialog = await openVoiceDialog(page);
    await expect(dialog.getByTestId('voice-recogniser')).toHaveText(
      "Listening: Joey Fit's recogniser",
    );
    await expect(dialog.getByText(QUESTION)).toHaveCount(0);
  });

  test('Profile offers the on-device download where the browser has one, and then it is used', async ({
    page,
    createUser,
  }) => {
    await installRecognitionStandIn(page, { availability: 'downloadable' });
    await createUser({ onboarded: true });
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Speech recognition' });
    await expect(card.getByTestId('recogniser-now')).toHaveText(
      "Listening now: Joey Fit's recogniser",
    );
    await card.getByRole('button', { name: 'Download on-device recognition' }).click();
    await expect(card.getByTestId('recogniser-now')).toHaveText('Listening now: On this device');
    await expect(card.getByRole('button', { name: 'Download on-device recognition' })).toHaveCount(0); // prettier-ignore
    expect(await installs(page)).toEqual([
      { langs: [expect.stringMatching(/^en/)], processLocally: true },
    ]);
    // The question is not asked: the voice stays on the device.
    const dialog = await openVoiceDialog(page);
    await expect(dialog.getByTestId('voice-recogniser')).toHaveText('Listening: On this device');
    await expect(dialog.getByText(QUESTION)).toHaveCount(0);
    expect((await recognisers(page))[0]).toMatchObject({ processLocally: true });
  });

  test('offline, the device still listens: the words are read on the device and kept to sync', async ({
    page,
    context,
    createUser,
  }) => {
    await installRecognitionStandIn(page, { availability: 'available' });
    await createUser({ onboarded: true });
    const toastArea = page.waitForResponse((r) => /\/toaster-[\w-]+\.js$/.test(new URL(r.url()).pathname)); // prettier-ignore
    await page.goto('/workouts');
    await toastArea;
    // Opened once online, so the dialog's code and the on-device interpreter are here.
    const interpreter = page.waitForResponse((r) => /\/offline-command-[\w-]+\.js$/.test(new URL(r.url()).pathname)); // prettier-ignore
    let dialog = await openVoiceDialog(page);
    await interpreter;
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await context.setOffline(true);
    dialog = await openVoiceDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
    await expect(dialog.getByTestId('voice-recogniser')).toHaveText('Listening: On this device');
    await hear(page, [['did 3 sets of 12 push ups', 0.9]]);
    await expect(dialog.getByRole('heading', { name: 'Saved — waiting to sync' })).toBeVisible();
    await expect(dialog.getByText('“did 3 sets of 12 push ups”')).toBeVisible();
    await context.setOffline(false);
  });

  test.describe('errors, in the words the dialog already uses', () => {
    test.use({ speechServiceAnswer: 'browser' });

    test('the microphone refused', async ({ page, createUser }) => {
      await installRecognitionStandIn(page);
      await createUser({ onboarded: true });
      await page.goto('/');
      const dialog = await openVoiceDialog(page);
      await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
      await failRecognition(page, 'not-allowed');
      await expect(dialog.getByText('Failed to start recording: Permission denied')).toBeVisible();
    });

    test('nothing said', async ({ page, createUser }) => {
      await installRecognitionStandIn(page);
      await createUser({ onboarded: true });
      await page.goto('/');
      const dialog = await openVoiceDialog(page);
      await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
      await failRecognition(page, 'no-speech');
      await expect(
        dialog.getByText(
          "Audio wasn't clear enough. Please speak louder and closer to your microphone",
        ),
      ).toBeVisible();
      // A retry listens again with the device's recogniser.
      await dialog.getByRole('button', { name: 'Try Again' }).click();
      await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
      expect(await recognisers(page)).toHaveLength(2);
    });

    test("the browser refuses its own service: Joey Fit's recogniser takes over at once", async ({
      page,
      createUser,
    }) => {
      await installRecognitionStandIn(page);
      await createUser({ onboarded: true });
      await page.goto('/');
      const dialog = await openVoiceDialog(page);
      await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
      await failRecognition(page, 'service-not-allowed');
      await expect(dialog.getByTestId('voice-recogniser')).toHaveText(
        "Listening: Joey Fit's recogniser",
      );
      await expect(dialog.getByRole('heading', { name: 'Recording' })).toBeVisible();
      const upload = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/transcribe',
      );
      await dialog.getByRole('button', { name: 'Stop Recording' }).click();
      await upload;
    });
  });
});

test.describe("the device's recogniser in the live workout and the guided session", () => {
  test.use({ speechServiceAnswer: 'joeyfit' }); // on the device needs no answer

  test('Hold to talk: listens while held, and the first alternative that is a live command is acted on', async ({
    page,
    createUser,
  }) => {
    await installSpeechStandIn(page);
    await installRecognitionStandIn(page, { availability: 'available' });
    await createUser({ onboarded: true });
    await page.goto('/live-workout?start=empty');
    await page.getByRole('combobox', { name: 'Exercise name' }).fill('Goblet Squat');
    await page.getByRole('button', { name: 'Add exercise' }).click();
    const squat = page.getByRole('region', { name: 'Goblet Squat' });
    await squat.getByRole('button', { name: 'Add set' }).click();
    await squat.getByRole('checkbox', { name: 'Set 1 done' }).click();
    const timer = page.getByRole('timer', { name: 'Rest timer' });
    await expect(timer).toBeVisible();

    await page.getByRole('button', { name: 'Hold to talk' }).hover();
    await page.mouse.down();
    await expect.poll(async () => (await recognisers(page)).length).toBe(1);
    expect((await recognisers(page))[0]).toMatchObject({
      continuous: false,
      processLocally: true,
      maxAlternatives: 5,
    });
    await page.waitForTimeout(500); // held longer than a tap (300 ms)
    await page.mouse.up();
    await expect.poll(async () => (await recognisers(page))[0]!.stopped).toBe(true);
    // No upload: the browser recognised it.
    let uploads = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/transcribe') uploads++;
    });
    await hear(page, [
      ['kip breast', 0.6],
      ['skip rest', 0.5],
    ]);
    await expect(page.getByText("Heard: 'skip rest'")).toBeVisible();
    await expect(timer).toBeHidden();
    await expect(page.getByTestId('coach-line')).toHaveText('Rest skipped.');
    expect(uploads).toBe(0);

    // With every set done, a set said is one more set, added and done (issue 31 §3).
    await page.getByRole('button', { name: 'Hold to talk' }).hover();
    await page.mouse.down();
    await expect.poll(async () => (await recognisers(page)).length).toBe(2);
    await page.waitForTimeout(500); // held longer than a tap (300 ms)
    await page.mouse.up();
    await expect.poll(async () => (await recognisers(page))[1]!.stopped).toBe(true);
    await hear(page, [['add a set of 6 at 20', 0.9]]);
    await expect(page.getByTestId('coach-line')).toHaveText('Set 2 done: 6 × 20 lb · Goblet Squat');
    await expect(squat.getByRole('checkbox', { name: 'Set 2 done' })).toBeChecked();
    expect(uploads).toBe(0);
  });

  test('hands-free in the guided session: continuous, a command among the alternatives', async ({
    page,
    createUser,
  }) => {
    await installSpeechStandIn(page);
    await installRecognitionStandIn(page, { availability: 'available' });
    await createUser({ onboarded: true });
    await page.goto('/workout-session');
    await page.getByRole('button', { name: 'Start Workout', exact: true }).click();
    await expect(page.getByTestId('session-phase')).toHaveText('Exercise Time');
    await page.getByRole('button', { name: 'Hands-free' }).click();
    await expect(page.getByText(/^Listening —/)).toBeVisible();
    // Listening (again, after any words of the coach's): the newest recogniser is live.
    await expect
      .poll(async () => (await recognisers(page)).at(-1))
      .toMatchObject({ continuous: true, processLocally: true, started: true, aborted: false });
    await hear(
      page,
      [
        ['kip', 0.5],
        ['skip', 0.4],
      ],
      { end: false },
    );
    await expect(page.getByText("Heard: 'skip'")).toBeVisible();
    await expect(page.getByTestId('session-phase')).toHaveText('Rest Time');

    await page.getByRole('button', { name: 'Hands-free' }).click();
    await expect.poll(async () => (await recognisers(page)).every((r) => !r.started || r.aborted)).toBe(true); // prettier-ignore
  });
});
