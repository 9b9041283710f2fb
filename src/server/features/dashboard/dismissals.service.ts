import { and, eq, lt } from 'drizzle-orm';
import { addDays, localDayOf, startOfLocalDay } from '../../../shared/local-day';
import type { Db } from '../../db/client';
import { bumpDataVersion } from '../../db/data-version';
import { suggestionDismissals } from '../../db/schema';

/**
 * Maybe Later (issue 3): hides the insight until the user's local day ends. Dismissing again
 * moves that to the end of the new day. Expired rows of the user are swept at the same time.
 */
export async function dismissSuggestion(
  db: Db,
  user: { id: string; timeZone: string },
  suggestionId: string,
  now = new Date(),
) {
  const tomorrow = addDays(localDayOf(now, user.timeZone), 1);
  const hiddenUntil = startOfLocalDay(tomorrow, user.timeZone);
  await db.transaction(async (tx) => {
    // The dashboard hides it from now on: a cached dashboard is stale.
    await bumpDataVersion(tx, user.id);
    await tx
      .delete(suggestionDismissals)
      .where(
        and(eq(suggestionDismissals.userId, user.id), lt(suggestionDismissals.hiddenUntil, now)),
      );
    await tx
      .insert(suggestionDismissals)
      .values({ userId: user.id, suggestionId, hiddenUntil })
      .onConflictDoUpdate({
        target: [suggestionDismissals.userId, suggestionDismissals.suggestionId],
        set: { hiddenUntil },
      });
  });
  return { id: suggestionId, hiddenUntil: hiddenUntil.toISOString() };
}
