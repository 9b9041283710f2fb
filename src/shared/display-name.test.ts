import { describe, expect, it } from 'vitest';
import { initials, userName } from './display-name';

describe('userName: one name wherever the app calls a user (issue 26, SPEC §2 Profile)', () => {
  // [user, to the user (header, greeting, profile), to others (boards, shares)]
  it.each([
    [{ displayName: 'Ace', firstName: 'Ada', lastName: 'L', username: 'ada' }, 'Ace', 'Ace'],
    [{ displayName: '  ', firstName: 'Ada', lastName: 'Lovelace' }, 'Ada Lovelace', 'Ada Lovelace'],
    [{ firstName: 'Ada', username: 'ada99' }, 'Ada', 'Ada'],
    [{ lastName: 'Lovelace', username: 'ada99' }, 'ada99', 'Fitness User'],
    [{ username: 'sam99' }, 'sam99', 'Fitness User'],
    [{}, 'Fitness User', 'Fitness User'],
    [null, 'Fitness User', 'Fitness User'],
    [undefined, 'Fitness User', 'Fitness User'],
  ])('%j → "%s" to the user, "%s" to others', (user, self, others) => {
    expect(userName(user)).toBe(self);
    expect(userName(user, 'self')).toBe(self);
    expect(userName(user, 'others')).toBe(others);
  });

  it('never calls the user by the coach persona’s name', () => {
    expect(userName({ username: 'sam99' })).not.toBe('Joey');
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
