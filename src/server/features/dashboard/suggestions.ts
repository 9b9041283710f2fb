import type { Suggestion } from '../../../shared/schemas/dashboard';
import { goalCloseRule, goalOverdueRule, personalBestRule } from './goal-rules';
import { missingTypeRule, muscleGroupRule, startRule, streakRule } from './habit-rules';
import { makeContext, type Context, type SuggestionInput } from './suggestion-context';

export type { PersonalBest, SuggestionInput } from './suggestion-context';

/** At most this many insights a day, so the bell stays a nudge rather than a to-do list. */
export const MAX_SUGGESTIONS = 3;

/**
 * The rules in priority order, at most one insight each: what expires today first (a streak),
 * then goals, then challenges and balance.
 */
const RULES: Array<(ctx: Context) => Suggestion | null> = [
  streakRule,
  goalOverdueRule,
  goalCloseRule,
  personalBestRule,
  missingTypeRule,
  muscleGroupRule,
  startRule,
];

/** Every insight the user's data calls for today, most urgent first (before the daily cap). */
export function allSuggestions(input: SuggestionInput): Suggestion[] {
  const ctx = makeContext(input);
  return RULES.map((rule) => rule(ctx)).filter((s): s is Suggestion => s !== null);
}

/**
 * AI Coach Insights (issue 3) from the user's own data: pure, so the same data, clock and zone
 * always give the same insights with the same ids. The top MAX_SUGGESTIONS are chosen before
 * dismissed ones are removed, so Maybe Later lowers the bell's count instead of revealing the
 * next insight in line.
 */
export function buildSuggestions(
  input: SuggestionInput,
  dismissed: ReadonlySet<string> = new Set(),
): Suggestion[] {
  return allSuggestions(input)
    .slice(0, MAX_SUGGESTIONS)
    .filter((s) => !dismissed.has(s.id));
}
