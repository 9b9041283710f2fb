import { describe, expect, it } from 'vitest';
import { createGoalBody } from '@shared/schemas/goals';
import { createWorkoutBody } from '@shared/schemas/workouts';
import { REPLIES } from '@shared/voice/dialog/reply';
import { OFFLINE_SYNC_LINE } from '../model/voice-copy';
import { offlineCommand, waitingReply, type OfflineSpeaker } from './offline-command';

// Issue 28 §4: a command typed with no network, read on the device. Examples are this file's
// own sentences, not the interpreter's corpus.

const metric: OfflineSpeaker = {
  id: '5f0c6a2e-8d1b-4c3a-9e7f-2b4d6c8a0e1f',
  weightUnit: 'kg',
  distanceUnit: 'km',
  timeZone: 'Europe/Paris',
};
const imperial: OfflineSpeaker = {
  id: '0b9e3d71-42c6-4f8a-a1d5-7c2e9f604b38',
  weightUnit: 'lb',
  distanceUnit: 'mi',
  timeZone: 'America/Chicago',
};
/** A Saturday morning in March: 10:30 in Paris, 04:30 in Chicago. */
const SPOKEN = new Date('2026-03-14T09:30:00Z');

describe('offlineCommand: a log, a weigh-in or a goal is kept for the outbox', () => {
  it.each([
    {
      said: 'three sets of twelve push-ups and a 5k run',
      speaker: metric,
      action: 'log_workout',
      reply:
        "Great! I'll log your workout: Push-up & Running — Push-up 3 × 12; Running 5 km. I'll sync it when you're back online.",
      preview: {
        workout: {
          name: 'Push-up & Running',
          type: 'mixed',
          // No day said: done when it was said, however late it syncs.
          completedAt: '2026-03-14T09:30:00.000Z',
          exercises: [
            { name: 'Push-up', sets: 3, reps: 12, distance: null },
            { name: 'Running', sets: 1, reps: null, distance: 5, distanceUnit: 'km' },
          ],
        },
      },
    },
    {
      said: 'bench press 4 sets of 6 at 90 kilos',
      speaker: metric,
      action: 'log_workout',
      reply:
        "Great! I'll log your workout: Bench Press — 4 × 6 at 90 kg. I'll sync it when you're back online.",
      preview: {
        workout: { exercises: [{ name: 'Bench Press', sets: 4, reps: 6, weight: 90, weightUnit: 'kg' }] }, // prettier-ignore
      },
    },
    {
      // The day named is the day before the one it was said on, in the speaker's zone: 04:30 on
      // Saturday in Chicago, so Friday (at midday there, as the interpreter places a day).
      said: 'yesterday I rowed for 20 minutes',
      speaker: imperial,
      action: 'log_workout',
      reply:
        "Great! I'll log your workout: Rowing — 20 min — yesterday. I'll sync it when you're back online.",
      preview: {
        workout: {
          completedAt: '2026-03-13T17:00:00.000Z',
          exercises: [{ name: 'Rowing', duration: 1200 }],
        },
      },
    },
    {
      // No unit said: the speaker's own (as the weigh-in form and the server read it).
      said: 'I weigh 76.5',
      speaker: metric,
      action: 'log_weight',
      reply: "Got it! I'll log your weight: 76.5 kg. I'll sync it when you're back online.",
      preview: { bodyWeight: { weight: 76.5, unit: 'kg', measuredAt: '2026-03-14T09:30:00.000Z' } },
    },
    {
      said: 'I weigh 168 pounds',
      speaker: imperial,
      action: 'log_weight',
      reply: "Got it! I'll log your weight: 168 lbs. I'll sync it when you're back online.",
      preview: { bodyWeight: { weight: 168, unit: 'lb' } },
    },
    {
      said: 'my goal is to cycle 300 km by the end of june',
      speaker: metric,
      action: 'set_goal',
      reply:
        "Perfect! I'll set your goal: Cycle 300 km, by June 30, 2026. I'll sync it when you're back online.",
      preview: {
        goal: { userId: metric.id, targetValue: 300, unit: 'km', deadline: '2026-06-30' },
      },
    },
  ] as const)('“$said”', ({ said, speaker, action, reply, preview }) => {
    const answer = offlineCommand(said, speaker, SPOKEN);
    expect(answer).toMatchObject({ kind: 'queue', action, reply });
    if (answer.kind !== 'queue') return;
    expect(answer.input).toMatchObject({
      kind: 'voice',
      url: '/api/voice-command',
      body: { voiceText: said, userId: speaker.id, spokenAt: '2026-03-14T09:30:00.000Z' },
      preview: { reply, ...preview },
    });
    // The body stays what the server gets (text, who, when); the preview is only for showing.
    expect(Object.keys(answer.input.body).sort()).toEqual(['spokenAt', 'userId', 'voiceText']);
  });

  it('previews bodies that the create contracts accept, as the server will build them', () => {
    const workout = offlineCommand('did 3 sets of 10 squats at 60 kg', metric, SPOKEN);
    const goal = offlineCommand('I want to run 50 miles by august', imperial, SPOKEN);
    expect(workout.kind === 'queue' && createWorkoutBody.safeParse(workout.input.preview.workout).success).toBe(true); // prettier-ignore
    expect(goal.kind === 'queue' && createGoalBody.safeParse(goal.input.preview.goal).success).toBe(true); // prettier-ignore
  });

  it('trims what was typed, as the server does', () => {
    const answer = offlineCommand('   20 burpees  ', imperial, SPOKEN);
    expect(answer.kind === 'queue' && answer.input.body.voiceText).toBe('20 burpees');
  });
});

describe('offlineCommand: what writes nothing is answered as the server would', () => {
  it.each([
    [
      'a weigh-in past the bounds is refused, as the server refuses it',
      'I weigh 3000 pounds',
      'error',
      "I couldn't log that weight: the weight must be at most 1500. Please try again.",
    ],
    [
      'a workout past the bounds is refused too',
      'I did 900 sets of lunges',
      'error',
      "I couldn't log that workout: the sets must be at most 50. Please try again.",
    ],
    [
      'a sentence not understood gets the plain reply',
      'the violin sounds lovely',
      'error',
      REPLIES.error,
    ],
    ['the end of the session needs nothing', "that's all for today", 'end_session', REPLIES.end_session], // prettier-ignore
  ])('%s', (_, said, action, message) => {
    expect(offlineCommand(said, metric, SPOKEN)).toEqual({
      kind: 'reply',
      result: { action, message, workout: null, goal: null, bodyWeight: null },
    });
  });

  it('a change voice cannot make yet says so, and nothing is kept', () => {
    const answer = offlineCommand('delete my goal', metric, SPOKEN);
    expect(answer.kind).toBe('reply');
    expect(answer.kind === 'reply' && answer.result.message).toMatch(/^I can't delete goals by voice yet/); // prettier-ignore
  });

  it('an act (issue 31) needs the server, which checks it against the data', () => {
    const answer = offlineCommand('delete my last workout', metric, SPOKEN);
    expect(answer.kind).toBe('needsConnection');
    expect(answer.kind === 'needsConnection' && answer.reply).toMatch(/^I need a connection to delete a workout\./); // prettier-ignore
  });
});

describe('offlineCommand: questions need the server', () => {
  it.each([
    [
      "how's my training going lately",
      'check_progress',
      /^I need a connection to check your progress\./,
    ],
    [
      'what should I train today',
      'get_suggestion',
      /^I need a connection to plan your next workout\./,
    ],
  ])('“%s”', (said, action, reply) => {
    const answer = offlineCommand(said, imperial, SPOKEN);
    expect(answer).toMatchObject({ kind: 'needsConnection', action });
    expect(answer.kind === 'needsConnection' && answer.reply).toMatch(reply);
    expect(answer.kind === 'needsConnection' && answer.reply).toContain('Typing works offline');
  });
});

describe('waitingReply', () => {
  it.each([
    [REPLIES.log_workout('Squat'), "Great! I'll log your workout: Squat"],
    [REPLIES.log_weight('80 kg'), "Got it! I'll log your weight: 80 kg"],
    [REPLIES.set_goal('Run 20 miles'), "Perfect! I'll set your goal: Run 20 miles"],
  ])('“%s” is promised, then said to sync', (said, promised) => {
    expect(waitingReply(`${said}.`)).toBe(`${promised}. ${OFFLINE_SYNC_LINE}`);
  });
});
