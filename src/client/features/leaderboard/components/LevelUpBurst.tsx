import { useEffect, useEffectEvent, useRef } from 'react';
import { cn } from '@client/lib/utils';

const PIECES = 14;
const DURATION_MS = 1100;
const TONES = ['bg-accent-400', 'bg-brand-500', 'bg-accent-600', 'bg-brand-200'];

/**
 * The level-up's small celebration (DESIGN §8: motion where it explains, here a level reached):
 * pieces fanning up from above the toast and fading, for about a second, then gone. Decorative,
 * never in the way (no pointer events, hidden from assistive technology, which has the toast).
 * Only mounted when the user has not asked for reduced motion.
 */
export function LevelUpBurst({ onDone }: { onDone: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    const pieces = Array.from(root.current?.children ?? []) as HTMLElement[];
    const animations = pieces.map((piece, i) => {
      // An even fan over the upper half-circle, each piece a little different in reach and spin.
      const angle = Math.PI * (0.1 + (0.8 * i) / (PIECES - 1));
      const reach = 90 + ((i * 37) % 70);
      const x = Math.cos(angle) * reach;
      const y = -Math.sin(angle) * reach;
      const spin = (i % 2 ? 1 : -1) * (180 + ((i * 53) % 180));
      return piece.animate(
        [
          { transform: 'translate(0, 0) scale(0.4) rotate(0deg)', opacity: 1 },
          { transform: `translate(${x}px, ${y}px) scale(1) rotate(${spin / 2}deg)`, opacity: 1, offset: 0.6 }, // prettier-ignore
          { transform: `translate(${x * 1.1}px, ${y * 1.1 + 24}px) scale(0.9) rotate(${spin}deg)`, opacity: 0 }, // prettier-ignore
        ],
        { duration: DURATION_MS, delay: (i % 4) * 30, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', fill: 'forwards' }, // prettier-ignore
      );
    });
    const timer = window.setTimeout(() => finish(), DURATION_MS + 200);
    return () => {
      window.clearTimeout(timer);
      animations.forEach((a) => a.cancel());
    };
  }, []);

  return (
    <div
      aria-hidden="true"
      data-celebration="level-up"
      ref={root}
      className="pointer-events-none fixed inset-x-0 bottom-[calc(9rem+env(safe-area-inset-bottom))] z-[101] mx-auto flex h-0 max-w-[480px] justify-center"
    >
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          key={i}
          className={cn(
            'absolute size-2.5 opacity-0',
            i % 3 === 0 ? 'rounded-full' : 'rounded-[2px]',
            TONES[i % TONES.length],
          )}
        />
      ))}
    </div>
  );
}
