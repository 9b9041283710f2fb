import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWorkout } from '../../../../tests/factories';
import { insertManyWorkouts } from '../../../../tests/setup/many-workouts';
import {
  createTestApp,
  signUp,
  signUpIn,
  type Me,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { users } from '../../db/schema';
import {
  exportStrongCsv,
  metersOf,
  setOrders,
  startOf,
  strongHeader,
  wallClock,
  weightIn,
} from './strong-csv';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small RFC 4180 reader (no quoted line breaks needed here), enough for these files. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\r\n').filter((l) => l !== '')) {
    const cells: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (quoted && c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = !quoted;
      else if (!quoted && c === ',') {
        cells.push(field);
        field = '';
      } else field += c;
    }
    rows.push([...cells, field]);
  }
  return rows;
}

describe('Strong CSV pieces', () => {
  it.each<[string[], string[]]>([
    [
      ['normal', 'normal', 'normal'],
      ['1', '2', '3'],
    ],
    [
      ['warmup', 'warmup', 'normal', 'normal'],
      ['W', 'W', '1', '2'],
    ],
    [
      ['normal', 'drop', 'normal', 'failure'],
      ['1', 'D', '2', 'F'],
    ],
    [[], []],
  ])('set types %j → Set Order %j', (types, orders) => {
    expect(setOrders(types.map((setType) => ({ setType }) as never))).toEqual(orders);
  });

  it.each<[number, 'kg' | 'lb', 'kg' | 'lb', number]>([
    [100, 'kg', 'kg', 100],
    [225, 'lb', 'lb', 225],
    [100, 'kg', 'lb', 220.46],
    [225, 'lb', 'kg', 102.06],
    [2.5, 'kg', 'lb', 5.51],
    [0, 'lb', 'kg', 0],
  ])('%d %s in %s → %d', (weight, from, to, out) => {
    expect(weightIn(weight, from, to)).toBe(out);
  });

  it.each<[number, 'miles' | 'km' | 'meters' | 'yards', number]>([
    [5, 'km', 5000],
    [1, 'miles', 1609.34],
    [400, 'meters', 400],
    [100, 'yards', 91.44],
    [3.1, 'miles', 4988.97],
  ])('%d %s → %d m', (distance, unit, meters) => {
    expect(metersOf(distance, unit)).toBe(meters);
  });

  it.each([
    ['2026-03-08T14:05:09Z', 'UTC', '2026-03-08 14:05:09'],
    // Before and after New York's spring-forward night (02:00 → 03:00 on March 8, 2026).
    ['2026-03-08T06:30:00Z', 'America/New_York', '2026-03-08 01:30:00'],
    ['2026-03-08T07:30:00Z', 'America/New_York', '2026-03-08 03:30:00'],
    // The day before in Honolulu, the day after in Tonga; midnight is 00, never 24.
    ['2026-03-10T06:00:00Z', 'Pacific/Honolulu', '2026-03-09 20:00:00'],
    ['2026-03-10T11:00:00Z', 'Pacific/Tongatapu', '2026-03-11 00:00:00'],
  ])('%s in %s → %s', (instant, zone, text) => {
    expect(wallClock(new Date(instant), zone)).toBe(text);
  });

  it('starts a workout its duration before it was completed', () => {
    expect(new Date(startOf({ completedAt: '2026-03-01T10:00:00.000Z', duration: 3900 })).toISOString()).toBe('2026-03-01T08:55:00.000Z'); // prettier-ignore
  });

  it('names the weight unit in the header as Strong does', () => {
    expect(strongHeader('kg').join(',')).toBe(
      'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE',
    );
    expect(strongHeader('lb')[6]).toBe('Weight (lbs)');
  });
});

describe('GET /api/export?format=strong', () => {
  async function setUnits(me: Me, weightUnit: 'kg' | 'lb') {
    const res = await me.as({ method: 'PUT', url: '/api/users/me/preferences', payload: { weightUnit } }); // prettier-ignore
    expect(res.statusCode).toBe(200);
  }

  /** A lifter in Berlin who logs in kilograms, with a leg day, a run and a swim. */
  async function berliner() {
    const me = await signUpIn(t, 'Europe/Berlin');
    await setUnits(me, 'kg');
    const other = await signUp(t);
    await postWorkout(other, { name: 'Not mine' });
    await postWorkout(me, {
      name: 'Leg Day',
      notes: 'Felt "strong", then tired',
      // 18:30 in Berlin (UTC+1 in winter); an hour long, so it started at 17:30 there.
      completedAt: '2026-02-01T17:30:00Z',
      duration: 3600,
      exercises: [
        {
          name: 'Squat',
          setList: [
            { setType: 'warmup', reps: 10, weight: 20, weightUnit: 'kg' },
            { reps: 5, weight: 100, weightUnit: 'kg', rpe: 8 },
            { reps: 5, weight: 225, weightUnit: 'lb', rpe: 8.5 },
            { setType: 'drop', reps: 8, weight: 80, weightUnit: 'kg' },
            { setType: 'failure', reps: 3, weight: 80, weightUnit: 'kg', rpe: 10 },
            { reps: 5, weight: 100, weightUnit: 'kg', done: false },
          ],
        },
        { name: 'Pull-up', setList: [{ reps: 12 }, { reps: 10, weight: 10, weightUnit: 'kg' }] },
      ],
    });
    await postWorkout(me, {
      name: 'Morning Run',
      type: 'cardio',
      notes: null,
      completedAt: '2026-02-03T06:40:00Z',
      duration: 1500,
      exercises: [
        { name: 'Running', distanceUnit: 'km', setList: [{ distance: 5, duration: 1500 }] },
      ],
    });
    await postWorkout(me, {
      name: 'Swim',
      type: 'cardio',
      notes: null,
      completedAt: '2026-02-04T19:00:00Z',
      duration: 1800,
      distance: 1,
      exercises: undefined,
    });
    return me;
  }

  it('writes a row per set done, newest workout first, in the user’s unit and time zone', async () => {
    const me = await berliner();
    const res = await me.as({ url: '/api/export?format=strong' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="joey-fit-export-\d{4}-\d{2}-\d{2}-strong\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFFWorkout #,Date,')).toBe(true);
    expect(res.body).not.toContain('Not mine');
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...strongHeader('kg')]);
    expect(rows.every((r) => r.length === header!.length)).toBe(true);
    expect(rows).toEqual([
      // A workout with no sets: one set named as it, with its time and its mile in meters.
      ['1', '2026-02-04 19:30:00', 'Swim', '1800', 'Swim', '1', '', '', '1609.34', '1800', '', '', ''], // prettier-ignore
      // A cardio set: its distance in meters, its time in Seconds, no weight or reps.
      ['2', '2026-02-03 07:15:00', 'Morning Run', '1500', 'Running', '1', '', '', '5000', '1500', '', '', ''], // prettier-ignore
      // Warm-ups W, working sets numbered, D and F; the 225 lb set in kilograms; RPE; the set
      // not done is left out; a pull-up without weight is a bodyweight set (Weight empty).
      ['3', '2026-02-01 17:30:00', 'Leg Day', '3600', 'Squat', 'W', '20', '10', '', '', '', 'Felt "strong", then tired', ''], // prettier-ignore
      ['3', '2026-02-01 17:30:00', 'Leg Day', '3600', 'Squat', '1', '100', '5', '', '', '', 'Felt "strong", then tired', '8'], // prettier-ignore
      ['3', '2026-02-01 17:30:00', 'Leg Day', '3600', 'Squat', '2', '102.06', '5', '', '', '', 'Felt "strong", then tired', '8.5'], // prettier-ignore
      ['3', '2026-02-01 17:30:00', 'Leg Day', '3600', 'Squat', 'D', '80', '8', '', '', '', 'Felt "strong", then tired', ''], // prettier-ignore
      ['3', '2026-02-01 17:30:00', 'Leg Day', '3600', 'Squat', 'F', '80', '3', '', '', '', 'Felt "strong", then tired', '10'], // prettier-ignore
      ['3', '2026-02-01 17:30:00', 'Leg Day', '3600', 'Pull-up', '1', '', '12', '', '', '', 'Felt "strong", then tired', ''], // prettier-ignore
      ['3', '2026-02-01 17:30:00', 'Leg Day', '3600', 'Pull-up', '2', '10', '10', '', '', '', 'Felt "strong", then tired', ''], // prettier-ignore
    ]);
  });

  it('writes pounds for a pound user, kilograms converted', async () => {
    const me = await berliner();
    await setUnits(me, 'lb');
    const [header, ...rows] = parseCsv((await me.as({ url: '/api/export?format=strong' })).body.slice(1)); // prettier-ignore
    expect(header![6]).toBe('Weight (lbs)');
    const squat = rows.filter((r) => r[4] === 'Squat').map((r) => [r[5], r[6]]);
    expect(squat).toEqual([
      ['W', '44.09'],
      ['1', '220.46'],
      ['2', '225'],
      ['D', '176.37'],
      ['F', '176.37'],
    ]);
  });

  it('follows the user’s time zone when it changes', async () => {
    const me = await berliner();
    const res = await me.as({ method: 'PUT', url: '/api/users/me/time-zone', payload: { timeZone: 'America/Los_Angeles' } }); // prettier-ignore
    expect(res.statusCode).toBe(200);
    const rows = parseCsv((await me.as({ url: '/api/export?format=strong' })).body.slice(1));
    expect(rows.slice(1).map((r) => r[1])).toContain('2026-02-01 08:30:00');
  });

  it('answers the header alone for a user with nothing logged, and 401 signed out', async () => {
    const me = await signUp(t);
    expect((await me.as({ url: '/api/export?format=strong' })).body).toBe(
      `\uFEFF${strongHeader('lb').join(',')}\r\n`,
    );
    expect((await t.app.inject({ url: '/api/export?format=strong' })).statusCode).toBe(401);
  });

  it('is written a batch of workouts at a time, numbered in the file’s order', async () => {
    const me = await signUp(t);
    await insertManyWorkouts(t.db, me.user.id, 450);
    const [user] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    const pieces: string[] = [];
    for await (const piece of exportStrongCsv(t.db, user!)) pieces.push(piece);
    // The header, then 200, 200 and 50 workouts.
    expect(pieces).toHaveLength(4);
    const rows = parseCsv(pieces.slice(1).join(''));
    expect(new Set(rows.map((r) => r[0])).size).toBe(450);
    expect(rows[0]![0]).toBe('1');
    expect(rows.at(-1)![0]).toBe('450');
    const res = await me.as({ url: '/api/export?format=strong' });
    expect(res.body).toBe(pieces.join(''));
  });
});
