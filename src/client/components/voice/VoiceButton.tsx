import { Mic } from 'lucide-react';
import { useLocation } from 'wouter';
import { isNavItemActive, NAV_ITEMS } from '@client/components/layout/nav-items';
import { Button } from '@client/components/ui/button';
import { normalizePath } from '@client/lib/paths';
import { cn } from '@client/lib/utils';
import { useVoiceDialog } from './voice-dialog-context';

interface VoiceButtonProps {
  className?: string;
  /** Accessible name; the floating button and the hero button need different ones. */
  label?: string;
}

/** True on the screens that show the bottom navigation (the tab screens, DESIGN §8). */
export function useHasBottomNav() {
  const [location] = useLocation();
  return NAV_ITEMS.some((item) => isNavItemActive(item, location));
}

/**
 * Screens whose header holds the voice button (HeaderVoiceButton): the guided session, where a
 * floating one covered the coach's line (issue 26) and the screen scrolls under any corner.
 */
const HEADER_DOCKED = ['/workout-session'];

/** True where the voice button sits in the screen's header rather than floating. */
export function useVoiceInHeader() {
  const [location] = useLocation();
  return HEADER_DOCKED.includes(normalizePath(location));
}

/**
 * SPEC §2 Voice dialog entry point: the large round microphone button of the dashboard hero.
 * White on the hero's brand gradient; the ring says "tap me" without moving.
 */
export function VoiceButton({ className, label = 'Start a voice command' }: VoiceButtonProps) {
  const voice = useVoiceDialog();
  if (!voice) return null;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={voice.openVoiceDialog}
      className={cn(
        'grid size-20 shrink-0 place-items-center rounded-full bg-white text-brand-700 shadow-lg ring-8 ring-white/20',
        'transition-transform motion-safe:hover:scale-105 motion-safe:active:scale-95 focus-visible:outline-white',
        className,
      )}
    >
      <Mic aria-hidden="true" className="size-9" strokeWidth={2.25} />
    </button>
  );
}

/**
 * SPEC §2: the floating microphone fixed at the bottom right of every signed-in screen, inside
 * the centred column (DESIGN §8). On the tab screens it docks into the slot the bottom navigation
 * keeps free at its right end (BottomNav's data-voice-dock), so it never floats over content
 * (issue 8: it covered Add Goal, goal percentages and the ends of rows); on the guided session
 * it sits in the header (HeaderVoiceButton); elsewhere it floats, with room kept under the last
 * card.
 */
export function FloatingVoiceButton() {
  const voice = useVoiceDialog();
  const docked = useHasBottomNav();
  const inHeader = useVoiceInHeader();
  if (!voice || inHeader) return null;
  return (
    <div
      className={cn(
        'pointer-events-none fixed inset-x-0 z-40 mx-auto flex max-w-[480px] justify-end px-4',
        docked
          ? 'bottom-[calc(0.25rem+env(safe-area-inset-bottom))]'
          : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]',
      )}
    >
      <button
        type="button"
        aria-label="Voice command"
        onClick={voice.openVoiceDialog}
        className={cn(
          'pointer-events-auto grid place-items-center rounded-full bg-brand-700 text-white shadow-card transition-transform hover:bg-brand-800 motion-safe:hover:scale-105 motion-safe:active:scale-95',
          docked ? 'size-12' : 'size-14 ring-4 ring-page',
        )}
      >
        <Mic aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}

/**
 * The voice button in a screen's header (the guided session, issue 26): an icon button like its
 * neighbours, so nothing of the screen is ever under it.
 */
export function HeaderVoiceButton() {
  const voice = useVoiceDialog();
  if (!voice) return null;
  return (
    <Button variant="ghost" size="icon" aria-label="Voice command" onClick={voice.openVoiceDialog}>
      <Mic aria-hidden="true" />
    </Button>
  );
}
