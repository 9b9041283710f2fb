import { describe, expect, it } from 'vitest';
import {
  Interner,
  distanceUnitOf,
  readCount,
  readDuration,
  readIsoLocal,
  readNumber,
  readRpe,
  secondsBetween,
  textOrNull,
  weightUnitOf,
} from './values';

describe('readNumber', () => {
  it.each<[string, number | null]>([
    ['', null],
    ['  ', null],
    ['62.5', 62.5],
    ['62,5', 62.5],
    [' 8 ', 8],
    ['0', 0],
    ['-2', -2],
    ['.5', 0.5],
    ['5.', 5],
    ['1e2', 100],
  ])('%j → %j', (cell, value) => {
    expect(readNumber(cell, 'Weight')).toEqual({ ok: true, value });
  });

  it.each(['abc', '60kg', '1,000,5', '1.2.3', 'NaN', 'Infinity', '0x10', '5 5'])(
    '%j is not a number',
    (cell) => {
      expect(readNumber(cell, 'Weight')).toEqual({
        ok: false,
        message: `Weight: ${JSON.stringify(cell)} is not a number`,
      });
    },
  );

  it('cuts a long cell short in its message', () => {
    const read = readNumber('x'.repeat(100), 'Reps');
    expect(read.ok || read.message).toBe(`Reps: "${'x'.repeat(40)}…" is not a number`);
  });
});

describe('readCount', () => {
  it.each<[string, object]>([
    ['8', { ok: true, value: 8 }],
    ['8.0', { ok: true, value: 8 }],
    ['', { ok: true, value: null }],
    ['8.5', { ok: false, message: 'Reps: "8.5" is not a whole number' }],
    ['-1', { ok: false, message: 'Reps: "-1" is negative' }],
  ])('%j → %j', (cell, expected) => {
    expect(readCount(cell, 'Reps')).toEqual(expected);
  });
});

describe('readRpe', () => {
  it.each<[string, number | null, string | null]>([
    ['', null, null],
    ['8', 8, null],
    ['8.5', 8.5, null],
    ['8.2', 8, null],
    ['8.3', 8.5, null],
    ['8,5', 8.5, null],
    ['1', 1, null],
    ['10', 10, null],
    ['0', null, 'RPE: "0" is outside 1–10; dropped'],
    ['0.9', null, 'RPE: "0.9" is outside 1–10; dropped'],
    ['10.2', null, 'RPE: "10.2" is outside 1–10; dropped'],
    ['11', null, 'RPE: "11" is outside 1–10; dropped'],
    ['hard', null, 'RPE: "hard" is not a number; dropped'],
  ])('%j → %j', (cell, rpe, message) => {
    expect(readRpe(cell, 7)).toEqual({ rpe, warning: message && { line: 7, message } });
  });
});

describe('readDuration', () => {
  it.each<[string, number | null]>([
    ['', null],
    ['3725', 3725],
    ['3725.4', 3725],
    ['1h 5m', 3900],
    ['1h5m', 3900],
    ['45m', 2700],
    ['30s', 30],
    ['1h', 3600],
    ['2h 0m 10s', 7210],
    ['1 hr 5 min', 3900],
    ['1 hour 5 minutes', 3900],
    ['1:05:00', 3900],
    ['45:30', 2730],
  ])('%j → %j', (cell, value) => {
    expect(readDuration(cell, 'Duration')).toEqual({ ok: true, value });
  });

  it.each(['soon', 'h', '5x', '1h 5'])('%j is not a duration', (cell) => {
    expect(readDuration(cell, 'Duration')).toEqual({
      ok: false,
      message: `Duration: ${JSON.stringify(cell)} is not a duration`,
    });
  });
});

describe('readIsoLocal', () => {
  it.each<[string, string | null]>([
    ['2024-03-26 17:26:00', '2024-03-26T17:26:00'],
    ['2024-03-26 17:26', '2024-03-26T17:26:00'],
    ['2024-03-26T17:26:00', '2024-03-26T17:26:00'],
    ['2024-03-26 17:26:00.123', '2024-03-26T17:26:00'],
    ['2024-3-6 7:05', '2024-03-06T07:05:00'],
    ['2024/03/26 5:26 pm', '2024-03-26T17:26:00'],
    ['2024-03-26 12:00 AM', '2024-03-26T00:00:00'],
    ['2024-03-26', '2024-03-26T12:00'],
    ['2024-02-29 10:00', '2024-02-29T10:00:00'],
    ['2023-02-29 10:00', null],
    ['2024-00-10 10:00', null],
    ['2024-03-26 24:00', null],
    ['2024-03-26 10:60', null],
    ['26.03.2024 10:00', null],
    ['', null],
  ])('%j → %j', (cell, expected) => {
    expect(readIsoLocal(cell)).toBe(expected);
  });
});

describe('units', () => {
  it.each<[string, string | null]>([
    ['kg', 'kg'],
    ['KGS', 'kg'],
    ['lbs', 'lb'],
    ['lb', 'lb'],
    ['Pounds', 'lb'],
    ['stone', null],
    ['', null],
  ])('weight %j → %j', (text, unit) => {
    expect(weightUnitOf(text)).toBe(unit);
  });

  it.each<[string, object | null]>([
    ['km', { unit: 'km', factor: 1 }],
    ['mi', { unit: 'miles', factor: 1 }],
    ['Miles', { unit: 'miles', factor: 1 }],
    ['m', { unit: 'meters', factor: 1 }],
    ['metres', { unit: 'meters', factor: 1 }],
    ['yd', { unit: 'yards', factor: 1 }],
    ['ft', { unit: 'yards', factor: 1 / 3 }],
    ['furlong', null],
  ])('distance %j → %j', (text, unit) => {
    expect(distanceUnitOf(text)).toEqual(unit);
  });
});

describe('secondsBetween', () => {
  it('counts across midnight and ignores the machine zone', () => {
    expect(secondsBetween('2024-03-30T23:30:00', '2024-03-31T00:15:00')).toBe(45 * 60);
  });
});

describe('Interner', () => {
  it('answers an equal string, the same one for each repeat', () => {
    const names = new Interner();
    const chunk = 'xxxxBench Press (Barbell)yyyy';
    const a = names.of(chunk.slice(4, 25));
    expect(a).toBe('Bench Press (Barbell)');
    expect(names.of(chunk.slice(4, 25))).toBe(a);
  });
});

describe('textOrNull', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['  Felt strong ', 'Felt strong'],
    // The formula guard of a spreadsheet-safe export is not part of the note…
    ["'-2 kg since May", '-2 kg since May'],
    ["'=SUM", '=SUM'],
    ["'@gym", '@gym'],
    // …but an apostrophe before anything else is the person's own.
    ["'Twas a good day", "'Twas a good day"],
  ])('%j → %j', (cell, text) => {
    expect(textOrNull(cell)).toBe(text);
  });
});
