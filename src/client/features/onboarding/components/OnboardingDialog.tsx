import { Mic } from 'lucide-react';
import { useReducer, useRef, useState } from 'react';
import type { User } from '@shared/schemas/users';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useAvatarConfig } from '@client/lib/avatar-config';
import { browserSessionStorage } from '@client/lib/storage';
import { cn } from '@client/lib/utils';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import {
  completesOnboarding,
  initialOnboarding,
  ONBOARDING_STEPS,
  onboardingReducer,
  readSessionFlag,
  shouldShowOnboarding,
  type OnboardingAction,
} from '../model/onboarding-state';
import { onboardingContent } from './OnboardingSteps';

const STEPS = [1, 2, 3] as const;

interface OnboardingDialogProps {
  user: User;
  /** "Try a Voice Command Now": closes onboarding; the voice dialog hooks in here later. */
  onTryVoice?: () => void;
}

/** SPEC §2 Modals / §4 Onboarding: the three-step welcome for a new user. */
export function OnboardingDialog({ user, onTryVoice }: OnboardingDialogProps) {
  const [doneThisSession] = useState(() => readSessionFlag(browserSessionStorage()));
  const [state, dispatch] = useReducer(onboardingReducer, initialOnboarding);
  const complete = useCompleteOnboarding();
  const coach = useAvatarConfig(user.id);
  const primary = useRef<HTMLButtonElement>(null);

  const act = (action: OnboardingAction) => {
    if (completesOnboarding(state, action)) complete.mutate();
    dispatch(action);
    if (action.type === 'tryVoice') onTryVoice?.();
  };

  const open = state.open && shouldShowOnboarding(user, doneThisSession);
  const last = state.step === ONBOARDING_STEPS;
  const steps = onboardingContent(user.distanceUnit === 'km', coach);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && act({ type: 'close' })}>
      <DialogContent
        closeLabel="Close onboarding"
        className="flex flex-col gap-5 pt-8"
        // Start on Next rather than Skip, so Enter moves forward instead of ending the tour.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          primary.current?.focus();
        }}
      >
        {/*
          Every step is laid out in the same grid cell and only the current one shows, so the
          dialog is as tall as its tallest step throughout and the buttons never jump (issue 8).
        */}
        <div className="grid">
          {STEPS.map((step) => {
            const content = steps[step];
            const current = step === state.step;
            const Title = current ? DialogTitle : 'h2';
            const Description = current ? DialogDescription : 'p';
            return (
              <div
                key={step}
                className={cn(
                  'col-start-1 row-start-1 flex flex-col gap-5',
                  !current && 'invisible',
                )}
                aria-hidden={!current || undefined}
                inert={!current}
              >
                <div className="flex flex-col items-center gap-4 text-center">
                  {content.art}
                  <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase tabular-nums">
                    Step {step} of {ONBOARDING_STEPS}
                  </p>
                  <Title className="text-2xl font-bold tracking-tight">{content.title}</Title>
                  <Description className="text-sm text-ink-muted">
                    {content.description}
                  </Description>
                </div>
                {content.body}
                {step === 2 && (
                  <Button variant="outline" onClick={() => act({ type: 'tryVoice' })}>
                    <Mic aria-hidden="true" />
                    Try a Voice Command Now
                  </Button>
                )}
              </div>
            );
          })}
        </div>
        <StepDots step={state.step} />
        <div className="grid grid-cols-2 gap-3">
          <Button variant="ghost" onClick={() => act({ type: 'skip' })}>
            Skip
          </Button>
          <Button ref={primary} onClick={() => act({ type: 'next' })}>
            {last ? 'Get Started' : 'Next'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function StepDots({ step }: { step: number }) {
  return (
    <div className="flex justify-center gap-2" aria-hidden="true">
      {Array.from({ length: ONBOARDING_STEPS }, (_, i) => (
        <span
          key={i}
          className={cn(
            'h-2 rounded-full transition-all',
            i + 1 === step ? 'w-6 bg-brand-600' : 'w-2 bg-line',
          )}
        />
      ))}
    </div>
  );
}
