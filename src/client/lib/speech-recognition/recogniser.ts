// The device's own speech recogniser (issue 31 §1): the Web Speech API's SpeechRecognition,
// where the browser has one. Only the few members the app uses are typed here (TypeScript's DOM
// library does not carry the API). Two ways to run it: one utterance (the voice dialog, Hold to
// talk) and continuous listening that restarts when the browser ends it (hands-free).

/** One thing the recogniser may have heard, best first; confidence 0–1 when the browser says. */
export interface Heard {
  text: string;
  confidence?: number;
}

/** The API's error codes the app tells apart; anything else is 'other'. */
export type RecognitionErrorCode =
  | 'no-speech'
  | 'aborted'
  | 'audio-capture'
  | 'network'
  | 'not-allowed'
  | 'service-not-allowed'
  | 'language-not-supported'
  | 'other';

const KNOWN_CODES: readonly string[] = [
  'no-speech',
  'aborted',
  'audio-capture',
  'network',
  'not-allowed',
  'service-not-allowed',
  'language-not-supported',
];

/** What `SpeechRecognition.available()` answers for local recognition of a language. */
export type OnDeviceAvailability = 'available' | 'downloadable' | 'downloading' | 'unavailable';

interface AlternativeLike {
  transcript: string;
  confidence: number;
}
interface ResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: AlternativeLike;
}
export interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: ResultLike };
}

/** The members of a SpeechRecognition instance the app uses. */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  /** Current Chrome: recognise on the device only (no fallback to the vendor's servers). */
  processLocally?: boolean;
  /** An older draft's way of saying the same. */
  mode?: string;
  onstart: (() => void) | null;
  onspeechstart: (() => void) | null;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string; message?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}

export interface SpeechRecognitionClass {
  new (): SpeechRecognitionLike;
  /** Current Chrome: whether the languages can be recognised (locally, when asked). */
  available?: (options: {
    langs: string[];
    processLocally?: boolean;
  }) => Promise<OnDeviceAvailability>;
  /** An older draft. */
  availableOnDevice?: (lang: string) => Promise<OnDeviceAvailability | boolean>;
  /** Current Chrome: download the languages' on-device model (needs a click to start). */
  install?: (options: { langs: string[]; processLocally?: boolean }) => Promise<boolean>;
}

/** The browser's SpeechRecognition class, standard or prefixed; null where there is none. */
export function recognitionClass(
  win: object | undefined = typeof window === 'undefined' ? undefined : window,
): SpeechRecognitionClass | null {
  if (!win) return null;
  const w = win as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const found = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  return typeof found === 'function' ? (found as SpeechRecognitionClass) : null;
}

/**
 * The language to recognise: the page's (it says 'en'), made as exact as the browser's own
 * setting when that is the same language ('en-GB'), since recognisers' models are regional.
 */
export function pageLanguage(): string {
  const page = (typeof document !== 'undefined' && document.documentElement.lang) || 'en-US';
  const own = typeof navigator !== 'undefined' ? navigator.language : '';
  return own && own.split('-')[0]!.toLowerCase() === page.split('-')[0]!.toLowerCase() ? own : page;
}

/**
 * Whether the browser promises to recognise `lang` on the device. Only a plain 'available' is
 * taken as that promise by the caller; an answer it cannot read, or a throw, is 'unavailable'.
 */
export async function onDeviceAvailability(
  cls: SpeechRecognitionClass,
  lang: string,
  waitMs = AVAILABILITY_WAIT_MS,
): Promise<OnDeviceAvailability> {
  // The dialog waits for this before it listens: a browser that never answers cannot promise.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<OnDeviceAvailability>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), waitMs);
  });
  try {
    return await Promise.race([askAvailability(cls, lang), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long the answer is waited for (Chrome answers in milliseconds). */
export const AVAILABILITY_WAIT_MS = 2_000;

async function askAvailability(
  cls: SpeechRecognitionClass,
  lang: string,
): Promise<OnDeviceAvailability> {
  try {
    if (typeof cls.available === 'function') {
      return readAvailability(await cls.available({ langs: [lang], processLocally: true }));
    }
    if (typeof cls.availableOnDevice === 'function') {
      const answer = await cls.availableOnDevice(lang);
      if (answer === true) return 'available';
      return readAvailability(answer);
    }
  } catch {
    // A browser that cannot say cannot promise.
  }
  return 'unavailable';
}

/**
 * Asks the browser to download on-device recognition for `lang` (only where it answered
 * 'downloadable'); true when it says it is installed. A browser without install() says false.
 */
export async function installOnDevice(cls: SpeechRecognitionClass, lang: string) {
  if (typeof cls.install !== 'function') return false;
  try {
    return (await cls.install({ langs: [lang], processLocally: true })) === true;
  } catch {
    return false;
  }
}

const AVAILABILITIES: readonly string[] = ['available', 'downloadable', 'downloading'];
const readAvailability = (answer: unknown): OnDeviceAvailability =>
  typeof answer === 'string' && AVAILABILITIES.includes(answer)
    ? (answer as OnDeviceAvailability)
    : 'unavailable';

export interface RecognitionOptions {
  lang: string;
  /** Recognise on the device only: the browser must not send the audio to its service. */
  local: boolean;
}

/** SpeechRecognition set up as the app uses it: up to 5 alternatives, words as they come. */
function create(
  cls: SpeechRecognitionClass,
  { lang, local }: RecognitionOptions,
  continuous: boolean,
) {
  const rec = new cls();
  rec.lang = lang;
  rec.continuous = continuous;
  rec.interimResults = true;
  rec.maxAlternatives = MAX_ALTERNATIVES;
  if (local) {
    // Both spellings: whichever the browser knows keeps it from falling back to its cloud.
    rec.processLocally = true;
    if ('mode' in rec) rec.mode = 'ondevice-only';
  }
  return rec;
}

export const MAX_ALTERNATIVES = 5;

/** A result's alternatives, best first, empty texts dropped and the same words kept once. */
export function alternativesOf(result: ResultLike): Heard[] {
  const heard: Heard[] = [];
  for (let i = 0; i < result.length; i++) {
    const alt = result[i];
    const text = alt?.transcript.trim() ?? '';
    if (!text || heard.some((h) => h.text.toLowerCase() === text.toLowerCase())) continue;
    const confidence = alt!.confidence;
    // Some browsers say 0 for "not measured": that is not "sure it is wrong".
    heard.push(confidence > 0 && confidence <= 1 ? { text, confidence } : { text });
  }
  return heard;
}

/**
 * What a screen with its own small grammar acts on (Hold to talk, hands-free): the first
 * alternative it understands as a command, else the best one (to show what was heard).
 */
export function firstUnderstood(heard: readonly Heard[], understood: (text: string) => boolean) {
  return heard.find((h) => understood(h.text))?.text ?? heard[0]?.text ?? '';
}

const errorCode = (error: string): RecognitionErrorCode =>
  KNOWN_CODES.includes(error) ? (error as RecognitionErrorCode) : 'other';

/** How one utterance ended: heard (with alternatives), an error, or cancelled by the app. */
export type RecognitionOutcome =
  | { kind: 'heard'; alternatives: Heard[] }
  | { kind: 'error'; code: RecognitionErrorCode }
  | { kind: 'cancelled' };

export interface UtteranceCallbacks {
  /** The browser has the microphone and is listening. */
  onListening?: () => void;
  /** Speech was detected. */
  onSpeech?: () => void;
  /** What it has heard so far (interim words), for a "heard so far" line. */
  onInterim?: (text: string) => void;
}

export interface UtteranceRun {
  /** Stop listening; the words heard so far are still recognised and come as the outcome. */
  stop: () => void;
  /** Stop and throw away: the outcome is 'cancelled'. */
  cancel: () => void;
  outcome: Promise<RecognitionOutcome>;
}

/**
 * Recognises one utterance. It ends when the browser decides the speaker stopped, or on stop();
 * a run that ends with no words and no error is 'no-speech' (what Chrome does after stop()
 * before anything was said). A start() that throws is an error of its own ('other').
 */
export function recogniseOnce(
  cls: SpeechRecognitionClass,
  options: RecognitionOptions,
  callbacks: UtteranceCallbacks = {},
): UtteranceRun {
  const rec = create(cls, options, false);
  let settle: (outcome: RecognitionOutcome) => void = () => {};
  const outcome = new Promise<RecognitionOutcome>((resolve) => (settle = resolve));
  let done = false;
  let cancelled = false;
  let final: Heard[] | null = null;
  let failure: RecognitionErrorCode | null = null;
  const finish = (result: RecognitionOutcome) => {
    if (done) return;
    done = true;
    rec.onstart = rec.onspeechstart = rec.onresult = rec.onerror = rec.onend = null;
    settle(result);
  };
  const conclude = () => {
    if (cancelled) return finish({ kind: 'cancelled' });
    if (final && final.length > 0) return finish({ kind: 'heard', alternatives: final });
    if (failure === 'aborted') return finish({ kind: 'cancelled' });
    finish({ kind: 'error', code: failure ?? 'no-speech' });
  };
  rec.onstart = () => callbacks.onListening?.();
  rec.onspeechstart = () => callbacks.onSpeech?.();
  rec.onresult = (event) => {
    let interim = '';
    for (let i = 0; i < event.results.length; i++) {
      const result = event.results[i]!;
      if (result.isFinal) final = alternativesOf(result);
      else interim += result[0]?.transcript ?? '';
    }
    if (interim.trim()) callbacks.onInterim?.(interim.trim());
  };
  rec.onerror = (event) => {
    failure ??= errorCode(event.error);
  };
  rec.onend = conclude;
  try {
    rec.start();
  } catch {
    finish({ kind: 'error', code: 'other' });
  }
  return {
    stop: () => {
      if (!done) rec.stop();
    },
    cancel: () => {
      if (done) return;
      cancelled = true;
      rec.abort();
      // A browser that never answers the abort must not hold the caller.
      finish({ kind: 'cancelled' });
    },
    outcome,
  };
}

export interface ListeningCallbacks {
  onListening?: () => void;
  onSpeech?: () => void;
  onInterim?: (text: string) => void;
  /** Each utterance's final result, alternatives best first. */
  onHeard: (alternatives: Heard[]) => void;
  /** An error that ends listening (permission, service, network); no-speech is not one. */
  onError: (code: RecognitionErrorCode) => void;
}

export interface Listening {
  stop: () => void;
}

/** Restarts closer together than this many times running mean the browser keeps failing. */
const MAX_QUICK_RESTARTS = 5;
const QUICK_MS = 1_000;

/**
 * Continuous listening for hands-free control: every final result is handed over, and when the
 * browser ends the session (they do after a silence, or a minute) it is started again, until
 * stop() or an error that will not go away by itself.
 */
export function listenContinuously(
  cls: SpeechRecognitionClass,
  options: RecognitionOptions,
  callbacks: ListeningCallbacks,
  now: () => number = () => Date.now(),
): Listening {
  let stopped = false;
  let rec: SpeechRecognitionLike | null = null;
  let quick = 0;
  let startedAt = 0;
  const fail = (code: RecognitionErrorCode) => {
    if (stopped) return;
    stopped = true;
    callbacks.onError(code);
  };
  const begin = () => {
    const current = create(cls, options, true);
    rec = current;
    startedAt = now();
    let handled = 0;
    current.onstart = () => callbacks.onListening?.();
    current.onspeechstart = () => callbacks.onSpeech?.();
    current.onresult = (event) => {
      if (stopped || rec !== current) return; // words that come after stop() are not acted on
      let interim = '';
      for (let i = Math.max(event.resultIndex, handled); i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) {
          handled = i + 1;
          const heard = alternativesOf(result);
          if (heard.length > 0) callbacks.onHeard(heard);
        } else interim += result[0]?.transcript ?? '';
      }
      if (interim.trim()) callbacks.onInterim?.(interim.trim());
    };
    current.onerror = (event) => {
      const code = errorCode(event.error);
      // Silence and the app's own stop are part of listening; the rest end it.
      if (code === 'no-speech' || code === 'aborted') return;
      fail(code);
    };
    current.onend = () => {
      if (stopped || rec !== current) return;
      quick = now() - startedAt < QUICK_MS ? quick + 1 : 0;
      if (quick >= MAX_QUICK_RESTARTS) return fail('other');
      begin();
    };
    try {
      current.start();
    } catch {
      fail('other');
    }
  };
  begin();
  return {
    stop: () => {
      if (stopped) return;
      stopped = true;
      const current = rec;
      rec = null;
      current?.abort();
    },
  };
}
