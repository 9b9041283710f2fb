import type { Page } from '@playwright/test';
import { expect, expectAccessible, seedWorkout, snap, test, type TestUser } from './fixtures';

/** "Workout 001" … : names that sort as the list does, newest first. */
const nameOf = (i: number) => `Workout ${String(i + 1).padStart(3, '0')}`;

/**
 * `count` workouts through the API with the user's own cookie, an hour apart (the first the
 * newest), ten requests at a time.
 */
async function seedWorkouts(page: Page, user: TestUser, count: number) {
  const newest = Date.now() - 60_000;
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, k) => start + k);
    await Promise.all(
      batch.map((i) =>
        seedWorkout(page.request, user.id, {
          name: nameOf(i),
          type: 'cardio',
          completedAt: new Date(newest - i * 3_600_000).toISOString(),
          exercises: [{ name: 'Running', sets: 1, duration: 600 }],
        }),
      ),
    );
  }
}

const cards = (page: Page) => page.getByRole('article');
const shownCount = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
const loadMore = (page: Page) => page.getByRole('button', { name: /^Load(ing)? more/ });

test.describe('Workouts screen, 20 at a time (issue 9)', () => {
  let user: TestUser;
  test.beforeEach(async ({ createUser }) => {
    user = await createUser({ onboarded: true, firstName: 'Ada' });
  });

  test('pages through 100 workouts with Load more until all show, newest first', async ({
    page,
  }) => {
    await seedWorkouts(page, user, 100);
    await page.goto('/workouts');
    await expect(page.getByText('100 workouts logged')).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    await expect(shownCount(page)).toHaveText('Showing 20 of 100 workouts');
    await loadMore(page).scrollIntoViewIfNeeded();
    await snap(page, 'workouts-load-more');
    await expectAccessible(page);

    // Each time the focus moves to the first new workout, where reading carries on.
    for (const shown of [40, 60, 80]) {
      await loadMore(page).click();
      await expect(cards(page)).toHaveCount(shown);
      await expect(shownCount(page)).toHaveText(`Showing ${shown} of 100 workouts`);
      await expect(page.getByRole('heading', { name: nameOf(shown - 20) })).toBeFocused();
    }
    await loadMore(page).press('Enter');
    await expect(cards(page)).toHaveCount(100);
    await expect(shownCount(page)).toHaveText('Showing all 100 workouts');
    await expect(loadMore(page)).toHaveCount(0);
    // The button went away, but the focus was not dropped with it.
    await expect(page.getByRole('heading', { name: nameOf(80) })).toBeFocused();
    await snap(page, 'workouts-all-loaded');

    const titles = await cards(page).locator('h3').allTextContents();
    expect(titles).toEqual(Array.from({ length: 100 }, (_, i) => nameOf(i)));
  });

  test('Load more says it is loading and asks once however often it is pressed', async ({
    page,
  }) => {
    await seedWorkouts(page, user, 25);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(`**/api/workouts/${user.id}/page?*`, async (route) => {
      asked.push(route.request().url());
      if (route.request().url().includes('cursor=')) await held;
      await route.continue();
    });
    await page.goto('/workouts');
    await expect(cards(page)).toHaveCount(20);
    await loadMore(page).click();
    const busy = page.getByRole('button', { name: 'Loading more…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toBeFocused();
    await expect(busy.locator('svg')).toBeVisible();
    // Playwright will not press an aria-disabled button unless forced; a person still can.
    await busy.click({ force: true });
    await busy.press('Enter');
    await snap(page, 'workouts-loading-more');
    release();
    await expect(cards(page)).toHaveCount(25);
    await expect(shownCount(page)).toHaveText('Showing all 25 workouts');
    expect(asked.filter((url) => url.includes('cursor='))).toHaveLength(1);
  });

  test('a delete refreshes every loaded page, and a failed page can be asked again', async ({
    page,
  }) => {
    await seedWorkouts(page, user, 45);
    await page.goto('/workouts');
    await loadMore(page).click();
    await expect(shownCount(page)).toHaveText('Showing 40 of 45 workouts');

    // One on the second page: the list refetches both pages and stays 40 long.
    const target = cards(page).filter({ hasText: nameOf(30) });
    await target.getByRole('button', { name: `Delete ${nameOf(30)}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete workout' }).click();
    await expect(target).toHaveCount(0);
    await expect(shownCount(page)).toHaveText('Showing 40 of 44 workouts');
    await expect(page.getByText('44 workouts logged')).toBeVisible();
    await expect(cards(page).locator('h3').last()).toHaveText(nameOf(40));

    await page.route(`**/api/workouts/${user.id}/page?*cursor=*`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await loadMore(page).click();
    await expect(
      page.getByRole('alert').getByText("We couldn't load more workouts."),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(40);
    await page.unroute(`**/api/workouts/${user.id}/page?*cursor=*`);
    await loadMore(page).click();
    await expect(shownCount(page)).toHaveText('Showing all 44 workouts');
    await expect(page.getByRole('alert')).toHaveCount(0);

    const res = await page.request.get(`/api/workouts/${user.id}/page?limit=1`);
    expect((await res.json()).total).toBe(44);
  });
});
