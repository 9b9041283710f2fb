import type { BrowserContext, Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';

// The service worker itself (issue 28 §2), at 390 px with the real worker (every other spec but
// the offline ones blocks it): it registers and takes over the page, an offline reload opens
// Home from its caches with the calm banner, a new version waits for "Update", and sign-out
// leaves nothing of the person's data behind. offline.spec.ts walks the full offline flows.
test.use({ serviceWorkers: 'allow' });

const API_CACHE = 'joeyfit-api';

/** Waits (on signals) until a service worker controls the page. */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      message: 'the service worker controls the page',
      timeout: 30_000,
    })
    .toBe(true);
}

/** The paths of the API answers the worker keeps, with the user each is kept for. */
async function keptReads(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname} ${url.searchParams.get('__joeyfit_user')}`;
    });
  }, API_CACHE);
}

async function offline(context: BrowserContext, page: Page, on: boolean) {
  await context.setOffline(on);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!on);
}

test('the worker takes over, keeps the reads per user, and an offline reload opens Home with the banner', async ({
  page,
  context,
  createUser,
}) => {
  const user = await createUser({ onboarded: true, firstName: 'Ada' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Ada!/ })).toBeVisible();
  await controlled(page);

  // The first install takes over the open page; its reads (and the warm-up) are kept, each
  // for this user only.
  await expect
    .poll(() => keptReads(page), { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        `/api/auth/user ${user.id}`,
        `/api/dashboard/${user.id} ${user.id}`,
        `/api/routines ${user.id}`,
      ]),
    );
  expect((await keptReads(page)).every((entry) => entry.endsWith(` ${user.id}`))).toBe(true);

  // The worker and manifest are always revalidated, never kept as immutable.
  for (const url of ['/sw.js', '/manifest.webmanifest']) {
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toBe('no-cache');
  }

  await offline(context, page, true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Ada!/ })).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveText(
    /You're offline — showing what was last synced at .+\. Changes are kept and sync when you're back\./,
  );
  await snap(page, 'pwa-sw-offline-home');

  // An answer from the cache says when it was stored; one asked for another user is not served.
  const answers = await page.evaluate(async (id) => {
    const ask = async (who: string) => {
      try {
        const res = await fetch('/api/auth/user', { headers: { 'X-Joeyfit-User': who } });
        return { status: res.status, cachedAt: res.headers.get('X-Joeyfit-Cached-At') };
      } catch {
        return { status: 0, cachedAt: null };
      }
    };
    return { mine: await ask(id), other: await ask('someone-else') };
  }, user.id);
  expect(answers.mine.status).toBe(200);
  expect(Date.parse(answers.mine.cachedAt!)).not.toBeNaN();
  expect(answers.other).toEqual({ status: 0, cachedAt: null });

  // Another screen's code comes from the precache.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Progress' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await expect(page.getByText("This screen didn't load")).toHaveCount(0);

  await offline(context, page, false);
  // Back online, the next read from the network ends the offline banner.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Ada!/ })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('sign-out clears the kept reads: offline afterwards shows no data, only a clear message', async ({
  page,
  context,
  createUser,
}) => {
  const user = await createUser({ onboarded: true, firstName: 'Grace' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Grace!/ })).toBeVisible();
  await controlled(page);
  await expect
    .poll(() => keptReads(page), { timeout: 30_000 })
    .toContain(`/api/auth/user ${user.id}`);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Joey Fit' })).toBeVisible();
  expect(await keptReads(page)).toEqual([]);

  await offline(context, page, true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText(/Grace/)).toHaveCount(0);
  await snap(page, 'pwa-sw-offline-signed-out');
  await offline(context, page, false);
});

test('a new version waits and is offered with Update, which switches to it', async ({
  page,
  createUser,
}) => {
  await createUser({ onboarded: true, firstName: 'Linus' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Linus!/ })).toBeVisible();
  await controlled(page);

  // A release, as the browser sees one: a worker script it has not run for this scope. (A
  // different URL for the same file; Playwright's routes do not reach the browser's own fetch of
  // the worker, and the shared build must not be rewritten during a run.)
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?release=2', { scope: '/' }));

  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText('A new version of Joey Fit is ready.', { timeout: 30_000 });
  // It waits: the page is still run by the first version until the person says so.
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  await snap(page, 'pwa-sw-update-prompt');

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Update' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: /Linus!/ })).toBeVisible();
  await controlled(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toMatch(
    /\/sw\.js\?release=2$/,
  );
});
