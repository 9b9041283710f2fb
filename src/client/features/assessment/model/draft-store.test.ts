// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './draft-store';
import type { Draft } from './questions';

const KEY = 'joeyfit:assessment-draft:u1';
const put = (value: unknown) =>
  localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));

const halfWay: Draft = {
  step: 4,
  answers: { fitnessLevel: 'intermediate', goals: ['endurance', 'strength'], timeAvailable: '60+' },
};

afterEach(() => localStorage.clear());

describe('the assessment draft on this device', () => {
  it('comes back as it was saved, step and answers', () => {
    saveDraft('u1', halfWay);
    expect(loadDraft('u1')).toEqual(halfWay);
  });

  it('is kept per user', () => {
    saveDraft('u1', halfWay);
    expect(loadDraft('u2')).toBeNull();
  });

  it('is gone once cleared', () => {
    saveDraft('u1', halfWay);
    clearDraft('u1');
    expect(loadDraft('u1')).toBeNull();
  });

  it('is null when nothing is kept', () => {
    expect(loadDraft('u1')).toBeNull();
  });
});

describe('what storage holds is checked on the way in', () => {
  it.each([
    ['not JSON', '{step: 3'],
    ['JSON of another shape', { hello: 'world' }],
    ['another version', { version: 2, step: 1, answers: {} }],
    ['a step out of range', { version: 1, step: 9, answers: {} }],
    ['a step that is not whole', { version: 1, step: 2.5, answers: {} }],
    ['an unknown wire value', { version: 1, step: 2, answers: { fitnessLevel: 'elite' } }],
    ['a list that is not one', { version: 1, step: 3, answers: { goals: 'endurance' } }],
    [
      '"none" beside a limitation',
      { version: 1, step: 6, answers: { limitations: ['none', 'knee'] } },
    ],
  ])('drops %s and clears it', (_, value) => {
    put(value);
    expect(loadDraft('u1')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('never shows a step past a question left open', () => {
    put({ version: 1, step: 7, answers: { fitnessLevel: 'beginner' } });
    expect(loadDraft('u1')).toEqual({ step: 2, answers: { fitnessLevel: 'beginner' } });
  });

  it('puts lists in the options order, each value once, and ignores unknown fields', () => {
    put({
      version: 1,
      step: 3,
      extra: true,
      answers: { fitnessLevel: 'advanced', goals: ['strength', 'endurance', 'strength'], x: 1 },
    });
    expect(loadDraft('u1')).toEqual({
      step: 3,
      answers: { fitnessLevel: 'advanced', goals: ['endurance', 'strength'] },
    });
  });
});
