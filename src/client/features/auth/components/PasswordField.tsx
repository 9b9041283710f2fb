import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { FormField } from './FormField';

type PasswordFieldProps = Omit<ComponentProps<typeof FormField>, 'type' | 'trailing'>;

/** A password input with a show/hide toggle: typing on a phone keyboard is error-prone. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="grid size-11 place-items-center rounded-control text-ink-muted hover:text-ink"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
