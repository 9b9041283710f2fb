import { cn } from '@client/lib/utils';

/**
 * Joey, the default coach, drawn rather than photographed (DESIGN §8). The customisable avatar
 * (six coaches, styles, expressions) replaces this in the Customize Joey release.
 */
export function CoachAvatar({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 96 96"
      className={cn('size-20 shrink-0', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="48" cy="48" r="48" className="fill-brand-100 dark:fill-brand-800" />
      {/* shirt and shoulders */}
      <path d="M14 96c2-18 16-27 34-27s32 9 34 27z" className="fill-brand-600" />
      <path d="M40 70h16l-8 9z" className="fill-brand-200" />
      {/* neck and head */}
      <rect x="41" y="56" width="14" height="14" rx="5" className="fill-coach-skin" />
      <circle cx="48" cy="41" r="20" className="fill-coach-skin" />
      <circle cx="28" cy="43" r="4" className="fill-coach-skin" />
      <circle cx="68" cy="43" r="4" className="fill-coach-skin" />
      {/* hair and sweatband */}
      <path
        d="M27 39c-1-14 9-22 21-22s22 7 21 22c-5-6-12-9-21-9s-16 3-21 9z"
        className="fill-coach-hair"
      />
      <rect x="27" y="31" width="42" height="6" rx="3" className="fill-accent-500" />
      {/* friendly face */}
      <circle cx="40.5" cy="43" r="2.4" className="fill-coach-hair" />
      <circle cx="55.5" cy="43" r="2.4" className="fill-coach-hair" />
      <path
        d="M40 50.5q8 7 16 0"
        fill="none"
        strokeWidth="2.6"
        strokeLinecap="round"
        className="stroke-coach-hair"
      />
    </svg>
  );
}
