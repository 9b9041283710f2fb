import { describe, expect, it } from 'vitest';
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
    [{ firstName: 'Ada', lastName: 'Lovelace', displayName: 'Countess' }, 'Ada'],
    [{ firstName: ' ', displayName: 'Countess' }, 'Countess'],
    [{ username: 'ada99' }, 'ada99'],
    [{}, 'Fitness User'],
  ])('calls %j "%s"', (user, name) => {
    expect(greetingName(user)).toBe(name);
  });
});
