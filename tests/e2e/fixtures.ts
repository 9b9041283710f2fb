import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CreateGoalInput, Goal } from '../../src/shared/schemas/goals';
import type { CreateWorkoutInput, Workout } from '../../src/shared/schemas/workouts';

export { expect };

export interface TestUser {
  id: string;
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

interface UserOptions {
  /** Sign the page's browser context in (default), or only create the account. */
  signedIn?: boolean;
  /** Mark onboarding done, so its dialog does not cover the page under test. */
  onboarded?: boolean;
  firstName?: string;
  lastName?: string;
}

/** A name no other test or run uses (the server's rule: 3–32 of [A-Za-z0-9._-]). */
export const uniqueUsername = (prefix = 'e2e') =>
  `${prefix}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

async function registerThrough(api: APIRequestContext, options: UserOptions): Promise<TestUser> {
  const user = {
    username: uniqueUsername(),
    password: 'correct horse battery',
    firstName: options.firstName,
    lastName: options.lastName,
  };
  const res = await api.post('/api/auth/register', { data: user });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  if (options.onboarded) {
    const done = await api.put('/api/users/onboarding/complete', { headers: fromApp() });
    expect(done.status()).toBe(200);
  }
  return { id, ...user };
}

/**
 * The Origin a browser sends with a write from the app's own page: the server refuses a
 * body-less write without it (its CSRF rule), so API calls made by the tests send it too.
 */
export const fromApp = () => ({ origin: new URL(base.info().project.use.baseURL!).origin });

// Chromium logs every non-2xx fetch as "Failed to load resource"; those are expected answers
// (401 from the auth probe when signed out, 404 for a dead share link) that tests assert on.
const isNetworkLog = (text: string) => text.startsWith('Failed to load resource');

export const test = base.extend<{
  /**
   * Issue 31 §1: the answer to "use your browser's speech service?" already given on this device
   * (localStorage), or null to be asked. Chromium here has a SpeechRecognition that can only
   * reach Google's service (and cannot, without its keys), so every test but the device
   * recogniser's starts as someone who kept Joey Fit's recogniser: the dialog records as before.
   */
  speechServiceAnswer: 'joeyfit' | 'browser' | null;
  answerSpeechService: void;
  failOnConsoleError: void;
  createUser: (options?: UserOptions) => Promise<TestUser>;
  createOtherUser: (options?: UserOptions) => Promise<{ user: TestUser; api: APIRequestContext }>;
}>({
  // Any console.error or uncaught exception in the page fails the test (STYLE: epic-stack).
  speechServiceAnswer: ['joeyfit', { option: true }],
  answerSpeechService: [
    async ({ page, speechServiceAnswer }, use) => {
      if (speechServiceAnswer) {
        await page.addInitScript((answer) => {
          const key = 'joeyfit:browser-speech-service';
          try {
            if (localStorage.getItem(key) === null) localStorage.setItem(key, answer);
          } catch {
            // about:blank and other opaque origins have no storage: nothing to answer there.
          }
        }, speechServiceAnswer);
      }
      await use();
    },
    { auto: true },
  ],

  failOnConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !isNetworkLog(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],

  // Registers through the API: with the page's own request context the session cookie lands in
  // the browser context; otherwise through a separate one, leaving the browser signed out.
  // Nothing removes the user afterwards: the API has no account deletion (SPEC §7 lists none),
  // and every run starts its server on a fresh, throw-away data directory (e2e-server.mjs), so
  // the run's users go with it. Names are unique, so no test sees another's data.
  createUser: async ({ page, playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (options = {}) => {
      if (options.signedIn ?? true) return registerThrough(page.request, options);
      const api = await playwright.request.newContext({ baseURL });
      contexts.push(api);
      return registerThrough(api, options);
    });
    await Promise.all(contexts.map((c) => c.dispose()));
  },

  // Someone else, signed in through a request context of their own (the browser stays the test's
  // user): what they log comes from their `api`, as from another device. Leaderboards need them.
  createOtherUser: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (options = {}) => {
      const api = await playwright.request.newContext({ baseURL });
      contexts.push(api);
      return { user: await registerThrough(api, options), api };
    });
    await Promise.all(contexts.map((c) => c.dispose()));
  },
});

/*
 * Test data through the real API, as the signed-in user whose request context is given (for the
 * browser's own user, `page.request`): what another device or the voice coach would have logged.
 */

/** POST /api/workouts; the workout as the API answers it. */
export async function seedWorkout(
  api: APIRequestContext,
  userId: string,
  workout: Omit<CreateWorkoutInput, 'userId'>,
): Promise<Workout> {
  const res = await api.post('/api/workouts', { data: { userId, ...workout } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Workout;
}

/** POST /api/goals; the goal as the API answers it. */
export async function seedGoal(
  api: APIRequestContext,
  userId: string,
  goal: Omit<CreateGoalInput, 'userId'>,
): Promise<Goal> {
  const res = await api.post('/api/goals', { data: { userId, ...goal } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Goal;
}

/** Every workout of the user, newest first, as the API stores them. */
export async function listWorkouts(api: APIRequestContext, userId: string): Promise<Workout[]> {
  const res = await api.get(`/api/workouts/${userId}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Workout[];
}

export async function setTimeZone(api: APIRequestContext, timeZone: string) {
  const res = await api.put('/api/users/me/time-zone', { data: { timeZone } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The signed-in user's leaderboard settings (PUT /api/leaderboard/settings, SPEC §7). */
export async function setLeaderboardSettings(
  api: APIRequestContext,
  settings: { leaderboardVisible?: boolean; displayName?: string | null },
) {
  const res = await api.put('/api/leaderboard/settings', { data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

/** The signed-in user's units (PUT /api/users/me/preferences). */
export async function setUnits(
  api: APIRequestContext,
  units: { weightUnit?: 'lb' | 'kg'; distanceUnit?: 'mi' | 'km' },
) {
  const res = await api.put('/api/users/me/preferences', { data: units });
  expect(res.status(), await res.text()).toBe(200);
}

/** The global toast area (SPEC §4), hidden toasts included so a closing one is still found. */
export const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true });

/**
 * Starts noting every toast the page shows, however briefly: a toast closes itself after 5 s and
 * the next one replaces it, so a toast raised while the test was waiting on something else can be
 * gone before it is looked for. The answer reads what was shown so far (each toast's text, title
 * then description). Lasts until the page navigates.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    const note = () => {
      for (const item of document.querySelectorAll(
        '[role="region"][aria-label^="Notifications"] li',
      )) {
        const text = item.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    note();
  });
  return () => page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen);
}

/**
 * A screenshot to test-results/screenshots/{name}.png, for a human to look at. The viewport by
 * default: what a phone shows, with the fixed bottom navigation where it really is.
 */
export async function snap(page: Page, name: string, { fullPage = false } = {}) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

/** Axe scan of the current page: no serious or critical violations allowed. */
export async function expectAccessible(page: Page) {
  // Measure a settled page: two frames let a just-emulated colour scheme reach the styles, then
  // every transition and finite animation ends (colours mid-fade are neither theme's; a CI run
  // once caught the Help list half-way). Spinners run forever and are left alone.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(severe, 'serious or critical accessibility violations').toEqual([]);
}
