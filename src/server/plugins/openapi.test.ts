import { describe, expect, it } from 'vitest';
import { responseDescription, securityFor } from './openapi';

describe('securityFor: an operation’s security from its route’s access (issue 29 §8)', () => {
  it.each([
    ['public', true, []],
    ['public', false, []],
    ['optional', true, [{ cookieAuth: [] }, { bearerAuth: [] }, {}]],
    ['optional', false, [{ cookieAuth: [] }, {}]],
    // The document's default (either sign-in) applies.
    ['signed-in', true, undefined],
    ['signed-in', false, [{ cookieAuth: [] }]],
  ] as const)('%s route, bearer tokens allowed: %s → %j', (access, bearer, security) => {
    expect(securityFor(access, bearer)).toEqual(security);
  });
});

describe('responseDescription', () => {
  it.each([
    ['200', 'OK'],
    ['201', 'Created'],
    ['204', 'No Content'],
    ['400', 'Bad Request: `{message}` says why'],
    ['429', 'Too Many Requests: `{message}` says why'],
    ['503', 'Service Unavailable: `{message}` says why'],
    ['599', 'Status 599: `{message}` says why'],
  ])('%s → %s', (status, description) => {
    expect(responseDescription(status)).toBe(description);
  });
});
