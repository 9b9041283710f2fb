// What a question about one's own training asks (issue 31 §2), through the whole interpreter, in
// sentences written for this test (none from the held-out or development sets).
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { interpretationSchema, type VoiceQuestion } from '../schema';

const NOW = new Date('2025-03-14T15:00:00Z');
const run = (text: string) => {
  const r = interpret(text, NOW, 'America/New_York');
  expect(interpretationSchema.parse(r)).toEqual(r);
  return r;
};

describe('a question about one’s own training says what it asks', () => {
  it.each<[string, VoiceQuestion]>([
    // Totals and counts.
    [
      'how many push-ups this week',
      {
        topic: 'total',
        exerciseId: 'push-up',
        exercise: 'Push-up',
        measure: 'reps',
        period: 'this_week',
      },
    ],
    [
      'how many push ups did I do yesterday',
      {
        topic: 'total',
        exerciseId: 'push-up',
        exercise: 'Push-up',
        measure: 'reps',
        period: 'yesterday',
      },
    ],
    [
      'how far did I run this month',
      {
        topic: 'total',
        exerciseId: 'running',
        exercise: 'Running',
        measure: 'distance',
        period: 'this_month',
      },
    ],
    [
      'how much cardio last week',
      { topic: 'total', workoutType: 'cardio', measure: 'duration', period: 'last_week' },
    ],
    [
      'how many workouts have I done this year',
      { topic: 'total', measure: 'workouts', period: 'this_year' },
    ],
    [
      'how many sets of squats did I do last week',
      {
        topic: 'total',
        exerciseId: 'squat',
        exercise: 'Squat',
        measure: 'sets',
        period: 'last_week',
      },
    ],
    [
      'how many miles have I cycled in total',
      {
        topic: 'total',
        exerciseId: 'cycling',
        exercise: 'Cycling',
        measure: 'distance',
        period: 'all_time',
      },
    ],
    ['what did I do yesterday', { topic: 'summary', period: 'yesterday' }],
    // Records.
    [
      'tell me the heaviest bench I have done',
      { topic: 'record', exerciseId: 'bench-press', exercise: 'Bench Press', measure: 'weight' },
    ],
    [
      'my fastest 5k',
      {
        topic: 'record',
        exerciseId: 'running',
        exercise: 'Running',
        measure: 'pace',
        distance: 5,
        distanceUnit: 'km',
      },
    ],
    [
      'what is my fastest mile',
      {
        topic: 'record',
        exerciseId: 'running',
        exercise: 'Running',
        measure: 'pace',
        distance: 1,
        distanceUnit: 'miles',
      },
    ],
    [
      'most pull-ups in a set',
      { topic: 'record', exerciseId: 'pull-up', exercise: 'Pull-up', measure: 'reps' },
    ],
    [
      'what is my longest ever plank',
      { topic: 'record', exerciseId: 'plank', exercise: 'Plank', measure: 'duration' },
    ],
    [
      'tell me my deadlift pr',
      { topic: 'record', exerciseId: 'deadlift', exercise: 'Deadlift', measure: 'weight' },
    ],
    // The streak.
    ["what's the streak at", { topic: 'streak' }],
    ['how do I keep my streak', { topic: 'streak' }],
    ['how can I keep my streak alive', { topic: 'streak' }],
    ['how many straight days have I been training', { topic: 'streak' }],
    // A leaderboard place.
    ['where am I on the leaderboard', { topic: 'rank' }],
    ['what is my rank on the weekly leaderboard', { topic: 'rank', board: 'weekly_xp' }],
    ['my position on the streak leaderboard please', { topic: 'rank', board: 'streak' }],
    ['what place am I in for xp', { topic: 'rank', board: 'xp' }],
    // The level.
    ['which level have I reached so far', { topic: 'level' }],
    ['how much xp do I need for the next level', { topic: 'level' }],
    // The plan.
    ["what's on my plan today", { topic: 'plan', period: 'today' }],
    ["what's my next routine", { topic: 'plan' }],
    ['which workout is next on my plan', { topic: 'plan' }],
    // A goal's pace.
    ['am I on track for 100 miles', { topic: 'goal_pace', goal: '100 miles' }],
    ['how close am I to my bench goal', { topic: 'goal_pace', goal: 'bench' }],
    ['am I behind on my running goal', { topic: 'goal_pace', goal: 'running' }],
    // The summary of a period.
    ['how was my week', { topic: 'summary', period: 'this_week' }],
  ])('%s', (text, question) => {
    expect(run(text)).toEqual({ action: 'check_progress', question });
  });

  it.each(['how am i getting along', 'how have i been going lately', 'tell me about my progress'])(
    '%s asks for the whole summary',
    (text) => {
      expect(run(text)).toEqual({ action: 'check_progress', question: { topic: 'summary' } });
    },
  );

  it.each<[string, string]>([
    ['how many push ups should I do', 'get_suggestion'],
    ['how long should I rest between sets', 'get_suggestion'],
    ['my best bench is 225', 'log_workout'],
    ['I did 20 push ups this week', 'log_workout'],
    ['I want to bench 225 by june', 'set_goal'],
  ])('%s is no question: %s', (text, action) => {
    expect(run(text).action).toBe(action);
  });
});

describe('a suggestion keeps the time said', () => {
  it.each<[string, number]>([
    ['I have fifteen minutes, what can I do', 15],
    ['got half an hour', 30],
    ['a quick 10 minute workout idea', 10],
    ['ive only got 20 minutes before work', 20],
    ['give me a 45 minute leg workout', 45],
    ['i have an hour, any ideas', 60],
  ])('%s → %i minutes', (text, minutes) => {
    const r = run(text);
    expect(r.action).toBe('get_suggestion');
    expect(r.action === 'get_suggestion' && r.focus?.minutes).toBe(minutes);
  });

  it.each([
    'I did 15 minutes of rowing',
    'got 20 minutes of running in',
    'spent half an hour on the bike',
  ])('%s is still a log', (text) => {
    expect(run(text).action).toBe('log_workout');
  });
});
