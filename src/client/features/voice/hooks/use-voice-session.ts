import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import type { VoiceCommandResult } from '@shared/schemas/voice-command';
import {
  canStart,
  initialVoiceDialog,
  reachedMaxDuration,
  shouldAutoStart,
  voiceDialogReducer,
  VOICE_LIMITS,
} from '@shared/voice/dialog/dialog';
import {
  checkTranscription,
  offlineFailure,
  recordingErrorText,
  recordingFailure,
  startFailedText,
  voiceFailure,
  type VoiceFailure,
} from '@shared/voice/dialog/dialog-errors';
import type { User } from '@shared/schemas/users';
import { toast } from '@client/components/ui/use-toast';
import {
  errorReason,
  hasMicrophone,
  isNoMicrophone,
  startRecording,
  type Recording,
} from '@client/lib/audio/recorder';
import { transcribeAudio } from '@client/lib/audio/transcribe';
import { loadWavRecorder } from '@client/lib/audio/wav-recorder';
import { isOffline, useConnectivity } from '@client/lib/connectivity';
import { outbox, OutboxFullError, OutboxSignedOutError } from '@client/lib/outbox';
import {
  commandFailure,
  invalidateVoiceWrites,
  isNetworkError,
  sendVoiceCommand,
} from '../api/send-voice-command';
import { useUndoVoiceResult } from '../api/undo-voice-result';
import { loadOfflineCommands, prefetchOfflineCommands } from '../offline/load-offline';
import {
  OFFLINE_RECORDING,
  OFFLINE_UNAVAILABLE,
  type CommandSource,
  type MicState,
} from '../model/voice-copy';
import type { DeviceCapture, DeviceRecogniser, SpokenExtras } from './use-device-recogniser';
import { useQueuedCommand } from './use-queued-command';
import { useVoiceActs, type ActTurn } from './use-voice-acts';

interface VoiceSessionOptions {
  /** Who speaks: the bodies name them, and replies and weigh-ins use their units and zone. */
  user: Pick<User, 'id' | 'weightUnit' | 'distanceUnit' | 'timeZone'>;
  /** False in a browser that cannot record: no auto-start, typing only. */
  canRecord: boolean;
  say: (text: string) => void;
  /** The coach is talking: recording waits, so the microphone does not pick the reply up. */
  speaking: boolean;
  stopSpeaking: () => void;
  close: () => void;
  /** Issue 31 §1: the browser's own recogniser, which listens instead of the recorder when in use. */
  device?: DeviceRecogniser;
}

/**
 * The voice dialog's side effects around the pure reducer: microphone, upload, command, speech.
 * Every attempt gets a number; work that finishes after the user moved on (closed, retried,
 * typed instead) sees a newer number and drops its result rather than overwrite the screen.
 */
export function useVoiceSession({
  user,
  canRecord,
  say,
  speaking,
  stopSpeaking,
  close,
  device,
}: VoiceSessionOptions) {
  const [state, dispatch] = useReducer(voiceDialogReducer, initialVoiceDialog);
  // Issue 8: a device without a microphone gets the typing box, never a start failure.
  const [mic, setMic] = useState<MicState>(canRecord ? 'checking' : 'unsupported');
  const [source, setSource] = useState<CommandSource | null>(null);
  const userId = user.id;
  const queryClient = useQueryClient();
  const undo = useUndoVoiceResult(userId);
  const queue = useQueuedCommand();
  const acts = useVoiceActs(user);
  // Issue 28 §4: with no network, recording (transcribed on the server) gives way to typing,
  // unless the device recognises speech itself (issue 31 §1): then it is heard as before and the
  // words are read on the device like typed ones.
  const offline = !useConnectivity().online && device?.choice !== 'local';
  const recording = useRef<Recording | null>(null);
  const deviceRun = useRef<DeviceCapture | null>(null);
  const attempt = useRef(0);

  const abandon = () => {
    attempt.current += 1;
    recording.current?.cancel();
    recording.current = null;
    deviceRun.current?.cancel();
    deviceRun.current = null;
  };

  const noMicrophone = () => {
    setMic('missing');
    dispatch({ type: 'typeInstead' });
  };

  /** The server's answer (or the same answer given on the device), shown and spoken. */
  const showResult = (result: VoiceCommandResult, id: number) => {
    // What was stored is stored even if the dialog closed meanwhile: refresh and say so. The
    // toast carries the reply only then; an open dialog shows it, and a long toast would cover it.
    void invalidateVoiceWrites(queryClient, userId, result);
    const onScreen = id === attempt.current;
    // Issue 31: an act is carried out by the device (use-voice-acts), its toast only once done.
    if (acts.take(result, turn(id))) return;
    if (result.action !== 'error') {
      toast({
        title: 'Voice Command Processed',
        description: onScreen ? undefined : result.message,
      });
    }
    if (!onScreen) return;
    if (result.action === 'end_session') {
      close(); // SPEC §4: end_session closes the dialog immediately; the goodbye is still spoken
    } else {
      dispatch({ type: 'answered', result });
    }
    say(result.message);
  };

  /** A command's turn as the acts see it (issue 31 §3, §4). */
  const turn = (id: number): ActTurn => ({
    current: () => id === attempt.current,
    dispatch,
    say,
    close,
    resend: (text) => void runCommand(text, id, source ?? 'typed', undefined, true),
    again: () => (source === 'spoken' && mic === 'present' && !offline ? void start() : dispatch({ type: 'typeInstead' })), // prettier-ignore
  });

  const runCommand = async (
    text: string,
    id: number,
    from: CommandSource,
    spoken?: SpokenExtras,
    confirmed = false,
  ) => {
    setSource(from);
    queue.forget();
    dispatch({ type: 'commandSent', text });
    // A yes or no to the question on screen is its answer, not a new command (use-voice-acts).
    if (acts.answers(text)) return acts.answer(text, turn(id));
    acts.reset();
    // One key and one instant for the command, online or kept: a send that failed after it
    // reached the server is not logged twice when the outbox sends it again.
    const key = crypto.randomUUID();
    const spokenAt = new Date();
    if (isOffline()) return runOnDevice(text, id, key, spokenAt);
    let result: VoiceCommandResult;
    try {
      result = await sendVoiceCommand(text, userId, { key, spokenAt, ...spoken, confirmed });
    } catch (error) {
      if (isNetworkError(error)) return runOnDevice(text, id, key, spokenAt);
      if (id === attempt.current) dispatch({ type: 'failed', failure: commandFailure(error) });
      return;
    }
    showResult(result, id);
  };

  /**
   * Issue 28 §4: no network, so the command is read on the device by the server's interpreter.
   * A log, a weigh-in or a goal goes to the outbox and shows as waiting to sync; a refusal or a
   * sentence not understood is answered as the server would; a question needs the server.
   */
  const runOnDevice = async (text: string, id: number, key: string, spokenAt: Date) => {
    let offlineCommands;
    try {
      offlineCommands = await loadOfflineCommands();
    } catch {
      if (id === attempt.current) {
        dispatch({ type: 'failed', failure: offlineFailure(OFFLINE_UNAVAILABLE) });
      }
      return;
    }
    const speaker = { ...user, id: userId };
    const answer = offlineCommands.offlineCommand(text, speaker, spokenAt);
    if (answer.kind === 'reply') return showResult(answer.result, id);
    if (answer.kind === 'needsConnection') {
      // The page may think itself offline after a read served from the cache: ask anyway.
      if (navigator.onLine) {
        try {
          return showResult(await sendVoiceCommand(text, userId, { key, spokenAt }), id);
        } catch (error) {
          if (!isNetworkError(error)) {
            if (id === attempt.current) dispatch({ type: 'failed', failure: commandFailure(error) }); // prettier-ignore
            return;
          }
        }
      }
      if (id !== attempt.current) return;
      dispatch({ type: 'failed', failure: offlineFailure(answer.reply) });
      say(answer.reply);
      return;
    }
    let outcome;
    try {
      outcome = await outbox.submit<VoiceCommandResult>({ ...answer.input, key });
    } catch (error) {
      if (id === attempt.current) dispatch({ type: 'failed', failure: keepFailure(error) });
      return;
    }
    // The network was there after all: the server answered as for any command.
    if (outcome.status === 'sent') return showResult(outcome.data, id);
    // The open dialog says it (title, reply, card); a toast then would only cover it.
    if (id !== attempt.current) {
      toast({ title: 'Saved on this device', description: answer.reply });
      return;
    }
    queue.track(outcome.write, answer.input.preview, answer.input.body.spokenAt);
    dispatch({
      type: 'answered',
      result: { action: answer.action, message: answer.reply, workout: null, goal: null, bodyWeight: null }, // prettier-ignore
    });
    say(answer.reply);
  };

  const transcribeAndRun = async (audio: Blob, id: number) => {
    try {
      const answer = await transcribeAudio(audio);
      if (id !== attempt.current) return;
      // The recording could not reach the server: say that typing works offline.
      if (!answer.success && answer.category === 'network_error' && isOffline()) {
        dispatch({ type: 'failed', failure: offlineFailure(OFFLINE_RECORDING) });
        return;
      }
      if (!answer.success) {
        const { error, originalError, category, shouldRetry } = answer;
        dispatch({ type: 'failed', failure: voiceFailure({ error: error ?? originalError, category, shouldRetry }) }); // prettier-ignore
        return;
      }
      const text = answer.transcription?.text ?? '';
      const tooShort = acts.answers(text) ? null : checkTranscription(text); // "no" answers a question
      if (tooShort) dispatch({ type: 'failed', failure: tooShort });
      else await runCommand(text.trim(), id, 'spoken');
    } catch (error) {
      if (id !== attempt.current) return;
      // transcribeAudio throws "Network error: …" when the request never reached the server.
      if (isOffline() || isNetworkError(error instanceof Error ? error.cause : error)) {
        dispatch({ type: 'failed', failure: offlineFailure(OFFLINE_RECORDING) });
      } else dispatch({ type: 'failed', failure: voiceFailure({ error: errorReason(error) }) }); // prettier-ignore
    }
  };

  const stop = async () => {
    if (deviceRun.current) return deviceRun.current.stop(); // its words come as its outcome
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    const id = attempt.current;
    const audio = await current.stop();
    if (id !== attempt.current) return;
    dispatch({ type: 'recordingStopped', sizeBytes: audio.size });
    // SPEC §5: a zero-size recording is never sent (the reducer shows the recorder failure).
    if (audio.size > 0) await transcribeAndRun(audio, id);
  };

  const start = async () => {
    if (!canRecord || mic === 'missing' || !canStart(state)) return;
    abandon();
    const id = attempt.current;
    stopSpeaking();
    dispatch({ type: 'start' });
    if (device?.inUse) return listenOnDevice(id);
    await record(id);
  };

  /** Issue 31 §1: the browser recognises instead of the recorder; what it heard is sent as typed. */
  const listenOnDevice = (id: number) => {
    const mine = () => id === attempt.current;
    deviceRun.current = device!.capture({
      started: () => void (mine() && dispatch({ type: 'recordingStarted' })),
      tick: (elapsedMs, level) => void (mine() && dispatch({ type: 'tick', elapsedMs, level })),
      stopped: () => void (mine() && dispatch({ type: 'listeningStopped' })),
      failed: (failure) => void (mine() && dispatch({ type: 'failed', failure })),
      heard: (text, spoken) => {
        if (!mine()) return;
        const tooShort = acts.answers(text) ? null : checkTranscription(text); // "no" answers a question
        if (tooShort) dispatch({ type: 'failed', failure: tooShort });
        else void runCommand(text.trim(), id, 'spoken', spoken);
      },
      fallBack: () => {
        if (!mine()) return;
        deviceRun.current = null;
        void record(id);
      },
    });
  };

  /** The server's recogniser: record, then upload to POST /api/transcribe on stop. */
  const record = async (id: number) => {
    try {
      const started = await startRecording({
        onTick: (elapsedMs, level) => {
          if (id !== attempt.current) return;
          dispatch({ type: 'tick', elapsedMs, level });
          if (reachedMaxDuration(elapsedMs)) void stop(); // SPEC §9: 30 s at most
        },
        onError: (reason) => {
          if (id !== attempt.current) return;
          abandon();
          dispatch({ type: 'failed', failure: recordingFailure(recordingErrorText(reason)) });
        },
      });
      if (id !== attempt.current) return started.cancel();
      recording.current = started;
      dispatch({ type: 'recordingStarted' });
    } catch (error) {
      if (id !== attempt.current) return;
      if (isNoMicrophone(error)) noMicrophone();
      else dispatch({ type: 'failed', failure: recordingFailure(startFailedText(errorReason(error))) }); // prettier-ignore
    }
  };

  const sendText = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    abandon();
    stopSpeaking();
    void runCommand(trimmed, attempt.current, 'typed');
  };

  // SPEC §4: recording starts by itself 500 ms after opening (or a retry) when nothing else is
  // going on; typing, processing and results never auto-start.
  const autoStart = useEffectEvent(() => void start());
  const autoStartDue =
    mic === 'present' && !offline && !device?.pending && shouldAutoStart(state, speaking);

  // Offline, the opening screen (about to record) becomes the typing box: typing works offline.
  // Not before the browser said whether it recognises on the device (2 s at most).
  const checked = device?.choice !== 'checking';
  useEffect(() => {
    if (offline && checked && state.phase === 'ready') dispatch({ type: 'typeInstead' });
  }, [offline, checked, state.phase]);
  useEffect(() => {
    if (!autoStartDue) return;
    const timer = setTimeout(autoStart, VOICE_LIMITS.autoStartDelayMs);
    return () => clearTimeout(timer);
  }, [autoStartDue]);

  // Fetch the WAV encoder and look for a microphone while the auto-start delay runs; closing
  // drops the microphone at once.
  useEffect(() => {
    let open = true;
    // The on-device interpreter, ready before the network goes (load-offline.ts says why).
    prefetchOfflineCommands();
    if (canRecord) {
      void loadWavRecorder();
      void hasMicrophone().then((present) => {
        if (!open) return;
        if (present) setMic('present');
        else noMicrophone();
      });
    }
    return () => {
      open = false;
      abandon();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount/unmount only
  }, []);

  return {
    state,
    mic,
    /** No network: typing only, read on the device (issue 28 §4). */
    offline,
    /** The command on screen, when it was kept on the device to sync later. */
    queued: queue.queued,
    discard: () => void queue.discard(),
    /** Where the command now shown came from (null before the first). */
    source,
    start: () => void start(),
    stop: () => void stop(),
    sendText,
    retry: () => {
      stopSpeaking();
      dispatch({ type: 'retry' });
    },
    typeInstead: () => {
      abandon();
      dispatch({ type: 'typeInstead' });
    },
    useMicrophone: () => dispatch({ type: 'useMicrophone' }),
    undo: (result: VoiceCommandResult) =>
      undo.mutate(result, { onSuccess: () => dispatch({ type: 'undone' }) }),
    undoPending: undo.isPending,
    /** What an act shows over the result (issue 31): a question, or what was done. */
    act: acts.view,
    /** Delete / Keep, Yes / No tapped: the answer to the question on screen. */
    answerAct: (yes: boolean) => {
      abandon(); // the microphone listening for the answer stops
      stopSpeaking();
      acts.answer(yes, turn(attempt.current));
    },
    /** Undo on the card of a workout deleted by voice. */
    restoreDeleted: () => void acts.restoreDeleted(turn(attempt.current)),
  };
}

/**
 * Why a command could not be kept: the device is full of writes waiting, or no one is signed in
 * (their own words), or the server refused it while the network was there after all.
 */
function keepFailure(error: unknown): VoiceFailure {
  if (error instanceof OutboxFullError || error instanceof OutboxSignedOutError) {
    return { category: 'other', message: error.message, shouldRetry: false };
  }
  return commandFailure(error);
}
