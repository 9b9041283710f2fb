import type { AvatarConfig, Expression } from '@shared/schemas/avatar';
import { BROW_STROKE, EYE_FILL, SKIN_FILL } from './palette';

/** The eyes' centres: left and right of the face. */
const EYES = [43, 57] as const;
const EYE_Y = 47;

interface FaceProps {
  expression: Expression;
  eyeColor: AvatarConfig['eyeColor'];
  hairColor: AvatarConfig['hairColor'];
  skin: AvatarConfig['skinTone'];
}

/** Eyes, brows and cheeks for the moment (the mouth is drawn on its own: it also talks). */
export function Face({ expression, eyeColor, hairColor, skin }: FaceProps) {
  return (
    <g>
      <g className="fill-coach-blush">
        <ellipse cx="38.5" cy="54.5" rx="3.4" ry="2" />
        <ellipse cx="61.5" cy="54.5" rx="3.4" ry="2" />
      </g>
      {EYES.map((x) => (
        <Eye
          key={x}
          x={x}
          expression={expression}
          iris={EYE_FILL[eyeColor]}
          lid={SKIN_FILL[skin]}
        />
      ))}
      <Brows expression={expression} className={BROW_STROKE[hairColor]} />
    </g>
  );
}

function Eye({
  x,
  expression,
  iris,
  lid,
}: {
  x: number;
  expression: Expression;
  iris: string;
  lid: string;
}) {
  if (expression === 'calm') {
    // Closed, at ease: a soft downward curve with a lash line.
    return (
      <path
        d={`M${x - 3.6} ${EYE_Y} Q${x} ${EYE_Y + 3} ${x + 3.6} ${EYE_Y}`}
        fill="none"
        strokeWidth="1.9"
        strokeLinecap="round"
        className="stroke-coach-ink"
      />
    );
  }
  const excited = expression === 'excited';
  const ry = excited ? 4.4 : 3.9;
  return (
    <g>
      <ellipse cx={x} cy={EYE_Y} rx="3.4" ry={ry} className="fill-coach-eye-white" />
      <circle cx={x} cy={EYE_Y + 0.4} r="2.8" className={iris} />
      <circle cx={x} cy={EYE_Y + 0.4} r="1.4" className="fill-coach-ink" />
      <circle cx={x + 0.9} cy={EYE_Y - 0.7} r={excited ? 1 : 0.75} className="fill-coach-white" />
      {expression === 'proud' && (
        // Smiling eyes: the cheeks push the lower lids up.
        <path
          d={`M${x - 4} ${EYE_Y + 5} L${x - 4} ${EYE_Y + 2.2} Q${x} ${EYE_Y - 0.4} ${x + 4} ${EYE_Y + 2.2} L${x + 4} ${EYE_Y + 5} Z`}
          className={lid}
        />
      )}
    </g>
  );
}

/** Brow paths, left then right, for each moment. */
const BROWS: Record<Expression, readonly [string, string]> = {
  encouraging: ['M39 40.5 Q43 38 47 40', 'M53 40 Q57 38 61 40.5'],
  // Raised high and arched: delight.
  excited: ['M38.8 37.8 Q43 34.4 47 37', 'M53 37 Q57 34.4 61.2 37.8'],
  // Low and flat: at rest.
  calm: ['M39.5 41.6 Q43 40.4 46.5 41.2', 'M53.5 41.2 Q57 40.4 60.5 41.6'],
  // Level, one lifted: sure of you.
  proud: ['M39 40 Q43 38.6 47 39.4', 'M53 38.6 Q57 36.6 61 38.4'],
};

function Brows({ expression, className }: { expression: Expression; className: string }) {
  return (
    <g fill="none" strokeWidth="2" strokeLinecap="round" className={className}>
      {BROWS[expression].map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}
