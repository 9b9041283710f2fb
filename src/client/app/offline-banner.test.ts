import { describe, expect, it } from 'vitest';
import { offlineText } from './OfflineBanner';

describe('the offline banner (issue 28 §2)', () => {
  const now = new Date(2026, 10, 27, 15, 0).getTime();

  it('says when it was last in sync, and that changes are kept', () => {
    const text = offlineText(new Date(2026, 10, 27, 10, 42).getTime(), now);
    expect(text).toMatch(/^You're offline — showing what was last synced at 10:42/);
    expect(text).toMatch(/Changes are kept and sync when you're back\.$/);
  });

  it('names the day when the last sync was not today, and copes with never', () => {
    expect(offlineText(new Date(2026, 10, 25, 9, 5).getTime(), now)).toMatch(
      /last synced at \w{3} 9:05/,
    );
    expect(offlineText(null, now)).toMatch(/^You're offline — showing what was saved/);
  });
});
