import { z } from 'zod';
import { DISTANCE_UNITS, WEIGHT_UNITS } from '../units';
import { enumOf, idParams } from './common';

// Importing another app's history (issue 29). The file goes to POST /api/imports as multipart
// (`file`, with the options below as fields before it or as query parameters); the answer is an
// ImportResult, the same shape for a preview (dryRun) and for the import itself.

/** The files understood; `joeyfit` is this app's own JSON export. */
export const IMPORT_SOURCES = ['strong', 'hevy', 'fitnotes', 'stronglifts', 'joeyfit'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** How each source is named on screens and in messages. */
export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  strong: 'Strong',
  hevy: 'Hevy',
  fitnotes: 'FitNotes',
  stronglifts: 'StrongLifts 5×5',
  joeyfit: 'Joey Fit',
};

export const IMPORT_STATUSES = ['running', 'done'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_LIMITS = {
  /** Bytes of one file: a 10-year Strong export is about 5 MB. */
  fileBytes: 20 * 1024 * 1024,
  /** Warnings answered (the count of the rest is in the last one). */
  warnings: 100,
  /** Unmapped names answered (the most frequent first). */
  unmapped: 200,
  /** Entries of a name mapping sent with an import. */
  mappings: 500,
  /** Imports listed on the screen. */
  listed: 50,
  /** Workouts written per transaction. */
  batchWorkouts: 100,
} as const;

const booleanField = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

/**
 * A mapping of names as the file writes them to the names to log them under (the preview's
 * "unmapped" list, answered by the person): a JSON object as a multipart field.
 */
export const nameMappingSchema = z
  .record(
    z
      .string()
      .trim()
      .min(1, 'names must not be blank')
      .max(100, 'names are at most 100 characters'),
    z
      .string()
      .trim()
      .min(1, 'names must not be blank')
      .max(100, 'names are at most 100 characters'),
  )
  .refine((m) => Object.keys(m).length <= IMPORT_LIMITS.mappings, {
    message: `must map at most ${IMPORT_LIMITS.mappings} names`,
  });
export type NameMapping = z.output<typeof nameMappingSchema>;

/** POST /api/imports options (multipart fields or query parameters; all text on the wire). */
export const importOptionsSchema = z.strictObject({
  /** Overrides detection from the header. */
  source: enumOf(IMPORT_SOURCES).optional(),
  /** The weight unit, when the file does not say it. */
  weightUnit: enumOf(WEIGHT_UNITS).optional(),
  /** The distance unit, when the file does not say it. */
  distanceUnit: enumOf(DISTANCE_UNITS).optional(),
  /** A preview that writes nothing. */
  dryRun: booleanField.optional(),
  /** JSON: names as the file writes them → names to log them under. */
  mapping: z
    .string()
    .max(64 * 1024, 'must be at most 64 kB')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object of names' });
        return z.NEVER;
      }
    })
    .pipe(nameMappingSchema)
    .optional(),
});
export type ImportOptions = z.output<typeof importOptionsSchema>;

export const importWarningSchema = z.object({
  /** The file's line (1 is the header); null for a warning about the whole file. */
  line: z.number().int().nullable(),
  message: z.string(),
});
export type ImportWarning = z.infer<typeof importWarningSchema>;

export const unmappedExerciseSchema = z.object({
  /** As the file writes it; logged under this name unless mapped. */
  name: z.string(),
  /** Sets of it in the file. */
  sets: z.number().int(),
  /** The catalogue's closest name, when there is a plausible one. */
  suggestion: z.string().nullable(),
});
export type UnmappedExercise = z.infer<typeof unmappedExerciseSchema>;

/** The answer of POST /api/imports, preview or import (issue 29 §1). */
export const importResultSchema = z.object({
  /** The import made; null for a preview. */
  id: z.string().nullable(),
  source: z.enum(IMPORT_SOURCES),
  dryRun: z.boolean(),
  /** New workouts, exercises and sets (a preview: those an import would add). */
  workouts: z.number().int(),
  exercises: z.number().int(),
  sets: z.number().int(),
  /** Sets already here from an earlier import of the same history. */
  duplicates: z.number().int(),
  /** Rows that were not sets (rest timers, notes) or could not be read (see warnings). */
  skipped: z.number().int(),
  warnings: z.array(importWarningSchema),
  /** The first and last day of the file's history (YYYY-MM-DD), null when it holds none. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  unmappedExercises: z.array(unmappedExerciseSchema),
  /** The units used: the file's, else the ones sent; null when the file needs one said. */
  weightUnit: z.enum(WEIGHT_UNITS).nullable(),
  distanceUnit: z.enum(DISTANCE_UNITS).nullable(),
  /** What the person must choose before the import can run (the file does not say). */
  needs: z.array(z.enum(['weightUnit', 'distanceUnit'])),
  /** Weigh-ins, routines and goals added (a Joey Fit file carries them). */
  weighIns: z.number().int(),
  routines: z.number().int(),
  goals: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** One import as GET /api/imports lists it. */
export const importSummarySchema = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  workouts: z.number().int(),
  exercises: z.number().int(),
  sets: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
export const importListSchema = z.object({ imports: z.array(importSummarySchema) });

export const importIdParams = idParams('an import');

/** POST /api/imports/{id}/routines: routines made from the import's workouts. */
export const importRoutinesResultSchema = z.object({
  created: z.number().int(),
  /** Names that already had a routine, or did not fit the routine limit. */
  skipped: z.array(z.string()),
});
export type ImportRoutinesResult = z.infer<typeof importRoutinesResultSchema>;

/** The lines of an import's progress stream (Accept: application/x-ndjson). */
export const importProgressLineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    bytes: z.number(),
    workouts: z.number(),
    sets: z.number(),
  }),
  z.object({ type: z.literal('done'), result: importResultSchema }),
  z.object({ type: z.literal('error'), statusCode: z.number(), message: z.string() }),
]);
export type ImportProgressLine = z.infer<typeof importProgressLineSchema>;
