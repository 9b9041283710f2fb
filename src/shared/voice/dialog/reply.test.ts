import { describe, expect, it } from 'vitest';
import { interpret } from '../interpret/interpret';
import { formatDuration, replyFor } from './reply';

const NOW = new Date('2025-03-14T15:00:00Z');
const reply = (text: string) => replyFor(interpret(text, NOW, 'UTC'));

describe('replyFor (SPEC §8 spoken replies, then the specifics)', () => {
  it.each([
    ['4 sets of 15 sit ups', 'Great! I logged your workout: Sit-up — 4 × 15.'],
    ['log 35 squats', 'Great! I logged your workout: Squat — 35 reps.'],
    ['incline bench press 3 by 10 at 155 pounds', 'Great! I logged your workout: Incline Bench Press — 3 × 10 at 155 lbs.'],
    ['jogged 4 miles in 38 minutes', 'Great! I logged your workout: Jogging — 4 miles, 38 min.'],
    ['side plank for 75 seconds', 'Great! I logged your workout: Side Plank — 1 min 15 s.'],
    ['did yoga', 'Great! I logged your workout: Yoga.'],
    [
      'five sets of five front squats and cycled 6 miles',
      'Great! I logged your workout: Front Squat & Cycling — Front Squat 5 × 5; Cycling 6 miles.',
    ],
    ['I want to lose 7 pounds', 'Perfect! I set your goal: Lose 7 lbs.'],
    ['I hope to shed 4 kilos by August', 'Perfect! I set your goal: Shed 4 kg, by August 31, 2025.'],
    ['how is my week going', "Here's your progress update."],
    ['any ideas for today', 'Here are some workout suggestions for you.'],
    ['see you tomorrow', 'Voice session ended. Have a great workout!'],
    ['purple elephant', "I didn't understand that. Please try again."],
    // Issue 8: the day said, sets one by one, weights as said, weigh-ins.
    ['swam 30 laps yesterday', 'Great! I logged your workout: Swimming — 30 reps — yesterday.'],
    ['last night I rowed 5000 meters', 'Great! I logged your workout: Rowing — 5000 m — last night.'],
    ['on Tuesday I did 3 sets of 12 lunges', 'Great! I logged your workout: Lunge — 3 × 12 — on Tuesday, March 11.'],
    ['did yoga this morning', 'Great! I logged your workout: Yoga — this morning.'],
    ['bench 135 for 10, 155 for 8 and 175 for 6', 'Great! I logged your workout: Bench Press — 3 sets: 10 at 135 lbs, 8 at 155 lbs, 6 at 175 lbs.'],
    ['squats 100 kilos for 5, 5 and 3', 'Great! I logged your workout: Squat — 3 sets: 5, 5, 3 reps at 100 kg.'],
    ['bench 3 sets of 8 at 60 kilos then 6 at 70', 'Great! I logged your workout: Bench Press — 4 sets: 3 × 8 at 60 kg, 6 at 70 kg.'],
    ['pull ups 10, 8 and 6', 'Great! I logged your workout: Pull-up — 3 sets: 10, 8, 6 reps.'],
    ['side plank 45, 30 and 20 seconds', 'Great! I logged your workout: Side Plank — 3 sets: 45 s, 30 s, 20 s.'],
    ['deadlifts 5 by 3 at 140 kilos', 'Great! I logged your workout: Deadlift — 5 × 3 at 140 kg.'],
    ['I weigh 180 pounds', 'Got it! I logged your weight: 180 lbs.'],
    ['weighed in at 82.5 kilos this morning', 'Got it! I logged your weight: 82.5 kg — this morning.'],
  ])('%s → %s', (text, expected) => {
    expect(reply(text)).toBe(expected);
  }); // prettier-ignore
});

describe('replyFor in the user’s units (issue 8: one preference for screens and replies)', () => {
  const metric = { weight: 'kg', distance: 'km' } as const;
  const imperial = { weight: 'lb', distance: 'mi' } as const;
  it.each([
    ['incline bench press 3 by 10 at 135 pounds', metric, 'Incline Bench Press — 3 × 10 at 61.2 kg.'],
    ['deadlifts 5 by 3 at 140 kilos', imperial, 'Deadlift — 5 × 3 at 308.6 lbs.'],
    ['deadlifts 5 by 3 at 140 kilos', metric, 'Deadlift — 5 × 3 at 140 kg.'],
    ['ran 3 miles', metric, 'Running — 4.83 km.'],
    ['ran 5k', imperial, 'Running — 3.11 miles.'],
    ['swam 800 meters', imperial, 'Swimming — 800 m.'],
    ['I weigh 180 pounds', metric, 'Got it! I logged your weight: 81.6 kg.'],
  ])('%s (%j) → …%s', (text, units, ending) => {
    expect(replyFor(interpret(text, NOW, 'UTC'), units).endsWith(ending)).toBe(true);
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
