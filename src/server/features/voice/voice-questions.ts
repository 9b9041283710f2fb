// Questions about the user's own training (issue 31 §2), answered from the reads the screens
// showing the same numbers use: Progress for the summary, the Workouts list's rows for totals,
// an exercise's history for its records, progression for the streak and level, the boards for
// places, the goals for a goal's pace, the assessment and routines for the plan. Each read is
// bounded; the words are voice-answers.ts's.
import { exerciseById } from '../../../shared/exercises/catalogue';
import { addDays, localDayOf, startOfLocalDay } from '../../../shared/local-day';
import { LEADERBOARD_TYPES, type LeaderboardType } from '../../../shared/leaderboard-types';
import type { VoiceQuestion } from '../../../shared/voice/schema';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { latestPlan } from '../assessment/assessment.service';
import { listGoals } from '../goals/goals.service';
import { getLeaderboardPreview } from '../leaderboard/leaderboard.service';
import { getProgress } from '../progress/progress.service';
import { getProgression, readStreakToday } from '../progression/progression.service';
import { listRoutines } from '../routines/routines.service';
import { exerciseHistory } from '../workouts/exercise-history.service';
import { workoutsBetween } from '../workouts/workouts.service';
import {
  allWorkoutsAnswer,
  goalPaceAnswer,
  historyStart,
  levelAnswer,
  planAnswer,
  rankAnswer,
  recordAnswer,
  streakAnswer,
  totalAnswer,
  totalSpan,
  type AnswerUnits,
} from './voice-answers';
import { progressReply } from './voice-replies';

/** The most workouts a total reads: years of daily training for a month or a year. */
export const TOTAL_WORKOUTS_LIMIT = 1000;

/** The first day the account has: made, or its first workout (an import) if earlier. */
const startOf = (user: SessionUser, firstAt: Date | null) =>
  historyStart(
    localDayOf(user.createdAt, user.timeZone),
    firstAt ? localDayOf(firstAt, user.timeZone) : null,
  );

/** Board entries are named by opaque ids the answer never says. */
const noIds = () => '';

/** The spoken answer to a question about the user's own training, as of `now`. */
export async function answerQuestion(
  db: Db,
  user: SessionUser,
  asked: VoiceQuestion | undefined,
  now: Date,
): Promise<string> {
  // An exercise known by its catalogue id alone is asked about by the catalogue's name.
  const named = asked?.exerciseId && !asked.exercise ? exerciseById(asked.exerciseId)?.name : null;
  const question = named ? { ...asked!, exercise: named } : asked;
  const { timeZone } = user;
  const today = localDayOf(now, timeZone);
  const units: AnswerUnits = { weight: user.weightUnit, distance: user.distanceUnit };
  const accountDay = localDayOf(user.createdAt, timeZone);
  switch (question?.topic ?? 'summary') {
    case 'summary': {
      // "How was my week": the period's workouts, then the streak, as Progress shows it.
      if (question?.period && question.period !== 'all_time') {
        const q = { topic: 'total', measure: 'workouts', period: question.period } as const;
        const [total, progress] = await Promise.all([
          periodTotal(db, user, q, now),
          getProgress(db, user, now),
        ]);
        const streak = progress.stats.dayStreak;
        return streak > 0
          ? `${total} Your streak is ${streak} day${streak === 1 ? '' : 's'}.`
          : total;
      }
      const progress = await getProgress(db, user, now);
      // The oldest workout Progress knows of is in its chart only when recent; the account's day
      // is enough to keep "the last 7 days" from being said to a newer account.
      return progressReply({ progress, start: accountDay });
    }
    case 'total': {
      const q = question!;
      // Every workout ever: Progress's Total Workouts tile, however long the history.
      const everything = !q.exercise && !q.workoutType && (q.period ?? 'all_time') === 'all_time';
      if (everything && (q.measure ?? 'workouts') === 'workouts') {
        const progress = await getProgress(db, user, now);
        return allWorkoutsAnswer(progress.stats.totalWorkouts);
      }
      return periodTotal(db, user, q, now);
    }
    case 'record': {
      const q = question!;
      const history = q.exercise ? await exerciseHistory(db, user.id, q.exercise) : null;
      return recordAnswer({ question: q, history, today, units });
    }
    case 'streak': {
      const [streak, progression] = await Promise.all([
        readStreakToday(db, user, now),
        getProgression(db, user, now),
      ]);
      return streakAnswer({ ...streak, longest: progression.longestStreak });
    }
    case 'level':
      return levelAnswer(await getProgression(db, user, now), accountDay <= addDays(today, -6));
    case 'rank': {
      const boards: readonly LeaderboardType[] = question?.board
        ? [question.board]
        : LEADERBOARD_TYPES;
      const places = await Promise.all(
        boards.map(async (type) => {
          const { userRank } = await getLeaderboardPreview(db, noIds, type, user.id, now);
          return { type, rank: userRank?.rank ?? null, value: userRank?.value ?? null };
        }),
      );
      return rankAnswer(places, user.leaderboardVisible);
    }
    case 'plan': {
      const [plan, routines] = await Promise.all([
        // No plan yet (or one from an older shape) is a 404 there: no plan to speak of here.
        latestPlan(db, user).then(
          (p) => p.workoutPlan,
          (e: unknown) => {
            if ((e as { statusCode?: number }).statusCode === 404) return null;
            throw e;
          },
        ),
        listRoutines(db, user.id),
      ]);
      return planAnswer({ plan, routines, today });
    }
    case 'goal_pace': {
      const goals = await listGoals(db, user.id);
      return goalPaceAnswer({
        goals,
        words: question?.goal,
        today,
        dayOf: (iso) => localDayOf(new Date(iso), timeZone),
      });
    }
  }
}

/** A total over a period from the Workouts list's rows of its days (a bounded range read). */
async function periodTotal(db: Db, user: SessionUser, q: VoiceQuestion, now: Date) {
  const { timeZone } = user;
  const today = localDayOf(now, timeZone);
  const units: AnswerUnits = { weight: user.weightUnit, distance: user.distanceUnit };
  // A day either side of the span's days: a workout keeps the day of the zone it was logged
  // in (issue 26 §3), and the answer counts it by that day.
  const span = totalSpan(q, today, '2000-01-01');
  const since = startOfLocalDay(addDays(span.from, -1), timeZone);
  const until = startOfLocalDay(addDays(span.to, 2), timeZone);
  const read = await workoutsBetween(db, user.id, since, until, TOTAL_WORKOUTS_LIMIT);
  return totalAnswer({
    question: q,
    workouts: read.workouts,
    today,
    start: startOf(user, read.firstAt),
    timeZone,
    units,
    truncated: read.truncated ? { limit: TOTAL_WORKOUTS_LIMIT } : undefined,
  });
}
