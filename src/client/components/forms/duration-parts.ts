/**
 * The duration input's rules (SPEC §5 Duration input) as pure functions: the value is seconds,
 * shown as hours, minutes and seconds boxes; minutes and seconds are clamped to 0–59 as typed.
 */
export type DurationPart = 'hours' | 'minutes' | 'seconds';
export type DurationDraft = Record<DurationPart, string>;

/**
 * SPEC §5 only says hours ≥ 0; hours stop at 23 so that any total stays under a day, the API's
 * cap on a duration (WORKOUT_LIMITS.duration, 86 400 s), and the form never builds one it refuses.
 */
export const DURATION_PART_MAX: Record<DurationPart, number> = {
  hours: 23,
  minutes: 59,
  seconds: 59,
};

export const EMPTY_DURATION: DurationDraft = { hours: '', minutes: '', seconds: '' };

/** SPEC §5 quick picks, in seconds. */
export const DURATION_QUICK_PICKS = [
  { label: '30s', seconds: 30 },
  { label: '1m', seconds: 60 },
  { label: '2m', seconds: 120 },
  { label: '5m', seconds: 300 },
  { label: '10m', seconds: 600 },
  { label: '15m', seconds: 900 },
  { label: '30m', seconds: 1800 },
  { label: '1h', seconds: 3600 },
] as const;

/**
 * What a box shows after the person types `text`: '' stays empty (nothing entered), anything
 * else becomes a whole number within the part's range, so "75" minutes reads 59 at once.
 */
export function clampDurationPart(part: DurationPart, text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const n = Number(trimmed);
  if (Number.isNaN(n)) return '';
  return String(Math.min(DURATION_PART_MAX[part], Math.max(0, Math.trunc(n))));
}

/** The boxes for a value; zero parts stay empty so the "0" placeholders show instead. */
export function draftFromSeconds(total: number | null | undefined): DurationDraft {
  if (!total || total <= 0) return EMPTY_DURATION;
  const whole = Math.round(total);
  const show = (n: number) => (n > 0 ? String(n) : '');
  return {
    hours: show(Math.min(DURATION_PART_MAX.hours, Math.floor(whole / 3600))),
    minutes: show(Math.floor((whole % 3600) / 60)),
    seconds: show(whole % 60),
  };
}

/** Seconds for the boxes, or null when all three are empty (no duration given). */
export function secondsFromDraft(draft: DurationDraft): number | null {
  if (draft.hours === '' && draft.minutes === '' && draft.seconds === '') return null;
  const n = (part: DurationPart) => Number(draft[part] || 0);
  return n('hours') * 3600 + n('minutes') * 60 + n('seconds');
}
