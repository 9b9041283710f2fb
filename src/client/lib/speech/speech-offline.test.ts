// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachProfile } from '@shared/coaches';
import { SpeechQueue } from './speech-queue';
import { deviceVoice, usableVoices } from './voices';

/**
 * Issue 28: the coach speaks in a basement gym. Chrome's "Google …" voices are network voices
 * (localService false) and fail with no signal; the device's own voices do not.
 */
const voice = (name: string, localService: boolean) =>
  ({ name, lang: 'en-GB', localService, default: false, voiceURI: name }) as SpeechSynthesisVoice;
const NETWORK = voice('Google UK English Male', false);
const LOCAL = voice('Daniel', true);

/** A stand-in engine: a network voice fails with no signal, a local one always speaks. */
function installEngine(
  voices: SpeechSynthesisVoice[],
  signal: () => boolean = () => navigator.onLine,
) {
  const spoken: { text: string; voice: string }[] = [];
  const failed: string[] = [];
  class Utterance {
    voice: SpeechSynthesisVoice | null = null;
    lang = '';
    pitch = 1;
    rate = 1;
    volume = 1;
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    onboundary: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  const synth = {
    getVoices: () => voices,
    cancel: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    speak: (u: Utterance) => {
      setTimeout(() => {
        if (!u.voice!.localService && !signal()) {
          failed.push(u.voice!.name);
          u.onerror?.({ error: 'network' });
          return;
        }
        spoken.push({ text: u.text, voice: u.voice!.name });
        u.onstart?.();
        u.onend?.();
      }, 1);
    },
  };
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  return { spoken, failed };
}

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

const joey = coachProfile('joey1');

describe('the coach offline: a voice of the device', () => {
  beforeEach(() => setOnline(true));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('usableVoices keeps only local voices when asked, unless there are none', () => {
    expect(usableVoices([NETWORK, LOCAL], false)).toEqual([NETWORK, LOCAL]);
    expect(usableVoices([NETWORK, LOCAL], true)).toEqual([LOCAL]);
    expect(usableVoices([NETWORK], true)).toEqual([NETWORK]);
  });

  it("picks the persona's preferred network voice online, and a device voice offline", () => {
    installEngine([NETWORK, LOCAL]);
    expect(deviceVoice(joey, null)?.name).toBe(NETWORK.name);
    setOnline(false);
    expect(deviceVoice(joey, null)?.name).toBe(LOCAL.name);
    // A saved network voice gives way offline too.
    expect(deviceVoice(joey, NETWORK.name)?.name).toBe(LOCAL.name);
  });

  it('speaks every line offline, in a voice of the device', async () => {
    const engine = installEngine([NETWORK, LOCAL]);
    setOnline(false);
    const unspoken: string[] = [];
    const queue = new SpeechQueue({
      coach: () => ({ profile: joey, savedVoiceName: null }),
      onSpeakingChange: () => undefined,
      onUnspoken: (text) => unspoken.push(text),
    });
    queue.say('Rest over.');
    queue.say('Bench press, set 2.');
    await vi.waitFor(() => expect(engine.spoken).toHaveLength(2));
    expect(engine.spoken.map((s) => s.voice)).toEqual([LOCAL.name, LOCAL.name]);
    expect(unspoken).toEqual([]);
  });

  it('a network voice that fails (the signal dropped, onLine still true) says the line again locally', async () => {
    const engine = installEngine([NETWORK, LOCAL], () => false);
    const unspoken: string[] = [];
    const queue = new SpeechQueue({
      coach: () => ({ profile: joey, savedVoiceName: null }),
      onSpeakingChange: () => undefined,
      onUnspoken: (text) => unspoken.push(text),
    });
    queue.say('Go!');
    await vi.waitFor(() => expect(engine.spoken).toHaveLength(1));
    expect(engine.failed).toEqual([NETWORK.name]);
    expect(engine.spoken[0]).toEqual({ text: 'Go!', voice: LOCAL.name });
    expect(unspoken).toEqual([]);
  });

  it('with no device voice at all, the line is shown as unspoken (the banner), not lost', async () => {
    const engine = installEngine([NETWORK]);
    setOnline(false);
    const unspoken: string[] = [];
    const queue = new SpeechQueue({
      coach: () => ({ profile: joey, savedVoiceName: null }),
      onSpeakingChange: () => undefined,
      onUnspoken: (text) => unspoken.push(text),
    });
    queue.say('Rest over.');
    await vi.waitFor(() => expect(unspoken).toEqual(['Rest over.']));
    expect(engine.spoken).toEqual([]);
  });
});
