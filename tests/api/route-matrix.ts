// The authorization matrix of issue 7 §3 as one table: every route of the app × {signed out,
// another user, the owner} → the status each must get. The route walk and the matrix test both
// read the app's own route table, and fail for a route this table does not know, so a route
// added later cannot go unchecked.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { AVATAR_DEFAULTS } from '../../src/shared/schemas/avatar';
import type { SpeechEngine } from '../../src/server/features/voice/stt/engine';
import { encodeWav } from '../../src/server/features/voice/audio/wav';
import { postGoal, postWorkout, makeExercise, makeGoal, makeWorkout } from '../factories';
import { APP_ORIGIN, createTestApp, signUp, uniqueName, type TestApp } from '../setup/test-app';
import { multipart } from '../voice/synth';
import { BEGINNER_ANSWERS } from '../setup/assessment-answers';

export type Who = 'signedOut' | 'other' | 'owner';
type Caller = Awaited<ReturnType<typeof signUp>>;

/** The owner's rows, and another signed-in user who must not reach them. */
export interface Fixture {
  owner: Caller;
  other: Caller;
  workoutId: string;
  exerciseId: string;
  goalId: string;
  weighInId: string;
  shareId: string;
  shareToken: string;
  routineId: string;
  /** One of the owner's personal access tokens (issue 29 §8), and its secret. */
  tokenId: string;
  token: string;
  /** One of the owner's imports (issue 29 §1). */
  importId: string;
}

export interface Row {
  /** The owner's own request; the other user and a signed-out visitor send the same. */
  request: (fx: Fixture) => InjectOptions | Promise<InjectOptions>;
  expect: Record<Who, number>;
}

const row = (signedOut: number, other: number, owner: number, request: Row['request']): Row => ({
  request,
  expect: { signedOut, other, owner },
});
/** Answers everyone alike: public pages, health, the API docs, share links. */
const open = (status: number, url: string | ((fx: Fixture) => string)) =>
  row(status, status, status, (fx) => ({ url: typeof url === 'string' ? url : url(fx) }));

/** Turns /metrics on in the walk's app, so the route is walked and in the matrix. */
const METRICS_TOKEN = 'walk-metrics-token-0123456789';
/**
 * Registers RevenueCat's webhook in the walk's app, so it is walked too; the web keeps its
 * sandbox (BILLING_MODE), as a deployment selling in the stores and trying plans on the web.
 */
export const REVENUECAT_SECRET = 'walk-revenuecat-secret';
let rcEvents = 0;
/** A RevenueCat event about `userId` (TEST changes nothing; the walk's own test buys). */
export const revenueCatEvent = (userId: string, type = 'TEST') => ({
  event: {
    id: `walk_rc_${process.pid}_${rcEvents++}`,
    type,
    app_user_id: userId,
    product_id: 'joeyfit_coach_monthly',
    purchased_at_ms: Date.now(),
    expiration_at_ms: Date.now() + 30 * 86_400_000,
    grace_period_expiration_at_ms: null,
    event_timestamp_ms: Date.now(),
    store: 'APP_STORE',
  },
});
let liveKeys = 0;
/** A snapshot of a workout under way, under a key of its own. */
const liveSnapshot = (routineId: string) => ({
  key: `walk-live-${process.pid}-${liveKeys++}`,
  name: 'Push A',
  routineId,
  startedAt: new Date().toISOString(),
  setsDone: 1,
  setsTotal: 6,
  state: { exercises: [{ name: 'Dips', sets: [{ reps: 10, done: true }] }] },
});
/** A one-set Strong export (its header says kg) as POST /api/imports takes it. */
const importUpload = () =>
  multipart({
    file: {
      bytes: new TextEncoder().encode(
        'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE\n' +
          '1,2025-01-06 06:45:00,Pull Day,3600,Deadlift (Barbell),1,140,3,,,,,8\n',
      ),
      type: 'text/csv',
      name: 'strong.csv',
    },
  });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const wav = encodeWav(new Int16Array(16_000));
const ANSWERS = BEGINNER_ANSWERS;

export const MATRIX: Record<string, Row> = {
  'GET /healthz': open(200, '/healthz'),
  'GET /readyz': open(200, '/readyz'),
  // The metrics token opens it, whoever sends it; without it everyone gets 401 (metrics.test.ts).
  'GET /metrics': row(200, 200, 200, () => ({
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })),
  'GET /index.html': open(200, '/index.html'),
  'GET /login.html': open(200, '/login.html'),
  'GET /api/docs': open(200, '/api/docs'),
  'GET /api/docs/json': open(200, '/api/docs/json'),
  'GET /api/docs/yaml': open(200, '/api/docs/yaml'),
  'GET /api/docs/static/index.html': open(302, '/api/docs/static/index.html'),
  'GET /api/docs/static/swagger-initializer.js': open(
    200,
    '/api/docs/static/swagger-initializer.js',
  ),
  'GET /api/docs/static/*': open(200, '/api/docs/static/swagger-ui.css'),
  'GET /api/login': row(200, 302, 302, () => ({ url: '/api/login' })),
  'POST /api/auth/register': row(200, 200, 200, () => ({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: uniqueName('walk'), password: 'long enough pw' },
  })),
  'POST /api/auth/login': row(200, 200, 200, (fx) => ({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: fx.owner.user.username, password: fx.owner.password },
  })),
  'POST /api/logout': row(204, 204, 204, () => ({ method: 'POST', url: '/api/logout' })),
  'GET /api/logout': open(302, '/api/logout'),
  'POST /api/auth/sessions/end-all': row(401, 204, 204, () => ({
    method: 'POST',
    url: '/api/auth/sessions/end-all',
  })),
  'GET /api/auth/options': open(200, '/api/auth/options'),
  // Another user knows no password of mine: theirs is "not right" for my current one.
  'POST /api/auth/password': row(401, 400, 204, (fx) => ({
    method: 'POST',
    url: '/api/auth/password',
    payload: { currentPassword: fx.owner.password, newPassword: 'another long password' },
  })),
  'PUT /api/users/me/profile': row(401, 200, 200, () => ({
    method: 'PUT',
    url: '/api/users/me/profile',
    payload: { displayName: 'Walker' },
  })),
  'GET /api/auth/user': row(401, 200, 200, () => ({ url: '/api/auth/user' })),
  'GET /api/users/:id': row(401, 403, 200, (fx) => ({ url: `/api/users/${fx.owner.user.id}` })),
  'PUT /api/users/onboarding/complete': row(401, 200, 200, () => ({
    method: 'PUT',
    url: '/api/users/onboarding/complete',
  })),
  'PUT /api/users/me/time-zone': row(401, 200, 200, () => ({
    method: 'PUT',
    url: '/api/users/me/time-zone',
    payload: { timeZone: 'Europe/Paris' },
  })),
  'PUT /api/users/me/preferences': row(401, 200, 200, () => ({
    method: 'PUT',
    url: '/api/users/me/preferences',
    payload: { weightUnit: 'kg' },
  })),
  'GET /api/users/me/equipment': row(401, 200, 200, () => ({ url: '/api/users/me/equipment' })),
  'PUT /api/users/me/equipment': row(401, 200, 200, () => ({
    method: 'PUT',
    url: '/api/users/me/equipment',
    payload: { unit: 'kg', bar: 20, plates: [{ weight: 20, count: 4 }] },
  })),
  'GET /api/workouts/:userId': row(401, 403, 200, (fx) => ({
    url: `/api/workouts/${fx.owner.user.id}`,
  })),
  'GET /api/workouts/:userId/page': row(401, 403, 200, (fx) => ({
    url: `/api/workouts/${fx.owner.user.id}/page?limit=5`,
  })),
  'POST /api/workouts': row(401, 403, 201, (fx) => ({
    method: 'POST',
    url: '/api/workouts',
    payload: makeWorkout(fx.owner.user.id),
  })),
  'PUT /api/workouts/:id': row(401, 404, 200, (fx) => ({
    method: 'PUT',
    url: `/api/workouts/${fx.workoutId}`,
    payload: { name: 'Renamed', notes: 'Edited' },
  })),
  'DELETE /api/workouts/:id': row(401, 404, 204, (fx) => ({
    method: 'DELETE',
    url: `/api/workouts/${fx.workoutId}`,
  })),
  'POST /api/workouts/:id/repeat': row(401, 404, 201, (fx) => ({
    method: 'POST',
    url: `/api/workouts/${fx.workoutId}/repeat`,
  })),
  'POST /api/exercises': row(401, 404, 201, (fx) => ({
    method: 'POST',
    url: '/api/exercises',
    payload: { workoutId: fx.workoutId, ...makeExercise({ name: 'Dips' }) },
  })),
  'PUT /api/exercises/:id': row(401, 404, 200, (fx) => ({
    method: 'PUT',
    url: `/api/exercises/${fx.exerciseId}`,
    payload: makeExercise({ reps: 12 }),
  })),
  'DELETE /api/exercises/:id': row(401, 404, 204, (fx) => ({
    method: 'DELETE',
    url: `/api/exercises/${fx.exerciseId}`,
  })),
  'GET /api/goals/:userId': row(401, 403, 200, (fx) => ({ url: `/api/goals/${fx.owner.user.id}` })),
  'POST /api/goals': row(401, 403, 201, (fx) => ({
    method: 'POST',
    url: '/api/goals',
    payload: makeGoal(fx.owner.user.id),
  })),
  'PUT /api/goals/:id': row(401, 404, 200, (fx) => {
    const { userId: _ignored, ...goal } = makeGoal(fx.owner.user.id, { currentValue: 20 });
    return { method: 'PUT', url: `/api/goals/${fx.goalId}`, payload: goal };
  }),
  'DELETE /api/goals/:id': row(401, 404, 204, (fx) => ({
    method: 'DELETE',
    url: `/api/goals/${fx.goalId}`,
  })),
  // Routines and the workout under way (issue 27) are the caller's own: another user's id is 404.
  'GET /api/routines': row(401, 200, 200, () => ({ url: '/api/routines' })),
  'POST /api/routines': row(401, 201, 201, () => ({
    method: 'POST',
    url: '/api/routines',
    payload: { name: 'Push A', exercises: [{ name: 'Dips', setList: [{ reps: 10 }] }] },
  })),
  'GET /api/routines/:id': row(401, 404, 200, (fx) => ({ url: `/api/routines/${fx.routineId}` })),
  'PUT /api/routines/:id': row(401, 404, 200, (fx) => ({
    method: 'PUT',
    url: `/api/routines/${fx.routineId}`,
    payload: { name: 'Renamed' },
  })),
  'DELETE /api/routines/:id': row(401, 404, 204, (fx) => ({
    method: 'DELETE',
    url: `/api/routines/${fx.routineId}`,
  })),
  'POST /api/routines/:id/duplicate': row(401, 404, 201, (fx) => ({
    method: 'POST',
    url: `/api/routines/${fx.routineId}/duplicate`,
  })),
  'GET /api/routines/:id/history': row(401, 404, 200, (fx) => ({
    url: `/api/routines/${fx.routineId}/history?limit=5`,
  })),
  'GET /api/live-workout': row(401, 200, 200, () => ({ url: '/api/live-workout' })),
  'PUT /api/live-workout': row(401, 200, 200, (fx) => ({
    method: 'PUT',
    url: '/api/live-workout',
    payload: liveSnapshot(fx.routineId),
  })),
  'DELETE /api/live-workout': row(401, 204, 204, () => ({
    method: 'DELETE',
    url: '/api/live-workout',
  })),
  'GET /api/exercises/last': row(401, 200, 200, () => ({
    url: '/api/exercises/last?name=Bench%20Press',
  })),
  'GET /api/exercises/names': row(401, 200, 200, () => ({ url: '/api/exercises/names' })),
  'GET /api/exercises/history': row(401, 200, 200, () => ({
    url: '/api/exercises/history?name=Bench%20Press',
  })),
  'GET /api/body-weights': row(401, 200, 200, () => ({ url: '/api/body-weights' })),
  'POST /api/body-weights': row(401, 201, 201, () => ({
    method: 'POST',
    url: '/api/body-weights',
    payload: { weight: 81.5, unit: 'kg' },
  })),
  'DELETE /api/body-weights/:id': row(401, 404, 204, (fx) => ({
    method: 'DELETE',
    url: `/api/body-weights/${fx.weighInId}`,
  })),
  'GET /api/dashboard/:userId': row(401, 403, 200, (fx) => ({
    url: `/api/dashboard/${fx.owner.user.id}`,
  })),
  'GET /api/progress/:userId': row(401, 403, 200, (fx) => ({
    url: `/api/progress/${fx.owner.user.id}`,
  })),
  'GET /api/progress/:userId/lifts': row(401, 403, 200, (fx) => ({
    url: `/api/progress/${fx.owner.user.id}/lifts`,
  })),
  // Progression and boards are the caller's own by construction: no id to point elsewhere.
  'GET /api/progression/me': row(401, 200, 200, () => ({ url: '/api/progression/me' })),
  'GET /api/leaderboard': row(401, 200, 200, () => ({ url: '/api/leaderboard?type=xp' })),
  'GET /api/leaderboard/:type': row(401, 200, 200, () => ({ url: '/api/leaderboard/weekly_xp' })),
  'GET /api/leaderboard/:type/preview': row(401, 200, 200, () => ({
    url: '/api/leaderboard/streak/preview',
  })),
  'PUT /api/leaderboard/settings': row(401, 200, 200, () => ({
    method: 'PUT',
    url: '/api/leaderboard/settings',
    payload: { leaderboardVisible: true },
  })),
  // A suggestion id names a kind of advice, not a row: each user hides it for themselves only.
  'POST /api/suggestions/:id/dismiss': row(401, 200, 200, () => ({
    method: 'POST',
    url: '/api/suggestions/welcome:first-workout/dismiss',
  })),
  // Imports (issue 29 §1): everyone imports into and lists their own; another user's id is 404.
  'POST /api/imports': row(401, 201, 201, async () => ({
    method: 'POST',
    url: '/api/imports',
    ...(await importUpload()),
  })),
  'GET /api/imports': row(401, 200, 200, () => ({ url: '/api/imports' })),
  'DELETE /api/imports/:id': row(401, 404, 204, (fx) => ({
    method: 'DELETE',
    url: `/api/imports/${fx.importId}`,
  })),
  'POST /api/imports/:id/routines': row(401, 404, 200, (fx) => ({
    method: 'POST',
    url: `/api/imports/${fx.importId}/routines`,
  })),
  // Everyone exports only their own rows (export.test.ts checks the contents).
  'GET /api/export': row(401, 200, 200, () => ({ url: '/api/export?format=json' })),
  // Personal access tokens (issue 29 §8): everyone lists and makes their own; another user's is 404.
  'GET /api/tokens': row(401, 200, 200, () => ({ url: '/api/tokens' })),
  'POST /api/tokens': row(401, 201, 201, () => ({
    method: 'POST',
    url: '/api/tokens',
    payload: { name: 'Walk script' },
  })),
  'DELETE /api/tokens/:id': row(401, 404, 204, (fx) => ({
    method: 'DELETE',
    url: `/api/tokens/${fx.tokenId}`,
  })),
  'GET /api/shares': row(401, 200, 200, () => ({ url: '/api/shares' })),
  'POST /api/shares': row(401, 404, 201, (fx) => ({
    method: 'POST',
    url: '/api/shares',
    payload: { workoutId: fx.workoutId, expiresAt: inDays(1) },
  })),
  'DELETE /api/shares/:id': row(401, 404, 204, (fx) => ({
    method: 'DELETE',
    url: `/api/shares/${fx.shareId}`,
  })),
  'GET /api/shares/:token': open(200, (fx) => `/api/shares/${fx.shareToken}`),
  'POST /api/transcribe': row(401, 200, 200, async () => {
    const body = await multipart({ audio: { bytes: wav, type: 'audio/wav', name: 'a.wav' } });
    return { method: 'POST', url: '/api/transcribe', ...body };
  }),
  // With what a device's recogniser sends too (issue 31): each of those fields is walked.
  'POST /api/voice-command': row(401, 403, 200, (fx) => ({
    method: 'POST',
    url: '/api/voice-command',
    payload: {
      voiceText: 'ran two miles',
      userId: fx.owner.user.id,
      confidence: 0.95,
      alternatives: [{ text: 'ran two miles', confidence: 0.95 }, { text: 'ran to miles' }],
      confirmed: false,
    },
  })),
  'POST /api/ai-coach': row(401, 403, 200, (fx) => ({
    method: 'POST',
    url: '/api/ai-coach',
    payload: {
      userId: fx.owner.user.id,
      message: 'ready',
      context: { exerciseName: 'Bench Press', currentSet: 1, totalSets: 3, phase: 'start' },
    },
  })),
  'GET /api/joey-avatar/:userId': row(401, 403, 200, (fx) => ({
    url: `/api/joey-avatar/${fx.owner.user.id}`,
  })),
  // The config saved is the caller's own: another user's POST restyles their Joey, not the owner's.
  'POST /api/joey-avatar': row(401, 200, 200, () => ({
    method: 'POST',
    url: '/api/joey-avatar',
    payload: { avatarConfig: { ...AVATAR_DEFAULTS, hairStyle: 'curly', voiceName: 'Samantha' } },
  })),
  // Help's contact: the same address for everyone, priority from the caller's own plan.
  'GET /api/support': row(401, 200, 200, () => ({ url: '/api/support' })),
  // A plan is the caller's own: another user gets theirs (or none), never the owner's.
  'POST /api/workout-assessment': row(401, 200, 200, () => ({
    method: 'POST',
    url: '/api/workout-assessment',
    payload: ANSWERS,
  })),
  'GET /api/workout-assessment': row(401, 404, 200, async (fx) => {
    await fx.owner.as({ method: 'POST', url: '/api/workout-assessment', payload: ANSWERS });
    return { url: '/api/workout-assessment' };
  }),
  // Plans (issue 13): each answers the caller's own plan; nobody reaches another user's.
  'GET /api/subscription-tiers': row(401, 200, 200, () => ({ url: '/api/subscription-tiers' })),
  'GET /api/subscription': row(401, 200, 200, () => ({ url: '/api/subscription' })),
  'GET /api/me/entitlements': row(401, 200, 200, () => ({ url: '/api/me/entitlements' })),
  'GET /api/billing/config': row(401, 200, 200, () => ({ url: '/api/billing/config' })),
  'POST /api/discount-codes/validate': row(401, 200, 200, () => ({
    method: 'POST',
    url: '/api/discount-codes/validate',
    payload: { code: 'JOEY100', tierId: 2 },
  })),
  // A use is recorded only for a store purchase RevenueCat confirmed (issue 25 §4): none here.
  'POST /api/discount-codes/apply': row(401, 409, 409, () => ({
    method: 'POST',
    url: '/api/discount-codes/apply',
    payload: {
      code: 'JOEY100',
      tierId: 3,
      originalPrice: 7999,
      discountedPrice: 999,
      provider: 'revenuecat',
    },
  })),
  // The provider's call, authorised by its secret and no session: everyone's request is the same.
  'POST /api/webhooks/revenuecat': row(200, 200, 200, (fx) => ({
    method: 'POST',
    url: '/api/webhooks/revenuecat',
    headers: { authorization: REVENUECAT_SECRET },
    payload: revenueCatEvent(fx.owner.user.id),
  })),
  'POST /api/create-subscription': row(401, 200, 200, () => ({
    method: 'POST',
    url: '/api/create-subscription',
    payload: { tierId: 2 },
  })),
};

/** The key of a registered route in MATRIX; HEAD shares its GET's row. */
export const matrixKey = (method: string, url: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${url}`;

/** The speech engine for these tests: hears the same words whatever it is sent. */
const fixedWords: SpeechEngine = {
  name: 'fixed-words',
  available: async () => ({ ok: true }),
  transcribe: async () => ({ text: 'ran two miles', confidence: 0.9 }),
};

/**
 * The app with a built client and a speech engine, so every kind of route is registered; its
 * `close()` also removes the client directory.
 */
export async function createWalkApp(): Promise<TestApp> {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-walk-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Joey Fit</title>');
  writeFileSync(path.join(clientDir, 'login.html'), '<!doctype html><title>Sign in</title>');
  const t = await createTestApp({
    clientDir,
    speech: { engine: fixedWords },
    env: { METRICS_TOKEN, REVENUECAT_WEBHOOK_SECRET: REVENUECAT_SECRET, BILLING_MODE: 'sandbox' },
  });
  return {
    ...t,
    close: async () => {
      await t.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

export async function makeFixture(t: TestApp): Promise<Fixture> {
  const owner = await signUp(t);
  const other = await signUp(t, { password: 'someone else entirely' });
  const workout = await postWorkout(owner);
  const goal = await postGoal(owner);
  const weighIn = await owner.as({
    method: 'POST',
    url: '/api/body-weights',
    payload: { weight: 180, unit: 'lb' },
  });
  const share = await owner.as({
    method: 'POST',
    url: '/api/shares',
    payload: { workoutId: workout.id, expiresAt: inDays(7) },
  });
  if (share.statusCode !== 201) throw new Error(`share failed: ${share.body}`);
  const { id: shareId, url } = share.json() as { id: string; url: string };
  const routine = await owner.as({
    method: 'POST',
    url: '/api/routines',
    payload: { name: 'Legs', fromWorkoutId: workout.id },
  });
  if (routine.statusCode !== 201) throw new Error(`routine failed: ${routine.body}`);
  const routineId = (routine.json() as { id: string }).id;
  const live = await owner.as({
    method: 'PUT',
    url: '/api/live-workout',
    payload: liveSnapshot(routineId),
  });
  if (live.statusCode !== 200) throw new Error(`live workout failed: ${live.body}`);
  const token = await owner.as({ method: 'POST', url: '/api/tokens', payload: { name: 'Sync' } });
  if (token.statusCode !== 201) throw new Error(`token failed: ${token.body}`);
  const imported = await owner.as({
    method: 'POST',
    url: '/api/imports',
    ...(await importUpload()),
  });
  if (imported.statusCode !== 201) throw new Error(`import failed: ${imported.body}`);
  return {
    owner,
    other,
    workoutId: workout.id,
    exerciseId: workout.exercises[0]!.id,
    goalId: goal.id,
    weighInId: (weighIn.json() as { id: string }).id,
    shareId,
    shareToken: url.split('/s/')[1]!,
    routineId,
    tokenId: (token.json() as { id: string }).id,
    token: (token.json() as { token: string }).token,
    importId: (imported.json() as { id: string }).id,
  };
}

/** Sends `opts` as `who`, from the app's own origin as a browser would. */
export function send(t: TestApp, fx: Fixture, who: Who, opts: InjectOptions) {
  if (who === 'signedOut') {
    return t.app.inject({ ...opts, headers: { origin: APP_ORIGIN, ...(opts.headers ?? {}) } });
  }
  return fx[who].as(opts);
}

/** Everything stored for a user, to show a request by someone else changed none of it. */
export async function rowsOf(t: TestApp, userId: string) {
  const q = (text: string) =>
    t.db
      .execute(sql.raw(text.replaceAll('$user', `'${userId}'`)))
      .then((r) => (r as unknown as { rows: unknown[] }).rows);
  return {
    user: await q('select * from users where id = $user'),
    workouts: await q('select * from workouts where user_id = $user order by id'),
    exercises: await q(
      'select e.* from exercises e join workouts w on w.id = e.workout_id where w.user_id = $user order by e.id',
    ),
    goals: await q('select * from goals where user_id = $user order by id'),
    shares: await q('select * from shares where user_id = $user order by id'),
    sets: await q(
      'select s.* from exercise_sets s join exercises e on e.id = s.exercise_id join workouts w on w.id = e.workout_id where w.user_id = $user order by s.id',
    ),
    weighIns: await q('select * from body_weights where user_id = $user order by id'),
    dismissals: await q(
      'select * from suggestion_dismissals where user_id = $user order by suggestion_id',
    ),
    avatar: await q('select * from avatar_configs where user_id = $user'),
    routines: await q('select * from routines where user_id = $user order by id'),
    liveWorkout: await q('select * from live_workouts where user_id = $user'),
    imports: await q('select * from imports where user_id = $user order by id'),
    tokens: await q('select * from api_tokens where user_id = $user order by id'),
  };
}
