import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '../../../shared/schemas/auth';
import {
  preferencesBody,
  profileBody,
  timeZoneBody,
  userIdParams,
  userSchema,
} from '../../../shared/schemas/users';
import type { Db } from '../../db/client';
import { equipmentRoutes } from './equipment.routes';
import {
  assertSelf,
  completeOnboarding,
  setPreferences,
  setProfile,
  setTimeZone,
  toUserDto,
} from './users.service';

export async function usersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/:id',
    {
      schema: {
        operationId: 'getUser',
        summary: 'Get my account',
        tags: ['users'],
        params: userIdParams,
        response: { 200: userSchema, ...API_ERRORS },
      },
    },
    async (request) => {
      assertSelf(request.currentUser, request.params.id);
      return toUserDto(request.currentUser);
    },
  );

  r.put(
    '/api/users/onboarding/complete',
    {
      schema: {
        operationId: 'completeOnboarding',
        summary: 'Mark my onboarding as done',
        tags: ['users'],
        response: { 200: userSchema, ...API_ERRORS },
      },
    },
    async (request) => toUserDto(await completeOnboarding(db, request.currentUser.id)),
  );

  r.put(
    '/api/users/me/time-zone',
    {
      schema: {
        operationId: 'updateTimeZone',
        summary: 'Set my time zone',
        tags: ['users'],
        description: "Keeps the user's IANA time zone current (DESIGN §5: local days).",
        body: timeZoneBody,
        response: { 200: userSchema, ...API_ERRORS },
      },
    },
    async (request) =>
      toUserDto(await setTimeZone(db, request.currentUser.id, request.body.timeZone)),
  );

  r.put(
    '/api/users/me/preferences',
    {
      schema: {
        operationId: 'updatePreferences',
        summary: 'Set my units and whether sets ask for RPE',
        tags: ['users'],
        description:
          'Display preferences: weightUnit lb|kg and distanceUnit mi|km (values are stored as typed), and rpeEnabled: whether set rows ask for RPE.',
        body: preferencesBody,
        response: { 200: userSchema, ...API_ERRORS },
      },
    },
    async (request) => toUserDto(await setPreferences(db, request.currentUser.id, request.body)),
  );

  r.put(
    '/api/users/me/profile',
    {
      schema: {
        operationId: 'updateProfile',
        summary: 'Set the name shown for me',
        tags: ['users'],
        description: 'The name shown for me (2–50 characters; null clears it).',
        body: profileBody,
        response: { 200: userSchema, ...API_ERRORS },
      },
    },
    async (request) => toUserDto(await setProfile(db, request.currentUser.id, request.body)),
  );

  await app.register(equipmentRoutes, { db });
}
