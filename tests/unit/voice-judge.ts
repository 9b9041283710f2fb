// The judging rules of ../shared/voice/README.md, applied to an interpretation. Kept apart from
// the corpus test so the speech end-to-end test can judge with exactly the same rules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findExercise, judgedNameKey } from '../../src/shared/exercises/catalogue';
import { interpret } from '../../src/shared/voice/interpret/interpret';
import type { Interpretation } from '../../src/shared/voice/schema';

export interface CorpusExercise {
  names: string[];
  sets?: number;
  reps?: number;
  duration?: number;
  weight?: number;
  distance?: number;
  distanceUnit?: string;
}

export interface CorpusLine {
  text: string;
  action: Interpretation['action'];
  type?: string;
  exercises?: CorpusExercise[];
  goal?: { type: string | string[]; targetValue: number; unit: string; deadlineMonth?: number };
  /** A weigh-in's weight in pounds (log_weight). */
  weight?: number;
}

/** The README's conversion of kilograms. */
const LBS_PER_KG = 2.20462;

/** Goal units the README treats as the same ("lbs/pounds"). */
const UNIT_ALIASES: Readonly<Record<string, string>> = {
  pounds: 'lbs', pound: 'lbs', lb: 'lbs', kilograms: 'kg', kilos: 'kg', kilometers: 'km',
  kilometres: 'km', mile: 'miles', minute: 'minutes', mins: 'minutes', hour: 'hours',
  rep: 'reps', day: 'days', set: 'sets',
}; // prettier-ignore
const unitKey = (u: string) => UNIT_ALIASES[u.toLowerCase()] ?? u.toLowerCase();

const near = (a: number | undefined, b: number, tolerance: number) =>
  a !== undefined && Math.abs(a - b) <= tolerance;

type Logged = Extract<Interpretation, { action: 'log_workout' }>['exercises'][number];

function exerciseProblem(want: CorpusExercise, got: Logged): string | null {
  const name = judgedNameKey(got.name);
  if (!want.names.some((n) => judgedNameKey(n) === name)) return `name ${got.name}`;
  if (want.sets !== undefined && got.sets !== want.sets) return `sets ${got.sets}`;
  if (want.reps !== undefined && got.reps !== want.reps) return `reps ${got.reps}`;
  if (want.duration !== undefined && !near(got.durationSeconds, want.duration, 1)) {
    return `duration ${got.durationSeconds}`;
  }
  if (want.weight !== undefined && !near(got.weightLbs, want.weight, 0.5)) {
    return `weight ${got.weightLbs}`;
  }
  if (want.distance !== undefined) {
    if (!near(got.distance, want.distance, want.distance * 0.01)) return `distance ${got.distance}`;
    if (want.distanceUnit && got.distanceUnit !== want.distanceUnit) {
      return `distanceUnit ${got.distanceUnit}`;
    }
  }
  return null;
}

/** Why an answer fails a corpus line, or null when it is right. */
export function judge(line: CorpusLine, got: Interpretation): string | null {
  if (got.action !== line.action) return `action ${got.action}`;
  if (got.action === 'log_workout') {
    const want = line.exercises ?? [];
    if (got.exercises.length !== want.length) return `${got.exercises.length} exercises`;
    for (let i = 0; i < want.length; i++) {
      const problem = exerciseProblem(want[i]!, got.exercises[i]!);
      if (problem) return `exercise ${i + 1}: ${problem}`;
    }
    if (line.type && got.type !== line.type) return `type ${got.type}`;
  }
  if (got.action === 'set_goal' && line.goal) {
    const g = line.goal;
    const types = Array.isArray(g.type) ? g.type : [g.type];
    if (!types.includes(got.type)) return `goal type ${got.type}`;
    if (!near(got.targetValue, g.targetValue, 1e-9)) return `targetValue ${got.targetValue}`;
    if (unitKey(got.unit) !== unitKey(g.unit)) return `unit ${got.unit}`;
    if (g.deadlineMonth !== undefined) {
      const month = got.deadline ? Number(got.deadline.slice(5, 7)) : null;
      if (month !== g.deadlineMonth) return `deadline ${got.deadline}`;
    }
  }
  if (got.action === 'log_weight' && line.weight !== undefined) {
    const lbs = got.unit === 'kg' ? got.weight * LBS_PER_KG : got.weight;
    if (!near(lbs, line.weight, 0.5)) return `weight ${got.weight} ${got.unit}`;
  }
  return null;
}

/** The development corpus sits beside the repo (../shared/voice), not in it. */
export const corpusPath = path.resolve(
  import.meta.dirname,
  '../../../shared/voice/dev-commands.jsonl',
);
export const haveCorpus = existsSync(corpusPath);

/** The held-out set (issue 15 §4) is in the repo: measured only, never trained or tuned on. */
export const heldoutPath = path.resolve(import.meta.dirname, '../voice/heldout/commands.jsonl');

/** The lines of a corpus file (one JSON object a line): the development corpus by default. */
export function loadCorpus(file: string = corpusPath): CorpusLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusLine);
}

/** The tuning set (issue 15): written like the held-out set, but read and tuned on. */
export const tuningPath = path.resolve(import.meta.dirname, '../voice/tuning/commands.jsonl');

/**
 * The fixed "now" and zone every set is judged at: deadlines are months from Friday 2025-03-14,
 * in a zone with daylight saving.
 */
export const JUDGE_NOW = new Date('2025-03-14T15:00:00Z');
export const JUDGE_ZONE = 'America/New_York';

export interface TypedFigure {
  right: number;
  total: number;
  /** "log_workout: 226/233", one a line, in the set's order of first appearance. */
  perAction: string[];
  /** Each miss with what was answered, for VOICE_SHOW_MISSES=1. */
  misses: string[];
}

/** Every line typed into the interpreter and judged. */
export function typedFigure(lines: readonly CorpusLine[]): TypedFigure {
  const tally = new Map<string, { right: number; total: number }>();
  const misses: string[] = [];
  for (const line of lines) {
    const got = interpret(line.text, JUDGE_NOW, JUDGE_ZONE);
    const problem = judge(line, got);
    const t = tally.get(line.action) ?? { right: 0, total: 0 };
    t.total++;
    if (problem) misses.push(`  "${line.text}": ${problem}\n    got ${JSON.stringify(got)}`);
    else t.right++;
    tally.set(line.action, t);
  }
  const perAction = [...tally].map(([action, t]) => `  ${action}: ${t.right}/${t.total}`);
  return { right: lines.length - misses.length, total: lines.length, perAction, misses };
}

/** Prints a set's figure; its misses only when asked (VOICE_SHOW_MISSES=1). */
export function printFigure(label: string, f: TypedFigure): void {
  console.log(`${label}: ${f.right}/${f.total}\n${f.perAction.join('\n')}`);
  if (process.env.VOICE_SHOW_MISSES === '1' && f.misses.length > 0) {
    console.log(`misses:\n${f.misses.join('\n')}`);
  }
}

/** The exercises a set names that the catalogue has under none of their accepted names. */
export function unknownExercises(lines: readonly CorpusLine[]): string[] {
  const missing: string[] = [];
  for (const line of lines) {
    for (const ex of line.exercises ?? []) {
      const accepted = new Set(ex.names.map(judgedNameKey));
      const found = ex.names.some((n) => {
        const e = findExercise(n);
        return e !== undefined && accepted.has(judgedNameKey(e.name));
      });
      if (!found) missing.push(ex.names.join(' / '));
    }
  }
  return missing;
}
