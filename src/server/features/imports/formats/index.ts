// Which app wrote a file (issue 29), found from its first bytes without reading the rest: a JSON
// object is Joey Fit's own export, anything else is read as CSV and known by its header. The
// bytes looked at are handed on with the rest of the stream, so the file is read once, as it
// arrives, however big.
import { IMPORT_SOURCE_LABELS, type ImportSource } from '../../../../shared/schemas/imports';
import { HttpError, badRequest } from '../../../plugins/errors';
import { readCsv } from './csv-reader';
import { fitnotes } from './fitnotes';
import { hevy } from './hevy';
import { readJoeyFit } from './joeyfit';
import { strong } from './strong';
import { stronglifts } from './stronglifts';
import type { CsvFormat, CsvRecord, ParseEvent } from './types';

export type { CsvFormat, ParseEvent } from './types';

/** The CSV formats understood, in the order a header is tried against them. */
export const FORMATS: readonly CsvFormat[] = [strong, hevy, fitnotes, stronglifts];

export const UNSUPPORTED_FILE =
  "file: this is not an export Joey Fit can read. It reads CSV exports from Strong, Hevy, FitNotes and StrongLifts, and Joey Fit's own JSON export.";

export const EMPTY_FILE = 'file: is empty';

/** Leading whitespace looked through for the first byte; more than this is not an export. */
const PEEK_LIMIT = 64 * 1024;

const isSpace = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

/** The first byte that is not whitespace (or a UTF-8 byte-order mark), or -1 for none. */
function firstContentByte(chunks: readonly Uint8Array[]): number {
  let offset = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++, offset++) {
      const b = chunk[i]!;
      const bom = offset < 3 && b === [0xef, 0xbb, 0xbf][offset];
      if (!bom && !isSpace(b)) return b;
    }
  }
  return -1;
}

export interface PeekedStream {
  /** The chunks read so far, in order. */
  peeked: Uint8Array[];
  /** Whether the stream ended while peeking. */
  ended: boolean;
  /** The whole stream again: the peeked chunks, then the rest as it arrives. */
  stream: AsyncGenerator<Uint8Array>;
  /** Lets go of the source without reading it (a file refused from its first bytes). */
  cancel: () => Promise<void>;
}

/**
 * Reads chunks until `enough` says the ones read will do (or the stream ends), and answers them
 * with a stream that gives them again followed by the rest: a look at the start of a file that
 * neither buffers the file nor reads any byte twice from its source.
 */
export async function peek(
  chunks: AsyncIterable<Uint8Array>,
  enough: (peeked: readonly Uint8Array[]) => boolean,
): Promise<PeekedStream> {
  const source = chunks[Symbol.asyncIterator]();
  const peeked: Uint8Array[] = [];
  let ended = false;
  while (!enough(peeked)) {
    const next = await source.next();
    if (next.done) {
      ended = true;
      break;
    }
    if (next.value.byteLength > 0) peeked.push(next.value);
  }
  let finished = ended;
  let started = false;
  async function* stream(): AsyncGenerator<Uint8Array> {
    started = true;
    try {
      yield* peeked.splice(0);
      while (!finished) {
        const next = await source.next();
        if (next.done) finished = true;
        else yield next.value;
      }
    } finally {
      // A reader that stops early (a bad header) lets go of the request's stream.
      if (!finished) {
        finished = true;
        await source.return?.();
      }
    }
  }
  const replay = stream();
  const cancel = async () => {
    await replay.return(undefined);
    // A generator never started runs no `finally`: the source is let go here instead.
    if (!started && !finished) {
      finished = true;
      await source.return?.();
    }
  };
  return { peeked: [...peeked], ended, stream: replay, cancel };
}

/** The answer when the person named a source the file is not (every label takes "a"). */
const notThe = (source: ImportSource, detected: ImportSource | null) =>
  badRequest(
    `source: this file is not a ${IMPORT_SOURCE_LABELS[source]} export` +
      (detected ? ` (it looks like a ${IMPORT_SOURCE_LABELS[detected]} export)` : ''),
  );

/**
 * Opens an uploaded file: which source wrote it (its header, or `source` when the person said
 * so and the header agrees) and its parse events, read as the bytes stream in. A file no reader
 * knows is a 400 naming the formats understood; an empty one is a 400 too.
 */
export async function openImport(
  chunks: AsyncIterable<Uint8Array>,
  source?: ImportSource,
): Promise<{ source: ImportSource; events: AsyncGenerator<ParseEvent> }> {
  let seen = 0;
  const peeked = await peek(chunks, (list) => {
    if (firstContentByte(list) >= 0) return true;
    seen = list.reduce((n, c) => n + c.byteLength, 0);
    return seen > PEEK_LIMIT;
  });
  const first = firstContentByte(peeked.peeked);
  if (first < 0) {
    await peeked.cancel();
    throw badRequest(seen > PEEK_LIMIT ? UNSUPPORTED_FILE : EMPTY_FILE);
  }

  if (first === 0x7b /* { */) {
    if (source && source !== 'joeyfit') {
      await peeked.cancel();
      throw notThe(source, 'joeyfit');
    }
    return { source: 'joeyfit', events: readJoeyFit(peeked.stream) };
  }
  // A JSON list, or a binary file (a NUL in its first bytes that is not UTF-16 text), is no CSV
  // export.
  const utf16 = first === 0xff || first === 0xfe;
  if (first === 0x5b /* [ */ || (!utf16 && peeked.peeked.some((c) => c.includes(0)))) {
    await peeked.cancel();
    throw source ? notThe(source, null) : badRequest(UNSUPPORTED_FILE);
  }

  const records = readCsv(peeked.stream);
  let header: string[];
  try {
    const head = await records.next();
    if (head.done) throw badRequest(EMPTY_FILE);
    header = head.value.cells.map((c) => c.trim());
  } catch (err) {
    await records.return(undefined);
    // A first line too long for a header: not a CSV export at all.
    if (err instanceof HttpError && err.statusCode === 400 && err.message !== EMPTY_FILE) {
      throw badRequest(UNSUPPORTED_FILE);
    }
    throw err;
  }
  const detected = FORMATS.find((f) => f.matches(header)) ?? null;
  const format = source ? FORMATS.find((f) => f.source === source && f.matches(header)) : detected;
  if (!format) {
    await records.return(undefined);
    throw source ? notThe(source, detected?.source ?? null) : badRequest(UNSUPPORTED_FILE);
  }
  return {
    source: format.source,
    events: format.read(header, records as AsyncIterable<CsvRecord>),
  };
}
