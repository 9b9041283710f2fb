import type { ReactNode } from 'react';
import { useVoiceInHeader } from '@client/components/voice/VoiceButton';
import { useVoiceDialog } from '@client/components/voice/voice-dialog-context';
import { cn } from '@client/lib/utils';

/**
 * The app's single column (DESIGN §8): full width on phones, 480 px centred on a soft backdrop
 * on larger screens. `withNav` leaves room for the fixed bottom navigation (where the voice
 * button docks, issue 8); without it, signed in, room for the floating voice button, so it never
 * covers the last card (not on a screen whose header holds the voice button).
 */
export function AppColumn({ children, withNav }: { children: ReactNode; withNav?: boolean }) {
  const voice = useVoiceDialog();
  const inHeader = useVoiceInHeader();
  const floatingVoice = voice !== null && !inHeader;
  return (
    <div className="min-h-dvh bg-backdrop">
      <div
        className={cn(
          'mx-auto flex min-h-dvh max-w-[480px] flex-col bg-page min-[481px]:shadow-card',
          withNav && 'pb-[calc(5rem+env(safe-area-inset-bottom))]',
          !withNav && floatingVoice && 'pb-[calc(5.5rem+env(safe-area-inset-bottom))]',
        )}
      >
        {children}
      </div>
    </div>
  );
}
