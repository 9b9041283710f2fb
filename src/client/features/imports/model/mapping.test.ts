import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_NAMES,
  choiceProblem,
  isCatalogueName,
  mappingFor,
  mappingToSend,
  unanswered,
  type MappingState,
} from './mapping';

const unmapped = [
  { name: 'Incline DB Press', sets: 12, suggestion: 'Incline Dumbbell Press' },
  { name: 'Zercher Carry', sets: 3, suggestion: null },
];

describe('mappingFor', () => {
  it('starts from the suggestion, or keeps the name when there is none', () => {
    expect(mappingFor(unmapped)).toEqual({
      'Incline DB Press': { choice: 'log', target: 'Incline Dumbbell Press' },
      'Zercher Carry': { choice: 'keep', target: '' },
    });
  });

  it('keeps answers already given and drops names no longer listed', () => {
    const previous: MappingState = {
      'Incline DB Press': { choice: 'keep', target: 'Incline Dumbbell Press' },
      Gone: { choice: 'log', target: 'Squat' },
    };
    expect(mappingFor(unmapped, previous)).toEqual({
      'Incline DB Press': { choice: 'keep', target: 'Incline Dumbbell Press' },
      'Zercher Carry': { choice: 'keep', target: '' },
    });
  });
});

describe('choiceProblem and unanswered', () => {
  it.each<[MappingState[string], boolean]>([
    [{ choice: 'log', target: 'Squat' }, false],
    [{ choice: 'log', target: '   ' }, true],
    [{ choice: 'keep', target: '' }, false],
  ])('%j → problem %s', (c, problem) => {
    expect(choiceProblem(c) !== null).toBe(problem);
  });

  it('lists the names logged as nothing', () => {
    expect(
      unanswered({ A: { choice: 'log', target: '' }, B: { choice: 'keep', target: '' } }),
    ).toEqual(['A']);
  });
});

describe('mappingToSend', () => {
  it.each<[MappingState, Record<string, string> | null]>([
    [{}, null],
    [{ A: { choice: 'keep', target: 'Squat' } }, null],
    [{ A: { choice: 'log', target: ' Squat ' } }, { A: 'Squat' }],
    [{ Squat: { choice: 'log', target: 'Squat' } }, null],
    [{ A: { choice: 'log', target: '' } }, null],
    [{ A: { choice: 'log', target: 'Squat' }, B: { choice: 'keep', target: '' } }, { A: 'Squat' }],
  ])('%j → %j', (state, sent) => {
    expect(mappingToSend(state)).toEqual(sent);
  });
});

describe('the catalogue names', () => {
  it('are sorted, unique and include the lifts people import most', () => {
    expect([...CATALOGUE_NAMES]).toEqual([...CATALOGUE_NAMES].sort((a, b) => a.localeCompare(b)));
    expect(new Set(CATALOGUE_NAMES).size).toBe(CATALOGUE_NAMES.length);
    expect(isCatalogueName('bench press')).toBe(true);
    expect(isCatalogueName('Zercher Carry')).toBe(false);
  });
});
