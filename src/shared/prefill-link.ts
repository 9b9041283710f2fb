/**
 * A suggested workout carried in a link (Schedule It, issue 26): the dashboard writes the
 * insight's prefill into `/workouts?new=1&plan=…`, and the Workouts screen opens its create form
 * filled from it. The link works on its own, so the calendar event Schedule It makes can bring
 * the person back to the filled form on the day, long after the insight (and the dashboard's
 * cache) is gone. What comes back is checked against the prefill's schema and bounded in size.
 */
import { workoutPrefillSchema, type WorkoutPrefill } from './schemas/dashboard';

/** The longest `plan` value read or written: a few dozen exercises, well within any URL limit. */
export const MAX_PLAN_PARAM = 8_000;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (c) => c.charCodeAt(0)),
  );
}

/**
 * The prefill as a URL-safe `plan` value. A workout too long for a link keeps its name, type and
 * as many of its exercises, in order, as fit.
 */
export function encodePlan(prefill: WorkoutPrefill): string {
  for (let n = prefill.exercises.length; n >= 0; n--) {
    const value = toBase64Url(
      JSON.stringify({ ...prefill, exercises: prefill.exercises.slice(0, n) }),
    );
    if (value.length <= MAX_PLAN_PARAM) return value;
  }
  return toBase64Url(
    JSON.stringify({ ...prefill, name: prefill.name.slice(0, 100), exercises: [] }),
  );
}

/** The prefill a `plan` value holds, or undefined when it is missing, too long or malformed. */
export function decodePlan(value: string | null | undefined): WorkoutPrefill | undefined {
  if (!value || value.length > MAX_PLAN_PARAM || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  try {
    const parsed = workoutPrefillSchema.safeParse(JSON.parse(fromBase64Url(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Where a suggested workout is logged: the Workouts screen's create form, filled from it. */
export const logPlanHref = (prefill: WorkoutPrefill) =>
  `/workouts?new=1&plan=${encodePlan(prefill)}`;
