import { eq } from 'drizzle-orm';
import { DEFAULT_EQUIPMENT } from '../../../shared/plates';
import {
  equipmentSchema,
  type EquipmentAnswer,
  type EquipmentBody,
} from '../../../shared/schemas/equipment';
import type { Db } from '../../db/client';
import { NEXT_DATA_VERSION } from '../../db/data-version';
import { users } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';

/**
 * The bar and plates the user owns (issue 27 §3). The signed-in row already holds them, so this
 * reads nothing more; a stored value that no longer fits the contract (bounds tightened later)
 * answers the default rather than a shape the client cannot use.
 */
export function readEquipment(user: SessionUser): EquipmentAnswer {
  const stored = equipmentSchema.safeParse(user.gymEquipment);
  if (stored.success) return { ...stored.data, saved: true };
  return { ...DEFAULT_EQUIPMENT[user.weightUnit], saved: false };
}

/** Saves the whole equipment as sent (validated by the route's contract) and answers it. */
export async function saveEquipment(
  db: Db,
  userId: string,
  equipment: EquipmentBody,
): Promise<EquipmentAnswer> {
  await db
    .update(users)
    .set({ gymEquipment: equipment, updatedAt: new Date(), dataVersion: NEXT_DATA_VERSION })
    .where(eq(users.id, userId));
  return { ...equipment, saved: true };
}
