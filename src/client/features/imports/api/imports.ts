import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ImportResult,
  ImportRoutinesResult,
  ImportSource,
  ImportSummary,
  NameMapping,
} from '@shared/schemas/imports';
import type { DistanceUnit, WeightUnit } from '@shared/units';
import { ApiError, apiFetch, apiJson, apiRequest } from '@client/lib/api';
import { bodyWeightsKey, invalidateWorkoutData, routinesKey } from '@client/lib/query-keys';
import { plainFileMessage } from '../model/import-text';
import { parseProgressLine, readLines } from '../model/ndjson';

/** GET /api/imports: the person's imports, newest first. */
export const importsKey = ['/api/imports'] as const;

export const useImports = () => useQuery<{ imports: ImportSummary[] }>({ queryKey: importsKey });

/** The options of POST /api/imports that the screen sends (all optional). */
export interface ImportFields {
  source?: ImportSource;
  weightUnit?: WeightUnit;
  distanceUnit?: DistanceUnit;
  mapping?: NameMapping | null;
}

/**
 * The multipart body: the options as fields BEFORE the file, because the server reads the
 * stream in order and has to know them when the file's first bytes arrive.
 */
function importForm(file: File, fields: ImportFields, dryRun: boolean): FormData {
  const form = new FormData();
  if (fields.source) form.append('source', fields.source);
  if (fields.weightUnit) form.append('weightUnit', fields.weightUnit);
  if (fields.distanceUnit) form.append('distanceUnit', fields.distanceUnit);
  if (dryRun) form.append('dryRun', 'true');
  if (fields.mapping) form.append('mapping', JSON.stringify(fields.mapping));
  form.append('file', file, file.name);
  return form;
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

/** POST /api/imports?dryRun: what an import of the file would add; writes nothing. */
export async function previewImport(
  file: File,
  fields: ImportFields,
  signal?: AbortSignal,
): Promise<ImportResult> {
  const res = await apiFetch('/api/imports', {
    method: 'POST',
    body: importForm(file, fields, true),
    signal,
  });
  await throwIfNotOk(res);
  return (await res.json()) as ImportResult;
}

export interface ImportProgress {
  /** Bytes of the file the server has read so far. */
  bytes: number;
  workouts: number;
  sets: number;
}

/** The stream ended without its last line: the server or the connection stopped mid-import. */
export class ImportInterrupted extends Error {
  constructor() {
    super('The import stopped before it finished.');
  }
}

/**
 * POST /api/imports with `Accept: application/x-ndjson`: the server answers at once and writes a
 * progress line per batch, then `done` with the result or `error` with what went wrong (an error
 * found after the answer began cannot be a status code any more). A server that answers plain
 * JSON instead (an error before the stream began, say) is read as such.
 */
export async function runImport(
  file: File,
  fields: ImportFields,
  onProgress: (p: ImportProgress) => void,
): Promise<ImportResult> {
  const res = await apiFetch('/api/imports', {
    method: 'POST',
    headers: { Accept: 'application/x-ndjson' },
    body: importForm(file, fields, false),
  });
  await throwIfNotOk(res);
  if (!res.headers.get('content-type')?.includes('ndjson') || !res.body) {
    return (await res.json()) as ImportResult;
  }
  let failure: { statusCode: number; message: string } | null = null;
  try {
    for await (const text of readLines(res.body)) {
      const line = parseProgressLine(text);
      if (!line) continue;
      if (line.type === 'progress') onProgress(line);
      else if (line.type === 'done') return line.result;
      else {
        failure = line;
        break;
      }
    }
  } catch {
    // The connection dropped mid-stream: the batches written so far stay (resumable).
    throw new ImportInterrupted();
  }
  if (failure) {
    throw new ApiError(failure.statusCode, JSON.stringify({ message: failure.message }), '');
  }
  throw new ImportInterrupted();
}

/**
 * After an import or its undo, every read that shows history refreshes (issue 29 §6): the
 * workouts, Home, Progress, records and exercise history, the routines (their "last done", and
 * the ones made from an import), weigh-ins (a Joey Fit file brings them) and the list of imports.
 */
export function invalidateImportReads(queryClient: QueryClient, userId: string) {
  return Promise.all([
    invalidateWorkoutData(queryClient, userId),
    queryClient.invalidateQueries({ queryKey: bodyWeightsKey }),
    queryClient.invalidateQueries({ queryKey: importsKey }),
  ]);
}

/** DELETE /api/imports/{id}: removes everything that import added. */
export function useUndoImport(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/imports/${id}`),
    onSettled: () => invalidateImportReads(queryClient, userId),
  });
}

/** POST /api/imports/{id}/routines: a routine per distinct workout name of the import. */
export function useRoutinesFromImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<ImportRoutinesResult>('POST', `/api/imports/${id}/routines`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routinesKey }),
  });
}

/** What went wrong, in words for the person: the server's own message for a 4xx. */
export function importErrorText(error: unknown): { message: string; retry: boolean } {
  if (error instanceof ApiError) {
    if (error.status === 413 && !error.body) {
      return { message: 'This file is larger than Joey Fit imports (20 MB).', retry: false };
    }
    // A 429 asks to wait and try again; other 4xx answers are about the file or the options.
    if (error.status < 500) {
      return { message: plainFileMessage(error.userMessage), retry: error.status === 429 };
    }
    return {
      message: 'Something went wrong on the server while reading the file. Please try again.',
      retry: true,
    };
  }
  if (error instanceof ImportInterrupted) {
    return {
      message:
        'The import stopped before it finished. What arrived is kept: import the same file again to finish — nothing is added twice.',
      retry: true,
    };
  }
  return {
    message: "We couldn't reach the server. Check your connection and try again.",
    retry: true,
  };
}
