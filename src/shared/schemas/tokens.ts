import { z } from 'zod';
import { idParams, requiredText } from './common';

// Personal access tokens (issue 29 §8): for scripts and other tools acting as their owner.

export const TOKEN_LIMITS = { name: 60, perUser: 20 } as const;

/** POST /api/tokens. */
export const createTokenBody = z.strictObject({ name: requiredText(TOKEN_LIMITS.name) });
export type CreateTokenBody = z.output<typeof createTokenBody>;

/** A token as listed: never its secret. */
export const tokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its first characters, to tell it apart ("jf_Ab3d…"). */
  hint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof tokenSchema>;

/** The answer of POST /api/tokens: the only time the secret is shown. */
export const createdTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  token: z.string(),
  createdAt: z.string(),
});
export type CreatedToken = z.infer<typeof createdTokenSchema>;

export const tokenListSchema = z.object({ tokens: z.array(tokenSchema) });
export const tokenIdParams = idParams('a token');
