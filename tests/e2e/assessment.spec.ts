import type { Page, Response } from '@playwright/test';
import type { WorkoutPlan } from '../../src/shared/schemas/assessment';
import { expect, expectAccessible, snap, test } from './fixtures';

// Issue 12: the fitness assessment against the real server. Where a test needs the request held
// or changed, it goes on to the server all the same (route.continue): nothing here fakes an answer.

const URL_PATH = '/api/workout-assessment';
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

async function expectStep(page: Page, step: number, percent: number) {
  await expect(page.getByText(`Step ${step} of 8`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${percent}%`, { exact: true })).toBeVisible();
}

const isPost = (r: Response) => r.url().endsWith(URL_PATH) && r.request().method() === 'POST';

/** Steps 1 to 4 as the main test answers them, checking Next waits for each answer. */
async function answerFirstHalf(page: Page) {
  await expectStep(page, 1, 13);
  await expect(button(page, 'Back')).toBeDisabled();
  await expect(button(page, 'Next')).toBeDisabled();
  await radio(page, 'Beginner').check();
  await button(page, 'Next').click();

  await expectStep(page, 2, 25);
  await expect(page.getByRole('group', { name: 'What are your fitness goals?' })).toBeVisible();
  await expect(button(page, 'Next')).toBeDisabled();
  await checkbox(page, 'Weight Loss').check();
  await checkbox(page, 'Endurance').check();
  // Back keeps what was answered, on both steps.
  await button(page, 'Back').click();
  await expectStep(page, 1, 13);
  await expect(radio(page, 'Beginner')).toBeChecked();
  await button(page, 'Next').click();
  await expect(checkbox(page, 'Weight Loss')).toBeChecked();
  await expect(checkbox(page, 'Endurance')).toBeChecked();
  await button(page, 'Next').click();

  await expectStep(page, 3, 38);
  await expect(button(page, 'Next')).toBeDisabled();
  await radio(page, '30-45 minutes').check();
  await button(page, 'Next').click();

  await expectStep(page, 4, 50);
  await expect(button(page, 'Next')).toBeDisabled();
  await checkbox(page, 'No equipment (bodyweight)').check();
}

/** Steps 5 to 8; step 5 is optional, and "None" stands alone. */
async function answerSecondHalf(page: Page) {
  await expectStep(page, 5, 63);
  await expect(button(page, 'Next')).toBeEnabled();
  await checkbox(page, 'Knee issues').check();
  await checkbox(page, 'None').check();
  await expect(checkbox(page, 'Knee issues')).not.toBeChecked();
  await checkbox(page, 'Back problems').check();
  await expect(checkbox(page, 'None')).not.toBeChecked();
  await checkbox(page, 'Back problems').uncheck();
  await expect(button(page, 'Next')).toBeEnabled();
  await button(page, 'Next').click();

  await expectStep(page, 6, 75);
  await expect(button(page, 'Next')).toBeDisabled();
  await checkbox(page, 'Cardio').check();
  await checkbox(page, 'Circuit training').check();
  await button(page, 'Next').click();

  await expectStep(page, 7, 88);
  await expect(button(page, 'Next')).toBeDisabled();
  await radio(page, 'Few months').check();
  await button(page, 'Next').click();

  await expectStep(page, 8, 100);
  await expect(button(page, 'Next')).toBeHidden();
  await expect(button(page, 'Get My Plan')).toBeDisabled();
  await radio(page, '3-4 times').check();
  await expect(button(page, 'Get My Plan')).toBeEnabled();
}

async function expectPlanShown(page: Page, plan: WorkoutPlan) {
  await expect(page.getByRole('heading', { level: 2, name: plan.title })).toBeVisible();
  await expect(page.getByText(`${plan.duration} min`, { exact: true })).toBeVisible();
  for (const e of plan.exercises) {
    await expect(page.getByRole('heading', { level: 3, name: e.name }).first()).toBeVisible();
  }
  const tips = page.getByRole('region', { name: 'Personal tips' }).getByRole('listitem');
  await expect(tips).toHaveText(plan.tips);
}

test.describe('fitness assessment (SPEC §2, §4, §5)', () => {
  test('eight steps, kept through a reload, then a plan that starts a session', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Workout Plan' }).click();
    await expect(page).toHaveURL('/assessment');
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness Assessment' })).toBeVisible();
    await expectStep(page, 1, 13);
    await expect(radio(page, 'Beginner')).toHaveAccessibleDescription('Just starting out');
    await expectAccessible(page);
    await answerFirstHalf(page);
    await snap(page, 'assessment-step-4');
    await expectAccessible(page);

    // A reload half-way comes back at the same step with every answer.
    await page.reload();
    await expectStep(page, 4, 50);
    await expect(checkbox(page, 'No equipment (bodyweight)')).toBeChecked();
    await button(page, 'Back').click();
    await expect(radio(page, '30-45 minutes')).toBeChecked();
    await button(page, 'Next').click();
    await button(page, 'Next').click();
    await answerSecondHalf(page);

    // The request is held until the button has been seen pending, then goes on to the server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${URL_PATH}`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const answered = page.waitForResponse(isPost);
    await button(page, 'Get My Plan').click();
    await expect(button(page, 'Analyzing...')).toBeDisabled();
    release();
    const response = await answered;
    expect(response.status()).toBe(200);
    const { workoutPlan: plan } = (await response.json()) as { workoutPlan: WorkoutPlan };
    await page.unroute(`**${URL_PATH}`);
    expect(plan.exercises.length).toBeGreaterThan(0);

    await expectPlanShown(page, plan);
    await expect(page.getByText(`Why: ${plan.exercises[0]!.why}`).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your week' })).toContainText(plan.week[0]!.day);
    await snap(page, 'assessment-result', { fullPage: true });
    await expectAccessible(page);

    // The plan is the user's last one: a reload shows it again, not the questionnaire.
    await page.reload();
    await expectPlanShown(page, plan);

    await button(page, 'Start This Workout').click();
    await expect(page).toHaveURL('/workout-session');
    await expect(page.getByTestId('current-exercise')).toContainText(plan.exercises[0]!.name);
  });

  test('Take Assessment Again starts at step 1 with nothing chosen, and can go back', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    const body = {
      fitnessLevel: 'intermediate',
      goals: ['strength'],
      timeAvailable: '45-60',
      equipment: ['full_gym'],
      limitations: ['none'],
      preferredWorkouts: ['strength'],
      experience: '1-2years',
      frequency: '3-4',
    };
    const made = await page.request.post(URL_PATH, { data: body });
    expect(made.status(), await made.text()).toBe(200);
    const { workoutPlan: plan } = (await made.json()) as { workoutPlan: WorkoutPlan };

    await page.goto('/assessment');
    await expectPlanShown(page, plan);
    await button(page, 'Take Assessment Again').click();
    await expectStep(page, 1, 13);
    await expect(button(page, 'Back')).toBeDisabled();
    await expect(button(page, 'Next')).toBeDisabled();
    for (const level of ['Beginner', 'Intermediate', 'Advanced']) {
      await expect(radio(page, level)).not.toBeChecked();
    }
    // A reload keeps the new questionnaire; the saved plan is one button away until replaced.
    await page.reload();
    await expectStep(page, 1, 13);
    await button(page, 'Back to my plan').click();
    await expectPlanShown(page, plan);
    await page.reload();
    await expectPlanShown(page, plan);
  });

  test("a refused plan shows the server's message and keeps the answers", async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.goto('/assessment');
    await answerFirstHalf(page);
    await button(page, 'Next').click();
    await answerSecondHalf(page);

    // The request reaches the server with an answer it must refuse (400 naming the field).
    await page.route(`**${URL_PATH}`, async (route) => {
      const sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...sent, fitnessLevel: 'elite' }) });
    });
    const refused = page.waitForResponse(isPost);
    await button(page, 'Get My Plan').click();
    const response = await refused;
    expect(response.status()).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toContain('fitnessLevel');
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expectStep(page, 8, 100);
    await expect(radio(page, '3-4 times')).toBeChecked();

    // Sent as answered, it goes through.
    await page.unroute(`**${URL_PATH}`);
    await button(page, 'Get My Plan').click();
    await expect(button(page, 'Start This Workout')).toBeVisible();
  });
});
