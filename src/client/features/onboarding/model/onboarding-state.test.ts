import { describe, expect, it } from 'vitest';
import {
  completesOnboarding,
  initialOnboarding,
  onboardingReducer,
  readSessionFlag,
  shouldShowOnboarding,
  writeSessionFlag,
  type OnboardingAction,
  type OnboardingState,
} from './onboarding-state';

const run = (...actions: OnboardingAction['type'][]) =>
  actions.reduce<OnboardingState>((s, type) => onboardingReducer(s, { type }), initialOnboarding);

describe('SPEC §4 onboarding steps', () => {
  it('starts open on step 1', () => {
    expect(initialOnboarding).toEqual({ step: 1, open: true });
  });

  it('Next advances through steps 2 and 3', () => {
    expect(run('next')).toEqual({ step: 2, open: true });
    expect(run('next', 'next')).toEqual({ step: 3, open: true });
  });

  it('Next on step 3 (Get Started) completes', () => {
    const onStep3 = run('next', 'next');
    expect(completesOnboarding(onStep3, { type: 'next' })).toBe(true);
    expect(onboardingReducer(onStep3, { type: 'next' }).open).toBe(false);
  });

  it.each(['skip', 'close', 'tryVoice'] as const)('%s completes from any step', (type) => {
    for (const state of [run(), run('next'), run('next', 'next')]) {
      expect(completesOnboarding(state, { type })).toBe(true);
    }
  });

  it('does nothing once closed, so completion is sent once', () => {
    const closed = run('skip');
    expect(onboardingReducer(closed, { type: 'next' })).toBe(closed);
    expect(completesOnboarding(closed, { type: 'close' })).toBe(false);
  });
});

describe('when onboarding is shown', () => {
  it.each([
    [null, false, false],
    [{ onboardingCompleted: false }, false, true],
    [{ onboardingCompleted: false }, true, false],
    [{ onboardingCompleted: true }, false, false],
  ])('user %j, completed this session %s → %s', (user, flag, shown) => {
    expect(shouldShowOnboarding(user, flag)).toBe(shown);
  });
});

describe('the session flag', () => {
  it('round-trips and resets', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    expect(readSessionFlag(storage)).toBe(false);
    writeSessionFlag(storage, true);
    expect(readSessionFlag(storage)).toBe(true);
    writeSessionFlag(storage, false);
    expect(readSessionFlag(storage)).toBe(false);
  });

  it('treats unavailable storage as not completed', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSessionFlag(throwing)).toBe(false);
    expect(readSessionFlag(undefined)).toBe(false);
  });
});
