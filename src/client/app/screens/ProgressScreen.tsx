import type { User } from '@shared/schemas/users';
import { ProgressPage } from '@client/features/progress/pages/ProgressPage';
import { ShareDialog } from '@client/features/shares';

/** The shares feature's dialog goes into the progress page (DESIGN §2). */
export function ProgressScreen({ user }: { user: User }) {
  return (
    <ProgressPage
      user={user}
      renderShare={({ onClose }) => (
        <ShareDialog
          user={user}
          target={{ kind: 'progress' }}
          open
          onOpenChange={(open) => !open && onClose()}
        />
      )}
    />
  );
}
