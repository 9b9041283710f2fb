import { describe, expect, it } from 'vitest';
import { parseProgressLine, readLines, splitLines } from './ndjson';

const streamOf = (chunks: (string | Uint8Array)[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(typeof c === 'string' ? encoder.encode(c) : c);
      controller.close();
    },
  });
};

const collect = async (body: ReadableStream<Uint8Array>) => {
  const lines: string[] = [];
  for await (const line of readLines(body)) lines.push(line);
  return lines;
};

describe('splitLines', () => {
  it.each<[string, string, string[], string]>([
    ['', '{"a":1}\n', ['{"a":1}'], ''],
    ['', '{"a":1}\n{"b"', ['{"a":1}'], '{"b"'],
    ['{"b"', ':2}\n', ['{"b":2}'], ''],
    ['', 'x', [], 'x'],
    ['', '\n\n{"a":1}\r\n', ['{"a":1}'], ''],
    ['', '', [], ''],
    ['{"a"', '', [], '{"a"'],
  ])('%j + %j → %j, leftover %j', (rest, text, lines, left) => {
    expect(splitLines(rest, text)).toEqual({ lines, rest: left });
  });
});

describe('readLines', () => {
  it('joins a line cut across chunks', async () => {
    expect(await collect(streamOf(['{"type":"pro', 'gress"}\n{"ty', 'pe":"done"}\n']))).toEqual([
      '{"type":"progress"}',
      '{"type":"done"}',
    ]);
  });

  it('decodes a character whose bytes are split between chunks', async () => {
    const bytes = new TextEncoder().encode('{"m":"Café ✓"}\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of é
    const lines = await collect(streamOf([bytes.slice(0, cut), bytes.slice(cut)]));
    expect(lines).toEqual(['{"m":"Café ✓"}']);
  });

  it('keeps a last line that has no newline', async () => {
    expect(await collect(streamOf(['{"a":1}\n{"b":2}']))).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('reads nothing from an empty stream', async () => {
    expect(await collect(streamOf([]))).toEqual([]);
  });
});

describe('parseProgressLine', () => {
  it('reads a progress line', () => {
    expect(parseProgressLine('{"type":"progress","bytes":10,"workouts":1,"sets":3}')).toEqual({
      type: 'progress',
      bytes: 10,
      workouts: 1,
      sets: 3,
    });
  });

  it('reads an error line', () => {
    expect(parseProgressLine('{"type":"error","statusCode":400,"message":"file: no"}')).toEqual({
      type: 'error',
      statusCode: 400,
      message: 'file: no',
    });
  });

  it.each(['not json', '{"type":"progress"}', '{"type":"other"}', '[]'])('ignores %j', (line) => {
    expect(parseProgressLine(line)).toBeNull();
  });
});
