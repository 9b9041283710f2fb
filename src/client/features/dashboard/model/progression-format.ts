import type { Progression } from '@shared/schemas/progression';
import { formatNumber } from '@client/lib/formatting';

type LevelBounds = Pick<Progression, 'totalXp' | 'levelStartXp' | 'nextLevelXp'>;

/**
 * The progression card's XP bar (SPEC §9 levels): how far into the current level the user is,
 * from the bounds the server sends, so the card never works out a level of its own.
 */
export function xpBar({ totalXp, levelStartXp, nextLevelXp }: LevelBounds) {
  const span = Math.max(1, nextLevelXp - levelStartXp);
  const into = Math.min(span, Math.max(0, totalXp - levelStartXp));
  return {
    percent: (into / span) * 100,
    toNext: Math.max(0, nextLevelXp - totalXp),
  };
}

/** The streak pill: "No streak yet", "1-day streak", "12-day streak". */
export function streakLabel(days: number): string {
  return days > 0 ? `${formatNumber(days, 0)}-day streak` : 'No streak yet';
}
