import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxWrite } from './types';

/** The IndexedDB database and store the outbox keeps writes in. */
export const OUTBOX_DB = 'joeyfit-outbox';
const STORE = 'writes';
const BY_USER_SEQ = 'byUserSeq';

interface OutboxDb extends DBSchema {
  writes: { key: string; value: OutboxWrite; indexes: { byUserSeq: [string, number] } };
}

/**
 * Where kept writes live. IndexedDB in the browser (and in unit tests and the bench, through
 * fake-indexeddb); a memory store where there is no IndexedDB (writes then last as long as the
 * page, which is still better than losing them at once).
 */
export interface OutboxStore {
  /** One person's writes, oldest first. */
  list(userId: string): Promise<OutboxWrite[]>;
  get(key: string): Promise<OutboxWrite | undefined>;
  /** Adds or replaces writes (by key), all or none. */
  put(...writes: OutboxWrite[]): Promise<void>;
  delete(key: string): Promise<void>;
  count(userId: string): Promise<number>;
  close(): void;
}

const userRange = (userId: string) => IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]);

const open = (name: string) =>
  openDB<OutboxDb>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex(BY_USER_SEQ, ['userId', 'seq']);
    },
  });

/**
 * The IndexedDB store (idb): db 'joeyfit-outbox', store 'writes' keyed by the write's key. A
 * connection the browser closed under the page (Safari does, after a while in the background; or
 * another tab upgrading) is opened again once for the call that found it closed.
 */
export async function openIdbStore(name = OUTBOX_DB): Promise<OutboxStore> {
  let db: IDBPDatabase<OutboxDb> = await open(name);
  let closed = false;
  let ended = false;
  const watch = (d: IDBPDatabase<OutboxDb>) => {
    d.addEventListener('close', () => {
      if (db === d) closed = true;
    });
    d.addEventListener('versionchange', () => d.close());
  };
  watch(db);
  async function withDb<T>(fn: (d: IDBPDatabase<OutboxDb>) => Promise<T>): Promise<T> {
    if (ended) throw new Error('The outbox store is closed.');
    if (closed) {
      db = await open(name);
      closed = false;
      watch(db);
    }
    try {
      return await fn(db);
    } catch (error) {
      const lost = error instanceof DOMException && error.name === 'InvalidStateError';
      if (!lost || ended) throw error;
      db = await open(name);
      watch(db);
      return fn(db);
    }
  }
  return {
    list: (userId) => withDb((d) => d.getAllFromIndex(STORE, BY_USER_SEQ, userRange(userId))),
    get: (key) => withDb((d) => d.get(STORE, key)),
    put: (...writes) =>
      withDb(async (d) => {
        const tx = d.transaction(STORE, 'readwrite');
        await Promise.all([...writes.map((w) => tx.store.put(w)), tx.done]);
      }),
    delete: (key) => withDb((d) => d.delete(STORE, key)),
    count: (userId) => withDb((d) => d.countFromIndex(STORE, BY_USER_SEQ, userRange(userId))),
    close: () => {
      ended = true;
      db.close();
    },
  };
}

/** Kept in memory only: where the browser has no IndexedDB (or refuses it). */
export function memoryStore(): OutboxStore {
  const writes = new Map<string, OutboxWrite>();
  const copy = (w: OutboxWrite) => structuredClone(w);
  return {
    list: async (userId) =>
      [...writes.values()]
        .filter((w) => w.userId === userId)
        .sort((a, b) => a.seq - b.seq || a.key.localeCompare(b.key))
        .map(copy),
    get: async (key) => {
      const w = writes.get(key);
      return w && copy(w);
    },
    put: async (...list) => {
      for (const w of list) writes.set(w.key, copy(w));
    },
    delete: async (key) => {
      writes.delete(key);
    },
    count: async (userId) => [...writes.values()].filter((w) => w.userId === userId).length,
    close: () => {},
  };
}

/** IndexedDB when the browser has it and lets this page use it, else memory. */
export async function openDefaultStore(): Promise<OutboxStore> {
  if (typeof indexedDB === 'undefined') return memoryStore();
  try {
    return await openIdbStore();
  } catch {
    return memoryStore();
  }
}
