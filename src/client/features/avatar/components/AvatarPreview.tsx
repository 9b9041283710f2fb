import { Save } from 'lucide-react';
import { coachFirstName, coachProfile, coachSpeciality } from '@shared/coaches';
import { CoachAvatar } from '@client/components/brand/CoachAvatar';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import type { AvatarLook } from '../model/look';
import { optionLabel } from '../model/options';

interface AvatarPreviewProps {
  look: AvatarLook;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
}

/**
 * The live preview (SPEC §2: with style and expression) and the page's one primary button.
 * It stays in view under the header while the options below are changed.
 */
export function AvatarPreview({ look, dirty, saving, onSave }: AvatarPreviewProps) {
  const profile = coachProfile(look.selectedAvatar);
  const name = coachFirstName(profile);
  const style = optionLabel(look.style);
  const expression = optionLabel(look.expression);
  return (
    <Card aria-label="Preview" className="sticky top-[61px] z-20 flex items-center gap-3 p-3">
      <CoachAvatar
        config={look}
        expression={look.expression}
        className="size-24"
        label={`${name}, ${style.toLowerCase()} style, ${expression.toLowerCase()} expression`}
      />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
        <h2 className="text-base leading-tight font-semibold">
          {name} <span className="font-normal text-ink-muted">· {coachSpeciality(profile)}</span>
        </h2>
        <p className="text-sm text-ink-muted">
          {style} · {expression}
        </p>
        <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1">
          <Button onClick={onSave} disabled={!dirty || saving}>
            <Save aria-hidden="true" />
            {saving ? 'Saving…' : 'Save'}
          </Button>
          <p role="status" className="text-xs font-medium text-ink-muted">
            {dirty ? 'Unsaved changes' : 'Saved'}
          </p>
        </div>
      </div>
    </Card>
  );
}
