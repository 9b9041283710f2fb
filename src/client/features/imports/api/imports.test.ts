import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportResult } from '@shared/schemas/imports';
import { ApiError } from '@client/lib/api';
import { ImportInterrupted, importErrorText, previewImport, runImport } from './imports';

const RESULT: ImportResult = {
  id: 'imp1',
  source: 'strong',
  dryRun: false,
  workouts: 2,
  exercises: 3,
  sets: 9,
  duplicates: 0,
  skipped: 1,
  warnings: [],
  from: '2024-05-06',
  to: '2024-05-09',
  unmappedExercises: [],
  weightUnit: 'kg',
  distanceUnit: null,
  needs: [],
  weighIns: 0,
  routines: 0,
  goals: 0,
};

const file = new File(['Date,Workout Name\n'], 'strong.csv', { type: 'text/csv' });

/** A streamed answer whose body arrives in the chunks given (or fails after them). */
function streamed(chunks: string[], { fail = false } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      if (fail) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
  });
}

const stubFetch = (response: Response) => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

afterEach(() => vi.unstubAllGlobals());

describe('the multipart body', () => {
  it('puts the options before the file, dryRun for a preview', async () => {
    const fetch = stubFetch(Response.json({ ...RESULT, id: null, dryRun: true }));
    await previewImport(file, { source: 'strong', weightUnit: 'kg', distanceUnit: 'km' });
    const form = fetch.mock.calls[0]![1].body as FormData;
    expect([...form.keys()]).toEqual(['source', 'weightUnit', 'distanceUnit', 'dryRun', 'file']);
    expect(form.get('dryRun')).toBe('true');
    expect((form.get('file') as File).name).toBe('strong.csv');
  });

  it('sends the mapping as JSON, and asks for the progress stream', async () => {
    const fetch = stubFetch(streamed([`${JSON.stringify({ type: 'done', result: RESULT })}\n`]));
    await runImport(file, { mapping: { 'Spider Curl': 'Preacher Curl' } }, () => {});
    const init = fetch.mock.calls[0]![1];
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['mapping', 'file']);
    expect(JSON.parse(form.get('mapping') as string)).toEqual({ 'Spider Curl': 'Preacher Curl' });
    expect((init.headers as Record<string, string>).Accept).toBe('application/x-ndjson');
  });
});

describe('runImport reading the stream', () => {
  const progress = (bytes: number, workouts: number, sets: number) =>
    JSON.stringify({ type: 'progress', bytes, workouts, sets });

  it('reports each progress line, lines cut anywhere, and answers the done result', async () => {
    const text = `${progress(100, 1, 4)}\n${progress(200, 2, 9)}\n${JSON.stringify({ type: 'done', result: RESULT })}\n`;
    stubFetch(streamed([text.slice(0, 7), text.slice(7, 60), text.slice(60)]));
    const seen: unknown[] = [];
    await expect(runImport(file, {}, (p) => seen.push(p))).resolves.toEqual(RESULT);
    expect(seen).toEqual([
      { type: 'progress', bytes: 100, workouts: 1, sets: 4 },
      { type: 'progress', bytes: 200, workouts: 2, sets: 9 },
    ]);
  });

  it('an error line is the server’s refusal, worded for the person', async () => {
    stubFetch(
      streamed([
        `${progress(10, 0, 0)}\n`,
        `${JSON.stringify({ type: 'error', statusCode: 400, message: 'file: is empty' })}\n`,
      ]),
    );
    const error = await runImport(file, {}, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(importErrorText(error)).toEqual({ message: 'This file is empty', retry: false });
  });

  it.each([
    ['ends without done', { fail: false }],
    ['fails mid-way', { fail: true }],
  ])('a stream that %s is an interrupted import, to be run again', async (_, options) => {
    stubFetch(streamed([`${progress(10, 0, 0)}\n`], options));
    const error = await runImport(file, {}, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportInterrupted);
    expect(importErrorText(error).retry).toBe(true);
  });

  it('a refusal before the stream began is an ApiError with the server’s message', async () => {
    stubFetch(
      Response.json(
        { message: 'file: is larger than 20 MB, the most one import reads' },
        { status: 413 },
      ),
    );
    const error = await runImport(file, {}, () => {}).catch((e: unknown) => e);
    expect(importErrorText(error)).toEqual({
      message: 'This file is larger than 20 MB, the most one import reads',
      retry: false,
    });
  });

  it('a plain JSON answer is read as the result', async () => {
    stubFetch(Response.json(RESULT, { status: 201 }));
    await expect(runImport(file, {}, () => {})).resolves.toEqual(RESULT);
  });
});

describe('importErrorText', () => {
  it.each<[unknown, { message: string; retry: boolean }]>([
    [
      new TypeError('Failed to fetch'),
      {
        message: "We couldn't reach the server. Check your connection and try again.",
        retry: true,
      },
    ],
    [
      new ApiError(500, '{"message":"boom"}', 'Internal Server Error'),
      {
        message: 'Something went wrong on the server while reading the file. Please try again.',
        retry: true,
      },
    ],
    [
      new ApiError(429, '{"message":"Too many imports in a minute: try again in 30 seconds."}', ''),
      { message: 'Too many imports in a minute: try again in 30 seconds.', retry: true },
    ],
  ])('%s → %j', (error, text) => {
    expect(importErrorText(error)).toEqual(text);
  });
});
