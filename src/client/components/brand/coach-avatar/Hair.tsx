import type { AvatarConfig } from '@shared/schemas/avatar';
import { HAIR_FILL } from './palette';

type HairStyle = AvatarConfig['hairStyle'];
type HairColor = AvatarConfig['hairColor'];

interface HairProps {
  hairStyle: HairStyle;
  color: HairColor;
}

/** Curls around the head: [cx, cy, r]. */
const CURLS_BACK = [
  [30, 54, 6.5], [28, 43, 7], [30, 32, 7.5], [37, 23, 7.5], [47, 19, 7.5],
  [57, 19.5, 7.5], [65, 24, 7.5], [70, 33, 7.5], [72, 44, 7], [70, 54, 6.5],
] as const; // prettier-ignore
const CURLS_FRONT = [
  [36, 32, 5], [42, 28.5, 5], [49, 27.5, 5], [56, 28.5, 5], [62.5, 31.5, 5], [66.5, 37, 4.5],
  [33.5, 37.5, 4.5],
] as const; // prettier-ignore

/** Smooth hair pulled back (ponytail, bun): the hairline, no fringe. */
const PULLED_BACK =
  'M32 44 C30 28 38.5 21.5 50 21.5 C61.5 21.5 70 28 68 44 C66 35 60 30.5 50 30.5 C40 30.5 34 35 32 44 Z';

/** What of the hair is behind the head: long hair, a ponytail, a bun, the mass of curls. */
export function HairBack({ hairStyle, color }: HairProps) {
  const fill = HAIR_FILL[color];
  switch (hairStyle) {
    case 'long':
      return (
        <path
          d="M31 46 C26 24 38 17 50 17 C62 17 74 24 69 46 L72 76 Q50 82 28 76 Z"
          className={fill}
        />
      );
    case 'ponytail':
      return (
        <g>
          <path
            d="M63 27 C79 24 84 40 80 56 C78 64 73 67 71 63 C75 53 75 40 66 34 Z"
            className={fill}
          />
          <circle cx="65.5" cy="29.5" r="2.6" className="fill-accent-500" />
        </g>
      );
    case 'bun':
      return (
        <g>
          <circle cx="50" cy="19" r="7.2" className={fill} />
          <rect x="44.5" y="23" width="11" height="2.6" rx="1.3" className="fill-accent-500" />
        </g>
      );
    case 'curly':
      return (
        <g className={fill}>
          {CURLS_BACK.map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
          ))}
        </g>
      );
    default:
      return null;
  }
}

/** The hair over the forehead, drawn after the face. */
export function HairFront({ hairStyle, color }: HairProps) {
  const fill = HAIR_FILL[color];
  switch (hairStyle) {
    case 'short':
      return (
        <path
          d="M31.5 46 C29 30 37.5 21 50 21 C63 21 71 30 68.5 46 C67.5 40 66 36.5 63.5 33.5 C57 37.5 46 37 39.5 32.5 C36 36 33 40 31.5 46 Z"
          className={fill}
        />
      );
    case 'buzz':
      return (
        <path
          d="M32.7 43 C31.5 30 39 24 50 24 C61 24 68.5 30 67.3 43 C66 37 63.5 33.5 59.5 32.5 C53.5 31.3 46.5 31.3 40.5 32.5 C36.5 33.5 34 37 32.7 43 Z"
          // Cropped close: the scalp shows through.
          className={fill}
          fillOpacity={0.75}
        />
      );
    case 'long':
      return (
        <path
          d="M32 50 C29 29 39 21 50 21 C62 21 71 29 68 50 C66 39 62 33 57 30.5 C51 35 42 36.5 35 38 C33.5 41.5 32.5 45 32 50 Z"
          className={fill}
        />
      );
    case 'ponytail':
    case 'bun':
      return <path d={PULLED_BACK} className={fill} />;
    case 'curly':
      return (
        <g className={fill}>
          {CURLS_FRONT.map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
          ))}
        </g>
      );
    case 'bald':
      // A shine on the crown.
      return <ellipse cx="44" cy="31" rx="5" ry="2.4" className="fill-coach-white/35" />;
  }
}
