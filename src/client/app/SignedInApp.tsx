import { Suspense, useDeferredValue } from 'react';
import type { User } from '@shared/schemas/users';
import { AppSkeleton } from '@client/components/layout/AppSkeleton';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { FloatingVoiceButton } from '@client/components/voice/VoiceButton';
import { useVoiceDialog } from '@client/components/voice/voice-dialog-context';
import { useTimeZoneSync } from '@client/features/account/use-time-zone-sync';
import { LevelUpWatcher } from '@client/features/leaderboard/components/LevelUpWatcher';
import { NotFoundPage } from '@client/features/not-found/pages/NotFoundPage';
import { OnboardingDialog } from '@client/features/onboarding/components/OnboardingDialog';
import { VoiceCommandProvider } from '@client/features/voice/components/VoiceCommandProvider';
import { usePrefetchScreens } from './prefetch';
import { SCREENS, type SignedInPageId } from './screens';

/**
 * Everything a signed-in user sees: the page, the voice dialog with its floating button, the
 * onboarding tour, the level-up celebration, tooltips and zone upkeep. A chunk of its own, like
 * each screen (screens.ts).
 */
export function SignedInApp({ user, page }: { user: User; page: SignedInPageId }) {
  useTimeZoneSync(user);
  usePrefetchScreens();
  // Moving to a screen whose code is still on its way keeps the current one up until it arrives
  // (a deferred value, as a transition would), instead of dropping back to a skeleton.
  const shown = useDeferredValue(page);
  const Screen = shown === 'notFound' ? null : SCREENS[shown];
  return (
    <TooltipProvider>
      <VoiceCommandProvider user={user}>
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

/** "Try a Voice Command Now" ends the tour and opens the voice dialog (SPEC §4 Onboarding). */
function Onboarding({ user }: { user: User }) {
  const voice = useVoiceDialog();
  return <OnboardingDialog user={user} onTryVoice={voice?.openVoiceDialog} />;
}
