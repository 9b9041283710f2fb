import { useEffect, useState, useSyncExternalStore } from 'react';
import { useCoachVoice, type CoachVoice } from '@client/lib/speech/avatar-voice';
import { SpeechQueue } from '@client/lib/speech/speech-queue';
import { browserLocalStorage } from '@client/lib/storage';

/**
 * The coach's voice in the live workout: the persona's voice through the session's one speech
 * queue (never two lines over each other), the confirmation of a spoken command and the line at
 * the end of a rest. Audio on or off is the same choice as in the guided session (one key), so a
 * person who silenced the coach there is not spoken to here. The line is always shown as well.
 */
const AUDIO_KEY = 'joeyfit:session-audio';

class LiveCoach {
  audioOn = browserLocalStorage()?.getItem(AUDIO_KEY) !== 'off';
  speaking = false;
  line: string | null = null;
  private readonly listeners = new Set<() => void>();
  private version = 0;
  readonly queue: SpeechQueue;

  constructor(private voice: CoachVoice) {
    this.queue = new SpeechQueue({
      coach: () => this.voice,
      onSpeakingChange: (speaking) => this.patch(() => (this.speaking = speaking)),
      onUnspoken: () => undefined, // the line is on screen already
    });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.version;

  /** The persona and saved voice, as they load or change. */
  setVoice(voice: CoachVoice) {
    this.voice = voice;
  }

  /** Shows the line, and speaks it with audio on unless `speak` is false. */
  say(text: string, speak = true) {
    this.patch(() => (this.line = text));
    if (speak && this.audioOn) this.queue.say(text, { interrupt: true, sticky: true });
  }

  setAudio(on: boolean) {
    try {
      browserLocalStorage()?.setItem(AUDIO_KEY, on ? 'on' : 'off');
    } catch {
      // kept for this visit only
    }
    if (!on) this.queue.clear();
    this.patch(() => (this.audioOn = on));
  }

  private patch(change: () => void) {
    change();
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

export function useLiveCoach(userId: string) {
  const voice = useCoachVoice(userId);
  const [coach] = useState(() => new LiveCoach(voice));
  const { profile, savedVoiceName } = voice;
  useEffect(() => coach.setVoice({ profile, savedVoiceName }), [coach, profile, savedVoiceName]);
  // Leaving the screen stops the coach mid-line.
  useEffect(() => () => coach.queue.clear(), [coach]);
  useSyncExternalStore(coach.subscribe, coach.getSnapshot);
  return {
    audioOn: coach.audioOn,
    speaking: coach.speaking,
    line: coach.line,
    say: (text: string) => coach.say(text),
    /** Shown only: what was heard when it was no command. */
    show: (text: string) => coach.say(text, false),
    toggleAudio: () => coach.setAudio(!coach.audioOn),
  };
}
