import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import { idempotencyHeaders } from '../../../shared/schemas/common';
import {
  createRoutineBody,
  routineHistoryEntrySchema,
  routineHistoryQuery,
  routineIdParams,
  routineSchema,
  updateRoutineBody,
} from '../../../shared/schemas/routines';
import type { Db } from '../../db/client';
import { readThrough } from '../../plugins/read-cache';
import {
  createRoutine,
  deleteRoutine,
  duplicateRoutine,
  getRoutine,
  listRoutines,
  routineHistory,
  updateRoutine,
} from './routines.service';

/** Routines (issue 27 §1): the caller's own only; another user's id answers 404. */
export async function routinesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['routines'];

  r.get(
    '/api/routines',
    {
      schema: {
        operationId: 'listRoutines',
        summary: 'List my routines, newest first',
        tags,
        description:
          'The caller’s routines, newest first, each with when it was last done and how often.',
        response: { 200: z.array(routineSchema), ...API_ERRORS },
      },
    },
    async (request, reply) =>
      readThrough(request, reply, () => listRoutines(db, request.currentUser.id)),
  );

  r.post(
    '/api/routines',
    {
      schema: {
        operationId: 'createRoutine',
        summary: 'Make a routine',
        tags,
        description:
          'Makes a routine (201) from `exercises`, or from `fromWorkoutId` (a copy of that workout’s exercises and sets). 409 once the caller keeps ROUTINE_LIMITS.perUser. With an `Idempotency-Key` header this user already sent, nothing is written and what that key made is answered (200).',
        headers: idempotencyHeaders,
        body: createRoutineBody,
        response: { 200: routineSchema, 201: routineSchema, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { routine, replayed } = await createRoutine(
        db,
        request.currentUser.id,
        request.body,
        key,
      );
      return reply.status(replayed ? 200 : 201).send(routine);
    },
  );

  r.get(
    '/api/routines/:id',
    {
      schema: {
        operationId: 'getRoutine',
        summary: 'Get a routine',
        tags,
        params: routineIdParams,
        response: { 200: routineSchema, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      readThrough(request, reply, () => getRoutine(db, request.currentUser.id, request.params.id)),
  );

  r.put(
    '/api/routines/:id',
    {
      schema: {
        operationId: 'updateRoutine',
        summary: 'Change a routine',
        tags,
        description: 'Fields left out keep their value; `exercises` replaces them all.',
        params: routineIdParams,
        body: updateRoutineBody,
        response: { 200: routineSchema, ...API_ERRORS },
      },
    },
    async (request) => updateRoutine(db, request.currentUser.id, request.params.id, request.body),
  );

  r.delete(
    '/api/routines/:id',
    {
      schema: {
        operationId: 'deleteRoutine',
        summary: 'Delete a routine',
        tags,
        description: 'Deletes the routine; workouts done from it keep their data.',
        params: routineIdParams,
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await deleteRoutine(db, request.currentUser.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/routines/:id/duplicate',
    {
      schema: {
        operationId: 'duplicateRoutine',
        summary: 'Copy a routine',
        tags,
        description:
          'A copy named "<name> (copy)" (201). With an `Idempotency-Key` header this user already sent, nothing is written and what that key made is answered (200).',
        headers: idempotencyHeaders,
        params: routineIdParams,
        response: { 200: routineSchema, 201: routineSchema, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { routine, replayed } = await duplicateRoutine(
        db,
        request.currentUser.id,
        request.params.id,
        key,
      );
      return reply.status(replayed ? 200 : 201).send(routine);
    },
  );

  r.get(
    '/api/routines/:id/history',
    {
      schema: {
        operationId: 'getRoutineHistory',
        summary: 'List the times a routine was done',
        tags,
        description:
          'Each time the routine was done, newest first: up to `limit` (20 unless said, at most 50).',
        params: routineIdParams,
        querystring: routineHistoryQuery,
        response: { 200: z.array(routineHistoryEntrySchema), ...API_ERRORS },
      },
    },
    async (request, reply) =>
      readThrough(request, reply, () =>
        routineHistory(db, request.currentUser.id, request.params.id, request.query.limit),
      ),
  );
}
