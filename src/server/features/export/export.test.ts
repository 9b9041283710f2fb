import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGoal, postWorkout, makeExercise } from '../../../../tests/factories';
import { insertManyWorkouts } from '../../../../tests/setup/many-workouts';
import { createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';
import { users } from '../../db/schema';
import { AVATAR_DEFAULTS } from '../../../shared/schemas/avatar';
import { csvField, toCsv } from './csv';
import { bodyWeightBatches } from '../body-weights/body-weights.service';
import { CSV_HEADER, exportCsv, exportJson } from './export.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small RFC 4180 reader, enough to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

/** The table of a CSV export: its header, the rows of what was logged, and the preference rows. */
function readTable(body: string) {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const [header, ...all] = parseCsv(body.slice(1));
  return {
    header: header!,
    rows: all.filter((r) => r[0] !== 'preference'),
    preferences: all.filter((r) => r[0] === 'preference'),
  };
}

describe('csvField (RFC 4180, no formulas)', () => {
  it.each<[string | number | boolean | null, string]>([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1', "'+1"],
    ['-cmd', "'-cmd"],
    ['@me', "'@me"],
    ['=1,2', `"'=1,2"`],
    [12.5, '12.5'],
    [true, 'true'],
    [null, ''],
  ])('%j → %s', (value, out) => {
    expect(csvField(value)).toBe(out);
  });

  it('ends every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });
});

describe('GET /api/export', () => {
  async function userWithData() {
    const me = await signUp(t);
    const other = await signUp(t);
    await postWorkout(other, { name: 'Not mine' });
    await postWorkout(me, {
      name: 'Legs, "heavy"',
      notes: '=HYPERLINK("http://evil")',
      completedAt: '2026-02-01T09:00:00Z',
      exercises: [
        makeExercise({ name: 'Squat', sets: 5, reps: 5, weight: 225 }),
        makeExercise({ name: 'Run', reps: null, weight: null, distance: 2, distanceUnit: 'km' }),
      ],
    });
    await postWorkout(me, {
      name: 'Swim',
      duration: 1800,
      distance: 1,
      completedAt: '2026-02-02T09:00:00Z',
      exercises: undefined,
    });
    await postGoal(me, { title: 'Squat 300', currentValue: 225, targetValue: 300, unit: 'lbs' });
    return me;
  }

  it('downloads all my workouts, exercises and goals as JSON', async () => {
    const me = await userWithData();
    const res = await me.as({ url: '/api/export?format=json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="joey-fit-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.user).toMatchObject({ id: me.user.id, weightUnit: 'lb' });
    expect(data.user.passwordHash).toBeUndefined();
    expect(data.workouts.map((w: { name: string }) => w.name)).toEqual(['Swim', 'Legs, "heavy"']);
    expect(data.workouts[1].exercises).toHaveLength(2);
    expect(data.goals).toEqual([
      expect.objectContaining({ title: 'Squat 300', progressPercentage: 75 }),
    ]);
    expect(res.body).not.toContain('Not mine');
    // JSON is the default format.
    expect((await me.as({ url: '/api/export' })).json().goals).toHaveLength(1);
  });

  it('downloads them as CSV: a row per set, a row for a workout without any, a row per goal', async () => {
    const me = await userWithData();
    const res = await me.as({ url: '/api/export?format=csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="joey-fit-export-.*\.csv"$/);
    expect(res.body.startsWith('\uFEFFrecord,workout_id,')).toBe(true);
    const { header, rows } = readTable(res.body);
    expect(header).toEqual([...CSV_HEADER]);
    expect(rows.every((r) => r.length === CSV_HEADER.length)).toBe(true);
    const col = (row: string[], name: (typeof CSV_HEADER)[number]) => row[CSV_HEADER.indexOf(name)];
    expect(
      rows.map((r) => [col(r, 'record'), col(r, 'exercise_name'), col(r, 'set_number')]),
    ).toEqual([
      ['workout', '', ''],
      ...[1, 2, 3, 4, 5].map((n) => ['set', 'Squat', String(n)]),
      ...[1, 2, 3].map((n) => ['set', 'Run', String(n)]),
      ['goal', '', ''],
    ]);
    const squat = rows[1]!;
    expect(col(squat, 'sets')).toBe('5');
    expect(col(squat, 'weight_lbs')).toBe('225');
    expect([
      col(squat, 'set_reps'),
      col(squat, 'set_weight'),
      col(squat, 'set_weight_unit'),
    ]).toEqual(['5', '225', 'lb']);
    expect(col(squat, 'completed_at')).toBe('2026-02-01T09:00:00.000Z');
    expect(col(squat, 'workout_notes')).toBe(`'=HYPERLINK("http://evil")`);
    expect(col(rows[6]!, 'distance_unit')).toBe('km');
    expect(col(rows[6]!, 'set_weight_unit')).toBe('');
    expect(col(rows[0]!, 'workout_duration_seconds')).toBe('1800');
    expect([col(rows[0]!, 'workout_distance'), col(rows[0]!, 'workout_distance_unit')]).toEqual([
      '1',
      'mi',
    ]);
    const goal = rows[9]!;
    expect([col(goal, 'goal_title'), col(goal, 'progress_percentage')]).toEqual([
      'Squat 300',
      '75',
    ]);
    expect(col(goal, 'is_completed')).toBe('false');
    expect(res.body).not.toContain('Not mine');
  });

  it('gives workout distances in the user’s unit', async () => {
    const me = await signUp(t);
    await me.as({
      method: 'PUT',
      url: '/api/users/me/preferences',
      payload: { distanceUnit: 'km' },
    });
    await postWorkout(me, { exercises: [{ name: 'Run', distance: 5, distanceUnit: 'km' }] });
    const { header, rows } = readTable((await me.as({ url: '/api/export?format=csv' })).body);
    const at = (name: string) => rows[0]![header.indexOf(name)];
    expect([at('workout_distance'), at('workout_distance_unit')]).toEqual(['5', 'km']);
  });

  it('answers only the header and the preferences, and empty lists, for a user with nothing logged', async () => {
    const me = await signUp(t);
    const csv = (await me.as({ url: '/api/export?format=csv' })).body;
    expect(csv.startsWith(`\uFEFF${CSV_HEADER.join(',')}\r\n`)).toBe(true);
    const { rows, preferences } = readTable(csv);
    expect(rows).toEqual([]);
    expect(preferences.length).toBeGreaterThan(0);
    expect((await me.as({ url: '/api/export' })).json()).toMatchObject({
      workouts: [],
      goals: [],
      weighIns: [],
      routines: [],
    });
  });

  it('answers 400 for an unknown format and 401 signed out', async () => {
    const me = await signUp(t);
    const res = await me.as({ url: '/api/export?format=xml' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('format: must be json, csv or strong');
    expect((await t.app.inject({ url: '/api/export' })).statusCode).toBe(401);
  });
});

describe('GET /api/export holds the weigh-ins too (issue 26 §9)', () => {
  async function weighIn(me: Awaited<ReturnType<typeof signUp>>, payload: object) {
    const res = await me.as({ method: 'POST', url: '/api/body-weights', payload });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string };
  }

  async function userWithWeighIns() {
    const me = await signUp(t);
    const other = await signUp(t);
    await weighIn(other, { weight: 99, unit: 'kg', measuredAt: '2026-02-03T07:00:00Z' });
    await postWorkout(me, { name: 'Push Day', completedAt: '2026-02-02T09:00:00Z' });
    await postGoal(me, { title: 'Lose 5 kg', type: 'weight_loss', targetValue: 5, currentValue: 0, unit: 'kg' }); // prettier-ignore
    const older = await weighIn(me, { weight: 82.4, unit: 'kg', measuredAt: '2026-02-01T07:00:00Z' }); // prettier-ignore
    const newer = await weighIn(me, { weight: 180.5, unit: 'lb', measuredAt: '2026-02-03T07:00:00Z' }); // prettier-ignore
    return { me, older, newer };
  }

  it('in the JSON: every weigh-in as typed, newest first, only mine', async () => {
    const { me, older, newer } = await userWithWeighIns();
    const data = (await me.as({ url: '/api/export?format=json' })).json();
    expect(Object.keys(data)).toEqual(['exportedAt', 'user', 'workouts', 'goals', 'weighIns', 'routines', 'preferences']); // prettier-ignore
    expect(data.weighIns).toEqual([
      { id: newer.id, weight: 180.5, unit: 'lb', measuredAt: '2026-02-03T07:00:00.000Z' },
      { id: older.id, weight: 82.4, unit: 'kg', measuredAt: '2026-02-01T07:00:00.000Z' },
    ]);
    expect(data.workouts).toHaveLength(1);
    expect(data.goals).toHaveLength(1);
  });

  it('in the CSV: a weigh_in row each, after the workouts and goals, in columns of their own', async () => {
    const { me, older, newer } = await userWithWeighIns();
    const { header, rows } = readTable((await me.as({ url: '/api/export?format=csv' })).body);
    expect(header).toEqual([...CSV_HEADER]);
    const weighInColumns = header!.indexOf('weigh_in_id');
    const weighInCells = (r: string[]) => r.slice(weighInColumns, weighInColumns + 4);
    expect(weighInCells(header!)).toEqual(['weigh_in_id', 'measured_at', 'body_weight', 'body_weight_unit']); // prettier-ignore
    expect(rows.every((r) => r.length === CSV_HEADER.length)).toBe(true);
    const col = (row: string[], name: (typeof CSV_HEADER)[number]) => row[CSV_HEADER.indexOf(name)];
    expect(rows.map((r) => col(r, 'record'))).toEqual(['set', 'set', 'set', 'set', 'set', 'set', 'goal', 'weigh_in', 'weigh_in']); // prettier-ignore
    const weighIns = rows.slice(-2);
    expect(
      weighIns.map((r) => [
        col(r, 'weigh_in_id'),
        col(r, 'measured_at'),
        col(r, 'body_weight'),
        col(r, 'body_weight_unit'),
      ]),
    ).toEqual([
      [newer.id, '2026-02-03T07:00:00.000Z', '180.5', 'lb'],
      [older.id, '2026-02-01T07:00:00.000Z', '82.4', 'kg'],
    ]);
    // A weigh-in row fills its own columns only.
    const own = new Set([
      'record',
      'weigh_in_id',
      'measured_at',
      'body_weight',
      'body_weight_unit',
    ]);
    expect(header!.filter((name, i) => !own.has(name) && weighIns[0]![i] !== '')).toEqual([]);
    // The rows of the other kinds leave the weigh-in columns blank.
    expect(rows.slice(0, -2).every((r) => weighInCells(r).every((cell) => cell === ''))).toBe(true);
  });

  it('reads them all a batch at a time, ties on the same instant included', async () => {
    const me = await signUp(t);
    const at = ['2026-01-05T07:00:00Z', '2026-01-05T07:00:00Z', '2026-01-05T07:00:00Z', '2026-01-04T07:00:00Z', '2026-01-03T07:00:00Z']; // prettier-ignore
    const ids: string[] = [];
    for (const [i, measuredAt] of at.entries()) {
      ids.push((await weighIn(me, { weight: 80 + i, unit: 'kg', measuredAt })).id);
    }
    const batches: string[][] = [];
    for await (const batch of bodyWeightBatches(t.db, me.user.id, 2)) {
      batches.push(batch.map((b) => b.id));
    }
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(new Set(batches.flat())).toEqual(new Set(ids));
    // Newest first; among the three of one instant, the latest logged first.
    expect(batches.flat()).toEqual([ids[2], ids[1], ids[0], ids[3], ids[4]]);
  });
});

describe('GET /api/export holds the routines too (issue 27)', () => {
  async function userWithRoutine() {
    const me = await signUp(t);
    const other = await signUp(t);
    const body = (name: string) => ({
      name,
      notes: 'Mondays',
      exercises: [
        {
          name: 'Squat',
          restSeconds: 180,
          supersetGroup: 1,
          notes: 'Low bar',
          setList: [
            { setType: 'warmup', reps: 10, weight: 20, weightUnit: 'kg' },
            { reps: 5, weight: 100, weightUnit: 'kg', rpe: 8 },
          ],
        },
        { name: 'Plank', supersetGroup: 1, setList: [{ duration: 60 }] },
      ],
    });
    for (const [who, name] of [
      [other, 'Not mine'],
      [me, 'Legs'],
    ] as const) {
      const res = await who.as({ method: 'POST', url: '/api/routines', payload: body(name) });
      expect(res.statusCode, res.body).toBe(201);
    }
    await postWorkout(me, {
      exercises: [{ name: 'Bench', setList: [{ setType: 'warmup', reps: 8, weight: 95, rpe: 5 }] }],
    });
    return me;
  }

  it('in the JSON: each routine as GET /api/routines answers it, only mine', async () => {
    const me = await userWithRoutine();
    const res = await me.as({ url: '/api/export?format=json' });
    expect(res.json().routines).toEqual((await me.as({ url: '/api/routines' })).json());
    expect(res.json().routines.map((r: { name: string }) => r.name)).toEqual(['Legs']);
    expect(res.body).not.toContain('Not mine');
  });

  it('in the CSV: a routine_set row per target set, with its exercise; sets carry type and RPE', async () => {
    const me = await userWithRoutine();
    const { header, rows } = readTable((await me.as({ url: '/api/export?format=csv' })).body);
    expect(header).toEqual([...CSV_HEADER]);
    expect(rows.every((r) => r.length === CSV_HEADER.length)).toBe(true);
    const col = (row: string[], name: (typeof CSV_HEADER)[number]) => row[CSV_HEADER.indexOf(name)];
    const pick = (r: string[]) =>
      (['record', 'routine_name', 'routine_notes', 'exercise_name', 'sets', 'rest_seconds', 'set_number', 'set_reps', 'set_weight', 'set_weight_unit', 'set_duration_seconds', 'set_done', 'set_type', 'set_rpe', 'superset_group', 'exercise_notes'] as const).map((n) => col(r, n)); // prettier-ignore
    expect(rows.map(pick)).toEqual([
      ['set', '', '', 'Bench', '1', '', '1', '8', '95', 'lb', '', 'true', 'warmup', '5', '', ''],
      ['routine_set', 'Legs', 'Mondays', 'Squat', '2', '180', '1', '10', '20', 'kg', '', '', 'warmup', '', '1', 'Low bar'], // prettier-ignore
      ['routine_set', 'Legs', 'Mondays', 'Squat', '2', '180', '2', '5', '100', 'kg', '', '', 'normal', '8', '1', 'Low bar'], // prettier-ignore
      ['routine_set', 'Legs', 'Mondays', 'Plank', '1', '', '1', '', '', '', '60', '', 'normal', '', '1', ''], // prettier-ignore
    ]);
    const routine = rows[1]!;
    expect(col(routine, 'routine_times_done')).toBe('0');
    expect(col(routine, 'routine_last_done_at')).toBe('');
    expect(col(routine, 'routine_created_at')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A routine row leaves the workout's columns blank, and a workout row the routine's.
    expect(col(rows[1]!, 'workout_id')).toBe('');
    expect(col(rows[0]!, 'routine_id')).toBe('');
  });
});

describe('GET /api/export of a big account (issue 9: streamed)', () => {
  it('writes every workout once, newest first, a batch of 200 at a time', async () => {
    const me = await signUp(t);
    await insertManyWorkouts(t.db, me.user.id, 450);
    await postGoal(me, { title: 'Last row' });
    const expected = Array.from({ length: 450 }, (_, i) => `Workout ${i + 1}`);

    const csv = await me.as({ url: '/api/export?format=csv' });
    expect(csv.statusCode).toBe(200);
    const { header, rows } = readTable(csv.body);
    const at = (row: string[], name: (typeof CSV_HEADER)[number]) => row[header.indexOf(name)];
    expect(rows.slice(0, -1).map((r) => at(r, 'workout_name'))).toEqual(expected);
    expect(rows.slice(0, -1).every((r) => at(r, 'exercise_name') === 'Squat')).toBe(true);
    expect(at(rows.at(-1)!, 'goal_title')).toBe('Last row');

    const json = await me.as({ url: '/api/export' });
    const data = json.json();
    expect(data.workouts.map((w: { name: string }) => w.name)).toEqual(expected);
    expect(data.workouts).toEqual((await me.as({ url: `/api/workouts/${me.user.id}` })).json());
    expect(data.goals).toHaveLength(1);

    // In pieces: the head, three batches (200, 200 and 50 workouts), then the goals (JSON: with
    // the preferences; CSV: the preferences after them).
    const [user] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    const pieces = async (file: AsyncGenerator<string>) => {
      const all: string[] = [];
      for await (const piece of file) all.push(piece);
      return all;
    };
    expect(await pieces(exportJson(t.db, user!))).toHaveLength(5);
    const csvPieces = await pieces(exportCsv(t.db, user!));
    expect(csvPieces).toHaveLength(6);
    expect(csvPieces.slice(1, 4).map((p) => p.split('\r\n').length - 1)).toEqual([200, 200, 50]);
  });
});

describe('GET /api/export holds everything (issue 29 §7)', () => {
  /** The columns the CSV had before issue 29: a script reading them by position still works. */
  const ISSUE_27_HEADER = 'record,workout_id,workout_name,workout_type,completed_at,workout_duration_seconds,workout_distance,workout_distance_unit,workout_notes,exercise_number,exercise_name,sets,reps,weight_lbs,exercise_duration_seconds,distance,distance_unit,intensity,rest_seconds,set_number,set_reps,set_weight,set_weight_unit,set_duration_seconds,set_distance,set_done,set_type,set_rpe,goal_id,goal_title,goal_description,goal_type,target_value,current_value,goal_unit,deadline,is_completed,progress_percentage,weigh_in_id,measured_at,body_weight,body_weight_unit,routine_id,routine_name,routine_notes'; // prettier-ignore

  it('keeps every earlier column where it was; the new ones follow', () => {
    const before = ISSUE_27_HEADER.split(',');
    expect(CSV_HEADER.slice(0, before.length)).toEqual(before);
    expect(CSV_HEADER.slice(before.length)).toEqual([
      'workout_day',
      'workout_routine_id',
      'workout_created_at',
      'superset_group',
      'exercise_notes',
      'goal_tracking',
      'goal_track_exercise',
      'goal_track_workout_type',
      'goal_start_value',
      'goal_completed_at',
      'goal_created_at',
      'routine_last_done_at',
      'routine_times_done',
      'routine_created_at',
      'routine_updated_at',
      'preference',
      'preference_value',
    ]);
    expect(new Set(CSV_HEADER).size).toBe(CSV_HEADER.length);
  });

  /** A person who changed every setting there is. */
  async function settledIn() {
    const me = await signUp(t);
    const puts = [
      ['/api/users/me/time-zone', 'PUT', { timeZone: 'Europe/Berlin' }],
      ['/api/users/me/preferences', 'PUT', { weightUnit: 'kg', distanceUnit: 'km', rpeEnabled: true }],
      ['/api/leaderboard/settings', 'PUT', { leaderboardVisible: false, displayName: 'Iron Ann' }],
      ['/api/users/me/equipment', 'PUT', { unit: 'kg', bar: 15, plates: [{ weight: 20, count: 4 }, { weight: 1.25, count: 2 }] }],
      ['/api/joey-avatar', 'POST', { avatarConfig: { ...AVATAR_DEFAULTS, hairColor: 'red', voiceName: 'Anna' } }],
    ] as const; // prettier-ignore
    for (const [url, method, payload] of puts) {
      const res = await me.as({ method, url, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const workout = await postWorkout(me, {
      completedAt: '2026-02-01T23:30:00Z',
      exercises: [
        { name: 'Bench Press', supersetGroup: 1, setList: [{ reps: 8, weight: 60, weightUnit: 'kg', rpe: 7.5 }] }, // prettier-ignore
        { name: 'Row', supersetGroup: 1, setList: [{ setType: 'warmup', reps: 10, weight: 40, weightUnit: 'kg' }] }, // prettier-ignore
      ],
    });
    const goal = await postGoal(me, { title: 'Bench 100', type: 'strength', targetValue: 100, currentValue: 60, unit: 'kg' }); // prettier-ignore
    return { me, workout, goal };
  }

  const PREFERENCES = {
    weightUnit: 'kg',
    distanceUnit: 'km',
    timeZone: 'Europe/Berlin',
    rpeEnabled: true,
    leaderboardVisible: false,
    displayName: 'Iron Ann',
    gymEquipment: {
      unit: 'kg',
      bar: 15,
      plates: [
        { weight: 20, count: 4 },
        { weight: 1.25, count: 2 },
      ],
      saved: true,
    },
    coach: { ...AVATAR_DEFAULTS, hairColor: 'red', voiceName: 'Anna' },
  };

  it('in the JSON: the preferences last, and workouts with set types, RPE and supersets', async () => {
    const { me, workout, goal } = await settledIn();
    const data = (await me.as({ url: '/api/export' })).json();
    expect(data.preferences).toEqual(PREFERENCES);
    expect(Object.keys(data).at(-1)).toBe('preferences');
    expect(data.user).toMatchObject({ weightUnit: 'kg', timeZone: 'Europe/Berlin', displayName: 'Iron Ann' }); // prettier-ignore
    expect(data.workouts).toEqual([workout]);
    expect(data.workouts[0].exercises.map((e: { supersetGroup: number }) => e.supersetGroup)).toEqual([1, 1]); // prettier-ignore
    expect(data.workouts[0].exercises[0].setList[0]).toMatchObject({ setType: 'normal', rpe: 7.5 });
    expect(data.goals).toEqual([goal]);
  });

  it('in the CSV: a preference row per setting, and the new columns filled', async () => {
    const { me, workout, goal } = await settledIn();
    const { header, rows, preferences } = readTable((await me.as({ url: '/api/export?format=csv' })).body); // prettier-ignore
    const col = (row: string[], name: (typeof CSV_HEADER)[number]) => row[header.indexOf(name)];
    expect(preferences.map((r) => [col(r, 'preference'), col(r, 'preference_value')])).toEqual([
      ['weightUnit', 'kg'],
      ['distanceUnit', 'km'],
      ['timeZone', 'Europe/Berlin'],
      ['rpeEnabled', 'true'],
      ['leaderboardVisible', 'false'],
      ['displayName', 'Iron Ann'],
      ['gymEquipment.unit', 'kg'],
      ['gymEquipment.bar', '15'],
      ['gymEquipment.plates', '[{"weight":20,"count":4},{"weight":1.25,"count":2}]'],
      ['gymEquipment.saved', 'true'],
      ...Object.entries(PREFERENCES.coach).map(([k, v]) => [`coach.${k}`, String(v)]),
    ]);
    // A preference row fills its own columns only.
    const own = new Set(['record', 'preference', 'preference_value']);
    expect(preferences.every((r) => header.every((name, i) => own.has(name) || r[i] === ''))).toBe(true); // prettier-ignore
    const sets = rows.filter((r) => col(r, 'record') === 'set');
    expect(sets.map((r) => [col(r, 'exercise_name'), col(r, 'superset_group'), col(r, 'set_type'), col(r, 'set_rpe')])).toEqual([
      ['Bench Press', '1', 'normal', '7.5'],
      ['Row', '1', 'warmup', ''],
    ]); // prettier-ignore
    // 23:30 UTC on Feb 1 was 00:30 on Feb 2 in Berlin.
    expect([col(sets[0]!, 'workout_day'), col(sets[0]!, 'workout_routine_id'), col(sets[0]!, 'workout_created_at')]).toEqual(['2026-02-02', '', workout.createdAt]); // prettier-ignore
    const goalRow = rows.find((r) => col(r, 'record') === 'goal')!;
    expect((['goal_tracking', 'goal_track_exercise', 'goal_track_workout_type', 'goal_start_value', 'goal_completed_at', 'goal_created_at'] as const).map((n) => col(goalRow, n))).toEqual(
      [goal.tracking, goal.trackExercise ?? '', goal.trackWorkoutType ?? '', goal.startValue === null ? '' : String(goal.startValue), goal.completedAt ?? '', goal.createdAt],
    ); // prettier-ignore
  });

  it('gives the equipment’s defaults (saved: false) and Joey’s look to a person who changed nothing', async () => {
    const me = await signUp(t);
    const { preferences } = (await me.as({ url: '/api/export' })).json();
    expect(preferences).toMatchObject({ weightUnit: 'lb', distanceUnit: 'mi', timeZone: 'UTC', rpeEnabled: false, leaderboardVisible: true, displayName: null }); // prettier-ignore
    expect(preferences.gymEquipment).toMatchObject({ unit: 'lb', saved: false });
    expect(preferences.coach).toEqual(AVATAR_DEFAULTS);
  });
});
