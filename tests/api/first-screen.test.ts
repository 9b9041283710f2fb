import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '../../src/server/plugins/client';
import { createTestApp, signUp, type Me, type TestApp } from '../setup/test-app';

// The page a signed-in user opens carries its first screen's preload hints (issue 30 §3,
// src/server/plugins/client.ts): the auth probe and the screen's reads, and the code of the
// signed-in frame and the screen. Hints only, never data; the page names its user (the reads'
// URLs), so it must never be kept by a shared cache nor sent to anyone else.
// A stand-in client build with a Vite manifest, so the test does not need `npm run build`.

let clientDir: string;
let t: TestApp;
let ada: Me;
let bob: Me;

const manifest = {
  'index.html': { file: 'assets/index-aaa.js', imports: ['_react-rrr.js'] },
  '_react-rrr.js': { file: 'assets/react-rrr.js' },
  '_ui-uuu.js': { file: 'assets/ui-uuu.js', imports: ['_react-rrr.js'] },
  'app/SignedInApp.tsx': { file: 'assets/SignedInApp-sss.js', imports: ['_ui-uuu.js'] },
  'app/screens/DashboardScreen.tsx': { file: 'assets/DashboardScreen-ddd.js', imports: ['_ui-uuu.js'] }, // prettier-ignore
  'app/screens/WorkoutsScreen.tsx': { file: 'assets/WorkoutsScreen-www.js' },
  'app/screens/ProgressScreen.tsx': { file: 'assets/ProgressScreen-ppp.js' },
  'features/leaderboard/pages/LeaderboardPage.tsx': { file: 'assets/LeaderboardPage-lll.js' },
};

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-first-screen-'));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>app shell</title></head><body></body></html>',
  );
  writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(manifest));
  t = await createTestApp({ clientDir });
  ada = await signUp(t, { firstName: 'Ada' });
  bob = await signUp(t, { firstName: 'Bob' });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The hints in a page: the fetch preloads' and the module preloads' hrefs. */
function hintsOf(html: string) {
  const hrefs = (rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
  return { reads: hrefs('preload'), modules: hrefs('modulepreload') };
}

describe("the page's first-screen hints", () => {
  it('signed out: the plain page, revalidated, varying on the cookie', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app shell</title>');
    expect(hintsOf(res.body)).toEqual({ reads: [], modules: [] });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('signed in: the probe and the dashboard reads, the frame and screen code not in the page', async () => {
    const res = await ada.as({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const { reads, modules } = hintsOf(res.body);
    expect(reads).toEqual(['/api/auth/user', ...FIRST_SCREENS['/']!.reads(ada.user.id)]);
    expect(reads).toContain(`/api/dashboard/${ada.user.id}`);
    // The signed-in frame, the screen and what they share, but not what the page loads itself.
    expect(modules.sort()).toEqual([
      '/assets/DashboardScreen-ddd.js',
      '/assets/SignedInApp-sss.js',
      '/assets/ui-uuu.js',
    ]);
    // Credentialed like the client's fetch, or the browser would not hand the preload to it.
    expect(res.body).toMatch(
      /<link rel="preload" as="fetch" crossorigin="use-credentials" href="\/api\/auth\/user">/,
    );
    // The hints are in the head, before anything of the body.
    expect(res.body.indexOf('/api/auth/user')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('signed in, the page names its user: never kept by a shared cache or the browser', async () => {
    const res = await ada.as({ method: 'GET', url: '/workouts' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it("one user's page never names another user", async () => {
    for (const url of ['/', '/workouts', '/progress', '/leaderboard', '/profile']) {
      const [a, b] = await Promise.all([
        ada.as({ method: 'GET', url }),
        bob.as({ method: 'GET', url }),
      ]);
      expect(a.body, url).not.toContain(bob.user.id);
      expect(b.body, url).not.toContain(ada.user.id);
      if (url !== '/leaderboard' && url !== '/profile') expect(a.body, url).toContain(ada.user.id);
    }
    const anonymous = await t.app.inject({ url: '/progress' });
    expect(anonymous.body).not.toContain(ada.user.id);
    expect(anonymous.body).not.toContain(bob.user.id);
  });

  it.each(Object.entries(FIRST_SCREENS))(
    '%s: every preloaded read answers this user (a hint naming no route would be wasted)',
    async (url, screen) => {
      const { reads } = hintsOf((await ada.as({ method: 'GET', url })).body);
      expect(reads).toEqual(['/api/auth/user', ...screen.reads(ada.user.id)]);
      for (const read of reads) {
        const res = await ada.as({ method: 'GET', url: read });
        expect(res.statusCode, read).toBe(200);
        expect(res.headers['x-joeyfit-user'], read).toBe(ada.user.id);
      }
    },
  );

  it('another signed-in path gets the probe and the frame only', async () => {
    const { reads, modules } = hintsOf((await ada.as({ method: 'GET', url: '/profile' })).body);
    expect(reads).toEqual(['/api/auth/user']);
    expect(modules.sort()).toEqual(['/assets/SignedInApp-sss.js', '/assets/ui-uuu.js']);
  });

  it('is sent Brotli-compressed to a browser that accepts it', async () => {
    const res = await ada.as({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(hintsOf(html).reads).toContain(`/api/dashboard/${ada.user.id}`);
  });

  it('a cookie that names no session gets the plain page, and the cookie is cleared', async () => {
    const res = await t.app.inject({ url: '/', headers: { cookie: 'jf_session=not-a-session' } });
    expect(hintsOf(res.body)).toEqual({ reads: [], modules: [] });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['set-cookie'])).toMatch(/jf_session=;/);
  });

  it('after sign-out the same cookie gets the plain page', async () => {
    const carol = await signUp(t);
    expect(hintsOf((await carol.as({ method: 'GET', url: '/' })).body).reads).not.toEqual([]);
    const out = await carol.as({ method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBeLessThan(300);
    const after = await carol.as({ method: 'GET', url: '/' });
    expect(hintsOf(after.body)).toEqual({ reads: [], modules: [] });
    expect(after.body).not.toContain(carol.user.id);
  });

  it('with the database unreachable a signed-in page still answers, plain', async () => {
    const own = await createTestApp({ clientDir });
    const me = await signUp(own);
    await own.database.close();
    for (const url of ['/', '/workouts']) {
      const res = await own.app.inject({ url, headers: { cookie: me.cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(hintsOf(res.body), url).toEqual({ reads: [], modules: [] });
    }
    await own.app.close();
  });

  it("a shared link's page is public: no hints even signed in", async () => {
    const res = await ada.as({ method: 'GET', url: '/s/some-token' });
    expect(res.statusCode).toBe(200);
    expect(hintsOf(res.body)).toEqual({ reads: [], modules: [] });
  });
});
