import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { AppSkeleton } from '@client/components/layout/AppSkeleton';
import { LandingPage } from '@client/features/landing/pages/LandingPage';
import { NotFoundPage } from '@client/features/not-found/pages/NotFoundPage';
import { SharedWorkoutPage } from '@client/features/shares/pages/SharedWorkoutPage';
import { useAuth } from '@client/lib/auth';
import { documentTitle } from './page-titles';
import { resolveRoute } from './routes';
import { SignedInApp } from './SignedInApp';

/**
 * Picks the screen for the current path (SPEC §2, rules in routes.ts). While the auth probe is
 * in flight the signed-out table applies, but a skeleton is shown instead of briefly flashing
 * the landing page or a 404 at a signed-in user who opened a deep link.
 */
export function AppRouter() {
  const [location] = useLocation();
  const { user, isLoading } = useAuth();
  const route = resolveRoute(location, Boolean(user));

  useEffect(() => {
    document.title = documentTitle(route.page);
  }, [route.page]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  if (route.page === 'sharedWorkout') return <SharedWorkoutPage token={route.params.token!} />;
  if (isLoading) return <AppSkeleton />;
  if (!user) return route.page === 'landing' ? <LandingPage /> : <NotFoundPage />;
  if (route.page === 'landing') return null; // unreachable: signed in, / is the dashboard
  return <SignedInApp user={user} page={route.page} />;
}
