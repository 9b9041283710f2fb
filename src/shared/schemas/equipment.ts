import { z } from 'zod';
import { WEIGHT_UNITS } from '../units';
import { enumOf, numberIn } from './common';

/**
 * What a person's gym equipment may hold (issue 27 §3), in its own unit. Quarter steps cover every
 * plate sold (0.25 and 1.25 kg, 1.25 and 2.5 lb) and every bar (15 and 20 kg, 33, 35 and 45 lb);
 * a bar of 0 is a plate-loaded machine or a landmine whose sled is not counted. The bounds keep
 * the calculator's search small: at most 12 × 20 pairs × 100 a side, in quarter steps.
 */
export const EQUIPMENT_LIMITS = {
  barMax: 100,
  plateMax: 100,
  step: 0.25,
  countMax: 40,
  platesMax: 12,
} as const;

/**
 * Plates of one weight and how many the person owns in all, both sides together. Any count is
 * kept as typed (a gym may have an odd one); the calculator loads them in pairs.
 */
export const plateStockSchema = z.object({
  weight: numberIn(EQUIPMENT_LIMITS.step, EQUIPMENT_LIMITS.plateMax, {
    step: EQUIPMENT_LIMITS.step,
  }),
  count: numberIn(0, EQUIPMENT_LIMITS.countMax, { int: true }),
});

/** PUT /api/users/me/equipment: the bar and the plates owned, in one unit. */
export const equipmentSchema = z.object({
  unit: enumOf(WEIGHT_UNITS),
  bar: numberIn(0, EQUIPMENT_LIMITS.barMax, { step: EQUIPMENT_LIMITS.step }),
  plates: z
    .array(plateStockSchema, { error: 'must be a list of plates' })
    .min(1, 'must list at least 1 plate')
    .max(EQUIPMENT_LIMITS.platesMax, `must list at most ${EQUIPMENT_LIMITS.platesMax} plates`)
    .refine(
      (plates) => new Set(plates.map((p) => p.weight)).size === plates.length,
      'must list each plate weight once',
    ),
});
export type EquipmentBody = z.infer<typeof equipmentSchema>;

/** GET /api/users/me/equipment: what was saved, or the default for the user's unit (saved: false). */
export const equipmentAnswerSchema = equipmentSchema.extend({ saved: z.boolean() });
export type EquipmentAnswer = z.infer<typeof equipmentAnswerSchema>;
