import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@client/components/forms/FormAlert';
import { FormField } from '@client/components/forms/FormField';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import {
  describeAuthError,
  validateAuth,
  type AuthField,
  type AuthMode,
  type AuthValues,
  type FieldErrors,
} from '../model/auth-form';
import { PasswordField } from './PasswordField';

interface AuthFormProps {
  mode: AuthMode;
  values: AuthValues;
  onValueChange: (field: AuthField, value: string) => void;
}

const FIELD_ORDER: AuthField[] = ['firstName', 'lastName', 'username', 'password'];

/** Sign in or create an account; on success the whole app loads fresh at / (SPEC §2). */
export function AuthForm({ mode, values, onValueChange }: AuthFormProps) {
  const login = useLogin();
  const register = useRegister();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = login.isPending || register.isPending || leaving;
  const creating = mode === 'register';
  const id = (field: AuthField) => `${mode}-${field}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const result = validateAuth(mode, values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    const callbacks = {
      onSuccess: () => {
        setLeaving(true); // stay busy until the new page replaces this one
        window.location.assign('/');
      },
      onError: (error: unknown) => setServerError(describeAuthError(error)),
    };
    if (result.mode === 'register') register.mutate(result.body, callbacks);
    else login.mutate(result.body, callbacks);
  };

  const field = (name: AuthField) => ({ id: id(name), error: errors[name] });
  const input = (name: AuthField) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      onValueChange(name, e.target.value);
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy}>
      <FormAlert message={serverError} className="px-4 py-3" />
      {creating && (
        <div className="grid grid-cols-2 gap-3">
          <FormField {...field('firstName')} label="First name" hint="Optional">
            {(c) => <Input {...c} {...input('firstName')} autoComplete="given-name" />}
          </FormField>
          <FormField {...field('lastName')} label="Last name" hint="Optional">
            {(c) => <Input {...c} {...input('lastName')} autoComplete="family-name" />}
          </FormField>
        </div>
      )}
      <FormField
        {...field('username')}
        label="Username"
        hint={creating ? '3–32 letters, digits, dots, dashes or underscores' : undefined}
      >
        {(c) => (
          <Input
            {...c}
            {...input('username')}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <PasswordField
        label="Password"
        autoComplete={creating ? 'new-password' : 'current-password'}
        hint={creating ? 'At least 8 characters' : undefined}
        {...field('password')}
        {...input('password')}
      />
      <Button type="submit" size="lg" className="mt-2" disabled={busy}>
        {busy ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <ArrowRight aria-hidden="true" />
        )}
        {busy
          ? creating
            ? 'Creating account…'
            : 'Signing in…'
          : creating
            ? 'Create account'
            : 'Sign in'}
      </Button>
    </form>
  );
}
