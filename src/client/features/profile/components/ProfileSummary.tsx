import { userName } from '@shared/display-name';
import type { User } from '@shared/schemas/users';
import { UserAvatar } from '@client/components/layout/UserAvatar';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatNumber } from '@client/lib/formatting';
import { memberSince } from '../model/profile-info';

interface ProfileSummaryProps {
  user: User;
  /**
   * The user's real counts (issue 3, rather than SPEC §2's static zeros): undefined while
   * loading, null when they could not be read.
   */
  workoutCount: number | null | undefined;
  goalCount: number | null | undefined;
}

/** SPEC §2 Profile: avatar, display name with its fallbacks, Member since, and the stats. */
export function ProfileSummary({ user, workoutCount, goalCount }: ProfileSummaryProps) {
  const name = userName(user);
  const stats = [
    { label: 'Workouts', value: workoutCount },
    { label: 'Goals Set', value: goalCount },
  ];
  return (
    <Card aria-labelledby="profile-name" className="flex flex-col items-center text-center">
      <UserAvatar
        name={name}
        imageUrl={user.profileImageUrl}
        className="size-24 text-3xl ring-4 ring-brand-100 dark:ring-surface-muted"
      />
      <h2 id="profile-name" className="mt-3 text-2xl font-bold tracking-tight break-words">
        {name}
      </h2>
      {user.username && user.username !== name && (
        <p className="text-sm text-ink-muted">@{user.username}</p>
      )}
      <p className="mt-1 text-sm text-ink-muted">{memberSince(user.createdAt, user.timeZone)}</p>
      <dl className="mt-5 grid w-full grid-cols-2 divide-x divide-line rounded-2xl bg-surface-muted py-3">
        {stats.map(({ label, value }) => (
          <div key={label} className="flex flex-col items-center">
            <dt className="order-last text-sm text-ink-muted">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {value === undefined ? (
                <Skeleton className="my-1 h-6 w-8" />
              ) : value === null ? (
                <span aria-label="unavailable">–</span>
              ) : (
                formatNumber(value)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
