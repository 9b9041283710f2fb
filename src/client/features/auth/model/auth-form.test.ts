import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import { describeAuthError, EMPTY_VALUES, modeFromSearch, validateAuth } from './auth-form';

describe('sign-in page mode', () => {
  it.each([
    ['', 'signIn'],
    ['?mode=register', 'register'],
    ['?mode=signin', 'signIn'],
    ['?x=1&mode=register', 'register'],
  ])('%j opens %s', (search, mode) => {
    expect(modeFromSearch(search)).toBe(mode);
  });
});

describe('client validation with the shared schemas', () => {
  it('sign in needs a username and a password', () => {
    expect(validateAuth('signIn', EMPTY_VALUES)).toEqual({
      ok: false,
      errors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('sign in trims the username', () => {
    const result = validateAuth('signIn', { ...EMPTY_VALUES, username: ' ada ', password: 'x' });
    expect(result).toEqual({ ok: true, mode: 'signIn', body: { username: 'ada', password: 'x' } });
  });

  it('create account applies the username and password rules', () => {
    const result = validateAuth('register', { ...EMPTY_VALUES, username: 'a!', password: 'short' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.username).toBe('Username must be at least 3 characters');
    expect(result.errors.password).toBe('Password must be at least 8 characters');
  });

  it('create account sends optional names only when given', () => {
    const values = {
      ...EMPTY_VALUES,
      username: 'ada',
      password: 'long enough',
      firstName: ' Ada ',
    };
    expect(validateAuth('register', values)).toEqual({
      ok: true,
      mode: 'register',
      body: { username: 'ada', password: 'long enough', firstName: 'Ada' },
    });
  });

  it('create account refuses names that could pass for someone else, as the server does', () => {
    const base = { ...EMPTY_VALUES, username: 'ada', password: 'long enough' };
    const result = validateAuth('register', { ...base, firstName: '\u202Enimda', lastName: 'L\u200Bee' }); // prettier-ignore
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'First name must not contain control, invisible or text-direction characters',
        lastName: 'Last name must not contain control, invisible or text-direction characters',
      },
    });
  });
});

describe('server error text', () => {
  it('shows the server message', () => {
    const err = new ApiError(401, '{"message":"Wrong username or password"}', 'Unauthorized');
    expect(describeAuthError(err)).toBe('Wrong username or password');
  });

  it('hides server internals on 5xx', () => {
    expect(describeAuthError(new ApiError(502, '', 'Bad Gateway'))).toMatch(/on our side/);
  });

  it('explains a network failure', () => {
    expect(describeAuthError(new TypeError('Failed to fetch'))).toMatch(/connection/);
  });
});
