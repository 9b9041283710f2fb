// The week a plan belongs to (issue 12): which days to run it, which days to rest or go easy,
// and what the second session of the week changes so the same muscles get a new angle.
import type { Frequency } from '../schemas/assessment';
import type { PlanDay } from '../schemas/assessment';
import type { Entry } from './build';
import type { PlanContext } from './context';
import { alternativeFor } from './select';
import { listed } from './words';

type DayKind = 'A' | 'B' | 'easy' | 'optional-B';

/** Hard days never back to back; more sessions a week means easy days between them. */
const WEEKS: Readonly<Record<Frequency, readonly [string, DayKind][]>> = {
  '1-2': [
    ['Monday', 'A'],
    ['Thursday', 'optional-B'],
  ],
  '3-4': [
    ['Monday', 'A'],
    ['Wednesday', 'B'],
    ['Friday', 'A'],
    ['Sunday', 'optional-B'],
  ],
  '5-6': [
    ['Monday', 'A'],
    ['Tuesday', 'easy'],
    ['Wednesday', 'B'],
    ['Thursday', 'easy'],
    ['Friday', 'A'],
    ['Saturday', 'B'],
  ],
  daily: [
    ['Monday', 'A'],
    ['Tuesday', 'easy'],
    ['Wednesday', 'B'],
    ['Thursday', 'easy'],
    ['Friday', 'A'],
    ['Saturday', 'easy'],
    ['Sunday', 'B'],
  ],
};

/** "Goblet Squat instead of Squat, …" for up to three of the main exercises. */
function variation(ctx: PlanContext, entries: readonly Entry[]): string {
  const used = new Set(entries.map((e) => e.exercise.id));
  const swaps: string[] = [];
  for (const e of entries) {
    if (e.place !== 'main' || !e.block || swaps.length === 3) continue;
    const alt = alternativeFor(e.exercise, e.block, ctx.pool, ctx.input, used);
    if (!alt) continue;
    used.add(alt.id);
    swaps.push(`${alt.name} instead of ${e.exercise.name}`);
  }
  return swaps.length > 0
    ? `This plan with ${listed(swaps)}.`
    : 'This plan with one more rep in every set, or a little longer on the timed work.';
}

function easyDay(ctx: PlanContext): string {
  const gentle = ctx.pool.find(
    (e) =>
      e.type === 'cardio' && e.training.effort !== 'vigorous' && e.training.effort !== 'maximal',
  );
  const what = gentle ? gentle.name.toLowerCase() : 'walking';
  return `Easy day: 20 to 30 minutes of ${what} at a pace you can talk at, then the cool-down stretches.`;
}

export function planWeek(ctx: PlanContext, entries: readonly Entry[]): PlanDay[] {
  const b = variation(ctx, entries);
  return WEEKS[ctx.answers.frequency].map(([day, kind]) => ({
    day,
    focus: {
      A: 'This plan as shown.',
      B: b,
      'optional-B': `If you can fit it in: ${b.charAt(0).toLowerCase()}${b.slice(1)}`,
      easy: easyDay(ctx),
    }[kind],
  }));
}
