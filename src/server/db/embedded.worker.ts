// The embedded database's thread (decision 012): PGlite runs here, off the HTTP event loop, and
// speaks the PostgreSQL wire protocol with the main thread (embedded.ts), where node-postgres
// drives it exactly as it drives a PostgreSQL server. PGlite is one backend, so there is one
// connection at a time (the main thread's pool holds one client); a new connection finds the
// session as a fresh one would: no open transaction, no prepared statements.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

export interface EmbeddedConfig {
  /** A PGlite data directory, or null for a database in memory. */
  dataDir: string | null;
  /** A dumped data directory (`dumpDataDir`) to start from, for a database in memory. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

/** Main thread → database thread. */
export type ToDatabase =
  | { type: 'open'; conn: number }
  | { type: 'data'; conn: number; bytes: Uint8Array }
  | { type: 'close'; conn: number }
  | { type: 'shutdown' };

/** Database thread → main thread. */
export type FromDatabase =
  | { type: 'ready' }
  | { type: 'fatal'; error: string }
  | { type: 'data'; conn: number; bytes: Uint8Array }
  | { type: 'closed' };

const port = parentPort!;
const config = workerData as EmbeddedConfig;

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I': ReadyForQuery outside a transaction block

/** A frontend message: type byte, then int32 length (itself included), then the body. */
function message(type: string, body: string): Uint8Array {
  const text = Buffer.from(body, 'utf8');
  const out = Buffer.alloc(5 + text.length);
  out.write(type, 0, 'latin1');
  out.writeInt32BE(4 + text.length, 1);
  text.copy(out, 5);
  return out;
}
const SYNC = message('S', '');
const query = (sql: string) => message('Q', `${sql}\0`);

const ERROR_RESPONSE = 0x45; // 'E'
const SEVERITY_FIELD = 0x56; // 'V': the severity, never translated
const SQLSTATE_FIELD = 0x43; // 'C'
const MESSAGE_FIELD = 0x4d; // 'M'

interface BackendError {
  severity: string;
  code: string;
  message: string;
}

/** The ErrorResponses in a backend reply (a run of type-length-body messages). */
function errorsIn(out: Uint8Array): BackendError[] {
  const errors: BackendError[] = [];
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  for (let at = 0; at + 5 <= out.length;) {
    const start = at;
    const length = view.getInt32(start + 1);
    if (length < 4) break; // not a message: stop rather than loop
    const end = start + 1 + length;
    at = end;
    if (out[start] !== ERROR_RESPONSE) continue;
    const error = { severity: '', code: '', message: '' };
    // Fields: a type byte and a NUL-terminated string each, then a NUL.
    for (let f = start + 5; f < end && out[f] !== 0;) {
      const stop = out.indexOf(0, f + 1);
      const value = Buffer.from(out.subarray(f + 1, stop)).toString();
      if (out[f] === SEVERITY_FIELD) error.severity = value;
      if (out[f] === SQLSTATE_FIELD) error.code = value;
      if (out[f] === MESSAGE_FIELD) error.message = value;
      f = stop + 1;
    }
    errors.push(error);
  }
  return errors;
}

/**
 * Sends `bytes` to the port, moving its memory when the array owns all of it (PGlite returns a
 * copy for a query, but a view of its own receive buffer for a startup packet).
 */
function post(msg: FromDatabase & { bytes: Uint8Array }) {
  const whole = msg.bytes.byteOffset === 0 && msg.bytes.byteLength === msg.bytes.buffer.byteLength;
  const bytes = whole ? msg.bytes : msg.bytes.slice();
  port.postMessage({ ...msg, bytes }, [bytes.buffer as ArrayBuffer]);
}

async function main() {
  let db: PGlite;
  try {
    const load = config.loadDataDir ? { loadDataDir: new Blob([config.loadDataDir]) } : {};
    db = config.dataDir ? await PGlite.create(config.dataDir, load) : await PGlite.create(load);
  } catch (err) {
    port.postMessage({ type: 'fatal', error: String((err as Error)?.stack ?? err) });
    return;
  }

  /** The connection now owning the backend; data from any other is dropped. */
  let current = 0;
  let used = false;
  /** The transaction status of the last ReadyForQuery seen. */
  let status = IDLE;
  /**
   * A PANIC or FATAL ends the thread. PostgreSQL restarts after a PANIC and ends the session
   * after a FATAL; PGlite goes on, broken: after a WAL file could not be created (a full disk) it
   * answered every later statement with an error, even once space was free ("cannot drop active
   * portal", "StartTransactionCommand: unexpected state STARTED"). The main thread starts another
   * thread on the same directory, where recovery replays the WAL (RestartingThread).
   */
  const exec = async (bytes: Uint8Array) => {
    const out = await db.execProtocolRaw(bytes);
    const n = out.length;
    if (n >= 6 && out[n - 6] === READY_FOR_QUERY && out[n - 2] === 5) status = out[n - 1]!;
    const fatal = errorsIn(out).find((e) => e.severity === 'PANIC' || e.severity === 'FATAL');
    if (fatal) {
      port.postMessage({
        type: 'fatal',
        error: `PGlite cannot go on after a ${fatal.severity} (${fatal.code}: ${fatal.message})`,
      } satisfies FromDatabase);
      process.exit(1);
    }
    return out;
  };

  /** A new connection: whatever the last one left (a half-sent query, a transaction) goes. */
  const reset = async () => {
    await exec(SYNC);
    if (status !== IDLE) await exec(query('rollback'));
    await exec(query('discard all'));
  };

  const handle = async (msg: ToDatabase) => {
    switch (msg.type) {
      case 'open':
        if (used) await reset();
        used = true;
        current = msg.conn;
        return;
      case 'data': {
        if (msg.conn !== current) return;
        const out = await exec(msg.bytes);
        if (out.length > 0) post({ type: 'data', conn: msg.conn, bytes: out });
        return;
      }
      case 'close':
        if (msg.conn === current) current = 0;
        return;
      case 'shutdown':
        await db.close();
        port.postMessage({ type: 'closed' } satisfies FromDatabase);
        port.close();
        return;
    }
  };

  // One message at a time, in order: PGlite is a single backend. A failure here is not a SQL
  // error (those are answers) but PGlite itself failing: the thread dies with it, and the main
  // thread fails every connection and the readiness check.
  let queue = Promise.resolve();
  port.on('message', (msg: ToDatabase) => {
    queue = queue
      .then(() => handle(msg))
      .catch((err: unknown) => {
        queueMicrotask(() => {
          throw err;
        });
      });
  });
  port.postMessage({ type: 'ready' } satisfies FromDatabase);
}

void main();
