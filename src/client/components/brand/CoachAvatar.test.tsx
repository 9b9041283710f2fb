// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfigFor } from '@shared/avatar-looks';
import { COACH_IDS } from '@shared/coaches';
import { EXPRESSIONS } from '@shared/schemas/avatar';
import { CoachAvatar, type CoachAvatarProps } from './CoachAvatar';

afterEach(cleanup);

const draw = (props: CoachAvatarProps = {}) => render(<CoachAvatar {...props} />).container;
const svg = (props?: CoachAvatarProps) => draw(props).querySelector('svg')!;
/** The drawing itself, without the clip path's per-instance id. */
const drawing = (props: CoachAvatarProps) =>
  svg(props).innerHTML.replace(/(id="|url\(#)coach-[^")]*/g, '$1clip');
const talking = (props: CoachAvatarProps) =>
  draw(props).querySelector('[data-talking]')?.getAttribute('data-talking') ?? null;

describe('CoachAvatar (issue 14)', () => {
  it('is a named picture with a label, decorative without', () => {
    draw({ label: 'Jo, your coach' });
    expect(screen.getByRole('img', { name: 'Jo, your coach' })).toBeTruthy();
    cleanup();
    const plain = svg();
    expect(plain.getAttribute('aria-hidden')).toBe('true');
    expect(plain.getAttribute('role')).toBeNull();
  });

  it.each<[string, CoachAvatarProps, string]>([
    ['no config: SPEC §3 default', {}, 'encouraging'],
    ['the config’s own', { config: { expression: 'calm' } }, 'calm'],
    [
      'the moment over the config',
      { config: { expression: 'calm' }, expression: 'proud' },
      'proud',
    ],
  ])('expression: %s', (_, props, expression) => {
    expect(svg(props).getAttribute('data-expression')).toBe(expression);
  });

  it('draws each expression of each coach differently', () => {
    for (const id of COACH_IDS) {
      const drawings = EXPRESSIONS.map((expression) =>
        drawing({ config: defaultConfigFor(id), expression }),
      );
      expect(new Set(drawings).size).toBe(EXPRESSIONS.length);
      cleanup();
    }
  });

  it('draws the six coaches differently', () => {
    const drawings = COACH_IDS.map((id) => drawing({ config: defaultConfigFor(id) }));
    expect(new Set(drawings).size).toBe(COACH_IDS.length);
    // …and the same config the same way.
    expect(drawing({ config: defaultConfigFor('jo') })).toBe(drawings[COACH_IDS.indexOf('jo')]);
  });

  it.each<[string, CoachAvatarProps, string | null]>([
    ['silent', {}, null],
    ['speaking, no word boundaries: talks on its own', { speaking: true }, 'loop'],
    ['a word: open', { speaking: true, mouthOpen: true }, 'open'],
    ['between words: the moment’s mouth', { speaking: true, mouthOpen: false }, null],
  ])('mouth: %s', (_, props, talk) => {
    expect(talking(props)).toBe(talk);
  });

  it('the talking mouth moves only where motion is welcome', () => {
    const mouth = draw({ speaking: true }).querySelector('[data-talking]')!;
    expect(mouth.getAttribute('class')).toContain('motion-safe:animate-coach-talk');
    expect(mouth.getAttribute('class')).toContain('motion-reduce:hidden');
  });
});
