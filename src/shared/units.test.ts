import { describe, expect, it } from 'vitest';
import {
  fromStoredLbs,
  kgToLbs,
  lbsToKg,
  roundTo,
  toMiles,
  toStoredLbs,
  type DistanceUnit,
} from './units';

describe('toMiles (SPEC §9 conversion, multiplied by sets)', () => {
  it.each<[number, DistanceUnit, number, number]>([
    [3, 'miles', 1, 3],
    [5, 'km', 1, 3.106855],
    [400, 'meters', 4, 0.9941936],
    [100, 'yards', 2, 0.1136364],
    [0, 'km', 3, 0],
    [10, 'km', 0, 0],
  ])('%d %s × %d sets = %d miles', (distance, unit, sets, miles) => {
    expect(toMiles(distance, unit, sets)).toBeCloseTo(miles, 6);
  });

  it('counts one set when sets are not given', () => {
    expect(toMiles(1, 'km')).toBe(0.621371);
  });
});

describe('pounds and kilograms (2.20462 lb per kg)', () => {
  it.each([
    [1, 2.20462],
    [20, 44.0924],
    [0, 0],
  ])('%d kg = %d lb and back', (kg, lbs) => {
    expect(kgToLbs(kg)).toBeCloseTo(lbs, 6);
    expect(lbsToKg(lbs)).toBeCloseTo(kg, 6);
  });

  it.each<[number, 'lb' | 'kg', number]>([
    [45, 'lb', 45],
    [45.5, 'lb', 45.5],
    [20, 'kg', 44],
    [100, 'kg', 220.5],
    [22.5, 'kg', 49.5],
    [0, 'kg', 0],
  ])('toStoredLbs(%d %s) = %d lb, on the 0.5 lb step', (value, unit, stored) => {
    expect(toStoredLbs(value, unit)).toBe(stored);
    expect((stored * 2) % 1).toBe(0);
  });

  it.each<[number, 'lb' | 'kg', number]>([
    [44, 'kg', 20],
    [45, 'kg', 20.5],
    [135, 'lb', 135],
  ])('fromStoredLbs(%d lb, %s) = %d', (lbs, unit, shown) => {
    expect(fromStoredLbs(lbs, unit)).toBe(shown);
  });

  it('gives back every weight entered in 0.5 kg steps from 0 to 300 kg unchanged', () => {
    for (let kg = 0; kg <= 300; kg += 0.5) {
      expect(fromStoredLbs(toStoredLbs(kg, 'kg'), 'kg')).toBe(kg);
    }
  });
});

describe('roundTo', () => {
  it.each([
    [0.1 + 0.2, 0.1, 0.3],
    [44.0924, 0.5, 44],
    [44.3, 0.5, 44.5],
    [0.7 * 3, 0.1, 2.1],
    [7.4, 1, 7],
  ])('roundTo(%d, %d) = %d', (value, step, expected) => {
    expect(roundTo(value, step)).toBe(expected);
  });
});
