import { z } from 'zod';
import { WEIGHT_UNITS } from '../units';
import { completedAtSchema, enumOf, idParams, numberIn } from './common';

/** A weigh-in's bounds, in either unit: outside them it is a typo. */
export const BODY_WEIGHT_LIMITS = { min: 20, max: 1_500 } as const;

/** POST /api/body-weights (issue 8): a weigh-in, in the unit it was read in; now unless said. */
export const bodyWeightBody = z.object({
  weight: numberIn(BODY_WEIGHT_LIMITS.min, BODY_WEIGHT_LIMITS.max),
  unit: enumOf(WEIGHT_UNITS),
  measuredAt: completedAtSchema.nullish(),
});
export type BodyWeightInput = z.input<typeof bodyWeightBody>;

export const bodyWeightSchema = z.object({
  id: z.string(),
  weight: z.number(),
  unit: z.enum(WEIGHT_UNITS),
  measuredAt: z.string(),
});
export type BodyWeight = z.infer<typeof bodyWeightSchema>;

export const bodyWeightIdParams = idParams('a weigh-in');
