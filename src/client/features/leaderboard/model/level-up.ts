/**
 * When to celebrate a level (issue 10): the watcher remembers the last level it saw and cheers
 * only a rise it watched happen; the first answer after signing in sets the baseline, and a level
 * lost (a workout deleted) lowers it without a word.
 */
export function seeLevel(
  lastSeen: number | null,
  level: number | undefined,
): { lastSeen: number | null; levelUp: number | null } {
  if (level === undefined) return { lastSeen, levelUp: null };
  return { lastSeen: level, levelUp: lastSeen !== null && level > lastSeen ? level : null };
}
