import { describe, expect, it } from 'vitest';
import type { VoiceCommandResult } from '../../schemas/voice-command';
import {
  attemptBanner,
  canRetry,
  commandWrote,
  elapsedSeconds,
  initialVoiceDialog,
  reachedMaxDuration,
  retryLabel,
  shouldAutoStart,
  showTypingHint,
  voiceDialogReducer,
  type VoiceDialogAction,
  type VoiceDialogState,
} from './dialog';
import { voiceFailure } from './dialog-errors';

const run = (actions: VoiceDialogAction[], from: VoiceDialogState = initialVoiceDialog) =>
  actions.reduce(voiceDialogReducer, from);

const answer = (over: Partial<VoiceCommandResult> = {}): VoiceCommandResult => ({
  action: 'check_progress',
  message: "Here's your progress update.",
  workout: null,
  goal: null,
  bodyWeight: null,
  ...over,
});

const recorded: VoiceDialogAction[] = [
  { type: 'start' },
  { type: 'recordingStarted' },
  { type: 'tick', elapsedMs: 2300, level: 0.4 },
  { type: 'recordingStopped', sizeBytes: 90 * 1024 },
];
const audioFailed: VoiceDialogAction = {
  type: 'failed',
  failure: voiceFailure({ category: 'audio_quality' }),
};

describe('voice dialog states (SPEC §4)', () => {
  it('goes ready → recording → processing audio → processing command → result', () => {
    const phases = [
      ...recorded,
      { type: 'commandSent', text: 'four sets of nine pull ups' } as const,
      { type: 'answered', result: answer() } as const,
    ].reduce<string[]>(
      (acc, action, i, all) => [...acc, run(all.slice(0, i + 1) as VoiceDialogAction[]).phase],
      [],
    );
    expect(phases).toEqual([
      'starting',
      'recording',
      'recording',
      'processingAudio',
      'processingCommand',
      'result',
    ]);
  });

  it('shows elapsed time and level while recording, and rates the audio when it stops', () => {
    const recording = run(recorded.slice(0, 3));
    expect(recording).toMatchObject({ elapsedMs: 2300, level: 0.4 });
    expect(run(recorded)).toMatchObject({ quality: 'good', level: 0 });
  });

  it('never sends a zero-size recording: it fails with the recorder text', () => {
    const state = run([...recorded.slice(0, 2), { type: 'recordingStopped', sizeBytes: 0 }]);
    expect(state.phase).toBe('result');
    expect(state.outcome).toMatchObject({
      kind: 'error',
      failure: { message: 'Recording failed. Please check your microphone and try again.' },
    });
  });

  it("the device's recogniser stopping goes to processing with no size to rate (issue 31 §1)", () => {
    const listened = [...recorded.slice(0, 3), { type: 'listeningStopped' } as const];
    expect(run(listened)).toMatchObject({ phase: 'processingAudio', quality: null, level: 0 });
    const sent = run([...listened, { type: 'commandSent', text: 'ran 2 miles' }]);
    expect(sent).toMatchObject({ phase: 'processingCommand', heard: 'ran 2 miles' });
    // Only from recording: a stop that comes late changes nothing.
    expect(run([{ type: 'listeningStopped' }]).phase).toBe('ready');
  });

  it('a successful answer is Success!, with what was heard', () => {
    const state = run([
      ...recorded,
      { type: 'commandSent', text: 'how is my week going' },
      { type: 'answered', result: answer() },
    ]);
    expect(state.heard).toBe('how is my week going');
    expect(state.outcome).toMatchObject({ kind: 'success', undone: false });
  });

  it("the interpreter's error answer is a failed attempt with its reply", () => {
    const result = answer({
      action: 'error',
      message: "I didn't understand that. Please try again.",
    });
    const state = run([
      { type: 'commandSent', text: 'purple elephant' },
      { type: 'answered', result },
    ]);
    expect(state.outcome).toMatchObject({
      kind: 'error',
      failure: { message: "I didn't understand that. Please try again.", shouldRetry: true },
      result,
    });
    expect(canRetry(state)).toBe(true);
  });

  it('typing skips the microphone and the transcription', () => {
    const typing = run([{ type: 'typeInstead' }]);
    expect(typing.phase).toBe('typing');
    expect(shouldAutoStart(typing)).toBe(false);
    expect(run([{ type: 'commandSent', text: 'ran 2 miles' }], typing).phase).toBe(
      'processingCommand',
    );
    expect(run([{ type: 'useMicrophone' }], typing).phase).toBe('ready');
  });

  it('ignores answers and failures that arrive when nothing is in flight', () => {
    expect(run([{ type: 'answered', result: answer() }])).toEqual(initialVoiceDialog);
    expect(run([audioFailed])).toEqual(initialVoiceDialog);
    expect(run([{ type: 'tick', elapsedMs: 100, level: 1 }])).toEqual(initialVoiceDialog);
  });

  it('does not start twice or send while recording', () => {
    const recording = run(recorded.slice(0, 2));
    expect(run([{ type: 'start' }], recording)).toBe(recording);
    expect(run([{ type: 'commandSent', text: 'x' }], recording)).toBe(recording);
    expect(run([{ type: 'typeInstead' }], run(recorded)).phase).toBe('processingAudio');
  });

  it('Undo marks the stored result as taken back', () => {
    const done = run([
      { type: 'commandSent', text: 'x' },
      { type: 'answered', result: answer() },
    ]);
    expect(run([{ type: 'undone' }], done).outcome).toMatchObject({ undone: true });
    expect(run([{ type: 'undone' }])).toEqual(initialVoiceDialog);
  });

  it('reset returns to the opening state', () => {
    expect(run([...recorded, audioFailed, { type: 'retry' }, { type: 'reset' }])).toEqual(
      initialVoiceDialog,
    );
  });
});

describe('retry policy (SPEC §4)', () => {
  const attempt = (state: VoiceDialogState) => run([...recorded, audioFailed], state);

  it('offers 3 retries with their labels and banners, then none', () => {
    let state = attempt(initialVoiceDialog);
    const seen: [string, string | null][] = [];
    while (canRetry(state)) {
      seen.push([retryLabel(state.retries), attemptBanner(state.retries + 1)]);
      state = attempt(run([{ type: 'retry' }], state));
    }
    expect(seen).toEqual([
      ['Try Again', 'Try speaking more clearly'],
      ['Try Again (Speak Clearly)', 'Speak closer to your microphone'],
      ['Last Attempt', 'Consider using manual input instead'],
    ]);
    expect(state.retries).toBe(3);
    expect(run([{ type: 'retry' }], state)).toBe(state);
    expect(showTypingHint(state)).toBe(true);
  });

  it('a retry restarts from ready (auto-start) and keeps the count', () => {
    const retried = run([...recorded, audioFailed, { type: 'retry' }]);
    expect(retried).toMatchObject({ phase: 'ready', retries: 1, outcome: null, quality: null });
    expect(shouldAutoStart(retried)).toBe(true);
    expect(shouldAutoStart(retried, true)).toBe(false); // not over the coach's voice
  });

  it('no retry when the server says not to (quota_exceeded)', () => {
    const quota = voiceFailure({ category: 'quota_exceeded' });
    const state = run([...recorded, { type: 'failed', failure: quota }]);
    expect(canRetry(state)).toBe(false);
    expect(showTypingHint(state)).toBe(true);
  });

  it('no retry and no hint after a success', () => {
    const state = run([
      { type: 'commandSent', text: 'x' },
      { type: 'answered', result: answer() },
    ]);
    expect(canRetry(state)).toBe(false);
    expect(showTypingHint(state)).toBe(false);
  });

  it.each([
    [0, null],
    [1, null],
    [2, 'Try speaking more clearly'],
    [3, 'Speak closer to your microphone'],
    [4, 'Consider using manual input instead'],
    [9, 'Consider using manual input instead'],
  ])('attempt %i banner: %j', (attemptNumber, banner) => {
    expect(attemptBanner(attemptNumber - 1)).toBe(banner);
  });

  it.each([
    [0, 'Try Again'],
    [1, 'Try Again (Speak Clearly)'],
    [2, 'Last Attempt'],
  ])('after %i retries the button reads %j', (retries, label) => {
    expect(retryLabel(retries)).toBe(label);
  });
});

describe('recording clock (SPEC §9)', () => {
  it.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [29_999, 29],
    [-5, 0],
  ])('%i ms shows %i s', (ms, s) => {
    expect(elapsedSeconds(ms)).toBe(s);
  });

  it('stops at 30 s', () => {
    expect(reachedMaxDuration(29_900)).toBe(false);
    expect(reachedMaxDuration(30_000)).toBe(true);
  });
});

describe('commandWrote', () => {
  it('is true when a workout or goal was stored', () => {
    expect(commandWrote(answer())).toBe(false);
    expect(commandWrote(answer({ goal: {} as VoiceCommandResult['goal'] }))).toBe(true);
    expect(commandWrote(answer({ workout: {} as VoiceCommandResult['workout'] }))).toBe(true);
  });
});
