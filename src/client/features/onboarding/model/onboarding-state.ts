/**
 * SPEC §4 Onboarding as a pure reducer: steps 1 to 3; Next advances and on step 3 completes;
 * Skip, close and "Try a Voice Command Now" also complete. Closing always means completed.
 */
export type OnboardingStep = 1 | 2 | 3;
export const ONBOARDING_STEPS = 3;

export interface OnboardingState {
  step: OnboardingStep;
  open: boolean;
}

export type OnboardingAction =
  { type: 'next' } | { type: 'skip' } | { type: 'close' } | { type: 'tryVoice' };

export const initialOnboarding: OnboardingState = { step: 1, open: true };

export function onboardingReducer(
  state: OnboardingState,
  action: OnboardingAction,
): OnboardingState {
  if (!state.open) return state;
  if (action.type === 'next' && state.step < ONBOARDING_STEPS) {
    return { ...state, step: (state.step + 1) as OnboardingStep };
  }
  return { ...state, open: false };
}

/** True when this action ends onboarding, i.e. the moment to send completion to the server. */
export function completesOnboarding(state: OnboardingState, action: OnboardingAction): boolean {
  return state.open && !onboardingReducer(state, action).open;
}

/** Shown when the server says not completed and it was not completed in this browser session. */
export function shouldShowOnboarding(
  user: { onboardingCompleted: boolean } | null,
  completedThisSession: boolean,
): boolean {
  return Boolean(user) && !user!.onboardingCompleted && !completedThisSession;
}

/** The session flag (SPEC §4 "remembered for the session"); storage may be unavailable. */
export const ONBOARDING_SESSION_KEY = 'joeyfit.onboardingCompleted';

export function readSessionFlag(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(ONBOARDING_SESSION_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeSessionFlag(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  done: boolean,
) {
  try {
    if (done) storage?.setItem(ONBOARDING_SESSION_KEY, 'true');
    else storage?.removeItem(ONBOARDING_SESSION_KEY);
  } catch {
    // Private modes can refuse storage: onboarding then only relies on the server's flag.
  }
}
