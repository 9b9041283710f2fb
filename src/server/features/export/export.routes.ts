import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localDayOf } from '../../../shared/local-day';
import { API_ERRORS } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { exportCsv, exportJson } from './export.service';
import { exportStrongCsv } from './strong-csv';

export const EXPORT_FORMATS = ['json', 'csv', 'strong'] as const;

export const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'must be json, csv or strong' }).default('json'),
});

/** Each format's file: its type, the name's ending and what writes it. */
const FILES = {
  json: { type: 'application/json; charset=utf-8', suffix: '.json', write: exportJson },
  csv: { type: 'text/csv; charset=utf-8', suffix: '.csv', write: exportCsv },
  // "-strong" in the name, so the two CSV files of one day are told apart.
  strong: { type: 'text/csv; charset=utf-8', suffix: '-strong.csv', write: exportStrongCsv },
} as const;

export async function exportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/export',
    {
      schema: {
        operationId: 'exportData',
        summary: 'Download everything you logged as a file',
        tags: ['export'],
        description:
          "Downloads everything the user logged as JSON ({exportedAt, user, workouts, goals, weighIns, routines, preferences}), as CSV (one table: a row per set, per workout without sets, per goal, per weigh-in, per routine set and one of preferences, `record` saying which), or as Strong's CSV (`format=strong`: a row per set done, weights in the user's unit, dates on the user's wall clock) for apps that import Strong.",
        querystring: exportQuery,
        response: {
          // The body is a file (JSON or CSV text), not an API object: a stream, never serialized.
          200: z.string().describe('The file, as an attachment: JSON or CSV (UTF-8)'),
          ...API_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const user = request.currentUser;
      const name = `joey-fit-export-${localDayOf(new Date(), user.timeZone)}`;
      const file = FILES[request.query.format];
      reply
        .header('content-disposition', `attachment; filename="${name}${file.suffix}"`)
        .header('cache-control', 'no-store');
      // Streamed (issue 9): pulled a batch at a time as the client takes the bytes.
      // (The schema's string is the document's word for a file; Fastify pipes a stream as is.)
      const body = Readable.from(file.write(db, user)) as unknown as string;
      return reply.type(file.type).send(body);
    },
  );
}
