import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health checks', () => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('GET /readyz reports the database it reached', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      database: process.env.TEST_DB_KIND === 'pg' ? 'postgres' : 'pglite',
    });
  });
});

describe('readiness without a database', () => {
  it('GET /readyz answers 503 once the database is gone, /healthz still 200', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const ready = await broken.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Database unreachable' });
    expect((await broken.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await broken.app.close();
  });
});
