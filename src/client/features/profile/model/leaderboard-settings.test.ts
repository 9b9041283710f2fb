import { describe, expect, it } from 'vitest';
import { checkDisplayName, type DisplayNameCheck } from './leaderboard-settings';

describe('leaving the leaderboard display name (SPEC §4)', () => {
  it.each<[string, string, string | null, DisplayNameCheck]>([
    ['a new name', 'Countess', null, { kind: 'save', displayName: 'Countess' }],
    ['trimmed before it is sent', '  Countess  ', null, { kind: 'save', displayName: 'Countess' }],
    ['the saved name', 'Countess', 'Countess', { kind: 'unchanged' }],
    ['the saved name with spaces around it', ' Countess ', 'Countess', { kind: 'unchanged' }],
    ['empty when none is saved', '', null, { kind: 'unchanged' }],
    ['blank when none is saved', '   ', null, { kind: 'unchanged' }],
    ['empty clears a saved name', '', 'Countess', { kind: 'save', displayName: null }],
    ['two characters', 'Al', null, { kind: 'save', displayName: 'Al' }],
    ['fifty characters', 'x'.repeat(50), null, { kind: 'save', displayName: 'x'.repeat(50) }],
    [
      'one character',
      'A',
      null,
      { kind: 'invalid', error: 'Display name must be at least 2 characters' },
    ],
    [
      'one character inside spaces',
      '  A  ',
      'Countess',
      { kind: 'invalid', error: 'Display name must be at least 2 characters' },
    ],
    [
      'fifty-one characters',
      'x'.repeat(51),
      null,
      { kind: 'invalid', error: 'Display name must be at most 50 characters' },
    ],
    ['full-width letters, sent as ASCII', '\uFF30\uFF41\uFF54', null, { kind: 'save', displayName: 'Pat' }], // prettier-ignore
    [
      'a right-to-left override',
      '\u202Enimda',
      null,
      { kind: 'invalid', error: 'Display name must not contain control, invisible or text-direction characters' }, // prettier-ignore
    ],
    [
      'a zero-width joiner',
      'ad\u200Dmin',
      'Countess',
      { kind: 'invalid', error: 'Display name must not contain control, invisible or text-direction characters' }, // prettier-ignore
    ],
  ])('%s', (_, value, saved, check) => {
    expect(checkDisplayName(value, saved)).toEqual(check);
  });
});
