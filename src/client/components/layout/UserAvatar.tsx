import { initials } from '@shared/display-name';
import { cn } from '@client/lib/utils';

interface UserAvatarProps {
  name: string;
  imageUrl?: string | null;
  className?: string;
}

/** The user's photo, or their initials on a brand disc when there is none. Decorative: the
 * surrounding link or text names the person. */
export function UserAvatar({ name, imageUrl, className }: UserAvatarProps) {
  const base = cn('size-10 shrink-0 rounded-full', className);
  if (imageUrl) {
    return <img src={imageUrl} alt="" className={cn(base, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      // The caller's classes last, so a large avatar can have large initials.
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white select-none',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
