import { z } from 'zod';

/**
 * GET /api/support (issue 14 §4): where Help's Contact Support writes to (SUPPORT_EMAIL), and
 * whether the caller's plan comes with priority support.
 */
export const supportContactSchema = z.object({
  email: z.email(),
  priority: z.boolean(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;
