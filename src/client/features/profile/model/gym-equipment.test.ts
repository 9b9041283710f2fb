import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT } from '@shared/plates';
import { canAddPlate, draftOf, parseDraft, type EquipmentDraft } from './gym-equipment';

const draft = (bar: string, plates: [string, string][]): EquipmentDraft => ({
  bar,
  plates: plates.map(([weight, count], key) => ({ key, weight, count })),
});

describe('parseDraft', () => {
  it('reads the default equipment back from its own draft', () => {
    expect(parseDraft('kg', draftOf(DEFAULT_EQUIPMENT.kg))).toEqual({
      body: DEFAULT_EQUIPMENT.kg,
    });
  });

  it.each<[string, EquipmentDraft, Record<string, string>]>([
    ['a blank bar', draft(' ', [['20', '2']]), { bar: 'Bar weight is required' }],
    ['a bar of words', draft('heavy', [['20', '2']]), { bar: 'Bar weight must be a number' }],
    ['a bar over 100', draft('150', [['20', '2']]), { bar: 'Bar weight must be at most 100' }],
    [
      'a plate of 0.1 and a count of 2.5',
      draft('20', [['0.1', '2.5']]),
      {
        'plates.0.weight': 'Plate weight must be in steps of 0.25',
        'plates.0.count': 'Count must be a whole number',
      },
    ],
    ['no plates', draft('20', []), { plates: 'Plates must list at least 1 plate' }],
    [
      'one weight twice',
      draft('20', [
        ['20', '2'],
        ['20', '4'],
      ]),
      { plates: 'Plates must list each plate weight once' },
    ],
  ])('%s', (_, typed, errors) => expect(parseDraft('kg', typed)).toEqual({ errors }));

  it('trims what was typed', () => {
    expect(parseDraft('lb', draft(' 35 ', [[' 2.5', '4 ']]))).toEqual({
      body: { unit: 'lb', bar: 35, plates: [{ weight: 2.5, count: 4 }] },
    });
  });
});

describe('canAddPlate', () => {
  it.each([
    [11, true],
    [12, false],
  ])('%s rows → %s', (n, ok) => {
    const rows = Array.from({ length: n }, (_, i): [string, string] => [String(i + 1), '2']);
    expect(canAddPlate(draft('20', rows))).toBe(ok);
  });
});
