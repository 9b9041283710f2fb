import { describe, expect, it } from 'vitest';
import {
  expand,
  parseSessionCommand,
  SESSION_COMMAND_PHRASES,
  type SessionCommand,
} from './commands';

const cmd = (type: Exclude<SessionCommand['type'], 'reps'>): SessionCommand => ({ type });
const reps = (n: number): SessionCommand => ({ type: 'reps', reps: n });

describe('parseSessionCommand: the six commands and their variants', () => {
  it.each<[string, SessionCommand]>([
    ['next', cmd('next')],
    ['Next.', cmd('next')],
    ['next one', cmd('next')],
    ['next set', cmd('next')],
    ['next exercise please', cmd('next')],
    ['go to the next one', cmd('next')],
    ['okay, move on', cmd('next')],
    ['skip', cmd('skip')],
    ['Skip it!', cmd('skip')],
    ['skip this one', cmd('skip')],
    ['skip this exercise', cmd('skip')],
    ["let's skip that set", cmd('skip')],
    ['pause', cmd('pause')],
    ['pause the workout', cmd('pause')],
    ['hold on', cmd('pause')],
    ['hang on a second', cmd('pause')],
    ['wait', cmd('pause')],
    ['um wait a minute', cmd('pause')],
    ['give me a second', cmd('pause')],
    ['resume', cmd('resume')],
    ['continue', cmd('resume')],
    ['keep going', cmd('resume')],
    ["let's keep going", cmd('resume')],
    ['go', cmd('resume')],
    ["okay let's go", cmd('resume')],
    ['carry on', cmd('resume')],
    ["I'm back", cmd('resume')],
    ['done', cmd('done')],
    ['finished', cmd('done')],
    ["I'm done", cmd('done')],
    ['I am finished', cmd('done')],
    ['all done', cmd('done')],
    ['done with this set', cmd('done')],
    ['set complete', cmd('done')],
    ['stop', cmd('stop')],
    ['Stop!', cmd('stop')],
    ['stop the workout', cmd('stop')],
    ['end workout', cmd('stop')],
    ['end the session', cmd('stop')],
    ['quit', cmd('stop')],
    ["I'm done for today", cmd('stop')],
    ['finish the workout', cmd('stop')],
    ['ok coach stop now', cmd('stop')],
  ])('%s', (text, expected) => {
    expect(parseSessionCommand(text)).toEqual(expected);
  });
});

describe('parseSessionCommand: reps actually done', () => {
  it.each<[string, SessionCommand]>([
    ['I did 10', reps(10)],
    ['i did ten', reps(10)],
    ['did ten', reps(10)],
    ['I got twelve', reps(12)],
    ['ten reps', reps(10)],
    ['10 reps', reps(10)],
    ['only eight', reps(8)],
    ['I only got nine', reps(9)],
    ['I did fifteen reps', reps(15)],
    ['i managed twenty five', reps(25)],
    ['I could only do three', reps(3)],
    ['i did a dozen', reps(12)],
    ['I did one hundred', reps(100)],
    ['I did 0', reps(0)],
    ['I did none', reps(0)],
    ['make that fourteen', reps(14)],
    ['twelve reps this time', reps(12)],
    ['I did 10,000', reps(10_000)],
    // The recogniser's homophones, in the count slot only.
    ['I did to', reps(2)],
    ['i got for', reps(4)],
  ])('%s', (text, expected) => {
    expect(parseSessionCommand(text)).toEqual(expected);
  });

  it.each([
    ['I did 10001', 'more than 10000'],
    ['I did twenty thousand', 'more than 10000'],
    ['I did twelve point five', 'not whole'],
    ['I did the third', 'an ordinal'],
    ['ten', 'a bare number: recognisers write numbers for noise'],
    ['I did', 'no count'],
    ['to', 'a homophone outside the count slot'],
  ])('%s → null (%s)', (text) => {
    expect(parseSessionCommand(text)).toBeNull();
  });
});

describe('parseSessionCommand: anything else is not a command', () => {
  it.each([
    'three sets of twelve push ups',
    'I did ten push ups',
    'I did 3 sets of 10',
    "don't stop",
    "I can't stop now, it hurts",
    'stop it hurts',
    'next week I will run',
    'skip rope for five minutes',
    'wait what did you say',
    'how many sets are left',
    'what is next',
    'okay',
    'um',
    '',
    '   ',
    'the',
  ])('%j', (text) => {
    expect(parseSessionCommand(text)).toBeNull();
  });
});

describe('SESSION_COMMAND_PHRASES (language-model training)', () => {
  it('are each understood as a command', () => {
    const missed = SESSION_COMMAND_PHRASES.filter((p) => parseSessionCommand(p) === null);
    expect(missed).toEqual([]);
  });

  it('cover all seven kinds of command', () => {
    const kinds = new Set(SESSION_COMMAND_PHRASES.map((p) => parseSessionCommand(p)?.type));
    expect([...kinds].sort()).toEqual(['done', 'next', 'pause', 'reps', 'resume', 'skip', 'stop']);
  });
});

describe('expand', () => {
  it.each<[string, string[]]>([
    ['next', ['next']],
    ['(a|b) c', ['a c', 'b c']],
    ['x (|y)', ['x', 'x y']],
    ['(a|b) (c|d)', ['a c', 'a d', 'b c', 'b d']],
  ])('%s', (pattern, phrases) => {
    expect(expand(pattern)).toEqual(phrases);
  });
});
