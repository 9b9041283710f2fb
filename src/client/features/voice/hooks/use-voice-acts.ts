import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { localDayOf } from '@shared/local-day';
import type { VoiceAct, VoiceCommandResult } from '@shared/schemas/voice-command';
import type { Workout } from '@shared/schemas/workouts';
import type { VoiceDialogAction } from '@shared/voice/dialog/dialog';
import { readYesNo } from '@shared/voice/dialog/yes-no';
import { toast } from '@client/components/ui/use-toast';
import { apiJson, apiRequest } from '@client/lib/api';
import { relativeDay } from '@client/lib/formatting';
import { addSetByVoice } from '@client/lib/live-voice';
import { invalidateWorkoutData } from '@client/lib/query-keys';
import { commandStored } from '../api/invalidate-voice-writes';
import { useUndoVoiceResult } from '../api/undo-voice-result';
import {
  forgetUndoable,
  peekUndoable,
  rememberUndoable,
  type Undoable,
} from '../model/last-undoable';
import { recreateWorkoutBody } from '../model/recreate-workout';
import {
  AGAIN_LINE,
  deletedLine,
  deleteQuestion,
  deviceReply,
  heardQuestion,
  KEPT_LINE,
  NOTHING_TO_UNDO,
  restoredLine,
  storedName,
  type ActView,
} from '../model/voice-acts';

/** One command's turn in the dialog, as the session hands it over (use-voice-session). */
export interface ActTurn {
  /** The command is still the one on screen (not closed, retried or replaced). */
  current: () => boolean;
  dispatch: (action: VoiceDialogAction) => void;
  say: (text: string) => void;
  close: () => void;
  /** "Did you say …?" yes: the words sent again, confirmed. */
  resend: (text: string) => void;
  /** "Did you say …?" no: listen again (a spoken command) or back to the box (a typed one). */
  again: () => void;
}

const PROCESSED = 'Voice Command Processed';

/**
 * The acts the server answers with and the device carries out (issue 31 §3, §4): a question
 * ("Delete “Push Day” from today?", "Did you say …?") answered by a yes or no said, typed or
 * tapped; undo; starting a routine or the guided session; a set added to the live workout. A
 * refusal says why and is never shown as a success; nothing is deleted without a yes.
 */
export function useVoiceActs(user: { id: string; timeZone: string }) {
  const userId = user.id;
  const [view, setView] = useState<ActView | null>(null);
  const queryClient = useQueryClient();
  const undo = useUndoVoiceResult(userId);
  const [, navigate] = useLocation();

  /** What the device did, on screen (over the reducer's result) and said. */
  const tell = (
    turn: ActTurn,
    result: VoiceCommandResult,
    shown: { title: string; refused?: boolean; deleted?: Workout; done?: boolean },
  ) => {
    if (!turn.current()) return;
    setView({
      kind: 'told',
      result,
      title: shown.title,
      message: result.message,
      refused: shown.refused ?? false,
      ...(shown.deleted ? { deleted: { workout: shown.deleted, restore: 'idle' } } : {}),
    });
    turn.dispatch({ type: 'acted', result });
    turn.say(result.message);
    // SPEC §8's toast is for a command carried out: never a question, a "no" or a refusal.
    if (!shown.refused && shown.done !== false) toast({ title: PROCESSED });
  };

  /** The workout deleted by voice, stored again (POST /api/workouts, one key per deletion). */
  const restore = async (item: Extract<Undoable, { kind: 'deleted' }>) => {
    await apiJson<Workout>('POST', '/api/workouts', recreateWorkoutBody(item.workout), {
      'Idempotency-Key': item.key,
    });
    forgetUndoable(item);
    await invalidateWorkoutData(queryClient, userId);
  };

  const deleteWorkout = async (workout: Workout, turn: ActTurn) => {
    setView((v) => (v?.kind === 'askDelete' ? { ...v, busy: true } : v));
    try {
      // The route and refetches of the Workouts page's Delete.
      await apiRequest('DELETE', `/api/workouts/${workout.id}`);
    } catch (error) {
      void invalidateWorkoutData(queryClient, userId);
      const why =
        error instanceof Error && /^4\d\d/.test(error.message)
          ? 'it may be gone already'
          : 'check your connection and try again';
      return tell(turn, deviceReply('error', `I couldn't delete “${workout.name}”: ${why}. Nothing was changed.`), { title: "Couldn't delete", refused: true }); // prettier-ignore
    }
    rememberUndoable(userId, { kind: 'deleted', workout, key: crypto.randomUUID() });
    void invalidateWorkoutData(queryClient, userId);
    tell(turn, deviceReply('delete_workout', deletedLine(workout.name)), { title: 'Deleted', deleted: workout }); // prettier-ignore
  };

  /** "Undo that": the last thing voice stored or deleted on this device. */
  const undoLast = async (turn: ActTurn) => {
    const last = peekUndoable(userId);
    if (!last) return tell(turn, deviceReply('undo', NOTHING_TO_UNDO), { title: 'Nothing to undo', refused: true }); // prettier-ignore
    try {
      if (last.kind === 'stored') {
        await undo.mutateAsync(last.result);
        tell(turn, deviceReply('undo', `Undone: I removed ${storedName(last.result)}.`), { title: 'Undone' }); // prettier-ignore
      } else {
        await restore(last);
        tell(turn, deviceReply('undo', restoredLine(last.workout.name)), { title: 'Undone' });
      }
    } catch {
      tell(turn, deviceReply('error', "I couldn't undo that. Check your connection and try again."), { title: "Couldn't undo", refused: true }); // prettier-ignore
    }
  };

  const addSet = async (act: Extract<VoiceAct, { kind: 'add_set' }>, turn: ActTurn) => {
    const reply = await addSetByVoice(userId, act.set, act.exercise);
    if (reply.ok) {
      const line = reply.text
        ? `Added ${reply.text} to ${reply.exercise}.`
        : `Added a set to ${reply.exercise}: tick it when it's done.`;
      tell(turn, deviceReply('add_set', line), { title: 'Set added' });
    } else {
      tell(turn, deviceReply('error', reply.reason), { title: "Couldn't add the set", refused: true }); // prettier-ignore
    }
  };

  const ask = (turn: ActTurn, result: VoiceCommandResult, next: ActView, question: string) => {
    // The question is asked, not done: no toast (SPEC §8's is for a command carried out).
    setView(next);
    turn.dispatch({ type: 'answered', result });
    turn.say(`${question} Say yes or no.`);
  };

  return {
    view,
    /** A question waits for its yes or no. */
    asking: view?.kind === 'askDelete' || view?.kind === 'askHeard',

    /**
     * The server's answer, when it carries an act: carried out (true), and so not shown as an
     * ordinary result. An answer that arrives after the dialog moved on is dropped: nothing is
     * done that the person is no longer looking at.
     */
    take(result: VoiceCommandResult, turn: ActTurn): boolean {
      const act = result.act;
      if (!act) {
        // A late answer to a command the person moved on from leaves the screen as it is.
        if (turn.current()) setView(null);
        if (commandStored(result) && result.action !== 'error') {
          rememberUndoable(userId, { kind: 'stored', result });
        }
        return false;
      }
      if (!turn.current()) return true;
      switch (act.kind) {
        case 'confirm_delete': {
          const dayLabel = relativeDay(act.workout.day, localDayOf(new Date(), user.timeZone));
          const next = { kind: 'askDelete', result, workout: act.workout, dayLabel, busy: false } as const; // prettier-ignore
          ask(turn, result, next, deleteQuestion(act.workout.name, dayLabel));
          return true;
        }
        case 'did_you_say':
          ask(turn, result, { kind: 'askHeard', result, text: act.text, busy: false }, heardQuestion(act.text)); // prettier-ignore
          return true;
        case 'undo':
          void undoLast(turn);
          return true;
        case 'add_set':
          void addSet(act, turn);
          return true;
        case 'start_routine':
        case 'start_session':
          setView(null);
          turn.close();
          navigate(
            act.kind === 'start_session'
              ? '/workout-session'
              : act.routineId
                ? `/live-workout?routine=${encodeURIComponent(act.routineId)}`
                : '/live-workout?start=empty',
          );
          turn.say(result.message);
          toast({ title: PROCESSED, description: result.message });
          return true;
      }
    },

    /** Whether these words answer the question on screen (else they are a new command). */
    answers: (text: string) =>
      (view?.kind === 'askDelete' || view?.kind === 'askHeard') && !view.busy && readYesNo(text) !== null, // prettier-ignore

    /** A yes or no, said, typed or tapped, to the question on screen. */
    answer(said: string | boolean, turn: ActTurn) {
      const yes = typeof said === 'boolean' ? said : readYesNo(said) === 'yes';
      if (view?.kind === 'askDelete') {
        if (view.busy) return;
        if (yes) void deleteWorkout(view.workout, turn);
        else tell(turn, deviceReply('delete_workout', KEPT_LINE), { title: 'Kept it', done: false }); // prettier-ignore
      } else if (view?.kind === 'askHeard') {
        if (view.busy) return;
        if (yes) {
          setView(null);
          turn.resend(view.text);
        } else {
          if (!turn.current()) return;
          setView({ kind: 'again' });
          // Out of the answer's own processing first, so listening or the box can take over.
          turn.dispatch({ type: 'acted', result: deviceReply(view.result.action, AGAIN_LINE) });
          turn.again();
        }
      }
    },

    /** Undo on the "Deleted “Push Day”." card: the workout stored again. */
    async restoreDeleted(turn: ActTurn) {
      const last = peekUndoable(userId);
      const shown = view?.kind === 'told' ? view.deleted : undefined;
      if (!shown || shown.restore !== 'idle') return;
      const mark = (restore: 'idle' | 'busy' | 'done') =>
        setView((v) => (v?.kind === 'told' && v.deleted ? { ...v, deleted: { ...v.deleted, restore } } : v)); // prettier-ignore
      if (last?.kind !== 'deleted' || last.workout.id !== shown.workout.id) {
        // Already brought back ("undo that", or another tab of this page's life).
        mark('done');
        return;
      }
      mark('busy');
      try {
        await restore(last);
      } catch {
        mark('idle');
        toast({ title: 'Error', description: `Failed to bring back “${last.workout.name}”. Please try again.`, variant: 'destructive' }); // prettier-ignore
        return;
      }
      mark('done');
      const line = restoredLine(last.workout.name);
      setView((v) => (v?.kind === 'told' ? { ...v, title: 'Undone', message: line } : v));
      if (turn.current()) turn.say(line);
    },

    /** A new command: a question not answered is dropped (nothing deleted without a yes). */
    reset: () => setView(null),
  };
}

export type VoiceActs = ReturnType<typeof useVoiceActs>;
