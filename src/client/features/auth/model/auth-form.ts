import { loginBody, registerBody, type LoginBody, type RegisterBody } from '@shared/schemas/auth';
import { ApiError } from '@client/lib/api';
import { fieldErrors } from '@client/lib/field-error';

/** The sign-in page's two modes; `?mode=register` opens Create account, anything else Sign in. */
export type AuthMode = 'signIn' | 'register';

export function modeFromSearch(search: string): AuthMode {
  return new URLSearchParams(search).get('mode') === 'register' ? 'register' : 'signIn';
}

export interface AuthValues {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}
export type AuthField = keyof AuthValues;
export type FieldErrors = Partial<Record<AuthField, string>>;

export const EMPTY_VALUES: AuthValues = { username: '', password: '', firstName: '', lastName: '' };

export const FIELD_LABELS: Record<AuthField, string> = {
  username: 'Username',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
};

export type AuthValidation =
  | { ok: true; mode: 'signIn'; body: LoginBody }
  | { ok: true; mode: 'register'; body: RegisterBody }
  | { ok: false; errors: FieldErrors };

/** Validates with the same zod schemas the server uses (src/shared/schemas/auth.ts). */
export function validateAuth(mode: AuthMode, values: AuthValues): AuthValidation {
  const parsed =
    mode === 'register'
      ? registerBody.safeParse({
          ...values,
          firstName: values.firstName.trim() || undefined,
          lastName: values.lastName.trim() || undefined,
        })
      : loginBody.safeParse({ username: values.username, password: values.password });
  if (parsed.success) {
    return mode === 'register'
      ? { ok: true, mode, body: parsed.data as RegisterBody }
      : { ok: true, mode, body: parsed.data as LoginBody };
  }
  return { ok: false, errors: fieldErrors(parsed.error.issues, FIELD_LABELS) };
}

/** What to tell the person when the server says no (its `{message}`), or cannot be reached. */
export function describeAuthError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500) return 'Something went wrong on our side. Please try again.';
    return error.userMessage;
  }
  return "Can't reach Joey Fit right now. Check your connection and try again.";
}
