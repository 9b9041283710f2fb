import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../shared/schemas/auth';
import { userIdPathParams } from '../../../shared/schemas/common';
import {
  createWorkoutBody,
  updateWorkoutBody,
  workoutIdParams,
  workoutSchema,
} from '../../../shared/schemas/workouts';
import type { Db } from '../../db/client';
import { assertSelf } from '../users/users.service';
import {
  createWorkout,
  deleteWorkout,
  listWorkouts,
  repeatWorkout,
  updateWorkout,
} from './workouts.service';

export async function workoutsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };
  const common = { preHandler: app.requireUser };
  const tags = ['workouts'];

  r.get(
    '/api/workouts/:userId',
    {
      ...common,
      schema: {
        tags,
        description: 'The user’s workouts with their exercises, newest first.',
        params: userIdPathParams,
        response: { 200: z.array(workoutSchema), ...errors },
      },
    },
    async (request) => {
      assertSelf(request.user!, request.params.userId);
      return listWorkouts(db, request.user!.id);
    },
  );

  r.post(
    '/api/workouts',
    {
      ...common,
      schema: { tags, body: createWorkoutBody, response: { 201: workoutSchema, ...errors } },
    },
    async (request, reply) => {
      assertSelf(request.user!, request.body.userId);
      return reply.status(201).send(await createWorkout(db, request.user!.id, request.body));
    },
  );

  r.put(
    '/api/workouts/:id',
    {
      ...common,
      schema: {
        tags,
        params: workoutIdParams,
        body: updateWorkoutBody,
        response: { 200: workoutSchema, ...errors },
      },
    },
    async (request) => updateWorkout(db, request.user!.id, request.params.id, request.body),
  );

  r.delete(
    '/api/workouts/:id',
    {
      ...common,
      schema: {
        tags,
        description: 'Deletes the workout and its exercises.',
        params: workoutIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteWorkout(db, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/workouts/:id/repeat',
    {
      ...common,
      schema: {
        tags,
        description: 'SPEC §7 Repeat: a copy named "{name} (Repeated)", done now.',
        params: workoutIdParams,
        response: { 201: workoutSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await repeatWorkout(db, request.user!.id, request.params.id)),
  );
}
