import { z } from 'zod';
import { DISTANCE_PREFERENCES, WEIGHT_UNITS } from '../units';
import { SUMMARY_WEIGHT_UNIT } from '../sets';
import { exerciseSetSchema, WORKOUT_TYPES } from './workouts';
import { enumOf, idParams, instantSchema, localDaySchema, uuidOf } from './common';

export const SHARE_KINDS = ['workout', 'progress'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** SPEC §5 Share: the text the dialog shows, and the server answers with, word for word. */
export const NO_WORKOUT_SELECTED = 'No workout selected for sharing.';
/** SPEC §5: a progress share covers the last 30 days through today unless a range is given. */
export const DEFAULT_PROGRESS_DAYS = 30;
/** Our own cap, so a progress share stays a summary rather than a whole history dump. */
export const MAX_PROGRESS_RANGE_DAYS = 3_660;

/**
 * POST /api/shares (SPEC §7). `expiresAt` null (or absent) means "never"; the tier decides whether
 * that, or how far ahead, is allowed (DESIGN §6). `workoutId` is required for a workout share (the
 * service answers 400 NO_WORKOUT_SELECTED word for word); `rangeStart`/`rangeEnd` are local days
 * for a progress share and default to the last 30 days through today in the user's zone.
 */
export const createShareBody = z.object({
  kind: enumOf(SHARE_KINDS).default('workout'),
  includeIdentity: z.boolean({ error: 'must be true or false' }).default(false),
  expiresAt: z.preprocess(
    (v) => (v === '' ? null : v),
    instantSchema
      .pipe(z.string().refine((v) => Date.parse(v) > Date.now(), 'must be in the future'))
      .nullable()
      .optional(),
  ),
  workoutId: uuidOf('a workout').nullish(),
  rangeStart: localDaySchema.nullish(),
  rangeEnd: localDaySchema.nullish(),
});
export type CreateShareInput = z.input<typeof createShareBody>;
export type CreateShareBody = z.output<typeof createShareBody>;

/** SPEC §3 Share, plus the shared workout's name so Manage Shares can say what a link shows. */
export const shareSchema = z.object({
  id: z.string(),
  kind: z.enum(SHARE_KINDS),
  url: z.string(),
  includeIdentity: z.boolean(),
  expiresAt: z.string().nullable(),
  revoked: z.boolean(),
  createdAt: z.string(),
  workoutId: z.string().nullable(),
  workoutName: z.string().nullable(),
  rangeStart: z.string().nullable(),
  rangeEnd: z.string().nullable(),
});
export type Share = z.infer<typeof shareSchema>;

export const shareIdParams = idParams('a share');
/** Anything that is not a token we issued is simply unknown: 404, never 400. */
export const shareTokenParams = z.object({ token: z.string().max(200) });

const identitySchema = z.object({ name: z.string() }).nullable();

/** The sharer's units (issue 8): a shared page shows amounts as its owner sees them. */
const unitsSchema = z.object({
  weight: z.enum(WEIGHT_UNITS),
  distance: z.enum(DISTANCE_PREFERENCES),
});

/**
 * GET /api/shares/{token}, a workout share: SPEC §3 Share view (durations in seconds, weight in
 * lbs). Nothing that identifies the user or other workouts: no ids, no notes, no user id.
 */
export const sharedWorkoutViewSchema = z.object({
  kind: z.literal('workout'),
  workout: z.object({
    name: z.string(),
    type: z.enum(WORKOUT_TYPES),
    completedAt: z.string(),
    /** The day it was done, as the owner's workout list shows it (issue 26 §3). */
    day: z.string(),
    duration: z.number(),
  }),
  exercises: z.array(
    z.object({
      name: z.string(),
      sets: z.number().nullable(),
      reps: z.number().nullable(),
      weight: z.number().nullable(),
      duration: z.number().nullable(),
      distance: z.number().nullable(),
      distanceUnit: z.string().nullable(),
      /** The unit `weight` is in: pounds (issue 26 §4); setList keeps each set's typed unit. */
      weightUnit: z.literal(SUMMARY_WEIGHT_UNIT),
      /** Every set as typed (issue 8). */
      setList: z.array(exerciseSetSchema),
    }),
  ),
  identity: identitySchema,
  units: unitsSchema,
});
export type SharedWorkoutView = z.infer<typeof sharedWorkoutViewSchema>;

/**
 * GET /api/shares/{token}, a progress share: totals over the range's local days (inclusive),
 * minutes rounded, miles to one decimal, and one row per workout type that occurs.
 */
export const sharedProgressViewSchema = z.object({
  kind: z.literal('progress'),
  range: z.object({ start: z.string(), end: z.string() }),
  totals: z.object({ workouts: z.number(), minutes: z.number(), miles: z.number() }),
  byType: z.array(
    z.object({ type: z.enum(WORKOUT_TYPES), workouts: z.number(), minutes: z.number() }),
  ),
  identity: identitySchema,
  units: unitsSchema,
});
export type SharedProgressView = z.infer<typeof sharedProgressViewSchema>;

export const shareViewSchema = z.discriminatedUnion('kind', [
  sharedWorkoutViewSchema,
  sharedProgressViewSchema,
]);
export type ShareView = z.infer<typeof shareViewSchema>;

export type ShareStatus = 'active' | 'expired' | 'revoked';

/** SPEC §4 Share: Revoked wins; Expired once expiresAt has passed; else Active. */
export function shareStatus(
  s: Pick<Share, 'revoked' | 'expiresAt'>,
  now: Date = new Date(),
): ShareStatus {
  if (s.revoked) return 'revoked';
  if (s.expiresAt && Date.parse(s.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}
