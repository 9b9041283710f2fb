import type { Page, Route } from '@playwright/test';
import type { ImportSummary } from '../../src/shared/schemas/imports';
import { expect, expectAccessible, listWorkouts, snap, test } from './fixtures';

// Issue 29 §6: the import screen at 390 px on the real server — choose a Strong export, preview
// it, answer what the file does not say, import it with a progress bar, and undo it.

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A short Strong export (iOS, the dialect without units): three workouts, ten sets, a rest-timer
 * row and one row whose weight cannot be read (line 10); two names the catalogue does not know.
 */
const STRONG_CSV = [
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  '2024-05-06 18:00:00,Upper A,1h 2m,Bench Press (Barbell),W,40,10,0,0,,,',
  '2024-05-06 18:00:00,Upper A,1h 2m,Bench Press (Barbell),1,80,5,0,0,,,8',
  '2024-05-06 18:00:00,Upper A,1h 2m,Bench Press (Barbell),2,80,5,0,0,,,8.5',
  '2024-05-06 18:00:00,Upper A,1h 2m,Bench Press (Barbell),Rest Timer,0,0,0,120,,,',
  '2024-05-06 18:00:00,Upper A,1h 2m,Spider Curl (Dumbbell),1,12,10,0,0,,,',
  '2024-05-06 18:00:00,Upper A,1h 2m,Spider Curl (Dumbbell),2,12,9,0,0,,,',
  '2024-05-06 18:00:00,Upper A,1h 2m,Landmine Press,1,30,8,0,0,,,',
  '2024-05-09 18:30:00,Upper B,55m,Bench Press (Barbell),1,82.5,5,0,0,,,',
  '2024-05-09 18:30:00,Upper B,55m,Bench Press (Barbell),2,heavy,5,0,0,,,',
  '2024-05-09 18:30:00,Upper B,55m,Spider Curl (Dumbbell),1,12,12,0,0,,,',
  '2024-05-13 07:00:00,Legs,45m,Squat (Barbell),1,100,5,0,0,,,',
  '2024-05-13 07:00:00,Legs,45m,Squat (Barbell),2,100,5,0,0,,,',
  '',
].join('\n');

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

async function imports(page: Page) {
  const res = await page.request.get('/api/imports');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { imports: ImportSummary[] }).imports;
}

const fileInput = (page: Page) => page.getByTestId('import-file-input');
const count = (page: Page, label: string) =>
  page.getByTestId('import-preview-counts').locator('div').filter({ hasText: label });

test.describe('the import screen (issue 29 §6)', () => {
  test('a Strong file without units: preview, units, a name mapped, imported with progress, then undone', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    // Profile → Import from another app (issue 29 §6).
    await page.goto('/profile');
    await page.getByRole('link', { name: /^Import from another app/ }).click();
    await expect(page).toHaveURL('/import');
    await expect(page).toHaveTitle('Import from another app · Joey Fit');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import from another app' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    await expect(page.getByText('Nothing imported yet.')).toBeVisible();
    await snap(page, 'import-empty');
    await expectAccessible(page);

    await fileInput(page).setInputFiles(csvFile('strong-workouts.csv', STRONG_CSV));
    await expect(page.getByTestId('import-file-name')).toHaveText('strong-workouts.csv');
    await expect(page.getByTestId('import-detected')).toHaveText('Detected: Strong');
    await expect(page.getByLabel('Read the file as')).toHaveValue('');

    // The preview: what would be added, the dates, what was skipped and why.
    await expect(count(page, 'Workouts')).toContainText('3');
    await expect(count(page, 'Sets').first()).toContainText('10');
    await expect(count(page, 'Rows skipped')).toContainText('2');
    await expect(count(page, 'Sets already here')).toContainText('0');
    await expect(page.getByTestId('import-date-range')).toHaveText(
      'Workouts from May 6, 2024 – May 13, 2024',
    );
    await expect(page.getByRole('list', { name: 'Warnings' })).toContainText('Line 10:');

    // The file does not say its units: the import waits for the answer. It holds no distance,
    // so only the weights' unit is asked.
    const weights = page.getByRole('group', { name: 'Which unit are the weights in?' });
    const distances = page.getByRole('group', { name: 'Which unit are the distances in?' });
    await expect(weights).toBeVisible();
    await expect(distances).toBeHidden();
    const importButton = page.getByRole('button', { name: /^Import 3 workouts/ });
    await expect(importButton).toBeDisabled();

    // The names the catalogue does not know, each with its control.
    const spider = page.getByRole('group', { name: 'Spider Curl (Dumbbell), 3 sets' });
    const landmine = page.getByRole('group', { name: 'Landmine Press, 1 set' });
    await expect(spider.getByLabel('Log “Spider Curl (Dumbbell)” as')).toHaveValue('Bicep Curl');
    await expect(
      spider.getByRole('radio', { name: 'Log as an exercise from the list' }),
    ).toBeChecked();
    await expect(landmine.getByRole('radio', { name: 'Keep as written' })).toBeChecked();
    await snap(page, 'import-preview', { fullPage: true });
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'import-preview-dark', { fullPage: true });
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // Answering re-reads the preview with the unit; once it is said the import can run.
    await weights.getByText('kg', { exact: true }).click();
    await expect(weights.getByRole('radio', { name: 'kg' })).toBeChecked();
    await expect(importButton).toBeEnabled({ timeout: 15_000 });
    await expect(distances).toBeHidden();
    await expect(page.getByText('Answer the unit question to import.')).toBeHidden();
    await spider.getByLabel('Log “Spider Curl (Dumbbell)” as').fill('Preacher Curl');

    // Import: the progress bar shows while the server answers (the answer is held until the bar
    // has been seen, so a fast server cannot skip it).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/imports', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await importButton.click();
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByTestId('import-progress-counts')).toHaveText(
      '0 workouts and 0 sets so far',
    );
    await snap(page, 'import-progress');
    release();

    const result = page.getByRole('region', { name: 'Imported from Strong' });
    await expect(result).toBeVisible({ timeout: 30_000 });
    await page.unroute('**/api/imports');
    await expect(result.getByTestId('import-result-counts')).toHaveText(
      'Added 3 workouts and 10 sets.',
    );
    await snap(page, 'import-result');
    await expectAccessible(page);

    // Stored as the file wrote it, names mapped as chosen.
    const stored = await listWorkouts(page.request, user.id);
    expect(stored.map((w) => w.name).sort()).toEqual(['Legs', 'Upper A', 'Upper B']);
    const upperA = stored.find((w) => w.name === 'Upper A')!;
    expect(upperA.exercises.map((e) => e.name)).toEqual([
      'Bench Press',
      'Preacher Curl',
      'Landmine Press',
    ]);
    expect(upperA.exercises[0]!.setList!.map((s) => [s.setType, s.weight, s.weightUnit])).toEqual([
      ['warmup', 40, 'kg'],
      ['normal', 80, 'kg'],
      ['normal', 80, 'kg'],
    ]);

    // Routines from the imported workouts: one per workout name.
    await result.getByRole('button', { name: 'Make routines from these workouts' }).click();
    await expect(result.getByRole('status')).toContainText('Made 3 routines from these workouts.');

    // The workouts are on /workouts at once (the list was read again).
    await result.getByRole('link', { name: 'View workouts' }).click();
    await expect(page).toHaveURL('/workouts');
    for (const name of ['Upper A', 'Upper B', 'Legs']) {
      await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
    }

    // Back on the screen, the import is listed with its Undo; the dialog says what goes.
    await page.goBack();
    await expect(page).toHaveURL('/import');
    const listed = page.getByTestId('past-import');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('Strong');
    await expect(listed).toContainText('strong-workouts.csv');
    await expect(listed).toContainText('3 workouts · 10 sets');
    await listed.getByRole('button', { name: /^Undo the Strong import of/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Undo this import?' });
    await expect(confirm).toContainText(
      'This removes the 3 workouts and 10 sets this Strong import added, and the routines made from them.',
    );
    await snap(page, 'import-undo-confirm');
    await confirm.getByRole('button', { name: 'Undo import' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Undone:' })).toBeVisible();
    await expect(page.getByText(/^Undone: the Strong import of/)).toBeFocused();
    await expect(page.getByText('Nothing imported yet.')).toBeVisible();
    expect(await imports(page)).toEqual([]);

    // Every screen shows the change: the workouts and the routines made from them are gone.
    await page.goForward();
    await expect(page).toHaveURL('/workouts');
    await expect(page.getByRole('heading', { name: 'No workouts yet' })).toBeVisible();
    const routines = await page.request.get('/api/routines');
    expect(await routines.json()).toEqual([]);
  });

  test('a file that is not an export says so; no connection offers Retry; offline is explained; over 20 MB is refused unsent', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.goto('/import');
    await expect(page.getByText('Nothing imported yet.')).toBeVisible();

    await fileInput(page).setInputFiles(csvFile('contacts.csv', 'name,phone\nJoey,555-0100\n'));
    await expect(page.getByRole('alert').filter({ hasText: 'not an export' })).toHaveText(
      "This is not an export Joey Fit can read. It reads CSV exports from Strong, Hevy, FitNotes and StrongLifts, and Joey Fit's own JSON export.",
    );
    await expect(page.getByTestId('import-preview')).toBeHidden();
    await snap(page, 'import-not-an-export');
    await expectAccessible(page);

    // No answer from the server: said next to the file, with Retry. (The connection check is
    // held off too, so nothing but Retry asks again while the test looks.)
    const refuse = (route: Route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback();
    await page.route('**/api/imports', refuse);
    await page.route('**/healthz', (route) => route.abort('internetdisconnected'));
    await fileInput(page).setInputFiles(csvFile('strong-workouts.csv', STRONG_CSV));
    await expect(
      page.getByRole('alert').filter({ hasText: "couldn't reach the server" }),
    ).toHaveText("We couldn't reach the server. Check your connection and try again.");
    await expect(page.getByText('Importing needs a connection.')).toBeVisible();
    await snap(page, 'import-network-failure');
    await page.unroute('**/api/imports', refuse);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(count(page, 'Workouts')).toContainText('3');
    await expect(page.getByText('Importing needs a connection.')).toBeHidden();
    await page.unroute('**/healthz');

    // Offline: importing is not queued on the device; the screen says it needs a connection.
    await page.context().setOffline(true);
    await expect(page.getByText('Importing needs a connection.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Import 3 workouts/ })).toBeDisabled();
    await page.context().setOffline(false);
    await expect(page.getByText('Importing needs a connection.')).toBeHidden();

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/imports')) posts.push(r.url());
    });
    await fileInput(page).setInputFiles({
      name: 'huge.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 'a'),
    });
    await expect(page.getByTestId('import-file-name')).toHaveText('huge.csv');
    await expect(page.getByRole('alert').filter({ hasText: 'up to 20 MB' })).toHaveText(
      'This file is 21 MB; Joey Fit imports files of up to 20 MB. Export a shorter period and import each part.',
    );
    expect(posts).toEqual([]);
  });

  test('a file dropped that says its units imports at once; Undo on the result takes it back', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await page.goto('/import');
    await expect(page.getByText('Nothing imported yet.')).toBeVisible();
    const csv = [
      'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE',
      '7,2025-02-03 06:30:00,Pull,3000,Deadlift (Barbell),1,140,3,,,,,8',
      '7,2025-02-03 06:30:00,Pull,3000,Deadlift (Barbell),2,140,3,,,,,8.5',
      '',
    ].join('\n');
    // Dropped on the drop area rather than chosen with the button.
    const dropped = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'strong-new.csv', { type: 'text/csv' }));
      return transfer;
    }, csv);
    await page.getByTestId('import-drop-zone').dispatchEvent('dragover', { dataTransfer: dropped });
    await page.getByTestId('import-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
    await expect(page.getByTestId('import-file-name')).toHaveText('strong-new.csv');
    await expect(count(page, 'Workouts')).toContainText('1');
    // The header says kg and meters: nothing to ask.
    await expect(page.getByRole('group', { name: /Which unit/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Import 1 workout and 2 sets' }).click();
    const result = page.getByRole('region', { name: 'Imported from Strong' });
    await expect(result.getByTestId('import-result-counts')).toHaveText(
      'Added 1 workout and 2 sets.',
      { timeout: 30_000 },
    );
    expect(await listWorkouts(page.request, user.id)).toHaveLength(1);

    await result.getByRole('button', { name: 'Undo this import' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Undo this import?' });
    await expect(confirm).toContainText(
      'This removes the 1 workout and 2 sets this Strong import added',
    );
    // Cancel first: nothing changes.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(result.getByRole('button', { name: 'Undo this import' })).toBeFocused();
    await result.getByRole('button', { name: 'Undo this import' }).click();
    await confirm.getByRole('button', { name: 'Undo import' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Undone:' })).toBeVisible();
    await expect(page.getByText(/^Undone: the Strong import of/)).toBeFocused();
    await expect(result).toBeHidden();
    await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    expect(await listWorkouts(page.request, user.id)).toEqual([]);
  });
});
