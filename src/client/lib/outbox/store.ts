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

/** The IndexedDB store (idb): db 'joeyfit-outbox', store 'writes' keyed by the write's key. */
export async function openIdbStore(name = OUTBOX_DB): Promise<OutboxStore> {
  const db: IDBPDatabase<OutboxDb> = await openDB<OutboxDb>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex(BY_USER_SEQ, ['userId', 'seq']);
    },
  });
  return {
    list: (userId) => db.getAllFromIndex(STORE, BY_USER_SEQ, userRange(userId)),
    get: (key) => db.get(STORE, key),
    async put(...writes) {
      const tx = db.transaction(STORE, 'readwrite');
      await Promise.all([...writes.map((w) => tx.store.put(w)), tx.done]);
    },
    delete: (key) => db.delete(STORE, key),
    count: (userId) => db.countFromIndex(STORE, BY_USER_SEQ, userRange(userId)),
    close: () => db.close(),
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
