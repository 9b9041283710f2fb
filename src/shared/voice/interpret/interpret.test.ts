// Sentences written for this test, none from the development corpus (tests/unit/corpus-leak.test.ts
// checks): other phrasings, number words, unit orders and several exercises at once, to guard
// generalisation.
import { describe, expect, it } from 'vitest';
import {
  END_EXAMPLES,
  ERROR_EXAMPLES,
  PROGRESS_EXAMPLES,
  SUGGESTION_EXAMPLES,
} from '../training/examples';
import { interpret } from './interpret';
import type { Interpretation, LoggedExercise } from '../schema';
import { generateCommands } from './classifier/templates';

const NOW = new Date('2025-03-14T15:00:00Z');
const ZONE = 'Europe/London';
const run = (text: string) => interpret(text, NOW, ZONE);

type Want = Partial<LoggedExercise> & { exerciseId: string };

function logged(text: string): LoggedExercise[] {
  const r = run(text);
  if (r.action !== 'log_workout') throw new Error(`${text}: ${r.action}`);
  return r.exercises;
}

describe('log_workout: one exercise, any order, words or digits', () => {
  it.each<[string, Want]>([
    [
      'um okay so I did like three sets of fifteen squats',
      { exerciseId: 'squat', sets: 3, reps: 15 },
    ],
    ['pushups three by twelve', { exerciseId: 'push-up', sets: 3, reps: 12 }],
    // As a synthesiser reads typed text aloud: units letter by letter, long numbers digit by digit.
    [
      'overhead press four x six at seventy k g',
      { exerciseId: 'overhead-press', sets: 4, reps: 6, weightLbs: 154.5 },
    ],
    ['curled forty l b s for ten', { exerciseId: 'bicep-curl', reps: 10, weightLbs: 40 }],
    [
      'cycled two zero k m in one h r',
      { exerciseId: 'cycling', distance: 20, distanceUnit: 'km', durationSeconds: 3600 },
    ],
    ['swam twelve hundred m', { exerciseId: 'swimming', distance: 1200, distanceUnit: 'meters' }],
    [
      'rowed one two zero zero zero meters',
      { exerciseId: 'rowing', distance: 12000, distanceUnit: 'meters' },
    ],
    ['3x8 deadlifts at 275', { exerciseId: 'deadlift', sets: 3, reps: 8, weightLbs: 275 }],
    [
      'four by eight deadlifts at one thirty five',
      { exerciseId: 'deadlift', sets: 4, reps: 8, weightLbs: 135 },
    ],
    [
      'benched two hundred and twenty five pounds for five reps',
      { exerciseId: 'bench-press', reps: 5, weightLbs: 225 },
    ],
    ['deadlifted 315 for 5', { exerciseId: 'deadlift', sets: 1, reps: 5, weightLbs: 315 }],
    [
      'at 60 kilos I did 3 sets of 12 incline bench press',
      { exerciseId: 'incline-bench-press', sets: 3, reps: 12, weightLbs: 132.5 },
    ],
    [
      'three sets of ten reps of lat pull downs at a hundred and ten pounds',
      { exerciseId: 'lat-pulldown', sets: 3, reps: 10, weightLbs: 110 },
    ],
    [
      'hammer curls with 30 pound dumbbells 3 sets of 12',
      { exerciseId: 'hammer-curl', sets: 3, reps: 12, weightLbs: 30 },
    ],
    ['did a set of fifteen dips', { exerciseId: 'dip', sets: 1, reps: 15 }],
    ['did push-ups twenty times', { exerciseId: 'push-up', sets: 1, reps: 20 }],
    ['a dozen burpees', { exerciseId: 'burpee', reps: 12 }],
    [
      'finished a 5k in twenty eight minutes',
      { exerciseId: 'running', distance: 5, distanceUnit: 'km', durationSeconds: 1680 },
    ],
    [
      'jogged two and a half miles',
      { exerciseId: 'jogging', distance: 2.5, distanceUnit: 'miles' },
    ],
    ['did a half marathon', { exerciseId: 'running', distance: 21.098, distanceUnit: 'km' }],
    ['walked a mile and a half', { exerciseId: 'walking', distance: 1.5, distanceUnit: 'miles' }],
    [
      'biked twelve point five kilometers',
      { exerciseId: 'cycling', distance: 12.5, distanceUnit: 'km' },
    ],
    [
      'swam 1,500 meters in 35 minutes',
      { exerciseId: 'swimming', distance: 1500, distanceUnit: 'meters', durationSeconds: 2100 },
    ],
    ['swam eight hundred yards', { exerciseId: 'swimming', distance: 800, distanceUnit: 'yards' }],
    ['rowed for half an hour', { exerciseId: 'rowing', durationSeconds: 1800 }],
    ['did an hour and a half of yoga', { exerciseId: 'yoga', durationSeconds: 5400 }],
    ['did an hour of pilates', { exerciseId: 'pilates', durationSeconds: 3600 }],
    ['got in a quick 15 minute jog', { exerciseId: 'jogging', durationSeconds: 900 }],
    ['I did a 40 minute spin class', { exerciseId: 'stationary-bike', durationSeconds: 2400 }],
    ['hiked for three hours', { exerciseId: 'hiking', durationSeconds: 10800 }],
    ['went swimming for 45 minutes', { exerciseId: 'swimming', durationSeconds: 2700 }],
    ['walked the dog for half an hour', { exerciseId: 'walking', durationSeconds: 1800 }],
    ['this morning I swam forty laps', { exerciseId: 'swimming', reps: 40 }],
    [
      'finished a 10 mile bike ride',
      { exerciseId: 'cycling', distance: 10, distanceUnit: 'miles' },
    ],
    ['I rowed 3 k', { exerciseId: 'rowing', distance: 3, distanceUnit: 'km' }],
    ['knocked out 30 kettlebell swings', { exerciseId: 'kettlebell-swing', sets: 1, reps: 30 }],
    [
      'hit legs today: leg press 4 by 10 at 270 pounds',
      { exerciseId: 'leg-press', sets: 4, reps: 10, weightLbs: 270 },
    ],
    [
      'deadlifts 5 by 3 at 140 kilos',
      { exerciseId: 'deadlift', sets: 5, reps: 3, weightLbs: 308.5 },
    ],
    ['two rounds of 12 burpees', { exerciseId: 'burpee', sets: 2, reps: 12 }],
    ['chin ups 4 sets of 6', { exerciseId: 'chin-up', sets: 4, reps: 6 }],
    ['planked for two minutes thirty seconds', { exerciseId: 'plank', durationSeconds: 150 }],
    ['a thirty second side plank', { exerciseId: 'side-plank', durationSeconds: 30 }],
    [
      'three sets of forty five second planks',
      { exerciseId: 'plank', sets: 3, durationSeconds: 45 },
    ],
    ['spent 25 minutes on the treadmill', { exerciseId: 'treadmill', durationSeconds: 1500 }],
    ['played soccer for two hours', { exerciseId: 'soccer', durationSeconds: 7200 }],
    [
      'went for a bike ride of 30 kilometers',
      { exerciseId: 'cycling', distance: 30, distanceUnit: 'km' },
    ],
    [
      'ran 3 miles at an 8 minute pace',
      { exerciseId: 'running', distance: 3, distanceUnit: 'miles' },
    ],
    [
      'jogged 4 miles at 9 minutes per mile',
      { exerciseId: 'jogging', distance: 4, distanceUnit: 'miles' },
    ],
    [
      '5 rounds of 20 kettlebell swings with a 24 kilo bell',
      { exerciseId: 'kettlebell-swing', sets: 5, reps: 20, weightLbs: 53 },
    ],
    [
      'three sets of 10 rows at 95 pounds',
      { exerciseId: 'barbell-row', sets: 3, reps: 10, weightLbs: 95 },
    ],
    ['rowed 5000 meters', { exerciseId: 'rowing', distance: 5000, distanceUnit: 'meters' }],
    ['I did 3 sets of 8 to 10 reps of bench', { exerciseId: 'bench-press', sets: 3, reps: 8 }],
    [
      'did 4 sets of 6-8 reps of overhead press at 95',
      { exerciseId: 'overhead-press', sets: 4, reps: 6, weightLbs: 95 },
    ],
    ['i did squads three sets of ten', { exerciseId: 'squat', sets: 3, reps: 10 }],
    [
      'three sets of twelve bench breast at one eighty five',
      { exerciseId: 'bench-press', sets: 3, reps: 12, weightLbs: 185 },
    ],
    ['did 20 minutes of hit training', { exerciseId: 'hiit', durationSeconds: 1200 }],
    ['I worked out for 45 minutes', { exerciseId: 'workout', durationSeconds: 2700 }],
    [
      'I rode the stationary bike for 25 minutes',
      { exerciseId: 'stationary-bike', durationSeconds: 1500 },
    ],
    ['ran on the treadmill for 30 minutes', { exerciseId: 'running', durationSeconds: 1800 }],
    [
      'did 15 minutes of stretching after my run',
      { exerciseId: 'stretching', durationSeconds: 900 },
    ],
    [
      'I did five hundred meters on the rower',
      { exerciseId: 'rowing', distance: 500, distanceUnit: 'meters' },
    ],
  ])('%s', (text, want) => {
    const got = logged(text);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject(want);
  });
});

describe('log_workout: several exercises in one sentence', () => {
  it.each<[string, Want[]]>([
    ['I did 10 pull ups, 20 push ups and 30 sit ups', [
      { exerciseId: 'pull-up', reps: 10 }, { exerciseId: 'push-up', reps: 20 }, { exerciseId: 'sit-up', reps: 30 },
    ]],
    ['rowed for 20 minutes then did 50 burpees', [
      { exerciseId: 'rowing', durationSeconds: 1200 }, { exerciseId: 'burpee', reps: 50 },
    ]],
    ['5 sets of 5 front squats at 100 kg followed by 3 sets of 10 lunges', [
      { exerciseId: 'front-squat', sets: 5, reps: 5, weightLbs: 220.5 }, { exerciseId: 'lunge', sets: 3, reps: 10 },
    ]],
    ['squats, 4 sets of 8 at 185, plus 3 sets of 12 leg curls', [
      { exerciseId: 'squat', sets: 4, reps: 8, weightLbs: 185 }, { exerciseId: 'leg-curl', sets: 3, reps: 12 },
    ]],
    ['push ups and sit ups three sets of ten each', [
      { exerciseId: 'push-up', sets: 3, reps: 10 }, { exerciseId: 'sit-up', sets: 3, reps: 10 },
    ]],
    ['three sets of twelve push ups and sit ups', [
      { exerciseId: 'push-up', sets: 3, reps: 12 }, { exerciseId: 'sit-up', sets: 3, reps: 12 },
    ]],
    ['ran two miles, then stretched for ten minutes', [
      { exerciseId: 'running', distance: 2 }, { exerciseId: 'stretching', durationSeconds: 600 },
    ]],
    ['finished 5 rounds of 10 pull ups and 20 push ups', [
      { exerciseId: 'pull-up', sets: 5, reps: 10 }, { exerciseId: 'push-up', sets: 5, reps: 20 },
    ]],
    ['ten minute warm up then three sets of five deadlifts at three fifteen then ten minute cool down', [
      { exerciseId: 'warm-up', durationSeconds: 600 }, { exerciseId: 'deadlift', sets: 3, reps: 5, weightLbs: 315 },
      { exerciseId: 'cool-down', durationSeconds: 600 },
    ]],
    ['three sets of 8 lunges, then a 10k', [
      { exerciseId: 'lunge', sets: 3, reps: 8 }, { exerciseId: 'running', distance: 10, distanceUnit: 'km' },
    ]],
    ['a 5k and then yoga for 20 minutes', [
      { exerciseId: 'running', distance: 5, distanceUnit: 'km' }, { exerciseId: 'yoga', durationSeconds: 1200 },
    ]],
    ['squats 3 by 10 and then 2 sets of 8', [
      { exerciseId: 'squat', sets: 3, reps: 10 }, { exerciseId: 'squat', sets: 2, reps: 8 },
    ]],
  ])('%s', (text, want) => {
    const got = logged(text);
    expect(got).toHaveLength(want.length);
    want.forEach((w, i) => expect(got[i]).toMatchObject(w));
  }); // prettier-ignore

  it('infers the workout type from the exercises', () => {
    expect(run('4 sets of 8 goblet squats and 25 minutes of yoga')).toMatchObject({
      type: 'mixed',
    });
    expect(run('ran 2 miles and swam 500 meters')).toMatchObject({ type: 'cardio' });
    expect(run('10 pull ups and 20 dips')).toMatchObject({
      type: 'strength',
      workoutName: 'Pull-up & Dip',
    });
  });
});

describe('set_goal', () => {
  it.each([
    ['I want to lose twenty pounds by the end of the year', 'weight_loss', 20, 'lbs', '2025-12-31'],
    ['my target is to squat three hundred pounds', 'strength', 300, 'lbs', null],
    ['I want to deadlift 405', 'strength', 405, 'lbs', null],
    ['set a goal to run a marathon by October', 'distance', 42.195, 'km', '2025-10-31'],
    ['goal: walk 100 miles in the next 2 months', 'distance', 100, 'miles', '2025-05-14'],
    ["I'm aiming to do 1000 push ups this month", 'strength', 1000, 'reps', '2025-03-31'],
    ["I'd like to gain ten pounds of muscle", 'weight_gain', 10, 'lbs', null],
    ['set a goal to work out five times a week', 'general', 5, 'days', null],
    ['set a goal to plank for five minutes', 'time', 5, 'minutes', null],
    ['new goal run 5k under 30 minutes by next friday', 'time', 30, 'minutes', '2025-03-21'],
    ['lose 8 kilos in 3 weeks', 'weight_loss', 8, 'kg', '2025-04-04'],
    ["I'd love to squat 140 kilos by December", 'strength', 140, 'kg', '2025-12-31'],
    ['challenge me to do 300 squats this week', 'strength', 300, 'reps', '2025-03-16'],
    ['my target is 12 workouts this month', 'general', 12, 'workouts', '2025-03-31'],
    ['I want to be able to hold a plank for 3 minutes', 'time', 3, 'minutes', null],
    ['goal: bench 100 kg by the end of the year', 'strength', 100, 'kg', '2025-12-31'],
    ["I'm hoping to put on 3 kilos of muscle", 'weight_gain', 3, 'kg', null],
    ['set a goal to cycle 300 miles before christmas', 'distance', 300, 'miles', '2025-12-25'],
    ['I want to swim 2000 meters', 'distance', 2, 'km', null],
    ['I aim to train for 90 minutes per week', 'time', 90, 'minutes', null],
    ['run 100 miles by June', 'distance', 100, 'miles', '2025-06-30'],
    [
      'my goal is to bench two twenty five by the end of the year',
      'strength',
      225,
      'lbs',
      '2025-12-31',
    ],
    ['i need to lose five kilos before summer', 'weight_loss', 5, 'kg', '2025-06-21'],
  ])('%s', (text, type, targetValue, unit, deadline) => {
    expect(run(text)).toMatchObject({ action: 'set_goal', type, targetValue, unit, deadline });
  });

  it('titles the goal from what was said, without the deadline', () => {
    expect(run('my goal is to drop 12 pounds by June')).toMatchObject({ title: 'Drop 12 lbs' });
    expect(run("I'd love to do sixty chin ups in a row")).toMatchObject({
      title: 'Do 60 Chin-ups in a row',
    });
    expect(run('I want to deadlift 405')).toMatchObject({ title: 'Deadlift 405 lbs' });
  });

  it('answers error when a goal names no target, asking for one when it was clearly a goal', () => {
    expect(run('set a goal').action).toBe('error');
    expect(run('my goal is to get fit')).toEqual({ action: 'error', unclear: 'set_goal' });
  });
});

describe('actions recognised by phrasing', () => {
  it.each(PROGRESS_EXAMPLES)('check_progress: %s', (text) => {
    expect(run(text).action).toBe('check_progress');
  });
  it.each(SUGGESTION_EXAMPLES)('get_suggestion: %s', (text) => {
    expect(run(text).action).toBe('get_suggestion');
  });
  it.each(END_EXAMPLES)('end_session: %s', (text) => {
    expect(run(text).action).toBe('end_session');
  });
  it.each(ERROR_EXAMPLES)('error: %s', (text) => {
    expect(run(text)).toEqual({ action: 'error' });
  });

  it('carries the body area and workout type a suggestion asks for', () => {
    expect(run('I need something for my lower back')).toMatchObject({
      focus: { area: 'lower back', muscles: ['lower back'] },
    });
    expect(run('any cardio ideas for a rainy day')).toMatchObject({
      focus: { workoutType: 'cardio' },
    });
  });

  it('reads request and question words inside a log or a goal as part of it', () => {
    expect(run('I want to log a workout: 20 minutes of rowing').action).toBe('log_workout');
    expect(run('set myself a goal to exercise 4 days a week').action).toBe('set_goal');
    expect(run('how many sets should I do').action).toBe('get_suggestion');
    expect(run('what workout did I do on Monday').action).toBe('check_progress');
  });

  it('reads a question about the record that names a sport as a question, not a log', () => {
    expect(run('whats my swimming distance so far').action).toBe('check_progress');
    expect(run('what is my rowing pace').action).toBe('check_progress');
  });

  it('logs rather than ends when a sentence has both', () => {
    expect(run("fifteen dips and that's it for today").action).toBe('log_workout');
  });

  it('answers error for empty or punctuation-only input', () => {
    for (const t of ['', '   ', '...', 'um']) expect(run(t)).toEqual({ action: 'error' });
  });
});

describe('generated commands (templates.ts) round-trip through the interpreter', () => {
  it('understands at least 99 % of 1,000 generated commands', () => {
    const failures: string[] = [];
    const commands = generateCommands(1000, 42);
    for (const c of commands) {
      const r = run(c.text);
      const ok =
        r.action === c.action &&
        (r.action !== 'log_workout' ||
          (r.exercises.length === c.exercises!.length &&
            c.exercises!.every((want, i) => matches(r.exercises[i]!, want)))) &&
        (r.action !== 'set_goal' || matches(r, c.goal!)) &&
        (r.action !== 'log_weight' || matches(r, c.weighIn!)) &&
        (!c.dated || dateOf(r) !== undefined);
      if (!ok) failures.push(`${c.text} → ${JSON.stringify(r)}`);
    }
    if (failures.length > 0) console.log(failures.join('\n'));
    expect(failures.length).toBeLessThanOrEqual(commands.length * 0.01);
  });

  it('holds each of issue 8’s kinds: weigh-ins, sets one by one, logs of another day', () => {
    const commands = generateCommands(1000, 42);
    expect(commands.filter((c) => c.action === 'log_weight').length).toBeGreaterThan(10);
    expect(commands.filter((c) => c.exercises?.some((e) => e.setList)).length).toBeGreaterThan(20);
    expect(commands.filter((c) => c.dated).length).toBeGreaterThan(40);
  });
});

const dateOf = (r: Interpretation) =>
  r.action === 'log_workout' ? r.completedAt : r.action === 'log_weight' ? r.measuredAt : undefined;

/** Every field the template meant, lists and all, is in the answer. */
function matches(got: object, want: object): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return Object.entries(want).every(([k, v]) => same((got as Record<string, unknown>)[k], v));
}
