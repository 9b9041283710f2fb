import { useState, type ReactNode } from 'react';
import { coachProfile } from '@shared/coaches';
import type { AvatarAnswer } from '@shared/schemas/avatar';
import type { Entitlements } from '@shared/schemas/billing';
import type { User } from '@shared/schemas/users';
import { AppColumn } from '@client/components/layout/AppColumn';
import { LoadError } from '@client/components/layout/LoadError';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { planLimitMessage } from '@client/lib/plan-limit';
import { useAvatar } from '../api/get-avatar';
import { useEntitlements } from '@client/lib/queries';
import { useSaveAvatar } from '../api/save-avatar';
import { AvatarPreview } from '../components/AvatarPreview';
import { CoachGrid } from '../components/CoachGrid';
import { JoeyAvatarSkeleton } from '../components/JoeyAvatarSkeleton';
import { LookOptions } from '../components/LookOptions';
import { ResetAvatar } from '../components/ResetAvatar';
import { VoicePicker } from '../components/VoicePicker';
import { coachCards, lockedCoachesMessage, savedCoachMessage } from '../model/coach-choice';
import {
  DEFAULT_LOOK,
  canReset,
  coachDefaultLook,
  configToSave,
  isSameLook,
  lookOf,
  withOption,
  type AvatarLook,
} from '../model/look';

/** SPEC §2 Customize Joey (/joey-avatar), reached from the profile. */
export function JoeyAvatarPage({ user }: { user: User }) {
  const avatar = useAvatar(user.id);
  const entitlements = useEntitlements();
  if (avatar.isPending || entitlements.isPending) {
    return (
      <Frame>
        <JoeyAvatarSkeleton />
      </Frame>
    );
  }
  if (avatar.isError) {
    return (
      <Frame>
        <LoadError message="We couldn't load your coach." onRetry={() => void avatar.refetch()} />
      </Frame>
    );
  }
  // An unread plan locks nothing: the server still refuses another coach, in the plan's words.
  return <Customizer userId={user.id} saved={avatar.data} plan={entitlements.data} />;
}

function Frame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <AppColumn>
      <ScreenHeader
        title="Customize Joey"
        backHref="/profile"
        backLabel="Back to profile"
        action={action}
      />
      {/* Focus scrolls clear of the sticky header and preview (DESIGN §8: focus never hidden). */}
      <main className="flex flex-col gap-4 p-4 [&_:is(input,select,button,a)]:scroll-mt-56">
        {children}
      </main>
    </AppColumn>
  );
}

interface CustomizerProps {
  userId: string;
  saved: AvatarAnswer;
  plan: Entitlements | undefined;
}

function Customizer({ userId, saved, plan }: CustomizerProps) {
  // The unsaved look; null while it is the saved one, so a save elsewhere shows at once.
  const [draft, setDraft] = useState<AvatarLook | null>(null);
  const saveLook = useSaveAvatar(userId, 'look');
  const reset = useSaveAvatar(userId, 'reset');
  const savedLook = lookOf(saved);
  const look = draft ?? savedLook;
  const dirty = !isSameLook(savedLook, look);
  const customAvatarEnabled = plan?.features.customAvatarEnabled;
  const cards = coachCards(customAvatarEnabled);
  const planNotice =
    planLimitMessage(saveLook.error) ??
    (plan && saved.savedAvatar ? savedCoachMessage(saved.savedAvatar, plan.displayName) : null) ??
    (plan && cards.some((c) => c.locked) ? lockedCoachesMessage(plan.displayName) : null);

  // A save clears the draft only if nothing was changed while it was on its way.
  const clearDraftIf = (sent: AvatarLook) =>
    setDraft((d) => (d === null || isSameLook(d, sent) ? null : d));
  const save = () => {
    const sent = look;
    saveLook.mutate(configToSave(sent, saved), { onSuccess: () => clearDraftIf(sent) });
  };
  const resetToDefaults = (done: () => void) =>
    reset.mutate(configToSave(DEFAULT_LOOK, saved), {
      onSuccess: () => setDraft(null),
      onSettled: done,
    });

  return (
    <Frame
      action={
        <ResetAvatar
          disabled={!canReset(savedLook, look) || saveLook.isPending}
          pending={reset.isPending}
          onReset={resetToDefaults}
        />
      }
    >
      <AvatarPreview look={look} dirty={dirty} saving={saveLook.isPending} onSave={save} />
      <CoachGrid
        cards={cards}
        current={look.selectedAvatar}
        onChoose={(id) => setDraft(coachDefaultLook(id))}
        planNotice={planNotice}
      />
      <LookOptions
        look={look}
        onChange={(field, value) =>
          setDraft(withOption(look, field, value as AvatarLook[typeof field]))
        }
      />
      <VoicePicker userId={userId} saved={saved} profile={coachProfile(look.selectedAvatar)} />
    </Frame>
  );
}
