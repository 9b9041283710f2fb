import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../shared/schemas/auth';
import {
  preferencesBody,
  profileBody,
  timeZoneBody,
  userIdParams,
  userSchema,
} from '../../../shared/schemas/users';
import type { Db } from '../../db/client';
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
  const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

  r.get(
    '/api/users/:id',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], params: userIdParams, response: { 200: userSchema, ...errors } },
    },
    async (request) => {
      assertSelf(request.user!, request.params.id);
      return toUserDto(request.user!);
    },
  );

  r.put(
    '/api/users/onboarding/complete',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], response: { 200: userSchema, ...errors } },
    },
    async (request) => toUserDto(await completeOnboarding(db, request.user!.id)),
  );

  r.put(
    '/api/users/me/time-zone',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        description: "Keeps the user's IANA time zone current (DESIGN §5: local days).",
        body: timeZoneBody,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => toUserDto(await setTimeZone(db, request.user!.id, request.body.timeZone)),
  );

  r.put(
    '/api/users/me/preferences',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        description:
          'Display preferences: weightUnit lb|kg and distanceUnit mi|km (values are stored as typed).',
        body: preferencesBody,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => toUserDto(await setPreferences(db, request.user!.id, request.body)),
  );

  r.put(
    '/api/users/me/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        description: 'The name shown for me (2–50 characters; null clears it).',
        body: profileBody,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => toUserDto(await setProfile(db, request.user!.id, request.body)),
  );
}
