import { lazy, Suspense } from 'react';
import { useRemoteLive } from '../api/remote-live';
import { hasKeptLive } from '../model/live-key';

const LiveWorkoutBanner = lazy(() =>
  import('./LiveWorkoutBanner').then((m) => ({ default: m.LiveWorkoutBanner })),
);

/**
 * Home's place for a workout under way (issue 27 §3). Most visits have none, so Home asks only
 * whether this device keeps one or the server has one, and loads the banner (with the live
 * workout's engine and checks) only then: Home's first load stays within its budget.
 */
export function LiveWorkoutNotice({ userId }: { userId: string }) {
  const remote = useRemoteLive(userId);
  if (!hasKeptLive(userId) && !remote) return null;
  return (
    <Suspense fallback={null}>
      <LiveWorkoutBanner userId={userId} />
    </Suspense>
  );
}
