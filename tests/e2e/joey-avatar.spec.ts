import type { APIRequestContext, Page } from '@playwright/test';
import type { AvatarConfig } from '../../src/shared/schemas/avatar';
import { expect, expectAccessible, fromApp, snap, test, toasts } from './fixtures';
import { installSpeechStandIn, utterances } from './speech-stand-in';

const SPEC_DEFAULTS = {
  selectedAvatar: 'joey1',
  style: 'friendly',
  skinTone: 'medium',
  hairStyle: 'short',
  hairColor: 'brown',
  eyeColor: 'blue',
  outfit: 'athletic',
  accessory: 'none',
  expression: 'encouraging',
};

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const coachGrid = (page: Page) => page.getByRole('group', { name: 'Choose your coach' });
const option = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true });
const voiceCard = (page: Page) => page.getByRole('region', { name: 'Voice' });

async function savedAvatar(api: APIRequestContext, userId: string): Promise<AvatarConfig> {
  const res = await api.get(`/api/joey-avatar/${userId}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AvatarConfig;
}

async function saveAvatar(api: APIRequestContext, avatarConfig: Partial<AvatarConfig>) {
  return api.post('/api/joey-avatar', {
    data: { avatarConfig: { ...SPEC_DEFAULTS, voiceName: null, ...avatarConfig } },
    headers: fromApp(),
  });
}

/** The sandbox plan change (no payment): tier 1 Free, 2 Coach. */
async function choosePlan(api: APIRequestContext, tierId: number) {
  const res = await api.post('/api/create-subscription', {
    data: { tierId, discountCode: null },
    headers: fromApp(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function openCustomizer(page: Page) {
  await page.goto('/joey-avatar');
  await expect(page.getByRole('heading', { level: 1, name: 'Customize Joey' })).toBeVisible();
  await expect(preview(page)).toBeVisible();
}

test.describe('Customize Joey (SPEC §2, issue 14)', () => {
  test('shows a skeleton, then the saved look with the way back to the profile', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/joey-avatar/*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/joey-avatar');
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading your coach…' }),
    ).toBeAttached();
    await snap(page, 'joey-avatar-loading');
    release();
    await expect(preview(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  test('customising: a new hair style and expression show in the preview and stay saved', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await openCustomizer(page);
    const save = preview(page).getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await expect(preview(page).getByRole('status')).toHaveText('Saved');
    await expect(
      preview(page).getByRole('img', { name: 'Joey, friendly style, encouraging expression' }),
    ).toBeVisible();
    await expect(option(page, 'Expression', 'Encouraging')).toBeChecked();
    await expect(page.getByLabel('Hair style')).toHaveValue('short');
    await expect(coachGrid(page).getByRole('radio', { name: 'Joey - Athletic' })).toBeChecked();
    await snap(page, 'joey-avatar');
    await expectAccessible(page);
    const drawing = preview(page).getByRole('img');
    const before = await drawing.innerHTML();

    await page.getByLabel('Hair style').selectOption({ label: 'Curly' });
    await option(page, 'Expression', 'Excited').check();
    await expect(
      preview(page).getByRole('img', { name: 'Joey, friendly style, excited expression' }),
    ).toBeVisible();
    expect(await drawing.innerHTML()).not.toBe(before);
    await expect(preview(page).getByRole('status')).toHaveText('Unsaved changes');
    // Changed back, nothing is left to save.
    await option(page, 'Expression', 'Encouraging').check();
    await page.getByLabel('Hair style').selectOption('short');
    await expect(save).toBeDisabled();
    await page.getByLabel('Hair style').selectOption({ label: 'Curly' });
    await option(page, 'Expression', 'Excited').check();
    await snap(page, 'joey-avatar-edited');

    await save.click();
    await expect(toasts(page)).toContainText('Avatar Saved! 🎨');
    await expect(toasts(page)).toContainText("Joey's new look has been applied to your workouts!");
    await expect(save).toBeDisabled();
    expect(await savedAvatar(page.request, user.id)).toMatchObject({
      hairStyle: 'curly',
      expression: 'excited',
    });

    await page.reload();
    await expect(page.getByLabel('Hair style')).toHaveValue('curly');
    await expect(option(page, 'Expression', 'Excited')).toBeChecked();
    await expect(
      preview(page).getByRole('img', { name: 'Joey, friendly style, excited expression' }),
    ).toBeVisible();
    await snap(page, 'joey-avatar-options', { fullPage: true });

    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'joey-avatar-dark');
    await expectAccessible(page);
  });

  test('keyboard focus stays clear of the header and the preview, and a phone of 320 px fits', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await openCustomizer(page);
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const cover = document.querySelector('[aria-label="Preview"]')!;
        if (!el || el === document.body || el.closest('header, [aria-label="Preview"]'))
          return null;
        if (el.getAttribute('aria-label') === 'Voice command') return null;
        const r = el.getBoundingClientRect();
        return r.top < cover.getBoundingClientRect().bottom - 1 ? el.outerHTML.slice(0, 120) : null;
      });
      expect(hidden, `tab ${i} is behind the preview`).toBeNull();
    }

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/joey-avatar');
    await expect(preview(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await snap(page, 'joey-avatar-320');
    await page.getByLabel('Outfit').scrollIntoViewIfNeeded();
    await snap(page, 'joey-avatar-320-options');
  });

  test('resetting asks first, then saves the SPEC defaults and keeps the voice', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    const seeded = await saveAvatar(page.request, {
      hairStyle: 'ponytail',
      hairColor: 'red',
      accessory: 'headband',
      expression: 'proud',
      voiceName: 'Samantha',
    });
    expect(seeded.status(), await seeded.text()).toBe(200);
    await openCustomizer(page);
    await expect(page.getByLabel('Hair style')).toHaveValue('ponytail');

    const reset = page.getByRole('banner').getByRole('button', { name: 'Reset' });
    await reset.click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset Joey?' });
    await expect(dialog).toContainText('Your voice choice is kept.');
    await snap(page, 'joey-avatar-reset-confirm');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Hair style')).toHaveValue('ponytail');

    await reset.click();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(toasts(page)).toContainText('Avatar Reset');
    await expect(toasts(page)).toContainText('Joey has been reset to the default appearance.');
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Hair style')).toHaveValue('short');
    await expect(page.getByLabel('Accessory')).toHaveValue('none');
    await expect(option(page, 'Hair colour', 'Brown')).toBeChecked();
    await expect(option(page, 'Expression', 'Encouraging')).toBeChecked();
    await expect(reset).toBeDisabled();
    expect(await savedAvatar(page.request, user.id)).toEqual({
      ...SPEC_DEFAULTS,
      voiceName: 'Samantha',
    });
  });

  test('on Free, the other five coaches are locked and lead to the plans', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await openCustomizer(page);
    const grid = coachGrid(page);
    await expect(grid.getByRole('radio')).toHaveCount(6);
    await expect(grid.getByRole('radio', { name: 'Joey - Athletic' })).toBeEnabled();
    for (const name of ['Jone - Runner', 'JoAnn - Yoga', 'Jo - Cardio', 'Jose - Strength', 'Joe - Team Sports']) {
      await expect(grid.getByRole('radio', { name: `${name} (locked)` })).toBeDisabled();
    } // prettier-ignore
    const notice = page.getByRole('alert').filter({ hasText: 'Your Free plan includes Joey.' });
    await expect(notice.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await grid.scrollIntoViewIfNeeded();
    await snap(page, 'joey-avatar-locked');
    await expectAccessible(page);

    // Choosing Jone is refused: the card does not take the choice, and the server says no.
    await grid.getByText('Runner').click({ force: true });
    await expect(grid.getByRole('radio', { name: 'Joey - Athletic' })).toBeChecked();
    await expect(preview(page).getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    const refused = await saveAvatar(page.request, { selectedAvatar: 'jone' });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('Free plan');
    expect((await savedAvatar(page.request, user.id)).selectedAvatar).toBe('joey1');

    await notice.getByRole('link', { name: 'See plans' }).click();
    await expect(page).toHaveURL('/subscription');
  });

  test('on Coach, choosing Jone dresses the preview in her look and saves it', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await choosePlan(page.request, 2);
    await openCustomizer(page);
    const grid = coachGrid(page);
    await expect(grid.getByRole('radio', { name: /locked/ })).toHaveCount(0);
    await expect(page.getByText('See plans')).toHaveCount(0);

    await grid.getByRole('radio', { name: 'Jone - Runner' }).check();
    await expect(preview(page).getByRole('heading', { name: 'Jone · Runner' })).toBeVisible();
    await expect(page.getByLabel('Outfit')).not.toHaveValue('athletic');
    await grid.scrollIntoViewIfNeeded();
    await snap(page, 'joey-avatar-coach-plan');
    await preview(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page)).toContainText('Avatar Saved! 🎨');
    expect((await savedAvatar(page.request, user.id)).selectedAvatar).toBe('jone');

    await page.reload();
    await expect(coachGrid(page).getByRole('radio', { name: 'Jone - Runner' })).toBeChecked();
    await expect(preview(page).getByRole('heading', { name: 'Jone · Runner' })).toBeVisible();
  });

  test('a plan that lapsed: Joey coaches, and the saved coach returns with an upgrade', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    await choosePlan(page.request, 2);
    expect((await saveAvatar(page.request, { selectedAvatar: 'jose' })).status()).toBe(200);
    await choosePlan(page.request, 1);
    await openCustomizer(page);
    const grid = coachGrid(page);
    await expect(grid.getByRole('radio', { name: 'Joey - Athletic' })).toBeChecked();
    await expect(grid.getByRole('radio', { name: 'Jose - Strength (locked)' })).toBeDisabled();
    await expect(preview(page).getByRole('heading', { name: 'Joey · Athletic' })).toBeVisible();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Jose, your saved coach, returns when you upgrade.' });
    await expect(notice.getByRole('link', { name: 'See plans' })).toBeVisible();
    await grid.scrollIntoViewIfNeeded();
    await snap(page, 'joey-avatar-saved-coach');

    // Restyling Joey saves, and Jose stays saved for the upgrade.
    await option(page, 'Expression', 'Calm').check();
    await preview(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page)).toContainText('Avatar Saved! 🎨');
    expect(await savedAvatar(page.request, user.id)).toMatchObject({
      selectedAvatar: 'joey1',
      savedAvatar: 'jose',
      expression: 'calm',
    });

    await choosePlan(page.request, 2);
    await page.reload();
    await expect(coachGrid(page).getByRole('radio', { name: 'Jose - Strength' })).toBeChecked();
    await expect(preview(page).getByRole('heading', { name: 'Jose · Strength' })).toBeVisible();
    await expect(page.getByText('your saved coach')).toHaveCount(0);
  });
});

test.describe('Customize Joey: the voice (SPEC §2, §4, §5)', () => {
  test('lists English voices only, tests one in the coach’s voice and saves it', async ({
    page,
    createUser,
  }) => {
    await installSpeechStandIn(page);
    // A voice in another language, which the list must leave out (SPEC §5).
    await page.addInitScript(() => {
      const french = { name: 'Thomas', lang: 'fr-FR', default: false, localService: true, voiceURI: 'fr' }; // prettier-ignore
      const english = speechSynthesis.getVoices();
      speechSynthesis.getVoices = () => [...english, french as unknown as SpeechSynthesisVoice];
    });
    const user = await createUser({ onboarded: true });
    await openCustomizer(page);
    const voice = voiceCard(page);
    await expect(voice).toContainText(
      "Current voice: automatic — Daniel, one of Joey's preferred voices",
    );
    const select = voice.getByLabel('Device voice');
    await expect(select.getByRole('option')).toHaveText([
      'Automatic (Daniel)',
      'Daniel (en-GB) · Local',
      'Samantha (en-US) · Local · Default',
    ]);
    await expect(voice.getByRole('button', { name: 'Save Voice' })).toBeDisabled();

    await select.selectOption('Samantha');
    await voice.getByRole('button', { name: 'Test Voice' }).click();
    await expect
      .poll(() => utterances(page))
      .toEqual([
        {
          text: "Hi, I'm Joey, your energetic and encouraging coach. Let's get moving!",
          voice: 'Samantha',
          pitch: 1.1,
          rate: 1,
          volume: 1,
          overlapped: false,
        },
      ]);
    await voice.scrollIntoViewIfNeeded();
    await snap(page, 'joey-avatar-voice');
    await expectAccessible(page);

    await voice.getByRole('button', { name: 'Save Voice' }).click();
    await expect(toasts(page)).toContainText('Voice Saved');
    await expect(toasts(page)).toContainText('Joey will speak with Samantha.');
    await expect(voice).toContainText('Current voice: Samantha');
    expect((await savedAvatar(page.request, user.id)).voiceName).toBe('Samantha');

    await page.reload();
    await expect(voiceCard(page)).toContainText('Current voice: Samantha');
    await expect(voiceCard(page).getByLabel('Device voice')).toHaveValue('Samantha');

    // Back to the coach's own choice.
    await voiceCard(page).getByLabel('Device voice').selectOption('');
    await voiceCard(page).getByRole('button', { name: 'Save Voice' }).click();
    await expect(toasts(page)).toContainText('Joey will choose a voice on each device.');
    await expect(voiceCard(page)).toContainText('Current voice: automatic — Daniel');
  });

  test('voices that arrive late are listed, and a browser without speech says so', async ({
    page,
    createUser,
  }) => {
    // Voices load after the page, announced by voiceschanged (as Chrome does).
    await page.addInitScript(() => {
      const voices = [
        { name: 'Karen', lang: 'en-AU', default: true, localService: true, voiceURI: 'karen' },
      ];
      let loaded = false;
      speechSynthesis.getVoices = () => (loaded ? voices : []) as unknown as SpeechSynthesisVoice[];
      (window as unknown as { loadVoices: () => void }).loadVoices = () => {
        loaded = true;
        speechSynthesis.dispatchEvent(new Event('voiceschanged'));
      };
    });
    await createUser({ onboarded: true });
    await openCustomizer(page);
    const voice = voiceCard(page);
    await expect(voice).toContainText("No voices on this device yet, so Joey's words appear on screen."); // prettier-ignore
    await page.evaluate(() => (window as unknown as { loadVoices: () => void }).loadVoices());
    await expect(voice.getByLabel('Device voice').getByRole('option')).toHaveText([
      'Automatic (Karen)',
      'Karen (en-AU) · Local · Default',
    ]);
    await expect(voice).toContainText(
      "Current voice: automatic — Karen, this device's default English voice",
    );

    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'speechSynthesis');
      Reflect.deleteProperty(Window.prototype, 'speechSynthesis');
    });
    await page.reload();
    await expect(voiceCard(page).getByRole('heading', { name: 'Speech Not Supported' })).toBeVisible(); // prettier-ignore
    await voiceCard(page).scrollIntoViewIfNeeded();
    await snap(page, 'joey-avatar-no-speech');
  });
});
