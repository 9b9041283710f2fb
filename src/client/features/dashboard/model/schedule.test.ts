import { describe, expect, it } from 'vitest';
import { decodePlan } from '@shared/prefill-link';
import type { WorkoutPrefill } from '@shared/schemas/dashboard';
import {
  calendarFile,
  calendarFileName,
  defaultSchedule,
  planLines,
  plannedMinutes,
  validateSchedule,
} from './schedule';

const at = (iso: string) => new Date(iso);
const lb = { weightUnit: 'lb', distanceUnit: 'mi' } as const;
const kg = { weightUnit: 'kg', distanceUnit: 'km' } as const;

const ex = (
  o: Partial<WorkoutPrefill['exercises'][number]>,
): WorkoutPrefill['exercises'][number] => ({
  name: 'Bench Press',
  sets: 3,
  reps: 8,
  weight: 140,
  duration: null,
  distance: null,
  distanceUnit: 'miles',
  ...o,
});
const chest: WorkoutPrefill = { name: 'Chest day', type: 'strength', exercises: [ex({})] };

describe('the day Schedule It starts on', () => {
  it('is tomorrow at 18:00 for an insight about the week', () => {
    for (const kind of ['missing-type', 'muscle-group', 'personal-best', 'goal-close'] as const)
      expect(defaultSchedule(kind, at('2026-11-27T09:00:00Z'), 'UTC')).toEqual({
        day: '2026-11-28',
        time: '18:00',
      });
  });

  it('is today for a streak to keep: 18:00, or the next hour once that has passed', () => {
    expect(defaultSchedule('streak', at('2026-11-27T09:00:00Z'), 'UTC')).toEqual({
      day: '2026-11-27',
      time: '18:00',
    });
    expect(defaultSchedule('streak', at('2026-11-27T19:20:00Z'), 'UTC')).toEqual({
      day: '2026-11-27',
      time: '20:00',
    });
    // Past 23:00 there is no hour left today.
    expect(defaultSchedule('streak', at('2026-11-27T23:10:00Z'), 'UTC')).toEqual({
      day: '2026-11-28',
      time: '18:00',
    });
  });

  it('counts days in the user zone, not the browser’s', () => {
    // 03:00 UTC on the 27th is still the evening of the 26th in New York.
    expect(defaultSchedule('comeback', at('2026-11-27T03:00:00Z'), 'America/New_York').day).toBe(
      '2026-11-27',
    );
  });
});

describe('validateSchedule', () => {
  const now = at('2026-11-27T12:00:00Z');
  it('gives the start in the user zone', () => {
    const r = validateSchedule({ day: '2026-11-28', time: '07:30' }, now, 'Europe/Berlin');
    expect(r).toEqual({ ok: true, start: at('2026-11-28T06:30:00Z') });
  });

  it.each([
    [{ day: '', time: '18:00' }, { day: 'Pick a date' }],
    [{ day: '2026-11-26', time: '18:00' }, { day: 'Pick today or a day ahead' }],
    [{ day: '2027-11-28', time: '18:00' }, { day: 'Pick a day within the next year' }],
    [{ day: '2026-11-28', time: '' }, { time: 'Pick a time' }],
    [{ day: '2026-11-27', time: '11:00' }, { time: 'That time has passed: pick a later one' }],
  ])('refuses %j in words', (choice, errors) => {
    expect(validateSchedule(choice, now, 'UTC')).toEqual({ ok: false, errors });
  });
});

describe('what the scheduled workout holds', () => {
  it('lists each exercise in the user units', () => {
    const run = ex({
      name: 'Running',
      sets: 1,
      reps: null,
      weight: null,
      duration: 1800,
      distance: 5,
      distanceUnit: 'km',
    });
    const plank = ex({ name: 'Plank', sets: 3, reps: null, weight: null, duration: 90 });
    const p: WorkoutPrefill = { ...chest, exercises: [ex({}), run, plank] };
    expect(planLines(p, lb)).toEqual([
      'Bench Press: 3 × 8 reps at 140 lbs',
      'Running: 30 min, 3.11 mi',
      'Plank: 3 × 1 min 30 s',
    ]);
    expect(planLines(p, kg)[0]).toBe('Bench Press: 3 × 8 reps at 63.5 kg');
    expect(planLines(p, kg)[1]).toBe('Running: 30 min, 5 km');
    expect(planLines({ ...p, exercises: [ex({ name: 'Sled', reps: null, sets: 1 })] }, lb)).toEqual(
      ['Sled: at 140 lbs'],
    );
  });

  it('leaves the amount to the person when the suggestion names none', () => {
    const run = ex({ name: 'Running', sets: 1, reps: null, weight: null });
    expect(planLines({ ...chest, exercises: [run] }, lb)).toEqual(['Running: you choose how much']);
  });

  it('says what it is when it names no exercise', () => {
    expect(planLines({ name: 'Cardio', type: 'cardio', exercises: [] }, lb)).toEqual([
      'A cardio workout of your choice: add the exercises when you log it.',
    ]);
  });

  it('blocks a sensible time', () => {
    expect(plannedMinutes(chest)).toBe(20);
    expect(plannedMinutes({ ...chest, exercises: Array.from({ length: 6 }, () => ex({})) })).toBe(
      45,
    );
    expect(plannedMinutes({ ...chest, exercises: [] })).toBe(45);
    expect(
      plannedMinutes({ ...chest, exercises: [ex({ reps: null, distance: 26.2, sets: 1 })] }),
    ).toBe(120);
  });
});

describe('the calendar file', () => {
  const file = calendarFile({
    uid: 'missing-type:strength:2026-11-27-1795888800000@joeyfit',
    prefill: { ...chest, name: 'Chest, back; arms' },
    start: at('2026-11-28T18:00:00Z'),
    units: lb,
    origin: 'https://joey.example',
    now: at('2026-11-27T12:00:00Z'),
  });
  const unfolded = file.replace(/\r\n /g, '');

  it('is one event with a reminder, in UTC, lines ending CRLF and folded at 75 octets', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(unfolded).toContain('DTSTART:20261128T180000Z\r\n');
    expect(unfolded).toContain('DTEND:20261128T182000Z\r\n');
    expect(unfolded).toContain('SUMMARY:Chest\\, back\\; arms\r\n');
    expect(unfolded).toContain('TRIGGER:-PT30M\r\n');
    for (const line of file.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('describes the workout and links to the form filled in with it', () => {
    expect(unfolded).toContain('DESCRIPTION:Bench Press: 3 × 8 reps at 140 lbs\\n\\n');
    const url = /\r\nURL:(\S+)\r\n/.exec(unfolded)![1]!;
    expect(url.startsWith('https://joey.example/workouts?new=1&plan=')).toBe(true);
    expect(decodePlan(new URL(url).searchParams.get('plan'))).toEqual({
      ...chest,
      name: 'Chest, back; arms',
    });
  });

  it('is named after the workout', () => {
    expect(calendarFileName('Chest day')).toBe('Chest day.ics');
    expect(calendarFileName('Legs/“PR” day?')).toBe('Legs PR day.ics');
    expect(calendarFileName('???')).toBe('Workout.ics');
  });
});
