import type { Expression } from '@shared/schemas/avatar';

/** How the mouth moves: still (the moment's mouth), held open, or talking on its own. */
export type Talk = 'still' | 'open' | 'loop';

/** The mouth for the moment; while talking, an open mouth replaces it unless motion is reduced. */
export function Mouth({ expression, talk }: { expression: Expression; talk: Talk }) {
  if (talk === 'still') return <MomentMouth expression={expression} />;
  return (
    <g>
      <g className="motion-safe:hidden">
        <MomentMouth expression={expression} />
      </g>
      <g
        data-talking={talk}
        className={
          talk === 'loop'
            ? 'origin-center transform-fill motion-safe:animate-coach-talk motion-reduce:hidden'
            : 'motion-reduce:hidden'
        }
      >
        <OpenMouth />
      </g>
    </g>
  );
}

const line = {
  fill: 'none',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  className: 'stroke-coach-ink',
} as const;

function MomentMouth({ expression }: { expression: Expression }) {
  switch (expression) {
    case 'encouraging':
      return <path d="M44 56.5 Q50 62 56 56.5" {...line} />;
    case 'excited':
      // A wide open grin.
      return (
        <g>
          <path
            d="M42.5 55.5 Q50 57 57.5 55.5 Q57 65 50 65 Q43 65 42.5 55.5 Z"
            className="fill-coach-mouth"
          />
          <path
            d="M43.3 56.2 Q50 57.7 56.7 56.2 L56.3 58.2 Q50 59.6 43.7 58.2 Z"
            className="fill-coach-white"
          />
          <path d="M45.5 63 Q50 59.8 54.5 63 Q50 65 45.5 63 Z" className="fill-coach-tongue" />
        </g>
      );
    case 'calm':
      return <path d="M46.5 57.5 Q50 59.8 53.5 57.5" {...line} />;
    case 'proud':
      // A broad closed-lip grin showing the teeth, one corner higher.
      return (
        <g>
          <path
            d="M44 56 Q50 57.6 56.4 55 Q54.8 61.2 49.8 61.2 Q45.2 61.2 44 56 Z"
            className="fill-coach-white"
          />
          <path
            d="M44 56 Q50 57.6 56.4 55 Q54.8 61.2 49.8 61.2 Q45.2 61.2 44 56 Z"
            fill="none"
            strokeWidth="1.3"
            strokeLinejoin="round"
            className="stroke-coach-ink"
          />
        </g>
      );
  }
}

function OpenMouth() {
  return (
    <g>
      <path
        d="M45 56.5 Q50 55.6 55 56.5 Q54.6 63 50 63 Q45.4 63 45 56.5 Z"
        className="fill-coach-mouth"
      />
      <path d="M46.8 61.4 Q50 59.4 53.2 61.4 Q50 63 46.8 61.4 Z" className="fill-coach-tongue" />
    </g>
  );
}
