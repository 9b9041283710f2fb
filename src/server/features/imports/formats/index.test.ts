import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ImportSource } from '../../../../shared/schemas/imports';
import { HttpError } from '../../../plugins/errors';
import { readCsv } from './csv-reader';
import { EMPTY_FILE, FORMATS, UNSUPPORTED_FILE, openImport, peek } from './index';
import { FIXTURES, chunksOf, collect, fixture, randomChunks, readWith } from './test-utils';

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return { statusCode: (err as HttpError).statusCode, message: (err as HttpError).message };
}

/** What every fixture is, by its name: the files of each app start with its source. */
const SOURCE_BY_PREFIX: [RegExp, ImportSource][] = [
  [/^stronglifts-/, 'stronglifts'],
  [/^strong-/, 'strong'],
  [/^hevy-/, 'hevy'],
  [/^fitnotes/, 'fitnotes'],
  [/^joeyfit.*\.json$/, 'joeyfit'],
];
const KNOWN = readdirSync(FIXTURES)
  .sort()
  .flatMap((name) => {
    const hit = SOURCE_BY_PREFIX.find(([re]) => re.test(name));
    return hit ? [[name, hit[1]] as const] : [];
  });

const open = async (data: Uint8Array | string, size: number, source?: ImportSource) => {
  const opened = await openImport(chunksOf(data, size), source);
  return { source: opened.source, events: await collect(opened.events) };
};

describe('openImport: which app wrote the file', () => {
  it('knows a fixture of every format', () => {
    expect(new Set(KNOWN.map(([, s]) => s))).toEqual(
      new Set(['strong', 'hevy', 'fitnotes', 'stronglifts', 'joeyfit']),
    );
  });

  it.each(KNOWN)('%s is %s, and reads as that format reads it', async (name, source) => {
    const opened = await open(fixture(name), 4096);
    expect(opened.source).toBe(source);
    if (source !== 'joeyfit') {
      const format = FORMATS.find((f) => f.source === source)!;
      expect(opened.events).toEqual(await readWith(format, chunksOf(fixture(name), 4096)));
    }
    // Said outright, the same.
    expect(await open(fixture(name), 4096, source)).toEqual(opened);
  });

  it.each(KNOWN)('%s reads the same in chunks of any size', async (name) => {
    const whole = await open(fixture(name), 1 << 22);
    expect(await open(fixture(name), 1)).toEqual(whole);
    expect(await open(fixture(name), 3)).toEqual(whole);
    const opened = await openImport(randomChunks(fixture(name), name.length, 50));
    expect({ source: opened.source, events: await collect(opened.events) }).toEqual(whole);
  });

  it('each header matches one format only', async () => {
    for (const [name] of KNOWN.filter(([, s]) => s !== 'joeyfit')) {
      const head = await readCsv(chunksOf(fixture(name), 4096)).next();
      const header = head.done ? [] : head.value.cells.map((c) => c.trim());
      expect(
        FORMATS.filter((f) => f.matches(header)).map((f) => f.source),
        name,
      ).toHaveLength(1);
    }
  });

  it('finds Joey Fit JSON after whitespace and a byte-order mark split across chunks', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x0a, 0x20, ...fixture('joeyfit.json')]);
    const opened = await openImport(chunksOf(bytes, 1));
    expect(opened.source).toBe('joeyfit');
    expect((await collect(opened.events)).filter((e) => e.kind === 'workout')).toHaveLength(3);
  });
});

describe('openImport: files it cannot read', () => {
  const png = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48,
  ]);
  it.each([
    ['empty.csv', fixture('empty.csv'), EMPTY_FILE],
    ['a file of blank lines', fixture('blank-lines.csv'), EMPTY_FILE],
    ['a byte-order mark alone', new Uint8Array([0xef, 0xbb, 0xbf]), EMPTY_FILE],
    ['not-an-export.csv', fixture('not-an-export.csv'), UNSUPPORTED_FILE],
    ['a PNG image', png, UNSUPPORTED_FILE],
    ['a JSON list', '[{"workouts":[]}]', UNSUPPORTED_FILE],
    ['70 kB of spaces', ' '.repeat(70 * 1024), UNSUPPORTED_FILE],
    ['a first line of 100 kB', 'x'.repeat(100 * 1024), UNSUPPORTED_FILE],
    ['plain text', 'Dear diary,\ntoday I lifted.\n', UNSUPPORTED_FILE],
  ])('%s → 400', async (_, data, message) => {
    expect(await refusal(openImport(chunksOf(data, 1000)))).toEqual({ statusCode: 400, message });
  });

  it('names the formats it reads', () => {
    for (const app of ['Strong', 'Hevy', 'FitNotes', 'StrongLifts', 'Joey Fit']) {
      expect(UNSUPPORTED_FILE).toContain(app);
    }
    expect(UNSUPPORTED_FILE).toMatch(/^file: /);
  });

  it('opens JSON that is not Joey Fit’s, and refuses it once read', async () => {
    const opened = await openImport(chunksOf(fixture('not-joeyfit.json'), 64));
    expect(opened.source).toBe('joeyfit');
    expect((await refusal(collect(opened.events))).message).toMatch(
      /^file: this JSON is not a Joey Fit export/,
    );
  });

  it.each([
    [
      'strong-new-kg.csv',
      'hevy',
      'source: this file is not a Hevy export (it looks like a Strong export)',
    ],
    [
      'hevy-kg.csv',
      'stronglifts',
      'source: this file is not a StrongLifts 5×5 export (it looks like a Hevy export)',
    ],
    [
      'fitnotes.csv',
      'joeyfit',
      'source: this file is not a Joey Fit export (it looks like a FitNotes export)',
    ],
    [
      'joeyfit.json',
      'strong',
      'source: this file is not a Strong export (it looks like a Joey Fit export)',
    ],
    ['not-an-export.csv', 'fitnotes', 'source: this file is not a FitNotes export'],
  ] as const)('%s said to be %s → 400', async (name, source, message) => {
    expect(await refusal(openImport(chunksOf(fixture(name), 100), source))).toEqual({
      statusCode: 400,
      message,
    });
  });
});

describe('openImport: streams, never buffers the file', () => {
  /** A file in chunks that counts how many were asked for and whether it was let go. */
  function tracked(data: Uint8Array, size: number) {
    const state = { pulled: 0, closed: false, total: Math.ceil(data.length / size) };
    async function* chunks() {
      try {
        for (let i = 0; i < data.length; i += size) {
          state.pulled++;
          yield data.subarray(i, i + size);
        }
      } finally {
        state.closed = true;
      }
    }
    return { state, chunks: chunks() };
  }

  it('reads only the first chunks to know a CSV file, then the rest as events are read', async () => {
    const body = new TextEncoder().encode(
      new TextDecoder().decode(fixture('stronglifts-kg.csv')).repeat(1) +
        Array.from(
          { length: 2000 },
          (_, i) =>
            `2025/01/${String((i % 28) + 1).padStart(2, '0')},A,,80,Squat,100,5,100,,,,,,,,,,\n`,
        ).join(''),
    );
    const { state, chunks } = tracked(body, 256);
    const opened = await openImport(chunks);
    expect(opened.source).toBe('stronglifts');
    // The header, and the few kB the CSV reader looks at to choose the text encoding.
    expect(state.pulled * 256).toBeLessThanOrEqual(16 * 1024);
    expect(state.pulled).toBeLessThan(state.total / 10);
    const first = await opened.events.next();
    expect(first.value).toMatchObject({ kind: 'workout' });
    expect(state.pulled).toBeLessThan(state.total / 10);
    await collect(opened.events);
    expect(state.pulled).toBe(state.total);
  });

  it('reads one chunk to know a Joey Fit file', async () => {
    const { state, chunks } = tracked(fixture('joeyfit.json'), 128);
    const opened = await openImport(chunks);
    expect(opened.source).toBe('joeyfit');
    expect(state.pulled).toBe(1);
    await collect(opened.events);
    expect(state.pulled).toBe(state.total);
  });

  it('lets go of the upload when it refuses the file', async () => {
    // Each file made long enough that refusing it from its start leaves most of it unread.
    const long = (name: string) => {
      const text = new TextDecoder().decode(fixture(name));
      const [head, ...rows] = text.split('\n');
      return new TextEncoder().encode([head, ...Array(200).fill(rows).flat()].join('\n'));
    };
    for (const [name, source] of [
      ['not-an-export.csv', undefined],
      ['strong-new-kg.csv', 'hevy'],
      ['joeyfit.json', 'strong'],
    ] as const) {
      const { state, chunks } = tracked(long(name), 64);
      await refusal(openImport(chunks, source));
      expect(state.closed, name).toBe(true);
      expect(state.pulled, name).toBeLessThan(state.total);
    }
  });
});

describe('peek', () => {
  it('reads until it has enough, then gives every chunk again and the rest', async () => {
    async function* source() {
      yield new Uint8Array([1]);
      yield new Uint8Array([]);
      yield new Uint8Array([2, 3]);
      yield new Uint8Array([4]);
    }
    const peeked = await peek(source(), (list) => list.length >= 2);
    expect(peeked.peeked.map((c) => [...c])).toEqual([[1], [2, 3]]);
    expect(peeked.ended).toBe(false);
    expect((await collect(peeked.stream)).map((c) => [...c])).toEqual([[1], [2, 3], [4]]);
  });

  it('says when the stream ended while peeking', async () => {
    async function* source() {
      yield new Uint8Array([1]);
    }
    const peeked = await peek(source(), () => false);
    expect(peeked.ended).toBe(true);
    expect((await collect(peeked.stream)).map((c) => [...c])).toEqual([[1]]);
  });
});

describe('openImport: text encodings', () => {
  it('reads a UTF-16 file (a spreadsheet’s “Unicode text”) as CSV, not as a binary file', async () => {
    const text = new TextDecoder().decode(fixture('fitnotes.csv'));
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      utf16[2 + i * 2] = text.charCodeAt(i) & 0xff;
      utf16[3 + i * 2] = text.charCodeAt(i) >> 8;
    }
    const opened = await openImport(chunksOf(utf16, 100));
    expect(opened.source).toBe('fitnotes');
    expect(await collect(opened.events)).toEqual((await open(fixture('fitnotes.csv'), 100)).events);
  });
});
