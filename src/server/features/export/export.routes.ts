import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localDayOf } from '../../../shared/localDay';
import type { Db } from '../../db/client';
import { exportCsv, exportData } from './export.service';

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
          "Downloads all of the user's workouts, exercises and goals as JSON or CSV (one row a set group).",
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const user = request.currentUser;
      const data = await exportData(db, user);
      const name = `joey-fit-export-${localDayOf(new Date(), user.timeZone)}`;
      const csv = request.query.format === 'csv';
      // No response schema: the body is a file (JSON or CSV text), not an API object.
      reply
        .header('content-disposition', `attachment; filename="${name}.${csv ? 'csv' : 'json'}"`)
        .header('cache-control', 'no-store');
      if (!csv) return reply.type('application/json; charset=utf-8').send(data);
      // A byte-order mark so spreadsheet programs read the file as UTF-8.
      return reply.type('text/csv; charset=utf-8').send(`\uFEFF${exportCsv(data)}`);
    },
  );
}
