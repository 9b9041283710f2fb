// One recogniser process (issue 4 §2): loads libpocketsphinx.so.3 through koffi, keeps one
// decoder with the domain model loaded, and decodes one utterance per message from its parent
// (pocketsphinx.ts). A process of its own, not a thread: native code that crashes takes only this
// process down, and the pool starts another.
//
// Messages in:  { id, audio: { pcm: Int16Array } (16 kHz mono) | { wav: Uint8Array } }
// Messages out: { type: 'ready' } | { type: 'fatal', error }
//               { type: 'result', id, text, confidence, alternatives, cpuMs, audioSeconds }
//               { type: 'error', id, error }
// A WAV is decoded and resampled here, so that work never runs on the API's event loop, and the
// front end (audio/frontend.ts: noise lowered, the recording trimmed to the speech) runs here too.
import koffi, { type LibraryHandle } from 'koffi';
import type { Hypothesis } from '../../../../shared/voice/interpret/hypotheses';
import { frontEnd } from '../audio/frontend';
import { wavTo16kMono } from '../audio/wav';
import type { SpeechAudio } from './engine';
import { cleanHypothesis, collectAlternatives, MAX_ALTERNATIVES, scoreToLn } from './nbest';

export interface WorkerConfig {
  /** The shared library to load (model.ts: LIBRARY). */
  library: string;
  hmm: string;
  lm: string;
  dict: string;
  /** Extra decoder arguments, e.g. ['-lw', '6.5']. */
  args?: string[];
  /** false: the samples go to the decoder as they are (audio/frontend.ts otherwise). */
  frontEnd?: boolean;
}

export type WorkerRequest = { id: number; audio: SpeechAudio };
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'fatal'; error: string }
  | {
      type: 'result';
      id: number;
      text: string;
      confidence: number;
      /** The n-best list, the 1-best first; empty when nothing was heard. */
      alternatives: Hypothesis[];
      cpuMs: number;
      audioSeconds: number;
    }
  | { type: 'error'; id: number; error: string };

/** A* paths read at most per utterance. */
const MAX_PATHS = 200;

interface Decoded {
  text: string;
  confidence: number;
  alternatives: Hypothesis[];
}

function send(reply: WorkerReply) {
  process.send?.(reply);
}

/**
 * Adds one least-significant bit to a quarter of the samples, as pocketsphinx's own `-dither`
 * does, but from a generator seeded per utterance, so the same audio always gives the same text.
 * Exact digital silence (synthesised or noise-suppressed audio) otherwise gives the front end
 * log-energies of minus infinity: measured on espeak-ng speech, 22 % of commands right without,
 * 49 % with; flite speech is unchanged.
 */
function dither(pcm: Int16Array): Int16Array {
  const out = new Int16Array(pcm.length);
  let seed = 0x2545f491;
  for (let i = 0; i < pcm.length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    const v = pcm[i]!;
    out[i] = (seed & 3) === 0 && v < 32767 ? v + 1 : v;
  }
  return out;
}

/**
 * The 5prealpha n-best API, or null when the library lacks it (the 1-best alone is answered):
 * ps_nbest(ps) starts an A* search over the utterance's lattice and already stands on its first
 * path (NULL when there is none); ps_nbest_next frees the iterator when it returns NULL.
 */
function bindNbest(lib: LibraryHandle) {
  try {
    return {
      start: lib.func('void *ps_nbest(void *ps)'),
      next: lib.func('void *ps_nbest_next(void *nbest)'),
      hyp: lib.func('const char *ps_nbest_hyp(void *nbest, _Out_ int32_t *score)'),
      free: lib.func('void ps_nbest_free(void *nbest)'),
    };
  } catch {
    return null;
  }
}

function start(config: WorkerConfig) {
  const lib = koffi.load(config.library);
  const psArgs = lib.func('void *ps_args(void)');
  const cmdLnParse = lib.func(
    'void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)',
  );
  const psInit = lib.func('void *ps_init(void *config)');
  const startUtt = lib.func('int ps_start_utt(void *ps)');
  const processRaw = lib.func(
    'int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)',
  );
  const endUtt = lib.func('int ps_end_utt(void *ps)');
  const getHyp = lib.func('const char *ps_get_hyp(void *ps, _Out_ int32_t *score)');
  const getLogmath = lib.func('void *ps_get_logmath(void *ps)');
  const segIter = lib.func('void *ps_seg_iter(void *ps)');
  const segNext = lib.func('void *ps_seg_next(void *seg)');
  const segWord = lib.func('const char *ps_seg_word(void *seg)');
  const segProb = lib.func(
    'int32_t ps_seg_prob(void *seg, _Out_ int32_t *ascr, _Out_ int32_t *lscr, _Out_ int32_t *lback)',
  );
  const logmathExp = lib.func('double logmath_exp(void *lmath, int32_t logb)');
  const logmathBase = lib.func('double logmath_get_base(void *lmath)');
  const nbest = bindNbest(lib);

  const argv = ['-hmm', config.hmm, '-lm', config.lm, '-dict', config.dict];
  argv.push('-logfn', '/dev/null', ...(config.args ?? []));
  const cmdLn = cmdLnParse(null, psArgs(), argv.length, argv, 1);
  if (!cmdLn) throw new Error(`pocketsphinx rejected its arguments: ${argv.join(' ')}`);
  const ps = psInit(cmdLn);
  if (!ps) throw new Error('pocketsphinx could not load its model');
  const logmath = getLogmath(ps);
  const logBase = logmathBase(logmath) as number;

  /**
   * The mean posterior probability of the recognised words (from the lattice; silences and
   * noises left out). The whole utterance's posterior shrinks with every word, so the mean per
   * word says more about how sure the recogniser was.
   */
  const wordConfidence = () => {
    let sum = 0;
    let n = 0;
    for (let seg = segIter(ps); seg; seg = segNext(seg)) {
      const word = segWord(seg) as string;
      if (/^(<s>|<\/s>|<sil>|\[.*\])$/.test(word)) continue;
      sum += logmathExp(logmath, segProb(seg, [0], [0], [0]));
      n++;
    }
    return n > 0 ? Math.min(1, Math.max(0, sum / n)) : 0;
  };

  /**
   * The A* paths through the lattice, until MAX_ALTERNATIVES distinct texts (the 1-best's among
   * them) or MAX_PATHS paths: most paths repeat a text with other timings. Costs well under a
   * millisecond per utterance; none when the lattice has no path.
   */
  const nbestPaths = (oneBest: string): Hypothesis[] => {
    const paths: Hypothesis[] = [];
    if (!nbest) return paths;
    const texts = new Set([cleanHypothesis(oneBest)]);
    let it = nbest.start(ps);
    for (let n = 0; it && n < MAX_PATHS && texts.size < MAX_ALTERNATIVES; n++) {
      const score = [0];
      const text = cleanHypothesis((nbest.hyp(it, score) as string | null) ?? '');
      if (text) {
        paths.push({ text, score: scoreToLn(score[0]!, logBase) });
        texts.add(text);
      }
      it = nbest.next(it);
    }
    if (it) nbest.free(it);
    return paths;
  };

  return (input: Int16Array): Decoded => {
    const pcm = dither(input);
    if (startUtt(ps) < 0) throw new Error('ps_start_utt failed');
    if (pcm.length > 0 && processRaw(ps, pcm, pcm.length, 0, 1) < 0) {
      throw new Error('ps_process_raw failed');
    }
    if (endUtt(ps) < 0) throw new Error('ps_end_utt failed');
    const text = ((getHyp(ps, [0]) as string | null) ?? '').trim();
    if (!text) return { text, confidence: 0, alternatives: [] };
    const confidence = wordConfidence();
    return { text, confidence, alternatives: collectAlternatives(text, nbestPaths(text)) };
  };
}

const config = JSON.parse(process.argv[2] ?? '{}') as WorkerConfig;
let decode: ((pcm: Int16Array) => Decoded) | null = null;
try {
  decode = start(config);
  send({ type: 'ready' });
} catch (err) {
  send({ type: 'fatal', error: err instanceof Error ? err.message : String(err) });
  process.disconnect?.();
}

process.on('message', (msg: WorkerRequest) => {
  if (!decode) return;
  const before = process.cpuUsage();
  try {
    const pcm = 'wav' in msg.audio ? wavTo16kMono(msg.audio.wav).pcm : msg.audio.pcm;
    // Noise lowered and the recording trimmed to the speech before the decoder hears it.
    const { text, confidence, alternatives } = decode(
      config.frontEnd === false ? pcm : frontEnd(pcm),
    );
    const used = process.cpuUsage(before);
    const cpuMs = (used.user + used.system) / 1000;
    send({
      type: 'result',
      id: msg.id,
      text,
      confidence,
      alternatives,
      cpuMs,
      audioSeconds: pcm.length / 16_000,
    });
  } catch (err) {
    send({ type: 'error', id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
});
// The parent went away: nothing left to do.
process.on('disconnect', () => process.exit(0));
