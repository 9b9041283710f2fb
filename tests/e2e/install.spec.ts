import type { Page } from '@playwright/test';
import { benchDay, morningRun } from './seed-tracking';
import { expect, expectAccessible, seedWorkout, snap, test } from './fixtures';

// Installable (issue 28 §1): the manifest the page links, its icons, iOS's tags, and the offer to
// install — after the second workout, on Chromium's `beforeinstallprompt` (dispatched here by the
// test, with a prompt() that counts its calls, as headless Chromium never offers it) or as
// instructions on iOS, with Not now for good.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/**
 * What Chromium does when the page is installable: a `beforeinstallprompt` event whose prompt()
 * opens the install dialog. Here prompt() counts its calls and the person accepts.
 */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { promptCalls: number };
    w.promptCalls = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        w.promptCalls++;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}
const promptCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls);

/** Home, with the progression read (where the workout count comes from) answered. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your Level' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

const installCard = (page: Page) => page.getByRole('region', { name: 'Install Joey Fit' });

/**
 * Before asserting the card is absent: the store's change has rendered (two frames) and the
 * card's chunk, had it been asked for, has arrived (no request in flight).
 */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForLoadState('networkidle');
}

test.describe('Installable (issue 28 §1)', () => {
  test('the page links a valid manifest whose icons load at their sizes, and iOS tags', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await request.get(new URL(href!, page.url()).toString());
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/application\/manifest\+json|json/);
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Joey Fit',
      short_name: 'Joey Fit',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0d9488',
      background_color: '#eef7f5',
    });
    // The page's theme colour is the manifest's.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      manifest.theme_color as string,
    );
    const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(icons).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const png = await request.get(new URL(icon.src, page.url()).toString());
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type'], icon.src).toBe('image/png');
      expect(pngSize(await png.body()), icon.src).toBe(icon.sizes);
    }

    // iOS reads its own tags.
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
      'content',
      'yes',
    );
    await expect(page.locator('meta[name="mobile-web-app-capable"]')).toHaveAttribute(
      'content',
      'yes',
    );
    await expect(
      page.locator('meta[name="apple-mobile-web-app-status-bar-style"]'),
    ).toHaveAttribute('content', 'default');
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
      'content',
      'Joey Fit',
    );
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const png = await request.get(new URL(touchIcon!, page.url()).toString());
    expect(png.status()).toBe(200);
    expect(pngSize(await png.body())).toBe('180x180');
  });

  test('Home offers Install after the second workout; Install opens the browser dialog', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true, firstName: 'Ada' });
    await openHome(page);
    await offerInstall(page);
    // Installable, but nothing logged yet: no offer on Home.
    await settle(page);
    await expect(installCard(page)).toHaveCount(0);

    await seedWorkout(page.request, user.id, benchDay());
    await openHome(page);
    await offerInstall(page);
    await settle(page);
    await expect(installCard(page)).toHaveCount(0);

    await seedWorkout(page.request, user.id, morningRun());
    await openHome(page);
    await offerInstall(page);
    const card = installCard(page);
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Not now' })).toBeVisible();
    await snap(page, 'install-card-390');
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Install', exact: true }).click();
    await expect.poll(() => promptCalls(page)).toBe(1);
    // Accepted: installed, so neither Home nor Profile offers it again.
    await expect(card).toHaveCount(0);
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Install app/ })).toHaveCount(0);
  });

  test('Not now hides the offer for good, across reloads; Profile still has Install app', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await seedWorkout(page.request, user.id, benchDay());
    await seedWorkout(page.request, user.id, morningRun());
    await openHome(page);
    await offerInstall(page);
    await installCard(page).getByRole('button', { name: 'Not now' }).click();
    await expect(installCard(page)).toHaveCount(0);
    expect(await promptCalls(page)).toBe(0);

    await openHome(page);
    await offerInstall(page);
    await settle(page);
    await expect(installCard(page)).toHaveCount(0);
    // The event was kept: Profile offers it, Home never again.
    await page.getByRole('link', { name: 'Profile' }).first().click();
    const row = page.getByRole('button', { name: /Install app/ });
    await expect(row).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await snap(page, 'install-profile-row-390');
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Your Level' })).toBeVisible();
    await settle(page);
    await expect(installCard(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Profile' }).first().click();
    await row.click();
    await expect.poll(() => promptCalls(page)).toBe(1);
    await expect(row).toHaveCount(0);
  });

  test.describe('on iOS Safari', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('Home says how to add it to the home screen, and Not now is for good', async ({
      page,
      createUser,
    }) => {
      const user = await createUser({ onboarded: true });
      await seedWorkout(page.request, user.id, benchDay());
      await seedWorkout(page.request, user.id, morningRun());
      await openHome(page);
      const card = installCard(page);
      await expect(card).toContainText('Tap Share, then Add to Home Screen');
      await expect(card.getByRole('button', { name: 'Install', exact: true })).toHaveCount(0);
      await snap(page, 'install-card-ios-390');
      await page.getByRole('link', { name: 'Profile' }).first().click();
      await expect(page.getByText('Tap Share, then Add to Home Screen')).toBeVisible();
      await page.goBack();
      await card.getByRole('button', { name: 'Not now' }).click();
      await expect(card).toHaveCount(0);
      await openHome(page);
      await settle(page);
      await expect(installCard(page)).toHaveCount(0);
    });

    test('added to the home screen (standalone), nothing is offered', async ({
      page,
      createUser,
    }) => {
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }),
      );
      const user = await createUser({ onboarded: true });
      await seedWorkout(page.request, user.id, benchDay());
      await seedWorkout(page.request, user.id, morningRun());
      await openHome(page);
      await settle(page);
      await expect(installCard(page)).toHaveCount(0);
    });
  });
});
