import { describe, expect, it } from 'vitest';
import { VOICE_ERROR_TEXT } from '@shared/voice/dialog/dialog-errors';
import { ApiError } from '@client/lib/api';
import { commandFailure } from './send-voice-command';

const refusal = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message }), 'Refused');

describe('commandFailure', () => {
  it.each([
    [
      "the plan's quota keeps the server's words and is not retried",
      refusal(429, 'You have used all 20 voice workouts of your Free plan this month.'),
      {
        category: 'plan',
        message: 'You have used all 20 voice workouts of your Free plan this month.',
        shouldRetry: false,
      },
    ],
    [
      'a 429 that names no plan is the service being busy',
      refusal(429, 'Too many requests: try again in 5 seconds.'),
      { category: 'quota_exceeded', message: VOICE_ERROR_TEXT.quota_exceeded, shouldRetry: false },
    ],
    [
      'another refusal keeps its words',
      refusal(400, 'voiceText: is required'),
      { category: 'other', message: 'voiceText: is required', shouldRetry: true },
    ],
  ])('%s', (_, error, expected) => {
    expect(commandFailure(error)).toEqual(expected);
  });
});
