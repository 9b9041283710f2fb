import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { addDays, daysBetween, localDayOf } from '../../../shared/local-day';
import { daysWanted, expiryWithinPlan, shareLimitNote } from '../../../shared/share-limits';
import {
  DEFAULT_PROGRESS_DAYS,
  MAX_PROGRESS_RANGE_DAYS,
  NO_WORKOUT_SELECTED,
  type CreateShareBody,
  type Share,
} from '../../../shared/schemas/shares';
import type { Db } from '../../db/client';
import { bumpDataVersion } from '../../db/data-version';
import { shares, workouts } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../plugins/errors';
import type { SessionUser } from '../../plugins/session';
import type { Plans } from '../billing/entitlements.service';
import { findOwnWorkout } from '../workouts/workouts.service';

type ShareRow = typeof shares.$inferSelect;

const shareNotFound = () => notFound('Share not found');

/** DESIGN §6: at least 128 random bits, base64url; 24 bytes make 32 characters. */
export const newShareToken = () => randomBytes(24).toString('base64url');

/** The public link: `{origin}/s/{token}`, or a path when no origin can be trusted. */
export function shareUrl(origin: ShareOrigin, token: string) {
  return `${origin.replace(/\/+$/, '')}/s/${token}`;
}

function toShareDto(row: ShareRow, origin: ShareOrigin, workoutName: string | null): Share {
  return {
    id: row.id,
    kind: row.kind,
    url: shareUrl(origin, row.token),
    includeIdentity: row.includeIdentity,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revoked: row.revokedAt !== null,
    createdAt: row.createdAt.toISOString(),
    workoutId: row.workoutId,
    workoutName,
    rangeStart: row.rangeStart,
    rangeEnd: row.rangeEnd,
  };
}

/**
 * Where share links point: PUBLIC_URL, or '' for a path the client completes with its own
 * address (issue 7 §2.9: a Host header must never decide where a link sends people).
 */
export type ShareOrigin = string;

/**
 * DESIGN §6 tier expiry: free at most 7 days, coach 30, champion may never expire (-1). Anything
 * beyond the plan is 403 naming the limit and the cheapest plan that allows it.
 */
async function assertExpiryAllowed(
  db: Db,
  plans: Plans,
  userId: string,
  expiresAt: Date | null,
  now: Date,
) {
  // The plan's rules come from the entitlements service, like every other feature's (issue 13).
  await plans.assertFeature(db, userId, 'sharingEnabled', 'sharing', now);
  const { tier: current } = await plans.subscriptionOf(db, userId, now);
  const limit = current.features.shareExpirationDays;
  // The rule and its words are shared with the share dialog, which disables what this refuses.
  if (expiryWithinPlan(limit, expiresAt, now)) return;
  const note = shareLimitNote(current.displayName, limit)!;
  const lifting = (ok: (days: number) => boolean) =>
    plans.planThatLifts(db, current, (f) => f.sharingEnabled && ok(f.shareExpirationDays));
  if (expiresAt === null) {
    const upgrade = await lifting((d) => d < 0);
    throw forbidden(
      note + (upgrade ? ` Links that never expire need the ${upgrade.displayName} plan.` : ''),
    );
  }
  const wantedDays = daysWanted(expiresAt, now);
  const upgrade = await lifting((d) => d < 0 || d >= wantedDays);
  throw forbidden(note + (upgrade ? ` Upgrade to ${upgrade.displayName} for longer links.` : ''));
}

/** SPEC §5: the range defaults to the last 30 days through today, in the user's zone. */
function progressRange(body: CreateShareBody, timeZone: string, now: Date) {
  const today = localDayOf(now, timeZone);
  const end =
    body.rangeEnd ?? (body.rangeStart && body.rangeStart > today ? body.rangeStart : today);
  const start = body.rangeStart ?? addDays(end, -(DEFAULT_PROGRESS_DAYS - 1));
  if (start > end) throw badRequest('rangeEnd: must be on or after rangeStart');
  if (daysBetween(start, end) >= MAX_PROGRESS_RANGE_DAYS) {
    throw badRequest(`rangeEnd: the range must be at most ${MAX_PROGRESS_RANGE_DAYS} days`);
  }
  return { start, end };
}

/** POST /api/shares: a workout share of one of the caller's workouts, or a progress summary. */
export async function createShare(
  db: Db,
  plans: Plans,
  user: SessionUser,
  body: CreateShareBody,
  origin: ShareOrigin,
  now = new Date(),
) {
  let workoutId: string | null = null;
  let workoutName: string | null = null;
  let range: { start: string; end: string } | null = null;
  if (body.kind === 'workout') {
    if (!body.workoutId) throw badRequest(NO_WORKOUT_SELECTED);
    const workout = await findOwnWorkout(db, user.id, body.workoutId);
    workoutId = workout.id;
    workoutName = workout.name;
  } else {
    range = progressRange(body, user.timeZone, now);
  }
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  await assertExpiryAllowed(db, plans, user.id, expiresAt, now);
  const [row] = await db.transaction(async (tx) => {
    await bumpDataVersion(tx, user.id);
    return tx
      .insert(shares)
      .values({
        userId: user.id,
        token: newShareToken(),
        kind: body.kind,
        workoutId,
        rangeStart: range?.start ?? null,
        rangeEnd: range?.end ?? null,
        includeIdentity: body.includeIdentity,
        expiresAt,
      })
      .returning();
  });
  return toShareDto(row!, origin, workoutName);
}

/** GET /api/shares: the caller's shares, newest first, revoked and expired ones included. */
export async function listShares(db: Db, userId: string, origin: ShareOrigin) {
  const rows = await db
    .select({ share: shares, workoutName: workouts.name })
    .from(shares)
    .leftJoin(workouts, eq(workouts.id, shares.workoutId))
    .where(eq(shares.userId, userId))
    .orderBy(desc(shares.createdAt), desc(shares.id));
  return rows.map((r) => toShareDto(r.share, origin, r.workoutName));
}

/** DELETE /api/shares/{id}: marks it revoked (once); another user's share is 404 (DESIGN §4). */
export async function revokeShare(db: Db, userId: string, id: string) {
  const own = and(eq(shares.id, id), eq(shares.userId, userId));
  const [row] = await db.select({ revokedAt: shares.revokedAt }).from(shares).where(own);
  if (!row) throw shareNotFound();
  if (row.revokedAt !== null) return;
  await db.transaction(async (tx) => {
    await tx.update(shares).set({ revokedAt: new Date() }).where(own);
    await bumpDataVersion(tx, userId);
  });
}
