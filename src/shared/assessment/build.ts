// Builds the session a plan runs (issue 12): a warm-up, the main work drawn from the blocks the
// user's goals and preferences call for, and a cool-down, sized so the guided session runs within
// the time the user has, rest included.
import type { TrainableExercise } from '../exercises/training';
import type { PlanBlock } from '../schemas/assessment';
import { sessionSeconds } from '../session/machine';
import type { PlanContext } from './context';
import {
  BODYWEIGHT_MIN_REPS,
  COOL_DOWN_SECONDS,
  GROWTH,
  HEART_HOLD_SECONDS,
  HEART_RESISTANCE,
  HOLD_REST_SECONDS,
  HOLD_SECONDS,
  INTERVALS,
  RESISTANCE,
  STEADY_MINUTES,
  STRETCH,
  WARM_UP_SECONDS,
} from './dose';
import {
  BLOCKS,
  COOL_DOWN_ID,
  SLOTS,
  WARM_UP_ID,
  isPractice,
  slotCandidates,
  type Block,
} from './select';

/** One exercise as planned, with what it was chosen for. */
export interface Entry {
  exercise: TrainableExercise;
  place: PlanBlock;
  block: Block | null;
  sets: number;
  reps: number | null;
  duration: number | null;
  restTime: number;
  /** How the entry grows when time is left: another set, or five more minutes. */
  grows: 'sets' | 'minutes' | null;
}

/** The main work stops here however much time is left: past it a session is a list, not a plan. */
const MAX_MAIN = 12;

/** Exercises follow each other without rest, so a session's seconds are the sum of its entries'. */
const entrySeconds = (entries: readonly Entry[]) =>
  sessionSeconds(entries.map((e) => ({ ...e, id: e.exercise.id, name: e.exercise.name })));
const secondsOf = (e: Entry) => entrySeconds([e]);

const unloaded = (e: TrainableExercise) =>
  e.training.kit.some((o) => o.every((q) => q === 'none' || q === 'mat'));

function dose(e: TrainableExercise, block: Block, ctx: PlanContext): Entry {
  const base = { exercise: e, place: 'main' as const, block };
  const { level } = ctx;
  switch (block) {
    case 'resistance': {
      const d = ctx.heart ? HEART_RESISTANCE[level] : RESISTANCE[ctx.goal][level];
      const rest = ctx.circuit && !ctx.heart ? Math.min(d.rest, 30) : d.rest;
      if (e.measure !== 'reps') {
        const hold = ctx.heart
          ? Math.min(HEART_HOLD_SECONDS, HOLD_SECONDS[level])
          : HOLD_SECONDS[level];
        return {
          ...base,
          sets: d.sets,
          reps: null,
          duration: hold,
          restTime: HOLD_REST_SECONDS,
          grows: 'sets',
        };
      }
      const light =
        unloaded(e) && (e.training.effort === 'light' || e.training.effort === 'moderate');
      const reps = light ? Math.max(d.reps, BODYWEIGHT_MIN_REPS) : d.reps;
      return { ...base, sets: d.sets, reps, duration: null, restTime: rest, grows: 'sets' };
    }
    case 'cardio': {
      const minutes = STEADY_MINUTES[level] + (ctx.goal === 'endurance' ? 5 : 0);
      return {
        ...base,
        sets: 1,
        reps: null,
        duration: minutes * 60,
        restTime: 0,
        grows: 'minutes',
      };
    }
    case 'intervals':
    case 'athletic': {
      const i = INTERVALS[level];
      return {
        ...base,
        sets: i.rounds,
        reps: null,
        duration: i.work,
        restTime: i.rest,
        grows: 'sets',
      };
    }
    case 'flexibility':
      return stretchEntry(e, 'main');
  }
}

function stretchEntry(e: TrainableExercise, place: PlanBlock): Entry {
  const base = { exercise: e, place, block: 'flexibility' as const };
  if (isPractice(e))
    return { ...base, sets: 1, reps: null, duration: 300, restTime: 0, grows: 'minutes' };
  if (e.measure === 'reps')
    return {
      ...base,
      sets: STRETCH.sets,
      reps: STRETCH.flowReps,
      duration: null,
      restTime: STRETCH.flowRest,
      grows: 'sets',
    };
  return {
    ...base,
    sets: STRETCH.sets,
    reps: null,
    duration: STRETCH.seconds,
    restTime: STRETCH.rest,
    grows: 'sets',
  };
}

function bookend(ctx: PlanContext, id: string, place: PlanBlock): Entry[] {
  const e = ctx.pool.find((x) => x.id === id);
  if (!e) return [];
  const seconds = (place === 'warm-up' ? WARM_UP_SECONDS : COOL_DOWN_SECONDS)[
    ctx.heart ? 'heart' : 'usual'
  ];
  return [
    {
      exercise: e,
      place,
      block: null,
      sets: 1,
      reps: null,
      duration: seconds,
      restTime: 0,
      grows: null,
    },
  ];
}

/**
 * Two held stretches after the cool-down walk, when any are safe; none when the main work
 * already ends with stretching.
 */
function coolDownStretches(ctx: PlanContext): Entry[] {
  if (ctx.weights.flexibility > 0) return [];
  const held = slotCandidates(
    ctx.pool,
    'flexibility',
    SLOTS.flexibility[0]!,
    ctx.input,
    false,
  ).filter((e) => !isPractice(e));
  return held.slice(0, 2).map((e) => stretchEntry(e, 'cool-down'));
}

/** The next exercise a block would add, or null when its slots are spent. */
function nextOf(block: Block, ctx: PlanContext, used: Set<string>, cursor: Map<Block, number>) {
  const slots = SLOTS[block];
  for (let i = cursor.get(block) ?? 0; i < slots.length; i++) {
    const s = slots[i]!;
    const pick = slotCandidates(ctx.pool, block, s, ctx.input, ctx.withKit).find(
      (e) => !used.has(e.id),
    );
    if (pick) {
      cursor.set(block, i + 1);
      return dose(pick, block, ctx);
    }
  }
  cursor.set(block, slots.length);
  return null;
}

/**
 * The entry cut to fit `room` seconds: fewer sets (down to two) or fewer minutes (down to five),
 * or null when even that does not fit. A steady block that would overrun is shortened rather
 * than dropped: a short walk beats none.
 */
function fitted(entry: Entry, room: number): Entry | null {
  if (secondsOf(entry) <= room) return entry;
  if (entry.grows === 'minutes') {
    // Whole minutes, and the 3-2-1 before a timed block counts too.
    for (let duration = Math.floor(room / 60) * 60; duration >= 300; duration -= 60) {
      const shorter = { ...entry, duration };
      if (secondsOf(shorter) <= room) return shorter;
    }
    return null;
  }
  // Below two sets an exercise is a taste, not training: better to leave it out (unless the
  // dose itself is one set, as for a heart condition's first weeks).
  for (let sets = entry.sets - 1; sets >= Math.min(2, entry.sets); sets--) {
    const fewer = { ...entry, sets };
    if (secondsOf(fewer) <= room) return fewer;
  }
  return null;
}

/**
 * The main work: the blocks share the time in proportion to their weights. The block furthest
 * behind its share (least time per unit of weight; ties in session order) adds its next slot,
 * cut to fit if need be, until no block can add anything.
 */
function fillMain(ctx: PlanContext, fixed: readonly Entry[], limit: number): Entry[] {
  const used = new Set(fixed.map((f) => f.exercise.id));
  const cursor = new Map<Block, number>();
  const live = BLOCKS.filter((b) => ctx.weights[b] > 0);
  const spent = new Map(live.map((b) => [b, 0]));
  const share = (b: Block) => spent.get(b)! / ctx.weights[b];
  const main: Entry[] = [];
  let room = limit - entrySeconds(fixed);
  while (live.length > 0 && main.length < MAX_MAIN) {
    const block = live.reduce((best, b) => (share(b) < share(best) ? b : best));
    const next = nextOf(block, ctx, used, cursor);
    const entry = next && fitted(next, room);
    if (!entry) {
      live.splice(live.indexOf(block), 1);
      continue;
    }
    used.add(entry.exercise.id);
    main.push(entry);
    spent.set(block, spent.get(block)! + secondsOf(entry));
    room -= secondsOf(entry);
  }
  return main;
}

function grown(e: Entry): Entry | null {
  if (e.grows === 'minutes') {
    const duration = (e.duration ?? 0) + 300;
    return duration <= GROWTH.maxSteadyMinutes * 60 ? { ...e, duration } : null;
  }
  if (e.grows === 'sets') {
    const cap =
      e.block === 'flexibility'
        ? GROWTH.maxStretchSets
        : e.block === 'resistance'
          ? GROWTH.maxSets
          : GROWTH.maxRounds;
    return e.sets < cap ? { ...e, sets: e.sets + 1 } : null;
  }
  return null;
}

/**
 * Short of the least time the user has: more sets and longer blocks, one at a time across the
 * main work, while the session still fits; the warm-up and cool-down stretch last.
 */
function growToMinimum(entries: Entry[], ctx: PlanContext): Entry[] {
  const out = [...entries];
  const order = [...out.keys()].sort(
    (a, b) => Number(out[a]!.place !== 'main') - Number(out[b]!.place !== 'main'),
  );
  let total = entrySeconds(out);
  let changed = true;
  while (total < ctx.budget.min && changed) {
    changed = false;
    for (const i of order) {
      if (total >= ctx.budget.min) break;
      const next = grown(out[i]!);
      if (!next) continue;
      const added = secondsOf(next) - secondsOf(out[i]!);
      if (total + added > ctx.budget.max) continue;
      out[i] = next;
      total += added;
      changed = true;
    }
  }
  // Bookends stretch to ten minutes at most when nothing else can grow.
  for (const i of out.keys()) {
    const e = out[i]!;
    if (e.block !== null || total >= ctx.budget.min) continue;
    const longer = { ...e, duration: Math.min(600, (e.duration ?? 0) + ctx.budget.min - total) };
    total += secondsOf(longer) - secondsOf(e);
    out[i] = longer;
  }
  return out;
}

/** Warm-up, main work in the order a trainer runs it, cool-down: every entry sized. */
export function buildSession(ctx: PlanContext): Entry[] {
  const warm = bookend(ctx, WARM_UP_ID, 'warm-up');
  const cool = [...bookend(ctx, COOL_DOWN_ID, 'cool-down'), ...coolDownStretches(ctx)];
  const main = fillMain(ctx, [...warm, ...cool], ctx.budget.max);
  // Power and bursts while fresh, then lifting, then steady cardio and stretching.
  const ordered = BLOCKS.flatMap((b) => main.filter((m) => m.block === b));
  return growToMinimum([...warm, ...ordered, ...cool], ctx);
}

export { entrySeconds };
