import type { AvatarConfig } from '@shared/schemas/avatar';
import type { OutfitTone } from './palette';

/** The accessory (SPEC §3), in the outfit's colours so the coach looks dressed as one. */
export function Accessory({ kind, tone }: { kind: AvatarConfig['accessory']; tone: OutfitTone }) {
  switch (kind) {
    case 'none':
      return null;
    case 'headband':
      // A coloured band along the hairline, tied at the side.
      return (
        <g fill="none" strokeLinecap="round" className={tone.mainStroke}>
          <path d="M32.2 38 Q50 28.5 67.8 38" strokeWidth="3.6" />
          <path d="M67 37 L72 33 M67 37 L73 38.5" strokeWidth="2.2" />
        </g>
      );
    case 'sweatband':
      // A thick terry band across the forehead with a stripe.
      return (
        <g fill="none">
          <path d="M32.4 36.4 Q50 30.6 67.6 36.4" strokeWidth="6" className="stroke-coach-white" />
          <path d="M32.6 36.4 Q50 30.6 67.4 36.4" strokeWidth="1.6" className={tone.mainStroke} />
        </g>
      );
    case 'cap':
      // Worn high, so the hair shows under the brim.
      return (
        <g>
          <path d="M31.5 37 C30.5 22 39 17 50 17 C61 17 69.5 22 68.5 37 Z" className={tone.main} />
          <path d="M50 17 V36" strokeWidth="0.8" className="stroke-coach-shade" />
          <circle cx="50" cy="17.5" r="1.6" className={tone.main} />
          <path
            d="M29 37.5 Q50 32 71 37.5 Q72 41 68 41 Q50 36.5 32 41 Q28 41 29 37.5 Z"
            className={tone.main}
          />
          <path
            d="M32 41 Q50 36.5 68 41"
            fill="none"
            strokeWidth="1"
            className="stroke-coach-shade"
          />
          <circle cx="50" cy="27.5" r="3.4" className={tone.trim} />
        </g>
      );
    case 'glasses':
      return (
        <g strokeWidth="1.3" className="stroke-coach-ink">
          <rect
            x="37.8"
            y="42.6"
            width="10.4"
            height="9"
            rx="3.5"
            className="fill-coach-white/20"
          />
          <rect
            x="51.8"
            y="42.6"
            width="10.4"
            height="9"
            rx="3.5"
            className="fill-coach-white/20"
          />
          <path
            d="M48.2 46 Q50 44.6 51.8 46 M37.8 45.6 L33.5 44.8 M62.2 45.6 L66.5 44.8"
            fill="none"
          />
        </g>
      );
    case 'whistle':
      // On a cord round the neck.
      return (
        <g>
          <path
            d="M44 66 Q45.5 78 50 83 Q54.5 78 56 66"
            fill="none"
            strokeWidth="1.2"
            className={tone.trimStroke}
          />
          <rect x="45.5" y="82" width="9" height="5.4" rx="2.7" className="fill-coach-metal" />
          <rect x="53" y="82.6" width="4.5" height="2.6" rx="0.8" className="fill-coach-metal" />
          <circle cx="48.6" cy="84.7" r="1.2" className="fill-coach-ink" />
        </g>
      );
  }
}
