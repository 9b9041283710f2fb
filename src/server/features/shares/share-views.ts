// Public share views (issue 25 §5): GET /api/shares/{token} is the one read a signed-out visitor
// can repeat at will, and a progress share reads a range of its owner's history. So each view is
// counted per address first, then answered from the app's read cache (plugins/read-cache.ts)
// when the owner's data has not changed since: one indexed lookup (the share by its token, joined
// to its owner's row) returns the owner's data version, which every write of their data moves on
// (db/data-version.ts). A stale entry is never answered, so instances need no coherence
// (DESIGN §9); the cache's bounds and its one reading for views that miss together are the ones
// every cached read has.
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { userName } from '../../../shared/display-name';
import { localDaysRange } from '../../../shared/local-day';
import type {
  SharedProgressView,
  SharedWorkoutView,
  ShareView,
} from '../../../shared/schemas/shares';
import { WORKOUT_TYPES, type WorkoutType } from '../../../shared/schemas/workouts';
import type { DistancePreference, WeightUnit } from '../../../shared/units';
import { roundMiles, secondsToMinutes } from '../../../shared/workout-totals';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import type { CounterStore } from '../../plugins/counter-store';
import { HttpError, notFound } from '../../plugins/errors';
import { reserve } from '../../plugins/rate-limit';
import { cachedRead } from '../../plugins/read-cache';
import {
  getWorkout,
  toWorkoutSummary,
  workoutSummariesJson,
  type WorkoutSummaryJson,
} from '../workouts/workouts.service';

/** Views one address may open in a minute (SHARE_VIEWS_PER_MINUTE). */
export const SHARE_VIEW_WINDOW_MS = 60_000;

const shareNotFound = () => notFound('Share not found');

interface ShareRow {
  id: string;
  user_id: string;
  kind: 'workout' | 'progress';
  workout_id: string | null;
  range_start: string | null;
  range_end: string | null;
  include_identity: boolean;
  expires_at: string | Date | null;
  revoked_at: string | Date | null;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  time_zone: string;
  weight_unit: WeightUnit;
  distance_unit: DistancePreference;
  data_version: number;
}

/** The share, its owner's fields the page shows, and the owner's data version. */
const lookup = preparedSql<ShareRow>(
  'share_view_lookup',
  sql`select s.id, s.user_id, s.kind, s.workout_id, s.range_start::text, s.range_end::text,
             s.include_identity, s.expires_at, s.revoked_at, u.display_name, u.first_name,
             u.last_name, u.time_zone, u.weight_unit, u.distance_unit, u.data_version
        from shares s join users u on u.id = s.user_id
       where s.token = ${sql.placeholder('token')}`,
);

/**
 * The owner's workouts done on the range's days as the summaries read them (no sets beyond
 * times). A workout counts by its kept day (issue 26 §3), as their Workouts list shows it; the
 * instants two days either side only bound the search (a kept day is never further than 14 hours
 * from its instant's day in any zone), so the index on (user_id, completed_at) still serves it.
 */
const progressRows = preparedSql<{ list: WorkoutSummaryJson[] }>(
  'share_progress_workouts',
  sql`select ${workoutSummariesJson(
    sql`w.user_id = ${sql.placeholder('userId')}
        and w.completed_at >= ${sql.placeholder('start')}::timestamptz - interval '2 days'
        and w.completed_at < ${sql.placeholder('end')}::timestamptz + interval '2 days'
        and coalesce(w.done_day, (w.completed_at at time zone 'UTC')::date)
            between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date`,
  )} as list`,
);

export interface ShareViews {
  /**
   * Answers GET /api/shares/{token} from `request.ip`: 429 past the address's views a minute, 404
   * unless the share is live; else the view, as the route's serializer writes it.
   */
  view(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    now?: Date,
  ): Promise<FastifyReply>;
}

export function shareViews(db: Db, counters: CounterStore, perMinute: number): ShareViews {
  return {
    async view(request, reply, token, now = new Date()) {
      // A revoked link must stop working at once, so nobody may keep a copy (and so it has no
      // ETag: there is nothing to revalidate). Set first, so the refusals below carry it too.
      reply.header('cache-control', 'no-store');
      await reserve(
        counters,
        [{ key: `share-view:addr:${request.ip}`, limit: perMinute }],
        SHARE_VIEW_WINDOW_MS,
        (s) => `Too many shared pages opened from your network. Try again in ${s} seconds.`,
        now,
      );
      // Whether the share is live is read every time, before any kept view: revoked or expired
      // is a 404 at once.
      const [row] = await lookup(db, { token });
      if (!row || row.revoked_at !== null || (row.expires_at && new Date(row.expires_at) <= now)) {
        throw shareNotFound();
      }
      // Kept under its owner like their own reads, counted in their bound. What it depends on:
      // their data (the version, moved by every write of it, their name and units included) and
      // the zone a progress range's days are in. A share is never changed, only revoked, so its
      // id names its view; signed-in reads are kept under URLs, which start with '/'.
      const slot = {
        owner: row.user_id,
        key: `share ${row.id}`,
        stamp: `${row.data_version} ${row.time_zone}`,
      };
      const kept = await cachedRead(request, reply, slot, () => viewOf(db, row));
      return reply.type('application/json; charset=utf-8').send(kept.body);
    },
  };
}

async function viewOf(db: Db, row: ShareRow): Promise<ShareView> {
  const identity = row.include_identity
    ? {
        name: userName(
          { displayName: row.display_name, firstName: row.first_name, lastName: row.last_name },
          'others',
        ),
      }
    : null;
  const units = { weight: row.weight_unit, distance: row.distance_unit };
  const body = row.kind === 'workout' ? await workoutBody(db, row) : await progressBody(db, row);
  return { ...body, identity, units } as ShareView;
}

/** What a view shows besides who and in what units. */
type ViewBody =
  Omit<SharedWorkoutView, 'identity' | 'units'> | Omit<SharedProgressView, 'identity' | 'units'>;

async function workoutBody(db: Db, row: ShareRow): Promise<ViewBody> {
  if (!row.workout_id) throw shareNotFound();
  // Only the share's own user's workout (DESIGN §6): another's id is the same 404.
  const w = await getWorkout(db, row.user_id, row.workout_id).catch((err: unknown) => {
    throw err instanceof HttpError && err.statusCode === 404 ? shareNotFound() : err;
  });
  return {
    kind: 'workout',
    workout: {
      name: w.name,
      type: w.type,
      completedAt: w.completedAt,
      day: w.day,
      duration: w.duration,
    },
    exercises: w.exercises.map((e) => ({
      name: e.name,
      sets: e.sets,
      reps: e.reps,
      weight: e.weight,
      duration: e.duration,
      distance: e.distance,
      distanceUnit: e.distanceUnit,
      weightUnit: e.weightUnit,
      setList: e.setList,
    })),
  };
}

async function progressBody(db: Db, row: ShareRow): Promise<ViewBody> {
  if (!row.range_start || !row.range_end) throw shareNotFound();
  const { start, end } = localDaysRange(row.range_start, row.range_end, row.time_zone);
  const [read] = await progressRows(db, {
    userId: row.user_id,
    start: start.toISOString(),
    end: end.toISOString(),
    from: row.range_start,
    to: row.range_end,
  });
  const list = read!.list.map(toWorkoutSummary);
  const byType = new Map<WorkoutType, { workouts: number; seconds: number }>();
  let seconds = 0;
  let miles = 0;
  for (const w of list) {
    seconds += w.duration;
    miles += w.distance;
    const t = byType.get(w.type) ?? { workouts: 0, seconds: 0 };
    byType.set(w.type, { workouts: t.workouts + 1, seconds: t.seconds + w.duration });
  }
  return {
    kind: 'progress',
    range: { start: row.range_start, end: row.range_end },
    totals: {
      workouts: list.length,
      minutes: secondsToMinutes(seconds),
      miles: roundMiles(miles),
    },
    byType: WORKOUT_TYPES.filter((t) => byType.has(t)).map((type) => ({
      type,
      workouts: byType.get(type)!.workouts,
      minutes: secondsToMinutes(byType.get(type)!.seconds),
    })),
  };
}
