// Numbers that agree (issue 26): a total in miles reads the same on the dashboard and on a
// progress share (the share sent a tenth: 9.3 where the dashboard said 9.32).
import { describe, expect, it } from 'vitest';
import { localDayOf } from '../../src/shared/local-day';
import { makeExercise, postWorkout } from '../factories';
import { signUp, useTestApp } from '../setup/test-app';

const t = useTestApp();

describe('miles on the wire', () => {
  it('a 15 km run is 9.32 mi on the dashboard and on a progress share', async () => {
    const me = await signUp(t);
    await postWorkout(me, {
      exercises: [
        makeExercise({
          name: 'Running',
          sets: 1,
          reps: null,
          weight: null,
          distance: 15,
          distanceUnit: 'km',
        }),
      ],
    });
    const dash = await me.as({ url: `/api/dashboard/${me.user.id}` });
    expect(dash.statusCode, dash.body).toBe(200);
    expect(dash.json().todayStats.miles).toBe(9.32);

    const today = localDayOf(new Date(), 'UTC');
    const made = await me.as({
      method: 'POST',
      url: '/api/shares',
      payload: {
        kind: 'progress',
        rangeStart: today,
        rangeEnd: today,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const token = (made.json() as { url: string }).url.split('/s/')[1]!;
    const view = await t.app.inject({ url: `/api/shares/${token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().totals.miles).toBe(9.32);
  });
});
