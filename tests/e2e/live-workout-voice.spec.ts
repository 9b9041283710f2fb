import { fakeMicrophoneLaunchOptions, speechSynthMissing, spokenFile } from './voice-audio';
import { expect, test } from './fixtures';
import { installSpeechStandIn } from './speech-stand-in';

// Issue 27 §3: voice inside the live workout. "Skip rest" said into the (fake) microphone, through
// the offline recogniser on the server, ends the rest a ticked set started; the coach confirms.
const SKIP_REST = spokenFile('live-skip-rest', 'skip rest', { before: 1.5, after: 3 });
test.use({ launchOptions: fakeMicrophoneLaunchOptions(SKIP_REST, { loop: false }) });

test.describe('voice inside the live workout', () => {
  test.skip(speechSynthMissing !== null, speechSynthMissing ?? '');

  test('a spoken "skip rest" ends the rest and the coach confirms it', async ({
    page,
    createUser,
  }) => {
    await installSpeechStandIn(page);
    await createUser({ onboarded: true });
    await page.goto('/live-workout?start=empty');
    await page.getByRole('combobox', { name: 'Exercise name' }).fill('Goblet Squat');
    await page.getByRole('button', { name: 'Add exercise' }).click();
    const squat = page.getByRole('region', { name: 'Goblet Squat' });
    // A second set, so the first one's rest runs (the last set of a workout has none).
    await squat.getByRole('button', { name: 'Add set' }).click();
    await squat.getByRole('checkbox', { name: 'Set 1 done' }).click();
    const timer = page.getByRole('timer', { name: 'Rest timer' });
    await expect(timer).toBeVisible();

    await page.getByRole('button', { name: 'Hands-free' }).click();
    await expect(page.getByText("Heard: 'skip rest'")).toBeVisible({ timeout: 30_000 });
    await expect(timer).toBeHidden();
    await expect(page.getByTestId('coach-line')).toHaveText('Rest skipped.');
    await page.getByRole('button', { name: 'Hands-free' }).click();
  });
});
