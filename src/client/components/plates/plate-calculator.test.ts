import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT } from '@shared/plates';
import type { WeightUnit } from '@shared/units';
import { plateCalculatorView, plateColour } from './plate-calculator';

describe('plateCalculatorView', () => {
  it.each<[number, WeightUnit, WeightUnit, string, string, string | null]>([
    [225, 'lb', 'lb', '225 lbs loads exactly.', 'Per side: 45 + 45', null],
    [
      227,
      'lb',
      'lb',
      "227 lbs can't be loaded exactly with your plates. Nearest: 225 lbs.",
      'Per side: 45 + 45',
      'You can load 225 lbs below or 230 lbs above.',
    ],
    [
      30,
      'lb',
      'lb',
      '30 lbs is less than your 45 lbs bar: load the bar alone.',
      'Per side: nothing, just the bar',
      null,
    ],
    [142.5, 'kg', 'kg', '142.5 kg loads exactly.', 'Per side: 25 + 25 + 10 + 1.25', null],
    [
      100,
      'kg',
      'lb',
      "100 kg (220.46 lbs) can't be loaded exactly with your plates. Nearest: 220 lbs.",
      'Per side: 45 + 35 + 5 + 2.5',
      'You can load 220 lbs below or 225 lbs above.',
    ],
    [
      1000,
      'kg',
      'kg',
      "1,000 kg can't be loaded exactly with your plates. Nearest: 427.5 kg.",
      'Per side: 25 + 25 + 25 + 25 + 25 + 25 + 20 + 15 + 10 + 5 + 2.5 + 1.25',
      'The most your plates load is 427.5 kg.',
    ],
  ])('%s %s on %s plates', (weight, unit, plates, headline, perSide, nearest) => {
    const view = plateCalculatorView(weight, unit, DEFAULT_EQUIPMENT[plates]);
    expect({ headline: view.headline, perSide: view.perSide, nearest: view.nearest }).toEqual({
      headline,
      perSide,
      nearest,
    });
  });
});

describe('plateColour', () => {
  it.each<[number, WeightUnit, string]>([
    [25, 'kg', '#d32f2f'],
    [20, 'kg', '#1e63c4'],
    [45, 'lb', '#1e63c4'],
    [35, 'lb', '#f2c230'],
    [1.25, 'kg', '#9aa3ad'],
  ])('%s %s → %s', (weight, unit, colour) => expect(plateColour(weight, unit)).toBe(colour));
});
