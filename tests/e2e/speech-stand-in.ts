import type { Page } from '@playwright/test';

export interface Utterance {
  text: string;
  voice?: string;
  pitch: number;
  rate: number;
  volume: number;
  /** True when it was handed to the engine while another was still being spoken. */
  overlapped: boolean;
}

/**
 * A stand-in speech engine for the session tests: two voices, every utterance recorded with its
 * voice and settings, each "spoken" for `speakMs` of the page's time, then ended. Installed
 * before the app loads.
 */
export async function installSpeechStandIn(page: Page, { speakMs = 40 } = {}) {
  await page.addInitScript((ms) => {
    type U = { text: string; voice?: { name: string }; pitch: number; rate: number; volume: number; onstart?: () => void; onend?: () => void; onerror?: (e: { error: string }) => void }; // prettier-ignore
    const voices = [
      { name: 'Daniel', lang: 'en-GB', default: false, localService: true, voiceURI: 'dan' },
      { name: 'Samantha', lang: 'en-US', default: true, localService: true, voiceURI: 'sam' },
    ];
    const w = window as unknown as Record<string, unknown>;
    const log: unknown[] = [];
    w.utterances = log;
    let current: U | null = null;
    w.SpeechSynthesisUtterance = class {
      pitch = 1;
      rate = 1;
      volume = 1;
      constructor(public text: string) {}
    };
    speechSynthesis.getVoices = () => voices as unknown as SpeechSynthesisVoice[];
    speechSynthesis.speak = (raw) => {
      const u = raw as unknown as U;
      const { text, voice, pitch, rate, volume } = u;
      log.push({ text, voice: voice?.name, pitch, rate, volume, overlapped: current !== null });
      current = u;
      setTimeout(() => u.onstart?.(), 5);
      setTimeout(() => {
        if (current !== u) return;
        current = null;
        u.onend?.();
      }, ms);
    };
    speechSynthesis.cancel = () => {
      const u = current;
      current = null;
      u?.onerror?.({ error: 'canceled' });
    };
  }, speakMs);
}

export const utterances = (page: Page) =>
  page.evaluate(() => (window as unknown as { utterances: Utterance[] }).utterances);
