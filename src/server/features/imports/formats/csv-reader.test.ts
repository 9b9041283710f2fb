import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../plugins/errors';
import { CsvParser, MAX_RECORD_CHARS, detectDelimiter, readCsv } from './csv-reader';
import { chunksOf, collect, fixture, randomChunks } from './test-utils';

const read = (text: string | Uint8Array, size = 1 << 20) => collect(readCsv(chunksOf(text, size)));
const rows = async (text: string) => (await read(text)).map((r) => r.cells);

describe('detectDelimiter', () => {
  it.each([
    ['Date,Workout Name,Duration', ','],
    ['Date;Workout Name;Duration', ';'],
    ['Date\tWorkout Name\tDuration', '\t'],
    ['"Weight, kg";Reps;RPE', ';'],
    ['Date', ','],
    ['', ','],
  ])('%j → %j', (line, delimiter) => {
    expect(detectDelimiter(line)).toBe(delimiter);
  });
});

describe('readCsv', () => {
  it.each<[string, string, string[][]]>([
    [
      'plain LF',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'CRLF',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'no final newline',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'no final newline after CR',
      'a,b\r\n1,2\r',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'semicolons',
      'a;b\n1,5;2\n',
      [
        ['a', 'b'],
        ['1,5', '2'],
      ],
    ],
    [
      'tabs',
      'a\tb\n1 2\t3\n',
      [
        ['a', 'b'],
        ['1 2', '3'],
      ],
    ],
    [
      'empty cells',
      'a,b,c\n,,x\n',
      [
        ['a', 'b', 'c'],
        ['', '', 'x'],
      ],
    ],
    [
      'trailing delimiter',
      'a,b\n1,\n',
      [
        ['a', 'b'],
        ['1', ''],
      ],
    ],
    [
      'quoted delimiter',
      'a,b\n"1,5",2\n',
      [
        ['a', 'b'],
        ['1,5', '2'],
      ],
    ],
    ['doubled quotes', 'a\n"say ""hi"""\n', [['a'], ['say "hi"']]],
    [
      'quoted newline',
      'a,b\n"x\ny",2\n',
      [
        ['a', 'b'],
        ['x\ny', '2'],
      ],
    ],
    ['quoted CRLF kept', 'a\r\n"x\r\ny"\r\n', [['a'], ['x\r\ny']]],
    [
      'empty quoted cell',
      'a,b\n"",2\n',
      [
        ['a', 'b'],
        ['', '2'],
      ],
    ],
    [
      'stray quote in a plain cell',
      'a,b\n5\'10",2\n',
      [
        ['a', 'b'],
        ['5\'10"', '2'],
      ],
    ],
    [
      'text after a closing quote',
      'a,b\n"x"y,2\n',
      [
        ['a', 'b'],
        ['xy', '2'],
      ],
    ],
    ['blank lines skipped', 'a\n\n1\n\r\n  \n2\n', [['a'], ['1'], ['2']]],
    [
      'rows of empty cells skipped',
      'a,b\n,\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['ragged rows kept', 'a,b,c\n1\n1,2,3,4\n', [['a', 'b', 'c'], ['1'], ['1', '2', '3', '4']]],
    [
      'BOM dropped',
      '\ufeffa,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'blank lines before the header',
      '\n\na;b\n1;2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['header only', 'a,b', [['a', 'b']]],
    ['empty file', '', []],
    [
      'unicode',
      'Übung,Gewicht\nKniebeuge 🏋️,62,5\n',
      [
        ['Übung', 'Gewicht'],
        ['Kniebeuge 🏋️', '62', '5'],
      ],
    ],
  ])('%s', async (_name, text, expected) => {
    expect(await rows(text)).toEqual(expected);
  });

  it('reads a string chunk with a BOM as well as bytes', async () => {
    const out = await collect(
      readCsv(
        (async function* () {
          yield '\ufeffa,b\n';
          yield '1,2\n';
        })(),
      ),
    );
    expect(out.map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('numbers each record by the physical line it starts on', async () => {
    const text = 'h1,h2\n1,"two\nlines"\n\n3,"x"\r\n"multi\r\n\r\nline",y\n4,z';
    expect((await read(text)).map((r) => [r.line, r.cells[0]])).toEqual([
      [1, 'h1'],
      [2, '1'],
      [5, '3'],
      [6, 'multi\r\n\r\nline'],
      [9, '4'],
    ]);
  });

  const tricky =
    '\ufeffDate;Übung;Notiz\r\n' +
    '2024-01-01;Kniebeuge;"a;b ""c""\r\nd"\r\n' +
    '\r\n' +
    '2024-01-02;Bankdrücken 💪;62,5\r\n' +
    '2024-01-03;"";"""";\r\n' +
    '2024-01-04;x;y';

  it('reads the same records however the bytes are split (one byte at a time)', async () => {
    const whole = await read(tricky);
    expect(whole).toHaveLength(5);
    expect(await collect(readCsv(chunksOf(tricky, 1)))).toEqual(whole);
  });

  it.each([1, 2, 3, 5, 8, 13, 21, 34])('and in random chunk sizes (seed %i)', async (seed) => {
    const whole = await read(tricky);
    expect(await collect(readCsv(randomChunks(tricky, seed, 7)))).toEqual(whole);
  });

  it.each(['strong-ios.csv', 'strong-android.csv', 'hevy-kg.csv', 'hevy-lbs.csv'])(
    'reads %s the same in 1-byte and random chunks',
    async (name) => {
      const bytes = fixture(name);
      const whole = await read(bytes);
      expect(whole.length).toBeGreaterThan(5);
      expect(await collect(readCsv(chunksOf(bytes, 1)))).toEqual(whole);
      for (const seed of [7, 99, 2024]) {
        expect(await collect(readCsv(randomChunks(bytes, seed, 200)))).toEqual(whole);
      }
    },
  );

  it('decodes a character split across chunks', async () => {
    const bytes = new TextEncoder().encode('a\n€,💪\n');
    // Split inside the three bytes of € and the four of 💪.
    const parts = [
      bytes.subarray(0, 3),
      bytes.subarray(3, 5),
      bytes.subarray(5, 8),
      bytes.subarray(8),
    ];
    const out = await collect(
      readCsv(
        (async function* () {
          yield* parts;
        })(),
      ),
    );
    expect(out.map((r) => r.cells)).toEqual([['a'], ['€', '💪']]);
  });

  it('decodes characters split across chunks past the encoding sniff window', async () => {
    const text = 'Übung;Gewicht\n' + 'Kniebeuge ü 💪;62,5\n'.repeat(400);
    const whole = await read(text);
    expect(whole).toHaveLength(401);
    expect(whole[400]!.cells).toEqual(['Kniebeuge ü 💪', '62,5']);
    expect(await collect(readCsv(chunksOf(text, 1)))).toEqual(whole);
    expect(await collect(readCsv(randomChunks(text, 11, 5000)))).toEqual(whole);
  });

  it.each<[string, number[] | Uint8Array, string[][]]>([
    [
      "UTF-16LE with a BOM (a spreadsheet's Unicode text)",
      [0xff, 0xfe, ...[...'a\tb\r\nÜ\t2\r\n'].flatMap((c) => [c.charCodeAt(0), 0])],
      [
        ['a', 'b'],
        ['Ü', '2'],
      ],
    ],
    [
      'UTF-16BE with a BOM',
      [0xfe, 0xff, ...[...'a,b\n1,2\n'].flatMap((c) => [0, c.charCodeAt(0)])],
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'Windows-1252 (not valid UTF-8)',
      [...Buffer.from('Exercise;kg\n', 'latin1'), 0xdc, 0x62, 0x3b, 0x35, 0x0a],
      [
        ['Exercise', 'kg'],
        ['Üb', '5'],
      ],
    ],
    ['UTF-8 with a BOM', new TextEncoder().encode('\ufeffÜ,b\n'), [['Ü', 'b']]],
  ])('reads %s', async (_name, bytes, expected) => {
    const data = Uint8Array.from(bytes);
    expect((await read(data)).map((r) => r.cells)).toEqual(expected);
    expect((await collect(readCsv(chunksOf(data, 1)))).map((r) => r.cells)).toEqual(expected);
  });

  it('refuses a record over 64 kB, naming its line', async () => {
    const text = `a,b\n1,2\n3,"${'x'.repeat(MAX_RECORD_CHARS)}"\n`;
    const error = await read(text, 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toMatch(/^file: .*line 3 .*64 kB/);
  });

  it('answers the records before a long one in the same chunk, then refuses it by its line', async () => {
    const text = `a,b\n1,2\n\n3,4\n5,"${'x'.repeat(70_000)}"\n6,7\n`;
    // One chunk holding all of it (a small file posted in one piece), and a chunk per byte.
    for (const size of [1 << 20, 1]) {
      const seen: string[][] = [];
      const error = await (async () => {
        for await (const record of readCsv(chunksOf(text, size))) seen.push(record.cells);
      })().catch((e: unknown) => e);
      expect(seen, `chunks of ${size}`).toEqual([
        ['a', 'b'],
        ['1', '2'],
        ['3', '4'],
      ]);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).message).toMatch(/^file: the record starting on line 5 /);
    }
  });

  it('CsvParser: holds a refusal back until the records completed before it are taken', () => {
    const parser = new CsvParser();
    const records = parser.push(`a,b\n1,"${'x'.repeat(MAX_RECORD_CHARS)}"\n`);
    expect(records).toEqual([{ line: 1, cells: ['a', 'b'] }]);
    expect(() => parser.rethrow()).toThrow(/line 2 /);
    expect(() => parser.push('2,3\n')).toThrow(/line 2 /);
    expect(() => parser.end()).toThrow(/line 2 /);
    // With nothing completed before it, the refusal is thrown at once.
    expect(() => new CsvParser(',').push(`"${'x'.repeat(MAX_RECORD_CHARS + 1)}`)).toThrow(
      /line 1 /,
    );
  });

  it('refuses a quote that never closes once it passes 64 kB', async () => {
    const text = `a,b\n1,"open\n${'2,3\n'.repeat(20_000)}`;
    await expect(read(text, 4096)).rejects.toThrow(/line 2 /);
  });

  it('refuses a file with no line break in its first 64 kB (not a CSV)', async () => {
    const parser = new CsvParser();
    expect(() => {
      for (let i = 0; i < 100; i++) parser.push('x'.repeat(1000));
    }).toThrow(/line 1 /);
  });

  it('keeps a record of just under 64 kB', async () => {
    const long = 'y'.repeat(MAX_RECORD_CHARS - 100);
    const out = await read(`a,b\n1,"${long}"\n`, 777);
    expect(out[1]!.cells[1]).toBe(long);
  });

  it('parses ~50,000 rows (about 5 MB) quickly and without holding them', async () => {
    const row = (i: number) =>
      `2024-03-26 17:26:00,Push Day,1h 5m,Bench Press (Barbell),${i % 5},62.5,8,0,0,"a note, with a comma",,8\n`;
    const lines = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n',
    ];
    for (let i = 0; i < 50_000; i++) lines.push(row(i));
    const bytes = new TextEncoder().encode(lines.join(''));
    const started = performance.now();
    let count = 0;
    for await (const record of readCsv(chunksOf(bytes, 64 * 1024))) {
      if (record.cells.length !== 12) throw new Error(`line ${record.line}`);
      count++;
    }
    const ms = performance.now() - started;
    expect(count).toBe(50_001);
    // A ceiling only (a loaded CI machine): it takes ~100 ms here.
    expect(ms).toBeLessThan(10_000);
    console.info(
      `readCsv: ${(bytes.length / 1e6).toFixed(1)} MB, ${count} records in ${ms.toFixed(0)} ms`,
    );
  });
});
