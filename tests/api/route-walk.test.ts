// Issue 7 §3: a hostile walk of every route the app registers, read from its own route table so
// a route added later is walked too. Each route gets malformed JSON, wrong types, huge strings
// and numbers, NUL bytes, unknown and prototype keys and other users' ids, signed in and signed
// out; every answer must be a 4xx `{message}` (or the route's success for input it may accept),
// never a 5xx, and the victim's rows must come out exactly as they went in.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { says, startModelStandIn } from '../setup/model-stand-in';
import { createTestApp, type TestApp } from '../setup/test-app';
import {
  createWalkApp,
  makeFixture,
  matrixKey,
  MATRIX,
  revenueCatEvent,
  REVENUECAT_SECRET,
  rowsOf,
  send,
  type Fixture,
} from './route-matrix';

let t: TestApp;
let victim: Fixture;
let victimRows: Awaited<ReturnType<typeof rowsOf>>;
beforeAll(async () => {
  t = await createWalkApp();
  victim = await makeFixture(t);
  victimRows = await rowsOf(t, victim.owner.user.id);
});
afterAll(() => t.close());

/** Raw JSON for one field: what a hostile client can put where a value belongs. */
const FIELD_VALUES: readonly [label: string, json: string, mustRefuse: boolean][] = [
  ['1e309 (Infinity once parsed)', '1e309', true],
  ['a 100 000-character string', JSON.stringify('x'.repeat(100_000)), true],
  ['a NUL byte', '"a\\u0000b"', true],
  ['an object', '{"nested":{"deeper":[1,2,3]}}', true],
  ['-0', '-0', false],
  ['2^63', '9223372036854775808', false],
  ['-1', '-1', false],
  ['an empty array', '[]', false],
  ['true', 'true', false],
  ['null', 'null', false],
  ['an empty string', '""', false],
  ['the year 0', '"0000-01-01T00:00:00Z"', false],
  ['a date in the year 9999', '"9999-12-31"', false],
  ['SQL', '"\'; drop table users; --"', false],
  ['a prototype key', '{"__proto__":{"polluted":true}}', false],
];

/** Whole bodies that are not what any route takes. */
const BODIES: readonly [label: string, raw: string, mustRefuse: boolean][] = [
  ['malformed JSON', '{"name": "unfinished', true],
  ['a JSON array', '[1, 2, 3]', false],
  ['a JSON string', '"hello"', false],
  ['JSON null', 'null', false],
  ['a bare 1e309', '1e309', false],
  ['__proto__ at the top', '{"__proto__":{"polluted":true}}', true],
  ['constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}', true],
  ['5 000 nested arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`, false],
];

/** Path parameter values no route should take. */
const PARAM_VALUES: readonly string[] = [
  '%00',
  'x'.repeat(5000),
  '-1',
  '1e309',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  "1'%20or%20'1'%3D'1",
  '00000000-0000-0000-0000-000000000000',
];

/** Names others see (issue 25 §8): any body field by these names refuses a name that could pass
 * for someone else's (bidi overrides and isolates, zero-width characters, controls). */
const NAME_FIELDS = ['displayName', 'firstName', 'lastName'];
const HOSTILE_NAMES = [
  '\u202Enimda',
  'ad\u200Dmin',
  'Pat\u200BLee',
  '\u2066Pat Lee',
  'Pat\u0007Lee',
];

/** Bodies over a workout's size bounds (issue 25 §5), for every route that writes exercises. */
const move = (sets: number) => ({ name: 'Row', sets, reps: 5 });
const OVERSIZED: readonly [routes: string[], label: string, fields: object][] = [
  [['POST /api/workouts', 'PUT /api/workouts/:id'], '50 × 100 sets', { exercises: Array(50).fill(move(100)) }],
  [['POST /api/workouts', 'PUT /api/workouts/:id'], '41 exercises', { exercises: Array(41).fill(move(1)) }],
  [['POST /api/workouts', 'PUT /api/workouts/:id'], '7 × 50 sets', { exercises: Array(7).fill(move(50)) }],
  [['POST /api/exercises', 'PUT /api/exercises/:id'], '100 sets', { sets: 100 }],
  [['POST /api/exercises', 'PUT /api/exercises/:id'], '51 sets one by one', { setList: Array(51).fill({ reps: 5 }) }],
]; // prettier-ignore

/**
 * Fields whose value is any JSON by contract (the device's own live state, bounded only in size):
 * walked for a 4xx-or-success answer like every field, but not required to refuse.
 */
const OPAQUE_FIELDS: Record<string, readonly string[]> = { 'PUT /api/live-workout': ['state'] };

/** What a model may answer that neither the coach nor the assessment may pass on. */
const HOSTILE_MODEL_ANSWERS: readonly [label: string, content: unknown][] = [
  ['a phishing link', 'Squats, set 1 of 3! Keep your streak at https://evil.example/login'],
  ['a bare domain', JSON.stringify({ description: 'Log in at joeyfit-prizes.com to win.' })],
  ['markup', '<img src=x onerror=alert(1)> set 1 of 3'],
  ['advice against safety', JSON.stringify({ description: 'Push through chest pain.' })],
  ['a NUL byte', 'Squats\u0000 set 1 of 3'],
  ['100 000 characters', 'x'.repeat(100_000)],
  ['a prototype key', '{"__proto__":{"polluted":true},"description":"Fine."}'],
  ['not text', { nested: ['object'] }],
];

/** The routes that take a body (every method but GET and HEAD), from the matrix's keys. */
const WRITES = Object.entries(MATRIX)
  .filter(([key]) => !/^(GET|HEAD) /.test(key))
  .map(([key, row]) => ({ key, method: key.split(' ')[0]!, row }));

const routes = () =>
  t.app.routeTable.map((r) => ({ ...r, row: MATRIX[matrixKey(r.method, r.url)] }));

function check(res: LightMyRequestResponse, what: string, mustRefuse: boolean, method: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (mustRefuse) expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
  // Every refusal carries a message (a transcription refusal also SPEC §3's fields).
  if (res.statusCode >= 400 && method !== 'HEAD') {
    expect(res.json(), what).toMatchObject({ message: expect.any(String) });
  }
}

/** The route's own request with one field's value swapped for raw JSON. */
function withField(opts: InjectOptions, field: string, json: string): InjectOptions {
  const marker = '"\u2063hostile\u2063"';
  const body = { ...(opts.payload as Record<string, unknown>), [field]: 'MARK' };
  const raw = JSON.stringify(body).replace('"MARK"', marker).replace(marker, json);
  return { ...opts, payload: raw, headers: { ...opts.headers, 'content-type': 'application/json' } };
} // prettier-ignore

const isJsonBody = (opts: InjectOptions) =>
  typeof opts.payload === 'object' && opts.payload !== null && !Buffer.isBuffer(opts.payload);

describe('the hostile route walk', () => {
  it('knows a request for every route it walks', () => {
    expect(
      routes()
        .filter((r) => !r.row)
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual([]);
  });

  it('refuses hostile path parameters with a 4xx message on every route', async () => {
    for (const r of routes().filter((x) => x.url.includes(':') || x.url.includes('*'))) {
      const fx = await makeFixture(t);
      for (const value of PARAM_VALUES) {
        const url = r.url.replace(/:\w+/g, value).replace('*', value);
        for (const who of ['signedOut', 'owner'] as const) {
          const res = await send(t, fx, who, { method: r.method as 'GET', url });
          check(res, `${who} ${r.method} ${url.slice(0, 80)}`, true, r.method);
        }
      }
    }
  });

  // One test per route that takes a body, so each has the whole time budget however many routes
  // the app grows (the matrix's first test above knows every registered route has a row).
  describe.each(WRITES)('$key', ({ key, method, row }) => {
    it('answers wrong bodies with a 4xx message, signed in and signed out', async () => {
      const fx = await makeFixture(t);
      const base = await row.request(fx);
      for (const [label, raw, mustRefuse] of BODIES) {
        for (const who of ['signedOut', 'owner'] as const) {
          const opts = { ...base, payload: raw, headers: { 'content-type': 'application/json' } };
          const res = await send(t, fx, who, opts);
          check(res, `${who} ${key} with ${label}`, mustRefuse, method);
        }
      }
    });

    it('refuses a wrong value in any field, on my own rows and on another user’s', async () => {
      const mine = await makeFixture(t);
      // The attacker's own request, then the same aimed at the victim's rows and ids.
      for (const target of [mine, { ...victim, owner: mine.owner }]) {
        const base = await row.request(target);
        if (!isJsonBody(base)) continue;
        for (const field of [...Object.keys(base.payload as object), 'unknownField']) {
          for (const [label, json, mustRefuse] of FIELD_VALUES) {
            const res = await send(t, mine, 'owner', withField(base, field, json));
            const opaque = OPAQUE_FIELDS[key]?.includes(field) ?? false;
            const refuse = mustRefuse && field !== 'unknownField' && !opaque;
            check(res, `${key} with ${field} = ${label}`, refuse, method);
          }
        }
      }
    });
  });

  it('refuses hostile names in every name field of every route, naming the field', async () => {
    const named = routes().flatMap((r) => {
      const shape = (r.schema?.body as { shape?: object } | undefined)?.shape ?? {};
      return NAME_FIELDS.filter((f) => f in shape).map((field) => ({ r, field }));
    });
    expect(named.map(({ r, field }) => `${r.method} ${r.url} ${field}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register firstName',
        'POST /api/auth/register lastName',
        'PUT /api/users/me/profile displayName',
        'PUT /api/leaderboard/settings displayName',
      ]),
    );
    for (const { r, field } of named) {
      const fx = await makeFixture(t);
      const base = await r.row!.request(fx);
      for (const name of HOSTILE_NAMES) {
        const payload = { ...(base.payload as object), [field]: name };
        const res = await send(t, fx, 'owner', { ...base, payload });
        const what = `${r.method} ${r.url} with ${field} = ${JSON.stringify(name)}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json().message, what).toMatch(new RegExp(`^${field}: must not contain`));
      }
    }
  });

  it('refuses a workout over its size bounds on every route that writes one, naming the bound', async () => {
    for (const [keys, label, fields] of OVERSIZED) {
      for (const key of keys) {
        const fx = await makeFixture(t);
        const base = await MATRIX[key]!.request(fx);
        const payload = { ...(base.payload as object), ...fields };
        const res = await send(t, fx, 'owner', { ...base, payload });
        const what = `${key} with ${label}: ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json().message, what).toMatch(
          /at most (40 exercises|50 sets|300 sets in all)|sets: must be at most 50$/,
        );
      }
    }
  });

  it('refuses hostile access tokens on every route with a 4xx message (issue 29 §8)', async () => {
    const fx = await makeFixture(t);
    const tokens = [
      '',
      'jf_',
      `jf_${'A'.repeat(42)}=`,
      `jf_${'x'.repeat(5000)}`,
      "jf_' or '1'='1",
      fx.token.toUpperCase(),
      `${fx.token},${fx.token}`,
    ];
    let address = 0;
    for (const r of routes()) {
      const base = await r.row!.request(fx);
      // Routes that take credentials of their own (metrics, a webhook) are walked with theirs.
      if (base.headers && 'authorization' in base.headers) continue;
      for (const token of tokens) {
        const res = await t.app.inject({
          ...base,
          method: r.method as 'GET',
          // Each its own address, so the failed-token limit answers none of them instead.
          remoteAddress: `10.31.${(address >> 8) & 255}.${address++ & 255}`,
          headers: { ...(base.headers ?? {}), authorization: `Bearer ${token}` },
        } as InjectOptions);
        const what = `${r.method} ${r.url} with Bearer ${token.slice(0, 20)}`;
        check(res, what, false, r.method);
        // On a route that needs a sign-in, a token that is not valid signs nobody in (401), or
        // is refused as any token is there (403); public routes do not read it.
        if (r.row!.expect.signedOut === 401) {
          expect([401, 403], what).toContain(res.statusCode);
          expect(res.headers['x-joeyfit-user'], what).toBeUndefined();
          expect(res.headers['set-cookie'], what).toBeUndefined();
        }
      }
    }
  });

  it('refuses hostile query strings', async () => {
    const fx = await makeFixture(t);
    for (const r of routes().filter((x) => x.schema?.querystring)) {
      const base = String((await r.row!.request(fx)).url).split('?')[0];
      for (const query of ['format=%00', `format=${'x'.repeat(5000)}`, 'format=a&format=b']) {
        const res = await send(t, fx, 'owner', {
          method: r.method as 'GET',
          url: `${base}?${query}`,
        });
        check(res, `${r.method} ${base}?${query.slice(0, 40)}`, true, r.method);
      }
    }
  });

  it('answers offline, never a 5xx, whatever a model says (issue 25 §3)', async () => {
    const model = await startModelStandIn();
    const m = await createTestApp({ env: { OPENAI_BASE_URL: model.url } });
    try {
      const fx = await makeFixture(m);
      const modelRoutes = ['POST /api/ai-coach', 'POST /api/workout-assessment'];
      for (const [label, content] of HOSTILE_MODEL_ANSWERS) {
        model.answerWith(says(content));
        for (const key of modelRoutes) {
          const res = await send(m, fx, 'owner', await MATRIX[key]!.request(fx));
          const what = `${key} when the model answers ${label}`;
          expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(200);
          const source = res.json().source ?? res.json().workoutPlan.source;
          expect(source, what).toBe('offline');
        }
      }
      // Each answer was the model's and was refused: none was spared by a limit.
      expect(model.received).toHaveLength(HOSTILE_MODEL_ANSWERS.length * modelRoutes.length);
    } finally {
      await m.close();
      await model.close();
    }
  });

  it('refuses a wrong value in any field of a RevenueCat event, times out of range included (issue 25 §1)', async () => {
    const fx = await makeFixture(t);
    const base = revenueCatEvent(fx.owner.user.id, 'INITIAL_PURCHASE');
    const times = ['-1', '8640000000000001', '1e20', '1.5'];
    for (const field of Object.keys(base.event)) {
      const values = [
        ...FIELD_VALUES.map(([, json]) => json),
        ...(field.endsWith('_ms') ? times : []),
      ];
      for (const json of values) {
        const event = JSON.stringify({ ...base.event, [field]: 'MARK' }).replace('"MARK"', json);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/webhooks/revenuecat',
          headers: { authorization: REVENUECAT_SECRET, 'content-type': 'application/json' },
          payload: `{"event":${event}}`,
        });
        const what = `RevenueCat event.${field} = ${json.slice(0, 40)}`;
        check(res, what, times.includes(json), 'POST');
      }
    }
  });

  it('left the victim’s rows exactly as they were, and no prototype polluted', async () => {
    expect(await rowsOf(t, victim.owner.user.id)).toEqual(victimRows);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
