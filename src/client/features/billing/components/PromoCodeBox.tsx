import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, type Dispatch, type FormEvent } from 'react';
import type { Tier } from '@shared/schemas/billing';
import { Button } from '@client/components/ui/button';
import { Card, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';
import { useValidateDiscount } from '../api/validate-discount';
import { canApplyPromo, type PromoEvent, type PromoState } from '../model/promo';

interface PromoCodeBoxProps {
  state: PromoState;
  dispatch: Dispatch<PromoEvent>;
  /** The plans a code can be checked for: the paid ones the user is not on. */
  tiers: Tier[];
}

/**
 * SPEC §2 promo code box, §5 rules: the code is trimmed and upper-cased as typed, Apply needs a
 * code and a plan, and the server's answer shows under the field (with §8's toasts).
 */
export function PromoCodeBox({ state, dispatch, tiers }: PromoCodeBoxProps) {
  const validate = useValidateDiscount();
  const inputId = useId();
  const resultId = useId();
  // A plan picked before the current plan changed (a restore) is no longer on offer.
  const ready =
    canApplyPromo(state, validate.isPending) && tiers.some((t) => t.id === state.tierId);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const { code, tierId } = state;
    if (!ready || tierId === null) return;
    validate.mutate(
      { code, tierId },
      {
        onSuccess: (result) => dispatch({ type: 'checked', code, tierId, result }),
        onError: () => dispatch({ type: 'failed' }),
      },
    );
  };

  return (
    <Card aria-labelledby={`${inputId}-title`}>
      <form onSubmit={apply} className="flex flex-col gap-3" noValidate>
        <CardTitle id={`${inputId}-title`}>Have a promo code?</CardTitle>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>Promo code</Label>
          <Input
            id={inputId}
            value={state.code}
            onChange={(e) => dispatch({ type: 'typed', text: e.target.value })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            aria-describedby={state.outcome ? resultId : undefined}
            className="font-semibold tracking-wide uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case"
            placeholder="e.g. JOEY100"
          />
        </div>
        {/* A block, not the form's flex gap: the live region stays in place while empty. */}
        <div>
          <TierPicker tiers={tiers} state={state} dispatch={dispatch} />
          <PromoResult id={resultId} state={state} />
        </div>
        <Button type="submit" variant="secondary" disabled={!ready}>
          {validate.isPending ? 'Checking...' : 'Apply'}
        </Button>
      </form>
    </Card>
  );
}

function TierPicker({ tiers, state, dispatch }: PromoCodeBoxProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Plan for the code</legend>
      <div className="grid grid-flow-col auto-cols-fr gap-2">
        {tiers.map((tier) => (
          <label
            key={tier.id}
            className={cn(
              'relative flex min-h-11 cursor-pointer items-center justify-center rounded-control border border-line px-3 text-sm font-semibold',
              'has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2',
            )}
          >
            <input
              type="radio"
              name={name}
              value={tier.id}
              checked={state.tierId === tier.id}
              onChange={() => dispatch({ type: 'selected', tierId: tier.id })}
              // Over the whole label, unseen: a tap anywhere on it is a tap on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {tier.displayName}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The check's answer in the server's words, or §8's inline failure; announced as it changes. */
function PromoResult({ id, state }: { id: string; state: PromoState }) {
  const o = state.outcome;
  const ok = o?.kind === 'checked' && o.valid;
  const text = !o ? null : o.kind === 'failed' ? 'Unable to validate discount code' : o.message;
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <div role="status" id={id}>
      {text && (
        <p
          className={cn(
            'mt-3 flex items-start gap-2 text-sm font-medium',
            ok ? 'text-success' : 'text-danger',
          )}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {text}
        </p>
      )}
    </div>
  );
}
