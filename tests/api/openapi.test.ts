import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_SCHEMES } from '../../src/server/plugins/openapi';
import { createTestApp, type TestApp } from '../setup/test-app';
import { lintOpenApi } from './openapi-lint';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}
interface Document {
  security?: Record<string, string[]>[];
  components?: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

let t: TestApp;
let doc: Document;
let operations: { key: string; op: Operation }[];
beforeAll(async () => {
  // Every optional route on (metrics, both billing webhooks), so the document has them all.
  t = await createTestApp({
    env: {
      METRICS_TOKEN: 'metrics-token-for-the-openapi-test',
      REVENUECAT_WEBHOOK_SECRET: 'revenuecat-secret-for-the-openapi-test',
      STRIPE_SECRET_KEY: 'sk_test_openapi',
      STRIPE_WEBHOOK_SECRET: 'whsec_openapi',
      STRIPE_PRICE_COACH: 'price_coach_openapi',
      STRIPE_PRICE_CHAMPION: 'price_champion_openapi',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_openapi',
    },
  });
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
});
afterAll(() => t.close());

const op = (method: string, path: string) => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path} in the document`);
  return found;
};

describe('the OpenAPI document (issue 29 §8)', () => {
  it('passes the OpenAPI linter with no errors or warnings beyond its documented exceptions', async () => {
    const { problems, unused } = await lintOpenApi(doc);
    expect(problems).toEqual([]);
    // An exception nothing needs any more goes, so the list stays the truth.
    expect(unused).toEqual([]);
  });

  it('describes the optional routes too: metrics and both billing webhooks', () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/metrics', '/api/webhooks/stripe', '/api/webhooks/revenuecat']),
    );
  });

  it('names every operation with a unique camelCase operationId', () => {
    const missing = operations.filter(({ op }) => !op.operationId).map(({ key }) => key);
    expect(missing).toEqual([]);
    const notCamel = operations.filter(({ op }) => !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId!));
    expect(notCamel.map(({ key, op }) => `${key}: ${op.operationId}`)).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('summarises every operation in a short sentence and files it under a tag', () => {
    const bad = operations
      .filter(
        ({ op }) =>
          !op.summary ||
          op.summary.length > 80 ||
          !/^[A-Z]/.test(op.summary) ||
          !op.tags?.length ||
          op.tags.some((tag) => !tag.trim()),
      )
      .map(({ key, op }) => `${key}: ${JSON.stringify({ summary: op.summary, tags: op.tags })}`);
    expect(bad).toEqual([]);
  });

  it('declares cookie and bearer sign-in, and asks for either by default', () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      cookieAuth: { type: 'apiKey', in: 'cookie', name: 'jf_session' },
      bearerAuth: { type: 'http', scheme: 'bearer' },
    });
    expect(doc.components?.securitySchemes).toEqual(SECURITY_SCHEMES);
    expect(doc.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
  });

  it('marks each operation’s security from its route’s access', () => {
    // Signed-in routes inherit the default.
    expect(op('get', '/api/workouts/{userId}').security).toBeUndefined();
    expect(op('post', '/api/workouts').security).toBeUndefined();
    // Public routes need no sign-in.
    for (const [method, path] of [
      ['get', '/healthz'],
      ['post', '/api/auth/login'],
      ['get', '/api/shares/{token}'],
      ['post', '/api/webhooks/stripe'],
    ] as const) {
      expect(op(method, path).security, `${method} ${path}`).toEqual([]);
    }
    // Routes closed to personal access tokens take the session cookie alone.
    for (const [method, path] of [
      ['post', '/api/auth/password'],
      ['post', '/api/tokens'],
      ['get', '/api/tokens'],
    ] as const) {
      expect(op(method, path).security, `${method} ${path}`).toEqual([{ cookieAuth: [] }]);
    }
    expect(op('get', '/metrics').security).toEqual([{ metricsToken: [] }]);
    // Optional ones take either sign-in or none.
    expect(op('get', '/api/auth/user').security).toEqual([
      { cookieAuth: [] },
      { bearerAuth: [] },
      {},
    ]);
  });
});
