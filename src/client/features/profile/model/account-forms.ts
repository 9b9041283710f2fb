import { passwordChangeBody, type PasswordChangeBody } from '@shared/schemas/auth';
import { ApiError } from '@client/lib/api';
import { fieldErrors, formatFieldError } from '@client/lib/field-error';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordField = keyof PasswordValues;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const PASSWORD_LABELS: Record<PasswordField, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

export const EMPTY_PASSWORDS: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Profile → Password: the server's rules (shared schema), plus typing the new one twice. */
export function validatePasswordChange(
  values: PasswordValues,
): { ok: true; body: PasswordChangeBody } | { ok: false; errors: PasswordErrors } {
  const parsed = passwordChangeBody.safeParse({
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  });
  const errors: PasswordErrors = parsed.success
    ? {}
    : fieldErrors(parsed.error.issues, PASSWORD_LABELS);
  if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = "The two new passwords don't match";
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/**
 * What the server said, under the field it names ("currentPassword: is not right" → "Current
 * password is not right"), or as one message for the form (429, 5xx, no connection).
 */
export function describeAccountError<F extends string>(
  error: unknown,
  labels: Record<F, string>,
): { field: F; message: string } | { field: null; message: string } {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      return { field: null, message: 'Too many tries. Wait a minute, then try again.' };
    }
    if (error.status >= 500) {
      return { field: null, message: 'Something went wrong on our side. Please try again.' };
    }
    const text = error.userMessage;
    const match = /^(\w+): (.+)$/.exec(text);
    if (match && match[1]! in labels) {
      const field = match[1] as F;
      return { field, message: formatFieldError(labels[field], match[2]!) };
    }
    return { field: null, message: text };
  }
  return { field: null, message: "Can't reach Joey Fit right now. Check your connection and try again." }; // prettier-ignore
}
