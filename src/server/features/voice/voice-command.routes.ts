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
          'Interprets a spoken or typed command and carries it out (SPEC §7), as of `spokenAt` when given (a command kept offline; 400 when more than 2 minutes ahead or over 7 days old). With an `Idempotency-Key` header this user already sent, nothing is written again and the same result is answered (the stored workout, goal or weigh-in that key made).\n\n' +
          "Logs (workout, weigh-in, goal) are written. Questions (`check_progress`) are answered from the same reads as the screens: totals by exercise and period, records, the streak and how to keep it, the place on each board, level and XP, the plan and the routine gone longest without, a goal's pace, the progress summary. `get_suggestion` fits the minutes said (a weekly quota). Acts are checked and handed to the client in `act`, writing nothing and taking no quota: `delete_workout` (`confirm_delete` with the workout, which the client deletes on a yes), `undo`, `start_routine` (a routine of the user's by its name, or an empty workout), `start_session`, `add_set` (only while a live workout is under way); one that cannot be done answers `error` with the reason.\n\n" +
          "`alternatives` (at most 10, what the device's recogniser also heard) are chosen among with the server's n-best chooser; `heard` says the words acted on when they differ from `voiceText`. Spoken writes and destructive acts heard with a `confidence` under the asking threshold are not carried out: `act` is `did_you_say` with the words, and the client sends them again with `confirmed: true` on a yes. Typed text (no confidence) is never asked about.",
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
      const { voiceText, spokenAt, confidence, alternatives, confirmed } = request.body;
      return runVoiceCommand(db, plans, request.currentUser, voiceText, new Date(), {
        spokenAt: spokenAt ? new Date(spokenAt) : undefined,
        idempotencyKey: request.headers['idempotency-key'],
        confidence,
        alternatives,
        confirmed,
      });
    },
  );
}
