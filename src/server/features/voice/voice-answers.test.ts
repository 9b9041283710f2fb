// The answers' words from the screens' numbers (issue 31 §2): pure, table by table.
import { describe, expect, it } from 'vitest';
import type { ExerciseHistory } from '../../../shared/schemas/exercise-history';
import type { Goal } from '../../../shared/schemas/goals';
import type { Routine } from '../../../shared/schemas/routines';
import type { Exercise, Workout } from '../../../shared/schemas/workouts';
import type { QuestionPeriod, VoiceQuestion } from '../../../shared/voice/schema';
import {
  goalPaceAnswer,
  historyStart,
  levelAnswer,
  nextRoutine,
  periodSpan,
  planAnswer,
  rankAnswer,
  recordAnswer,
  streakAnswer,
  totalAnswer,
  withinHistory,
  type AnswerUnits,
} from './voice-answers';
import type { SetValues } from '../../../shared/sets';
import { doneSet } from '../../../../tests/setup/set-values';
import { matchRoutine, setWords } from './voice-acts';
import { progressReply, timedPlan } from './voice-replies';

const TODAY = '2026-11-25'; // a Wednesday
const LB: AnswerUnits = { weight: 'lb', distance: 'mi' };
const KG: AnswerUnits = { weight: 'kg', distance: 'km' };

const ex = (
  name: string,
  sets: Partial<SetValues>[],
  distanceUnit: Exercise['distanceUnit'] = 'miles',
) =>
  ({
    id: name,
    workoutId: 'w',
    name,
    sets: sets.length,
    reps: null,
    weight: null,
    weightUnit: 'lb',
    duration: sets[0]?.duration ?? null,
    distance: sets[0]?.distance ?? null,
    distanceUnit,
    intensity: 'moderate',
    restTime: null,
    supersetGroup: null,
    setList: sets.map((values) => doneSet(values)),
    personalRecord: null,
  }) as Exercise;
const workout = (day: string, exercises: Exercise[], extra: Partial<Workout> = {}): Workout => ({
  id: `${day}-${exercises.map((e) => e.name).join()}`,
  userId: 'u',
  name: 'Workout',
  type: 'strength',
  notes: null,
  duration: 0,
  distance: 0,
  completedAt: `${day}T12:00:00.000Z`,
  day,
  createdAt: `${day}T12:00:00.000Z`,
  routineId: null,
  exercises,
  ...extra,
});

const WORKOUTS = [
  workout('2026-11-25', [ex('Push-up', [{ reps: 20 }, { reps: 15 }, { reps: 10, setType: 'warmup' }])]),
  workout('2026-11-22', [ex('Push-ups', [{ reps: 30 }]), ex('Bench Press', [{ reps: 8, weight: 185 }, { reps: 5, weight: 100, weightUnit: 'kg' }])]),
  workout('2026-11-15', [ex('Push-up', [{ reps: 50 }])]),
  workout('2026-11-24', [ex('Running', [{ distance: 3, duration: 1800 }])], { type: 'cardio', duration: 1800, distance: 3, name: 'Run' }),
]; // prettier-ignore

const q = (o: Partial<VoiceQuestion>): VoiceQuestion => ({ topic: 'total', ...o });

describe('periodSpan and the account’s history', () => {
  it.each<[QuestionPeriod, string, string]>([
    ['today', TODAY, TODAY],
    ['yesterday', '2026-11-24', '2026-11-24'],
    ['this_week', '2026-11-19', TODAY],
    ['last_week', '2026-11-12', '2026-11-18'],
    ['this_month', '2026-11-01', TODAY],
    ['last_month', '2026-10-01', '2026-10-31'],
    ['this_year', '2026-01-01', TODAY],
    ['all_time', '2026-03-01', TODAY],
  ])('%s covers %s to %s', (period, from, to) => {
    expect(periodSpan(period, TODAY, '2026-03-01')).toMatchObject({ from, to });
  });

  it('cuts a span to the history, and has nothing before it', () => {
    const week = periodSpan('this_week', TODAY, TODAY);
    expect(withinHistory(week, TODAY)).toMatchObject({ from: TODAY, to: TODAY });
    expect(withinHistory(periodSpan('last_month', TODAY, TODAY), TODAY)).toBeNull();
    expect(historyStart('2026-11-20', '2019-05-01')).toBe('2019-05-01');
    expect(historyStart('2026-11-20', null)).toBe('2026-11-20');
  });
});

describe('totalAnswer', () => {
  const facts = {
    workouts: WORKOUTS,
    today: TODAY,
    start: '2026-01-01',
    timeZone: 'UTC',
    units: LB,
  };
  it.each<[string, Partial<VoiceQuestion>, string | RegExp]>([
    ['push-ups this week: working sets, every spelling', { exercise: 'Push-ups', period: 'this_week' }, "You've done 65 push-ups this week, in 2 workouts."],
    ['push-ups today', { exercise: 'push-ups', period: 'today' }, "You've done 35 push-ups today, in 1 workout."],
    ['push-ups this month', { exercise: 'push-ups', period: 'this_month' }, "You've done 115 push-ups this month, in 3 workouts."],
    ['none yesterday', { exercise: 'push-ups', period: 'yesterday' }, "You haven't logged any push-ups yesterday."],
    ['workouts yesterday, by name', { period: 'yesterday', measure: 'workouts' }, "You logged 1 workout yesterday (Run), 30 minutes in all and 3 miles."],
    ['none this week, yet', { exercise: 'squats', period: 'this_week' }, "You haven't logged any squats this week yet."],
    ['workouts this week', { period: 'this_week' }, "You've logged 3 workouts this week, 30 minutes in all and 3 miles."],
    ['distance run this month', { exercise: 'running', period: 'this_month', measure: 'distance' }, "You've covered 3 miles of running this month, in 1 workout."],
    ['sets of bench', { exercise: 'bench press', measure: 'sets' }, "You've done 2 sets of bench press so far, in 1 workout."],
    ['volume in pounds, kilograms converted', { exercise: 'bench press', measure: 'volume' }, /lifted 2,582.3 lbs in all of bench press so far/],
    ['cardio by its kind', { workoutType: 'cardio', period: 'this_week' }, "You've covered 3 miles of cardio this week, in 1 workout."],
  ])('%s', (_, question, answer) => {
    const said = totalAnswer({ ...facts, question: q(question) });
    if (typeof answer === 'string') expect(said).toBe(answer);
    else expect(said).toMatch(answer);
  }); // prettier-ignore

  it('speaks in the user’s units', () => {
    const said = totalAnswer({ ...facts, units: KG, question: q({ exercise: 'running', measure: 'distance' }) });
    expect(said).toBe("You've covered 4.8 km of running so far, in 1 workout.");
  }); // prettier-ignore

  it('never speaks of a span before the account began', () => {
    const young = { ...facts, start: TODAY, workouts: [] };
    expect(totalAnswer({ ...young, question: q({ exercise: 'push-ups', period: 'last_month' }) })).toBe(
      "You started on November 25, so there's nothing from last month to count.",
    );
    expect(totalAnswer({ ...young, question: q({ exercise: 'push-ups', period: 'this_week' }) })).toBe(
      "You haven't logged any push-ups this week yet.",
    );
  }); // prettier-ignore

  it('says when it counted only the latest workouts', () => {
    const said = totalAnswer({ ...facts, question: q({ period: 'this_week' }), truncated: { limit: 1000 } });
    expect(said).toMatch(/counting your latest 1,000 workouts/);
  }); // prettier-ignore
});

describe('recordAnswer', () => {
  const history = (name: string, entries: [string, Exercise][]): ExerciseHistory => ({
    name,
    formula: 'Epley: weight × (1 + reps ÷ 30); a single is its own maximum',
    best: null,
    entries: entries.map(([day, e]) => ({
      exerciseId: e.id,
      workoutId: 'w',
      workoutName: 'W',
      completedAt: `${day}T12:00:00.000Z`,
      day,
      distanceUnit: e.distanceUnit,
      setList: e.setList,
      oneRepMax: null,
      measure: null,
      personalRecord: false,
    })),
  });
  const bench = history('Bench Press', [
    ['2026-11-01', ex('Bench Press', [{ reps: 5, weight: 200 }])],
    ['2026-11-20', ex('Bench Press', [{ reps: 3, weight: 100, weightUnit: 'kg' }, { reps: 1, weight: 250, setType: 'warmup' }])],
  ]); // prettier-ignore
  const runs = history('Running', [
    ['2026-10-12', ex('Running', [{ distance: 5, duration: 1500 }], 'km')],
    ['2026-11-02', ex('Running', [{ distance: 10, duration: 2800 }], 'km')],
  ]);
  it.each<[string, ExerciseHistory | null, Partial<VoiceQuestion>, AnswerUnits, string]>([
    ['heaviest, working sets only, kg converted', bench, { exercise: 'bench', measure: 'weight' }, LB, 'Your heaviest bench press is 220.5 lbs, on November 20.'],
    ['heaviest in kg', bench, { exercise: 'bench', measure: 'weight' }, KG, 'Your heaviest bench press is 100 kg, on November 20.'],
    ['most reps in a set', bench, { exercise: 'bench', measure: 'reps' }, LB, 'Your most bench presses in one set is 5, on November 1.'],
    ['fastest 5k, a longer run scaled', runs, { exercise: 'running', distance: 5, distanceUnit: 'km' }, KG, 'Your fastest 5 km (at the pace of a longer one) was 23 min 20 s, on November 2.'],
    ['longest run', runs, { exercise: 'running', measure: 'distance' }, KG, 'Your longest running is 10 km, on November 2.'],
    ['nothing logged', null, { exercise: 'deadlift', measure: 'weight' }, LB, "You haven't logged any deadlifts yet."],
    ['no exercise named', null, {}, LB, 'Which exercise? Name it in the question, like “the most squats I did in one set”.'],
  ])('%s', (_, h, question, units, answer) => {
    expect(recordAnswer({ question: q({ topic: 'record', ...question }), history: h, today: TODAY, units })).toBe(answer);
  }); // prettier-ignore
});

describe('streak, level and boards', () => {
  it.each<[string, Parameters<typeof streakAnswer>[0], string]>([
    ['none', { current: 0, keptToday: false, longest: 0 }, "You don't have a streak going. Log any workout today to start one."],
    ['none, had one', { current: 0, keptToday: false, longest: 6 }, "You don't have a streak going. Log any workout today to start one. Your longest was 6 days."],
    ['to keep today', { current: 5, keptToday: false, longest: 9 }, 'Your streak is 5 days. Log anything today to keep your 5-day streak.'],
    ['kept today, a record', { current: 3, keptToday: true, longest: 3 }, 'Your streak is 3 days. Today already counts; log anything tomorrow to make it 4. That’s your longest yet.'],
  ])('streak: %s', (_, facts, answer) => expect(streakAnswer(facts)).toBe(answer)); // prettier-ignore

  it('level', () => {
    expect(levelAnswer({ currentLevel: 2, levelTitle: 'Rookie', totalXp: 180, nextLevelXp: 250, weeklyXp: 40 })).toBe(
      "You're level 2, Rookie, with 180 XP: 70 XP to level 3. You've earned 40 XP in the last 7 days.",
    );
    // An account younger than a week hears no "last 7 days".
    expect(levelAnswer({ currentLevel: 1, levelTitle: 'Beginner', totalXp: 40, nextLevelXp: 100, weeklyXp: 40 }, false)).toBe(
      "You're level 1, Beginner, with 40 XP: 60 XP to level 2.",
    );
  }); // prettier-ignore

  it.each<[string, Parameters<typeof rankAnswer>[0], boolean, string]>([
    ['every board', [{ type: 'xp', rank: 3, value: 120 }, { type: 'level', rank: 5, value: 2 }, { type: 'streak', rank: 1, value: 4 }, { type: 'weekly_xp', rank: null, value: null }], true,
      "You're #3 on Total XP (120 XP), #5 on Level (level 2) and #1 on Longest Streak (4 days). Not ranked yet on Weekly XP."],
    ['one board', [{ type: 'weekly_xp', rank: 2, value: 40 }], true, "You're #2 on Weekly XP (40 XP)."],
    ['not ranked', [{ type: 'xp', rank: null, value: null }, { type: 'level', rank: null, value: null }], true, "You're not on the leaderboards yet: log a workout to get on them."],
    ['hidden', [], false, "You're hidden from the leaderboards. Turn that off in Leaderboard's settings to be ranked."],
  ])('rank: %s', (_, places, visible, answer) => expect(rankAnswer(places, visible)).toBe(answer)); // prettier-ignore
});

describe('plan and routines', () => {
  const routine = (
    name: string,
    lastDoneAt: string | null,
    createdAt = '2026-10-01T00:00:00Z',
  ): Routine => ({
    id: name,
    name,
    notes: null,
    exercises: [],
    lastDoneAt,
    timesDone: lastDoneAt ? 1 : 0,
    createdAt,
    updatedAt: createdAt,
  });
  const plan = {
    title: 'Strength Starter', description: '', duration: 40, difficulty: 'beginner', type: 'strength', exercises: [], tips: [], source: 'offline',
    week: [{ day: 'Monday', focus: 'Session A' }, { day: 'Wednesday', focus: 'Session B: the same muscles, new angles' }, { day: 'Friday', focus: 'Session A' }],
  } as unknown as Parameters<typeof planAnswer>[0]['plan']; // prettier-ignore
  it('says the plan, today’s day of it, and the routine gone longest without', () => {
    const routines = [routine('Push Day', '2026-11-24T10:00:00Z'), routine('Leg Day', '2026-11-18T10:00:00Z')];
    expect(planAnswer({ plan, routines, today: TODAY })).toBe(
      'Your plan is Strength Starter, about 40 minutes a session. Today, Wednesday: Session B: the same muscles, new angles. ' +
        "Of your routines, Leg Day is the one you've gone longest without (last done November 18).",
    );
    expect(planAnswer({ plan, routines: [], today: '2026-11-26' })).toBe(
      'Your plan is Strength Starter, about 40 minutes a session. Today is a rest day; next up is Friday: Session A.',
    );
    expect(planAnswer({ plan: null, routines: [], today: TODAY })).toMatch(/^You don't have a plan or any routines yet/);
    expect(nextRoutine([routine('A', '2026-11-24T10:00:00Z'), routine('B', null)])!.name).toBe('B');
  }); // prettier-ignore

  it.each<[string, string | null]>([
    ['push', 'Push Day'],
    ['Push Day', 'Push Day'],
    ['my push day workout', 'Push Day'],
    ['legs', 'Leg Day'],
    ['LEG DAY', 'Leg Day'],
    ['upper', 'Upper Body A'],
    ['body', null],
    ['arms', null],
  ])('“%s” starts %s', (said, name) => {
    const routines = [routine('Push Day', null), routine('Leg Day', null), routine('Upper Body A', null), routine('Lower Body', null)];
    expect(matchRoutine(routines, said)?.name ?? null).toBe(name);
  }); // prettier-ignore
});

describe('goal pace', () => {
  const goal = (o: Partial<Goal>): Goal => ({
    id: 'g', userId: 'u', title: 'Run 100 miles', description: null, type: 'distance', targetValue: 100, currentValue: 40, unit: 'miles',
    deadline: '2027-01-25', isCompleted: false, progressPercentage: 40, completedAt: null, createdAt: '2026-10-27T12:00:00Z',
    tracking: 'distance', trackExercise: null, trackWorkoutType: null, startValue: null, ...o,
  }); // prettier-ignore
  const pace = (goals: Goal[], words?: string) =>
    goalPaceAnswer({ goals, words, today: TODAY, dayOf: (iso) => iso.slice(0, 10) });
  it.each<[string, Goal[], string | undefined, string]>([
    ['on track', [goal({ currentValue: 32, progressPercentage: 32 })], '100 miles', 'You\'re at 32 of 100 miles on “Run 100 miles” (32%), with 29 of 90 days gone: on track. 68 miles to go by January 25, 2027, about 7.8 a week.'],
    ['behind', [goal({ currentValue: 10, progressPercentage: 10 })], undefined, 'You\'re at 10 of 100 miles on “Run 100 miles” (10%), with 29 of 90 days gone: behind pace. 90 miles to go by January 25, 2027, about 10.3 a week.'],
    ['ahead', [goal({ currentValue: 70, progressPercentage: 70 })], 'run', 'You\'re at 70 of 100 miles on “Run 100 miles” (70%), with 29 of 90 days gone: ahead of pace. 30 miles to go by January 25, 2027, about 3.4 a week.'],
    ['no deadline', [goal({ deadline: null })], undefined, 'You\'re at 40 of 100 miles on “Run 100 miles” (40%). It has no deadline, so there\'s no pace to keep: 60 miles to go.'],
    ['done', [goal({ isCompleted: true, completedAt: '2026-11-20T10:00:00Z' })], undefined, 'You reached “Run 100 miles” on November 20. Well done!'],
    ['none', [], undefined, "You don't have any goals yet. Set one by saying it, like “run 100 miles by June”."],
    ['by a word of its kind', [goal({ title: 'Bench 225', type: 'strength', unit: 'lbs', targetValue: 225, currentValue: 200, progressPercentage: 89, deadline: null }), goal({})], 'running', 'You\'re at 40 of 100 miles on “Run 100 miles” (40%), with 29 of 90 days gone: ahead of pace. 60 miles to go by January 25, 2027, about 6.9 a week.'],
    ['not found', [goal({})], 'bench', 'I couldn\'t find a goal like “bench”. Your goals: “Run 100 miles”.'],
  ])('%s', (_, goals, words, answer) => expect(pace(goals, words)).toBe(answer)); // prettier-ignore
});

describe('the summary and a suggestion that fits the minutes', () => {
  const progress = (total: number, week: number, minutes: number) => ({
    today: TODAY,
    stats: { totalWorkouts: total, thisWeek: week, minutesThisWeek: minutes, dayStreak: 1 },
    goals: [],
  });
  it('speaks of the last 7 days only to an account that old', () => {
    expect(progressReply({ progress: progress(12, 3, 95), start: '2026-01-01' })).toBe(
      "Here's your progress update: 12 workouts logged, 3 in the last 7 days (95 minutes). Your streak is 1 day.",
    );
    expect(progressReply({ progress: progress(2, 2, 0), start: TODAY })).toBe(
      "Here's your progress update: 2 workouts logged so far. Your streak is 1 day.",
    );
  });

  it.each([1, 5, 10, 15, 20])('%i minutes: a circuit whose minutes add up', (minutes) => {
    const said = timedPlan(minutes, undefined, new Set(), 3, 'mi');
    const rounds = Number(/(\d+) rounds? of/.exec(said)![1]);
    const moves = said.split('(').length - 1;
    const warmUp = Number(/(\d+) minutes? of easy warm-up/.exec(said)?.[1] ?? 0);
    expect(rounds * moves + warmUp, said).toBe(minutes);
    expect(said).toMatch(new RegExp(`^A ${minutes}-minute circuit`));
  });

  it.each([30, 45, 60])('%i minutes: warm-up, exercises and cool-down that add up', (minutes) => {
    const said = timedPlan(minutes, { workoutType: 'strength' }, new Set(), 3, 'mi');
    const parts = [...said.matchAll(/(\d+) minutes?/g)].map((m) => Number(m[1]));
    // Warm-up, each exercise's share and cool-down add up to the minutes asked for.
    expect(
      parts.reduce((a, b) => a + b, 0),
      said,
    ).toBe(minutes);
  });
});

describe('add_set words', () => {
  it.each<[Parameters<typeof setWords>[0], string]>([
    [{ reps: 8, weight: 185, weightUnit: 'lb' }, 'a set of 8 at 185 lbs'],
    [{ reps: 12 }, 'a set of 12'],
    [{ durationSeconds: 45 }, 'a 45 s set'],
  ])('%j', (set, words) => expect(setWords(set)).toBe(words));
});
