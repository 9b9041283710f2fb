// Helpers of the import API tests (issue 29): a fixture file posted as multipart, the options as
// fields before it (as the screen sends them), and reads of what an import wrote.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ImportResult } from '../../src/shared/schemas/imports';
import { multipart } from '../voice/synth';
import type { signUp, TestApp } from '../setup/test-app';

export type Caller = Awaited<ReturnType<typeof signUp>>;

export const FIXTURES = path.join(__dirname, '..', 'fixtures', 'imports');
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/** A multipart body: `fields` first (in order), then the file as `file`. */
export async function importBody(
  file: Uint8Array | string | null,
  fields: Record<string, string> = {},
  name = 'export.csv',
) {
  const bytes = typeof file === 'string' ? new TextEncoder().encode(file) : file;
  return multipart({
    ...fields,
    ...(bytes ? { file: { bytes, type: 'text/csv', name } } : {}),
  });
}

/** POST /api/imports as `who`, answering the response. */
export async function postImport(
  who: Caller,
  file: Uint8Array | string | null,
  fields: Record<string, string> = {},
  opts: { query?: string; accept?: string; name?: string } = {},
) {
  const body = await importBody(file, fields, opts.name);
  return who.as({
    method: 'POST',
    url: `/api/imports${opts.query ? `?${opts.query}` : ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...(opts.accept ? { accept: opts.accept } : {}) },
  });
}

/** Imports a fixture and expects it to succeed (201, or 200 for a preview). */
export async function importFixture(
  who: Caller,
  name: string,
  fields: Record<string, string> = {},
): Promise<ImportResult> {
  const res = await postImport(who, fixture(name), fields, { name });
  const ok = fields.dryRun === 'true' ? 200 : 201;
  if (res.statusCode !== ok) throw new Error(`import of ${name}: ${res.statusCode} ${res.body}`);
  return res.json() as ImportResult;
}

export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Each set the user has, with its exercise and workout, in the order they were done. */
export async function setsOf(t: TestApp, userId: string) {
  return rows<{
    workout: string;
    exercise: string;
    position: number;
    reps: number | null;
    weight: number | null;
    weight_unit: string;
    duration_seconds: number | null;
    distance: number | null;
    distance_unit: string;
    set_type: string;
    rpe: number | null;
    superset_group: number | null;
  }>(
    t,
    sql`select w.name as workout, e.name as exercise, s.position, s.reps, s.weight, s.weight_unit,
               s.duration_seconds, s.distance, e.distance_unit, s.set_type, s.rpe, e.superset_group
          from exercise_sets s join exercises e on e.id = s.exercise_id
          join workouts w on w.id = e.workout_id
         where w.user_id = ${userId}
         order by w.completed_at, e.position, s.position`,
  );
}

/** The user's workouts as stored, oldest first. */
export async function workoutsOf(t: TestApp, userId: string) {
  return rows<{
    id: string;
    name: string;
    type: string;
    notes: string | null;
    duration_seconds: number | null;
    completed_at: Date | string;
    done_day: string;
    logged_day: string;
    streak_day: string | null;
    import_id: string | null;
    idempotency_key: string | null;
  }>(
    t,
    sql`select id, name, type, notes, duration_seconds, completed_at, done_day::text as done_day,
               logged_day::text as logged_day, streak_day::text as streak_day, import_id, idempotency_key
          from workouts where user_id = ${userId} order by completed_at, name`,
  );
}
