import type { AvatarConfig } from '@shared/schemas/avatar';
import { BACKDROP_FILL } from './palette';

type Style = AvatarConfig['style'];

/** The style (SPEC §3) as the disc behind the coach: its colour and a quiet motif. */
export function Backdrop({ style }: { style: Style }) {
  return (
    <g>
      <rect width="100" height="100" className={BACKDROP_FILL[style]} />
      <g className="fill-coach-motif stroke-coach-motif">
        <Motif style={style} />
      </g>
    </g>
  );
}

function Motif({ style }: { style: Style }) {
  switch (style) {
    case 'friendly':
      // A few soft dots, like confetti at the edges.
      return (
        <g stroke="none">
          <circle cx="17" cy="26" r="4" />
          <circle cx="27" cy="13" r="2.2" />
          <circle cx="84" cy="30" r="3" />
          <circle cx="78" cy="16" r="1.8" />
        </g>
      );
    case 'energetic':
      // Rays from behind the head.
      return (
        <g stroke="none">
          <path d="M50 44 L4 20 L2 34 Z" />
          <path d="M50 44 L20 0 L34 0 Z" />
          <path d="M50 44 L80 0 L66 0 Z" />
          <path d="M50 44 L96 20 L98 34 Z" />
        </g>
      );
    case 'calm':
      // Slow ripples around the coach.
      return (
        <g fill="none" strokeWidth="2">
          <circle cx="50" cy="46" r="30" />
          <circle cx="50" cy="46" r="40" />
        </g>
      );
    case 'focused':
      // A target's rings and cross.
      return (
        <g fill="none" strokeWidth="1.6">
          <circle cx="50" cy="46" r="33" />
          <path d="M50 2 V12 M50 80 V90 M6 46 H16 M84 46 H94" strokeLinecap="round" />
        </g>
      );
  }
}
