import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localDayOf } from '../../../shared/local-day';
import type { Db } from '../../db/client';
import { exportCsv, exportJson } from './export.service';

export const exportQuery = z.object({
  format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).default('json'),
});

export async function exportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/export',
    {
      schema: {
        tags: ['export'],
        description:
          'Downloads everything the user logged as JSON ({exportedAt, user, workouts, goals, weighIns, routines}) or CSV (one table: a row per set, per workout without sets, per goal, per weigh-in and per routine set, `record` saying which).',
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const user = request.currentUser;
      const name = `joey-fit-export-${localDayOf(new Date(), user.timeZone)}`;
      const csv = request.query.format === 'csv';
      // No response schema: the body is a file (JSON or CSV text), not an API object.
      reply
        .header('content-disposition', `attachment; filename="${name}.${csv ? 'csv' : 'json'}"`)
        .header('cache-control', 'no-store');
      // Streamed (issue 9): pulled a batch at a time as the client takes the bytes.
      return reply
        .type(csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .send(Readable.from(csv ? exportCsv(db, user) : exportJson(db, user)));
    },
  );
}
