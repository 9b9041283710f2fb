import { describe, expect, it } from 'vitest';
import { browserTimeZone, timeZoneToSync } from './time-zone';

describe('time zone sync (DESIGN §5 local days)', () => {
  it.each([
    ['UTC', 'Europe/Paris', 'Europe/Paris'],
    ['Europe/Paris', 'Europe/Paris', null],
    ['UTC', null, null],
    [undefined, 'Europe/Paris', null],
  ])('stored %s, device %s → send %s', (stored, device, sent) => {
    expect(timeZoneToSync(stored, device)).toBe(sent);
  });

  it('reads the runtime zone', () => {
    expect(typeof browserTimeZone()).toBe('string');
  });
});
