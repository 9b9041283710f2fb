import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

/**
 * The app's single column (DESIGN §8): full width on phones, 480 px centred on a soft backdrop
 * on larger screens. `withNav` leaves room for the fixed bottom navigation.
 */
export function AppColumn({ children, withNav }: { children: ReactNode; withNav?: boolean }) {
  return (
    <div className="min-h-dvh bg-backdrop">
      <div
        className={cn(
          'mx-auto flex min-h-dvh max-w-[480px] flex-col bg-page min-[481px]:shadow-card',
          withNav && 'pb-[calc(4.5rem+env(safe-area-inset-bottom))]',
        )}
      >
        {children}
      </div>
    </div>
  );
}
