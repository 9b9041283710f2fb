import { Suspense } from 'react';
import type { User } from '@shared/schemas/users';
import { ProgressPage } from '@client/features/progress/pages/ProgressPage';
import { ShareDialog } from '@client/features/shares';

/** The shares feature's dialog goes into the progress page (DESIGN §2), loaded when opened. */
export function ProgressScreen({ user }: { user: User }) {
  return (
    <ProgressPage
      user={user}
      renderShare={({ onClose }) => (
        <Suspense fallback={null}>
          <ShareDialog
            user={user}
            target={{ kind: 'progress' }}
            open
            onOpenChange={(open) => !open && onClose()}
          />
        </Suspense>
      )}
    />
  );
}
