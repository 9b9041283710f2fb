import { describe, expect, it } from 'vitest';
import { wasReplay } from './sync-invalidation';

describe('which synced writes the "Synced N changes" toast counts', () => {
  const now = Date.parse('2026-05-04T12:00:10Z');
  it('not a save answered at its first try while its form waited', () => {
    expect(wasReplay({ attempts: 0, createdAt: '2026-05-04T12:00:08Z' }, now, 8000)).toBe(false);
  });
  it('a write tried before, or kept longer than the wait', () => {
    expect(wasReplay({ attempts: 1, createdAt: '2026-05-04T12:00:08Z' }, now, 8000)).toBe(true);
    expect(wasReplay({ attempts: 0, createdAt: '2026-05-04T12:00:01Z' }, now, 8000)).toBe(true);
  });
});
