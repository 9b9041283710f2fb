import { Sparkles } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { cn } from '@client/lib/utils';

const PIECES = 14;
const PIECE_MS = 1100;
const BADGE_MS = 1800;
const TONES = ['bg-accent-400', 'bg-brand-500', 'bg-accent-600', 'bg-brand-200'];

/**
 * The level-up's small celebration (DESIGN §8: motion where it explains, here a level reached):
 * the new level pops up in a badge above the toast area while pieces fan out from it and fade,
 * under two seconds, then all is gone. Decorative and never in the way (no pointer events, hidden
 * from assistive technology, which hears the toast). Only mounted without reduced motion.
 */
export function LevelUpBurst({ level, onDone }: { level: number; onDone: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const pieces = Array.from(el.querySelectorAll<HTMLElement>('[data-piece]'));
    const animations = pieces.map((piece, i) => {
      // An even fan over the upper half-circle, each piece a little different in reach and spin.
      const angle = Math.PI * (0.1 + (0.8 * i) / (PIECES - 1));
      const reach = 100 + ((i * 37) % 70);
      const x = Math.cos(angle) * reach;
      const y = -Math.sin(angle) * reach;
      const spin = (i % 2 ? 1 : -1) * (180 + ((i * 53) % 180));
      return piece.animate(
        [
          { transform: 'translate(0, 0) scale(0.4) rotate(0deg)', opacity: 1 },
          { transform: `translate(${x}px, ${y}px) scale(1) rotate(${spin / 2}deg)`, opacity: 1, offset: 0.6 }, // prettier-ignore
          { transform: `translate(${x * 1.1}px, ${y * 1.1 + 24}px) scale(0.9) rotate(${spin}deg)`, opacity: 0 }, // prettier-ignore
        ],
        { duration: PIECE_MS, delay: (i % 4) * 30, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', fill: 'forwards' }, // prettier-ignore
      );
    });
    const badge = el.querySelector<HTMLElement>('[data-badge]');
    if (badge) {
      animations.push(
        badge.animate(
          [
            { transform: 'translateY(12px) scale(0.6)', opacity: 0 },
            { transform: 'translateY(0) scale(1.08)', opacity: 1, offset: 0.15 },
            { transform: 'translateY(0) scale(1)', opacity: 1, offset: 0.25 },
            { transform: 'translateY(0) scale(1)', opacity: 1, offset: 0.8 },
            { transform: 'translateY(-10px) scale(1)', opacity: 0 },
          ],
          { duration: BADGE_MS, easing: 'ease-out', fill: 'forwards' },
        ),
      );
    }
    const timer = window.setTimeout(() => finish(), BADGE_MS + 100);
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
      className="pointer-events-none fixed inset-x-0 bottom-[calc(11rem+env(safe-area-inset-bottom))] z-[101] mx-auto flex h-0 max-w-[480px] items-center justify-center"
    >
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          key={i}
          data-piece
          className={cn(
            'absolute size-2.5 opacity-0',
            i % 3 === 0 ? 'rounded-full' : 'rounded-[2px]',
            TONES[i % TONES.length],
          )}
        />
      ))}
      <span
        data-badge
        className="absolute flex items-center gap-1.5 rounded-full bg-accent-400 px-4 py-2 text-base font-bold whitespace-nowrap text-brand-800 opacity-0 shadow-card tabular-nums"
      >
        <Sparkles aria-hidden="true" className="size-5" />
        Level {level}!
      </span>
    </div>
  );
}
