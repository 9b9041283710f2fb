import { expect, expectAccessible, snap, test, uniqueUsername } from './fixtures';

const PASSWORD = 'correct horse battery';

test.describe('Sign in and create account (/api/login)', () => {
  test('creates an account and lands on the dashboard', async ({ page }) => {
    await page.goto('/api/login');
    await expect(page.getByRole('tab', { name: 'Sign in', selected: true })).toBeVisible();
    await snap(page, 'login-sign-in');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Username').fill(uniqueUsername());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await snap(page, 'login-create-account');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog', { name: /Meet Joey/ })).toBeVisible();
  });

  test('?mode=register opens Create account, titled as such', async ({ page }) => {
    await page.goto('/api/login?mode=register');
    await expect(page.getByRole('tab', { name: 'Create account', selected: true })).toBeVisible();
    // Issue 8: the sign-up page was titled (and greeted) like the sign-in page.
    await expect(page).toHaveTitle('Create account · Joey Fit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await page.getByRole('button', { name: 'Sign in instead' }).click();
    await expect(page.getByRole('tab', { name: 'Sign in', selected: true })).toBeVisible();
    await expect(page).toHaveURL('/api/login');
    await expect(page).toHaveTitle('Sign in · Joey Fit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  });

  test('checks the fields before sending', async ({ page }) => {
    await page.goto('/api/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();

    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await snap(page, 'login-validation');
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'login-validation-dark');
    await expectAccessible(page);
  });

  test('signs in an existing user', async ({ page, createUser }) => {
    const user = await createUser({ signedIn: false, onboarded: true, firstName: 'Grace' });
    await page.goto('/api/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: /Grace!/ })).toBeVisible();
  });

  test('says so when the password is wrong', async ({ page, createUser }) => {
    const user = await createUser({ signedIn: false });
    await page.goto('/api/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password');
    await expect(page).toHaveURL('/api/login');
    await snap(page, 'login-wrong-password');
  });

  test('says so when the username is taken', async ({ page, createUser }) => {
    const user = await createUser({ signedIn: false });
    await page.goto('/api/login?mode=register');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('already taken');
  });

  test('signs out from the header', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    await page.goto('/');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Joey Fit' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await page.goto('/workouts');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('a link to /api/logout from anywhere signs nobody out', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    await page.goto('/api/logout');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  });

  test('signs out of every device from Profile, after asking', async ({
    page,
    browser,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    // A second device: its own browser context, signed in as the same user.
    const phone = await browser.newContext();
    const login = await phone.request.post('/api/auth/login', {
      data: { username: user.username, password: user.password },
    });
    expect(login.status()).toBe(200);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out of all devices?' });
    await expect(dialog).toBeVisible();
    await snap(page, 'profile-sign-out-everywhere');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Joey Fit' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
    await phone.close();
  });

  test('a signed-in visitor to /api/login goes home', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    await page.goto('/api/login');
    await expect(page).toHaveURL('/');
  });
});

test.describe('Time zone', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test("stores the device's zone once signed in", async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/users/me/time-zone') && res.request().method() === 'PUT',
    );
    await page.goto('/');
    expect((await saved).status()).toBe(200);
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me.timeZone).toBe('Europe/Paris');
  });
});
