import { describe, expect, it } from 'vitest';
import { trainableById } from '../exercises/training';
import { LIMITATION_RULES, isSafe, rulesFor, substituteRank, type RealLimitation } from './safety';

const safeFor = (id: string, ...limitations: RealLimitation[]) =>
  isSafe(trainableById(id)!.training, rulesFor(limitations));

describe('the limitation table (issue 12)', () => {
  it.each<[RealLimitation, string[], string[]]>([
    [
      'knee',
      [
        'jump-squat',
        'box-jump',
        'lunge',
        'split-squat',
        'squat',
        'pistol-squat',
        'running',
        // Issue 26: a loaded squat of any depth.
        'goblet-squat',
        'sumo-squat',
        'leg-press',
        'thruster',
      ],
      ['glute-bridge', 'leg-curl', 'stationary-bike', 'push-up', 'wall-sit'],
    ],
    [
      'back',
      ['deadlift', 'good-morning', 'barbell-row', 'sit-up', 'russian-twist', 'woodchop'],
      ['bird-dog', 'dead-bug', 'side-plank', 'glute-bridge', 'walking'],
    ],
    [
      'shoulder',
      [
        'overhead-press',
        'dumbbell-shoulder-press',
        'dip',
        'bench-dip',
        'pull-up',
        'handstand-push-up',
      ],
      ['dumbbell-row', 'face-pull', 'push-up', 'goblet-squat'],
    ],
    [
      'heart',
      [
        'burpee',
        'sprint',
        'plank',
        'wall-sit',
        'deadlift',
        'jumping-jack',
        // Issue 26: the head below the heart.
        'sun-salutation',
        'downward-dog',
        'yoga',
        'childs-pose',
        'pike-push-up',
      ],
      ['walking', 'stationary-bike', 'bird-dog', 'dead-bug', 'cat-cow', 'tai-chi'],
    ],
    ['other_injury', ['box-jump', 'sprint', 'tuck-jump'], ['walking', 'push-up', 'plank']],
  ])('%s rules out %j and keeps %j', (limitation, out, kept) => {
    for (const id of out) expect(safeFor(id, limitation), id).toBe(false);
    for (const id of kept) expect(safeFor(id, limitation), id).toBe(true);
  });

  it('keeps what every limitation allows when several are named', () => {
    expect(safeFor('walking', 'knee', 'back', 'shoulder', 'heart', 'other_injury')).toBe(true);
    expect(safeFor('glute-bridge', 'knee', 'back', 'heart')).toBe(true);
    expect(safeFor('lunge', 'shoulder', 'knee')).toBe(false);
  });

  it('"none" rules nothing out', () => {
    expect(rulesFor(['none'])).toEqual([]);
    expect(isSafe(trainableById('box-jump')!.training, rulesFor(['none']))).toBe(true);
  });

  it('names substitutes that exist and that the limitation itself allows', () => {
    for (const [limitation, rule] of Object.entries(LIMITATION_RULES) as [
      RealLimitation,
      (typeof LIMITATION_RULES)[RealLimitation],
    ][]) {
      for (const id of rule.substitutes) {
        expect(trainableById(id), id).toBeDefined();
        expect(safeFor(id, limitation), `${limitation}: ${id}`).toBe(true);
      }
    }
  });

  it('ranks substitutes in the table order, others last', () => {
    const knee = rulesFor(['knee']);
    expect(substituteRank('glute-bridge', knee)).toBe(0);
    expect(substituteRank('leg-curl', knee)).toBe(1);
    expect(substituteRank('push-up', knee)).toBe(Infinity);
  });
});
