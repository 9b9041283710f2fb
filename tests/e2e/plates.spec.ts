import { expect, expectAccessible, setUnits, snap, test, toasts } from './fixtures';

test.describe('Gym equipment and the plate calculator (issue 27 §3)', () => {
  test('the standard set answers until the bar and plates are saved; then the calculator loads them', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Gym equipment' });
    await expect(card.getByRole('radio', { name: 'Pounds (lbs)' })).toBeChecked();
    await expect(card.getByLabel('Bar weight (lbs)')).toHaveValue('45');
    await expect(card.getByLabel('How many 45 lbs plates')).toHaveValue('12');
    await expect(card.getByText('Not saved yet')).toBeVisible();

    // The standard set: 225 lbs is two 45s a side; 227 is not loadable and says what is.
    const tryField = card.getByLabel('Try the plate calculator (lbs)');
    await tryField.fill('225');
    await card.getByRole('button', { name: 'Show plates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plates for 225 lbs' });
    await expect(dialog).toHaveAccessibleDescription('225 lbs loads exactly.');
    await expect(dialog.getByText('Per side: 45 + 45')).toBeVisible();
    await expect(dialog.getByText('On a standard 45 lbs bar, until you set yours.')).toBeVisible();
    await expect(dialog.getByTestId('barbell').locator('g')).toHaveCount(2);
    await snap(page, 'plates-calculator-exact');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Show plates' })).toBeFocused();

    // My own gym: a 35 lb bar, 45s and 25s only, and no change plates.
    await card.getByLabel('Bar weight (lbs)').fill('35');
    for (const weight of ['35', '10', '5', '2.5']) {
      await card.getByRole('button', { name: `Remove the ${weight} lbs plates` }).click();
    }
    await card.getByLabel('How many 45 lbs plates').fill('4');
    await card.getByLabel('How many 25 lbs plates').fill('4');
    await card.getByRole('button', { name: 'Add a plate weight' }).click();
    await card.getByLabel('Plate 3 weight (lbs)').fill('25');
    await card.getByRole('button', { name: 'Save equipment' }).click();
    await expect(card.getByText('Plates must list each plate weight once')).toBeVisible();
    await card.getByLabel('Plate 3 weight (lbs)').fill('0.1');
    await card.getByRole('button', { name: 'Save equipment' }).click();
    await expect(card.getByLabel('Plate 3 weight (lbs)')).toHaveAccessibleDescription(
      'Plate weight must be in steps of 0.25',
    );
    await expect(card.getByLabel('Plate 3 weight (lbs)')).toBeFocused();
    await snap(page, 'plates-equipment-error');
    await card.getByRole('button', { name: 'Remove the 0.1 lbs plates' }).click();

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/me/equipment') && r.request().method() === 'PUT',
    );
    await card.getByRole('button', { name: 'Save equipment' }).click();
    expect((await saved).status()).toBe(200);
    await expect(toasts(page).getByText('Equipment Saved')).toBeVisible();
    await expect(card.getByText('Not saved yet')).toBeHidden();
    const stored = await (await page.request.get('/api/users/me/equipment')).json();
    expect(stored).toEqual({
      unit: 'lb',
      bar: 35,
      plates: [
        { weight: 45, count: 4 },
        { weight: 25, count: 4 },
      ],
      saved: true,
    });

    // 135 on a 35 lb bar is 50 a side: two 25s, not a 45 (which would leave 5 to find).
    await tryField.fill('135');
    await card.getByRole('button', { name: 'Show plates' }).click();
    const mine = page.getByRole('dialog', { name: 'Plates for 135 lbs' });
    await expect(mine.getByText('Per side: 25 + 25')).toBeVisible();
    await expect(mine.getByText('On your 35 lbs bar.')).toBeVisible();
    await page.keyboard.press('Escape');

    // 150 cannot be made: the nearest either side, and the answer is the nearer.
    await tryField.fill('150');
    await card.getByRole('button', { name: 'Show plates' }).click();
    const near = page.getByRole('dialog', { name: 'Plates for 150 lbs' });
    await expect(near).toHaveAccessibleDescription(
      "150 lbs can't be loaded exactly with your plates. Nearest: 135 lbs.",
    );
    await expect(near.getByText('Per side: 25 + 25')).toBeVisible();
    await expect(near.getByText('You can load 135 lbs below or 175 lbs above.')).toBeVisible();
    await snap(page, 'plates-calculator-nearest');

    // Its link leads back to the equipment, and the saved form survives a reload.
    await near.getByRole('link', { name: 'Change your bar and plates' }).click();
    await expect(near).toBeHidden();
    await page.reload();
    await expect(card.getByLabel('Bar weight (lbs)')).toHaveValue('35');
    await expect(card.getByLabel('How many 25 lbs plates')).toHaveValue('4');
    await snap(page, 'plates-equipment-saved');
  });

  test('a kilogram lifter starts from the kilogram set; Track RPE is off until switched on', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await setUnits(page.request, { weightUnit: 'kg' });
    await page.goto('/profile#gym-equipment');
    const card = page.getByRole('region', { name: 'Gym equipment' });
    await expect(card.getByRole('radio', { name: 'Kilograms (kg)' })).toBeChecked();
    await expect(card.getByLabel('Bar weight (kg)')).toHaveValue('20');
    await expect(card.getByLabel('How many 1.25 kg plates')).toHaveValue('2');
    await expect(card).toBeInViewport();

    await card.getByLabel('Try the plate calculator (kg)').fill('142.5');
    await card.getByRole('button', { name: 'Show plates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plates for 142.5 kg' });
    await expect(dialog.getByText('Per side: 25 + 25 + 10 + 1.25')).toBeVisible();
    await snap(page, 'plates-calculator-kg');
    // The drawing and its words stay readable in the dark theme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'plates-calculator-kg-dark');
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Escape');

    const rpe = page.getByRole('switch', { name: 'Track RPE' });
    await expect(rpe).toHaveAttribute('aria-checked', 'false');
    await rpe.click();
    await expect(rpe).toHaveAttribute('aria-checked', 'true');
    await expect(
      toasts(page).getByText('Sets now ask how hard each one felt (RPE).'),
    ).toBeVisible();
    expect((await (await page.request.get('/api/auth/user')).json()).rpeEnabled).toBe(true);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Track RPE' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('switch', { name: 'Track RPE' }).scrollIntoViewIfNeeded();
    await snap(page, 'plates-track-rpe');
    await expectAccessible(page);
  });

  test('a bar and plates that cannot be read say so where they would be, and Try again reads them (issue 30 §6)', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    // A server error, not a network failure: a failure on the network marks the app offline, and
    // the next answer from the server (the warm-up reads, seconds later) refetches every read by
    // itself (issue 28 §2), which would leave nothing for Try again to do.
    await page.route('**/api/users/me/equipment', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong' } })
        : route.fallback(),
    );
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Gym equipment' });
    const failed = card.getByRole('alert');
    await expect(failed).toContainText("Couldn't load your bar and plates.");
    await expectAccessible(page);

    await page.unroute('**/api/users/me/equipment');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(card.getByLabel('Bar weight (lbs)')).toHaveValue('45');
    await expect(card.getByRole('alert')).toHaveCount(0);
  });
});
