import { describe, expect, it } from 'vitest';
import {
  defaultProgressRange,
  EXPIRY_OPTIONS,
  expiryFrom,
  optionAllowed,
  toDateTimeLocal,
} from './share-expiry';

const now = new Date('2026-05-10T12:00:00Z');

describe('share expiry', () => {
  it('turns the fixed options into instants and never into null', () => {
    expect(expiryFrom('never', '', now)).toEqual({ ok: true, expiresAt: null });
    expect(expiryFrom('1d', '', now)).toEqual({ ok: true, expiresAt: '2026-05-11T12:00:00.000Z' });
    expect(expiryFrom('1w', '', now)).toEqual({ ok: true, expiresAt: '2026-05-17T12:00:00.000Z' });
    expect(expiryFrom('1m', '', now)).toEqual({ ok: true, expiresAt: '2026-06-09T12:00:00.000Z' });
  });

  it('takes a custom time only in the future', () => {
    const later = toDateTimeLocal(new Date(now.getTime() + 3_600_000));
    expect(expiryFrom('custom', later, now)).toMatchObject({ ok: true });
    expect(expiryFrom('custom', toDateTimeLocal(new Date(now.getTime() - 60_000)), now)).toEqual({
      ok: false,
      error: 'Choose a time in the future.',
    });
    expect(expiryFrom('custom', '', now)).toEqual({
      ok: false,
      error: 'Choose when the link expires.',
    });
  });

  it('defaults a progress range to the last 30 days through today in the user zone', () => {
    expect(defaultProgressRange(now, 'UTC')).toEqual({ start: '2026-04-11', end: '2026-05-10' });
    expect(defaultProgressRange(new Date('2026-05-10T02:00:00Z'), 'America/New_York')).toEqual({
      start: '2026-04-10',
      end: '2026-05-09',
    });
  });

  // Issue 26: the Free plan offered "1 month" and "Never", which the server always refused.
  it.each([
    [7, ['1d', '1w', 'custom']],
    [30, ['1d', '1w', '1m', 'custom']],
    [-1, ['1d', '1w', '1m', 'never', 'custom']],
    [undefined, ['1d', '1w', '1m', 'never', 'custom']],
  ] as const)('a plan keeping links %s days offers %j', (limit, offered) => {
    const allowed = EXPIRY_OPTIONS.filter((o) => optionAllowed(o.value, limit, now));
    expect(allowed.map((o) => o.value)).toEqual(offered);
  });
});
