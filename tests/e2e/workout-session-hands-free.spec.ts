import { fakeMicrophoneLaunchOptions, speechSynthMissing, spokenFile } from './voice-audio';
import { expect, snap, test } from './fixtures';
import { installSpeechStandIn, utterances } from './speech-stand-in';

// Issue 11 item 5: "skip" said into the (fake) microphone moves the session on, through the
// offline recogniser on the server. Chromium plays the file once when the microphone opens:
// a second of quiet (the detector learns the room), the word, then quiet.
const SKIP = spokenFile('session-skip', 'skip', { before: 1.5, after: 3 });
test.use({ launchOptions: fakeMicrophoneLaunchOptions(SKIP, { loop: false }) });

test.describe('hands-free session', () => {
  test.skip(speechSynthMissing !== null, speechSynthMissing ?? '');

  test('a spoken "skip" ends the set at once and the coach confirms it', async ({
    page,
    createUser,
  }) => {
    await installSpeechStandIn(page);
    await createUser({ onboarded: true });
    await page.goto('/workout-session');
    await page.getByRole('button', { name: 'Start Workout', exact: true }).click();
    await expect(page.getByTestId('session-phase')).toHaveText('Exercise Time');

    await page.getByRole('button', { name: 'Hands-free' }).click();
    await expect(page.getByRole('button', { name: 'Hands-free' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Recognised and acted on: the set is over, the rest has begun.
    await expect(page.getByText("Heard: 'skip'")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('session-phase')).toHaveText('Rest Time');
    // Confirmed aloud, before the rest's cue.
    const spoken = (await utterances(page)).map((u) => u.text);
    expect(spoken).toContain('Skipping ahead.');
    expect(spoken.indexOf('Skipping ahead.')).toBeLessThan(
      spoken.findIndex((t) => t.startsWith('Rest for 1 minute.')),
    );
    await expect(page.getByTestId('current-exercise')).toContainText('Set 2/3');
    await snap(page, 'session-hands-free');

    // Turned off: the microphone is let go.
    await page.getByRole('button', { name: 'Hands-free' }).click();
    await expect(page.getByRole('button', { name: 'Hands-free' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
