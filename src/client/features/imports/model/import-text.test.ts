import { describe, expect, it } from 'vitest';
import {
  addedText,
  dateRangeText,
  fileProblem,
  formatBytes,
  importDay,
  plainFileMessage,
  listText,
  progressPercent,
  routinesMadeText,
  undoText,
} from './import-text';

describe('formatBytes', () => {
  it.each<[number, string]>([
    [0, '0 B'],
    [820, '820 B'],
    [14_200, '14.2 kB'],
    [3_400_000, '3.4 MB'],
    [21_000_000, '21 MB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('fileProblem', () => {
  it.each<[number, string | null]>([
    [1, null],
    [20 * 1024 * 1024, null],
    [
      20 * 1024 * 1024 + 1,
      'This file is 21 MB; Joey Fit imports files of up to 20 MB. Export a shorter period and import each part.',
    ],
    [0, 'This file is empty. Choose the export file itself.'],
  ])('%d bytes → %s', (size, problem) => {
    expect(fileProblem({ size })).toBe(problem);
  });
});

describe('dateRangeText', () => {
  it.each<[string | null, string | null, string | null]>([
    ['2024-03-03', '2026-11-20', 'Mar 3, 2024 – Nov 20, 2026'],
    ['2024-03-03', '2024-03-03', 'Mar 3, 2024'],
    ['2024-03-03', null, 'Mar 3, 2024'],
    [null, null, null],
  ])('%s, %s → %s', (from, to, text) => {
    expect(dateRangeText(from, to)).toBe(text);
  });
});

describe('progressPercent', () => {
  it.each<[number, number, number]>([
    [0, 100, 0],
    [50, 200, 25],
    [300, 200, 100],
    [10, 0, 0],
  ])('%d of %d → %d', (bytes, size, percent) => {
    expect(progressPercent(bytes, size)).toBe(percent);
  });
});

describe('addedText and listText', () => {
  it.each<[Parameters<typeof addedText>[0], string]>([
    [{ workouts: 1, sets: 1 }, '1 workout and 1 set'],
    [{ workouts: 12, sets: 340 }, '12 workouts and 340 sets'],
    [
      { workouts: 2, sets: 9, weighIns: 3, routines: 1, goals: 0 },
      '2 workouts, 9 sets, 3 weigh-ins and 1 routine',
    ],
  ])('%j → %s', (counts, text) => {
    expect(addedText(counts)).toBe(text);
  });

  it.each<[string[], string]>([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('%j → %s', (parts, text) => {
    expect(listText(parts)).toBe(text);
  });
});

describe('importDay', () => {
  it('is the day in the person’s zone', () => {
    expect(importDay('2026-11-27T03:00:00.000Z', 'America/New_York')).toBe('Nov 26, 2026');
    expect(importDay('2026-11-27T03:00:00.000Z', 'Europe/Paris')).toBe('Nov 27, 2026');
  });
});

describe('undoText', () => {
  it('names what a Strong import added', () => {
    expect(undoText({ source: 'strong', workouts: 3, sets: 20 })).toBe(
      'This removes the 3 workouts and 20 sets this Strong import added, and the routines made from them. ' +
        'Your records and charts are worked out again without them. Workouts you logged yourself stay.',
    );
  });

  it('names the extras of a Joey Fit file when they are known, and says they go when not', () => {
    expect(
      undoText({ source: 'joeyfit', workouts: 1, sets: 2, weighIns: 4, routines: 0, goals: 1 }),
    ).toContain('1 workout, 2 sets, 4 weigh-ins and 1 goal this Joey Fit import added,');
    expect(undoText({ source: 'joeyfit', workouts: 1, sets: 2 })).toContain(
      'added with any weigh-ins, routines and goals it brought,',
    );
  });
});

describe('routinesMadeText', () => {
  it.each<[number, string[], string]>([
    [3, [], 'Made 3 routines from these workouts.'],
    [
      1,
      ['Push Day'],
      'Made 1 routine from these workouts. Skipped 1 (already a routine, or over your routine limit): Push Day.',
    ],
    [
      0,
      ['A', 'B'],
      'No new routines: skipped 2 (already a routine, or over your routine limit): A, B.',
    ],
    [0, [], 'No new routines to make from these workouts.'],
  ])('%d made, %j skipped → %s', (created, skipped, text) => {
    expect(routinesMadeText({ created, skipped })).toBe(text);
  });
});

describe('plainFileMessage', () => {
  it.each<[string, string]>([
    ['file: this is not an export Joey Fit can read.', 'This is not an export Joey Fit can read.'],
    [
      'file: is larger than 20 MB, the most one import reads',
      'This file is larger than 20 MB, the most one import reads',
    ],
    ['file: is empty', 'This file is empty'],
    ['weightUnit: must be one of lb, kg', 'weightUnit: must be one of lb, kg'],
    [
      'Too many imports in a minute: try again in 30 seconds.',
      'Too many imports in a minute: try again in 30 seconds.',
    ],
    ['file:', 'file:'],
  ])('%s → %s', (message, plain) => {
    expect(plainFileMessage(message)).toBe(plain);
  });
});
