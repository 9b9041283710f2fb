// A lifter's years of Strong history as Strong's newer CSV export writes it (issue 29 §5): the
// benchmark's 50,000-set file, and any test that needs a long history. Deterministic: the same
// options give the same bytes, so a re-import finds every workout already there.
//
// Header (newer dialect: `Workout #`, units in the headers):
//   Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,
//   Distance (meters),Seconds,Notes,Workout Notes,RPE
// Three templates done in turn ("Push Day", "Pull Day", "Leg Day") three or four days a week,
// each set a warm-up (W), a numbered working set, now and then a drop set (D) or a set to
// failure (F); a Rest Timer row after some exercises (not a set); RPE on some working sets; a
// treadmill run with distance and seconds on leg days. Weights climb slowly over the years.

import { createRng } from '../src/shared/seeded-random';

export interface StrongHistoryOptions {
  /** Sets written (Rest Timer rows are not sets). */
  sets: number;
  /** Years the history spans, ending at `end`. */
  years?: number;
  /** The last day of the history (YYYY-MM-DD); a fixed day keeps the bytes the same. */
  end?: string;
  unit?: 'kg' | 'lbs';
  seed?: number;
}

export const STRONG_NEWER_HEADER = [
  'Workout #',
  'Date',
  'Workout Name',
  'Duration (sec)',
  'Exercise Name',
  'Set Order',
  'Weight (kg)',
  'Reps',
  'Distance (meters)',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
];

interface Lift {
  name: string;
  /** Starting working weight in kg; 0 for a bodyweight exercise. */
  start: number;
  reps: number;
  warmups: number;
  working: number;
}

const TEMPLATES: { name: string; lifts: Lift[] }[] = [
  {
    name: 'Push Day',
    lifts: [
      { name: 'Bench Press (Barbell)', start: 60, reps: 5, warmups: 2, working: 5 },
      { name: 'Overhead Press (Barbell)', start: 35, reps: 6, warmups: 1, working: 4 },
      { name: 'Incline Bench Press (Dumbbell)', start: 20, reps: 10, warmups: 1, working: 3 },
      { name: 'Lateral Raise (Dumbbell)', start: 8, reps: 12, warmups: 0, working: 4 },
      { name: 'Triceps Pushdown (Cable - Straight Bar)', start: 25, reps: 12, warmups: 0, working: 4 }, // prettier-ignore
      { name: 'Push Up', start: 0, reps: 20, warmups: 0, working: 3 },
    ],
  },
  {
    name: 'Pull Day',
    lifts: [
      { name: 'Deadlift (Barbell)', start: 100, reps: 5, warmups: 3, working: 3 },
      { name: 'Pull Up', start: 0, reps: 8, warmups: 0, working: 4 },
      { name: 'Bent Over Row (Barbell)', start: 50, reps: 8, warmups: 1, working: 4 },
      { name: 'Lat Pulldown (Cable)', start: 45, reps: 10, warmups: 0, working: 4 },
      { name: 'Bicep Curl (Dumbbell)', start: 12, reps: 10, warmups: 0, working: 4 },
      { name: 'Face Pull (Cable)', start: 20, reps: 15, warmups: 0, working: 3 },
    ],
  },
  {
    name: 'Leg Day',
    lifts: [
      { name: 'Squat (Barbell)', start: 80, reps: 5, warmups: 3, working: 5 },
      { name: 'Romanian Deadlift (Barbell)', start: 60, reps: 8, warmups: 1, working: 4 },
      { name: 'Leg Press', start: 120, reps: 10, warmups: 1, working: 4 },
      { name: 'Leg Curl (Machine)', start: 30, reps: 12, warmups: 0, working: 3 },
      { name: 'Standing Calf Raise (Machine)', start: 40, reps: 15, warmups: 0, working: 4 },
    ],
  },
];

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** Strong's wall-clock date: `2019-06-11 18:03:00` (the UTC fields of a day's instant + time). */
const wallClock = (day: number, minutes: number) => {
  const d = new Date(day * DAY_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`
  );
};

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (v: string | number | null) => {
  if (v === null) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const row = (cells: (string | number | null)[]) => cells.map(cell).join(',') + '\n';

/** The weight as the file writes it: kg to the half, or pounds to the whole. */
const written = (kg: number, unit: 'kg' | 'lbs') =>
  unit === 'kg' ? Math.round(kg * 2) / 2 : Math.round(kg * 2.20462);

/**
 * The export, a workout at a time (each yield is one workout's rows; the first is the header),
 * so a caller can stream it or join it. Exactly `sets` set rows.
 */
export function* strongHistory(options: StrongHistoryOptions): Generator<string> {
  const { sets, years = 10, end = '2026-06-30', unit = 'kg', seed = 29 } = options;
  const rand = createRng(seed); // the same seed, the same history
  const header = STRONG_NEWER_HEADER.map((h) => (h === 'Weight (kg)' ? `Weight (${unit})` : h));
  yield row(header);
  const lastDay = Math.floor(Date.parse(`${end}T00:00:00Z`) / DAY_MS);
  const span = Math.round(years * 365.25);
  // Sets per day on average, so the history spreads over the years whatever `sets` is.
  const perWorkout = 26;
  const workouts = Math.max(1, Math.ceil(sets / perWorkout));
  const step = span / workouts;
  let left = sets;
  for (let n = 0; left > 0; n++) {
    const day = lastDay - span + Math.floor(n * step);
    const progress = (day - (lastDay - span)) / Math.max(1, span);
    const template = TEMPLATES[n % TEMPLATES.length]!;
    const startMinutes = 6 * 60 + Math.floor(rand() * 14 * 60);
    const duration = 2700 + Math.floor(rand() * 2700);
    const date = wallClock(day, startMinutes);
    const notes = n % 17 === 0 ? 'Felt strong, slept well' : null;
    let text = '';
    const line = (
      exercise: string,
      order: string,
      weight: number | null,
      reps: number | null,
      extra: { distance?: number; seconds?: number; note?: string; rpe?: number } = {},
    ) =>
      row([
        n + 1,
        date,
        template.name,
        duration,
        exercise,
        order,
        weight,
        reps,
        extra.distance ?? null,
        extra.seconds ?? null,
        extra.note ?? null,
        notes,
        extra.rpe ?? null,
      ]);
    for (const lift of template.lifts) {
      if (left === 0) break;
      // Stronger over the years, with a little day-to-day noise.
      const kg = lift.start * (1 + 0.6 * progress) * (0.95 + rand() * 0.1);
      for (let w = 0; w < lift.warmups && left > 0; w++, left--) {
        text += line(lift.name, 'W', lift.start ? written(kg * (0.4 + 0.2 * w), unit) : 0, 8);
      }
      let order = 1;
      for (let s = 0; s < lift.working && left > 0; s++, left--) {
        const last = s === lift.working - 1;
        const kind = last && rand() < 0.1 ? 'D' : last && rand() < 0.1 ? 'F' : String(order++);
        const rpe = rand() < 0.3 ? 7 + Math.round(rand() * 6) / 2 : undefined;
        const note = rand() < 0.02 ? 'grip slipped, "almost" failed' : undefined;
        text += line(lift.name, kind, lift.start ? written(kg, unit) : 0, lift.reps, { rpe, note });
      }
      if (rand() < 0.3) text += line(lift.name, 'Rest Timer', null, null, { seconds: 120 });
    }
    if (template.name === 'Leg Day' && left > 0) {
      const minutes = 10 + Math.floor(rand() * 20);
      text += line('Running (Treadmill)', '1', null, null, {
        distance: Math.round(minutes * 160),
        seconds: minutes * 60,
      });
      left--;
    }
    yield text;
  }
}

/** The whole export as one string. */
export const strongHistoryCsv = (options: StrongHistoryOptions) =>
  [...strongHistory(options)].join('');
