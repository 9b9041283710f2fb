import { describe, expect, it } from 'vitest';
import { userName } from '@shared/display-name';
import { greetingName, timeOfDayGreeting } from './greeting';

describe('coach greeting', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i h says %s', (hour, text) => {
    expect(timeOfDayGreeting(hour)).toBe(text);
  });

  it.each([
    // A chosen display name is what the header shows, so the greeting uses it too (issue 26).
    [{ firstName: 'Ada', lastName: 'Lovelace', displayName: 'Countess' }, 'Countess'],
    [{ firstName: 'Ada', lastName: 'Lovelace' }, 'Ada Lovelace'],
    [{ firstName: ' ', displayName: 'Countess' }, 'Countess'],
    [{ username: 'ada99' }, 'ada99'],
    [{}, 'Fitness User'],
  ])('calls %j "%s", as the header does', (user, name) => {
    expect(greetingName(user)).toBe(name);
    expect(greetingName(user)).toBe(userName(user));
  });
});
