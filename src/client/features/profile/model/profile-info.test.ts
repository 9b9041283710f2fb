import { describe, expect, it } from 'vitest';
import { interpret } from '@shared/voice/interpret/interpret';
import { exportHref, memberSince } from './profile-info';
import { voiceExampleGroups } from './voice-examples';

describe('Member since (SPEC §2 Profile)', () => {
  const now = new Date('2026-03-11T06:00:00Z'); // the 10th in Honolulu, the 11th in Tonga

  it.each([
    ['2026-03-11T01:00:00Z', 'UTC', 'Member since today'],
    ['2026-03-10T12:00:00Z', 'UTC', 'Member since March 10, 2026'],
    // Joined at 23:00 on the 10th in Tonga, seen at 19:00 on the 11th there: yesterday
    ['2026-03-10T10:00:00Z', 'Pacific/Tongatapu', 'Member since March 10, 2026'],
    // The same instant is 00:00 on the 10th in Honolulu, which is still today there
    ['2026-03-10T10:00:00Z', 'Pacific/Honolulu', 'Member since today'],
  ])('joined %s, zone %s: %s', (createdAt, zone, text) => {
    expect(memberSince(createdAt, zone, now)).toBe(text);
  });
});

it('links each export format', () => {
  expect(exportHref('csv')).toBe('/api/export?format=csv');
  expect(exportHref('strong')).toBe('/api/export?format=strong');
});

describe('voice command examples, in both sets of units (issue 8)', () => {
  const unitSets = [
    { weightUnit: 'lb', distanceUnit: 'mi' },
    { weightUnit: 'kg', distanceUnit: 'km' },
  ] as const;
  const cases = unitSets.flatMap((units) =>
    voiceExampleGroups(units).flatMap((g) => g.examples.map((e) => [e, g.action])),
  );
  it.each(cases)('"%s" is understood as %s', (text, action) => {
    expect(interpret(text, new Date('2026-03-11T12:00:00Z'), 'UTC').action).toBe(action);
  });

  it('speaks the user units', () => {
    const metric = voiceExampleGroups({ weightUnit: 'kg', distanceUnit: 'km' }).flatMap((g) => g.examples); // prettier-ignore
    expect(metric.join(' ')).not.toMatch(/pounds|miles?\b/);
    const us = voiceExampleGroups({ weightUnit: 'lb', distanceUnit: 'mi' }).flatMap((g) => g.examples); // prettier-ignore
    expect(us.join(' ')).not.toMatch(/kilos|kilometers?\b/);
  });
});
