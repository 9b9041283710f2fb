import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { planLimitMessage } from './plan-limit';

const refusal = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message }), '');
const QUOTA =
  'You have used all 20 voice workouts of your Free plan this month; they start again on May 1, 2026. The Coach plan gives 200 a month.';
const SHARE = 'Your Free plan allows share links of at most 7 days.';

describe('plan refusals (DESIGN §6)', () => {
  it.each([
    ['a quota at its limit', refusal(429, QUOTA), QUOTA],
    ['a feature the plan lacks', refusal(403, SHARE), SHARE],
    ['a rate limit', refusal(429, 'Too many code checks: try again in 30 seconds.'), null],
    ['someone else’s data', refusal(403, 'You can only access your own data'), null],
    ['another status naming a plan', refusal(400, 'tierId: no plan has id 9'), null],
    ['a network failure', new TypeError('Failed to fetch'), null],
  ])('%s', (_, error, message) => {
    expect(planLimitMessage(error)).toBe(message);
  });
});
