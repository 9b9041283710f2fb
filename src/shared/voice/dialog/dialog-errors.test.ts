import { describe, expect, it } from 'vitest';
import { POOR_AUDIO_HINT, qualityHint, rateAudioQuality } from './audio-quality';
import {
  checkTranscription,
  classifyVoiceError,
  recordingErrorText,
  startFailedText,
  VOICE_ERROR_TEXT,
  voiceFailure,
} from './dialog-errors';

const AUDIO = "Audio wasn't clear enough. Please speak louder and closer to your microphone";
const NETWORK = 'Connection issue. Please check your internet and try again';
const QUOTA = 'Service temporarily unavailable. Please try again in a moment';
const DEFAULT = "Sorry, I couldn't process that audio. Please try speaking more clearly.";

describe('classifyVoiceError (SPEC §8 "containing" rules)', () => {
  it.each([
    ['Transcription failed: 500 Internal Server Error', 'audio_quality'],
    ['Transcription too short or empty. Please speak more clearly.', 'audio_quality'],
    ['Network request failed', 'network_error'],
    ['lost CONNECTION to server', 'network_error'],
    ['quota exceeded for this month', 'quota_exceeded'],
    ['Rate limit reached', 'quota_exceeded'],
    ['something odd', null],
    ['', null],
  ])('%j → %s', (text, category) => {
    expect(classifyVoiceError(text)).toBe(category);
  });
});

describe('voiceFailure (SPEC §8 texts by category)', () => {
  it.each([
    [{ category: 'audio_quality' }, AUDIO, true],
    [{ category: 'network_error', error: 'fetch' }, NETWORK, true],
    [{ category: 'quota_exceeded' }, QUOTA, false],
    [{ category: 'quota_exceeded', shouldRetry: true }, QUOTA, false],
    [{ error: 'Transcription failed: 502 Bad Gateway' }, AUDIO, true],
    [{ error: 'network down' }, NETWORK, true],
    [{ error: 'rate limit' }, QUOTA, false],
    [{ error: 'boom' }, DEFAULT, true],
    [{}, DEFAULT, true],
    [{ error: 'boom', shouldRetry: false }, DEFAULT, false],
    [{ category: 'audio_quality', shouldRetry: false }, AUDIO, false],
  ])('%j shows %j (retry %s)', (input, message, retry) => {
    const failure = voiceFailure(input);
    expect(failure.message).toBe(message);
    expect(failure.shouldRetry).toBe(retry);
  });

  it("an unknown category keeps the server's own explanation", () => {
    const failure = voiceFailure({
      category: 'engine_unavailable',
      error: 'Speech recognition is not installed on this server.',
      shouldRetry: false,
    });
    expect(failure).toEqual({
      category: 'other',
      message: 'Speech recognition is not installed on this server.',
      shouldRetry: false,
    });
  });

  it('a known category wins over the words of the error', () => {
    expect(voiceFailure({ category: 'network_error', error: 'empty' }).message).toBe(NETWORK);
  });

  it('recorder texts carry the reason', () => {
    expect(startFailedText('Permission denied')).toBe(
      'Failed to start recording: Permission denied',
    );
    expect(recordingErrorText('device lost')).toBe('Recording error: device lost');
    expect(VOICE_ERROR_TEXT.recordingFailed).toBe(
      'Recording failed. Please check your microphone and try again.',
    );
    expect(VOICE_ERROR_TEXT.unsupported).toBe('Audio recording is not supported in this browser.');
  });
});

describe('checkTranscription (SPEC §5: at least 3 characters after trimming)', () => {
  it.each([
    ['', false],
    ['   ', false],
    [' hi ', false],
    ['run', true],
    ['3 sets of push ups', true],
  ])('%j accepted: %s', (text, ok) => {
    const failure = checkTranscription(text);
    expect(failure === null).toBe(ok);
    if (failure) expect(failure.message).toBe(AUDIO);
  });

  it('treats a missing transcription as empty', () => {
    expect(checkTranscription(undefined)?.category).toBe('audio_quality');
  });
});

describe('rateAudioQuality (SPEC §4, thresholds 50/200/800 KB)', () => {
  const kb = (n: number) => n * 1024;
  it.each([
    [0, 'poor'],
    [kb(49.9), 'poor'],
    [kb(50), 'good'],
    [kb(200), 'good'],
    [kb(200) + 1, 'excellent'],
    [kb(799), 'excellent'],
    [kb(800), 'good'],
    [kb(5000), 'good'],
  ])('%i bytes is %s', (bytes, quality) => {
    expect(rateAudioQuality(bytes)).toBe(quality);
  });

  it('only poor audio brings advice', () => {
    expect(qualityHint('poor')).toBe(POOR_AUDIO_HINT);
    expect(POOR_AUDIO_HINT).toBe('Try speaking louder or closer to microphone');
    expect(qualityHint('good')).toBeNull();
    expect(qualityHint('excellent')).toBeNull();
    expect(qualityHint(null)).toBeNull();
  });
});
