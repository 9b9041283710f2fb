/**
 * Durations are seconds everywhere (SPEC §3); people read them in s/m/h (SPEC §9). Shared by the
 * spoken replies, the workout cards and anything else that shows a length of time: the one
 * duration formatter (issue 26: a 90 s plank read "1 min 30 s" on one screen and "2 min" on
 * another).
 */

/** 4500 → "1 h 15 min", 90 → "1 min 30 s", 0 → "0 s" (SPEC §9: duration formats s/m/h). */
export function formatDuration(seconds: number): string {
  // Whole seconds first, so 59.6 s reads "1 min", never "60 s".
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const parts = [h && `${h} h`, m && `${m} min`, s && `${s} s`].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0 s';
}
