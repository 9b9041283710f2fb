import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../shared/schemas/auth';
import {
  bodyWeightBody,
  bodyWeightIdParams,
  bodyWeightSchema,
} from '../../../shared/schemas/bodyWeights';
import type { Db } from '../../db/client';
import { addBodyWeight, deleteBodyWeight, listBodyWeights } from './bodyWeights.service';

/** Weigh-ins (issue 8): the Progress chart, and what weight-loss and weight-gain goals follow. */
export async function bodyWeightsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: messageSchema, 401: messageSchema, 404: messageSchema };
  const common = { preHandler: app.requireUser };
  const tags = ['body weight'];

  r.get(
    '/api/body-weights',
    {
      ...common,
      schema: {
        tags,
        description: 'My weigh-ins, newest first.',
        response: { 200: z.array(bodyWeightSchema), ...errors },
      },
    },
    async (request) => listBodyWeights(db, request.user!.id),
  );

  r.post(
    '/api/body-weights',
    {
      ...common,
      schema: { tags, body: bodyWeightBody, response: { 201: bodyWeightSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await addBodyWeight(db, request.user!.id, request.body)),
  );

  r.delete(
    '/api/body-weights/:id',
    {
      ...common,
      schema: { tags, params: bodyWeightIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteBodyWeight(db, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
