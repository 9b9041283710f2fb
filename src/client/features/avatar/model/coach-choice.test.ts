import { describe, expect, it } from 'vitest';
import { COACH_IDS, type CoachId } from '@shared/coaches';
import {
  coachCards,
  coachLocked,
  lockedCoachesMessage,
  savedCoachMessage,
  savedCoachOf,
} from './coach-choice';

describe('coachLocked (issue 14: another coach is a plan feature)', () => {
  it.each<[CoachId, boolean | undefined, boolean]>([
    ['joey1', false, false],
    ['joey1', true, false],
    ['joey1', undefined, false],
    ['jone', false, true],
    ['joe', false, true],
    ['jone', true, false],
    // The plan could not be read: the server decides, so nothing is locked here.
    ['jone', undefined, false],
  ])('%s with customAvatarEnabled %s → locked %s', (id, enabled, locked) => {
    expect(coachLocked(id, enabled)).toBe(locked);
  });
});

describe('coachCards', () => {
  it('are the six coaches in order, with name and speciality', () => {
    expect(coachCards(true).map((c) => [c.profile.id, c.firstName, c.speciality])).toEqual([
      ['joey1', 'Joey', 'Athletic'],
      ['jone', 'Jone', 'Runner'],
      ['joann', 'JoAnn', 'Yoga'],
      ['jo', 'Jo', 'Cardio'],
      ['jose', 'Jose', 'Strength'],
      ['joe', 'Joe', 'Team Sports'],
    ]);
  });

  it.each<[boolean | undefined, CoachId[]]>([
    [false, ['jone', 'joann', 'jo', 'jose', 'joe']],
    [true, []],
    [undefined, []],
  ])('customAvatarEnabled %s locks %j', (enabled, locked) => {
    const cards = coachCards(enabled);
    expect(cards).toHaveLength(COACH_IDS.length);
    expect(cards.filter((c) => c.locked).map((c) => c.profile.id)).toEqual(locked);
  });
});

describe('lockedCoachesMessage', () => {
  it('names the plan and the coaches it lacks', () => {
    expect(lockedCoachesMessage('Free')).toBe(
      'Your Free plan includes Joey. Upgrade to train with Jone, JoAnn, Jo, Jose, or Joe.',
    );
  });
});

describe('savedCoachOf (issue 25 §8: a coach the plan no longer includes)', () => {
  it.each<[unknown, CoachId | undefined]>([
    [{ selectedAvatar: 'joey1', savedAvatar: 'jone' }, 'jone'],
    [{ selectedAvatar: 'jone' }, undefined],
    [{ savedAvatar: 'retired-coach' }, undefined],
    [{ savedAvatar: 7 }, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %s', (answer, saved) => {
    expect(savedCoachOf(answer)).toBe(saved);
  });
});

describe('savedCoachMessage', () => {
  it('names the plan, Joey for now, and the saved coach coming back', () => {
    expect(savedCoachMessage('jone', 'Free')).toBe(
      'Your Free plan includes Joey, so Joey coaches you for now. ' +
        'Jone, your saved coach, returns when you upgrade.',
    );
  });
});
