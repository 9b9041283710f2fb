import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import {
  leaderboardPreviewSchema,
  leaderboardQuery,
  leaderboardSchema,
  leaderboardSettingsBody,
  leaderboardTypeParams,
} from '../../../shared/schemas/progression';
import { userSchema } from '../../../shared/schemas/users';
import type { Db } from '../../db/client';
import { readThrough } from '../../plugins/read-cache';
import type { Plans } from '../billing/entitlements.service';
import { entryIds } from './entry-ids';
import {
  boardsVersion,
  getLeaderboard,
  getLeaderboardPreview,
  updateLeaderboardSettings,
} from './leaderboard.service';
import { ensureStandings, sweepWeekly } from '../progression/progression.service';

const tags = ['leaderboard'];

export async function leaderboardRoutes(
  app: FastifyInstance,
  {
    db,
    plans,
    sweepSeconds,
    sessionSecret,
  }: { db: Db; plans: Plans; sweepSeconds: number; sessionSecret: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ids = entryIds(sessionSecret);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await ensureStandings(db);
    if (sweepSeconds === 0) return;
    // Keeps the weekly window's corrections small; reads are exact without it (decision 017).
    timer = setInterval(() => {
      sweepWeekly(db).catch((err: unknown) => app.log.warn({ err }, 'weekly leaderboard sweep'));
    }, sweepSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  // SPEC §9: leaderboards are a plan feature; every read goes through the entitlements check.
  const allowed = async (request: FastifyRequest) =>
    plans.assertFeature(db, request.currentUser.id, 'leaderboardEnabled', 'leaderboards');

  // Other users' writes change a board, so an answer is kept under the boards' version as well
  // as the caller's own stamp, and the weekly board's until its oldest XP leaves the window
  // (issue 30 §4): a board nobody changed costs the version's one lookup.
  type Read = (expireAt: (at: Date | null) => void) => Promise<unknown>;
  const board = async (request: FastifyRequest, reply: FastifyReply, read: Read) =>
    readThrough(request, reply, read, { shared: await boardsVersion(db) });

  r.get(
    '/api/leaderboard',
    {
      preHandler: allowed,
      schema: {
        operationId: 'queryLeaderboard',
        summary: 'Get a leaderboard by type (its top 3 with preview=true)',
        tags,
        description:
          'SPEC §7: a board by `type` (xp, level, streak, weekly_xp); `preview=true` answers the dashboard’s top 3.',
        querystring: leaderboardQuery,
        response: { 200: leaderboardSchema.or(leaderboardPreviewSchema), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const { type, preview } = request.query;
      const me = request.currentUser.id;
      return board(request, reply, (expireAt) =>
        (preview ? getLeaderboardPreview : getLeaderboard)(db, ids, type, me, new Date(), expireAt),
      );
    },
  );

  r.get(
    '/api/leaderboard/:type',
    {
      preHandler: allowed,
      schema: {
        operationId: 'getLeaderboard',
        summary: 'Get a leaderboard’s top 50 and my row',
        tags,
        description: 'DESIGN §5 query-key form: the top 50, totalUsers, the caller’s own row.',
        params: leaderboardTypeParams,
        response: { 200: leaderboardSchema, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      board(request, reply, (expireAt) =>
        getLeaderboard(db, ids, request.params.type, request.currentUser.id, new Date(), expireAt),
      ),
  );

  r.get(
    '/api/leaderboard/:type/preview',
    {
      preHandler: allowed,
      schema: {
        operationId: 'getLeaderboardPreview',
        summary: 'Get a leaderboard’s top 3 and my row',
        tags,
        description: 'DESIGN §5 query-key form: the top 3 and the caller’s own row.',
        params: leaderboardTypeParams,
        response: { 200: leaderboardPreviewSchema, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      board(request, reply, (expireAt) =>
        getLeaderboardPreview(
          db,
          ids,
          request.params.type,
          request.currentUser.id,
          new Date(),
          expireAt,
        ),
      ),
  );

  r.put(
    '/api/leaderboard/settings',
    {
      schema: {
        operationId: 'updateLeaderboardSettings',
        summary: 'Set whether and under what name I appear on boards',
        tags,
        description:
          'SPEC §4: leaderboardVisible and/or displayName (2–50 characters; empty clears it).',
        body: leaderboardSettingsBody,
        response: { 200: userSchema, ...API_ERRORS },
      },
    },
    async (request) => updateLeaderboardSettings(db, request.currentUser.id, request.body),
  );
}
