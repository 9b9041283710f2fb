import { coachFirstName, coachProfile } from '@shared/coaches';
import type { AvatarConfig } from '@shared/schemas/avatar';
import type { ToastInput } from '@client/components/ui/toast-state';
import { planLimitMessage } from '@client/lib/plan-limit';

/** The three ways the page saves: the look, the defaults (Reset), the voice. */
export type SaveKind = 'look' | 'reset' | 'voice';

/** SPEC §8 Avatar toasts; the voice's own follow their pattern. */
export function savedToast(kind: SaveKind, saved: AvatarConfig): ToastInput {
  switch (kind) {
    case 'look':
      return {
        title: 'Avatar Saved! 🎨',
        description: "Joey's new look has been applied to your workouts!",
      };
    case 'reset':
      return {
        title: 'Avatar Reset',
        description: 'Joey has been reset to the default appearance.',
      };
    case 'voice': {
      const name = coachFirstName(coachProfile(saved.selectedAvatar));
      return {
        title: 'Voice Saved',
        description: saved.voiceName
          ? `${name} will speak with ${saved.voiceName}.`
          : `${name} will choose a voice on each device.`,
      };
    }
  }
}

/** SPEC §8 'Save Failed', in the plan's words when the plan refused (issue 14: 403). */
export function saveFailedToast(kind: SaveKind, error: unknown): ToastInput {
  const what = kind === 'voice' ? 'voice' : 'avatar';
  return {
    title: 'Save Failed',
    description: planLimitMessage(error) ?? `Couldn't save Joey's ${what}. Please try again.`,
    variant: 'destructive',
  };
}
