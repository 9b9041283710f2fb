import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { FormField } from '@client/components/forms/FormField';
import { Input } from '@client/components/ui/input';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A password input with a show/hide toggle: typing on a phone keyboard is error-prone. */
export function PasswordField({ id, label, error, hint, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <Input {...control} {...input} type={visible ? 'text' : 'password'} className="pr-12" />
          <div className="absolute inset-y-0 right-0.5 flex items-center">
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? 'Hide password' : 'Show password'}
              aria-pressed={visible}
              className="grid size-11 place-items-center rounded-control text-ink-muted hover:text-ink"
            >
              <Icon aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      )}
    </FormField>
  );
}
