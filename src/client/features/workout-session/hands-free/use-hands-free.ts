// Hands-free control for the workout-session page (issue 11 §5). The page owns the hook, acts on
// onCommand and speaks its confirmation, and passes `suspended` while the coach talks; the
// HandsFreeControl component renders what this returns. The microphone is released on stop()
// and when the page unmounts.
import { useEffect, useState } from 'react';
import { canRecordAudio } from '@client/lib/audio/recorder';
import { transcribeAudio } from '@client/lib/audio/transcribe';
import { loadWavRecorder } from '@client/lib/audio/wav-recorder';
import {
  listenContinuously,
  pageLanguage,
  recogniseOnce,
} from '@client/lib/speech-recognition/recogniser';
import { useRecogniserChoice } from '@client/lib/speech-recognition/use-recogniser-choice';
import { openCapture } from './capture';
import {
  createDeviceHandsFree,
  eitherRecogniser,
  type DeviceRecognition,
} from './device-hands-free';
import {
  createHandsFreeController,
  handsFreeStatus,
  initialHandsFreeView,
  type HandsFreeOptions,
  type HandsFreeStatus,
} from './hands-free-controller';

export type { HandsFreeOptions, HandsFreeStatus } from './hands-free-controller';

export interface HandsFree {
  status: HandsFreeStatus;
  /** Hands-free (listen mode) is on or turning on: the toggle's pressed state. */
  on: boolean;
  error: string | null;
  /** What the recogniser wrote for the last utterance ('' when it heard nothing); null before. */
  lastHeard: string | null;
  /** Turns listen mode on: the microphone stays open until stop(). */
  start: () => Promise<void>;
  stop: () => void;
  pushToTalk: { press: () => void; release: () => void };
  /** Speech is recognised on this device (issue 31 §1): it works with no connection too. */
  onDevice?: boolean;
}

const browserDeps = { canRecord: canRecordAudio, openCapture, transcribe: transcribeAudio };

export function useHandsFree(options: HandsFreeOptions): HandsFree {
  const [view, setView] = useState(initialHandsFreeView);
  // Issue 31 §1: the browser's recogniser where it may be used (on the device, or its service
  // after a yes in the voice dialog or Profile); never asked here, and Joey Fit's until it says.
  const { cls, choice } = useRecogniserChoice(canRecordAudio());
  const [controller] = useState(() =>
    eitherRecogniser(
      createHandsFreeController(browserDeps, setView, options),
      createDeviceHandsFree(setView, options),
    ),
  );
  useEffect(() => {
    const usable = cls && (choice === 'local' || choice === 'service');
    controller.setDevice(usable ? deviceRecognition(cls, choice === 'local') : null);
  }, [controller, cls, choice]);
  useEffect(() => controller.setOptions(options));

  useEffect(() => {
    // Fetch the WAV encoder before the first press, so the first utterance is not late.
    if (canRecordAudio()) void loadWavRecorder();
    return () => controller.stop();
  }, [controller]);

  return {
    status: handsFreeStatus(view),
    on: view.listen,
    error: view.error,
    lastHeard: view.lastHeard,
    start: controller.start,
    stop: controller.stop,
    pushToTalk: controller.pushToTalk,
    onDevice: cls !== null && choice === 'local',
  };
}

function deviceRecognition(
  cls: NonNullable<ReturnType<typeof useRecogniserChoice>['cls']>,
  local: boolean,
): DeviceRecognition {
  const settings = () => ({ lang: pageLanguage(), local });
  return {
    once: (callbacks) => recogniseOnce(cls, settings(), callbacks),
    listen: (callbacks) => listenContinuously(cls, settings(), callbacks),
  };
}
