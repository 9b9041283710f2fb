import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../shared/schemas/auth';
import { idempotencyHeaders } from '../../../shared/schemas/common';
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
        operationId: 'runVoiceCommand',
        summary: 'Carry out a spoken or typed command',
        tags: ['voice'],
        description:
          'Interprets a spoken or typed command and carries it out (SPEC §7), as of `spokenAt` when given (a command kept offline; 400 when more than 2 minutes ahead or over 7 days old). With an `Idempotency-Key` header this user already sent, nothing is written again and the same result is answered (the stored workout, goal or weigh-in that key made).',
        headers: idempotencyHeaders,
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
      const { voiceText, spokenAt } = request.body;
      return runVoiceCommand(db, plans, request.currentUser, voiceText, new Date(), {
        spokenAt: spokenAt ? new Date(spokenAt) : undefined,
        idempotencyKey: request.headers['idempotency-key'],
      });
    },
  );
}
