import { importProgressLineSchema, type ImportProgressLine } from '@shared/schemas/imports';

/**
 * The import's progress stream (Accept: application/x-ndjson) is one JSON object per line, but the
 * network cuts it wherever it likes: a chunk can end mid-line, or even mid-character. These pieces
 * put the lines back together before anything reads them.
 */

/** Adds a chunk of text to what was left over: the complete lines, and the new leftover. */
export function splitLines(rest: string, text: string): { lines: string[]; rest: string } {
  const parts = (rest + text).split('\n');
  const last = parts.pop() ?? '';
  return {
    lines: parts.map((l) => l.replace(/\r$/, '')).filter((l) => l.trim() !== ''),
    rest: last,
  };
}

/**
 * Every complete line of a byte stream, decoded as UTF-8 across chunk boundaries; a last line
 * without its newline counts too (the server may close right after it).
 */
export async function* readLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      const split = splitLines(rest, text);
      rest = split.rest;
      yield* split.lines;
      if (done) break;
    }
    if (rest.trim() !== '') yield rest.replace(/\r$/, '');
  } finally {
    reader.releaseLock();
  }
}

/** One line as the contract says it, or null for a line that is not one (ignored, not fatal). */
export function parseProgressLine(line: string): ImportProgressLine | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  const parsed = importProgressLineSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
