import { describe, expect, it } from 'vitest';
import { decodeWorkoutCursor, encodeWorkoutCursor, type WorkoutPosition } from './workout-cursor';

const at: WorkoutPosition = {
  completedAt: '2026-02-01T09:00:00.123456Z',
  createdAt: '2026-02-01T09:05:00.000001Z',
  id: '0b8e6f3c-52a4-4b8e-9d43-2f6a1c7e9b10',
};
const raw = (text: string) =>
  btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

describe('the workouts page cursor', () => {
  it('gives back the position it was made from, as URL-safe text', () => {
    const cursor = encodeWorkoutCursor(at);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeWorkoutCursor(cursor)).toEqual(at);
  });

  it.each<[string, string]>([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['a length base64 cannot have', 'abcde'],
    ['far too long', 'A'.repeat(161)],
    ['plain words', raw('hello')],
    ['a missing id', raw(`${at.completedAt}|${at.createdAt}`)],
    ['an extra part', raw(`${at.completedAt}|${at.createdAt}|${at.id}|x`)],
    ['an id that is no uuid', raw(`${at.completedAt}|${at.createdAt}|42`)],
    ['an upper-case id (the database writes lower case)', raw(`${at.completedAt}|${at.createdAt}|${at.id.toUpperCase()}`)],
    ['milliseconds only', raw(`2026-02-01T09:00:00.123Z|${at.createdAt}|${at.id}`)],
    ['a day that does not exist', raw(`2026-02-30T09:00:00.000000Z|${at.createdAt}|${at.id}`)],
    ['an hour that does not exist', raw(`${at.completedAt}|2026-02-01T25:00:00.000000Z|${at.id}`)],
    ['the year 0', raw(`0000-01-01T00:00:00.000000Z|${at.createdAt}|${at.id}`)],
    ['SQL', raw(`${at.completedAt}'); drop table workouts; --|${at.createdAt}|${at.id}`)],
  ])('refuses %s', (_, cursor) => {
    expect(decodeWorkoutCursor(cursor)).toBeNull();
  }); // prettier-ignore
});
