// The offline engine (issue 4 §2, DESIGN §7): a pool of long-lived recogniser processes
// (pocketsphinx.worker.ts), each with the decoder and domain model loaded once. Jobs go to an
// idle process; the transcription service's Limiter bounds how many run and wait. A process that
// dies or hangs is replaced on the next job.
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT } from '../../../paths';
import {
  EngineError,
  type Availability,
  type SpeechAudio,
  type SpeechEngine,
  type Transcript,
} from './engine';
import { findVoiceModel, LIBRARY, VOICE_MODEL_DIR } from './model';
import type { WorkerConfig, WorkerReply, WorkerRequest } from './pocketsphinx.worker';

export interface PocketsphinxOptions {
  /** Recogniser processes (each holds a decoder, ~60 MB). */
  size?: number;
  modelDir?: string;
  /** A job taking longer is abandoned and its process replaced. */
  jobTimeoutMs?: number;
  startTimeoutMs?: number;
  decoderArgs?: string[];
  /** false: no front end before the decoder (audio/frontend.ts; for measuring it). */
  frontEnd?: boolean;
  /** After a failed start, how long `available()` repeats the reason before trying again. */
  retryAfterMs?: number;
}

/** The worker's entry: the TypeScript source under tsx, or the bundle's sibling file. */
function workerEntry(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const loader = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
    return {
      file: fileURLToPath(new URL('./pocketsphinx.worker.ts', here)),
      execArgv: ['--import', loader],
    };
  }
  return { file: fileURLToPath(new URL('./stt-worker.js', here)), execArgv: [] };
}

/** A recognition that failed; worth another try. */
const failed = (message: string, code: string, detail?: string) =>
  new EngineError(message, 'processing_error', true, code, detail);

/** Whether the dynamic linker knows the library; true when it cannot be asked (not Debian). */
function libraryInstalled(): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('/sbin/ldconfig', ['-p'], { timeout: 5000 }, (err, out) => {
      resolve(err ? true : out.includes(LIBRARY));
    });
  });
}

type Result = Transcript & { cpuMs: number; audioSeconds: number };

interface Job {
  id: number;
  resolve: (t: Result) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

class Worker {
  /** Taken by a caller between acquire() and release(). */
  reserved = false;
  /** The job it is decoding. */
  job: Job | null = null;
  dead = false;

  constructor(readonly child: ChildProcess) {}

  kill() {
    this.dead = true;
    this.child.kill('SIGKILL');
  }
}

export class PocketsphinxEngine implements SpeechEngine {
  readonly name = 'pocketsphinx';
  private readonly size: number;
  private readonly workers: Worker[] = [];
  private readonly starting = new Map<Worker, Promise<Worker>>();
  private idleWaiters: ((w: Worker) => void)[] = [];
  private failure: { reason: string; at: number } | null = null;
  private nextId = 1;
  private closed = false;
  /** CPU milliseconds the decoders spent, and audio seconds decoded (for benchmarks). */
  readonly usage = { cpuMs: 0, audioSeconds: 0, utterances: 0 };

  constructor(private readonly opts: PocketsphinxOptions = {}) {
    this.size = Math.max(1, opts.size ?? 1);
  }

  async available(): Promise<Availability> {
    // A running recogniser answers without touching the disk.
    if (this.workers.some((w) => !w.dead && !this.starting.has(w))) return { ok: true };
    const model = findVoiceModel(this.opts.modelDir ?? VOICE_MODEL_DIR);
    if (!model.ok) return model;
    const failed = (reason: string) => ({ ok: false, code: 'engine_failed', reason }) as const;
    const inFlight = [...this.starting.values()][0];
    if (inFlight) {
      return inFlight.then(
        () => ({ ok: true }) as const,
        (err: Error) => failed(err.message),
      );
    }
    const retryAfter = this.opts.retryAfterMs ?? 30_000;
    if (this.failure && Date.now() - this.failure.at < retryAfter) {
      return failed(this.failure.reason);
    }
    try {
      await this.spawn();
      return { ok: true };
    } catch (err) {
      return failed((err as Error).message);
    }
  }

  /** What can be known without starting a recogniser: the model, and Debian's library. */
  async check(): Promise<Availability> {
    const model = findVoiceModel(this.opts.modelDir ?? VOICE_MODEL_DIR);
    if (!model.ok) return model;
    if (!(await libraryInstalled())) {
      return {
        ok: false,
        code: 'engine_missing',
        reason: `${LIBRARY} is not installed (Debian package libpocketsphinx3; npm run setup)`,
      };
    }
    return { ok: true };
  }

  async transcribe(audio: SpeechAudio): Promise<Transcript> {
    const { text, confidence, alternatives } = await this.run(audio);
    return { text, confidence, alternatives };
  }

  /**
   * Like transcribe, with the recogniser's CPU time (for the benchmark). A WAV is parsed and
   * resampled in the recogniser process, not here.
   */
  async run(audio: SpeechAudio): Promise<Result> {
    const worker = await this.acquire();
    const id = this.nextId++;
    const timeoutMs = this.opts.jobTimeoutMs ?? 30_000;
    try {
      const result = await new Promise<Result>((resolve, reject) => {
        const timer = setTimeout(() => {
          worker.job = null;
          worker.kill();
          reject(failed('Speech recognition took too long', 'recogniser_timeout'));
        }, timeoutMs);
        worker.job = { id, resolve, reject, timer };
        worker.child.send({ id, audio } satisfies WorkerRequest);
      });
      this.usage.cpuMs += result.cpuMs;
      this.usage.audioSeconds += result.audioSeconds;
      this.usage.utterances++;
      return result;
    } finally {
      this.release(worker);
    }
  }

  /** Process ids of the live recognisers (diagnostics and tests). */
  pids(): number[] {
    return this.workers.filter((w) => !w.dead && w.child.pid).map((w) => w.child.pid!);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.workers) {
      if (w.job) {
        clearTimeout(w.job.timer);
        w.job.reject(failed('The server is shutting down', 'shutting_down'));
      }
      w.kill();
    }
    this.workers.length = 0;
  }

  /** An idle worker, starting one when the pool has room, else waiting for one to free up. */
  private async acquire(): Promise<Worker> {
    if (this.closed) throw failed('The server is shutting down', 'shutting_down');
    const idle = this.workers.find((w) => !w.dead && !w.reserved && !this.starting.has(w));
    const w =
      idle ??
      (this.workers.filter((x) => !x.dead).length < this.size
        ? await this.spawn()
        : await new Promise<Worker>((resolve) => this.idleWaiters.push(resolve)));
    w.reserved = true;
    return w;
  }

  private release(worker: Worker) {
    worker.job = null;
    worker.reserved = false;
    const waiter = this.idleWaiters.shift();
    if (!waiter) return;
    if (!worker.dead) return waiter(worker);
    // The worker died: start a replacement for whoever was waiting.
    this.spawn().then(waiter, () => this.idleWaiters.unshift(waiter));
  }

  private spawn(): Promise<Worker> {
    if (this.closed) return Promise.reject(new Error('the server is shutting down'));
    const model = findVoiceModel(this.opts.modelDir ?? VOICE_MODEL_DIR);
    if (!model.ok) return Promise.reject(new Error(model.reason));
    const entry = workerEntry();
    if (!existsSync(entry.file)) {
      return Promise.reject(new Error(`the recogniser worker is missing (${entry.file})`));
    }
    const config: WorkerConfig = {
      library: LIBRARY,
      hmm: model.files.hmm,
      lm: model.files.lm,
      dict: model.files.dict,
      args: this.opts.decoderArgs,
      frontEnd: this.opts.frontEnd,
    };
    const child = fork(entry.file, [JSON.stringify(config)], {
      execArgv: entry.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const worker = new Worker(child);
    this.workers.push(worker);
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-1000)));

    const ready = new Promise<Worker>((resolve, reject) => {
      const timer = setTimeout(() => {
        worker.kill();
        reject(new Error('the recogniser did not start in time'));
      }, this.opts.startTimeoutMs ?? 20_000);
      child.on('message', (msg: WorkerReply) => {
        if (msg.type === 'ready') {
          clearTimeout(timer);
          this.failure = null;
          resolve(worker);
        } else if (msg.type === 'fatal') {
          clearTimeout(timer);
          worker.kill();
          reject(new Error(`the recogniser could not start: ${msg.error}`));
        } else {
          this.settle(worker, msg);
        }
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        worker.dead = true;
        const why = stderr.trim().split('\n').at(-1) || `exit ${signal ?? code}`;
        reject(new Error(`the recogniser stopped: ${why}`));
        const job = worker.job;
        worker.job = null;
        if (job) {
          clearTimeout(job.timer);
          job.reject(failed('Speech recognition failed', 'recogniser_failed', why));
        }
        const i = this.workers.indexOf(worker);
        if (i >= 0) this.workers.splice(i, 1);
      });
      child.on('error', () => {}); // 'exit' follows and reports
    });
    this.starting.set(worker, ready);
    return ready.then(
      (w) => {
        this.starting.delete(worker);
        return w;
      },
      (err: Error) => {
        this.starting.delete(worker);
        this.failure = { reason: err.message, at: Date.now() };
        throw err;
      },
    );
  }

  private settle(worker: Worker, msg: WorkerReply) {
    const job = worker.job;
    if (!job || (msg.type !== 'result' && msg.type !== 'error') || msg.id !== job.id) return;
    worker.job = null;
    clearTimeout(job.timer);
    if (msg.type === 'result') {
      const { text, confidence, alternatives, cpuMs, audioSeconds } = msg;
      job.resolve({ text, confidence, alternatives, cpuMs, audioSeconds });
    } else {
      job.reject(failed('Speech recognition failed', 'recogniser_failed', msg.error));
    }
  }
}
