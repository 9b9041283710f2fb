import { describe, expect, it } from 'vitest';
import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import type { Workout } from '@shared/schemas/workouts';
import { initialVoiceDialog, voiceDialogReducer } from '@shared/voice/dialog/dialog';
import { forgetUndoable, peekUndoable, rememberUndoable } from './last-undoable';
import { actCopy, actShown, deleteQuestion, deviceReply, type ActView } from './voice-acts';

const workout = { id: 'w1', name: 'Push Day', day: '2026-11-27' } as Workout;
const asked: VoiceCommandResult = {
  ...deviceReply('delete_workout', 'Delete it?'),
  act: { kind: 'confirm_delete', workout },
};

describe('the acts the dialog shows', () => {
  it('asks which workout and which day', () => {
    expect(deleteQuestion('Push Day', 'Today')).toBe('Delete “Push Day” from today?');
    expect(deleteQuestion('Push Day', 'Yesterday')).toBe('Delete “Push Day” from yesterday?');
    expect(deleteQuestion('Run', 'Tue, Nov 24')).toBe('Delete “Run” from Tue, Nov 24?');
  });

  it('keeps a question up while its answer is listened for, and drops it for another result', () => {
    const ask: ActView = { kind: 'askDelete', result: asked, workout, dayLabel: 'Today', busy: false }; // prettier-ignore
    expect(actShown(ask, asked, true)).toBe(true);
    expect(actShown(ask, undefined, false)).toBe(true); // recording the yes
    expect(actShown(ask, null, true)).toBe(false); // the recording failed: its reason shows
    expect(actCopy(ask).title).toBe('Delete “Push Day” from today?');
  });

  it('shows what was done only with its own result', () => {
    const result = deviceReply('undo', "There's nothing to undo.");
    const told: ActView = { kind: 'told', result, title: 'Nothing to undo', message: result.message, refused: true }; // prettier-ignore
    expect(actShown(told, result, true)).toBe(true);
    expect(actShown(told, asked, true)).toBe(false);
    expect(actShown(told, undefined, false)).toBe(false);
    expect(actCopy(told)).toEqual({ title: 'Nothing to undo', description: "There's nothing to undo." }); // prettier-ignore
  });

  it("the reducer shows a button's outcome from any phase, without 'You said'", () => {
    const listening = voiceDialogReducer(
      { ...initialVoiceDialog, heard: 'yes' },
      { type: 'start' },
    );
    const done = voiceDialogReducer(listening, { type: 'acted', result: deviceReply('delete_workout', 'Deleted “Push Day”.') }); // prettier-ignore
    expect(done.phase).toBe('result');
    expect(done.heard).toBeNull();
    expect(done.outcome).toMatchObject({ kind: 'success', undone: false });
    const typing = voiceDialogReducer(listening, { type: 'typeInstead' });
    const said = voiceDialogReducer(typing, { type: 'commandSent', text: 'yes' });
    expect(voiceDialogReducer(said, { type: 'acted', result: deviceReply('delete_workout', 'Kept it.') }).heard).toBe('yes'); // prettier-ignore
  });
});

describe('the last undoable thing', () => {
  it('is kept per user until used up', () => {
    const stored = { ...deviceReply('log_workout', 'Logged.'), workout };
    rememberUndoable('u1', { kind: 'stored', result: stored });
    expect(peekUndoable('u2')).toBeNull();
    expect(peekUndoable('u1')).toMatchObject({ kind: 'stored' });
    forgetUndoable(deviceReply('log_workout', 'another'));
    expect(peekUndoable('u1')).not.toBeNull();
    forgetUndoable(stored);
    expect(peekUndoable('u1')).toBeNull();
  });
});
