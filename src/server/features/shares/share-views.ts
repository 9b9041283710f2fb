// Public share views (issue 25 §5): GET /api/shares/{token} is the one read a signed-out visitor
// can repeat at will, and a progress share reads a range of its owner's history. So each view is
// counted per address first, then answered from a per-instance cache when the owner's workouts
// have not changed since: one indexed lookup (the share by its token, joined to its owner's row)
// returns the owner's data version, which every write of their data moves on
// (db/data-version.ts). A stale entry is never answered, so instances need no coherence
// (DESIGN §9); the cache is bounded, least recently used first out, and views that miss together
// wait for one reading.
import { sql } from 'drizzle-orm';
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
import {
  getWorkout,
  toWorkoutSummary,
  workoutSummariesJson,
  type WorkoutSummaryJson,
} from '../workouts/workouts.service';

/** Views one address may open in a minute (SHARE_VIEWS_PER_MINUTE). */
export const SHARE_VIEW_WINDOW_MS = 60_000;
/** Views kept per instance; a progress view is a few hundred bytes, a workout's a few kB. */
const CACHE_ENTRIES = 500;

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

/** What a view shows besides who and in what units, which the lookup reads every time. */
type ViewBody =
  Omit<SharedWorkoutView, 'identity' | 'units'> | Omit<SharedProgressView, 'identity' | 'units'>;

export interface ShareViews {
  /** GET /api/shares/{token} from `address`: 429 past the address's views a minute. */
  view(token: string, address: string, now?: Date): Promise<ShareView>;
}

export function shareViews(db: Db, counters: CounterStore, perMinute: number): ShareViews {
  const cache = new Map<string, { stamp: string; body: ViewBody }>();
  /** Views being worked out, so concurrent misses of one share and version read it once. */
  const working = new Map<string, Promise<ViewBody>>();

  function remember(id: string, stamp: string, body: ViewBody) {
    cache.delete(id);
    cache.set(id, { stamp, body });
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  }

  function bodyOf(row: ShareRow): Promise<ViewBody> {
    // What the body depends on: the owner's workouts, and the zone the range's days are in.
    const stamp = `${row.data_version}:${row.time_zone}`;
    const hit = cache.get(row.id);
    if (hit?.stamp === stamp) {
      remember(row.id, stamp, hit.body);
      return Promise.resolve(hit.body);
    }
    const key = `${row.id}:${stamp}`;
    let work = working.get(key);
    if (!work) {
      work = (row.kind === 'workout' ? workoutBody(db, row) : progressBody(db, row)).finally(() =>
        working.delete(key),
      );
      working.set(key, work);
      work.then(
        (body) => remember(row.id, stamp, body),
        () => undefined,
      );
    }
    return work;
  }

  return {
    async view(token, address, now = new Date()) {
      await reserve(
        counters,
        [{ key: `share-view:addr:${address}`, limit: perMinute }],
        SHARE_VIEW_WINDOW_MS,
        (s) => `Too many shared pages opened from your network. Try again in ${s} seconds.`,
        now,
      );
      const [row] = await lookup(db, { token });
      if (!row || row.revoked_at !== null || (row.expires_at && new Date(row.expires_at) <= now)) {
        throw shareNotFound();
      }
      const identity = row.include_identity
        ? {
            name: userName(
              { displayName: row.display_name, firstName: row.first_name, lastName: row.last_name },
              'others',
            ),
          }
        : null;
      const units = { weight: row.weight_unit, distance: row.distance_unit };
      return { ...(await bodyOf(row)), identity, units } as ShareView;
    },
  };
}

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
