// The phrasing grammars of intents.ts, one describe per word class or form, through the whole
// interpreter so normalisation ("I'm" → "im", fillers) is part of what is tested. Sentences
// written for this test: none from the development corpus, the held-out or the tuning set.
import { describe, expect, it } from 'vitest';
import { isQuestionAboutMine, isSuggestionRequest } from './intents';
import { interpret } from './interpret';

const NOW = new Date('2025-03-14T15:00:00Z');
const run = (text: string) => interpret(text, NOW, 'Europe/London');

describe('end_session: an activity noun is the thing stopped', () => {
  it.each([
    'stop training',
    'end the exercise',
    'quit my workout now',
    'cancel tracking',
    'close todays workout please',
    'finish working out',
    'you can stop logging now',
  ])('%s', (text) => expect(run(text).action).toBe('end_session'));
});

describe('end_session: a stop verb with its particle', () => {
  it.each([
    'lets wrap things up',
    'wrap up the session',
    'close it out',
    'finish off my training',
    'go ahead and end it',
    'time to wrap it up now',
  ])('%s', (text) => expect(run(text).action).toBe('end_session'));
});

describe('end_session: a session or activity said to be over', () => {
  it.each([
    'training over',
    'the session is finished',
    'my workout is done for today',
    'exercise complete thanks',
    'this workout has ended',
  ])('%s', (text) => expect(run(text).action).toBe('end_session'));
});

describe('end_session: done-words alone or with a little more', () => {
  it.each([
    'finished',
    'all done, cheers',
    'through for now',
    'we are all finished here',
    'im done exercising for tonight',
    'were finished with the workout',
    'thats us done',
    'that is me finished for the day',
  ])('%s', (text) => expect(run(text).action).toBe('end_session'));
});

describe('end_session: idioms', () => {
  it.each([
    'thats a wrap for today',
    'were calling it a night',
    'calling it quits',
    'so tired, stopping here',
    'legs are gone, finishing now',
  ])('%s', (text) => expect(run(text).action).toBe('end_session'));
});

describe('end_session: the same words inside something else are no ending', () => {
  it.each([
    'i got my homework done',
    'the dog knocked it over',
    'the movie was ending',
    'my brother is done with college',
  ])('%s', (text) => expect(run(text).action).not.toBe('end_session'));

  it('logs a workout that names its exercise and an ending together', () => {
    expect(run('twenty lunges and the workout is done').action).toBe('log_workout');
  });
});

describe('check_progress: how-am-I questions with normalised contractions', () => {
  it.each([
    "let me know how I'm doing this week",
    "I'd love to know how I've been progressing",
    'tell me how i am coming along',
  ])('%s', (text) => expect(run(text).action).toBe('check_progress'));

  it('leaves "how am I going to…" to the suggestion grammar', () => {
    expect(run('how am I going to fix my posture').action).not.toBe('check_progress');
  });
});

describe('check_progress: asking words, "any" news, closeness and measure nouns', () => {
  it.each([
    'sum up my month',
    'go over my stats with me',
    'walk me through my week',
    'any news on my streak',
    'any improvement this month',
    'am I near my step target',
    'are we nearly there on the cycling goal',
    'show me my total distance',
    'whats my lifting volume this week',
    'give me my average pace',
  ])('%s', (text) => expect(run(text).action).toBe('check_progress'));
});

describe('isQuestionAboutMine: a question about my things without a number is no log', () => {
  it.each<[string, boolean, boolean]>([
    ['whats my cycling pace lately', false, true],
    ['how is my rowing', false, true],
    ['whats my 5 k time', true, false],
    ['rowing for my heart', false, false],
  ])('%s (number: %s) → %s', (sentence, number, want) => {
    expect(isQuestionAboutMine(sentence, number)).toBe(want);
  });
});

describe('get_suggestion: words between the question word and should/can', () => {
  it.each([
    'what would you say I should train next',
    'what do you reckon we can do today',
    'what sort of warm up could I do',
  ])('%s', (text) => expect(run(text).action).toBe('get_suggestion'));
});

describe('get_suggestion: days and splits as plans, "got any", something + kind, change verbs', () => {
  it.each([
    'put together a pull day for me',
    'plan me an upper body split',
    'build a recovery day',
    'you got any core stuff for me',
    'have you got any stretches for tight hips',
    'anything fun for tonight',
    'something different please',
    'something for my forearms',
    'mix up my training a bit',
    'shake things up this week',
    'can you switch it up',
  ])('%s', (text) => expect(run(text).action).toBe('get_suggestion'));

  it('reads no number of days as a plan', () => {
    expect(isSuggestionRequest('i want a thirty day streak')).toBe(false);
    expect(isSuggestionRequest('i want a 30 day streak')).toBe(false);
  });
});
