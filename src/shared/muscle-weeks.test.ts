import { describe, expect, it } from 'vitest';
import { muscleWeeks, musclesOf, type DaySets } from './muscle-weeks';

// Friday 27 Nov 2026, 10:00 in New York: this week is Sat 21 to Fri 27.
const NOW = new Date('2026-11-27T15:00:00Z');
const ZONE = 'America/New_York';

describe('the muscles a logged exercise trains', () => {
  it.each<[string, string[]]>([
    ['Bench Press', ['chest', 'triceps']],
    ['bench presses', ['chest', 'triceps']],
    ['Running', []],
    ['My Secret Lift', []],
  ])('%s → %j', (name, muscles) => {
    expect(musclesOf(name)).toEqual(muscles);
  });
});

describe('working sets per muscle group per week (issue 27 §4)', () => {
  it('counts each set once for every group, in the week its day falls in', () => {
    const rows: DaySets[] = [
      { name: 'Bench Press', day: '2026-11-27', sets: 3 },
      { name: 'Push-up', day: '2026-11-21', sets: 2 },
      { name: 'Bench Press', day: '2026-11-20', sets: 4 },
      { name: 'Running', day: '2026-11-26', sets: 1 },
      // Too old for two weeks, and in the future: left out.
      { name: 'Bench Press', day: '2026-11-13', sets: 9 },
      { name: 'Bench Press', day: '2026-11-28', sets: 9 },
    ];
    expect(muscleWeeks(rows, NOW, ZONE, 2)).toEqual([
      {
        from: '2026-11-14',
        to: '2026-11-20',
        muscles: [
          { muscle: 'chest', sets: 4 },
          { muscle: 'triceps', sets: 4 },
        ],
      },
      {
        from: '2026-11-21',
        to: '2026-11-27',
        muscles: [
          { muscle: 'chest', sets: 5 },
          { muscle: 'triceps', sets: 5 },
          { muscle: 'shoulders', sets: 2 },
        ],
      },
    ]);
  });

  it('gives every week even with nothing done', () => {
    expect(muscleWeeks([], NOW, ZONE, 1)).toEqual([
      { from: '2026-11-21', to: '2026-11-27', muscles: [] },
    ]);
  });
});
