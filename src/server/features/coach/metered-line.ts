// A coach line the model writes is an AI coaching suggestion of the user's plan (issue 25 §3):
// it counts against the weekly allowance (Free: 3), an offline line costs nothing, and past the
// allowance the coach speaks offline, never an error. Decision 024 "Every model call is
// metered" says why the unit is taken after the model answered rather than before it.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CounterStore } from '../../plugins/counter-store';
import { HttpError } from '../../plugins/errors';
import { countAttempt, release } from '../../plugins/rate-limit';
import type { Plans, QuotaUser } from '../billing/entitlements.service';
import { askModel, type ChatMessage, type ChatModelOptions } from './model';

/**
 * How long one user's claim on the model lasts at most: longer than any call (2 s), so a claim
 * left by a process that died ends by itself.
 */
const CLAIM_MS = 10_000;

export interface MeteredAsk {
  db: Db;
  plans: Plans;
  counters: CounterStore;
  me: QuotaUser;
  model: ChatModelOptions;
  /** Units left this week as the user's entitlements said (null: unlimited). */
  left: number | null;
  now: Date;
  log: FastifyBaseLogger;
}

const unitsLeft = async ({ db, plans, me, now }: MeteredAsk) =>
  (await plans.entitlementsOf(db, me, now)).quotas.aiSuggestions.left;

/**
 * The model's line, counted against the allowance, or null when the offline line should be
 * spoken: nothing left, another of the user's lines already with the model, a miss, or the last
 * unit taken meanwhile. One line at a time per user (a claim in the shared counter store), asked
 * only with a unit left (read inside the claim) and counted after, means the model is asked for
 * no more lines than the allowance holds, across instances, whatever the client sends at once.
 */
export async function meteredModelLine(
  ask: MeteredAsk,
  messages: readonly ChatMessage[],
): Promise<string | null> {
  const { counters, me, now, log } = ask;
  if (ask.left === 0) return null;
  const claim = [`coach:model:user:${me.id}`];
  const busy = await countAttempt(counters, [{ key: claim[0]!, limit: 1 }], CLAIM_MS, now);
  try {
    if (busy !== null) return null;
    // Read again inside the claim: it sees every unit an earlier line took before its release.
    if (ask.left !== null && (await unitsLeft(ask)) === 0) return null;
    const answer = await askModel(ask.model, messages);
    if (!answer.ok) {
      log.warn({ reason: answer.reason }, 'coach model missed; an offline line answered');
      return null;
    }
    // One statement that only counts below the limit: the line is spoken only if it counted.
    await ask.plans.reserveQuota(ask.db, me, 'aiSuggestions', now);
    return answer.text;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 429) return null;
    throw err;
  } finally {
    await release(counters, claim, CLAIM_MS, now);
  }
}
