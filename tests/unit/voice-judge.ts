// The judging rules of ../shared/voice/README.md, applied to an interpretation. Kept apart from
// the corpus test so the speech end-to-end test can judge with exactly the same rules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { judgedNameKey } from '../../src/shared/exercises/catalogue';
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
}

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
  return null;
}

/** The development corpus sits beside the repo (../shared/voice), not in it. */
export const corpusPath = path.resolve(
  import.meta.dirname,
  '../../../shared/voice/dev-commands.jsonl',
);
export const haveCorpus = existsSync(corpusPath);

export function loadCorpus(): CorpusLine[] {
  return readFileSync(corpusPath, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusLine);
}
