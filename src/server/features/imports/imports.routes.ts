import { PassThrough } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS, messageSchema } from '../../../shared/schemas/auth';
import {
  IMPORT_LIMITS,
  importIdParams,
  importListSchema,
  importOptionsSchema,
  importResultSchema,
  importRoutinesResultSchema,
  type ImportOptions,
  type ImportProgressLine,
} from '../../../shared/schemas/imports';
import type { Db } from '../../db/client';
import type { CounterStore } from '../../plugins/counter-store';
import { badRequest, HttpError } from '../../plugins/errors';
import { reserve } from '../../plugins/rate-limit';
import { routinesFromImport } from './import-routines';
import { listImports, runImport, undoImport } from './imports.service';

/** Imports a user may start in a minute: each reads up to 20 MB and writes in many batches. */
export const IMPORT_RATE = { perMinute: 10, windowMs: 60_000 } as const;
/**
 * Previews (dryRun) a user may ask for in a minute, counted apart from imports: they write
 * nothing, and the screen sends one when a file is chosen and again after each answer (a unit,
 * the format), so trying a file or two must not use up the imports.
 */
export const PREVIEW_RATE = { perMinute: 30, windowMs: 60_000 } as const;

/** Counts one import or preview against its own limit, or throws 429. */
async function reserveImport(counters: CounterStore, userId: string, dryRun: boolean) {
  const rate = dryRun ? PREVIEW_RATE : IMPORT_RATE;
  const what = dryRun ? 'previews' : 'imports';
  await reserve(
    counters,
    [{ key: `imports:${dryRun ? 'preview' : 'user'}:${userId}`, limit: rate.perMinute }],
    rate.windowMs,
    (s) => `Too many ${what} in a minute: try again in ${s} seconds.`,
  );
}

const MB = IMPORT_LIMITS.fileBytes / (1024 * 1024);
export const FILE_TOO_LARGE = `file: is larger than ${MB} MB, the most one import reads; export a shorter period and import each file`;
/** Room in a body beyond the file: the options (a mapping is at most 64 kB) and the part headers. */
const BODY_SLACK = 256 * 1024;

const tooLarge = () => new HttpError(413, FILE_TOO_LARGE);

/** A body that is not multipart is refused before a byte of it is read. */
async function requireMultipart(request: FastifyRequest, reply: FastifyReply) {
  if (/^multipart\/form-data\s*(;|$)/i.test(request.headers['content-type'] ?? '')) return;
  return reply
    .status(415)
    .header('connection', 'close')
    .send({ message: 'Send the file as multipart/form-data, in the field file' });
}

/** A body that says it is larger than any file taken is refused before it is read. */
async function refuseLargeBody(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > IMPORT_LIMITS.fileBytes + BODY_SLACK) {
    return reply.status(413).header('connection', 'close').send({ message: FILE_TOO_LARGE });
  }
}

/** "field: message" for the first problem of the options sent. */
function optionsProblem(error: z.ZodError): string {
  const issue = error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    return `${issue.keys[0]}: is not an option (send source, weightUnit, distanceUnit, dryRun, mapping or the file)`;
  }
  return `${issue.path.join('.') || 'options'}: ${issue.message}`;
}

/** The options sent as fields, over those sent as query parameters (already checked). */
function optionsOf(query: ImportOptions, fields: Record<string, string>): ImportOptions {
  const parsed = importOptionsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(optionsProblem(parsed.error));
  return { ...query, ...parsed.data };
}

/**
 * The file part's bytes as they arrive. The multipart parser stops a file at its size limit by
 * ending it early (`truncated`): that end is a 413, never the end of a shorter file.
 */
async function* fileChunks(part: MultipartFile): AsyncGenerator<Uint8Array> {
  for await (const chunk of part.file as AsyncIterable<Buffer>) yield chunk;
  if (part.file.truncated) throw tooLarge();
}

const line = (l: ImportProgressLine) => `${JSON.stringify(l)}\n`;

/** Imports from other apps (issue 29 §1): the caller's own only; another user's id answers 404. */
export async function importsRoutes(
  app: FastifyInstance,
  { db, counters }: { db: Db; counters: CounterStore },
) {
  // This scope's own parser and limits: one file of up to 20 MB and a few small fields.
  await app.register(multipart, {
    limits: {
      fileSize: IMPORT_LIMITS.fileBytes,
      files: 1,
      fields: 8,
      fieldSize: 128 * 1024,
      parts: 9,
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['imports'];

  r.post(
    '/api/imports',
    {
      onRequest: [requireMultipart, refuseLargeBody],
      schema: {
        tags,
        operationId: 'importHistory',
        summary: 'Import history exported from Strong, Hevy, FitNotes, StrongLifts or Joey Fit',
        description:
          'multipart/form-data: the options (source, weightUnit, distanceUnit, dryRun, mapping) as fields before `file`, or as query parameters. Answers the ImportResult: 201 for an import, 200 for a preview (`dryRun=true`, nothing written). With `Accept: application/x-ndjson` the answer is 200 and streams ImportProgressLine lines: `progress` after each batch, then `done` with the result, or `error` for a failure after the stream began. A file that is none of the formats is a 400 naming them; over 20 MB, a 413; a weight (or distance) whose unit the file does not say needs `weightUnit` (`distanceUnit`): a 400 at the first such set, or listed in `needs` by a preview.' +
          ` At most ${IMPORT_RATE.perMinute} imports and ${PREVIEW_RATE.perMinute} previews a minute (429).`,
        consumes: ['multipart/form-data'],
        querystring: importOptionsSchema,
        response: {
          200: importResultSchema,
          201: importResultSchema,
          ...API_ERRORS,
          413: messageSchema,
          415: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.currentUser;
      const ndjson = /\bapplication\/x-ndjson\b/i.test(request.headers.accept ?? '');
      let stream: PassThrough | null = null;
      const startStream = () => {
        if (!ndjson || stream) return;
        stream = new PassThrough();
        void (reply as FastifyReply)
          .status(200)
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(stream);
      };
      const fields: Record<string, string> = {};
      let result: z.infer<typeof importResultSchema> | null = null;
      try {
        for await (const part of request.parts()) {
          if (result) {
            // Anything after the file is read and dropped; it came too late to count.
            if (part.type === 'file') part.file.resume();
            continue;
          }
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== 'file') {
            throw badRequest(`${part.fieldname}: is not a field this takes; send the file as file`);
          }
          const options = optionsOf(request.query, fields);
          // Counted once the options say whether this is a preview, before the file is read.
          await reserveImport(counters, user.id, options.dryRun === true);
          result = await runImport(db, user, fileChunks(part), options, {
            fileName: part.filename || null,
            onStart: startStream,
            onProgress: (p) => stream?.write(line({ type: 'progress', ...p })),
          });
        }
        if (!result) {
          optionsOf(request.query, fields);
          throw badRequest('file: is required');
        }
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        const refusal =
          err instanceof HttpError
            ? err
            : code === 'FST_REQ_FILE_TOO_LARGE'
              ? tooLarge()
              : /^FST_(FILES|FIELDS|PARTS)_LIMIT$/.test(code)
                ? new HttpError(
                    413,
                    'Send one file, as the field file, and at most the options besides',
                  )
                : /^FST_/.test(code) || /multipart|boundary|terminated early/i.test(String(err))
                  ? badRequest('file: the upload could not be read')
                  : null;
        const s = stream as PassThrough | null;
        if (!s) {
          reply.header('connection', 'close');
          throw refusal ?? err;
        }
        if (!refusal) request.log.error({ err }, 'import failed');
        s.end(
          line({
            type: 'error',
            statusCode: refusal?.statusCode ?? 500,
            message: refusal?.message ?? `Something went wrong on our side (request ${request.id})`,
          }),
        );
        return reply;
      }
      const s = stream as PassThrough | null;
      if (s) {
        s.end(line({ type: 'done', result }));
        return reply;
      }
      if (ndjson) {
        return (reply as FastifyReply)
          .status(200)
          .type('application/x-ndjson; charset=utf-8')
          .send(line({ type: 'done', result }));
      }
      return reply.status(result.dryRun ? 200 : 201).send(result);
    },
  );

  r.get(
    '/api/imports',
    {
      schema: {
        tags,
        operationId: 'listImports',
        summary: 'List your imports, newest first',
        description: `The caller’s imports, newest first (at most ${IMPORT_LIMITS.listed}); one still \`running\` was interrupted, and importing its file again completes it.`,
        response: { 200: importListSchema, ...API_ERRORS },
      },
    },
    async (request) => ({ imports: await listImports(db, request.currentUser.id) }),
  );

  r.delete(
    '/api/imports/:id',
    {
      schema: {
        tags,
        operationId: 'undoImport',
        summary: 'Undo an import: delete everything it added',
        description:
          'Deletes every workout, weigh-in, goal and routine the import added, and nothing logged in the app; records are worked out again. 404 for an id that is not the caller’s.',
        params: importIdParams,
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await undoImport(db, request.currentUser.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/imports/:id/routines',
    {
      schema: {
        tags,
        operationId: 'routinesFromImport',
        summary: 'Make routines from the workouts of an import',
        description:
          'One routine per workout name in the import, from its most recent workout; names the caller already has a routine of are skipped, as are those past the routine limit. Undoing the import removes them. 404 for an id that is not the caller’s.',
        params: importIdParams,
        response: { 200: importRoutinesResultSchema, ...API_ERRORS },
      },
    },
    async (request) => routinesFromImport(db, request.currentUser.id, request.params.id),
  );
}
