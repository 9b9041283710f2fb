import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import { liveWorkoutSchema, liveWorkoutSnapshot } from '../../../shared/schemas/live-workouts';
import type { Db } from '../../db/client';
import { readThrough } from '../../plugins/read-cache';
import { clearLiveWorkout, readLiveWorkout, saveLiveWorkout } from './live-workout.service';

/** The workout under way (issue 27 §3): the caller's own, one at a time. */
export async function liveWorkoutRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['live workout'];

  r.get(
    '/api/live-workout',
    {
      schema: {
        operationId: 'getLiveWorkout',
        summary: 'Get the workout I have under way',
        tags,
        description: 'The workout the caller has under way, or null.',
        response: { 200: liveWorkoutSchema, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      readThrough(request, reply, () => readLiveWorkout(db, request.currentUser.id)),
  );

  r.put(
    '/api/live-workout',
    {
      schema: {
        operationId: 'saveLiveWorkout',
        summary: 'Keep the state of the workout under way',
        tags,
        description:
          'Keeps the snapshot of the workout under way (replacing the one kept). 409 when its key is a saved workout’s; a state over 256 KB of JSON is a 400, a body over the app’s 1 MB a 413.',
        body: liveWorkoutSnapshot,
        response: { 200: liveWorkoutSchema.unwrap(), ...API_ERRORS },
      },
    },
    async (request) => saveLiveWorkout(db, request.currentUser.id, request.body),
  );

  r.delete(
    '/api/live-workout',
    {
      schema: {
        operationId: 'deleteLiveWorkout',
        summary: 'End the workout under way without logging it',
        tags,
        description: 'No workout is under way any more (204, whether one was or not).',
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await clearLiveWorkout(db, request.currentUser.id);
      return reply.status(204).send(null);
    },
  );
}
