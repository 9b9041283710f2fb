import { z } from 'zod';
import { isLocalDay } from '../local-day';
import { collapseSpaces, hasUnshowable } from '../person-name';

/**
 * Building blocks for the API contracts (DESIGN §5): every message is phrased to follow the field
 * name, as the server's 400 answers read "field: message" (e.g. "sets: must be at least 1").
 */
const missingOr = (otherwise: string) => (iss: { input?: unknown }) =>
  iss.input === undefined ? 'is required' : otherwise;

/** Required text, trimmed, 1..max characters (names 100, titles 120: DESIGN §5). */
export const requiredText = (max: number) =>
  z
    .string({ error: missingOr('must be text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);

/** Optional text, trimmed; null, '' or blanks mean "none". */
export const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish();

/**
 * A person's name others may see (first, last and display names; issue 25 §8): NFKC-normalised,
 * refused (naming the field) when it holds a control, invisible or text-direction character
 * (person-name.ts), then spaces collapsed and trimmed, then measured. Every name field is this.
 */
export const personName = ({ min = 0, max }: { min?: number; max: number }) => {
  const name = z
    .string({ error: 'must be text' })
    .normalize('NFKC')
    .refine((s) => !hasUnshowable(s), {
      message: 'must not contain control, invisible or text-direction characters',
      abort: true,
    })
    .overwrite(collapseSpaces);
  return (min ? name.min(min, `must be at least ${min} characters`) : name).max(
    max,
    `must be at most ${max} characters`,
  );
};

/** A number in [min, max]; `int` for whole numbers (counts, seconds). */
export function numberIn(min: number, max: number, opts: { int?: boolean; step?: number } = {}) {
  // JSON cannot carry Infinity, but a spoken "400 nines" parses to it: say which end it is past.
  let n = z.number({
    error: (iss) =>
      iss.input === Infinity
        ? `must be at most ${max}`
        : iss.input === -Infinity
          ? `must be at least ${min}`
          : missingOr('must be a number')(iss),
  });
  if (opts.int) n = n.int('must be a whole number');
  if (opts.step) n = n.multipleOf(opts.step, `must be in steps of ${opts.step}`);
  return n.min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
}

export const enumOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: missingOr(`must be one of ${values.join(', ')}`) });

/**
 * The calendar this app stores: nothing before 2000 or after 2100, so every date a user or a
 * voice command can produce fits the database and means something (issue 7 §2.6).
 */
export const DATE_BOUNDS = { first: '2000-01-01', last: '2100-12-31' } as const;

/** A calendar day 'YYYY-MM-DD' that exists, within DATE_BOUNDS (deadlines, share ranges). */
export const localDaySchema = z
  .string({ error: 'must be a date YYYY-MM-DD' })
  .refine(isLocalDay, { message: 'must be a date YYYY-MM-DD', abort: true })
  .refine(
    (d) => d >= DATE_BOUNDS.first && d <= DATE_BOUNDS.last,
    `must be a date between ${DATE_BOUNDS.first} and ${DATE_BOUNDS.last}`,
  );

const DAY_MS = 86_400_000;
const FIRST_INSTANT = Date.parse(`${DATE_BOUNDS.first}T00:00:00Z`);
const LAST_INSTANT = Date.parse(`${DATE_BOUNDS.last}T23:59:59.999Z`);

/** An ISO-8601 instant with its offset, from DATE_BOUNDS.first to `last()`. */
const instantUntil = (last: () => number, message: string) =>
  z.iso
    .datetime({ offset: true, error: 'must be an ISO-8601 date and time', abort: true })
    .refine((v) => {
      const t = Date.parse(v);
      return t >= FIRST_INSTANT && t <= last();
    }, message);

/** An instant (DESIGN §5: timestamps are ISO-8601 on the wire), within DATE_BOUNDS. */
export const instantSchema = instantUntil(
  () => LAST_INSTANT,
  `must be between ${DATE_BOUNDS.first} and ${DATE_BOUNDS.last}`,
);

/**
 * When something was done or measured (a workout, a weigh-in): not before 2000 and not in the
 * future (a day of slack for clocks and time zones), so a typo of a year is caught, not stored.
 */
export const completedAtSchema = instantUntil(
  () => Date.now() + DAY_MS,
  `must be between ${DATE_BOUNDS.first} and tomorrow: it cannot be in the future`,
);

export const uuidOf = (what: string) => z.uuid({ error: `must be ${what} id` });

/** `{id}` path parameters: a uuid, else 400 before any lookup (DESIGN §4). */
export const idParams = (what: string) => z.object({ id: uuidOf(what) });

/** `{userId}` path parameters; a well-formed id that is not the caller's is 403. */
export const userIdPathParams = z.object({ userId: uuidOf('a user') });

/**
 * Every create may carry an `Idempotency-Key` (issue 11 for workouts, issue 28 for the rest): the
 * client's name for one write, so a request retried after a network failure, or replayed from the
 * offline outbox, answers what the first one made (200) instead of writing it twice. Other
 * headers pass untouched.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY, 'must be 8 to 64 letters, digits, dashes or underscores')
    .optional(),
});
