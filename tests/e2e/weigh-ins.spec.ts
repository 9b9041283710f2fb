import { expect, seedGoal, setUnits, snap, test, toasts } from './fixtures';

// Issue 26: the weigh-in form kept the last entry's unit, not the user's preference, and its
// toast spoke of weight goals to a user with none.
test.describe('Weigh-ins on Progress', () => {
  test('the unit is the preference after each entry, and the toast names goals only when there are', async ({
    page,
    createUser,
  }) => {
    const me = await createUser({ onboarded: true });
    await setUnits(page.request, { weightUnit: 'kg' });
    await page.goto('/progress');
    const weights = page.getByRole('region', { name: 'Body Weight' });
    const form = weights.getByRole('form', { name: 'Log a weigh-in' });
    await expect(form.getByLabel('Unit')).toHaveValue('kg');

    // One entry in pounds: saved as pounds, shown in kg, and the form is back on kg.
    await form.getByLabel('Weight').fill('180');
    await form.getByLabel('Unit').selectOption('lb');
    await form.getByRole('button', { name: 'Log Weigh-in' }).click();
    await expect(toasts(page).getByText('Weigh-in Logged')).toBeVisible();
    await expect(toasts(page).getByText('It is in your weigh-ins.')).toBeVisible();
    await expect(toasts(page).getByText(/weight goals/)).toHaveCount(0);
    await expect(form.getByLabel('Weight')).toHaveValue('');
    await expect(form.getByLabel('Unit')).toHaveValue('kg');
    await expect(weights).toContainText('Latest 81.6 kg');
    await snap(page, 'E-weigh-in-390');
    const saved = await (await page.request.get('/api/body-weights')).json();
    expect(saved).toMatchObject([{ weight: 180, unit: 'lb' }]);

    // With a goal that follows body weight, the toast says it moved.
    await seedGoal(page.request, me.id, {
      title: 'Lose 5 kg',
      type: 'weight_loss',
      tracking: 'body_weight',
      targetValue: 5,
      unit: 'kg',
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Goals Progress' })).toContainText('Lose 5 kg');
    await form.getByLabel('Weight').fill('81');
    await form.getByRole('button', { name: 'Log Weigh-in' }).click();
    await expect(toasts(page).getByText('Your weight goals are up to date.')).toBeVisible();
    expect((await (await page.request.get('/api/body-weights')).json())[0]).toMatchObject({
      weight: 81,
      unit: 'kg',
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await weights.scrollIntoViewIfNeeded();
    await snap(page, 'E-weigh-in-1280');
  });
});
