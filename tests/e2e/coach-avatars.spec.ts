import type { APIRequestContext, Page } from '@playwright/test';
import { defaultConfigFor } from '../../src/shared/avatar-looks';
import { COACH_PROFILES, coachFirstName } from '../../src/shared/coaches';
import { EXPRESSIONS, type AvatarConfig } from '../../src/shared/schemas/avatar';
import { expect, fromApp, snap, test } from './fixtures';
import { installSpeechStandIn } from './speech-stand-in';

/** The sandbox plan change (no payment): tier 2 is the Coach plan, with every coach. */
async function chooseCoachPlan(api: APIRequestContext) {
  const res = await api.post('/api/create-subscription', {
    data: { tierId: 2, discountCode: null },
    headers: fromApp(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function saveAvatar(api: APIRequestContext, avatarConfig: AvatarConfig) {
  const res = await api.post('/api/joey-avatar', { data: { avatarConfig }, headers: fromApp() });
  expect(res.status(), await res.text()).toBe(200);
}

const hero = (page: Page) => page.locator('section[aria-labelledby="coach-greeting"]');

/** The dashboard, freshly loaded, once its hero draws the saved coach. */
async function openHero(page: Page, config: AvatarConfig) {
  await page.goto('/');
  const coach = hero(page).locator(
    `svg[data-coach="${config.selectedAvatar}"][data-expression="${config.expression}"]`,
  );
  await expect(coach).toBeVisible();
  const firstName = coachFirstName(COACH_PROFILES.find((p) => p.id === config.selectedAvatar)!);
  await expect(hero(page).getByText(`${firstName} · your coach`)).toBeVisible();
}

// Issue 14: the six coaches, each in its own default look, in every expression, are drawn where
// the user meets them (the dashboard hero) from the saved config. Screenshots to look at.
test.describe('The six coaches (issue 14)', () => {
  test('each coach in each expression, drawn from the saved config', async ({
    page,
    createUser,
  }) => {
    test.setTimeout(240_000);
    await createUser({ onboarded: true });
    await chooseCoachPlan(page.request);
    for (const { id } of COACH_PROFILES) {
      for (const expression of EXPRESSIONS) {
        const config = { ...defaultConfigFor(id), expression };
        await saveAvatar(page.request, config);
        await openHero(page, config);
        await snap(page, `coach-${id}-${expression}`);
      }
    }
  });

  test('the coaches in the dark theme', async ({ page, createUser }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    await createUser({ onboarded: true });
    await chooseCoachPlan(page.request);
    for (const { id } of COACH_PROFILES) {
      const config = defaultConfigFor(id);
      await saveAvatar(page.request, config);
      await openHero(page, config);
      await snap(page, `coach-${id}-dark`);
    }
  });

  test('a restyled coach is drawn as saved', async ({ page, createUser }) => {
    await createUser({ onboarded: true });
    const config: AvatarConfig = {
      ...defaultConfigFor('joey1'),
      style: 'calm',
      skinTone: 'dark',
      hairStyle: 'long',
      hairColor: 'red',
      eyeColor: 'green',
      outfit: 'yoga',
      accessory: 'glasses',
      expression: 'proud',
    };
    await saveAvatar(page.request, config);
    await openHero(page, config);
    await snap(page, 'coach-joey1-restyled');
  });
});

// The session's coach talks while it speaks (issue 14): by itself where the engine sends no word
// boundaries, word by word where it does; never moving when the user asked for reduced motion.
test.describe('The coach talks while speaking (issue 14)', () => {
  // The drawn coach, not the card's other icons (its "thinking" spinner is an svg too).
  const sessionCoach = (page: Page) =>
    page.getByRole('region', { name: 'Joey, your coach' }).locator('svg[data-coach]');

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`without word boundaries, reduced motion ${reducedMotion}`, async ({
      page,
      createUser,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await installSpeechStandIn(page, { speakMs: 1500 });
      await createUser({ onboarded: true });
      await page.goto('/workout-session');
      await expect(sessionCoach(page).locator('[data-talking]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Start Workout', exact: true }).click();
      const talking = sessionCoach(page).locator('[data-talking="loop"]');
      await expect(talking).toBeAttached();
      await expect(sessionCoach(page)).toHaveAttribute('data-expression', 'excited');
      if (reducedMotion === 'reduce') await expect(talking).toBeHidden();
      else await expect(talking).toBeVisible();
    });
  }

  test('word by word with the engine’s boundaries', async ({ page, createUser }) => {
    await installSpeechStandIn(page, { speakMs: 1500 });
    // The stand-in's engine, sending a word boundary every 200 ms while it speaks.
    await page.addInitScript(() => {
      const speak = speechSynthesis.speak.bind(speechSynthesis);
      speechSynthesis.speak = (u) => {
        speak(u);
        const word = setInterval(() => u.onboundary?.({ name: 'word' } as never), 200);
        setTimeout(() => clearInterval(word), 1400);
      };
    });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await createUser({ onboarded: true });
    await page.goto('/workout-session');
    await page.getByRole('button', { name: 'Start Workout', exact: true }).click();
    await expect(sessionCoach(page).locator('[data-talking="open"]')).toBeVisible();
  });
});
