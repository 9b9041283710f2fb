import type { Locator } from '@playwright/test';
import type { Routine } from '../../src/shared/schemas/routines';
import { expect, expectAccessible, listWorkouts, seedWorkout, snap, test } from './fixtures';

/** The rest timer's shown time in seconds ("01:45" → 105). */
async function shownSeconds(timer: Locator): Promise<number> {
  const text = (await timer.getByTestId('session-clock').textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return m! * 60 + s!;
}

test.describe('The live workout (issue 27 §3) at 390 px', () => {
  test('the whole loop: a routine from a workout, Start, tick, rest, reload, finish — one workout saved', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ onboarded: true });
    const logged = await seedWorkout(page.request, user.id, {
      name: 'Push Day',
      type: 'strength',
      duration: 1800,
      completedAt: new Date(Date.now() - 86_400_000).toISOString(),
      exercises: [
        {
          name: 'Bench Press',
          sets: 2,
          reps: 8,
          weight: 135,
          restTime: 90,
          setList: [
            { reps: 8, weight: 135, weightUnit: 'lb' },
            { reps: 8, weight: 135, weightUnit: 'lb' },
          ],
        },
        {
          name: 'Overhead Press',
          sets: 1,
          reps: 10,
          weight: 65,
          restTime: 60,
          setList: [{ reps: 10, weight: 65, weightUnit: 'lb' }],
        },
      ],
    });
    const made = await page.request.post('/api/routines', {
      data: { name: 'Push Day', fromWorkoutId: logged.id },
    });
    expect(made.status(), await made.text()).toBe(201);
    const routine = (await made.json()) as Routine;

    // Start it from /routines.
    await page.goto('/routines');
    await page.getByRole('link', { name: 'Start Push Day' }).click();
    await expect(page).toHaveURL(/\/live-workout$/);
    const bench = page.getByRole('region', { name: 'Bench Press' });
    await expect(bench.getByRole('checkbox', { name: 'Set 1 done' })).not.toBeChecked();
    await expect(bench.getByTestId('last-time').first()).toHaveText('Last 8 × 135 lb');
    await expect(bench.getByRole('textbox', { name: 'Set 1 weight' })).toHaveValue('135');
    await expect(page.getByTestId('live-elapsed')).toHaveText(/^\d\d:\d\d$/);
    await snap(page, 'live-workout-started');
    await expectAccessible(page);

    // Each weighted set opens the plate calculator at its weight.
    await bench.getByRole('button', { name: 'Plates for set 1' }).click();
    const plates = page.getByRole('dialog', { name: 'Plates for 135 lbs' });
    await expect(plates.getByText('Per side: 45')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(plates).toBeHidden();

    // Tick set 1: the rest timer runs at the exercise's rest.
    await bench.getByRole('checkbox', { name: 'Set 1 done' }).click();
    await expect(bench.getByRole('checkbox', { name: 'Set 1 done' })).toBeChecked();
    const timer = page.getByRole('timer', { name: 'Rest timer' });
    await expect(timer).toBeVisible();
    await snap(page, 'live-workout-rest');
    await expectAccessible(page);

    // Paused, the rest stands still, so ±15 s move the shown time by exactly 15 s.
    await page.getByRole('button', { name: 'Pause workout' }).click();
    await expect(timer.getByText('Rest · Paused')).toBeVisible();
    const before = await shownSeconds(timer);
    expect(before).toBeGreaterThan(60);
    await timer.getByRole('button', { name: '+15 s' }).click();
    await expect.poll(() => shownSeconds(timer)).toBe(before + 15);
    await timer.getByRole('button', { name: '−15 s' }).click();
    await expect.poll(() => shownSeconds(timer)).toBe(before);
    await timer.getByRole('button', { name: 'Skip rest' }).click();
    await expect(timer).toBeHidden();
    await page.getByRole('button', { name: 'Resume workout' }).click();

    // Set 2 a little heavier, then ticked; its rest runs.
    await bench.getByRole('button', { name: 'Increase set 2 weight' }).click();
    await expect(bench.getByRole('textbox', { name: 'Set 2 weight' })).toHaveValue('140');
    await bench.getByRole('checkbox', { name: 'Set 2 done' }).click();
    await expect(timer).toBeVisible();

    // A reload keeps the ticked sets, the edit and the running rest.
    await page.reload();
    await expect(bench.getByRole('checkbox', { name: 'Set 1 done' })).toBeChecked();
    await expect(bench.getByRole('checkbox', { name: 'Set 2 done' })).toBeChecked();
    await expect(bench.getByRole('textbox', { name: 'Set 2 weight' })).toHaveValue('140');
    await expect(timer).toBeVisible();
    const press = page.getByRole('region', { name: 'Overhead Press' });
    await expect(press.getByRole('checkbox', { name: 'Set 1 done' })).not.toBeChecked();

    // Home says it is under way, and Resume brings it back.
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Workout in progress' });
    await expect(banner.getByText('In progress · 2/3 sets')).toBeVisible();
    await snap(page, 'live-workout-home-banner');
    await banner.getByRole('link', { name: 'Resume workout' }).click();
    await expect(bench.getByRole('checkbox', { name: 'Set 2 done' })).toBeChecked();

    // Finish with a set unticked: asked first.
    await page.getByRole('button', { name: 'Finish workout' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Finish with sets unticked?' });
    await ask.getByRole('button', { name: 'Finish' }).click();
    const summary = page.getByRole('region', { name: 'Workout summary' });
    await expect(summary.getByText('Workout complete: Push Day')).toBeVisible();
    await expect(summary.getByText(/^\+\d+ XP$/)).toBeVisible();
    await snap(page, 'live-workout-summary');
    await page.getByRole('button', { name: 'Update routine' }).click();
    await expect(page.getByText('Routine “Push Day” updated.')).toBeVisible();

    // Exactly one workout from the routine, with the ticked sets, a duration and the routine.
    const fromRoutine = (await listWorkouts(page.request, user.id)).filter(
      (w) => w.routineId === routine.id,
    );
    expect(fromRoutine).toHaveLength(1);
    const [saved] = fromRoutine;
    expect(saved!.duration).toBeGreaterThan(0);
    expect(saved!.exercises.map((e) => e.name)).toEqual(['Bench Press']);
    expect(saved!.exercises[0]!.setList).toMatchObject([
      { reps: 8, weight: 135, weightUnit: 'lb', setType: 'normal' },
      { reps: 8, weight: 140, weightUnit: 'lb', setType: 'normal' },
    ]);
    const after = (await (await page.request.get(`/api/routines/${routine.id}`)).json()) as Routine;
    expect(after.lastDoneAt).not.toBeNull();
    expect(after.exercises[0]!.setList[1]).toMatchObject({ weight: 140 });
    expect(await (await page.request.get('/api/live-workout')).json()).toBeNull();
    // Nothing is left on the device: the bare path offers to start again.
    await page.goto('/live-workout');
    await expect(page.getByText('No workout is under way.')).toBeVisible();
  });

  test('an empty workout from Workouts: add an exercise, a second start asks, another device continues it', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true });
    await page.goto('/workouts');
    await page.getByRole('link', { name: 'Start empty workout' }).click();
    await expect(page.getByText('Add your first exercise to start logging sets.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Exercise name' }).fill('Goblet Squat');
    await page.getByRole('button', { name: 'Add exercise' }).click();
    const squat = page.getByRole('region', { name: 'Goblet Squat' });
    await expect(squat.getByTestId('last-time')).toHaveText('New');
    await squat.getByRole('button', { name: 'Increase set 1 reps' }).click();
    await squat.getByRole('textbox', { name: 'Set 1 weight' }).fill('50');
    await squat.getByRole('textbox', { name: 'Set 1 weight' }).press('Enter');
    await squat.getByRole('button', { name: 'Add set' }).click();
    await expect(squat.getByRole('checkbox', { name: 'Set 2 done' })).not.toBeChecked();
    await expect(squat.getByRole('textbox', { name: 'Set 2 weight' })).toHaveValue('50');
    await squat.getByRole('button', { name: /^Set 2 type: Working set/ }).click();
    await expect(squat.getByRole('button', { name: /^Set 2 type: Warm-up/ })).toHaveText('W');

    // The server's copy is sent a moment after the change.
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/live-workout') && r.request().method() === 'PUT',
    );
    await squat.getByRole('checkbox', { name: 'Set 1 done' }).click();
    expect((await sent).status()).toBe(200);

    // Another start while this one runs: resume or discard.
    await page.goto('/live-workout?start=empty');
    const ask = page.getByRole('alertdialog', { name: 'A workout is under way' });
    await expect(ask).toBeVisible();
    await snap(page, 'live-workout-conflict');
    await ask.getByRole('button', { name: 'Resume it' }).click();
    await expect(squat.getByRole('checkbox', { name: 'Set 1 done' })).toBeChecked();

    // Another device: nothing kept in this browser, the server's copy on Home.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Workout in progress' });
    await expect(banner.getByText(/started .* on another device \(1\/2 sets\)/)).toBeVisible();
    await snap(page, 'live-workout-other-device');
    await banner.getByRole('button', { name: 'Continue here' }).click();
    await expect(squat.getByRole('checkbox', { name: 'Set 1 done' })).toBeChecked();

    // Discarded: nothing saved, nothing under way anywhere.
    await page.getByRole('button', { name: 'Discard workout' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard this workout?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Workout in progress' })).toBeHidden();
    await expect.poll(async () => (await page.request.get('/api/live-workout')).json()).toBeNull();
  });
});
