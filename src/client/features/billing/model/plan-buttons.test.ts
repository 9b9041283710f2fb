import { describe, expect, it } from 'vitest';
import { planButton, type PlanButtonContext } from './plan-buttons';

const FREE = { id: 1, displayName: 'Free' };
const COACH = { id: 2, displayName: 'Coach' };
const CHAMPION = { id: 3, displayName: 'Champion' };
const ctx = (o: Partial<PlanButtonContext> = {}): PlanButtonContext => ({
  currentTierId: 1,
  pending: false,
  pendingTierId: null,
  storeLoading: false,
  ...o,
});

describe('tier buttons (SPEC §4 Subscription purchase)', () => {
  it.each([
    ['free when on free', FREE, ctx(), 'Current Plan', true],
    ['coach when on free', COACH, ctx(), 'Upgrade to Coach', false],
    ['champion when on free', CHAMPION, ctx(), 'Upgrade to Champion', false],
    ['coach when on coach', COACH, ctx({ currentTierId: 2 }), 'Current Plan', true],
    ['free when on coach', FREE, ctx({ currentTierId: 2 }), 'Switch to Free', false],
    ['coach when on champion', COACH, ctx({ currentTierId: 3 }), 'Switch to Coach', false],
    // Where plans are sold only in the phone apps, the web page has nothing to press.
    [
      'coach on the web of a stores-only server',
      COACH,
      ctx({ soldInApp: true }),
      'In the app',
      true,
    ],
    ['the current plan there', FREE, ctx({ soldInApp: true }), 'Current Plan', true],
    [
      'the tier being bought',
      COACH,
      ctx({ pending: true, pendingTierId: 2 }),
      'Processing...',
      true,
    ],
    [
      'another tier while pending',
      CHAMPION,
      ctx({ pending: true, pendingTierId: 2 }),
      'Upgrade to Champion',
      true,
    ],
    [
      'a paid tier before the store loads',
      COACH,
      ctx({ storeLoading: true }),
      'Upgrade to Coach',
      true,
    ],
    [
      'free before the store loads',
      FREE,
      ctx({ currentTierId: 3, storeLoading: true }),
      'Switch to Free',
      false,
    ],
  ])('%s', (_, tier, context, label, disabled) => {
    expect(planButton(tier, context)).toEqual({ label, disabled });
  });
});
