import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, formatFieldError, type SchemaIssue } from './field-error';

describe('field error wording', () => {
  it.each([
    ['Username', 'is required', 'Username is required'],
    ['Password', 'must be at least 8 characters', 'Password must be at least 8 characters'],
    ['Notes', 'should be shorter', 'Notes should be shorter'],
    ['Username', 'use 3–32 letters', 'Use 3–32 letters'],
    ['Username', 'missing', 'Missing'],
  ])('%s + %j reads %j', (label, message, text) => {
    expect(formatFieldError(label, message)).toBe(text);
  });
});

const LABELS = { name: 'Workout name', notes: 'Notes' };
const issue = (path: PropertyKey[], message: string): SchemaIssue => ({ path, message });

describe('zod issues as one message per field', () => {
  it.each<[string, SchemaIssue[], Record<string, string>]>([
    ['no issues, no errors', [], {}],
    [
      'a fragment takes the label',
      [issue(['name'], 'is required')],
      { name: 'Workout name is required' },
    ],
    ['a full sentence is capitalised', [issue(['notes'], 'too long')], { notes: 'Too long' }],
    [
      'the first issue of a field wins',
      [issue(['name'], 'is required'), issue(['name'], 'must be shorter')],
      { name: 'Workout name is required' },
    ],
    [
      'each field keeps its own',
      [issue(['name'], 'is required'), issue(['notes'], 'must be at most 500 characters')],
      { name: 'Workout name is required', notes: 'Notes must be at most 500 characters' },
    ],
    ['a field the form does not show is left out', [issue(['userId'], 'is required')], {}],
    ['an inherited key is not a field', [issue(['toString'], 'is required')], {}],
    ['a form-wide issue (empty path) is left out', [issue([], 'is wrong')], {}],
    [
      'a nested issue belongs to its top field',
      [issue(['notes', 0], 'is required')],
      { notes: 'Notes is required' },
    ],
  ])('%s', (_, issues, expected) => {
    expect(fieldErrors(issues, LABELS)).toEqual(expected);
  });

  it('reads a real zod error', () => {
    const schema = z.object({ name: z.string().min(1, 'is required'), notes: z.string().max(3) });
    const parsed = schema.safeParse({ name: '', notes: 'four' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!.issues, LABELS)).toEqual({
      name: 'Workout name is required',
      notes: expect.stringMatching(/^Too big/),
    });
  });
});
