import { describe, expect, it } from 'vitest';
import { readYesNo } from './yes-no';

describe('readYesNo', () => {
  it.each([
    ['yes', 'yes'],
    ['Yes.', 'yes'],
    ['yeah', 'yes'],
    ['yep!', 'yes'],
    ['Sure', 'yes'],
    ['okay', 'yes'],
    ['yes please', 'yes'],
    ['Yes, delete it', 'yes'],
    ['delete it', 'yes'],
    ['uh yeah do it', 'yes'],
    ['go ahead', 'yes'],
    ["that's right", 'yes'],
    ['That’s right', 'yes'],
    ['correct', 'yes'],
    ['yes I did', 'yes'],
    ['no', 'no'],
    ['No.', 'no'],
    ['nope', 'no'],
    ['no thanks', 'no'],
    ['keep it', 'no'],
    ['No, keep it', 'no'],
    ['cancel', 'no'],
    ['never mind', 'no'],
    ["don't delete it", 'no'],
    ['Don’t', 'no'],
    ['no no', 'no'],
    ["that's wrong", 'no'],
  ] as const)('%j is %s', (text, want) => {
    expect(readYesNo(text)).toBe(want);
  });

  it.each([
    '',
    '   ',
    'yes no',
    'no, 3 sets of 10 push-ups',
    'delete my last workout',
    'I did 3 sets of 10 push-ups',
    'yesterday',
    'nobody',
    'keep going',
    'okay log a run',
    'undo that',
    'please',
  ])('%j is not an answer', (text) => {
    expect(readYesNo(text)).toBeNull();
  });
});
