import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import { equipmentAnswerSchema, equipmentSchema } from '../../../shared/schemas/equipment';
import type { Db } from '../../db/client';
import { readEquipment, saveEquipment } from './equipment.service';

/** The plate calculator's bar and plates (issue 27 §3), the signed-in user's own only. */
export async function equipmentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/me/equipment',
    {
      schema: {
        operationId: 'getEquipment',
        summary: 'Get the bar and plates I own',
        tags: ['users'],
        description:
          'The bar and plates I own, or the default for my weight unit with saved: false.',
        response: { 200: equipmentAnswerSchema, ...API_ERRORS },
      },
    },
    async (request) => readEquipment(request.currentUser),
  );

  r.put(
    '/api/users/me/equipment',
    {
      schema: {
        operationId: 'updateEquipment',
        summary: 'Save the bar and plates I own',
        tags: ['users'],
        description:
          'Saves the bar and plates I own: unit, bar (0–100) and 1–12 plate weights with how many of each (0–40, both sides together).',
        body: equipmentSchema,
        response: { 200: equipmentAnswerSchema, ...API_ERRORS },
      },
    },
    async (request) => saveEquipment(db, request.currentUser.id, request.body),
  );
}
