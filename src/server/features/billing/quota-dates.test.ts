// Limit messages write their day as the Plans page does (issue 26): "Dec 1, 2026", the user's
// local day the allowance starts again on, never an ISO date (which, being the UTC date of the
// local midnight, also said the day before for anyone east of Greenwich).
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../shared/day-format';
import { localDayOf } from '../../../shared/local-day';
import { quotaPeriod } from '../../../shared/pricing';
import type { Entitlements } from '../../../shared/schemas/billing';
import { quotaUsage } from '../../db/schema';
import { clockAt, signUpIn, useTestApp, type Me } from '../../../../tests/setup/test-app';
import { formatDay as plansPageDay } from '../../../client/lib/formatting';

const t = useTestApp();

const say = (me: Me, voiceText: string) =>
  me.as({ method: 'POST', url: '/api/voice-command', payload: { voiceText, userId: me.user.id } });

async function useUp(me: Me, quota: 'voiceWorkouts' | 'aiSuggestions', zone: string, n: number) {
  const period = quota === 'voiceWorkouts' ? 'month' : 'week';
  const { start } = quotaPeriod(period, new Date(), zone);
  await t.db.insert(quotaUsage).values({ userId: me.user.id, quota, periodStart: start, used: n });
}

describe('the day in a limit message', () => {
  it('is the Plans page’s own formatter', () => {
    expect(plansPageDay).toBe(formatDay);
    expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
  });

  it('a month’s voice workouts used up in Tokyo start again on Dec 1, as Plans says', async () => {
    // Friday 27 November 2026, 21:00 in Tokyo.
    clockAt('2026-11-27T12:00:00Z');
    const me = await signUpIn(t, 'Asia/Tokyo');
    await useUp(me, 'voiceWorkouts', 'Asia/Tokyo', 20);
    const res = await say(me, 'I rowed 3000 meters');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'You have used all 20 voice workouts of your Free plan this month; they start again on ' +
        'Dec 1, 2026. The Coach plan gives 200 a month.',
    );
    // The Plans page's "Resets …" is the same day, from the same function.
    const e = (await me.as({ url: '/api/me/entitlements' })).json() as Entitlements;
    const day = localDayOf(Date.parse(e.quotas.voiceWorkouts.resetsAt), 'Asia/Tokyo');
    expect(res.json().message).toContain(plansPageDay(day));
  });

  it('a week’s suggestions used up in Los Angeles start again on the next Monday', async () => {
    // Friday 27 November 2026, 16:00 in Los Angeles.
    clockAt('2026-11-28T00:00:00Z');
    const me = await signUpIn(t, 'America/Los_Angeles');
    await useUp(me, 'aiSuggestions', 'America/Los_Angeles', 3);
    const res = await say(me, 'what should my next workout be');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/they start again on Nov 30, 2026\./);
    expect(res.json().message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
