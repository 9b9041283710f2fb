import type { CoachProfile } from '@shared/coaches';
import { speak } from './speak';
import { deviceVoice, speechSupported } from './voices';

/**
 * Chrome stops an utterance after about 15 seconds of speech, silently; pieces this short (a
 * sentence or two) always finish.
 */
export const MAX_UTTERANCE_CHARS = 160;

/** Splits text at sentence ends (then commas, then spaces) into pieces that are spoken whole. */
export function splitForSpeech(text: string, max = MAX_UTTERANCE_CHARS): string[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
  const pieces: string[] = [];
  for (const sentence of sentences) {
    for (const part of breakLong(sentence, max)) {
      const last = pieces[pieces.length - 1];
      if (last !== undefined && last.length + 1 + part.length <= max) {
        pieces[pieces.length - 1] = `${last} ${part}`;
      } else {
        pieces.push(part);
      }
    }
  }
  return pieces;
}

function breakLong(sentence: string, max: number): string[] {
  if (sentence.length <= max) return [sentence];
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const at = Math.max(window.lastIndexOf(', '), window.lastIndexOf(' '));
    const cut = at > 0 ? at + (window[at] === ',' ? 1 : 0) : max;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** How long to wait for the device's voices to load (`voiceschanged`) before speaking anyway. */
const VOICES_WAIT_MS = 1500;

export interface SpeechQueueOptions {
  /** The coach's profile and saved voice name, read at each utterance (they may change). */
  coach: () => { profile: CoachProfile; savedVoiceName: string | null };
  onSpeakingChange: (speaking: boolean) => void;
  /** A word of the current line is being spoken (lip sync, where the engine tells). */
  onWord?: () => void;
  /** A line that could not be spoken, for the on-screen banner (SPEC §4). */
  onUnspoken: (text: string) => void;
}

/**
 * The coach's voice for a whole session: lines are queued and spoken one after another in the
 * persona's voice, never over each other. A line marked `interrupt` (a new phase, a confirmed
 * command) drops whatever was still waiting, since a stale line is worse than a cut one, except
 * `sticky` lines: a command's confirmation is still said when the phase it caused begins.
 */
export class SpeechQueue {
  private waiting: { text: string; sticky: boolean }[] = [];
  private stopCurrent: (() => void) | null = null;
  private currentSticky = false;
  /** One line at a time: set from taking a line until it has ended or failed. */
  private busy = false;
  private voicesReady: Promise<void> | null = null;

  constructor(private readonly options: SpeechQueueOptions) {}

  say(text: string, { interrupt = false, sticky = false } = {}) {
    if (interrupt) this.clear({ keepSticky: true });
    this.waiting.push(...splitForSpeech(text).map((piece) => ({ text: piece, sticky })));
    void this.pump();
  }

  /** Stops the line being spoken and forgets the rest (all of it, unless `keepSticky`). */
  clear({ keepSticky = false } = {}) {
    this.waiting = keepSticky ? this.waiting.filter((w) => w.sticky) : [];
    if (keepSticky && this.currentSticky) return;
    const stop = this.stopCurrent;
    this.stopCurrent = null;
    stop?.();
  }

  private async pump() {
    if (this.busy || this.waiting.length === 0) return;
    // Claimed before waiting, so a second say() queues rather than starting alongside.
    this.busy = true;
    await this.waitForVoices();
    const next = this.waiting.shift();
    if (next === undefined) {
      this.busy = false;
      return;
    }
    const { text, sticky } = next;
    this.currentSticky = sticky;
    const { profile, savedVoiceName } = this.options.coach();
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      this.stopCurrent = null;
      this.currentSticky = false;
      this.busy = false;
      this.options.onSpeakingChange(false);
      void this.pump();
    };
    let stop: () => void = () => {};
    const say = (voice: SpeechSynthesisVoice | null, again: boolean) =>
      speak(text, {
        voice,
        profile,
        onStart: () => this.options.onSpeakingChange(true),
        onWord: this.options.onWord,
        onEnd: done,
        onFail: () => {
          // A network voice with no signal (issue 28): the line again in a voice of the device.
          const local =
            !again && voice && !voice.localService
              ? deviceVoice(profile, savedVoiceName, { localOnly: true })
              : null;
          if (local && local !== voice) {
            stop = say(local, true);
            return;
          }
          this.options.onUnspoken(text);
          done();
        },
      });
    stop = say(deviceVoice(profile, savedVoiceName), false);
    if (!finished) this.stopCurrent = () => stop();
  }

  /** Chrome loads voices after the first getVoices() and says so with `voiceschanged`. */
  private waitForVoices(): Promise<void> {
    if (!speechSupported() || window.speechSynthesis.getVoices().length > 0) {
      return Promise.resolve();
    }
    this.voicesReady ??= new Promise<void>((resolve) => {
      const synth = window.speechSynthesis;
      const done = () => {
        synth.removeEventListener('voiceschanged', done);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, VOICES_WAIT_MS);
      synth.addEventListener('voiceschanged', done);
    });
    return this.voicesReady;
  }
}
