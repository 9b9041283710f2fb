import { describe, expect, it } from 'vitest';
import { secondsOfTime, timeOfSeconds, typedTime } from './time-text';

describe('a set’s time fills from the right, as typed on a number pad', () => {
  it.each([
    ['', ''],
    ['4', '0:04'],
    ['45', '0:45'],
    ['450', '4:50'],
    ['4500', '45:00'],
    ['3000', '30:00'],
    ['10230', '1:02:30'],
    ['0:45', '0:45'],
    // Backspace on "45:00" leaves "45:0": one digit fewer, shifted right.
    ['45:0', '4:50'],
    ['30:00', '30:00'],
    ['abc', ''],
    ['000', ''],
    ['12345678', '12:34:56'],
  ])('%j shows %j', (raw, shown) => {
    expect(typedTime(raw)).toBe(shown);
  });
});

describe('time text ↔ seconds', () => {
  it.each([
    ['', null],
    ['0:45', 45],
    ['30:00', 1800],
    ['1:02:30', 3750],
    ['0:90', 90],
    ['90', 90],
    ['0:00', 0],
  ])('%j is %j seconds', (text, seconds) => {
    expect(secondsOfTime(text)).toBe(seconds);
  });

  it('anything else is not a time', () => {
    expect(secondsOfTime('1:2:3:4')).toBeNaN();
    expect(secondsOfTime('1.5')).toBeNaN();
  });

  it.each([
    [45, '0:45'],
    [90, '1:30'],
    [1800, '30:00'],
    [3750, '1:02:30'],
    [0, '0:00'],
  ])('%d seconds show %j, and read back the same', (seconds, text) => {
    expect(timeOfSeconds(seconds)).toBe(text);
    expect(secondsOfTime(text)).toBe(seconds);
  });
});
