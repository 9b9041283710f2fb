import { describe, expect, it } from 'vitest';
import { normalizePath } from '@client/lib/paths';
import { resolveRoute } from './routes';

describe('SPEC §2 routes', () => {
  it.each([
    ['/', 'landing'],
    ['/workouts', 'notFound'],
    ['/profile', 'notFound'],
    ['/plans', 'notFound'],
    ['/import', 'notFound'],
    ['/nope', 'notFound'],
    ['/?from=logout', 'landing'],
  ])('signed out (or loading), %s shows %s', (path, page) => {
    expect(resolveRoute(path, false).page).toBe(page);
  });

  it.each([
    ['/', 'dashboard'],
    ['/workouts', 'workouts'],
    ['/progress', 'progress'],
    ['/leaderboard', 'leaderboard'],
    ['/profile', 'profile'],
    ['/workout-session', 'workoutSession'],
    ['/routines', 'routines'],
    ['/routines?x=1', 'routines'],
    ['/live-workout', 'liveWorkout'],
    ['/assessment', 'assessment'],
    ['/joey-avatar', 'joeyAvatar'],
    ['/subscription', 'subscription'],
    ['/plans', 'subscription'],
    ['/voice-diagnostics', 'voiceDiagnostics'],
    ['/help', 'help'],
    ['/help/', 'help'],
    ['/import', 'import'],
    ['/workouts?tab=1#top', 'workouts'],
    ['/Workouts', 'notFound'],
    ['/workouts/123', 'notFound'],
    ['/login', 'notFound'],
  ])('signed in, %s shows %s', (path, page) => {
    expect(resolveRoute(path, true).page).toBe(page);
  });

  it.each([true, false])('a shared link is public (signed in: %s) and carries its token', (s) => {
    expect(resolveRoute('/s/abc_DEF-123', s)).toEqual({
      page: 'sharedWorkout',
      params: { token: 'abc_DEF-123' },
    });
  });

  it.each(['/s/', '/s', '/s/a/b', '/s/%E0%A4%A'])('%s is not a shared link', (path) => {
    expect(resolveRoute(path, true).page).toBe('notFound');
  });

  it('decodes an escaped token', () => {
    expect(resolveRoute('/s/a%20b', false).params.token).toBe('a b');
  });
});

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['/help/', '/help'],
    ['/help?x=1', '/help'],
    ['#top', '/'],
  ])('%j becomes %j', (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});
