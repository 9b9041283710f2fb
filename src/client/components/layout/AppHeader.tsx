import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { userName } from '@shared/display-name';
import type { User } from '@shared/schemas/users';
import { useSignOutWithWrites } from '@client/components/sync/sign-out-with-writes';
import { Tooltip } from '@client/components/ui/tooltip';
import { toast } from '@client/components/ui/use-toast';
import { signOut } from '@client/lib/auth';
import { headerGreeting } from './header-greeting';
import { NotificationBell } from './NotificationBell';
import { UserAvatar } from './UserAvatar';

interface AppHeaderProps {
  user: User;
  /** Number of coach suggestions for the bell's badge (SPEC §2 Dashboard header). */
  suggestionCount?: number;
}

const iconButton = 'grid size-11 place-items-center rounded-full text-ink hover:bg-surface-muted';

/** SPEC §2's logout, as a POST (DESIGN §4); the landing page loads once the session is over. */
function logOut() {
  signOut().catch(() =>
    toast({
      title: 'Sign Out Failed',
      description: 'Could not reach the server. Please try again.',
      variant: 'destructive',
    }),
  );
}

export function AppHeader({ user, suggestionCount = 0 }: AppHeaderProps) {
  const name = userName(user);
  // With writes kept on this device, Log out asks first (issue 28 §3).
  const signOutGuard = useSignOutWithWrites();
  return (
    <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-line/60 bg-page/90 px-4 py-2 backdrop-blur">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-ink-muted">{headerGreeting(user)}</p>
        <p className="truncate text-lg font-bold tracking-tight">{name}</p>
      </div>
      <NotificationBell count={suggestionCount} />
      <Tooltip label="Log out">
        <button
          type="button"
          aria-label="Log out"
          className={iconButton}
          onClick={() => signOutGuard.ask(logOut)}
        >
          <LogOut aria-hidden="true" className="size-5" />
        </button>
      </Tooltip>
      <Tooltip label="Profile">
        <Link href="/profile" aria-label="Your profile" className="rounded-full p-0.5">
          <UserAvatar name={name} imageUrl={user.profileImageUrl} />
        </Link>
      </Tooltip>
      {signOutGuard.dialog}
    </header>
  );
}
