// Repeat reads cost one lookup (issue 30 §1). A signed-in read that opts in (`readThrough`) is
// kept per user, per instance, under its URL and the stamp of what it depends on: the user's data
// version (moved on by every write of their data in the write's own transaction,
// db/data-version.ts), their zone, their local day and the day their day clock records. The
// session lookup already reads the user's row, so a repeat read whose stamp is unchanged answers
// from memory after that one statement, and a browser that sends the answer's ETag back gets a
// `304` without a body. A stale entry is never answered: the stamp comes from the database on
// every request, so an instance that did not see a write still sees its version (DESIGN §9), and
// instances need no coherence. The cache is bounded (entries, bytes and entries per user, least
// recently used out first), and requests that miss together wait for one reading. A public share
// view is kept the same way (`cachedRead`), under its owner and that owner's version, which the
// share's own lookup reads (shares/share-views.ts).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordedToday } from '../../shared/day-clock';
import { localDayOf } from '../../shared/local-day';
import type { SessionUser } from './session';

export interface ReadCacheLimits {
  /** Entries kept in all; 0 turns the cache off (every read is read, as just after a write). */
  entries: number;
  /** Characters of answers kept in all (about bytes: the answers are mostly ASCII JSON). */
  bytes: number;
  /** Entries one user may hold, so one busy user cannot push everyone else out. */
  perUser: number;
}

export const DEFAULT_READ_CACHE_LIMITS: ReadCacheLimits = {
  entries: 5_000,
  bytes: 64 * 1024 * 1024,
  perUser: 32,
};

export interface CachedRead {
  /** What the answer depends on (`readStamp`); an entry under another stamp is stale. */
  stamp: string;
  /** The answer as sent (JSON), and its validator. */
  body: string;
  etag: string;
  /** Epoch ms after which the entry is stale whatever its stamp (Infinity: never by time). */
  until: number;
}

/**
 * The bounded store. Maps keep insertion order, so re-inserting on use makes the first key the
 * least recently used, for all entries and for each user's.
 */
export class ReadCache {
  private readonly all = new Map<string, CachedRead>();
  private readonly byUser = new Map<string, Set<string>>();
  private chars = 0;

  constructor(readonly limits: ReadCacheLimits) {}

  get size() {
    return this.all.size;
  }

  get bytes() {
    return this.chars;
  }

  /** The user's entry for `key` when it is still current at `now`, else undefined (and dropped). */
  get(userId: string, key: string, stamp: string, now: number): CachedRead | undefined {
    const id = entryId(userId, key);
    const hit = this.all.get(id);
    if (!hit) return undefined;
    this.drop(userId, id);
    if (hit.stamp !== stamp || now >= hit.until) return undefined;
    this.put(userId, id, hit);
    return hit;
  }

  set(userId: string, key: string, entry: CachedRead) {
    const { entries, bytes, perUser } = this.limits;
    if (entries === 0 || perUser === 0 || entry.body.length > bytes) return;
    const id = entryId(userId, key);
    if (this.all.has(id)) this.drop(userId, id);
    this.put(userId, id, entry);
    const own = this.byUser.get(userId)!;
    while (own.size > perUser) this.drop(userId, own.values().next().value!);
    while (this.all.size > entries || this.chars > bytes) {
      const oldest = this.all.keys().next().value!;
      this.drop(userOfId(oldest), oldest);
    }
  }

  private put(userId: string, id: string, entry: CachedRead) {
    this.all.set(id, entry);
    this.chars += entry.body.length;
    let own = this.byUser.get(userId);
    if (!own) this.byUser.set(userId, (own = new Set()));
    own.add(id);
  }

  private drop(userId: string, id: string) {
    const entry = this.all.get(id);
    if (!entry) return;
    this.all.delete(id);
    this.chars -= entry.body.length;
    const own = this.byUser.get(userId)!;
    own.delete(id);
    if (own.size === 0) this.byUser.delete(userId);
  }
}

// A user id is a uuid, so it never holds the separator.
const entryId = (userId: string, key: string) => `${userId} ${key}`;
const userOfId = (id: string) => id.slice(0, id.indexOf(' '));

/** The user's row as the session lookup reads it: what a cached read's validity depends on. */
export type StampUser = Pick<
  SessionUser,
  'dataVersion' | 'timeZone' | 'dayClockDay' | 'dayClockZone'
>;

/**
 * What every cached read depends on besides its URL: the data version, the zone, the local day
 * ("today" on the dashboard, this week's chart) and the day the user's day clock records (the
 * streak's today, which can lag the local day after a move east: shared/day-clock.ts).
 */
export function readStamp(user: StampUser, now: Date): string {
  const clock =
    user.dayClockDay && user.dayClockZone
      ? { day: user.dayClockDay, timeZone: user.dayClockZone }
      : null;
  const day = localDayOf(now, user.timeZone);
  const recorded = recordedToday(clock, now, user.timeZone);
  return `${user.dataVersion} ${user.timeZone} ${day} ${recorded}`;
}

/**
 * A weak validator of the answer itself: the user, the URL and the body's hash. Two answers with
 * one ETag are the same bytes for the same person, so a `304` is right however the ETag came
 * back (another instance, a version moved by a write this read does not show), and nothing of the
 * answer or of anyone else can be read from it.
 */
export function etagOf(userId: string, key: string, body: string): string {
  const hash = createHash('sha256').update(`${userId}\n${key}\n${body}`).digest('base64url');
  return `W/"${hash.slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2: weak comparison, a list, or
 * `*`). Anything unparseable simply does not match, so the full answer is sent.
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header || header.length > 4096) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return (t.startsWith('W/') ? t.slice(2) : t) === opaque;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: { store: ReadCache; working: Map<string, Promise<CachedRead>> };
  }
}

export function registerReadCache(app: FastifyInstance, limits: ReadCacheLimits) {
  app.decorate('readCache', { store: new ReadCache(limits), working: new Map() });
}

export interface ReadThroughOptions {
  /**
   * What the answer depends on besides the user's own data, read from the database before `read`
   * runs (the boards' version): part of the stamp.
   */
  shared?: string;
}

/** Where a read is kept: whose data it shows, under what name, and what it depends on. */
export interface CacheSlot {
  /** The user whose data it shows (the signed-in user; a share link's owner): their bound. */
  owner: string;
  key: string;
  /** Built from the owner's row as just read (its data version at least): a new stamp is a miss. */
  stamp: string;
}

/**
 * The slot's entry when its stamp holds, else `read`'s answer (read once for all the requests
 * that miss together), serialized by the route's serializer and kept. `read` may call `expireAt`
 * with an instant its answer stops being true at (a paid period's end). Only a successful read is
 * kept; a refusal thrown by `read` is answered as always. Headers are the caller's to set.
 */
export async function cachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  { owner, key, stamp }: CacheSlot,
  read: (expireAt: (at: Date | null) => void) => Promise<unknown>,
  now = Date.now(),
): Promise<CachedRead> {
  const { store, working } = request.server.readCache;
  const hit = store.get(owner, key, stamp, now);
  if (hit) return hit;
  const id = `${owner} ${stamp} ${key}`;
  const running = working.get(id);
  if (running) return running;
  const work = (async (): Promise<CachedRead> => {
    let until = Infinity;
    const value = await read((at) => {
      if (at) until = Math.min(until, at.getTime());
    });
    // The route's own serializer (its response schema), so the bytes are the ones it sends.
    const body = String(reply.serialize(value));
    const made = { stamp, body, etag: etagOf(owner, key, body), until };
    store.set(owner, key, made);
    return made;
  })().finally(() => working.delete(id));
  working.set(id, work);
  return work;
}

/**
 * Answers a signed-in GET through `cachedRead`, kept under the user and the URL (path and query)
 * with the user's `readStamp` (and `opts.shared`). Every answer carries its ETag and
 * `Cache-Control: private, no-cache`, so the browser keeps it only for this user and asks again
 * with If-None-Match each time, and gets a `304` without a body when the ETag still holds.
 */
export async function readThrough(
  request: FastifyRequest,
  reply: FastifyReply,
  read: (expireAt: (at: Date | null) => void) => Promise<unknown>,
  opts: ReadThroughOptions = {},
): Promise<FastifyReply> {
  const user = request.currentUser;
  const now = Date.now();
  const own = readStamp(user, new Date(now));
  const stamp = opts.shared === undefined ? own : `${own} ${opts.shared}`;
  const entry = await cachedRead(
    request,
    reply,
    { owner: user.id, key: request.url, stamp },
    read,
    now,
  );
  reply.header('etag', entry.etag).header('cache-control', 'private, no-cache');
  if (noneMatch(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
