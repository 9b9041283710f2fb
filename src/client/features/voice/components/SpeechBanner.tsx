import { MessageCircle } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useHasBottomNav } from '@client/components/voice/VoiceButton';
import { cn } from '@client/lib/utils';

/**
 * SPEC §4: when a reply cannot be spoken, it shows here for 4 seconds instead. At the bottom of
 * the column, above the navigation (where the voice button docks) or above the floating voice
 * button; a polite
 * live region, so a screen reader reads it as the reply would have been heard.
 */
export function SpeechBanner({ text }: { text: string | null }) {
  const aboveNav = useHasBottomNav();
  return createPortal(
    <div
      className={cn(
        'pointer-events-none fixed inset-x-0 z-40 mx-auto max-w-[480px] px-4',
        aboveNav
          ? 'bottom-[calc(4.5rem+env(safe-area-inset-bottom))]'
          : 'bottom-[calc(5.5rem+env(safe-area-inset-bottom))]',
      )}
    >
      <div role="status" aria-live="polite">
        {text && (
          <p className="flex items-start gap-3 rounded-card border border-brand-200 bg-surface p-4 text-sm text-ink shadow-card motion-safe:animate-toast-in dark:border-line">
            <MessageCircle
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-200"
            />
            <span>
              <span className="block font-semibold">Joey says</span>
              {text}
            </span>
          </p>
        )}
      </div>
    </div>,
    document.body,
  );
}
