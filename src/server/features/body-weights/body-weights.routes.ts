import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import { idempotencyHeaders } from '../../../shared/schemas/common';
import {
  bodyWeightBody,
  bodyWeightIdParams,
  bodyWeightSchema,
} from '../../../shared/schemas/body-weights';
import type { Db } from '../../db/client';
import { readThrough } from '../../plugins/read-cache';
import { addBodyWeight, deleteBodyWeight, listBodyWeights } from './body-weights.service';

/** Weigh-ins (issue 8): the Progress chart, and what weight-loss and weight-gain goals follow. */
export async function bodyWeightsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['body weight'];

  r.get(
    '/api/body-weights',
    {
      schema: {
        operationId: 'listBodyWeights',
        summary: 'List my weigh-ins, newest first',
        tags,
        description: 'My weigh-ins, newest first.',
        response: { 200: z.array(bodyWeightSchema), ...API_ERRORS },
      },
    },
    async (request, reply) =>
      readThrough(request, reply, () => listBodyWeights(db, request.currentUser.id)),
  );

  r.post(
    '/api/body-weights',
    {
      schema: {
        operationId: 'createBodyWeight',
        summary: 'Log a weigh-in',
        tags,
        description:
          'Logs a weigh-in (201). With an `Idempotency-Key` header this user already sent, nothing is written and what that key made is answered (200).',
        headers: idempotencyHeaders,
        body: bodyWeightBody,
        response: { 200: bodyWeightSchema, 201: bodyWeightSchema, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { bodyWeight, replayed } = await addBodyWeight(
        db,
        request.currentUser.id,
        request.body,
        key,
      );
      return reply.status(replayed ? 200 : 201).send(bodyWeight);
    },
  );

  r.delete(
    '/api/body-weights/:id',
    {
      schema: {
        operationId: 'deleteBodyWeight',
        summary: 'Delete a weigh-in',
        tags,
        params: bodyWeightIdParams,
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await deleteBodyWeight(db, request.currentUser.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
