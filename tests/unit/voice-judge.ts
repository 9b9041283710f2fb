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
  /** What a check_progress asks (issue 31 §2); `exercise` is a list of accepted names. */
  question?: {
    topic: string;
    exercise?: string[];
    workoutType?: string;
    period?: string;
    measure?: string;
    distance?: number;
    distanceUnit?: string;
    board?: string;
  };
  /** A suggestion's minutes (get_suggestion). */
  minutes?: number;
  /** The ISO date of the workout to delete (delete_workout). */
  day?: string;
  /** A routine's name as said (start_routine). */
  routine?: string;
  /** The plan's next routine (start_routine). */
  next?: boolean;
  /** A done set (add_set): reps, weight in pounds. */
  set?: { reps?: number; weight?: number };
  /** The exercise of a done set (add_set): accepted catalogue names. */
  exercise?: string[];
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

/** A routine's name as judged: lower-case letters and digits only ("Push A" = "pusha"). */
const routineKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const nameMatches = (accepted: readonly string[], got: string | undefined) =>
  got !== undefined && accepted.some((n) => judgedNameKey(n) === judgedNameKey(got));

/**
 * How a set was written: `issue31` sets (the second held-out set, the tuning set since issue 31)
 * state a suggestion's minutes wherever they are said, so an answer with minutes the line lacks is
 * wrong; older sets (the first held-out set, the development corpus) never gave them.
 */
export interface JudgeRules {
  issue31?: boolean;
}

/** Issue 31's fields (tests/voice/heldout2/README.md, "Format and judging"). */
function newKindProblem(line: CorpusLine, got: Interpretation, rules: JudgeRules): string | null {
  if (got.action === 'check_progress' && line.question) {
    const want = line.question;
    const q = got.question;
    if (!q) return 'no question';
    if (q.topic !== want.topic) return `topic ${q.topic}`;
    if (want.exercise && !nameMatches(want.exercise, q.exercise)) return `exercise ${q.exercise}`;
    for (const k of ['workoutType', 'period', 'measure', 'board'] as const) {
      if (want[k] !== undefined && q[k] !== want[k]) return `${k} ${q[k]}`;
    }
    if (want.distance !== undefined) {
      if (!near(q.distance, want.distance, want.distance * 0.01)) return `distance ${q.distance}`;
      if (want.distanceUnit && q.distanceUnit !== want.distanceUnit) {
        return `distanceUnit ${q.distanceUnit}`;
      }
    }
  }
  if (got.action === 'get_suggestion' && got.focus?.minutes !== line.minutes) {
    if (line.minutes !== undefined || rules.issue31) return `minutes ${got.focus?.minutes}`;
  }
  if (got.action === 'delete_workout' && got.day !== line.day) return `day ${got.day}`;
  if (got.action === 'start_routine') {
    if (line.next) return got.next ? null : 'not next';
    if (line.routine !== undefined) {
      if (got.next) return 'next';
      if (routineKey(got.routine ?? '') !== routineKey(line.routine))
        return `routine ${got.routine}`;
    } else if (got.routine !== undefined || got.next) {
      return `routine ${got.routine ?? 'next'}`;
    }
  }
  if (got.action === 'add_set') {
    const want = line.set ?? {};
    if (want.reps !== undefined && got.set.reps !== want.reps) return `reps ${got.set.reps}`;
    const w = got.set.weight;
    const lbs = w !== undefined && got.set.weightUnit === 'kg' ? w * LBS_PER_KG : w;
    if (want.weight !== undefined ? !near(lbs, want.weight, 0.5) : lbs !== undefined) {
      return `weight ${w} ${got.set.weightUnit ?? ''}`;
    }
    if (line.exercise ? !nameMatches(line.exercise, got.exercise) : got.exercise !== undefined) {
      return `exercise ${got.exercise}`;
    }
  }
  return null;
}

/** Why an answer fails a corpus line, or null when it is right. */
export function judge(
  line: CorpusLine,
  got: Interpretation,
  rules: JudgeRules = {},
): string | null {
  if (got.action !== line.action) return `action ${got.action}`;
  const issue31 = newKindProblem(line, got, rules);
  if (issue31) return issue31;
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

/** The second held-out set (issue 31), with the new kinds: measured only, like the first. */
export const heldout2Path = path.resolve(import.meta.dirname, '../voice/heldout2/commands.jsonl');

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
  /** "check_progress total: 30/35", for the lines whose question names a topic. */
  perTopic: string[];
  /** Each miss with what was answered, for VOICE_SHOW_MISSES=1. */
  misses: string[];
  /** Misses counted by cause ("get_suggestion: action start_routine ×1"), no sentences. */
  causes: string[];
}

/** Every line typed into the interpreter and judged. */
export function typedFigure(lines: readonly CorpusLine[], rules: JudgeRules = {}): TypedFigure {
  const tally = new Map<string, { right: number; total: number }>();
  const topics = new Map<string, { right: number; total: number }>();
  const count = (m: typeof tally, key: string, right: boolean) => {
    const t = m.get(key) ?? { right: 0, total: 0 };
    t.total++;
    if (right) t.right++;
    m.set(key, t);
  };
  const misses: string[] = [];
  const causeCount = new Map<string, number>();
  for (const line of lines) {
    const got = interpret(line.text, JUDGE_NOW, JUDGE_ZONE);
    const problem = judge(line, got, rules);
    if (problem) {
      // The field that failed and, for an action, what was answered; never the values said.
      const cause = `${line.action}: ${problem.startsWith('action') ? problem : problem.split(' ')[0]}`;
      causeCount.set(cause, (causeCount.get(cause) ?? 0) + 1);
    }
    if (problem) misses.push(`  "${line.text}": ${problem}\n    got ${JSON.stringify(got)}`);
    count(tally, line.action, !problem);
    if (line.question) count(topics, line.question.topic, !problem);
  }
  const perAction = [...tally].map(([action, t]) => `  ${action}: ${t.right}/${t.total}`);
  const perTopic = [...topics].map(
    ([topic, t]) => `  check_progress ${topic}: ${t.right}/${t.total}`,
  );
  const causes = [...causeCount].sort().map(([c, n]) => `  ${c} ×${n}`);
  return {
    right: lines.length - misses.length,
    total: lines.length,
    perAction,
    perTopic,
    misses,
    causes,
  };
}

/** Prints a set's figure; its misses only when asked (VOICE_SHOW_MISSES=1). */
export function printFigure(label: string, f: TypedFigure): void {
  console.log(`${label}: ${f.right}/${f.total}\n${[...f.perAction, ...f.perTopic].join('\n')}`);
  if (f.causes.length > 0) console.log(`misses by cause:\n${f.causes.join('\n')}`);
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
