import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import { userIdPathParams } from '../../../shared/schemas/common';
import {
  createWorkoutBody,
  createWorkoutHeaders,
  updateWorkoutBody,
  workoutIdParams,
  workoutPageQuery,
  workoutPageSchema,
  workoutSchema,
} from '../../../shared/schemas/workouts';
import type { Db } from '../../db/client';
import { readThrough } from '../../plugins/read-cache';
import { assertSelf } from '../users/users.service';
import { backfillRecords } from './personal-records';
import {
  createWorkout,
  deleteWorkout,
  listWorkouts,
  repeatWorkout,
  updateWorkout,
  workoutsPage,
} from './workouts.service';

export async function workoutsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['workouts'];
  // Records of rows older than migration 0010, once (later starts find none).
  app.addHook('onReady', () => backfillRecords(db));

  r.get(
    '/api/workouts/:userId',
    {
      schema: {
        operationId: 'listWorkouts',
        summary: 'List my workouts, newest first',
        tags,
        description: 'The user’s workouts with their exercises, newest first.',
        params: userIdPathParams,
        response: { 200: z.array(workoutSchema), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      assertSelf(request.currentUser, request.params.userId);
      return readThrough(request, reply, () => listWorkouts(db, request.currentUser.id));
    },
  );

  r.get(
    '/api/workouts/:userId/page',
    {
      schema: {
        operationId: 'listWorkoutsPage',
        summary: 'List one page of my workouts, newest first',
        tags,
        description:
          'The Workouts screen’s pages (issue 9): up to `limit` workouts (20 unless said, at most 50) after `cursor`, newest first, the same shape as the list; `nextCursor` is null on the last page and `total` counts them all.',
        params: userIdPathParams,
        querystring: workoutPageQuery,
        response: { 200: workoutPageSchema, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      assertSelf(request.currentUser, request.params.userId);
      return readThrough(request, reply, () =>
        workoutsPage(db, request.currentUser.id, request.query),
      );
    },
  );

  r.post(
    '/api/workouts',
    {
      schema: {
        operationId: 'createWorkout',
        summary: 'Log a workout',
        tags,
        description:
          'Logs a workout (201). With an `Idempotency-Key` header this user already sent, nothing is logged and the workout that key made is answered (200), so a retried save counts once.',
        headers: createWorkoutHeaders,
        body: createWorkoutBody,
        response: { 200: workoutSchema, 201: workoutSchema, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      assertSelf(request.currentUser, request.body.userId);
      const key = request.headers['idempotency-key'];
      const { workout, replayed } = await createWorkout(
        db,
        request.currentUser.id,
        request.body,
        key,
      );
      return reply.status(replayed ? 200 : 201).send(workout);
    },
  );

  r.put(
    '/api/workouts/:id',
    {
      schema: {
        operationId: 'updateWorkout',
        summary: 'Change a workout',
        tags,
        params: workoutIdParams,
        body: updateWorkoutBody,
        response: { 200: workoutSchema, ...API_ERRORS },
      },
    },
    async (request) => updateWorkout(db, request.currentUser.id, request.params.id, request.body),
  );

  r.delete(
    '/api/workouts/:id',
    {
      schema: {
        operationId: 'deleteWorkout',
        summary: 'Delete a workout',
        tags,
        description: 'Deletes the workout and its exercises.',
        params: workoutIdParams,
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await deleteWorkout(db, request.currentUser.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/workouts/:id/repeat',
    {
      schema: {
        operationId: 'repeatWorkout',
        summary: 'Log a copy of a workout, done now',
        tags,
        description: 'SPEC §7 Repeat: a copy named "{name} (Repeated)", done now.',
        params: workoutIdParams,
        response: { 201: workoutSchema, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await repeatWorkout(db, request.currentUser.id, request.params.id)),
  );
}
