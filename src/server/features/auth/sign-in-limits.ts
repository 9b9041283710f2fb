import type { CounterStore } from '../../plugins/counter-store';
import { HttpError } from '../../plugins/errors';
import { clear, countAttempt, release, type WindowLimit } from '../../plugins/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Wrong passwords allowed (issue 25 §7; decision 024). A name is limited per address, so a
 * stranger's guesses from one address never lock its owner out elsewhere; the per-name limit
 * across addresses is above what one address may try in its hour (10 of 100), so only guesses
 * from ten or more addresses reach it, and they get 100 an hour, 2,400 a day, however many
 * addresses they have.
 */
export const SIGN_IN_LIMITS = {
  /** One name from one address: an owner mistyping, or one guesser. */
  pairPerMinute: 5,
  pairPerHour: 10,
  /** One address across names: spraying one common password over many accounts. */
  addressPerMinute: 20,
  /** One name across every address: a distributed attack. */
  namePerHour: 100,
} as const;

interface Group {
  windowMs: number;
  limits: WindowLimit[];
}

/**
 * The counters of one attempt. The name is lower-cased as the account lookup is; an address has
 * no '/', so a pair's key cannot be read two ways. The ':hour' key is apart from the minute one
 * because a minute window and an hour window can start at the same instant.
 */
function keysFor(name: string, address: string) {
  const lower = name.toLowerCase();
  const pair = `login:pair:${address}/${lower}`;
  return {
    pair,
    pairHour: `${pair}:hour`,
    address: `login:addr:${address}`,
    name: `login:user:${lower}`,
  };
}

/**
 * Two stages: an address must be within its own limits before its attempt touches the name's
 * count across addresses, so an address that is refused (however often it retries) never uses
 * up the name's limit for everyone else. Each group is one window, counted in one atomic step.
 */
function stages(k: ReturnType<typeof keysFor>): Group[][] {
  const L = SIGN_IN_LIMITS;
  return [
    [
      {
        windowMs: MINUTE,
        limits: [
          { key: k.pair, limit: L.pairPerMinute },
          { key: k.address, limit: L.addressPerMinute },
        ],
      },
      { windowMs: HOUR, limits: [{ key: k.pairHour, limit: L.pairPerHour }] },
    ],
    [{ windowMs: HOUR, limits: [{ key: k.name, limit: L.namePerHour }] }],
  ];
}

const giveBack = (counters: CounterStore, groups: Group[], now: Date) =>
  Promise.all(
    groups.map((g) =>
      release(
        counters,
        g.limits.map((l) => l.key),
        g.windowMs,
        now,
      ),
    ),
  );

/** "42 seconds" up to a minute and a half, else "17 minutes". */
const inWords = (seconds: number) =>
  seconds <= 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/**
 * Counts one password attempt for `name` from `address` before the password is checked, so a
 * burst of parallel guesses cannot all pass a count taken before any of them failed. A refused
 * attempt is given back at once: only checked passwords count. Answers what to call once the
 * password proved right.
 */
export async function countPasswordAttempt(
  counters: CounterStore,
  name: string,
  address: string,
  refusal: (wait: string) => string,
  now = new Date(),
): Promise<{ succeeded(): Promise<void> }> {
  const k = keysFor(name, address);
  const counted: Group[] = [];
  for (const stage of stages(k)) {
    const waits = await Promise.all(
      stage.map((g) => countAttempt(counters, g.limits, g.windowMs, now)),
    );
    counted.push(...stage);
    const over = waits.filter((w): w is number => w !== null);
    if (over.length) {
      await giveBack(counters, counted, now);
      const wait = Math.max(...over);
      throw new HttpError(429, refusal(inWords(wait)), { 'retry-after': String(wait) });
    }
  }
  return {
    // Proving the password clears this address's count for the name; the address's and the
    // name's wider counts only get this attempt back, so signing in to one's own account never
    // wipes out the failures an address ran up on other names, nor a distributed attack's.
    async succeeded() {
      await Promise.all([
        clear(counters, [k.pair], MINUTE, now),
        clear(counters, [k.pairHour], HOUR, now),
        release(counters, [k.address], MINUTE, now),
        release(counters, [k.name], HOUR, now),
      ]);
    },
  };
}
