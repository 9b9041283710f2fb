import { expect, test } from './fixtures';

// The first screen's data and code come with the page (issue 30 §3, src/server/plugins/client.ts
// and src/client/lib/server-preloads.ts): the server preloads the auth probe and the screen's reads,
// and the client's fetch of each is answered by that preload. If a read named in the page were
// not the one the screen makes, or the client's fetch differed from the preload (a header, the
// credentials mode), the browser would fetch it twice, or warn that a preload went unused.

const SCREENS = [
  { path: '/', heading: /Ada!/, chunk: /\/DashboardScreen-/ },
  { path: '/workouts', heading: 'Workouts', chunk: /\/WorkoutsScreen-/ },
  { path: '/progress', heading: 'Progress', chunk: /\/ProgressScreen-/ },
  { path: '/leaderboard', heading: 'Leaderboard', chunk: /\/LeaderboardPage-/ },
] as const;

for (const screen of SCREENS) {
  test(`${screen.path}: every read the page preloads is fetched once, by the screen`, async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true, firstName: 'Ada' });
    const requested = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) {
        const key = url.pathname + url.search;
        requested.set(key, (requested.get(key) ?? 0) + 1);
      }
    });
    const unused: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) {
        unused.push(message.text());
      }
    });
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].map((link) =>
        link.getAttribute('href')!,
      ),
    );
    expect(preloaded).toContain('/api/auth/user');
    expect(preloaded.length).toBeGreaterThan(1);
    // The screen's and the signed-in frame's code too (a moved screen file would drop silently
    // out of the server's table, src/server/plugins/client.ts FIRST_SCREENS).
    const modules = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href')!,
      ),
    );
    expect(
      modules.some((href) => screen.chunk.test(href)),
      modules.join(' '),
    ).toBe(true);
    expect(
      modules.some((href) => /\/SignedInApp-/.test(href)),
      modules.join(' '),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    // Chromium warns about an unused preload a few seconds after the load event.
    await page.waitForTimeout(3_500);
    for (const url of preloaded) expect(requested.get(url), url).toBe(1);
    expect(unused, 'preloads the screen did not use').toEqual([]);
  });
}
