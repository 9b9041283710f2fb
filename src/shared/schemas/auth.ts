import { z } from 'zod';
import { personName } from './common';

export const USERNAME_RULE = 'use 3–32 letters, digits, dots, dashes or underscores';

const username = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(32, 'must be at most 32 characters')
  .regex(/^[A-Za-z0-9._-]+$/, USERNAME_RULE);

const name = personName({ max: 100 }).optional();

const password = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(200, 'must be at most 200 characters');

export const registerBody = z.object({
  username,
  password,
  firstName: name,
  lastName: name,
});
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/auth/password: the current password proves it is the owner changing it. */
export const passwordChangeBody = z
  .object({
    currentPassword: z.string().min(1, 'is required').max(200),
    newPassword: password,
  })
  .refine((b) => b.newPassword !== b.currentPassword, {
    path: ['newPassword'],
    message: 'must differ from your current password',
  });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const loginBody = z.object({
  username: z.string().trim().min(1, 'is required').max(64),
  password: z.string().min(1, 'is required').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const messageSchema = z.object({ message: z.string() });

/**
 * The refusals any API route may answer, each a `{message}` (DESIGN §5): one map for every
 * route's response schema, so the docs list them and the serializer checks them.
 */
export const API_ERRORS = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  429: messageSchema,
  503: messageSchema,
} as const;

/** GET /api/auth/options: what the sign-in page may offer. */
export const authOptionsSchema = z.object({ signup: z.boolean(), provider: z.boolean() });
export type AuthOptions = z.infer<typeof authOptionsSchema>;
