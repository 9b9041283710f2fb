import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../shared/schemas/auth';
import { voiceCommandBody, voiceCommandResult } from '../../../shared/schemas/voice-command';
import type { Db } from '../../db/client';
import type { Plans } from '../billing/entitlements.service';
import { assertSelf } from '../users/users.service';
import { runVoiceCommand } from './voice-command.service';

export async function voiceCommandRoutes(
  app: FastifyInstance,
  { db, plans }: { db: Db; plans: Plans },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/voice-command',
    {
      // 500 characters of text, even all \u-escaped, fit many times over; nothing larger is parsed.
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['voice'],
        description: 'Interprets a spoken or typed command and carries it out (SPEC §7).',
        body: voiceCommandBody,
        response: {
          200: voiceCommandResult,
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
          413: messageSchema,
        },
      },
    },
    async (request) => {
      assertSelf(request.currentUser, request.body.userId);
      return runVoiceCommand(db, plans, request.currentUser, request.body.voiceText);
    },
  );
}
