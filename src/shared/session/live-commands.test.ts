import { describe, expect, it } from 'vitest';
import { parseSessionCommand } from './commands';
import {
  LIVE_COMMAND_PHRASES,
  liveEventOf,
  parseLiveCommand,
  type LiveCommand,
} from './live-commands';

const did = (reps: number, weight: number, unit?: 'lb' | 'kg'): LiveCommand =>
  unit ? { type: 'did', reps, weight, unit } : { type: 'did', reps, weight };
const rest = (seconds: number): LiveCommand => ({ type: 'restSet', seconds });
/** A command without values ("same again", "skip rest"). */
const simple = (type: LiveCommand['type']) => ({ type }) as LiveCommand;

describe('parseLiveCommand: the issue’s phrases and their variants', () => {
  it.each<[string, LiveCommand]>([
    ['did 8 at 185', did(8, 185)],
    ['Did 8 at 185.', did(8, 185)],
    ['I did 8 at 185', did(8, 185)],
    ['um, did eight at one eighty five', did(8, 185)],
    ['eight reps at a hundred and eighty five pounds', did(8, 185, 'lb')],
    ['8 reps at 185 lbs', did(8, 185, 'lb')],
    ['I did 5 at 100 kilos', did(5, 100, 'kg')],
    ['5 reps at 102.5 kg', did(5, 102.5, 'kg')],
    ['I only got 4 at 245', did(4, 245)],
    ['185 for 8', did(8, 185)],
    ['two twenty five for five reps', did(5, 225)],
    ['60 kilos for 12', did(12, 60, 'kg')],
    ['did 8 at 185 thanks', did(8, 185)],
    ['8 reps', { type: 'reps', reps: 8 }],
    ['I did eight', { type: 'reps', reps: 8 }],
    ['same again', simple('sameAgain')],
    ['Same again, please', simple('sameAgain')],
    ['same as last time', simple('sameAgain')],
    ['I did the same', simple('sameAgain')],
    ['rest two minutes', rest(120)],
    ['rest for ninety seconds', rest(90)],
    ['rest a minute', rest(60)],
    ['rest one and a half minutes', rest(90)],
    ["let's rest for 45 seconds", rest(45)],
    ['set the timer to 3 minutes', rest(180)],
    ['two minutes of rest', rest(120)],
    ['skip rest', simple('restSkip')],
    ['skip the rest', simple('restSkip')],
    ['no rest', simple('restSkip')],
    ["I'm done resting", simple('restSkip')],
    ['next exercise', simple('nextExercise')],
    ['go to the next exercise', simple('nextExercise')],
    ['skip this exercise', simple('nextExercise')],
    ['add a set', simple('addSet')],
    // A set added with its numbers is a done set (issue 31 §3).
    ['add a set of 8 at 185', did(8, 185)],
    ['Add a set of thirteen', { type: 'did', reps: 13 }],
    ['add a set of 12 reps', { type: 'did', reps: 12 }],
    ['add another set, 185 for 8', did(8, 185)],
    ['one more set of ten at sixty kilos', did(10, 60, 'kg')],
    ['log another set of 6 at 225 pounds', did(6, 225, 'lb')],
    ['add another set', simple('addSet')],
    ['one more set', simple('addSet')],
    // The guided session's words that mean something here.
    ['done', simple('setDone')],
    ['set done', simple('setDone')],
    ['skip', simple('restSkip')],
    ['pause', simple('pause')],
    ['keep going', simple('resume')],
  ])('%s', (text, expected) => {
    expect(parseLiveCommand(text)).toEqual(expected);
  });
});

describe('parseLiveCommand: the whole utterance or nothing', () => {
  it.each([
    // A bare number is noise, as in the guided session.
    'eight',
    '185',
    // Commands inside other speech.
    'I did 8 at 185 last week',
    'rest is for the weak',
    'I need more rest days',
    'add a set of curls',
    'same old same old',
    'did 8 at 185 and then 6 at 205',
    // Out of bounds or off the half-step grid: a mishearing, not a set.
    'did 8 at 185.3',
    'did 8 at 9000',
    'rest for three hours',
    'rest for ninety',
    // Finishing is asked on the screen; "next" has no timed set to move past.
    'stop',
    'finish the workout',
    'next',
    '',
  ])('%j is no command', (text) => {
    expect(parseLiveCommand(text)).toBeNull();
  });
});

describe('LIVE_COMMAND_PHRASES', () => {
  it.each(LIVE_COMMAND_PHRASES)('%j is a live command', (phrase) => {
    expect(parseLiveCommand(phrase)).not.toBeNull();
  });

  it('adds no meaning to the guided session: its commands there are as before', () => {
    // The recogniser hears these too during a guided session, where they must stay no command.
    const guidedMeaning = LIVE_COMMAND_PHRASES.map(parseSessionCommand).filter(Boolean);
    expect(guidedMeaning).toEqual([
      { type: 'next' }, // "next exercise"
      { type: 'next' }, // "go to the next exercise"
      { type: 'skip' }, // "skip this exercise"
      { type: 'next' }, // "move on to the next exercise"
    ]);
  });
});

describe('liveEventOf', () => {
  it('is the command said at that moment', () => {
    expect(liveEventOf(did(8, 185), 42)).toEqual({ type: 'did', reps: 8, weight: 185, now: 42 });
  });
});
