// A streaming CSV reader for other apps' exports (issue 29). RFC 4180 with the leniency real
// exports need: the delimiter is whatever the header uses (Strong on Android writes `;`), lines
// end in CRLF or LF, a UTF-8 BOM is dropped, and stray quotes inside an unquoted cell are kept as
// text. It holds one record at a time, so memory stays flat however long the history; a record
// over 64 kB means the file is not an export (a binary file, or a quote that never closes) and
// is refused rather than read into memory.
import { badRequest } from '../../../plugins/errors';
import type { CsvRecord } from './types';

/** Characters one record may hold: an export's row is a few hundred; a note a few thousand. */
export const MAX_RECORD_CHARS = 64 * 1024;

const DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof DELIMITERS)[number];

/**
 * The delimiter a header line uses: the candidate seen most often outside quotes (a comma when
 * none is, so a one-column file still reads).
 */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  const counts = [0, 0, 0];
  let quoted = false;
  for (let i = 0; i < headerLine.length; i++) {
    const c = headerLine[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted) {
      const k = DELIMITERS.indexOf(c as CsvDelimiter);
      if (k >= 0) counts[k]!++;
    }
  }
  let best = 0;
  for (let k = 1; k < DELIMITERS.length; k++) if (counts[k]! > counts[best]!) best = k;
  return DELIMITERS[best]!;
}

const tooLong = (line: number) =>
  badRequest(
    `file: the record starting on line ${line} is longer than 64 kB, so this is not a CSV export`,
  );

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

// Where the parser is within a cell.
const FIELD_START = 0; // before a cell's first character
const UNQUOTED = 1; // inside a cell that did not open with a quote
const QUOTED = 2; // inside a quoted cell
const QUOTE_SEEN = 3; // a quote inside a quoted cell: `""` (a quote) or the cell's end
const AFTER_QUOTED = 4; // after a quoted cell's closing quote

/**
 * The parser as a state machine fed text in pieces of any size (a chunk may end anywhere: in a
 * cell, between `""`, between CR and LF). Cells are cut with indexOf and slice, never built a
 * character at a time, so a 10 MB file parses in tens of milliseconds.
 */
export class CsvParser {
  private delimiter: CsvDelimiter | null;
  /** Text held before the header line is complete (the delimiter is not known yet). */
  private pending = '';
  private started = false;
  private cells: string[] = [];
  private field = '';
  private state = FIELD_START;
  /** The physical line the next character is on. */
  private line = 1;
  private recordLine = 1;
  /** Characters of the current record in finished cells. */
  private recordChars = 0;
  private out: CsvRecord[] = [];
  /**
   * A refusal found after records completed in the same piece of text: held back so those
   * records are answered first (the header among them, when the long record shares its chunk),
   * and thrown by `rethrow`, the next `push` or `end`.
   */
  private failure: unknown = null;

  constructor(delimiter?: CsvDelimiter) {
    this.delimiter = delimiter ?? null;
  }

  /** The delimiter in use (null until the header line has been seen). */
  get detectedDelimiter(): CsvDelimiter | null {
    return this.delimiter;
  }

  /**
   * Feeds text; answers the records it completed. A record over 64 kB throws, unless records
   * completed before it in this text: then they are answered and the refusal waits for `rethrow`.
   */
  push(text: string): CsvRecord[] {
    this.rethrow();
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (this.delimiter === null) {
      this.pending += text;
      const header = firstContentLine(this.pending);
      if (header === null) {
        if (this.pending.length > MAX_RECORD_CHARS) throw tooLong(this.line);
        return [];
      }
      this.delimiter = detectDelimiter(header);
      text = this.pending;
      this.pending = '';
    }
    this.scanKeeping(text);
    return this.take();
  }

  /** Throws the refusal `push` held back while it answered the records completed before it. */
  rethrow() {
    if (this.failure !== null) throw this.failure;
  }

  /** Scans text; a refusal with records completed before it is held back for `rethrow`. */
  private scanKeeping(text: string) {
    try {
      this.scan(text);
    } catch (err) {
      if (this.out.length === 0) throw err;
      this.failure = err;
    }
  }

  /** Ends the input; answers the last record, if the file did not end with a newline. */
  end(): CsvRecord[] {
    this.rethrow();
    if (this.delimiter === null) {
      this.delimiter = detectDelimiter(this.pending);
      const text = this.pending;
      this.pending = '';
      this.scanKeeping(text);
      // The records of a file with no newline at all come before its refusal, if any.
      if (this.failure !== null) return this.take();
    }
    if (this.state !== FIELD_START || this.cells.length > 0 || this.field !== '') {
      // A quote that never closed keeps what it held: the ceiling above stops a runaway one.
      if (this.state === UNQUOTED && this.field.endsWith('\r'))
        this.field = this.field.slice(0, -1);
      this.endField();
      this.endRecord();
    }
    return this.take();
  }

  private take(): CsvRecord[] {
    const out = this.out;
    this.out = [];
    return out;
  }

  private grow(piece: string) {
    this.field += piece;
    if (this.recordChars + this.field.length > MAX_RECORD_CHARS) throw tooLong(this.recordLine);
  }

  private endField() {
    this.recordChars += this.field.length + 1;
    this.cells.push(this.field);
    this.field = '';
    this.state = FIELD_START;
  }

  private endRecord() {
    if (!isBlank(this.cells)) this.out.push({ line: this.recordLine, cells: this.cells });
    this.cells = [];
    this.recordChars = 0;
    this.line++;
    this.recordLine = this.line;
  }

  /** Counts the newlines of a quoted cell's text, so `line` stays the physical line. */
  private countLines(s: string, from: number, to: number) {
    let i = s.indexOf('\n', from);
    while (i >= 0 && i < to) {
      this.line++;
      i = s.indexOf('\n', i + 1);
    }
  }

  private scan(s: string) {
    const delim = this.delimiter!;
    const n = s.length;
    // The next delimiter and newline at or after the cursor, found once and reused until passed.
    let nextDelim = -1;
    let nextNl = -1;
    let i = 0;
    while (i < n) {
      switch (this.state) {
        case FIELD_START:
          if (s.charCodeAt(i) === 34 /* " */) {
            this.state = QUOTED;
            i++;
          } else this.state = UNQUOTED;
          break;
        case UNQUOTED: {
          if (nextDelim < i) {
            nextDelim = s.indexOf(delim, i);
            if (nextDelim < 0) nextDelim = n;
          }
          if (nextNl < i) {
            nextNl = s.indexOf('\n', i);
            if (nextNl < 0) nextNl = n;
          }
          const end = nextDelim < nextNl ? nextDelim : nextNl;
          this.grow(s.slice(i, end));
          if (end === n) {
            i = n;
          } else if (end === nextDelim) {
            this.endField();
            i = end + 1;
          } else {
            if (this.field.endsWith('\r')) this.field = this.field.slice(0, -1);
            this.endField();
            this.endRecord();
            i = end + 1;
          }
          break;
        }
        case QUOTED: {
          const q = s.indexOf('"', i);
          const end = q < 0 ? n : q;
          this.countLines(s, i, end);
          this.grow(s.slice(i, end));
          i = q < 0 ? n : q + 1;
          if (q >= 0) this.state = QUOTE_SEEN;
          break;
        }
        case QUOTE_SEEN:
          if (s.charCodeAt(i) === 34) {
            this.grow('"');
            this.state = QUOTED;
            i++;
          } else this.state = AFTER_QUOTED;
          break;
        case AFTER_QUOTED: {
          const c = s[i];
          if (c === delim) {
            this.endField();
            i++;
          } else if (c === '\n') {
            this.endField();
            this.endRecord();
            i++;
          } else if (c === '\r') {
            i++;
          } else {
            // Text after a closing quote (`"a"b`): kept, as the rest of the cell.
            this.state = UNQUOTED;
          }
          break;
        }
      }
    }
  }
}

/** The first line holding anything but whitespace, or null until a whole one has arrived. */
function firstContentLine(text: string): string | null {
  let from = 0;
  for (;;) {
    const nl = text.indexOf('\n', from);
    if (nl < 0) return null;
    const line = text.slice(from, nl);
    if (line.trim() !== '') return line;
    from = nl + 1;
  }
}

const joined = (parts: readonly Uint8Array[], length: number) => {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
};

/** Bytes looked at to choose the text encoding: enough for a BOM and a first row or two. */
const SNIFF_BYTES = 4096;

/**
 * The encoding of a file from its first bytes: a BOM says UTF-16 (a spreadsheet's "Unicode
 * text") or UTF-8; otherwise UTF-8 unless those bytes are not valid UTF-8, when the file is taken
 * for Windows-1252 (a spreadsheet's "CSV" on Windows), so `Übung` does not come out as `�bung`.
 */
export function sniffEncoding(
  head: Uint8Array,
): 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  try {
    // Stream mode: a character cut off at the end of `head` is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * The records of a CSV file as its bytes (or text) stream in; the header is the first record
 * (line 1 unless blank lines precede it). Text is decoded across chunk boundaries.
 */
export async function* readCsv(
  chunks: AsyncIterable<Uint8Array | string>,
): AsyncGenerator<CsvRecord> {
  const parser = new CsvParser();
  // Decoding drops a leading BOM and keeps a character split between chunks for the next one.
  let decoder: TextDecoder | null = null;
  // The first bytes, held until there are enough to choose the encoding (chunks can be tiny).
  const head: Uint8Array[] = [];
  let headBytes = 0;
  for await (const chunk of chunks) {
    let text: string;
    if (typeof chunk === 'string') text = chunk;
    else if (decoder) text = decoder.decode(chunk, { stream: true });
    else {
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < SNIFF_BYTES) continue;
      const bytes = joined(head.splice(0), headBytes);
      decoder = new TextDecoder(sniffEncoding(bytes));
      text = decoder.decode(bytes, { stream: true });
    }
    if (text.length > 0) yield* parser.push(text);
    // A record over 64 kB in this chunk is refused once the records before it are read, not
    // when the next chunk arrives (or, for a file sent in one piece, while its header is read).
    parser.rethrow();
  }
  if (!decoder && headBytes > 0) {
    // A file shorter than the sniffing window.
    const bytes = joined(head, headBytes);
    decoder = new TextDecoder(sniffEncoding(bytes));
    yield* parser.push(decoder.decode(bytes, { stream: true }));
    parser.rethrow();
  }
  const rest = decoder ? decoder.decode() : '';
  if (rest) yield* parser.push(rest);
  yield* parser.end();
  parser.rethrow();
}
