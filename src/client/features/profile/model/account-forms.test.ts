import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import {
  describeAccountError,
  EMPTY_PASSWORDS,
  PASSWORD_LABELS,
  validatePasswordChange,
} from './account-forms';

describe('password change (POST /api/auth/password)', () => {
  const values = (o: Partial<typeof EMPTY_PASSWORDS>) => ({ ...EMPTY_PASSWORDS, ...o });

  it('sends the current and the new password', () => {
    expect(
      validatePasswordChange(
        values({
          currentPassword: 'old secret',
          newPassword: 'new secret!',
          confirmPassword: 'new secret!',
        }),
      ),
    ).toEqual({ ok: true, body: { currentPassword: 'old secret', newPassword: 'new secret!' } });
  });

  it('says what is wrong under each field', () => {
    expect(
      validatePasswordChange(values({ newPassword: 'short', confirmPassword: 'shor' })),
    ).toEqual({
      ok: false,
      errors: {
        currentPassword: 'Current password is required',
        newPassword: 'New password must be at least 8 characters',
        confirmPassword: "The two new passwords don't match",
      },
    });
    expect(
      validatePasswordChange(
        values({
          currentPassword: 'same one!',
          newPassword: 'same one!',
          confirmPassword: 'same one!',
        }),
      ),
    ).toEqual({
      ok: false,
      errors: { newPassword: 'New password must differ from your current password' },
    });
  });

  it('puts the server answers where they belong', () => {
    const wrong = new ApiError(400, '{"message":"currentPassword: is not right"}', 'Bad Request');
    expect(describeAccountError(wrong, PASSWORD_LABELS)).toEqual({
      field: 'currentPassword',
      message: 'Current password is not right',
    });
    const limited = new ApiError(429, '{"message":"Too many attempts"}', 'Too Many Requests');
    expect(describeAccountError(limited, PASSWORD_LABELS)).toMatchObject({
      field: null,
      message: /Too many tries/,
    });
    expect(describeAccountError(new TypeError('Failed to fetch'), PASSWORD_LABELS)).toMatchObject({
      field: null,
      message: /connection/,
    });
  });
});
