import type { Page } from '@playwright/test';

/** What the stand-in noted of each recogniser the app made. */
export interface MadeRecogniser {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  processLocally: boolean;
  started: boolean;
  stopped: boolean;
  aborted: boolean;
}

type Availability = 'available' | 'downloadable' | 'downloading' | 'unavailable';

/**
 * A stand-in for the browser's SpeechRecognition (issue 31 §1), installed before the app loads in
 * place of Chromium's own (which could only reach Google's service). `SpeechRecognition.available`
 * answers `availability`; the test plays the browser through window hooks: `hear` gives the
 * newest recogniser a final result with alternatives and ends it, `fail` an error.
 */
export async function installRecognitionStandIn(
  page: Page,
  { availability = 'unavailable' as Availability } = {},
) {
  await page.addInitScript((answer) => {
    type Handler = ((event?: unknown) => void) | null;
    const made: Record<string, unknown>[] = [];
    let availability = answer;
    const installs: unknown[] = [];
    class StandInRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      processLocally = false;
      started = false;
      stopped = false;
      aborted = false;
      onstart: Handler = null;
      onspeechstart: Handler = null;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: Handler = null;
      constructor() {
        made.push(this as unknown as Record<string, unknown>);
      }
      static available = async () => availability;
      /** Chrome's download of the on-device model: done at once here. */
      static install = async (options: unknown) => {
        installs.push(options);
        availability = 'available';
        return true;
      };
      start() {
        this.started = true;
        setTimeout(() => this.onstart?.(), 10);
      }
      stop() {
        this.stopped = true;
      }
      abort() {
        this.aborted = true;
        setTimeout(() => {
          this.onerror?.({ error: 'aborted' });
          this.onend?.();
        }, 0);
      }
    }
    const w = window as unknown as Record<string, unknown>;
    w.SpeechRecognition = StandInRecognition;
    w.webkitSpeechRecognition = StandInRecognition;
    const newest = () => made.at(-1) as unknown as StandInRecognition;
    w.__recognisers = () =>
      made.map((r) => {
        const { lang, continuous, interimResults, maxAlternatives, processLocally } = r;
        const { started, stopped, aborted } = r;
        return { lang, continuous, interimResults, maxAlternatives, processLocally, started, stopped, aborted }; // prettier-ignore
      });
    w.__recogniserInstalls = () => installs;
    w.__recogniserHear = (alternatives: [string, number][], { end = true } = {}) => {
      const rec = newest();
      rec.onspeechstart?.();
      const result = Object.assign(
        alternatives.map(([transcript, confidence]) => ({ transcript, confidence })),
        { isFinal: true },
      );
      rec.onresult?.({ resultIndex: 0, results: [result] });
      if (end) rec.onend?.();
    };
    w.__recogniserInterim = (text: string) => {
      const result = Object.assign([{ transcript: text, confidence: 0 }], { isFinal: false });
      newest().onresult?.({ resultIndex: 0, results: [result] });
    };
    w.__recogniserFail = (error: string) => {
      const rec = newest();
      rec.onerror?.({ error });
      rec.onend?.();
    };
  }, availability);
}

/** What the app asked SpeechRecognition.install() for, one entry a call. */
export const installs = (page: Page) =>
  page.evaluate(() => (window as unknown as { __recogniserInstalls: () => unknown[] }).__recogniserInstalls()); // prettier-ignore

export const recognisers = (page: Page) =>
  page.evaluate(() => (window as unknown as { __recognisers: () => MadeRecogniser[] }).__recognisers()); // prettier-ignore

/** The newest recogniser hears this, best first, with the browser's confidences, and ends. */
export const hear = (page: Page, alternatives: [string, number][], options?: { end?: boolean }) =>
  page.evaluate(
    ([alts, opts]) =>
      (window as unknown as { __recogniserHear: (a: unknown, o: unknown) => void }).__recogniserHear(alts, opts ?? {}), // prettier-ignore
    [alternatives, options] as const,
  );

export const hearSoFar = (page: Page, text: string) =>
  page.evaluate(
    (t) => (window as unknown as { __recogniserInterim: (t: string) => void }).__recogniserInterim(t), // prettier-ignore
    text,
  );

/** The newest recogniser fails with this error code ('no-speech', 'not-allowed', …) and ends. */
export const failRecognition = (page: Page, error: string) =>
  page.evaluate(
    (e) => (window as unknown as { __recogniserFail: (e: string) => void }).__recogniserFail(e),
    error,
  );
