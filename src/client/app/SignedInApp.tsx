import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect } from 'react';
import type { User } from '@shared/schemas/users';
import { AppSkeleton } from '@client/components/layout/AppSkeleton';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { FloatingVoiceButton } from '@client/components/voice/VoiceButton';
import { useVoiceDialog } from '@client/components/voice/voice-dialog-context';
import { useTimeZoneSync } from '@client/features/users/use-time-zone-sync';
import { LevelUpWatcher } from '@client/features/leaderboard/components/LevelUpWatcher';
import { NotFoundPage } from '@client/features/not-found/pages/NotFoundPage';
import { OnboardingDialog } from '@client/features/onboarding/components/OnboardingDialog';
import { VoiceCommandProvider } from '@client/features/voice/components/VoiceCommandProvider';
import { connectivity } from '@client/lib/connectivity';
import { registerLiveVoice } from '@client/lib/live-voice';
import { whenIdle } from '@client/lib/utils';
import { OfflineBanner, UpdatePrompt } from './OfflineBanner';
import { usePrefetchScreens } from './prefetch';
import { SyncFrame } from './sync/SyncFrame';
import { SCREENS, type SignedInPageId } from './screens';

// "Add a set of 8 at 185" in the voice dialog reaches the live workout (issue 31 §3); its code
// comes when first needed (the live workout screen's chunk holds it already when it is open).
registerLiveVoice((userId, set, exercise) =>
  import('@client/features/live-workout/model/live-voice').then((m) =>
    m.addSetByVoice(userId, set, exercise),
  ),
);

/**
 * Everything a signed-in user sees: the page, the voice dialog with its floating button, the
 * onboarding tour, the level-up celebration, tooltips and zone upkeep. A chunk of its own, like
 * each screen (screens.ts).
 */
export function SignedInApp({ user, page }: { user: User; page: SignedInPageId }) {
  useTimeZoneSync(user);
  usePrefetchScreens();
  useWarmReads(user.id);
  useRefreshWhenBackOnline();
  // Moving to a screen whose code is still on its way keeps the current one up until it arrives
  // (a deferred value, as a transition would), instead of dropping back to a skeleton.
  const shown = useDeferredValue(page);
  const Screen = shown === 'notFound' ? null : SCREENS[shown];
  return (
    <TooltipProvider>
      <VoiceCommandProvider user={user}>
        <OfflineBanner />
        <UpdatePrompt hidden={shown === 'liveWorkout' || shown === 'workoutSession'} />
        <SyncFrame user={user} />
        <Suspense fallback={<AppSkeleton />}>
          {Screen ? <Screen user={user} /> : <NotFoundPage />}
        </Suspense>
        <FloatingVoiceButton />
        <Onboarding user={user} />
        <LevelUpWatcher />
      </VoiceCommandProvider>
    </TooltipProvider>
  );
}

/**
 * Back online after showing kept data (issue 28 §2): the screens' reads are refetched, so what
 * was shown from the cache gives way to the server's answer without a reload.
 */
function useRefreshWhenBackOnline() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let online = connectivity.getSnapshot().online;
    return connectivity.subscribe(() => {
      const now = connectivity.getSnapshot().online;
      if (now && !online) void queryClient.invalidateQueries();
      online = now;
    });
  }, [queryClient]);
}

/** How long the first screen has the network to itself before the warm-up reads (prefetch.ts). */
const WARM_DELAY_MS = 4000;

/**
 * Once per visit, when idle, fills the offline cache with every screen's main reads (issue 28
 * §2); again when the service worker first takes over the page (its first install).
 */
function useWarmReads(userId: string) {
  useEffect(() => {
    let cancelIdle = () => {};
    const warm = () => {
      cancelIdle();
      // Its code loads then too: nothing of it is needed for the first screen.
      cancelIdle = whenIdle(
        () =>
          void import('@client/lib/warm-reads')
            .then((m) => m.warmReads(userId))
            .catch(() => undefined),
      );
    };
    const timer = window.setTimeout(warm, WARM_DELAY_MS);
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    container?.addEventListener('controllerchange', warm);
    return () => {
      window.clearTimeout(timer);
      container?.removeEventListener('controllerchange', warm);
      cancelIdle();
    };
  }, [userId]);
}

/** "Try a Voice Command Now" ends the tour and opens the voice dialog (SPEC §4 Onboarding). */
function Onboarding({ user }: { user: User }) {
  const voice = useVoiceDialog();
  return <OnboardingDialog user={user} onTryVoice={voice?.openVoiceDialog} />;
}
