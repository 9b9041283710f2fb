import { Eye, EyeOff, KeyRound, LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@client/components/forms/FormAlert';
import { FormField } from '@client/components/forms/FormField';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import {
  describeAccountError,
  EMPTY_PASSWORDS,
  PASSWORD_LABELS,
  validatePasswordChange,
  type PasswordErrors,
  type PasswordField,
} from '../model/account-forms';
import { useChangePassword } from '../api/account';

const FIELDS: { field: PasswordField; autoComplete: string }[] = [
  { field: 'currentPassword', autoComplete: 'current-password' },
  { field: 'newPassword', autoComplete: 'new-password' },
  { field: 'confirmPassword', autoComplete: 'new-password' },
];

/** Issue 8: change the password; every other signed-in device is signed out. */
export function PasswordSetting() {
  const prefix = useId();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const idOf = (field: PasswordField) => `${prefix}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setFormError(null);
    const checked = validatePasswordChange(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELDS.find(({ field }) => checked.errors[field]);
      if (first) document.getElementById(idOf(first.field))?.focus();
      return;
    }
    setErrors({});
    change.mutate(checked.body, {
      onSuccess: () => {
        setValues(EMPTY_PASSWORDS);
        toast({
          title: 'Password Changed',
          description: 'Use it next time you sign in. Your other devices were signed out.',
        });
      },
      onError: (err) => {
        const said = describeAccountError(err, PASSWORD_LABELS);
        if (said.field) {
          setErrors({ [said.field]: said.message });
          document.getElementById(idOf(said.field))?.focus();
        } else setFormError(said.message);
      },
    });
  };

  return (
    <Card aria-labelledby="password-title">
      <CardTitle id="password-title" className="flex items-center gap-2 text-lg">
        <KeyRound aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Password
      </CardTitle>
      <CardDescription className="mt-1">
        Changing it signs you out on your other devices; this one stays signed in.
      </CardDescription>
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 flex flex-col gap-3"
        aria-busy={change.isPending}
      >
        <FormAlert message={formError} className="px-3 py-2.5" />
        {FIELDS.map(({ field, autoComplete }) => (
          <FormField
            key={field}
            id={idOf(field)}
            label={PASSWORD_LABELS[field]}
            error={errors[field]}
            aside={field === 'newPassword' ? 'At least 8 characters' : undefined}
          >
            {(c) => (
              <Input
                {...c}
                type={visible ? 'text' : 'password'}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [field]: e.target.value }));
                  if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
                }}
              />
            )}
          </FormField>
        ))}
        <Button
          variant="ghost"
          className="self-start px-3"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {visible ? 'Hide passwords' : 'Show passwords'}
        </Button>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {change.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {change.isPending ? 'Changing…' : 'Change Password'}
        </Button>
      </form>
    </Card>
  );
}
