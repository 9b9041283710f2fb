import { useId } from 'react';
import { completeConfig } from '@shared/avatar-looks';
import type { AvatarConfig, Expression } from '@shared/schemas/avatar';
import { cn } from '@client/lib/utils';
import { Accessory } from './coach-avatar/Accessory';
import { Backdrop } from './coach-avatar/Backdrop';
import { Head, Neck, Outfit } from './coach-avatar/Body';
import { Face } from './coach-avatar/Face';
import { HairBack, HairFront } from './coach-avatar/Hair';
import { Mouth, type Talk } from './coach-avatar/Mouth';
import { OUTFIT_TONE } from './coach-avatar/palette';

export interface CoachAvatarProps {
  /** The avatar config (SPEC §3); what it lacks is its persona's look, Joey's when no persona. */
  config?: Partial<AvatarConfig> | null;
  /** The moment's expression, over the config's own (a rest is calm, a finish proud). */
  expression?: Expression;
  /** The coach is speaking: the mouth talks on its own unless `mouthOpen` drives it. */
  speaking?: boolean;
  /** Driven by the speech's word boundaries: open on a word, closed between. */
  mouthOpen?: boolean;
  className?: string;
  /** Names the picture for screen readers; without one it is decorative. */
  label?: string;
}

function talkOf(speaking: boolean, mouthOpen: boolean | undefined): Talk {
  if (mouthOpen !== undefined) return mouthOpen ? 'open' : 'still';
  return speaking ? 'loop' : 'still';
}

/**
 * A coach drawn from its avatar config (issue 14, DESIGN §8): one drawing for the six personas
 * and every customisation, used wherever a coach appears. Still under reduced motion.
 */
export function CoachAvatar({
  config,
  expression,
  speaking = false,
  mouthOpen,
  className,
  label,
}: CoachAvatarProps) {
  const look = completeConfig(config);
  const mood = expression ?? look.expression;
  // useId's characters are not all valid in url(#…).
  const clip = `coach-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 100 100"
      className={cn('size-20 shrink-0', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-coach={look.selectedAvatar}
      data-expression={mood}
    >
      <defs>
        <clipPath id={clip}>
          <circle cx="50" cy="50" r="50" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <Backdrop style={look.style} />
        {/* The figure drawn at 100 units, enlarged about the face to fill the disc. */}
        <g transform="translate(50 41) scale(1.18) translate(-50 -45)">
          <HairBack hairStyle={look.hairStyle} color={look.hairColor} />
          <Neck skin={look.skinTone} />
          <Outfit kind={look.outfit} />
          <Head skin={look.skinTone} />
          <Face
            expression={mood}
            eyeColor={look.eyeColor}
            hairColor={look.hairColor}
            skin={look.skinTone}
          />
          <Mouth expression={mood} talk={talkOf(speaking, mouthOpen)} />
          <HairFront hairStyle={look.hairStyle} color={look.hairColor} />
          <Accessory kind={look.accessory} tone={OUTFIT_TONE[look.outfit]} />
        </g>
      </g>
    </svg>
  );
}
