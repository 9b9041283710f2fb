import { ChevronRight, ShieldCheck, Trophy } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { LeaderboardSettingsBody } from '@shared/schemas/progression';
import { DISPLAY_NAME_LIMITS, type User } from '@shared/schemas/users';
import { FormField } from '@client/components/forms/FormField';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { useUpdateLeaderboardSettings } from '@client/lib/leaderboard-settings';
import { checkDisplayName, NAME_SAVE_DELAY_MS } from '../model/leaderboard-settings';

/**
 * SPEC §2 Profile, §4 Leaderboard settings: whether the user is on the boards (saved as soon as
 * it is switched) and the name they appear under (saved a second after the field is left, or at
 * once with Enter), both from the user record. While a save is in flight both are disabled; the
 * toasts are SPEC §8's. The name is the one the header and signed shares show too.
 */
export function LeaderboardSettings({ user }: { user: User }) {
  const switchId = useId();
  const nameId = useId();
  const update = useUpdateLeaderboardSettings();
  const [value, setValue] = useState(user.displayName ?? '');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | null>(null);
  const queued = useRef<string | null | undefined>(undefined);

  // A new name from the server (this card's save, or another device's) replaces what is shown.
  const [shownFor, setShownFor] = useState(user.displayName);
  if (user.displayName !== shownFor) {
    setShownFor(user.displayName);
    setValue(user.displayName ?? '');
  }

  // While a visibility save is in flight, show the choice just made rather than the old one.
  const pending: LeaderboardSettingsBody | undefined = update.isPending
    ? update.variables
    : undefined;
  const visible = pending?.leaderboardVisible ?? user.leaderboardVisible;

  const cancelTimer = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    queued.current = undefined;
  };
  const saveName = (displayName: string | null) => {
    cancelTimer();
    update.mutate({ displayName });
  };

  // Leaving the page within the second still saves the name.
  const flush = useEffectEvent(() => {
    const name = queued.current;
    if (name !== undefined) saveName(name);
  });
  useEffect(() => () => flush(), []);

  /** Checks the name; true when it is fine (to save, or already saved). */
  const check = (then: 'later' | 'now') => {
    const checked = checkDisplayName(value, user.displayName);
    if (checked.kind === 'invalid') {
      setError(checked.error);
      return false;
    }
    setError(null);
    if (checked.kind === 'unchanged') return true;
    if (then === 'now') saveName(checked.displayName);
    else {
      cancelTimer();
      queued.current = checked.displayName;
      timer.current = window.setTimeout(() => saveName(checked.displayName), NAME_SAVE_DELAY_MS);
    }
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!update.isPending && !check('now')) document.getElementById(nameId)?.focus();
  };

  return (
    <Card aria-labelledby="leaderboard-settings-title">
      <CardTitle id="leaderboard-settings-title" className="flex items-center gap-2 text-lg">
        <Trophy aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Leaderboard Settings
      </CardTitle>
      <CardDescription className="mt-1">
        Compete on XP, level, streak and weekly XP with everyone training with Joey, under the name
        below (your home screen greets you by it too).
      </CardDescription>

      <div className="mt-4 flex min-h-11 items-center justify-between gap-4">
        <Label htmlFor={switchId} className="flex-1 cursor-pointer py-2 text-base">
          Show me on leaderboards
        </Label>
        <Switch
          id={switchId}
          checked={visible}
          disabled={update.isPending}
          onCheckedChange={(on) => update.mutate({ leaderboardVisible: on })}
        />
      </div>

      <form noValidate onSubmit={submit} className="mt-3">
        <FormField
          id={nameId}
          label="Display name"
          error={error ?? undefined}
          hint="Saved when you leave the field; empty uses your own name."
          aside={`${DISPLAY_NAME_LIMITS.min}–${DISPLAY_NAME_LIMITS.max} characters`}
        >
          {(c) => (
            <Input
              {...c}
              value={value}
              disabled={update.isPending}
              maxLength={DISPLAY_NAME_LIMITS.max + 10}
              autoComplete="nickname"
              enterKeyHint="done"
              onFocus={cancelTimer}
              onBlur={() => check('later')}
              onChange={(e) => {
                setValue(e.target.value);
                if (error) setError(null);
              }}
            />
          )}
        </FormField>
        {/* The error is said under the field; left on blur, the field no longer has the focus. */}
        <p aria-live="polite" className="sr-only">
          {error}
        </p>
      </form>

      <p className="mt-4 flex gap-2 rounded-control bg-surface-muted px-3 py-2.5 text-sm text-ink-muted">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Only your display name, photo and scores are shown, never your workouts. Switch this off
          and you leave every board at once; your XP and levels keep counting.
        </span>
      </p>

      {visible && (
        <Button asChild variant="secondary" className="mt-4 w-full">
          <Link href="/leaderboard">
            View Leaderboards
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </Card>
  );
}
