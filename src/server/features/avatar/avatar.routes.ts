import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import { avatarAnswerSchema, saveAvatarBody } from '../../../shared/schemas/avatar';
import { userIdPathParams } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { assertSelf } from '../users/users.service';
import type { Plans } from '../billing/entitlements.service';
import { avatarOf, saveAvatar } from './avatar.service';

/**
 * The config as answered: the body schema turns a blank voiceName into null on the way in, and a
 * transform cannot be run backwards to serialize, so the answer states the stored shape.
 */
const avatarConfigAnswer = avatarAnswerSchema.extend({ voiceName: z.string().nullable() });

/** Customize Joey (issue 14, SPEC §7 /api/joey-avatar). */
export async function avatarRoutes(app: FastifyInstance, { db, plans }: { db: Db; plans: Plans }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['avatar'];

  r.get(
    '/api/joey-avatar/:userId',
    {
      schema: {
        operationId: 'getAvatar',
        summary: 'Get my coach’s avatar and voice',
        tags,
        description:
          'My coach avatar config with voiceName; SPEC §3 defaults when none is saved. A coach ' +
          'my plan no longer includes reads as Joey (joey1), the saved one in savedAvatar.',
        params: userIdPathParams,
        response: { 200: avatarConfigAnswer, ...API_ERRORS },
      },
    },
    async (request) => {
      assertSelf(request.currentUser, request.params.userId);
      return avatarOf(db, plans, request.currentUser.id);
    },
  );

  r.post(
    '/api/joey-avatar',
    {
      schema: {
        operationId: 'saveAvatar',
        summary: 'Save my coach’s avatar and voice',
        tags,
        description:
          'Saves my coach avatar config. Any plan may restyle Joey (joey1) and save a voice; ' +
          'another coach needs a plan with custom avatars (403 naming it). Joey saved by a ' +
          'user whose plan no longer includes their coach keeps that coach for a re-upgrade.',
        body: saveAvatarBody,
        response: { 200: avatarConfigAnswer, ...API_ERRORS },
      },
    },
    async (request) => saveAvatar(db, plans, request.currentUser.id, request.body.avatarConfig),
  );
}
