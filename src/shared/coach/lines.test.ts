import { createRng } from '../seeded-random';
import { describe, expect, it } from 'vitest';
import { doneSet as set } from '../../../tests/setup/set-values';
import { COACH_IDS, type CoachId } from '../coaches';
import { COACH_PHASES } from '../schemas/ai-coach';
import {
  COACH_LINE_MAX,
  COACH_VOICES,
  coachLine,
  historyFromLast,
  setPhrase,
  speakable,
  spokenSeconds,
  spokenTarget,
  type CoachLineInput,
} from './lines';

/** Seeded, so every run draws the same lines. */
const seeded = createRng;

const input = (over: Partial<CoachLineInput> = {}): CoachLineInput => ({
  exerciseName: 'Goblet Squat',
  currentSet: 2,
  totalSets: 3,
  phase: 'exercise',
  reps: 12,
  persona: 'joey1',
  ...over,
});

const draw = (over: Partial<CoachLineInput>, n = 50, seed = 7) => {
  const rng = seeded(seed);
  return Array.from({ length: n }, () => coachLine(input(over), rng));
};

const sentences = (line: string) => line.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;

const everyCase = COACH_IDS.flatMap((persona) =>
  COACH_PHASES.map((phase) => [persona, phase] as const),
);

describe('coachLine: spoken, short and specific', () => {
  it.each(everyCase)('%s at %s: ≤ 140 characters, one or two sentences, speakable', (p, phase) => {
    for (const line of draw({ persona: p, phase, nextExerciseName: 'Plank' })) {
      expect(line.length, line).toBeLessThanOrEqual(COACH_LINE_MAX);
      expect(sentences(line), line).toBeLessThanOrEqual(2);
      expect(speakable(line), line).toBe(line);
      expect(line, line).toMatch(/^[A-Z]/);
    }
  });

  // Each row: the moment → what every line must say.
  it.each([
    ['start', { currentSet: 1, totalSets: 4 }, ['Goblet Squat', 'set 1 of 4']],
    ['exercise', { currentSet: 2, totalSets: 3 }, ['Goblet Squat', 'set 2 of 3']],
    ['exercise', { currentSet: 3, totalSets: 3 }, ['Goblet Squat', 'the last set']],
    ['exercise', { currentSet: 1, totalSets: 1 }, ['Goblet Squat', 'your only set']],
    ['rest', { currentSet: 1, totalSets: 3 }, ['Goblet Squat', 'set 2 of 3']],
    ['rest', { currentSet: 2, totalSets: 3 }, ['Goblet Squat', 'the last set']],
    ['rest', { currentSet: 3, totalSets: 3, nextExerciseName: 'Plank' }, ['Goblet Squat', 'Plank']],
    ['rest', { currentSet: 3, totalSets: 3 }, ['Goblet Squat']],
    ['transition', { currentSet: 1, totalSets: 3 }, ['Goblet Squat', 'set 1 of 3']],
    ['transition', { nextExerciseName: 'Plank' }, ['Plank', 'the first set']],
    ['complete', { currentSet: 3, totalSets: 3 }, ['Goblet Squat']],
  ] as const)('%s %j names %j', (phase, over, wanted) => {
    for (const persona of COACH_IDS) {
      for (const line of draw({ ...over, phase, persona }, 30)) {
        for (const w of wanted) expect(line.toLowerCase(), line).toContain(w.toLowerCase());
      }
    }
  });

  it.each([
    ['rest', /\b(rest|break)\b/i],
    ['complete', /well done|great work|you did it|nice job|congratulations/i],
    ['complete', /complete|finished|done|in the books/i],
  ] as const)('every %s line says so (%s)', (phase, pattern) => {
    for (const persona of COACH_IDS) {
      for (const line of draw({ phase, persona, currentSet: 3 })) expect(line).toMatch(pattern);
    }
  });

  it('never says a set number other than the current one at a set’s start', () => {
    for (const line of draw({ currentSet: 2, totalSets: 5 }, 200)) {
      expect(line.toLowerCase().match(/set \d+ of \d+/g)).toEqual(['set 2 of 5']);
    }
  });

  it.each([
    [{ reps: 12 }, '12 reps'],
    [{ reps: 1 }, '1 rep'],
    [{ reps: null, duration: 45 }, '45 seconds'],
    [{ reps: null, duration: 90 }, '1 minute 30 seconds'],
  ] as const)('says the plan %j as "%s" when a set starts', (over, said) => {
    const lines = draw({ ...over, phase: 'start', currentSet: 1 });
    // History-free lines at the start always carry the plan.
    for (const line of lines) expect(line).toContain(said);
  });

  it.each([
    [{ repsDone: 14 }, '14 reps, 2 over the plan'],
    [{ repsDone: 12 }, 'all 12 reps'],
    [{ repsDone: 9 }, '9 reps, every one counts'],
    [{ repsDone: 9, reps: null }, '9 reps on Goblet Squat'],
  ] as const)('at a rest, uses what the user said they did: %j', (over, said) => {
    const lines = draw({ ...over, phase: 'rest', currentSet: 1 }, 100);
    expect(lines.some((l) => l.includes(said))).toBe(true);
  });

  it('keeps a 100-character name whole, dropping opener and closer to stay short', () => {
    const name = `Single-Arm ${'Very '.repeat(16)}Long Row`.slice(0, 100);
    for (const phase of COACH_PHASES) {
      for (const line of draw({ exerciseName: name, phase, nextExerciseName: null })) {
        expect(line).toContain(name);
        expect(line.length).toBeLessThanOrEqual(name.length + 70);
      }
    }
  });

  it('reads a name with emoji or markdown without them', () => {
    for (const line of draw({ exerciseName: '**Burpees** 🔥' })) {
      expect(line).toContain('Burpees');
      expect(line).not.toMatch(/[*🔥]/u);
    }
  });
});

describe('coachLine: last time', () => {
  const said = (over: Partial<CoachLineInput>, n = 200) => draw(over, n).join('\n');

  it.each([
    [{ lastReps: 10 }, {}, ['last time you did 10, go for 11']],
    [{ lastReps: 10, daysAgo: 1 }, {}, ['yesterday you did 10, go for 11']],
    [{ lastReps: 10, daysAgo: 0 }, {}, ['earlier today']],
    [{ lastReps: 10, daysAgo: 3 }, {}, ['3 days ago']],
    [{ lastReps: 8, lastWeight: 62.5, lastWeightUnit: 'kg' }, {}, ['62.5 kilos for 8 reps']],
    [{ lastReps: 5, lastWeight: 135, lastWeightUnit: 'lb' }, {}, ['135 pounds for 5']],
    [{ lastDuration: 40 }, { reps: null, duration: 45 }, ['held 40 seconds, go for 45 seconds']],
    [{ bestReps: 20 }, {}, ['your best is 20 reps']],
  ] as const)('history %j (plan %j) gives %j', (history, plan, wanted) => {
    const text = said({ ...plan, history });
    for (const w of wanted) expect(text.toLowerCase()).toContain(w.toLowerCase());
  });

  it('uses it in some lines, not all', () => {
    const lines = draw({ history: { lastReps: 10 } }, 200);
    const using = lines.filter((l) => l.includes('go for 11') || l.includes('aim for 11')).length;
    expect(using).toBeGreaterThan(60);
    expect(using).toBeLessThan(140);
  });

  it.each([
    ['start', { currentSet: 1 }],
    ['transition', { currentSet: 1 }],
  ] as const)('is used when a new exercise starts (%s)', (phase, over) => {
    expect(said({ ...over, phase, history: { lastReps: 10 } })).toContain('go for 11');
  });

  it.each(['rest', 'complete'] as const)('is not used at %s', (phase) => {
    expect(said({ phase, currentSet: 1, history: { lastReps: 10 } })).not.toMatch(/\b1[01]\b/);
  });

  it('without history never mentions a last time', () => {
    expect(said({ history: null })).not.toMatch(/last time|yesterday|days ago|earlier today/i);
  });

  it('for a hold, speaks seconds rather than reps', () => {
    const text = said({ reps: null, duration: 60, history: { lastReps: 3, lastDuration: 50 } });
    expect(text).toContain('held 50 seconds');
    expect(text).not.toContain('go for 4');
  });
});

describe('coachLine: personas and variety', () => {
  it.each(COACH_IDS.flatMap((a) => COACH_IDS.filter((b) => b > a).map((b) => [a, b] as const)))(
    '%s and %s never say the same line',
    (a, b) => {
      for (const phase of COACH_PHASES) {
        const ofA = new Set(draw({ persona: a, phase }, 40, 1));
        const ofB = draw({ persona: b, phase }, 40, 1);
        expect(ofB.filter((l) => ofA.has(l))).toEqual([]);
      }
    },
  );

  it.each(everyCase)('%s at %s speaks in its own words', (persona, phase) => {
    const group = phase === 'rest' ? 'rest' : phase === 'complete' ? 'complete' : 'go';
    const own = COACH_VOICES[persona as CoachId].closers[group];
    for (const line of draw({ persona, phase })) {
      expect(own.some((c) => line.endsWith(c))).toBe(true);
    }
  });

  it.each(everyCase)('%s at %s: ≥ 80%% distinct lines over 50 draws', (persona, phase) => {
    for (const seed of [1, 2, 3]) {
      expect(new Set(draw({ persona, phase }, 50, seed)).size).toBeGreaterThanOrEqual(40);
    }
  });

  it('an unknown persona speaks as Joey (the first profile)', () => {
    const joey = new Set(draw({ persona: 'joey1' }));
    for (const line of draw({ persona: 'nobody' as CoachId })) expect(joey.has(line)).toBe(true);
  });
});

describe('speakable', () => {
  it.each([
    ['Great job! 💪🔥', 'Great job!'],
    ['**Squats**, set 2 of 3', 'Squats, set 2 of 3'],
    ['- Go hard\n- Stay strong', 'Go hard Stay strong'],
    ['1. Breathe', 'Breathe'],
    ['`code` and #tags', 'code and tags'],
    ['Thumbs 👍🏽 up', 'Thumbs up'],
    ['62.5 kilos.', '62.5 kilos.'],
  ])('%j → %j', (raw, clean) => {
    expect(speakable(raw)).toBe(clean);
  });
});

describe('spokenSeconds and setPhrase', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [90, '1 minute 30 seconds'],
    [3600, '1 hour'],
    [3725, '1 hour 2 minutes 5 seconds'],
  ])('%i s → %s', (s, said) => expect(spokenSeconds(s)).toBe(said));

  it.each([
    [1, 3, 'set 1 of 3'],
    [3, 3, 'the last set'],
    [1, 1, 'your only set'],
  ])('set %i of %i → %s', (n, total, said) => expect(setPhrase(n, total)).toBe(said));
});

describe('historyFromLast', () => {
  it('takes the top set in the unit it was typed in, and the longest hold', () => {
    const h = historyFromLast(
      {
        completedAt: '2026-03-01T12:00:00Z',
        setList: [
          set({ reps: 10, weight: 60, weightUnit: 'kg', duration: 30 }),
          set({ reps: 8, weight: 70, weightUnit: 'kg', duration: 40 }),
          set({ reps: 6, weight: 90, weightUnit: 'kg', done: false }),
        ],
      },
      new Date('2026-03-04T12:00:00Z'),
      'UTC',
    );
    expect(h).toEqual({
      lastReps: 8,
      lastWeight: 70,
      lastWeightUnit: 'kg',
      lastDuration: 40,
      daysAgo: 3,
    });
  });

  it.each([
    ['UTC', 1],
    ['America/New_York', 0],
  ])('counts calendar days in the user’s zone (%s → %i)', (zone, days) => {
    const h = historyFromLast(
      { completedAt: '2026-03-01T23:30:00Z', setList: [set({ reps: 5 })] },
      new Date('2026-03-02T00:30:00Z'),
      zone,
    );
    expect(h.daysAgo).toBe(days);
  });

  it('leaves out what the sets did not have', () => {
    const h = historyFromLast(
      { completedAt: '2026-03-01T12:00:00Z', setList: [set({ reps: 0 })] },
      new Date('2026-03-01T13:00:00Z'),
      'UTC',
    );
    expect(h).toEqual({
      lastReps: null,
      lastWeight: null,
      lastWeightUnit: null,
      lastDuration: null,
      daysAgo: 0,
    });
  });
});

describe('coachLine: a set with its own target (issue 26 §7)', () => {
  const said = (over: Partial<CoachLineInput>, n = 200) => draw(over, n).join('\n');
  // A pyramid's last time: its top set was 225 × 3.
  const history = { lastReps: 3, lastWeight: 225, lastWeightUnit: 'lb', bestReps: 5 } as const;

  it('says the set’s own reps and weight', () => {
    const text = said({ phase: 'exercise', currentSet: 1, reps: 5, weight: 185, weightUnit: 'lb' });
    expect(text).toContain('5 reps at 185 pounds');
    expect(text).not.toMatch(/\b12 reps\b/);
  });

  it.each([
    ['set 1 at 185', { currentSet: 1, reps: 5, weight: 185 }],
    ['set 2 at 205', { currentSet: 2, reps: 5, weight: 205 }],
  ])('never asks %s to match last time’s 225 for 3', (_, over) => {
    const text = said({ phase: 'exercise', weightUnit: 'lb', ...over, history });
    expect(text).not.toMatch(/225|match it|beat it|chase it|go for/);
  });

  it('uses last time at the same weight: 225 for 3 on the set of 225 × 3', () => {
    const text = said({
      phase: 'exercise',
      currentSet: 3,
      reps: 3,
      weight: 225,
      weightUnit: 'lb',
      history,
    });
    expect(text).toContain('225 pounds for 3');
  });
});

describe('spokenTarget', () => {
  it.each([
    [{ reps: 5, weight: 185, weightUnit: 'lb' }, '5 reps at 185 pounds'],
    [{ reps: 1, weight: 60, weightUnit: 'kg' }, '1 rep at 60 kilos'],
    [{ reps: 12 }, '12 reps'],
    [{ reps: null, duration: 90 }, '1 minute 30 seconds'],
    [{ distance: 2, distanceUnit: 'miles' }, '2 miles'],
    [{ distance: 400, distanceUnit: 'meters' }, '400 meters'],
    [{ reps: null, duration: null, weight: 0 }, null],
  ] as const)('%j → %s', (target, text) => {
    expect(spokenTarget(target)).toBe(text);
  });
});
