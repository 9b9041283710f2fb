import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../shared/schemas/auth';
import { userIdPathParams } from '../../../shared/schemas/common';
import {
  createGoalBody,
  goalIdParams,
  goalSchema,
  updateGoalBody,
} from '../../../shared/schemas/goals';
import type { Db } from '../../db/client';
import { assertSelf } from '../users/users.service';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goals.service';

export async function goalsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };
  const common = { preHandler: app.requireUser };
  const tags = ['goals'];

  r.get(
    '/api/goals/:userId',
    {
      ...common,
      schema: {
        tags,
        description: 'The user’s goals, newest first.',
        params: userIdPathParams,
        response: { 200: z.array(goalSchema), ...errors },
      },
    },
    async (request) => {
      assertSelf(request.user!, request.params.userId);
      return listGoals(db, request.user!.id);
    },
  );

  r.post(
    '/api/goals',
    { ...common, schema: { tags, body: createGoalBody, response: { 201: goalSchema, ...errors } } },
    async (request, reply) => {
      const { userId, ...values } = request.body;
      assertSelf(request.user!, userId);
      return reply.status(201).send(await createGoal(db, request.user!.id, values));
    },
  );

  r.put(
    '/api/goals/:id',
    {
      ...common,
      schema: {
        tags,
        params: goalIdParams,
        body: updateGoalBody,
        response: { 200: goalSchema, ...errors },
      },
    },
    async (request) => updateGoal(db, request.user!.id, request.params.id, request.body),
  );

  r.delete(
    '/api/goals/:id',
    {
      ...common,
      schema: { tags, params: goalIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteGoal(db, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
