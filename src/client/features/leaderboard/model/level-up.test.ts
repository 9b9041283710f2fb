import { describe, expect, it } from 'vitest';
import { seeLevel } from './level-up';

describe('level-up watcher', () => {
  it.each([
    ['no answer yet', null, undefined, { lastSeen: null, levelUp: null }],
    ['the first answer sets the baseline', null, 4, { lastSeen: 4, levelUp: null }],
    ['the same level again', 4, 4, { lastSeen: 4, levelUp: null }],
    ['a new level is cheered', 4, 5, { lastSeen: 5, levelUp: 5 }],
    ['several levels at once name the new one', 1, 3, { lastSeen: 3, levelUp: 3 }],
    ['a level lost lowers the baseline quietly', 5, 4, { lastSeen: 4, levelUp: null }],
    ['a refetch in flight keeps the baseline', 5, undefined, { lastSeen: 5, levelUp: null }],
  ])('%s', (_, lastSeen, level, result) => {
    expect(seeLevel(lastSeen, level)).toEqual(result);
  });

  it('cheers a level regained after losing it', () => {
    let seen = seeLevel(null, 3).lastSeen;
    seen = seeLevel(seen, 2).lastSeen;
    expect(seeLevel(seen, 3)).toEqual({ lastSeen: 3, levelUp: 3 });
  });
});
