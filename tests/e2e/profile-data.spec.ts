import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, seedWorkout, setUnits, snap, test } from './fixtures';
import { liftSet } from './seed-tracking';

// Profile → Your Data and API access at 390 px (issue 29 §7, §8): Strong's CSV downloads, the
// way to the import screen, and a personal access token made, used, and revoked.

const STRONG_KG_HEADER =
  'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE';

test.describe('Profile: your data and API access (issue 29)', () => {
  test('downloads Strong’s CSV, and the import row opens /import', async ({ page, createUser }) => {
    const user = await createUser({ onboarded: true });
    await setUnits(page.request, { weightUnit: 'kg' });
    await seedWorkout(page.request, user.id, {
      name: 'Leg Day',
      type: 'strength',
      completedAt: '2026-02-01T18:00:00Z',
      duration: 3600,
      exercises: [
        {
          name: 'Squat',
          setList: [
            { ...liftSet(20, 10, 'kg'), setType: 'warmup' },
            { ...liftSet(100, 5, 'kg'), rpe: 8 },
          ],
        },
      ],
    });
    await page.goto('/profile');
    const data = page.getByRole('region', { name: 'Your Data' });
    for (const name of [/Download JSON/, /Download CSV \(spreadsheet\)/, /Download Strong CSV/]) {
      await expect(data.getByRole('link', { name })).toBeVisible();
    }
    const strong = data.getByRole('link', { name: /Download Strong CSV/ });
    await expect(strong).toContainText('For Hevy, Strong and other apps');

    const download = page.waitForEvent('download');
    await strong.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^joey-fit-export-\d{4}-\d{2}-\d{2}-strong\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(header).toBe(STRONG_KG_HEADER);
    // Started an hour before it was completed, on the user's clock (UTC here).
    expect(rows).toEqual([
      '1,2026-02-01 17:00:00,Leg Day,3600,Squat,W,20,10,,,,,',
      '1,2026-02-01 17:00:00,Leg Day,3600,Squat,1,100,5,,,,,8',
    ]);

    await data.scrollIntoViewIfNeeded();
    await snap(page, 'profile-data-export');
    await expectAccessible(page);

    await data.getByRole('link', { name: /Import from another app/ }).click();
    await expect(page).toHaveURL(/\/import$/);
  });

  test('makes a token shown once, which works until it is revoked', async ({
    page,
    context,
    createUser,
    playwright,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = await createUser({ onboarded: true });
    await page.goto('/profile');
    const api = page.getByRole('region', { name: 'API access' });
    await expect(api.getByText('No tokens yet.')).toBeVisible();
    await expect(api.getByText(/^curl -H "Authorization: Bearer …" /)).toHaveText(
      `curl -H "Authorization: Bearer …" ${new URL(baseURL!).origin}/api/workouts/${user.id}`,
    );

    // A blank name is refused in the form, before any request.
    await api.getByRole('button', { name: 'Create token' }).click();
    const name = api.getByRole('textbox', { name: 'Token name' });
    await expect(name).toHaveAccessibleDescription('Token name is required');
    await expect(name).toBeFocused();

    await name.fill('Garmin sync');
    await api.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy your new token' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You won’t see it again.');
    const shown = dialog.getByRole('textbox', { name: 'Garmin sync' });
    const token = await shown.inputValue();
    expect(token).toMatch(/^jf_/);
    await snap(page, 'profile-token-created');
    await dialog.getByRole('button', { name: 'Copy token' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // Once closed it is gone: the list shows its name and first characters only.
    await expect(page.getByText(token)).toHaveCount(0);
    const row = api.getByRole('listitem').filter({ hasText: 'Garmin sync' });
    await expect(row).toContainText('Never used');
    const hint = (await row.locator('.font-mono').textContent())!;
    expect(token.startsWith(hint.replace(/…$/, ''))).toBe(true);
    await row.scrollIntoViewIfNeeded();
    await snap(page, 'profile-token-listed');

    // The token signs a script in as its owner, with no cookie and no browser Origin.
    const script = await playwright.request.newContext({ baseURL });
    const call = () =>
      script.get(`/api/workouts/${user.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await call()).status()).toBe(200);

    await api.getByRole('button', { name: 'Revoke Garmin sync' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke “Garmin sync”?' });
    await expect(confirm).toContainText('stops working at once');
    await snap(page, 'profile-token-revoke');
    await confirm.getByRole('button', { name: 'Revoke Token' }).click();
    await expect(confirm).toBeHidden();
    await expect(api.getByText('No tokens yet.')).toBeVisible();
    expect((await call()).status()).toBe(401);
    await script.dispose();

    await api.scrollIntoViewIfNeeded();
    await snap(page, 'profile-api-access');
    await expectAccessible(page);
  });
});
