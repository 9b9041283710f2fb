import { describe, expect, it } from 'vitest';
import { headerName, initials, profileName } from './display-name';

describe('headerName (SPEC §2 Dashboard header)', () => {
  it.each([
    [{ displayName: 'Ace', firstName: 'Ada', lastName: 'L' }, 'Ace'],
    [{ displayName: '  ', firstName: 'Ada', lastName: 'Lovelace' }, 'Ada Lovelace'],
    [{ firstName: 'Ada' }, 'Ada'],
    [{ lastName: 'Lovelace', username: 'ada' }, 'Joey'],
    [null, 'Joey'],
  ])('%j → %s', (user, expected) => {
    expect(headerName(user)).toBe(expected);
  });

  it('falls back to the chosen coach persona', () => {
    expect(headerName({}, 'JoAnn')).toBe('JoAnn');
  });
});

describe('profileName (SPEC §2 Profile)', () => {
  it.each([
    [{ displayName: 'Ace' }, 'Ace'],
    [{ firstName: 'Ada', lastName: 'Lovelace' }, 'Ada Lovelace'],
    [{ firstName: 'Ada' }, 'Ada'],
    [{ username: 'ada99' }, 'ada99'],
    [{}, 'Fitness User'],
    [undefined, 'Fitness User'],
  ])('%j → %s', (user, expected) => {
    expect(profileName(user)).toBe(expected);
  });
});

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['Mary Ann Evans', 'ME'],
    ['  ', '?'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
