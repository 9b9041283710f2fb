// The fitness assessment's plan (issue 12, SPEC §7 POST /api/workout-assessment): generated
// offline from the answers, worded by a language model when one is configured and answers well
// in time, and stored as the user's latest plan so the result screen survives a reload.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { generatePlan } from '../../../shared/assessment/generate';
import {
  storedPlanSchema,
  type AssessmentAnswers,
  type StoredPlan,
  type WorkoutPlan,
} from '../../../shared/schemas/assessment';
import type { ChatModelOptions } from '../../chat-model';
import type { Db } from '../../db/client';
import { bumpDataVersion } from '../../db/data-version';
import { workoutPlans } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import type { CounterStore } from '../../plugins/counter-store';
import { reserve } from '../../plugins/rate-limit';
import type { SessionUser } from '../../plugins/session';
import { refineWithModel } from './plan-model';

/**
 * Plans one user may ask for per minute: answering eight questions takes longer than that, so
 * this only stops a client from turning the model into its own.
 */
export const PLAN_LIMIT = { perMinute: 10, windowMs: 60_000 };

export async function createPlan(
  db: Db,
  counters: CounterStore,
  me: SessionUser,
  answers: AssessmentAnswers,
  model: ChatModelOptions | null,
  log: FastifyBaseLogger,
): Promise<WorkoutPlan> {
  await reserve(
    counters,
    [{ key: `assessment:user:${me.id}`, limit: PLAN_LIMIT.perMinute }],
    PLAN_LIMIT.windowMs,
    (s) => `Too many plans in a minute: your last one is saved. Try again in ${s} seconds.`,
  );
  let plan = generatePlan(answers);
  if (model) {
    const refined = await refineWithModel(model, answers, plan);
    if (refined.ok) plan = refined.plan;
    else log.warn({ reason: refined.reason }, 'plan model missed; the offline plan stands');
    if (refined.ok && refined.refused)
      log.warn({ refused: refined.refused }, 'plan model texts refused; the offline ones stand');
  }
  const row = { userId: me.id, answers, plan, createdAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(workoutPlans)
      .values(row)
      .onConflictDoUpdate({
        target: workoutPlans.userId,
        set: { answers, plan, createdAt: row.createdAt },
      });
    await bumpDataVersion(tx, me.id);
  });
  return plan;
}

export async function latestPlan(db: Db, me: SessionUser): Promise<StoredPlan> {
  const [row] = await db.select().from(workoutPlans).where(eq(workoutPlans.userId, me.id)).limit(1);
  if (!row) throw notFound('No workout plan yet: take the assessment to get one.');
  // Stored through the same contract; a plan from an older shape is reported, not half-shown.
  const stored = storedPlanSchema.safeParse({
    workoutPlan: row.plan,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
  });
  if (!stored.success)
    throw notFound('Your saved plan is from an older version: take the assessment again.');
  return stored.data;
}
