// Helpers for the import readers' tests (issue 29): a file fed in chunks of any size, the
// fixtures, and a reader's events collected.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from './csv-reader';
import type { CsvFormat, ImportedWorkout, ParseEvent } from './types';

export const FIXTURES = path.resolve(import.meta.dirname, '../../../../../tests/fixtures/imports');

/** A fixture's bytes. */
export const fixture = (name: string): Uint8Array => readFileSync(path.join(FIXTURES, name));

/** Bytes (or text, as UTF-8) in chunks of `size` bytes, as a request body streams in. */
export async function* chunksOf(
  data: Uint8Array | string,
  size: number,
): AsyncGenerator<Uint8Array> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/** A small deterministic generator, so a failing random split can be replayed from its seed. */
export function seeded(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x1_0000_0000;
  };
}

/** Bytes in chunks of random sizes from 1 to `max`. */
export async function* randomChunks(
  data: Uint8Array | string,
  seed: number,
  max = 64,
): AsyncGenerator<Uint8Array> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const random = seeded(seed);
  for (let i = 0; i < bytes.length;) {
    const size = 1 + Math.floor(random() * max);
    yield bytes.subarray(i, i + size);
    i += size;
  }
}

/** Everything an async iterable yields. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** A CSV file read with one format: its header, then the format's events for the rest. */
export async function readWith(
  format: CsvFormat,
  chunks: AsyncIterable<Uint8Array | string>,
): Promise<ParseEvent[]> {
  const records = readCsv(chunks);
  const first = await records.next();
  if (first.done) return [];
  const header = first.value.cells.map((c) => c.trim());
  if (!format.matches(header))
    throw new Error(`not a ${format.source} header: ${header.join('|')}`);
  return collect(format.read(header, records));
}

/** The workouts among events. */
export const workoutsOf = (events: ParseEvent[]): ImportedWorkout[] =>
  events.flatMap((e) => (e.kind === 'workout' ? [e.workout] : []));

/** Sets across workouts. */
export const setCount = (workouts: ImportedWorkout[]) =>
  workouts.reduce((n, w) => n + w.exercises.reduce((m, e) => m + e.sets.length, 0), 0);
