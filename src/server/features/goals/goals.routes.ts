import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import { idempotencyHeaders, userIdPathParams } from '../../../shared/schemas/common';
import {
  createGoalBody,
  goalIdParams,
  goalSchema,
  updateGoalBody,
} from '../../../shared/schemas/goals';
import type { Db } from '../../db/client';
import { readThrough } from '../../plugins/read-cache';
import { assertSelf } from '../users/users.service';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goals.service';

export async function goalsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['goals'];

  r.get(
    '/api/goals/:userId',
    {
      schema: {
        operationId: 'listGoals',
        summary: 'List my goals, newest first',
        tags,
        description: 'The user’s goals, newest first.',
        params: userIdPathParams,
        response: { 200: z.array(goalSchema), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      assertSelf(request.currentUser, request.params.userId);
      return readThrough(request, reply, () => listGoals(db, request.currentUser.id));
    },
  );

  r.post(
    '/api/goals',
    {
      schema: {
        operationId: 'createGoal',
        summary: 'Set a goal',
        tags,
        description:
          'Sets a goal (201). With an `Idempotency-Key` header this user already sent, nothing is written and what that key made is answered (200).',
        headers: idempotencyHeaders,
        body: createGoalBody,
        response: { 200: goalSchema, 201: goalSchema, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const { userId, ...values } = request.body;
      assertSelf(request.currentUser, userId);
      const key = request.headers['idempotency-key'];
      const { goal, replayed } = await createGoal(db, request.currentUser.id, values, key);
      return reply.status(replayed ? 200 : 201).send(goal);
    },
  );

  r.put(
    '/api/goals/:id',
    {
      schema: {
        operationId: 'updateGoal',
        summary: 'Change a goal',
        tags,
        params: goalIdParams,
        body: updateGoalBody,
        response: { 200: goalSchema, ...API_ERRORS },
      },
    },
    async (request) => updateGoal(db, request.currentUser.id, request.params.id, request.body),
  );

  r.delete(
    '/api/goals/:id',
    {
      schema: {
        operationId: 'deleteGoal',
        summary: 'Delete a goal',
        tags,
        params: goalIdParams,
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await deleteGoal(db, request.currentUser.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
