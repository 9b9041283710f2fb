import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast, useToast } from '@client/components/ui/use-toast';
import { useProgression } from '@client/lib/queries';
import { seeLevel } from '../model/level-up';
import { LevelUpBurst } from './LevelUpBurst';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface LevelUp {
  level: number;
  title: string;
  /** Counts level-ups, so each one toasts and bursts once. */
  n: number;
  motion: boolean;
}

/**
 * Celebrates a level the moment it is reached (issue 10). Mounted once in the signed-in frame, it
 * keeps the progression read observed on every screen; every write that can earn XP invalidates
 * that read (invalidateActivityReads), so the new level arrives right after the write, wherever
 * the user made it. The first answer only sets the baseline: signing in is not a level-up.
 * A short burst shows it at once, unless the user asked for reduced motion, and the card shows
 * the new level. The toast says it as soon as the screen's toast is free: SPEC §9 shows one at a
 * time, and the write's own SPEC §8 toast ('Workout Created', 'Goal Created') comes first rather
 * than replacing the level-up or being replaced by it. Some writes raise theirs only after their
 * refetches (the goals'), so the level-up also waits for the write to finish.
 */
export function LevelUpWatcher() {
  const { data } = useProgression();
  const [lastSeen, setLastSeen] = useState<number | null>(null);
  const [levelUp, setLevelUp] = useState<LevelUp | null>(null);
  const [burstsDone, setBurstsDone] = useState(0);
  const toasted = useRef(0);
  const toastBusy = useToast().toasts.some((t) => t.open);
  const writing = useIsMutating() > 0;

  // Compared while rendering (React's "adjusting state when a prop changes"), not in an effect.
  const level = data?.currentLevel;
  if (level !== undefined && level !== lastSeen) {
    const seen = seeLevel(lastSeen, level);
    setLastSeen(seen.lastSeen);
    if (seen.levelUp !== null) {
      setLevelUp({
        level: seen.levelUp,
        title: data?.levelTitle ?? '',
        n: (levelUp?.n ?? 0) + 1,
        motion: !prefersReducedMotion(),
      });
    }
  }

  useEffect(() => {
    if (!levelUp || toasted.current === levelUp.n || toastBusy || writing) return;
    toasted.current = levelUp.n;
    const title = levelUp.title ? ` · ${levelUp.title}` : '';
    toast({
      title: 'Level up!',
      description: `You reached Level ${levelUp.level}${title}. Keep it going!`,
    });
  }, [levelUp, toastBusy, writing]);

  if (!levelUp?.motion || burstsDone >= levelUp.n) return null;
  const { n } = levelUp;
  return <LevelUpBurst key={n} level={levelUp.level} onDone={() => setBurstsDone(n)} />;
}
