import { expect, expectAccessible, fromApp, snap, test } from './fixtures';

// The e2e server runs without SUPPORT_EMAIL, so Contact Support writes to the default address.
const SUPPORT = 'mailto:support@joey.fit?subject=';

test.describe('Help & Tutorials (SPEC §2, issue 14 §4)', () => {
  test('is reached from Profile and shows the guide, examples, FAQ and support', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.goto('/profile');
    await page
      .getByRole('region', { name: 'Settings' })
      .getByRole('link', { name: /Help & Tutorials/ })
      .click();
    await expect(page).toHaveURL('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Tutorials' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    for (const section of [
      'Quick Start',
      'Voice Commands',
      'Feature Guide',
      'Pro Tips',
      'Frequently Asked Questions',
    ]) {
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Quick Start' }).getByRole('listitem')).toHaveCount(3); // prettier-ignore
    const voice = page.getByRole('region', { name: 'Voice Commands' });
    for (const group of [
      'Log a workout',
      'Set a goal',
      'Check your progress',
      'Get a suggestion',
    ]) {
      await expect(voice.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(voice.getByText('“How is my week going”')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Feature Guide' }).getByRole('link', { name: /^Workouts/ }),
    ).toHaveAttribute('href', '/workouts');

    await snap(page, 'help');

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const answer = faq.getByText(/counts the days in a row/);
    await expect(answer).toBeHidden();
    await faq.getByText('How does my streak work?').click();
    await expect(answer).toBeVisible();

    const contact = page.getByRole('link', { name: 'Contact Support' });
    await expect(contact).toHaveAttribute('href', `${SUPPORT}Joey%20Fit%20support`);
    await expect(page.getByText('Priority support', { exact: true })).toHaveCount(0);
    await contact.scrollIntoViewIfNeeded();
    await snap(page, 'help-support');

    await snap(page, 'help-full', { fullPage: true });
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
  });

  test('marks priority support on the Champion plan', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    const chosen = await page.request.post('/api/create-subscription', {
      data: { tierId: 3, discountCode: null },
      headers: fromApp(),
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await page.goto('/help');
    const support = page.getByRole('region', { name: /Still stuck/ });
    await expect(support.getByText('Priority support', { exact: true })).toBeVisible();
    await expect(support.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      `${SUPPORT}Priority%20support%3A%20Joey%20Fit`,
    );
    await support.scrollIntoViewIfNeeded();
    await snap(page, 'help-priority');
    await expectAccessible(page);
  });

  test('says when the support address cannot be loaded, and tries again', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.route('**/api/support', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong' } }),
    );
    await page.goto('/help');
    const support = page.getByRole('region', { name: /Still stuck/ });
    await expect(support.getByRole('alert')).toContainText("We couldn't load the support address.");
    await expect(support.getByRole('link', { name: 'Contact Support' })).toHaveCount(0);
    await page.unroute('**/api/support');
    await support.getByRole('button', { name: 'Try again' }).click();
    await expect(support.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      `${SUPPORT}Joey%20Fit%20support`,
    );
  });
});
