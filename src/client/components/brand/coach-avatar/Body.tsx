import type { AvatarConfig } from '@shared/schemas/avatar';
import { OUTFIT_TONE, SKIN_FILL } from './palette';

type Skin = AvatarConfig['skinTone'];
type OutfitKind = AvatarConfig['outfit'];

/** Shoulders and chest, the outline every outfit follows. */
const TORSO = 'M10 96 C11 80 26 71.5 50 71.5 C74 71.5 89 80 90 96 Z';

/** Neck and shoulders in the skin tone: what a sleeveless top leaves bare. */
export function Neck({ skin }: { skin: Skin }) {
  return (
    <g className={SKIN_FILL[skin]}>
      <rect x="43.5" y="52" width="13" height="22" rx="5" />
      <path d={TORSO} />
      <path d="M43.5 57 Q50 63 56.5 57 V62 Q50 66 43.5 62 Z" className="fill-coach-shade" />
    </g>
  );
}

/** The head: ears, face shape and a hint of a nose. */
export function Head({ skin }: { skin: Skin }) {
  return (
    <g className={SKIN_FILL[skin]}>
      <circle cx="32.8" cy="47.5" r="4.6" />
      <circle cx="67.2" cy="47.5" r="4.6" />
      <circle cx="32.8" cy="47.5" r="2" className="fill-coach-shade" />
      <circle cx="67.2" cy="47.5" r="2" className="fill-coach-shade" />
      <ellipse cx="50" cy="45" rx="17.5" ry="19.5" />
      <ellipse cx="50" cy="52" rx="2" ry="1.3" className="fill-coach-shade" />
    </g>
  );
}

/** What the coach wears (SPEC §3 outfit), each with its sport's cut. */
export function Outfit({ kind }: { kind: OutfitKind }) {
  const tone = OUTFIT_TONE[kind];
  switch (kind) {
    case 'athletic':
      return (
        <g>
          <path d={TORSO} className={tone.main} />
          <path d="M42 72 Q50 79 58 72" fill="none" strokeWidth="2.6" className={tone.trimStroke} />
          <path d="M24 84 L27 96 M76 84 L73 96" strokeWidth="1.4" className="stroke-brand-700" />
        </g>
      );
    case 'running':
      // A singlet with a race number.
      return (
        <g>
          <path
            d="M29 96 C29 86 31 78 35 73.5 L42 72 Q50 81 58 72 L65 73.5 C69 78 71 86 71 96 Z"
            className={tone.main}
          />
          <rect x="41" y="80.5" width="18" height="11" rx="1.5" className="fill-coach-white" />
          <path d="M45 84.2 H55 M45 87.7 H52" strokeWidth="1.4" className={tone.mainStroke} />
        </g>
      );
    case 'yoga':
      // A scoop-neck top on thin straps.
      return (
        <g>
          <path
            d="M31 96 C31 88 32.5 82 35.5 79.5 Q50 89 64.5 79.5 C67.5 82 69 88 69 96 Z"
            className={tone.main}
          />
          <path
            d="M36.5 80 L39.5 72 M63.5 80 L60.5 72"
            strokeWidth="2.6"
            className={tone.mainStroke}
          />
          <path
            d="M35.5 79.5 Q50 89 64.5 79.5"
            fill="none"
            strokeWidth="1.6"
            className={tone.trimStroke}
          />
        </g>
      );
    case 'cardio':
      // A bright tee with a zigzag across the chest.
      return (
        <g>
          <path d={TORSO} className={tone.main} />
          <path
            d="M42 72 Q50 79 58 72"
            fill="none"
            strokeWidth="2.2"
            className="stroke-coach-white"
          />
          <path
            d="M12 90 L24 84 L37 90 L50 84 L63 90 L76 84 L88 90"
            fill="none"
            strokeWidth="3"
            strokeLinejoin="round"
            className={tone.trimStroke}
          />
        </g>
      );
    case 'strength':
      // A tank with deep armholes, over strong shoulders.
      return (
        <g>
          <path
            d="M22 80 Q26 76 31 78 M78 80 Q74 76 69 78"
            fill="none"
            strokeWidth="1.2"
            className="stroke-coach-shade"
          />
          <path
            d="M33 96 C33 86 34 79 38 74 L42.5 72.5 Q50 80 57.5 72.5 L62 74 C66 79 67 86 67 96 Z"
            className={tone.main}
          />
          <path
            d="M42.5 72.5 Q50 80 57.5 72.5"
            fill="none"
            strokeWidth="2"
            className={tone.trimStroke}
          />
        </g>
      );
    case 'team':
      // A jersey with a V-neck and a number.
      return (
        <g>
          <path d={TORSO} className={tone.main} />
          <path
            d="M42 72 L50 82 L58 72"
            fill="none"
            strokeWidth="2.6"
            strokeLinejoin="round"
            className={tone.trimStroke}
          />
          <path
            d="M57 80.5 H63 L59 89"
            fill="none"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
            className={tone.trimStroke}
          />
        </g>
      );
  }
}
