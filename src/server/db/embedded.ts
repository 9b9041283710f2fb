// The embedded database off the event loop (issue 9 §3, decision 012). PGlite runs in a worker
// thread (embedded.worker.ts) and speaks the PostgreSQL wire protocol; here node-postgres talks to
// it through an in-process stream, so the app's queries take the same driver path on PGlite as on
// PostgreSQL, and a slow query blocks that thread, never the one answering HTTP.
//
// PGlite is a single backend, so the pool holds one client: a transaction has the connection to
// itself and every other query waits its turn in the pool, as PGlite's own mutex made them wait.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { ROOT } from '../paths';
import type { EmbeddedConfig, FromDatabase, ToDatabase } from './embedded.worker';

export type { EmbeddedConfig };

/**
 * The database thread is gone (or never started). Its SQLSTATE is connection_failure, so the
 * error plugin answers 503 with Retry-After, and /readyz fails.
 */
export class DatabaseThreadError extends Error {
  readonly code = '08006';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseThreadError';
  }
}

/** The thread's entry: the bundle's sibling file, or the TypeScript source under tsx or Vitest. */
function workerEntry(): URL {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new URL('./pglite-worker.js', here);
  // Node 20 does not pass the tsx loader on to worker threads (`--import` in a worker's execArgv
  // is ignored), so a one-line module registers it inside the thread, then loads the source.
  const tsx = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/esm/api/index.mjs')).href;
  const entry = new URL('./embedded.worker.ts', here).href;
  const code =
    `const { register } = await import(${JSON.stringify(tsx)});\n` +
    `register();\nawait import(${JSON.stringify(entry)});\n`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

/** One connection of node-postgres to the thread: what pg writes is posted, answers are pushed. */
class ThreadStream extends Duplex {
  private holding = false;

  constructor(
    private readonly thread: DatabaseThread,
    readonly conn: number,
  ) {
    super();
  }

  // The parts of net.Socket that pg's Connection calls.
  connect() {
    // A thread being started again (RestartingThread) takes this connection once it is open.
    this.thread.ready.then(
      () => {
        const failure = this.thread.failure;
        if (failure) return void this.destroy(failure);
        this.thread.post({ type: 'open', conn: this.conn });
        this.emit('connect');
      },
      (err: Error) => this.destroy(err),
    );
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  /** pg's pool unrefs an idle client (allowExitOnIdle): the thread then keeps no process alive. */
  ref() {
    if (!this.holding) this.thread.hold(+1);
    this.holding = true;
    return this;
  }
  unref() {
    if (this.holding) this.thread.hold(-1);
    this.holding = false;
    return this;
  }

  /** An answer from the database. */
  receive(bytes: Uint8Array) {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void) {
    this._writev([{ chunk }], done);
  }

  // pg corks the stream around an extended query, so Parse, Bind, Describe, Execute and Sync
  // arrive here together and cross to the thread as one message.
  override _writev(chunks: { chunk: Buffer }[], done: (err?: Error | null) => void) {
    if (this.thread.failure) return done(this.thread.failure);
    let size = 0;
    for (const { chunk } of chunks) size += chunk.length;
    // A copy of our own to move across: pg's buffers may be slices of Node's shared pool.
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const { chunk } of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    this.thread.post({ type: 'data', conn: this.conn, bytes }, [bytes.buffer]);
    done();
  }

  override _final(done: (err?: Error | null) => void) {
    this.push(null);
    done();
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void) {
    this.unref();
    this.thread.forget(this);
    done(err);
  }
}

/** The worker thread that owns PGlite. */
export class DatabaseThread {
  readonly worker: Worker;
  /** Why the thread is unusable, once it is; every connection after that fails with it. */
  failure: DatabaseThreadError | null = null;
  readonly ready: Promise<void>;
  private readonly streams = new Map<number, ThreadStream>();
  private nextConn = 1;
  private holds = 0;
  private readonly exited: Promise<void>;
  private onClosed: (() => void) | null = null;
  private closing: Promise<void> | null = null;

  constructor(config: EmbeddedConfig) {
    const transferList = config.loadDataDir ? [config.loadDataDir.buffer as ArrayBuffer] : [];
    this.worker = new Worker(workerEntry(), { workerData: config, transferList });
    let started: () => void;
    let failedToStart: (err: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failedToStart = reject;
    });
    // Callers await ready; this only keeps an unobserved failure from being reported as such.
    this.ready.catch(() => undefined);
    let lastError: Error | null = null;

    this.worker.on('message', (msg: FromDatabase) => {
      switch (msg.type) {
        case 'ready':
          started();
          // Idle until pg checks a connection out (ThreadStream.ref).
          this.hold(0);
          return;
        case 'fatal':
          lastError = new Error(msg.error);
          failedToStart(
            new DatabaseThreadError(`the embedded database did not open: ${msg.error}`),
          );
          return;
        case 'data':
          this.streams.get(msg.conn)?.receive(msg.bytes);
          return;
        case 'closed':
          this.onClosed?.();
          return;
      }
    });
    this.worker.on('error', (err) => (lastError = err));
    this.exited = new Promise((resolve) => {
      this.worker.on('exit', (code) => {
        const why = lastError ? lastError.message : `exit code ${code}`;
        this.fail(new DatabaseThreadError(`the embedded database stopped: ${why}`));
        failedToStart(this.failure!);
        resolve();
      });
    });
  }

  post(msg: ToDatabase, transfer: ArrayBuffer[] = []) {
    this.worker.postMessage(msg, transfer);
  }

  /** A new connection for pg's pool (its `stream` option). */
  connect(): ThreadStream {
    const stream = new ThreadStream(this, this.nextConn++);
    this.streams.set(stream.conn, stream);
    stream.ref();
    return stream;
  }

  forget(stream: ThreadStream) {
    if (this.streams.get(stream.conn) !== stream) return;
    this.streams.delete(stream.conn);
    if (!this.failure) this.post({ type: 'close', conn: stream.conn });
  }

  /** Counts the connections in use; with none, the thread does not keep the process alive. */
  hold(delta: number) {
    this.holds += delta;
    if (this.closing) return;
    if (this.holds > 0) this.worker.ref();
    else this.worker.unref();
  }

  private fail(err: DatabaseThreadError) {
    if (this.failure) return;
    this.failure = err;
    for (const stream of [...this.streams.values()]) stream.destroy(err);
    this.streams.clear();
  }

  /**
   * Closes PGlite in the thread (a clean shutdown, nothing to recover at the next start) and
   * ends the thread; after `timeoutMs` the thread is stopped regardless.
   */
  close(timeoutMs = 8000): Promise<void> {
    this.closing ??= (async () => {
      if (this.failure) return;
      this.worker.ref();
      const closed = new Promise<void>((resolve) => (this.onClosed = resolve));
      this.post({ type: 'shutdown' });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([closed, this.exited, late]);
      clearTimeout(timer);
      this.fail(new DatabaseThreadError('the embedded database is closed'));
      await this.worker.terminate();
    })();
    return this.closing;
  }
}

/**
 * The thread of a database kept in a data directory, started again after it died (issue 16 §2;
 * it also ends itself when PGlite reports a PANIC, as after a WAL file it could not write):
 * the next connection asked for opens the directory in a new thread, where PostgreSQL's crash
 * recovery replays everything committed, so requests after a crash find every acknowledged
 * write. A thread that cannot open is tried again after a pause that doubles up to 30 s, and
 * connections meanwhile fail at once (503). A database in memory died with its thread and is not
 * started again: an empty one in its place would lose everything silently.
 */
export class RestartingThread {
  private failures = 0;
  private retryAt = 0;
  private closed = false;

  constructor(
    private readonly config: EmbeddedConfig,
    public current: DatabaseThread,
  ) {}

  /** A connection for pg's pool (its `stream` option), on a live thread when there can be one. */
  connect(): ThreadStream {
    if (this.current.failure && !this.closed && Date.now() >= this.retryAt) this.restart();
    return this.current.connect();
  }

  private restart() {
    const dir = this.config.dataDir;
    // Never a new cluster in place of a directory that went away (a volume unmounted).
    if (!dir || !existsSync(path.join(dir, 'PG_VERSION'))) return this.failed();
    const thread = new DatabaseThread({ dataDir: dir });
    this.current = thread;
    thread.ready.then(
      () => (this.failures = 0),
      () => {
        this.failed();
        void thread.worker.terminate();
      },
    );
  }

  private failed() {
    this.failures++;
    this.retryAt = Date.now() + Math.min(30_000, 250 * 2 ** this.failures);
  }

  close(): Promise<void> {
    this.closed = true;
    return this.current.close();
  }
}

/** Starts the thread and opens PGlite in it; rejects when PGlite cannot open. */
export async function startDatabaseThread(config: EmbeddedConfig): Promise<DatabaseThread> {
  const thread = new DatabaseThread(config);
  try {
    await thread.ready;
  } catch (err) {
    await thread.worker.terminate();
    throw err;
  }
  return thread;
}

/** node-postgres on the thread: one client (PGlite is one backend), kept while the app runs. */
export function threadPool(thread: { connect(): ThreadStream }): pg.Pool {
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    ssl: false,
    user: 'postgres',
    database: 'postgres',
    stream: () => thread.connect(),
  });
  // An idle client's failure (the thread stopping) surfaces on the next query instead, and a
  // checked-out client's reaches its queries: pg would otherwise rethrow it from the client.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
