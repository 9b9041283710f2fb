// Issue 29 §1, §3, §5 through the real app: a preview writes nothing, the unit question, options
// as fields or query parameters, the name mapping and the unmapped list, files that are refused
// (not an export, empty, over 20 MB), the bounds of one workout, overlapping and interrupted
// imports, Undo, the progress stream, and another user's import. Runs on PGlite and PostgreSQL.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUPPORTED_FILE } from '../../src/server/features/imports/formats';
import { IMPORT_RATE, PREVIEW_RATE } from '../../src/server/features/imports/imports.routes';
import { runImport, UNIT_QUESTIONS } from '../../src/server/features/imports/imports.service';
import {
  IMPORT_LIMITS,
  importListSchema,
  importProgressLineSchema,
  importResultSchema,
  type ImportResult,
} from '../../src/shared/schemas/imports';
import { createTestApp, signUp, type TestApp } from '../setup/test-app';
import { multipart } from '../voice/synth';
import {
  fixture,
  importBody,
  type Caller,
  importFixture,
  postImport,
  rows,
  setsOf,
  workoutsOf,
} from './imports-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NO_UNITS = { weightUnit: 'kg', distanceUnit: 'km' };
const HEADER =
  'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE\n';

const day = (i: number) =>
  new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

/** A Strong export (units in its header) of `n` one-set workouts, a day apart from 2020-01-01. */
const strongRows = (n: number, from = 0) =>
  Array.from(
    { length: n },
    (_, k) =>
      `${from + k + 1},${day(from + k)} 07:00:00,Session ${from + k},3600,Bench Press (Barbell),1,${60 + (k % 10)},5,,,,,\n`,
  ).join('');
const strongFile = (n: number) => HEADER + strongRows(n);

/** Everything of the user's an import could have written. */
async function countsOf(userId: string) {
  const [row] = await rows<Record<string, number>>(
    t,
    sql`select (select count(*) from workouts where user_id = ${userId})::int as workouts,
               (select count(*) from exercise_sets s join exercises e on e.id = s.exercise_id
                  join workouts w on w.id = e.workout_id where w.user_id = ${userId})::int as sets,
               (select count(*) from imports where user_id = ${userId})::int as imports,
               (select count(*) from body_weights where user_id = ${userId})::int as weigh_ins,
               (select count(*) from goals where user_id = ${userId})::int as goals,
               (select count(*) from routines where user_id = ${userId})::int as routines`,
  );
  return row!;
}

const importsOf = async (userId: string) =>
  rows<{ id: string; status: string; workouts: number; duplicates: number }>(
    t,
    sql`select id, status, workouts, duplicates from imports where user_id = ${userId}
         order by created_at`,
  );

const EMPTY = { workouts: 0, sets: 0, imports: 0, weigh_ins: 0, goals: 0, routines: 0 };

describe('a preview', () => {
  it('writes nothing and answers what the import then adds', async () => {
    const me = await signUp(t);
    const preview = await importFixture(me, 'hevy-kg.csv', { dryRun: 'true' });
    expect(importResultSchema.parse(preview)).toMatchObject({
      id: null,
      dryRun: true,
      workouts: 3,
    });
    expect(await countsOf(me.user.id)).toEqual(EMPTY);
    const done = await importFixture(me, 'hevy-kg.csv');
    const { id: _id, dryRun: _dry, ...previewed } = preview;
    expect(done).toMatchObject({ ...previewed, dryRun: false });
    // A preview after the import sees every workout already there.
    const after = await importFixture(me, 'hevy-kg.csv', { dryRun: 'true' });
    expect(after).toMatchObject({ workouts: 0, sets: 0, duplicates: done.sets });
  });

  it('counts what a Joey Fit file would add besides workouts, and adds none of it', async () => {
    const me = await signUp(t);
    const preview = await importFixture(me, 'joeyfit.json', { dryRun: 'true' });
    expect(preview).toMatchObject({ weighIns: 2, routines: 1, goals: 1 });
    expect(await countsOf(me.user.id)).toEqual(EMPTY);
  });
});

describe('the unit question', () => {
  /** Strong's classic export: its header names neither the weight nor the distance unit. */
  const CLASSIC =
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n';
  const lift = (i: number) => `${day(i)} 07:00:00,Lifts ${i},45m,Squat (Barbell),1,100,5,0,0,,,\n`;
  const run = (i: number) => `${day(i)} 18:00:00,Run ${i},30m,Running,1,0,0,5.2,1500,,,\n`;

  it('asks only for the units the sets use: a lifts-only file needs no distance unit', async () => {
    const me = await signUp(t);
    const lifts = CLASSIC + lift(0) + lift(1);
    const preview = await postImport(me, lifts, { dryRun: 'true' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ needs: ['weightUnit'], weightUnit: null, workouts: 2 });
    const done = await postImport(me, lifts, { weightUnit: 'kg' });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ needs: [], workouts: 2, sets: 2, weightUnit: 'kg' });
    expect((await setsOf(t, me.user.id)).map((s) => [s.weight, s.weight_unit])).toEqual([
      [100, 'kg'],
      [100, 'kg'],
    ]);

    // Runs only: a distance unit, and no weight unit.
    const runner = await signUp(t);
    const runs = CLASSIC + run(0);
    expect((await postImport(runner, runs, { dryRun: 'true' })).json()).toMatchObject({
      needs: ['distanceUnit'],
      workouts: 1,
    });
    expect((await postImport(runner, runs, { distanceUnit: 'km' })).statusCode).toBe(201);
    expect(await setsOf(t, runner.user.id)).toMatchObject([
      { exercise: 'Running', distance: 5.2, distance_unit: 'km', weight: null, reps: null },
    ]);
  });

  it('a file with lifts and runs previews with both questions and refuses an import missing either, leaving nothing', async () => {
    const me = await signUp(t);
    const refused = await postImport(me, fixture('strong-ios.csv'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: UNIT_QUESTIONS.weightUnit });
    expect(refused.json().message).toBe(
      'weightUnit: this file does not say whether weights are in kg or lb; choose one',
    );
    // The run comes in the file's second workout: the first was read (and undone) by then.
    const half = await postImport(me, fixture('strong-ios.csv'), { weightUnit: 'lb' });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({ message: UNIT_QUESTIONS.distanceUnit });
    expect(await countsOf(me.user.id)).toEqual(EMPTY);

    const preview = await importFixture(me, 'strong-ios.csv', { dryRun: 'true' });
    expect(preview).toMatchObject({
      needs: ['weightUnit', 'distanceUnit'],
      weightUnit: null,
      distanceUnit: null,
      workouts: 3,
    });
    const answered = await importFixture(me, 'strong-ios.csv', { dryRun: 'true', ...NO_UNITS });
    expect(answered).toMatchObject({ needs: [], weightUnit: 'kg', distanceUnit: 'km' });
    // Runs first, lifts after: the preview still asks the weight first.
    const runsFirst = await postImport(me, CLASSIC + run(0) + lift(1), { dryRun: 'true' });
    expect(runsFirst.json().needs).toEqual(['weightUnit', 'distanceUnit']);
  });

  it('refuses at the first set needing an unsaid unit, after batches were written, and undoes them', async () => {
    const me = await signUp(t);
    // 150 lifts (a batch of 100 is written), then a run no distance unit was given for.
    const file = CLASSIC + Array.from({ length: 150 }, (_, i) => lift(i)).join('') + run(150);
    const res = await postImport(me, file, { weightUnit: 'kg' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: UNIT_QUESTIONS.distanceUnit });
    expect(await countsOf(me.user.id)).toEqual(EMPTY);

    // Streamed: the stream had begun, so the refusal is its last line; nothing stays either.
    const streamed = await postImport(
      me,
      file,
      { weightUnit: 'kg' },
      { accept: 'application/x-ndjson' },
    );
    expect(streamed.statusCode).toBe(200);
    const last = JSON.parse(streamed.body.trim().split('\n').at(-1)!);
    expect(last).toEqual({
      type: 'error',
      statusCode: 400,
      message: UNIT_QUESTIONS.distanceUnit,
    });
    expect(await countsOf(me.user.id)).toEqual(EMPTY);
    // Said, it all imports.
    const done = await postImport(me, file, { weightUnit: 'kg', distanceUnit: 'miles' });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ workouts: 151, sets: 151 });
  });

  it('takes the options as query parameters too', async () => {
    const me = await signUp(t);
    const res = await postImport(
      me,
      fixture('strong-ios.csv'),
      {},
      {
        query: 'weightUnit=lb&distanceUnit=miles',
      },
    );
    expect(res.statusCode).toBe(201);
    const sets = await setsOf(t, me.user.id);
    expect(new Set(sets.map((s) => s.weight_unit))).toEqual(new Set(['lb']));
    expect(sets.find((s) => s.exercise === 'Running')).toMatchObject({
      distance: 5.2,
      distance_unit: 'miles',
    });
  });
});

describe('options and uploads that are refused', () => {
  it('names the option that is wrong', async () => {
    const me = await signUp(t);
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ weightUnit: 'stone' }, '', /^weightUnit: /],
      [{ distanceUnit: 'furlongs' }, '', /^distanceUnit: /],
      [{ dryRun: 'yes' }, '', /^dryRun: must be true or false/],
      [{ source: 'myfitnesspal' }, '', /^source: /],
      [{ mapping: '{not json' }, '', /^mapping: must be a JSON object of names/],
      [{ mapping: '{"Bench": ""}' }, '', /^mapping\.Bench: names must not be blank/],
      [{ colour: 'red' }, '', /^colour: is not an option/],
      [{}, 'dryRun=maybe', /^dryRun: /],
      [{}, 'colour=red', /colour/],
    ];
    for (const [fields, query, message] of cases) {
      const res = await postImport(me, fixture('strong-new-kg.csv'), fields, { query });
      const what = `${JSON.stringify(fields)} ${query}: ${res.body}`;
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toMatch(message);
    }
    expect(await countsOf(me.user.id)).toEqual(EMPTY);
  });

  it('asks for the file, as multipart, in the field file', async () => {
    const me = await signUp(t);
    const none = await postImport(me, null, { weightUnit: 'kg' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'file: is required' });

    const upload = await multipart({
      upload: { bytes: fixture('strong-new-kg.csv'), type: 'text/csv', name: 'a.csv' },
    });
    const other = await me.as({ method: 'POST', url: '/api/imports', ...upload });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/^upload: /);

    const json = await me.as({ method: 'POST', url: '/api/imports', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);
  });

  it('refuses a file that is no export, naming the formats, and an empty one', async () => {
    const me = await signUp(t);
    const not = await postImport(me, fixture('not-an-export.csv'));
    expect(not.statusCode).toBe(400);
    expect(not.json().message).toBe(UNSUPPORTED_FILE);
    expect(UNSUPPORTED_FILE).toMatch(/Strong, Hevy, FitNotes and StrongLifts, and Joey Fit/);
    const png = await postImport(
      me,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
    );
    expect(png.statusCode).toBe(400);
    const empty = await postImport(me, fixture('empty.csv'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('file: is empty');
    const wrong = await postImport(me, fixture('hevy-kg.csv'), { source: 'strong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^source: this file is not a Strong export/);
    expect(await countsOf(me.user.id)).toEqual(EMPTY);
  });

  it('names the line of a record over 64 kB in a small file sent in one piece, leaving nothing', async () => {
    const me = await signUp(t);
    // 150 workouts (a batch written before the refusal), then a 70,000-character quoted cell:
    // it reaches the reader in the same chunk as the header, which must still read as Strong's.
    const file =
      strongFile(150) + `151,2024-01-01 07:00:00,"${'x'.repeat(70_000)}",60,Row,1,1,1,,,,,\n`;
    const res = await postImport(me, file);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().message).toBe(
      'file: the record starting on line 152 is longer than 64 kB, so this is not a CSV export',
    );
    expect(await countsOf(me.user.id)).toEqual(EMPTY);
  });

  it('refuses a file over 20 MB with a 413, leaving nothing of it, said length or not', async () => {
    const me = await signUp(t);
    // 150 real workouts (a batch is written before the limit is reached), then rest-timer rows
    // that are no sets, to just past 20 MB.
    const pad = '999,2020-12-31 07:00:00,Pad,60,Bench Press (Barbell),Rest Timer,,,,90,,,\n';
    const head = strongFile(150);
    const big =
      head + pad.repeat(Math.ceil((IMPORT_LIMITS.fileBytes - head.length) / pad.length) + 10);
    expect(big.length).toBeGreaterThan(IMPORT_LIMITS.fileBytes);
    const body = await importBody(big, {});

    const said = await me.as({ method: 'POST', url: '/api/imports', ...body });
    expect(said.statusCode).toBe(413);
    expect(said.json().message).toMatch(/^file: is larger than 20 MB/);

    // Streamed with no length: read up to the limit, then refused, and what it wrote undone.
    const chunks = Array.from({ length: Math.ceil(body.payload.length / 65_536) }, (_, i) =>
      body.payload.subarray(i * 65_536, (i + 1) * 65_536),
    );
    const streamed = await me.as({
      method: 'POST',
      url: '/api/imports',
      payload: Readable.from(chunks),
      headers: { ...body.headers, 'transfer-encoding': 'chunked' },
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toMatch(/^file: is larger than 20 MB/);
    expect(await countsOf(me.user.id)).toEqual(EMPTY);
  }, 120_000);
});

describe('names', () => {
  it('logs a name under the mapping sent, else the catalogue’s, and lists the rest by sets', async () => {
    const me = await signUp(t);
    const file =
      HEADER +
      '1,2024-02-01 07:00:00,Odd,1800,Zorbulating Yak Press,1,20,5,,,,,\n' +
      '1,2024-02-01 07:00:00,Odd,1800,Zorbulating Yak Press,2,20,5,,,,,\n' +
      '1,2024-02-01 07:00:00,Odd,1800,Quixotic Kettle Thing,1,16,8,,,,,\n' +
      '1,2024-02-01 07:00:00,Odd,1800,Triceps Pushdown (Cable),1,25,12,,,,,\n' +
      '1,2024-02-01 07:00:00,Odd,1800,Bench Press (Barbell),1,60,5,,,,,\n' +
      '2,2024-02-03 07:00:00,Odd,1800,Zorbulating Yak Press,1,22,5,,,,,\n';
    const preview = (await postImport(me, file, { dryRun: 'true' })).json() as ImportResult;
    expect(preview.unmappedExercises.map((u) => [u.name, u.sets])).toEqual([
      ['Zorbulating Yak Press', 3],
      ['Quixotic Kettle Thing', 1],
    ]);
    const mapping = JSON.stringify({
      'Zorbulating Yak Press': 'Landmine Press',
      'Triceps Pushdown (Cable)': 'Rope Pushdown',
    });
    const res = await postImport(me, file, { mapping });
    expect(res.statusCode).toBe(201);
    expect((res.json() as ImportResult).unmappedExercises.map((u) => u.name)).toEqual([
      'Quixotic Kettle Thing',
    ]);
    const names = new Set((await setsOf(t, me.user.id)).map((s) => s.exercise));
    expect(names).toEqual(
      new Set(['Landmine Press', 'Quixotic Kettle Thing', 'Rope Pushdown', 'Bench Press']),
    );
  });
});

describe('the bounds of one workout', () => {
  it('skips what the tables cannot hold with a warning naming its line, and keeps the rest', async () => {
    const me = await signUp(t);
    const longName = 'Very Long Lift '.repeat(10).trim();
    const huge = Array.from(
      { length: 51 },
      (_, k) => `4,2024-02-05 07:00:00,Huge,1800,Curl,${k + 1},10,10,,,,,\n`,
    ).join('');
    const file =
      HEADER +
      '1,1999-12-30 07:00:00,Too old,1800,Squat (Barbell),1,100,5,,,,,\n' + // line 2
      '2,2024-02-01 07:00:00,Fine,1800,Squat (Barbell),1,100,5,,,,,\n' + // line 3
      '2,2024-02-01 07:00:00,Fine,1800,Squat (Barbell),2,6000,5,,,,,\n' + // line 4
      `3,2024-02-03 07:00:00,Named,1800,${longName},1,50,5,,,,,\n` + // line 5
      huge; // lines 6–56
    const res = await postImport(me, file);
    expect(res.statusCode).toBe(201);
    const result = res.json() as ImportResult;
    expect(result).toMatchObject({ workouts: 2, sets: 2, skipped: 1 + 1 + 51 });
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        { line: 2, message: expect.stringMatching(/outside 2000–2100/) },
        { line: 3, message: expect.stringMatching(/weight 6000 is outside 0–5000/) },
        { line: 5, message: expect.stringMatching(/cut to 100 characters/) },
        { line: 6, message: expect.stringMatching(/at most 50 sets/) },
      ]),
    );
    const names = (await setsOf(t, me.user.id)).map((s) => s.exercise);
    expect(names).toContain('Squat');
    expect(names.find((n) => n.startsWith('Very Long'))).toHaveLength(100);
  });

  it('answers at most IMPORT_LIMITS.warnings warnings, the last saying how many more', async () => {
    const me = await signUp(t);
    const bad = Array.from(
      { length: 150 },
      (_, k) => `1,2024-02-01 07:00:00,Bad,1800,Squat (Barbell),${k + 1},100,lots,,,,,\n`,
    ).join('');
    const result = (await postImport(me, HEADER + bad)).json() as ImportResult;
    expect(result.warnings).toHaveLength(IMPORT_LIMITS.warnings);
    expect(result.warnings.at(-1)).toEqual({
      line: null,
      message: `${150 - (IMPORT_LIMITS.warnings - 1)} more warnings are not shown`,
    });
    expect(result.skipped).toBe(150);
  });
});

describe('safe to repeat', () => {
  it('adds only the new workouts of an export that overlaps an earlier one', async () => {
    const me = await signUp(t);
    await importFixture(me, 'strong-new-kg.csv');
    const overlap = await importFixture(me, 'overlap-strong-new-kg.csv');
    expect(overlap).toMatchObject({ workouts: 1, exercises: 1, sets: 3, duplicates: 6 });
    expect(await workoutsOf(t, me.user.id)).toHaveLength(5);
  });

  it('completes an interrupted import: committed batches stay, and the file again adds the rest', async () => {
    const me = await signUp(t);
    const text = new TextEncoder().encode(strongFile(150));
    // The connection drops after the 120th workout's row (a batch of 100 is committed by then).
    const cut = text.indexOf(0x0a, strongFile(121).length - 1);
    async function* dropped() {
      yield text.subarray(0, cut);
      throw new Error('the connection was lost');
    }
    const user = { id: me.user.id, timeZone: 'UTC' };
    await expect(runImport(t.db, user, dropped(), {}, { fileName: 'strong.csv' })).rejects.toThrow(
      'the connection was lost',
    );
    const [interrupted] = await importsOf(me.user.id);
    expect(interrupted).toMatchObject({ status: 'running', workouts: 100 });
    expect(await workoutsOf(t, me.user.id)).toHaveLength(100);

    const again = await postImport(me, text);
    expect(again.json()).toMatchObject({ workouts: 50, sets: 50, duplicates: 100 });
    expect(await workoutsOf(t, me.user.id)).toHaveLength(150);
    const list = importListSchema.parse((await me.as({ url: '/api/imports' })).json());
    expect(list.imports.map((i) => [i.status, i.workouts])).toEqual([
      ['done', 50],
      ['running', 100],
    ]);
  });
});

describe('undo', () => {
  it('removes exactly what the import added, works records out again and leaves app-logged workouts', async () => {
    const me = await signUp(t);
    const log = async (name: string, weight: number, daysAgo: number) => {
      const res = await me.as({
        method: 'POST',
        url: '/api/workouts',
        payload: {
          userId: me.user.id,
          name,
          type: 'strength',
          completedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
          exercises: [{ name: 'Bench Press', sets: 1, reps: 5, weight, weightUnit: 'kg' }],
        },
      });
      expect(res.statusCode).toBe(201);
    };
    await log('Last month', 90, 30);
    await log('Today', 100, 0);
    // Whether today's bench (logged in the app) is a record.
    const flag = async () =>
      (
        await rows<{ pr: boolean }>(
          t,
          sql`select e.personal_record as pr from exercises e join workouts w on w.id = e.workout_id
               where w.user_id = ${me.user.id} and w.name = 'Today'`,
        )
      )[0]!.pr;
    const version = async () =>
      (
        await rows<{ v: number }>(
          t,
          sql`select data_version as v from users where id = ${me.user.id}`,
        )
      )[0]!.v;
    expect(await flag()).toBe(true);

    // Ten days ago, in the other app, this lifter benched 150 kg: today's 100 is no record.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const file = `${HEADER}1,${tenDaysAgo} 07:00:00,Other app,1800,Bench Press (Barbell),1,150,5,,,,,\n`;
    const imported = (await postImport(me, file)).json() as ImportResult;
    expect(await flag()).toBe(false);
    const before = await version();

    const res = await me.as({ method: 'DELETE', url: `/api/imports/${imported.id}` });
    expect(res.statusCode).toBe(204);
    expect(await flag()).toBe(true);
    expect(await version()).toBeGreaterThan(before);
    expect((await workoutsOf(t, me.user.id)).map((w) => w.name)).toEqual(['Last month', 'Today']);
    expect(await countsOf(me.user.id)).toMatchObject({ workouts: 2, sets: 2, imports: 0 });
    const list = (await me.as({ url: '/api/imports' })).json();
    expect(list).toEqual({ imports: [] });
    const twice = await me.as({ method: 'DELETE', url: `/api/imports/${imported.id}` });
    expect(twice.statusCode).toBe(404);
  });

  it('answers 404 for another user’s import, on Undo and on routines, and changes nothing', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const mine = await importFixture(owner, 'hevy-kg.csv');
    const before = await countsOf(owner.user.id);
    for (const opts of [
      { method: 'DELETE' as const, url: `/api/imports/${mine.id}` },
      { method: 'POST' as const, url: `/api/imports/${mine.id}/routines` },
    ]) {
      const res = await other.as(opts);
      expect(res.statusCode, opts.url).toBe(404);
      expect(res.json()).toEqual({ message: 'Import not found' });
    }
    expect(await countsOf(owner.user.id)).toEqual(before);
    const routines = await owner.as({ method: 'POST', url: `/api/imports/${mine.id}/routines` });
    expect(routines.statusCode).toBe(200);
    expect(routines.json().created).toBeGreaterThan(0);
  });
});

describe('the list', () => {
  it('answers the caller’s imports, newest first, with what each added', async () => {
    const me = await signUp(t);
    const first = await importFixture(me, 'strong-new-kg.csv');
    const second = await importFixture(me, 'overlap-strong-new-kg.csv');
    await importFixture(await signUp(t), 'hevy-kg.csv');
    const list = importListSchema.parse((await me.as({ url: '/api/imports' })).json());
    expect(list.imports.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(list.imports[1]).toMatchObject({
      source: 'strong',
      fileName: 'strong-new-kg.csv',
      status: 'done',
      workouts: 4,
      exercises: 6,
      sets: 12,
      duplicates: 0,
      from: '2025-01-06',
      to: '2025-01-09',
      finishedAt: expect.any(String),
    });
    expect(list.imports[0]).toMatchObject({
      workouts: 1,
      sets: 3,
      duplicates: 6,
      from: '2025-01-12',
    });
  });
});

describe('the progress stream', () => {
  const parse = (body: string) =>
    body
      .trim()
      .split('\n')
      .map((l) => importProgressLineSchema.parse(JSON.parse(l)));

  it('streams a progress line after each batch, then the result', async () => {
    const me = await signUp(t);
    const file = strongFile(250);
    const res = await postImport(me, file, {}, { accept: 'application/x-ndjson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = parse(res.body);
    const progress = lines.filter((l) => l.type === 'progress');
    expect(progress.map((l) => l.workouts)).toEqual([100, 200, 250]);
    expect(progress.map((l) => l.sets)).toEqual([100, 200, 250]);
    for (const [i, l] of progress.entries()) {
      expect(l.bytes).toBeGreaterThan(i === 0 ? 0 : progress[i - 1]!.bytes - 1);
    }
    expect(progress.at(-1)!.bytes).toBe(new TextEncoder().encode(file).length);
    const last = lines.at(-1)!;
    expect(last.type).toBe('done');
    if (last.type === 'done') expect(last.result).toMatchObject({ workouts: 250, dryRun: false });
  });

  it('answers a refusal found before streaming as JSON, and one found later as an error line', async () => {
    const me = await signUp(t);
    const early = await postImport(
      me,
      fixture('strong-ios.csv'),
      {},
      {
        accept: 'application/x-ndjson',
      },
    );
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: UNIT_QUESTIONS.weightUnit });

    // 250 workouts, then a record longer than any CSV export writes, arriving in pieces.
    const file =
      strongFile(250) + `251,2024-01-01 07:00:00,"${'x'.repeat(70_000)}",60,Row,1,1,1,,,,,\n`;
    const body = await importBody(file);
    const pieces = Array.from({ length: Math.ceil(body.payload.length / 8192) }, (_, i) =>
      body.payload.subarray(i * 8192, (i + 1) * 8192),
    );
    const late = await me.as({
      method: 'POST',
      url: '/api/imports',
      payload: Readable.from(pieces),
      headers: { ...body.headers, accept: 'application/x-ndjson' },
    });
    expect(late.statusCode, late.body.slice(0, 300)).toBe(200);
    const lines = parse(late.body);
    expect(lines[0]).toMatchObject({ type: 'progress', workouts: 100 });
    expect(lines.at(-1)).toMatchObject({ type: 'error', statusCode: 400 });
    // A refused file leaves nothing, even the batch written before the refusal.
    expect(await countsOf(me.user.id)).toEqual(EMPTY);
  });
});

describe('hostile uploads', () => {
  it('answers malformed multipart bodies and hostile option values with a 4xx message', async () => {
    const me = await signUp(t);
    const raw: [contentType: string, body: string][] = [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=x', 'garbage without any boundary'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x--'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n'],
      ['multipart/form-data; boundary=x', ''],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{}\r\n--x--'],
    ]; // prettier-ignore
    for (const [type, payload] of raw) {
      const res = await me.as({
        method: 'POST',
        url: '/api/imports',
        payload,
        headers: { 'content-type': type },
      });
      const what = `${type} ${JSON.stringify(payload).slice(0, 60)}: ${res.body.slice(0, 200)}`;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      expect(res.json(), what).toEqual({ message: expect.any(String) });
    }
    const values = [
      '\u0000',
      'x'.repeat(100_000),
      '{"__proto__":{"polluted":true}}',
      '1e309',
      '[]',
    ];
    for (const field of ['source', 'weightUnit', 'distanceUnit', 'dryRun', 'mapping']) {
      // A caller of their own per field: the minute's import limit is not what answers.
      const caller = await signUp(t);
      for (const value of values) {
        const res = await postImport(caller, fixture('strong-new-kg.csv'), { [field]: value });
        const what = `${field} = ${value.slice(0, 30)}: ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        // A mapping whose only key is __proto__ maps nothing (JSON.parse makes it an own key,
        // which the record leaves out): an import with no mapping, not a refusal.
        if (!(field === 'mapping' && value.includes('__proto__'))) {
          expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        }
      }
    }
    // A NUL byte in a file is a binary file, not an export: a 400, never a failed insert.
    const odd = await signUp(t);
    const nul = HEADER + '1,2024-02-01 07:00:00,Nul\u0000Day,1800,Squat (Barbell),1,100,5,,,,,\n';
    expect((await postImport(odd, nul)).statusCode).toBe(400);
    // Names that are Object.prototype's are names like any, mapped or not.
    const file =
      HEADER +
      '2,2024-02-02 07:00:00,constructor,1800,constructor,1,100,5,,,,,\n' +
      '2,2024-02-02 07:00:00,constructor,1800,__proto__,1,100,5,,,,,\n' +
      '2,2024-02-02 07:00:00,constructor,1800,toString,1,100,5,,,,,\n';
    for (const mapping of ['{"__proto__":{"polluted":true}}', '{"hasOwnProperty":"Curl"}']) {
      const res = await postImport(odd, file, { mapping });
      expect(res.statusCode, res.body).toBe(201);
    }
    const names = new Set((await setsOf(t, odd.user.id)).map((s) => s.exercise));
    expect(names).toEqual(new Set(['constructor', '__proto__', 'toString']));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  /**
   * Posts until the first 429 (at most `tries`), answering how many passed before it. Fixed
   * windows: a run of requests can straddle two, so between `limit` and 2 × `limit` pass.
   */
  async function untilRefused(who: Caller, fields: Record<string, string>, tries: number) {
    for (let passed = 0; passed < tries; passed++) {
      const res = await postImport(who, strongFile(1), fields);
      if (res.statusCode === 429) return { passed, refusal: res };
      expect(res.statusCode, res.body).toBe(fields.dryRun === 'true' ? 200 : 201);
    }
    throw new Error(`no 429 in ${tries} requests`);
  }

  it('limits the imports one person starts in a minute, previews apart', async () => {
    const me = await signUp(t);
    const { passed, refusal } = await untilRefused(me, {}, 2 * IMPORT_RATE.perMinute + 5);
    expect(passed).toBeGreaterThanOrEqual(IMPORT_RATE.perMinute);
    expect(passed).toBeLessThanOrEqual(2 * IMPORT_RATE.perMinute);
    expect(refusal.json().message).toMatch(
      /^Too many imports in a minute: try again in \d+ seconds\.$/,
    );
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(0);
    // Imports used up, a preview is still answered.
    expect((await postImport(me, strongFile(1), { dryRun: 'true' })).statusCode).toBe(200);
  });

  it('limits previews apart from imports, and higher: choosing a file and answering cannot use up the imports', async () => {
    expect(PREVIEW_RATE.perMinute).toBeGreaterThan(IMPORT_RATE.perMinute);
    const me = await signUp(t);
    const { passed, refusal } = await untilRefused(
      me,
      { dryRun: 'true' },
      2 * PREVIEW_RATE.perMinute + 5,
    );
    expect(passed).toBeGreaterThanOrEqual(PREVIEW_RATE.perMinute);
    expect(passed).toBeLessThanOrEqual(2 * PREVIEW_RATE.perMinute);
    expect(refusal.json().message).toMatch(
      /^Too many previews in a minute: try again in \d+ seconds\.$/,
    );
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(0);
    // Previews used up, the import itself still runs.
    expect((await postImport(me, strongFile(1))).statusCode).toBe(201);
  });
});
