import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { percentile } from '../../src/shared/progression';
import type {
  Leaderboard,
  LeaderboardPreview,
  Progression,
} from '../../src/shared/schemas/progression';
import {
  expect,
  expectAccessible,
  seedGoal,
  seedWorkout,
  setLeaderboardSettings,
  snap,
  test,
  type TestUser,
  toasts,
} from './fixtures';
import { aroundMidnight, benchDay } from './seed-tracking';

// Issue 10's screens: the dashboard's progression card and weekly leaders, the Leaderboard page,
// the Profile's leaderboard settings and the level-up celebration. The boards are everyone's: a
// full run has other tests' users on them, so each test makes its own people stand out (the most
// XP a day allows) or reads its own row, and hides the rivals it made once it is done.

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Ten exercises and two hours: the most one workout earns (DESIGN §6: 25 + 5·10 + 120). */
const bigWorkout = (minutesShort = 0) => ({
  name: 'Long Session',
  type: 'mixed' as const,
  duration: (120 - minutesShort) * 60,
  exercises: Array.from({ length: 10 }, (_, i) => ({ name: `Move ${i + 1}`, sets: 1, reps: 10 })),
});
const BIG_WORKOUT_XP = 195;

/**
 * Three goals that track workouts, one workout each: the next workout logged fills them (issue
 * 26 §5: only a goal that tracks itself, filled by activity logged after it was set, earns XP).
 */
async function seedGoalsToFill(api: APIRequestContext, userId: string) {
  for (let i = 0; i < 3; i++) {
    await seedGoal(api, userId, {
      title: `One more ${i + 1}`,
      targetValue: 1,
      unit: 'workouts',
      tracking: 'workouts',
    });
  }
}

/**
 * The most XP any 24 hours give (DESIGN §6, issues 10 and 25): five full workouts and three goals
 * reaching 100 % is 1,275 XP; `short` minutes are taken off the last workout to order people.
 */
async function earnDayMaximum(api: APIRequestContext, userId: string, short = 0) {
  await seedGoalsToFill(api, userId);
  for (let i = 0; i < 5; i++) await seedWorkout(api, userId, bigWorkout(i === 4 ? short : 0));
  return 5 * BIG_WORKOUT_XP + 300 - short;
}

async function getJson<T>(api: APIRequestContext, url: string): Promise<T> {
  const res = await api.get(url);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** A name nobody else in the run has, so a row can be found by it on a shared board. */
const uniqueName = (first: string) => `${first} ${Math.random().toString(36).slice(2, 7)}`;

const rowOf = (list: Locator, name: string) => list.getByRole('listitem').filter({ hasText: name });

test.describe('Dashboard progression card (SPEC §2, §9)', () => {
  test('shows the level, title, XP bar and streak the server works out', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true, firstName: 'Ada' });
    await page.goto('/');
    const card = region(page, 'Your Level');
    await expect(card.getByText('Level 1', { exact: true })).toBeVisible();
    await expect(card.getByText('Rookie')).toBeVisible();
    await expect(card.getByText('No streak yet')).toBeVisible();
    await expect(card.getByText('100 XP to level 2')).toBeVisible();

    // Push Day: 2 exercises, 45 minutes → 25 + 10 + 45 = 80 XP (DESIGN §6).
    await seedWorkout(page.request, user.id, benchDay());
    const progression = await getJson<Progression>(page.request, '/api/progression/me');
    expect(progression).toMatchObject({ totalXp: 80, currentLevel: 1, workoutStreak: 1 });
    await page.reload();
    await expect(card.getByText('80', { exact: true })).toBeVisible();
    await expect(card.getByText('/ 100 XP')).toBeVisible();
    await expect(card.getByText('20 XP to level 2')).toBeVisible();
    await expect(card.getByText('1-day streak')).toBeVisible();
    const bar = card.getByRole('progressbar', { name: 'XP toward level 2' });
    await expect(bar).toHaveAttribute('aria-valuenow', '80');
    await expect(bar).toHaveAttribute('aria-valuetext', '80 of 100 XP');
    await expectAccessible(page);
  });

  test('says so when it cannot load, and tries again', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    await page.route('**/api/progression/me', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto('/');
    const card = region(page, 'Your Level');
    await expect(card.getByRole('alert')).toHaveText(/We couldn't load your level and XP/);
    await page.unroute('**/api/progression/me');
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(card.getByText('Rookie')).toBeVisible();
  });
});

test.describe('Weekly leaders preview (SPEC §2 Dashboard)', () => {
  test("shows the top 3, then the user's own row when they rank below them", async ({
    page,
    createUser,
    createOtherUser,
  }) => {
    const me = await createUser({ onboarded: true, firstName: 'Ada', lastName: 'Preview' });
    await seedWorkout(page.request, me.id, benchDay());
    const rivals: { user: TestUser; api: APIRequestContext; name: string; xp: number }[] = [];
    for (const short of [0, 1, 2]) {
      const name = uniqueName('Rival');
      const [firstName, lastName] = name.split(' ');
      const { user, api } = await createOtherUser({ onboarded: true, firstName, lastName });
      rivals.push({ user, api, name, xp: await earnDayMaximum(api, user.id, short) });
    }
    try {
      await page.goto('/');
      const leaders = region(page, 'Weekly Leaders');
      const top = leaders.getByRole('list', { name: 'Top 3 this week' });
      await expect(top.getByRole('listitem')).toHaveCount(3);
      for (const [i, rival] of rivals.entries()) {
        const row = top.getByRole('listitem').nth(i);
        await expect(row).toContainText(rival.name);
        await expect(row).toContainText(`${rival.xp.toLocaleString('en-US')} XP`);
        await expect(row.getByText('You', { exact: true })).toHaveCount(0);
      }
      // The leader's avatar shows their initials. Read in the leader's own row and whole: the
      // random last names can share a first letter, or hold the two letters, across rows.
      const initials = rivals[0]!.name
        .split(' ')
        .map((p) => p[0]!.toUpperCase())
        .join('');
      await expect(top.getByRole('listitem').first().getByText(initials, { exact: true })).toBeVisible(); // prettier-ignore

      const own = leaders.getByRole('list', { name: 'Your rank' }).getByRole('listitem');
      await expect(own).toContainText('Ada Preview');
      await expect(own).toContainText('80 XP');
      await expect(own.getByText('You', { exact: true })).toBeVisible();
      await expect(own).toHaveAttribute('aria-current', 'true');
      const rank = Number((await own.locator('span').first().textContent())!.replace(/\D/g, ''));
      expect(rank).toBeGreaterThan(3);
      const preview = await getJson<LeaderboardPreview>(page.request, '/api/leaderboard/weekly_xp/preview'); // prettier-ignore
      expect(preview.topUsers.map((u) => u.displayName)).toEqual(rivals.map((r) => r.name));
      // Entries carry an id of this board, never the account id (issue 25).
      const accounts = [me.id, ...rivals.map((r) => r.user.id)];
      expect(preview.topUsers.some((u) => accounts.includes(u.userId))).toBe(false);

      await expect(leaders.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/leaderboard'); // prettier-ignore
      await leaders.scrollIntoViewIfNeeded();
      await snap(page, 'dashboard-weekly-leaders');
      await expectAccessible(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await snap(page, 'dashboard-weekly-leaders-dark');
      await expectAccessible(page);
      await page.emulateMedia({ colorScheme: 'light' });

      await leaders.getByRole('link', { name: 'See Details' }).click();
      await expect(page).toHaveURL('/leaderboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    } finally {
      for (const r of rivals) await setLeaderboardSettings(r.api, { leaderboardVisible: false });
    }
  });

  test('says when it cannot load and when nobody is on the board', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    const url = '**/api/leaderboard/weekly_xp/preview';
    await page.route(url, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/');
    const leaders = region(page, 'Weekly Leaders');
    await expect(leaders.getByRole('alert')).toHaveText(/Failed to load leaderboard/);
    await snap(page, 'dashboard-weekly-leaders-error');

    // A run always has someone on the board, so its empty answer is made here.
    await page.unroute(url);
    await page.route(url, (route) =>
      route.fulfill({ json: { type: 'weekly_xp', topUsers: [], userRank: null } }),
    );
    await leaders.getByRole('button', { name: 'Try again' }).click();
    await expect(leaders.getByText('No participants yet')).toBeVisible();
    await expect(leaders.getByRole('link', { name: 'See Details' })).toHaveAttribute('href', '/leaderboard'); // prettier-ignore
  });
});

test.describe('Leaderboard page (SPEC §2)', () => {
  test('summary, your rank with its percentile, four tabs and your row highlighted', async ({
    page,
    createUser,
    createOtherUser,
  }) => {
    const myName = uniqueName('Grace');
    const [firstName, lastName] = myName.split(' ');
    const me = await createUser({ onboarded: true, firstName, lastName });
    // Yesterday's workout (logged today) and today's make a 2-day streak; 1,270 XP in all.
    await seedGoalsToFill(page.request, me.id);
    await seedWorkout(page.request, me.id, {
      ...bigWorkout(5),
      completedAt: aroundMidnight('UTC', 0, -60),
    });
    for (let i = 0; i < 4; i++) await seedWorkout(page.request, me.id, bigWorkout());
    const rivalName = uniqueName('Rival');
    const [rf, rl] = rivalName.split(' ');
    const rival = await createOtherUser({ onboarded: true, firstName: rf, lastName: rl });
    await earnDayMaximum(rival.api, rival.user.id);

    try {
      await page.goto('/leaderboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      const tabs = page.getByRole('tablist', { name: 'Leaderboards' });
      await expect(tabs.getByRole('tab')).toHaveText([
        'Total XP',
        'Level',
        'Longest Streak',
        'Weekly XP',
      ]);
      await expect(tabs.getByRole('tab', { name: 'Total XP' })).toHaveAttribute('aria-selected', 'true'); // prettier-ignore

      // Summary cards: the leader and their score; the number of people ranked.
      const summary = (label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd'); // prettier-ignore
      await expect(summary('Current Leader')).toHaveText(rivalName);
      await expect(summary('Leading Score')).toHaveText('1,275 XP');
      await expect(summary('Participants')).toHaveText(/^[\d,]+$/);

      // Second behind the rival; the percentile is SPEC §9's, of the total the badge shows.
      const banner = page.getByRole('region', { name: 'Your rank' });
      await expect(banner).toContainText('Your Rank: #2');
      const badge = banner.getByText(/^[\d,]+ users?$/);
      const total = Number((await badge.textContent())!.replace(/\D/g, ''));
      await expect(banner).toContainText(`Better than ${percentile(2, total)}% of users`);

      const list = page.getByRole('list', { name: 'Total XP leaderboard' });
      const first = list.getByRole('listitem').first();
      await expect(first).toContainText(rivalName);
      await expect(first).toContainText('Champion');
      await expect(first).toContainText('1,275 XP');
      const mine = list.getByRole('listitem').nth(1);
      await expect(mine).toContainText(myName);
      await expect(mine).toContainText('Runner-up');
      await expect(mine).toContainText('1,270 XP');
      await expect(mine.getByText('You', { exact: true })).toBeVisible();
      await expect(mine).toHaveAttribute('aria-current', 'true');
      await expect(list.locator('[aria-current]')).toHaveCount(1);
      await expect(page.getByText(/^Last updated \d{1,2}:\d{2}:\d{2}\s[AP]M$/)).toBeVisible();
      await snap(page, 'leaderboard');
      await snap(page, 'leaderboard-full', { fullPage: true });
      await expectAccessible(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await snap(page, 'leaderboard-dark');
      await expectAccessible(page);
      await page.emulateMedia({ colorScheme: 'light' });

      // The tabs are Radix tabs: arrow keys move between them and show that board.
      await tabs.getByRole('tab', { name: 'Total XP' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: 'Level' })).toHaveAttribute('aria-selected', 'true'); // prettier-ignore
      const levels = page.getByRole('list', { name: 'Level leaderboard' });
      // 1,270 XP and 1,275 XP are both level 4 (900–1,599): a tie.
      await expect(rowOf(levels, myName)).toContainText('Level 4');
      await expect(rowOf(levels, rivalName)).toContainText('Level 4');
      await expect(summary('Leading Score')).toHaveText(/^Level \d+$/);

      await tabs.getByRole('tab', { name: 'Longest Streak' }).click();
      const streaks = page.getByRole('list', { name: 'Longest Streak leaderboard' });
      await expect(rowOf(streaks, myName)).toContainText('2 days');
      await expect(rowOf(streaks, myName).getByText('You', { exact: true })).toBeVisible();

      await tabs.getByRole('tab', { name: 'Weekly XP' }).click();
      const weekly = page.getByRole('list', { name: 'Weekly XP leaderboard' });
      await expect(rowOf(weekly, myName)).toContainText('1,270 XP');
      await expect(rowOf(weekly, rivalName)).toContainText('1,275 XP');
      await expect(banner).toContainText('Your Rank: #2');
      const board = await getJson<Leaderboard>(page.request, '/api/leaderboard/weekly_xp');
      expect(board.userRank).toMatchObject({ isCurrentUser: true, rank: 2, value: 1270 });
      expect(board.userRank!.userId).not.toBe(me.id);

      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('aria-current', 'page'); // prettier-ignore
    } finally {
      await setLeaderboardSettings(rival.api, { leaderboardVisible: false });
    }
  });

  test('a skeleton while loading, a board with nobody on it, and a board that fails', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    // Held until looked at: five skeleton rows (SPEC §9).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/leaderboard/xp', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/leaderboard');
    const loading = page.getByRole('tabpanel').locator('ul[aria-busy="true"] > li');
    await expect(loading).toHaveCount(5);
    await snap(page, 'leaderboard-loading');
    release();
    await expect(page.getByRole('list', { name: 'Total XP leaderboard' })).toBeVisible();

    // A run always has someone with a streak, so the empty board is the server's answer emptied.
    await page.route('**/api/leaderboard/streak', async (route) => {
      const real = (await (await route.fetch()).json()) as Leaderboard;
      await route.fulfill({ json: { ...real, entries: [], totalUsers: 0, userRank: null } });
    });
    await page.getByRole('tab', { name: 'Longest Streak' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('No participants yet')).toBeVisible();
    await expect(panel.getByText('Be the first to join the leaderboard!')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Log a Workout' })).toHaveAttribute('href', '/workouts?new=1'); // prettier-ignore
    await expect(page.locator('dl > div').filter({ hasText: 'Current Leader' })).toContainText('No Leader'); // prettier-ignore
    await expect(page.getByRole('region', { name: 'Your rank' })).toHaveCount(0);
    await snap(page, 'leaderboard-empty');
    await expectAccessible(page);

    await page.route('**/api/leaderboard/level', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.getByRole('tab', { name: 'Level' }).click();
    const alert = page.getByRole('tabpanel').getByRole('alert');
    await expect(alert).toContainText('Failed to load leaderboard data');
    await expect(alert).toContainText('Please try again later');
    await snap(page, 'leaderboard-error');
    await page.unroute('**/api/leaderboard/level');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'Level leaderboard' })).toBeVisible();
  });
});

test.describe('Leaderboard settings (SPEC §2 Profile, §4, §8)', () => {
  test('visibility saves at once and takes the user off every board, and back', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true, firstName: 'Hedy', lastName: 'Lamarr' });
    await seedWorkout(page.request, user.id, benchDay());
    await page.goto('/profile');
    const card = region(page, 'Leaderboard Settings');
    const visible = card.getByRole('switch', { name: 'Show me on leaderboards' });
    await expect(visible).toBeChecked();
    await expect(card.getByRole('link', { name: 'View Leaderboards' })).toBeVisible();
    await expect(card.getByText(/never your workouts/)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'profile-leaderboard-settings');
    await expectAccessible(page);

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/leaderboard/settings'));
    await visible.click();
    expect((await saved).request().postDataJSON()).toEqual({ leaderboardVisible: false });
    await expect(toasts(page).getByText('Settings Updated')).toBeVisible();
    await expect(
      toasts(page).getByText('Your leaderboard settings have been saved successfully.'),
    ).toBeVisible();
    await expect(visible).not.toBeChecked();
    await expect(card.getByRole('link', { name: 'View Leaderboards' })).toHaveCount(0);
    await snap(page, 'profile-leaderboard-hidden');
    for (const type of ['xp', 'level', 'streak', 'weekly_xp']) {
      const board = await getJson<Leaderboard>(page.request, `/api/leaderboard/${type}`);
      expect(board.userRank).toBeNull();
      expect(board.entries.some((e) => e.isCurrentUser)).toBe(false);
    }
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    const leaders = region(page, 'Weekly Leaders');
    await expect(leaders.getByRole('listitem').first()).toBeVisible();
    await expect(leaders.getByText('You', { exact: true })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click(); // prettier-ignore
    await expect(page.getByRole('list', { name: 'Total XP leaderboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your rank' })).toHaveCount(0);

    // Back on, from the keyboard; the board counts the user again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click(); // prettier-ignore
    await visible.focus();
    await page.keyboard.press('Space');
    await expect(visible).toBeChecked();
    await expect(card.getByRole('link', { name: 'View Leaderboards' })).toBeVisible();
    const board = await getJson<Leaderboard>(page.request, '/api/leaderboard/xp');
    expect(board.userRank).toMatchObject({ isCurrentUser: true, value: 80 });
    await card.getByRole('link', { name: 'View Leaderboards' }).click();
    await expect(page.getByRole('region', { name: 'Your rank' })).toContainText('Your Rank: #');
  });

  test('a refused save says so and leaves the switch as it was', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    await page.route('**/api/leaderboard/settings', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto('/profile');
    const card = region(page, 'Leaderboard Settings');
    const visible = card.getByRole('switch', { name: 'Show me on leaderboards' });
    await visible.click();
    await expect(toasts(page).getByText('Update Failed')).toBeVisible();
    await expect(
      toasts(page).getByText('Failed to update leaderboard settings. Please try again.'),
    ).toBeVisible();
    await expect(visible).toBeChecked();
    await expect(card.getByRole('link', { name: 'View Leaderboards' })).toBeVisible();
  });

  test('the display name saves a second after leaving the field, never when too short or unchanged', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true, firstName: 'Ada', lastName: 'Lovelace' });
    await seedWorkout(page.request, user.id, benchDay());
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/leaderboard/settings')) {
        sent.push(r.postDataJSON());
      }
    });
    // The page's own timers run until it has loaded; then time moves only when the test says.
    await page.clock.install();
    await page.goto('/profile');
    const card = region(page, 'Leaderboard Settings');
    const field = card.getByLabel('Display name');
    await expect(field).toHaveValue('');
    await page.clock.pauseAt(Date.now() + 1_000);

    // One character: the rule under the field, and nothing is sent, however long one waits.
    await field.fill('A');
    await field.press('Tab');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Display name must be at least 2 characters/);
    await snap(page, 'profile-display-name-error');
    await page.clock.runFor(5_000);

    // A good name: sent one second after the field is left, not before.
    await field.fill('  Countess  ');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await field.press('Tab');
    await page.clock.runFor(999);
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith('/api/leaderboard/settings'),
    );
    await page.clock.runFor(1);
    expect((await put).postDataJSON()).toEqual({ displayName: 'Countess' });
    await page.clock.resume();
    await expect(toasts(page).getByText('Settings Updated')).toBeVisible();
    await expect(field).toHaveValue('Countess');
    await expect(page.getByRole('heading', { level: 2, name: 'Countess' })).toBeVisible();
    expect(sent).toEqual([{ displayName: 'Countess' }]);

    // Leaving it unchanged sends nothing either. (The page's clock is ahead of ours by now.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await field.focus();
    await field.press('Tab');
    await page.clock.runFor(5_000);
    await page.clock.resume();

    // Shown on the boards and in the header at once.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('banner').getByText('Countess')).toBeVisible();
    const leaders = region(page, 'Weekly Leaders');
    await expect(leaders.getByRole('listitem').filter({ hasText: 'You' })).toContainText(
      'Countess',
    );
    const board = await getJson<Leaderboard>(page.request, '/api/leaderboard/xp');
    expect(board.userRank?.displayName).toBe('Countess');

    // Emptied with Enter (at once): the board and the profile use the user's own name again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click(); // prettier-ignore
    await field.fill('');
    await field.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    expect(sent).toEqual([{ displayName: 'Countess' }, { displayName: null }]);
    const after = await getJson<Leaderboard>(page.request, '/api/leaderboard/xp');
    expect(after.userRank?.displayName).toBe('Ada Lovelace');
  });

  test('a name left less than a second before leaving the page is still saved', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true, firstName: 'Ada' });
    await page.clock.install();
    await page.goto('/profile');
    const field = region(page, 'Leaderboard Settings').getByLabel('Display name');
    await expect(field).toHaveValue('');
    await page.clock.pauseAt(Date.now() + 1_000);
    await field.fill('On My Way');
    await field.press('Tab');
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith('/api/leaderboard/settings'),
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    expect((await put).postDataJSON()).toEqual({ displayName: 'On My Way' });
    await page.clock.resume();
    await expect(toasts(page).getByText('Settings Updated')).toBeVisible();
    await expect(page.getByRole('banner').getByText('On My Way')).toBeVisible();
  });

  test('inputs are disabled while a save is in flight', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/leaderboard/settings', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profile');
    const card = region(page, 'Leaderboard Settings');
    const visible = card.getByRole('switch', { name: 'Show me on leaderboards' });
    await visible.click();
    await expect(visible).toBeDisabled();
    await expect(card.getByLabel('Display name')).toBeDisabled();
    await expect(visible).not.toBeChecked();
    release();
    await expect(toasts(page).getByText('Settings Updated')).toBeVisible();
    await expect(visible).toBeEnabled();
    await expect(card.getByLabel('Display name')).toBeEnabled();
  });
});

test.describe('Level-up celebration (issue 10)', () => {
  async function logSquats(page: Page) {
    await page.getByRole('button', { name: /^(New workout|Log a workout)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New workout' });
    await dialog.getByLabel('Workout name').fill('Squats');
    const first = dialog.getByRole('listitem', { name: 'Exercise 1' });
    await first.getByLabel('Exercise name').fill('Squats');
    await first.getByLabel('Set 1 reps', { exact: true }).fill('20');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog).toBeHidden();
  }

  test('a toast names the new level the moment a workout reaches it, wherever it is logged', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await seedWorkout(page.request, user.id, benchDay()); // 80 XP, level 1
    // The signed-in frame's first read is its baseline, not a level-up.
    const baseline = page.waitForResponse((r) => r.url().endsWith('/api/progression/me'));
    await page.goto('/workouts');
    await expect(page.getByRole('heading', { level: 1, name: 'Workouts' })).toBeVisible();
    await baseline;
    await expect(toasts(page).getByText('Level up!')).toHaveCount(0);

    // One exercise, no duration: 30 XP → 110 XP, level 2 (Trainee). The save's own toast first
    // (one toast at a time, SPEC §9), then the level-up's.
    await logSquats(page);
    await expect(toasts(page).getByText('Workout Created', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Level up!')).toBeVisible();
    await expect(toasts(page).getByText('You reached Level 2 · Trainee. Keep it going!')).toBeVisible(); // prettier-ignore
    // Reduced motion (this suite's setting): the toast alone, no burst.
    await expect(page.locator('[data-celebration]')).toHaveCount(0);
    await snap(page, 'level-up-toast');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    const card = region(page, 'Your Level');
    await expect(card.getByText('Level 2', { exact: true })).toBeVisible();
    await expect(card.getByText('Trainee')).toBeVisible();
    await expect(card.getByText('290 XP to level 3')).toBeVisible();

    // Loading the page afresh at level 2 is not a level-up.
    await page.reload();
    await expect(card.getByText('Trainee')).toBeVisible();
    await expect(toasts(page).getByText('Level up!')).toHaveCount(0);
  });

  test('with motion allowed, a short burst plays with the toast and then goes', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await seedWorkout(page.request, user.id, bigWorkout());
    await seedWorkout(page.request, user.id, bigWorkout()); // 390 XP, level 2
    const baseline = page.waitForResponse((r) => r.url().endsWith('/api/progression/me'));
    await page.goto('/workouts');
    await baseline;
    // Watched from inside the page, as the burst lasts about a second.
    const burst = page.locator('[data-celebration="level-up"][aria-hidden="true"]');
    const burstSeen = burst.waitFor({ state: 'attached' });
    await logSquats(page); // 420 XP, level 3
    await burstSeen;
    await snap(page, 'level-up-burst');
    await expect(burst).toHaveCount(0);
    await expect(toasts(page).getByText('You reached Level 3 · Trainee. Keep it going!')).toBeVisible(); // prettier-ignore
  });
});
