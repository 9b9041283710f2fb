import { describe, expect, it } from 'vitest';
import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import { initialVoiceDialog, voiceDialogReducer } from '@shared/voice/dialog/dialog';
import { interpret } from '@shared/voice/interpret/interpret';
import { notYetReply } from '@shared/voice/interpret/not-yet';
import { commandExamples, notUnderstood, viewCopy, voiceView } from './voice-copy';

const NOW = new Date('2026-03-11T12:00:00Z');
const answer = (o: Partial<VoiceCommandResult>): VoiceCommandResult => ({
  action: 'error',
  message: "I didn't understand that. Please try again.",
  workout: null,
  goal: null,
  bodyWeight: null,
  ...o,
});
const answered = (result: VoiceCommandResult) =>
  voiceDialogReducer(
    voiceDialogReducer(
      { ...initialVoiceDialog, phase: 'typing' },
      { type: 'commandSent', text: 'x' },
    ),
    { type: 'answered', result },
  );

describe('what works, after I did not understand (issue 8)', () => {
  it.each(['mi', 'km'] as const)('offers three examples the interpreter acts on (%s)', (unit) => {
    const examples = commandExamples(unit);
    expect(examples).toHaveLength(3);
    const actions = examples.map((e) => interpret(e, NOW, 'UTC').action);
    expect(actions).toEqual(['log_workout', 'check_progress', 'get_suggestion']);
  });

  it('speaks the user distance unit', () => {
    expect(commandExamples('km')[0]).toMatch(/km/);
    expect(commandExamples('mi')[0]).toMatch(/miles/);
  });

  it('tells "understood as nothing" from "understood but refused"', () => {
    expect(notUnderstood(answer({}))).toBe(true);
    expect(notUnderstood(answer({ message: "I couldn't log that workout: the sets is out of range. Please try again." }))).toBe(false); // prettier-ignore
    expect(notUnderstood(answer({ action: 'check_progress', message: 'Fine.' }))).toBe(false);
  });

  it('titles it as not understood rather than Error', () => {
    expect(viewCopy('result', answered(answer({}))).title).toBe("I didn't understand");
    const refused = answered(
      answer({ message: "I couldn't set that goal: the target is missing." }),
    );
    expect(viewCopy('result', refused)).toEqual({
      title: 'Error',
      description: "I couldn't set that goal: the target is missing.",
    });
  });

  it('shows an answer of an action it does not know as a plain success', () => {
    const odd = answered(answer({ action: 'dance' as never, message: 'Sure.' }));
    expect(viewCopy('result', odd)).toEqual({ title: 'Success!', description: 'Sure.' });
  });
});

describe('a device without a microphone (issue 8)', () => {
  it('types instead, with no start failure', () => {
    const typing = voiceDialogReducer(initialVoiceDialog, { type: 'typeInstead' });
    expect(voiceView(typing, 'missing')).toBe('noMicrophone');
    expect(viewCopy('noMicrophone', typing).description).toMatch(/No microphone found/);
    expect(voiceView(initialVoiceDialog, 'unsupported')).toBe('unsupported');
    expect(voiceView(initialVoiceDialog, 'present')).toBe('ready');
  });
});

describe('a change voice cannot make yet (issue 26 §10)', () => {
  it('is titled as not possible by voice yet, never as success', () => {
    // (Deleting a workout is done by voice since issue 31; a goal is not yet.)
    const said = interpret('delete my goal', NOW, 'UTC');
    expect(said.action).toBe('error');
    const message = notYetReply('delete', 'goal');
    const copy = viewCopy('result', answered(answer({ message })));
    expect(copy).toEqual({ title: 'Not by voice yet', description: message });
  });
});

describe('offline (issue 28 §4)', () => {
  const kept = answered(
    answer({ action: 'log_weight', message: "Got it! I'll log your weight: 80 kg. I'll sync…" }),
  );

  it.each([
    [
      'pending',
      undefined,
      'Saved — waiting to sync',
      "Got it! I'll log your weight: 80 kg. I'll sync…",
    ],
    ['synced', undefined, 'Success!', 'Got it! I logged your weight: 80 kg.'],
    [
      'refused',
      'You have used all 20 voice workouts of your Free plan this month.',
      "Couldn't sync",
      'You have used all 20 voice workouts of your Free plan this month.',
    ],
    ['discarded', undefined, 'Discarded', "You discarded it, so it won't be logged."],
  ] as const)('a kept command that is %s', (status, reason, title, description) => {
    const result = { message: 'Got it! I logged your weight: 80 kg.' };
    expect(viewCopy('result', kept, { queued: { status, reason, result } })).toEqual({
      title,
      description,
    });
  });

  it('the typing box says typing works offline', () => {
    const typing = { ...initialVoiceDialog, phase: 'typing' as const };
    expect(viewCopy('typing', typing, { offline: true }).description).toMatch(
      /^You're offline\. Typing works offline/,
    );
    expect(viewCopy('noMicrophone', typing, { offline: true }).description).toMatch(
      /^You're offline\./,
    );
  });

  it('what needs the network is titled as being offline', () => {
    const state = voiceDialogReducer(
      voiceDialogReducer(
        { ...initialVoiceDialog, phase: 'typing' },
        { type: 'commandSent', text: 'x' },
      ),
      {
        type: 'failed',
        failure: { category: 'offline', message: 'I need a connection.', shouldRetry: false },
      },
    );
    expect(viewCopy('result', state)).toEqual({
      title: "You're offline",
      description: 'I need a connection.',
    });
  });
});
