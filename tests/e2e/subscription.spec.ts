import type { Page } from '@playwright/test';
import { expect, expectAccessible, fromApp, snap, test, toasts } from './fixtures';

// Issue 13: the plans page against the real server, which runs here without Stripe: the sandbox
// provider of DESIGN §6 grants a plan at once, so choosing one shows its limits straight away.

const planCard = (page: Page) => page.getByRole('region', { name: 'Your plan', exact: true });
const tierCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const promoBox = (page: Page) => page.getByRole('region', { name: 'Have a promo code?' });

/** Checks the code in the box for one plan and waits for the server's answer under the field. */
async function applyCode(page: Page, tier: string, answer: string) {
  const box = promoBox(page);
  await box.getByRole('radio', { name: tier, exact: true }).check();
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(box.getByRole('status')).toHaveText(answer);
}

test.describe('Plans (SPEC §2 Subscription, §4, §5, §8, §9; issue 13)', () => {
  test('choosing Coach with JOEY100 in the sandbox: free of charge, new limits at once', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.goto('/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Billing' })).toContainText(
      'Sandbox — no charge',
    );
    // A new user is on Free, with this period's allowances.
    const plan = planCard(page);
    await expect(plan).toContainText('Free');
    await expect(plan).toContainText('Active');
    await expect(plan.getByRole('progressbar', { name: 'Voice workouts this month' })).toHaveAttribute('aria-valuetext', '0 of 20 used'); // prettier-ignore
    await expect(plan.getByRole('progressbar', { name: 'AI suggestions this week' })).toHaveAttribute('aria-valuetext', '0 of 3 used'); // prettier-ignore
    await expect(plan.getByText(/^Resets /)).toHaveCount(2);
    await expect(
      tierCard(page, 'Free').getByRole('button', { name: 'Current Plan' }),
    ).toBeDisabled();
    await expect(tierCard(page, 'Champion')).toContainText('Most Popular');
    await expect(tierCard(page, 'Coach')).toContainText('$9.99 per month');
    await expect(tierCard(page, 'Champion')).toContainText('$79.99 per year');
    await snap(page, 'subscription-free');
    await expectAccessible(page);

    // SPEC §5: trimmed and upper-cased as typed; Apply needs a code and a plan.
    const box = promoBox(page);
    const apply = box.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await box.getByLabel('Promo code').pressSequentially(' joey100 ');
    await expect(box.getByLabel('Promo code')).toHaveValue('JOEY100');
    await expect(apply).toBeDisabled();

    // SPEC §9: JOEY100 gives Champion for $9.99 and Coach for free.
    await applyCode(
      page,
      'Champion',
      'JOEY100 applied: Champion for $9.99 a year instead of $79.99.',
    );
    await expect(toasts(page)).toContainText('Discount Code Applied!');
    await expect(tierCard(page, 'Champion')).toContainText('$9.99 per year with JOEY100');
    await applyCode(page, 'Coach', 'JOEY100 applied: Coach for Free instead of $9.99.');
    // The result belongs to the plan it was checked for.
    await expect(tierCard(page, 'Champion')).not.toContainText('with JOEY100');
    const coach = tierCard(page, 'Coach');
    await expect(coach).toContainText('Regular price: $9.99 per month');
    await expect(coach).toContainText('Free with JOEY100');
    await snap(page, 'subscription-promo', { fullPage: true });
    // Every feature per plan, as a table (SPEC §2); and the FAQ opens one answer at a time.
    const table = page.getByRole('table', { name: 'Compare plans' });
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Free', 'Coach', 'Champion']); // prettier-ignore
    await expect(table.getByRole('row', { name: /Share links last/ })).toContainText('7 days30 daysNever expire'); // prettier-ignore
    const faq = page.getByRole('region', { name: 'Questions' });
    await faq.getByText('How does billing work here?').click();
    await expect(faq.getByText(/nothing is ever charged/)).toBeVisible();
    await table.scrollIntoViewIfNeeded();
    await snap(page, 'subscription-compare');

    await coach.getByRole('button', { name: 'Upgrade to Coach' }).click();
    await expect(toasts(page)).toContainText('Subscription Created');
    await expect(toasts(page)).toContainText('$9.99 → Free. Your Coach plan is active now.');
    // The new limits apply at once.
    await expect(plan).toContainText('Coach');
    // No payment renews a sandbox plan: the card says when it ends (issue 25 §1).
    await expect(plan).toContainText(/Ends \w{3} \d{1,2}, \d{4} · Sandbox plan: no charge/);
    await expect(plan.getByRole('progressbar', { name: 'Voice workouts this month' })).toHaveAttribute('aria-valuetext', '0 of 200 used'); // prettier-ignore
    await expect(plan.getByText('Unlimited')).toBeVisible();
    await expect(coach.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(
      tierCard(page, 'Free').getByRole('button', { name: 'Switch to Free' }),
    ).toBeEnabled();
    // The code is spent: the box is empty again, and Coach is no longer a plan to check it for.
    await expect(box.getByLabel('Promo code')).toHaveValue('');
    await expect(coach).not.toContainText('with JOEY100');
    await expect(box.getByRole('radio', { name: 'Coach', exact: true })).toHaveCount(0);
    const entitlements = await page.request.get('/api/me/entitlements');
    expect((await entitlements.json()).quotas.voiceWorkouts.limit).toBe(200);
    await plan.scrollIntoViewIfNeeded();
    await snap(page, 'subscription-coach');
    await expectAccessible(page);
  });

  test('an invalid code shows the server’s message; emptying the code clears it', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.goto('/subscription');
    const box = promoBox(page);
    await box.getByLabel('Promo code').fill('nope42');
    await expect(box.getByLabel('Promo code')).toHaveValue('NOPE42');
    await applyCode(page, 'Champion', 'NOPE42 is not a valid discount code.');
    await expect(box.getByLabel('Promo code')).toHaveAccessibleDescription(
      'NOPE42 is not a valid discount code.',
    );
    await expect(toasts(page)).toContainText('Invalid Discount Code');
    await expect(tierCard(page, 'Champion')).toContainText('$79.99 per year');
    await snap(page, 'subscription-invalid-code');
    await expectAccessible(page);
    // The page in the dark theme, the error toast included (its text is the page's surface
    // colour on the danger colour, so it keeps its contrast in both themes).
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'subscription-invalid-code-dark');
    await expectAccessible(page);

    // The narrowest phones: nothing sticks out sideways, the comparison table included.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    const table = page.getByRole('table', { name: 'Compare plans' });
    expect(await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
    await table.scrollIntoViewIfNeeded();
    await snap(page, 'subscription-compare-320');

    await box.getByLabel('Promo code').fill('');
    await expect(box.getByRole('status')).toHaveText('');
    await expect(box.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  test('switching back to Free is confirmed, and the Free limits return', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    const chosen = await page.request.post('/api/create-subscription', {
      data: { tierId: 3, discountCode: null },
      headers: fromApp(),
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await page.goto('/subscription');
    const plan = planCard(page);
    await expect(plan).toContainText('Champion');
    await expect(plan.getByText('Unlimited')).toHaveCount(2);

    await tierCard(page, 'Free').getByRole('button', { name: 'Switch to Free' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Switch to Free?' });
    await expect(dialog).toContainText('Your workouts, goals, progress and share links are kept.');
    await dialog.getByRole('button', { name: 'Switch to Free' }).click();
    await expect(toasts(page)).toContainText('Switched to Free');
    await expect(plan.getByRole('progressbar', { name: 'Voice workouts this month' })).toHaveAttribute('aria-valuetext', '0 of 20 used'); // prettier-ignore
    await expect(
      tierCard(page, 'Free').getByRole('button', { name: 'Current Plan' }),
    ).toBeDisabled();
  });

  // The e2e server runs the sandbox; the other BILLING_MODEs are the server's answers as their
  // own API tests check them (billing-modes.test.ts), served to this page.
  test('with plans off (a self-hosted server) the page sells nothing and shows everything included', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    const real = await (await page.request.get('/api/me/entitlements')).json();
    const everything = {
      voiceWorkoutsPerMonth: -1,
      aiCoachingSuggestionsPerWeek: -1,
      sharingEnabled: true,
      shareExpirationDays: -1,
      leaderboardEnabled: true,
      customAvatarEnabled: true,
      prioritySupport: true,
    };
    const unlimited = (q: { resetsAt: string; period: string; used: number }) => ({
      ...q,
      limit: -1,
      left: null,
    });
    await page.route('/api/billing/config', (r) =>
      r.fulfill({ json: { mode: 'off', publishableKey: null } }),
    );
    await page.route('/api/me/entitlements', (r) =>
      r.fulfill({
        json: {
          ...real,
          tierId: 3,
          tierName: 'champion',
          displayName: 'Everything included',
          features: everything,
          quotas: {
            voiceWorkouts: unlimited(real.quotas.voiceWorkouts),
            aiSuggestions: unlimited(real.quotas.aiSuggestions),
          },
        },
      }),
    );
    const tiers = await (await page.request.get('/api/subscription-tiers')).json();
    await page.route('/api/subscription', (r) =>
      r.fulfill({
        json: {
          tierId: 3,
          tier: {
            ...tiers[2],
            displayName: 'Everything included',
            price: 0,
            billingPeriod: 'none',
            features: everything,
            mostPopular: false,
          },
          status: 'active',
          provider: null,
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
        },
      }),
    );
    await page.goto('/plans');
    await expect(page.getByRole('complementary', { name: 'Billing' })).toContainText(
      'Plans are off on this server',
    );
    const plan = planCard(page);
    await expect(plan).toContainText('Everything included');
    await expect(plan.getByText('Unlimited')).toHaveCount(2);
    // Nothing to buy: no promo box, no plan buttons.
    await expect(promoBox(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Upgrade|Switch/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Questions' })).not.toContainText('promo');
    await snap(page, 'subscription-plans-off');
    await expectAccessible(page);
  });

  test('where only the phone apps sell, the web shows the plans with nothing to press', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.route('/api/billing/config', (r) =>
      r.fulfill({ json: { mode: 'stores', publishableKey: null } }),
    );
    await page.goto('/plans');
    await expect(page.getByRole('complementary', { name: 'Billing' })).toContainText(
      'Plans are sold in the app',
    );
    await expect(promoBox(page)).toHaveCount(0);
    for (const name of ['Coach', 'Champion'])
      await expect(tierCard(page, name).getByRole('button', { name: 'In the app' })).toBeDisabled();
    await expectAccessible(page);
  });
});
