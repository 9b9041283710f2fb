import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import {
  createExerciseBody,
  exerciseIdParams,
  exerciseSchema,
  updateExerciseBody,
} from '../../../shared/schemas/workouts';
import type { Db } from '../../db/client';
import { readThrough } from '../../plugins/read-cache';
import {
  exerciseHistorySchema,
  exerciseNameQuery,
  exerciseNamesSchema,
  lastExerciseQuery,
  lastExerciseSchema,
} from '../../../shared/schemas/exercise-history';
import { exerciseHistory, exerciseNames, lastExercise } from './exercise-history.service';
import { addExercise, deleteExercise, updateExercise } from './exercises.service';

export async function exercisesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exercises'];

  r.post(
    '/api/exercises',
    {
      schema: {
        operationId: 'createExercise',
        summary: 'Add an exercise to a workout',
        tags,
        body: createExerciseBody,
        response: { 201: exerciseSchema, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const { workoutId, ...values } = request.body;
      return reply
        .status(201)
        .send(await addExercise(db, request.currentUser.id, workoutId, values));
    },
  );

  r.put(
    '/api/exercises/:id',
    {
      schema: {
        operationId: 'updateExercise',
        summary: 'Change an exercise of a workout',
        tags,
        params: exerciseIdParams,
        body: updateExerciseBody,
        response: { 200: exerciseSchema, ...API_ERRORS },
      },
    },
    async (request) => updateExercise(db, request.currentUser.id, request.params.id, request.body),
  );

  r.delete(
    '/api/exercises/:id',
    {
      schema: {
        operationId: 'deleteExercise',
        summary: 'Remove an exercise from a workout',
        tags,
        description: 'Refuses (409) to delete the last exercise of a workout (SPEC §5).',
        params: exerciseIdParams,
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await deleteExercise(db, request.currentUser.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/exercises/last',
    {
      schema: {
        operationId: 'getLastExercise',
        summary: 'Get the last time I did an exercise',
        tags,
        description: 'The last time I did this exercise (any spelling), to prefill; null if never.',
        querystring: lastExerciseQuery,
        response: { 200: lastExerciseSchema.nullable(), ...API_ERRORS },
      },
    },
    async (request) =>
      lastExercise(db, request.currentUser.id, request.query.name, request.query.before),
  );

  r.get(
    '/api/exercises/names',
    {
      schema: {
        operationId: 'listExerciseNames',
        summary: 'List the exercise names I have logged',
        tags,
        description: 'The exercise names I have logged, most often done first.',
        response: { 200: exerciseNamesSchema, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      readThrough(request, reply, () => exerciseNames(db, request.currentUser.id)),
  );

  r.get(
    '/api/exercises/history',
    {
      schema: {
        operationId: 'getExerciseHistory',
        summary: 'Get every time I did an exercise, with records',
        tags,
        description: 'Every time I did this exercise, its best set, estimated 1RM and records.',
        querystring: exerciseNameQuery,
        response: { 200: exerciseHistorySchema, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      readThrough(request, reply, () =>
        exerciseHistory(db, request.currentUser.id, request.query.name),
      ),
  );
}
