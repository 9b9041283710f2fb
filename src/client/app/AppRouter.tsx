import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { User } from '@shared/schemas/users';
import { AppSkeleton } from '@client/components/layout/AppSkeleton';
import { LandingPage } from '@client/features/landing/pages/LandingPage';
import { NotFoundPage } from '@client/features/not-found/pages/NotFoundPage';
import { useAuth } from '@client/lib/auth';
import { usePreloaded } from './lazy-screen';
import { LoadErrorBoundary, OfflineBoot } from './LoadErrorBoundary';
import { documentTitle } from './page-titles';
import { resolveRoute } from './routes';
import { SharedWorkoutScreen, SignedInAppScreen, screenFor, type SignedInPageId } from './screens';
import { rememberSignedIn } from './signed-in-hint';

/**
 * Picks the screen for the current path (SPEC §2, rules in routes.ts). While the auth probe is
 * in flight the signed-out table applies, but a skeleton is shown instead of briefly flashing
 * the landing page or a 404 at a signed-in user who opened a deep link. The landing page and the
 * 404 are in the first bundle; the shared-link page and the signed-in app load on demand, the
 * skeleton staying up until their code is here (issue 9 §4).
 */
export function AppRouter() {
  const [location] = useLocation();
  const { user, isLoading, unreachable, retry } = useAuth();
  const route = resolveRoute(location, Boolean(user));

  useEffect(() => {
    document.title = documentTitle(route.page);
  }, [route.page]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  useEffect(() => {
    // Only a definite answer changes the hint: no answer at all (offline) proves nothing.
    if (!isLoading && !unreachable) rememberSignedIn(Boolean(user));
  }, [isLoading, unreachable, user]);

  if (route.page === 'sharedWorkout') return <SharedLink token={route.params.token!} />;
  if (isLoading) return <AppSkeleton />;
  if (!user && unreachable) return <OfflineBoot onRetry={retry} />;
  if (!user) return route.page === 'landing' ? <LandingPage /> : <NotFoundPage />;
  if (route.page === 'landing') return null; // unreachable: signed in, / is the dashboard
  return <SignedIn user={user} page={route.page} />;
}

function SharedLink({ token }: { token: string }) {
  const ready = usePreloaded([SharedWorkoutScreen]);
  if (!ready) return <AppSkeleton />;
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<AppSkeleton />}>
        <SharedWorkoutScreen token={token} />
      </Suspense>
    </LoadErrorBoundary>
  );
}

/**
 * The signed-in app and the first screen's code arrive together, behind the same skeleton. Later
 * screens are the signed-in app's business (it keeps the current one up while the next loads).
 */
function SignedIn({ user, page }: { user: User; page: SignedInPageId }) {
  const [first] = useState(() => screenFor(page));
  const ready = usePreloaded(first ? [SignedInAppScreen, first] : [SignedInAppScreen]);
  if (!ready) return <AppSkeleton />;
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<AppSkeleton />}>
        <SignedInAppScreen user={user} page={page} />
      </Suspense>
    </LoadErrorBoundary>
  );
}
