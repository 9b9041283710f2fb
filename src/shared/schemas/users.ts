import { z } from 'zod';
import { DISTANCE_PREFERENCES, WEIGHT_UNITS } from '../units';
import { personName } from './common';

/** A valid IANA zone name, checked with the runtime's own zone database (browser and Node alike). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/London');

/** The signed-in user as the API returns it (SPEC §3 User). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  onboardingCompleted: z.boolean(),
  leaderboardVisible: z.boolean(),
  timeZone: z.string(),
  /** How weights are shown and entered (SPEC §3's summaries stay in pounds). */
  weightUnit: z.enum(WEIGHT_UNITS),
  /** How distances are shown: miles or kilometres (issue 8). */
  distanceUnit: z.enum(DISTANCE_PREFERENCES),
  /** Whether set rows ask how hard each set felt (issue 27 §2): off until turned on in Profile. */
  rpeEnabled: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const userIdParams = z.object({ id: z.uuid('must be a user id') });

export const timeZoneBody = z.object({ timeZone: timeZoneSchema });
export type TimeZoneBody = z.infer<typeof timeZoneBody>;

/**
 * PUT /api/users/me/preferences: the units and whether to track RPE, any of them; one left out
 * keeps its value.
 */
export const preferencesBody = z
  .object({
    weightUnit: z.enum(WEIGHT_UNITS, { error: 'must be lb or kg' }).optional(),
    distanceUnit: z.enum(DISTANCE_PREFERENCES, { error: 'must be mi or km' }).optional(),
    rpeEnabled: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine(
    (b) => b.weightUnit !== undefined || b.distanceUnit !== undefined || b.rpeEnabled !== undefined,
    { message: 'send weightUnit, distanceUnit, rpeEnabled or more than one' },
  );
export type PreferencesBody = z.infer<typeof preferencesBody>;

/** A display name anyone may see (leaderboards, shares): 2–50 characters once trimmed. */
export const DISPLAY_NAME_LIMITS = { min: 2, max: 50 } as const;

/** A display name to save; null, empty or blank clears it (both routes that set one). */
export const displayNameField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  personName(DISPLAY_NAME_LIMITS).nullable(),
);

/** PUT /api/users/me/profile: the name shown for the user; null or blank clears it. */
export const profileBody = z.object({ displayName: displayNameField });
export type ProfileBody = z.infer<typeof profileBody>;
