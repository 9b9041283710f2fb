import { Lock } from 'lucide-react';
import type { CoachId } from '@shared/coaches';
import { CoachAvatar } from '@client/components/brand/CoachAvatar';
import { PlanLimitNotice } from '@client/components/layout/PlanLimitNotice';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import type { CoachCard } from '../model/coach-choice';
import { coachDefaultLook } from '../model/look';

interface CoachGridProps {
  cards: CoachCard[];
  current: CoachId;
  onChoose: (id: CoachId) => void;
  /** The plan's words: why some coaches are locked, or why a save was refused. */
  planNotice: string | null;
}

/**
 * SPEC §2 grid of six: each coach drawn in its own default look with its name and speciality.
 * A coach the plan lacks is shown locked and cannot be chosen; the notice leads to the plans.
 */
export function CoachGrid({ cards, current, onChoose, planNotice }: CoachGridProps) {
  return (
    <Card>
      <fieldset>
        <legend className="text-base font-semibold">Choose your coach</legend>
        <div className="mt-3 grid grid-cols-3 gap-2">
          {cards.map(({ profile, firstName, speciality, locked }) => {
            const checked = profile.id === current;
            return (
              <label
                key={profile.id}
                className={cn(
                  'relative flex flex-col items-center gap-1 rounded-control border p-2 text-center transition-colors',
                  checked ? 'border-brand-600 bg-brand-50 dark:bg-surface-muted' : 'border-line',
                  locked ? 'bg-surface-muted' : !checked && 'hover:bg-surface-muted',
                )}
              >
                <input
                  type="radio"
                  name="coach"
                  value={profile.id}
                  checked={checked}
                  disabled={locked && !checked}
                  aria-label={locked ? `${profile.name} (locked)` : profile.name}
                  onChange={() => onChoose(profile.id)}
                  className="absolute inset-0 cursor-pointer appearance-none rounded-control disabled:cursor-not-allowed"
                />
                <CoachAvatar
                  config={coachDefaultLook(profile.id)}
                  className={cn('size-16', locked && 'grayscale')}
                />
                <span className="text-sm leading-tight font-semibold">{firstName}</span>
                <span className="text-xs leading-tight text-ink-muted">{speciality}</span>
                {locked && (
                  <Lock
                    aria-hidden="true"
                    className="absolute top-2 right-2 size-4 text-ink-muted"
                  />
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
      {planNotice && <PlanLimitNotice message={planNotice} className="mt-4" />}
    </Card>
  );
}
