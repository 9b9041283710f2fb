import { describe, expect, it } from 'vitest';
import { recogniserChoice } from './consent';
import { deviceFailure } from './failures';
import {
  firstUnderstood,
  installOnDevice,
  listenContinuously,
  onDeviceAvailability,
  recogniseOnce,
  recognitionClass,
  type RecognitionResultEvent,
  type SpeechRecognitionClass,
  type SpeechRecognitionLike,
} from './recogniser';

type Alt = [text: string, confidence: number];

/** A stand-in SpeechRecognition: each instance is kept, and the test plays the browser. */
function standIn(availability?: unknown) {
  const made: FakeRecognition[] = [];
  class FakeRecognition implements SpeechRecognitionLike {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    processLocally = false;
    onstart: (() => void) | null = null;
    onspeechstart: (() => void) | null = null;
    onresult: ((event: RecognitionResultEvent) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    started = false;
    stopped = false;
    aborted = false;
    results: { isFinal: boolean; alts: Alt[] }[] = [];
    constructor() {
      made.push(this);
    }
    start() {
      this.started = true;
      this.onstart?.();
    }
    stop() {
      this.stopped = true;
    }
    abort() {
      this.aborted = true;
      this.onerror?.({ error: 'aborted' });
      this.onend?.();
    }
    /** The browser hears words: interim ones, or a final result with its alternatives. */
    hear(alts: Alt[], isFinal = true) {
      const last = this.results.at(-1);
      if (last && !last.isFinal) this.results.pop();
      this.results.push({ isFinal, alts });
      const results = this.results.map(({ isFinal: final, alts: a }) =>
        Object.assign(
          a.map(([transcript, confidence]) => ({ transcript, confidence })),
          { isFinal: final },
        ),
      );
      this.onresult?.({ resultIndex: this.results.length - 1, results });
    }
    fail(error: string) {
      this.onerror?.({ error });
      this.onend?.();
    }
    end() {
      this.onend?.();
    }
  }
  const cls = FakeRecognition as unknown as SpeechRecognitionClass & { new (): FakeRecognition };
  if (availability !== undefined) {
    (cls as { available?: unknown }).available = async (options: unknown) =>
      typeof availability === 'function'
        ? (availability as (o: unknown) => unknown)(options)
        : availability;
  }
  return { cls, made };
}

describe('recognitionClass', () => {
  it('finds the standard class, then the prefixed one, else none', () => {
    const A = function () {};
    const B = function () {};
    expect(recognitionClass({ SpeechRecognition: A, webkitSpeechRecognition: B })).toBe(A);
    expect(recognitionClass({ webkitSpeechRecognition: B })).toBe(B);
    expect(recognitionClass({})).toBeNull();
    expect(recognitionClass({ SpeechRecognition: 'not a class' })).toBeNull();
  });
});

describe('onDeviceAvailability', () => {
  it('asks for local recognition of the language, and reads the answer', async () => {
    let asked: unknown;
    const { cls } = standIn((options: unknown) => {
      asked = options;
      return 'available';
    });
    expect(await onDeviceAvailability(cls, 'en-GB')).toBe('available');
    expect(asked).toEqual({ langs: ['en-GB'], processLocally: true });
  });

  it.each([
    ['downloadable', 'downloadable'],
    ['downloading', 'downloading'],
    ['unavailable', 'unavailable'],
    ['something new', 'unavailable'],
    [undefined, 'unavailable'],
  ])('%s is %s', async (answer, expected) => {
    expect(await onDeviceAvailability(standIn(answer ?? null).cls, 'en-US')).toBe(expected);
  });

  it('a browser that cannot say, or throws, does not promise', async () => {
    expect(await onDeviceAvailability(standIn().cls, 'en-US')).toBe('unavailable');
    const { cls } = standIn(() => {
      throw new Error('nope');
    });
    expect(await onDeviceAvailability(cls, 'en-US')).toBe('unavailable');
  });

  it('a browser that never answers does not hold the dialog: unavailable after the wait', async () => {
    const { cls } = standIn(() => new Promise(() => {}));
    expect(await onDeviceAvailability(cls, 'en-US', 20)).toBe('unavailable');
  });

  it("reads the older draft's availableOnDevice", async () => {
    const { cls } = standIn();
    (cls as { availableOnDevice?: unknown }).availableOnDevice = async () => true;
    expect(await onDeviceAvailability(cls, 'en-US')).toBe('available');
  });
});

describe('installOnDevice', () => {
  it('asks for local recognition of the language and says whether it is installed', async () => {
    const { cls } = standIn();
    let asked: unknown;
    cls.install = async (options) => {
      asked = options;
      return true;
    };
    expect(await installOnDevice(cls, 'en-GB')).toBe(true);
    expect(asked).toEqual({ langs: ['en-GB'], processLocally: true });
    cls.install = async () => false;
    expect(await installOnDevice(cls, 'en-GB')).toBe(false);
    cls.install = () => Promise.reject(new Error('no click'));
    expect(await installOnDevice(cls, 'en-GB')).toBe(false);
    delete cls.install;
    expect(await installOnDevice(cls, 'en-GB')).toBe(false);
  });
});

describe('recogniserChoice', () => {
  it.each([
    [false, 'available', 'browser', 'server'],
    [true, 'available', null, 'local'],
    [true, 'available', 'joeyfit', 'local'],
    [true, 'downloadable', null, 'ask'],
    [true, 'unavailable', 'browser', 'service'],
    [true, 'unavailable', 'joeyfit', 'server'],
  ] as const)('supported %s, on device %s, consent %s: %s', (supported, onDevice, consent, out) => {
    expect(recogniserChoice({ supported, onDevice, consent })).toBe(out);
  });
});

describe('recogniseOnce', () => {
  it('sets the recogniser up: language, 5 alternatives, interim words, local when promised', () => {
    const { cls, made } = standIn();
    recogniseOnce(cls, { lang: 'en-GB', local: true });
    recogniseOnce(cls, { lang: 'en-US', local: false });
    expect(made[0]).toMatchObject({
      lang: 'en-GB',
      maxAlternatives: 5,
      interimResults: true,
      continuous: false,
      processLocally: true,
      started: true,
    });
    expect(made[1]!.processLocally).toBe(false);
  });

  it("gives the final result's alternatives best first, with their confidences", async () => {
    const { cls, made } = standIn();
    const interim: string[] = [];
    let listening = false;
    const run = recogniseOnce(
      cls,
      { lang: 'en-US', local: false },
      { onInterim: (t) => interim.push(t), onListening: () => (listening = true) },
    );
    const rec = made[0]!;
    rec.hear([['ran two', 0]], false);
    rec.hear([
      ['ran 2 miles', 0.82],
      ['ran to miles', 0.4],
      ['Ran 2 miles', 0.3],
      ['  ', 0.1],
      ['rain 2 miles', 0],
    ]);
    rec.end();
    expect(listening).toBe(true);
    expect(interim).toEqual(['ran two']);
    expect(await run.outcome).toEqual({
      kind: 'heard',
      alternatives: [
        { text: 'ran 2 miles', confidence: 0.82 },
        { text: 'ran to miles', confidence: 0.4 },
        { text: 'rain 2 miles' },
      ],
    });
  });

  it('stop() ends listening and still gives the words heard', async () => {
    const { cls, made } = standIn();
    const run = recogniseOnce(cls, { lang: 'en-US', local: false });
    run.stop();
    expect(made[0]!.stopped).toBe(true);
    made[0]!.hear([['skip rest', 0.9]]);
    made[0]!.end();
    expect(await run.outcome).toEqual({
      kind: 'heard',
      alternatives: [{ text: 'skip rest', confidence: 0.9 }],
    });
  });

  it.each(['no-speech', 'not-allowed', 'service-not-allowed', 'network', 'audio-capture'])(
    'an error %s is the outcome',
    async (code) => {
      const { cls, made } = standIn();
      const run = recogniseOnce(cls, { lang: 'en-US', local: false });
      made[0]!.fail(code);
      expect(await run.outcome).toEqual({ kind: 'error', code });
    },
  );

  it('an end with nothing heard is no-speech; an unknown error is other', async () => {
    const a = standIn();
    const quiet = recogniseOnce(a.cls, { lang: 'en-US', local: false });
    a.made[0]!.end();
    expect(await quiet.outcome).toEqual({ kind: 'error', code: 'no-speech' });
    const b = standIn();
    const odd = recogniseOnce(b.cls, { lang: 'en-US', local: false });
    b.made[0]!.fail('bad-grammar');
    expect(await odd.outcome).toEqual({ kind: 'error', code: 'other' });
  });

  it('cancel() aborts and the outcome is cancelled, whatever the browser says next', async () => {
    const { cls, made } = standIn();
    const run = recogniseOnce(cls, { lang: 'en-US', local: false });
    run.cancel();
    made[0]!.hear([['late words', 0.9]]);
    expect(made[0]!.aborted).toBe(true);
    expect(await run.outcome).toEqual({ kind: 'cancelled' });
  });

  it('a start() that throws is an error, not a hang', async () => {
    const { cls } = standIn();
    cls.prototype.start = () => {
      throw new Error('already started');
    };
    expect(await recogniseOnce(cls, { lang: 'en-US', local: false }).outcome).toEqual({
      kind: 'error',
      code: 'other',
    });
  });
});

describe('listenContinuously', () => {
  it('hands over each final result once, and starts again when the browser ends', () => {
    const { cls, made } = standIn();
    const heard: string[][] = [];
    const errors: string[] = [];
    let clock = 0;
    const listening = listenContinuously(
      cls,
      { lang: 'en-US', local: true },
      { onHeard: (alts) => heard.push(alts.map((a) => a.text)), onError: (e) => errors.push(e) },
      () => clock,
    );
    const first = made[0]!;
    expect(first).toMatchObject({ continuous: true, processLocally: true });
    first.hear([
      ['next', 0.9],
      ['text', 0.2],
    ]);
    first.hear([['skip', 0.8]]);
    first.fail('no-speech'); // silence: not an error
    clock += 60_000;
    expect(made).toHaveLength(2);
    made[1]!.hear([['done', 0.7]]);
    expect(heard).toEqual([['next', 'text'], ['skip'], ['done']]);
    expect(errors).toEqual([]);
    listening.stop();
    expect(made[1]!.aborted).toBe(true);
    expect(made).toHaveLength(2); // stopping does not start it again
  });

  it('a refused microphone ends it and says why', () => {
    const { cls, made } = standIn();
    const errors: string[] = [];
    listenContinuously(
      cls,
      { lang: 'en-US', local: false },
      {
        onHeard: () => {},
        onError: (e) => errors.push(e),
      },
    );
    made[0]!.fail('not-allowed');
    expect(errors).toEqual(['not-allowed']);
    expect(made).toHaveLength(1);
  });

  it('gives up when the browser keeps ending at once', () => {
    const { cls, made } = standIn();
    const errors: string[] = [];
    listenContinuously(
      cls,
      { lang: 'en-US', local: false },
      { onHeard: () => {}, onError: (e) => errors.push(e) },
      () => 0,
    );
    for (let i = 0; i < 10 && errors.length === 0; i++) made.at(-1)!.end();
    expect(errors).toEqual(['other']);
    expect(made.length).toBeLessThanOrEqual(6);
  });
});

describe('deviceFailure: the dialog keeps its own words (SPEC §8)', () => {
  it.each([
    ['no-speech', 'audio_quality', "Audio wasn't clear enough."],
    ['network', 'network_error', 'Connection issue.'],
    ['not-allowed', 'recording', 'Failed to start recording: Permission denied'],
    ['audio-capture', 'recording', 'Recording failed.'],
    ['other', 'other', "Sorry, I couldn't process that audio."],
  ] as const)('%s → %s', (code, category, words) => {
    const failure = deviceFailure(code);
    expect(failure).toMatchObject({ category });
    expect(failure !== 'fallback' && failure?.message).toContain(words);
  });

  it("the browser refusing its own service hands over to Joey Fit's recogniser; a cancel is nothing", () => {
    expect(deviceFailure('service-not-allowed')).toBe('fallback');
    expect(deviceFailure('language-not-supported')).toBe('fallback');
    expect(deviceFailure('aborted')).toBeNull();
  });
});

describe('firstUnderstood', () => {
  const heard = [{ text: 'skip the rest' }, { text: 'skip rest' }, { text: 'ship rest' }];
  it('picks the first the screen understands, else the best', () => {
    expect(firstUnderstood(heard, (t) => t === 'skip rest')).toBe('skip rest');
    expect(firstUnderstood(heard, () => false)).toBe('skip the rest');
    expect(firstUnderstood([], () => true)).toBe('');
  });
});
