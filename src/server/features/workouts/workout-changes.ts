// The end of every write of a user's workouts (issue 25), in the write's transaction after the
// user's row lock: what reads would otherwise have to work out from the whole history is brought
// up to date here, once per write, instead of on every read anyone can repeat.
import type { Db } from '../../db/client';
import { runSteps } from '../../db/settle-step';
import { settleProgress, type Touched } from '../progression/progression.service';
import { recordsStep } from './personal-records';

/**
 * Every write that creates, changes or deletes a workout or an exercise ends with this, naming
 * the exercise keys it touched (before and after): their personal records are worked out again.
 * A write that can change XP (`progress`: what it touched, for `settleProgress`) has them worked
 * out in the settle's one read and one write (decision 029); an import's, which earns nothing,
 * on their own. The user's data version has already moved on with the progress lock every such
 * write takes first (db/data-version.ts), so no cached read of the old workouts is answered again.
 */
export async function settleWorkouts(
  db: Db,
  userId: string,
  keys: Iterable<string>,
  progress?: Touched,
) {
  const records = recordsStep(userId, keys);
  if (progress) await settleProgress(db, userId, progress, [records]);
  else await runSteps(db, [records]);
}
