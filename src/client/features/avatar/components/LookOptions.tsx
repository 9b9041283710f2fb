import { EYE_FILL, HAIR_FILL, SKIN_FILL } from '@client/components/brand/coach-avatar/palette';
import { NativeSelect } from '@client/components/forms/NativeSelect';
import { Card, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import type { AvatarLook } from '../model/look';
import { LOOK_OPTIONS, optionLabel, type LookOption } from '../model/options';
import { ChoiceChips } from './ChoiceChips';

/** The colour options show their colours, in the drawing's own tokens. */
const SWATCHES: Partial<Record<LookOption['field'], Readonly<Record<string, string>>>> = {
  skinTone: SKIN_FILL,
  hairColor: HAIR_FILL,
  eyeColor: EYE_FILL,
};

interface LookOptionsProps {
  look: AvatarLook;
  onChange: (field: LookOption['field'], value: string) => void;
}

/** Every option of the avatar config (SPEC §3), each a radio group or a select. */
export function LookOptions({ look, onChange }: LookOptionsProps) {
  return (
    <Card aria-labelledby="look-title" className="flex flex-col gap-5">
      <CardTitle id="look-title">Appearance</CardTitle>
      {LOOK_OPTIONS.map(({ field, label, values, control }) =>
        control === 'chips' ? (
          <ChoiceChips
            key={field}
            legend={label}
            name={field}
            values={values}
            current={look[field]}
            label={optionLabel}
            swatches={SWATCHES[field]}
            onChoose={(value) => onChange(field, value)}
          />
        ) : (
          <div key={field} className="flex flex-col gap-1.5">
            <Label htmlFor={`look-${field}`}>{label}</Label>
            <NativeSelect
              id={`look-${field}`}
              value={look[field]}
              onChange={(event) => onChange(field, event.target.value)}
            >
              {values.map((value) => (
                <option key={value} value={value}>
                  {optionLabel(value)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ),
      )}
    </Card>
  );
}
