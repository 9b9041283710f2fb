import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { formatDuration, replyFor } from './reply';

const NOW = new Date('2025-03-14T15:00:00Z');
const reply = (text: string) => replyFor(interpret(text, NOW, 'UTC'));

describe('replyFor (SPEC §8 spoken replies, then the specifics)', () => {
  it.each([
    ['3 sets of 12 push ups', 'Great! I logged your workout: Push-up — 3 × 12.'],
    ['log 20 push ups', 'Great! I logged your workout: Push-up — 20 reps.'],
    ['bench press 4 sets of 8 at 135 pounds', 'Great! I logged your workout: Bench Press — 4 × 8 at 135 lb.'],
    ['ran 3 miles in 25 minutes', 'Great! I logged your workout: Running — 3 miles, 25 min.'],
    ['held a plank for 90 seconds', 'Great! I logged your workout: Plank — 1 min 30 s.'],
    ['did yoga', 'Great! I logged your workout: Yoga.'],
    [
      'I did 3 sets of 10 squats and ran 2 miles',
      'Great! I logged your workout: Squat & Running — Squat 3 × 10; Running 2 miles.',
    ],
    ['set a goal to lose 10 pounds', 'Perfect! I set your goal: Lose 10 lbs.'],
    ["I'd like to lose 15 lbs by June", 'Perfect! I set your goal: Lose 15 lbs, by June 30, 2025.'],
    ['how am I doing', "Here's your progress update."],
    ['suggest a workout', 'Here are some workout suggestions for you.'],
    ['goodbye', 'Voice session ended. Have a great workout!'],
    ['banana', "I didn't understand that. Please try again."],
  ])('%s → %s', (text, expected) => {
    expect(reply(text)).toBe(expected);
  }); // prettier-ignore
});

describe('formatDuration (SPEC §9: s/m/h)', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [90, '1 min 30 s'],
    [1800, '30 min'],
    [4500, '1 h 15 min'],
  ])('%d → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
