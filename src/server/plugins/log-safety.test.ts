// No log line carries SQL parameters (issue 25 §8): a database refusal is logged with its SQLSTATE
// and constraint, never the statement's values, nor the row PostgreSQL quotes back.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-database';
import { signUp } from '../../../tests/setup/test-app';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { loadEnv } from '../env';
import { loggable } from './log-safety';

interface LogLine {
  level: number;
  msg: string;
  sqlState?: string;
  err?: Record<string, unknown>;
}

const REFUSED = 'Refused Secret 7731';
const RAISED = 'Raised Secret 4412';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: LogLine[] = [];
const raw: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }),
    database,
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    clientDir: '/nonexistent-client-dir',
    logger: {
      level: 'info',
      stream: {
        write: (l: string) => {
          raw.push(l);
          lines.push(JSON.parse(l));
        },
      },
    },
  });
  await app.ready();
  // Two refusals no contract can foresee: a CHECK the database holds, and a trigger that quotes
  // the value in its message (a SQLSTATE the error handler does not know: a 500).
  await database.db.execute(
    sql.raw(`alter table users add constraint test_refuses_secret
               check (display_name is distinct from '${REFUSED}')`),
  );
  await database.db.execute(
    sql.raw(`create function test_raise() returns trigger language plpgsql as $$
             begin
               if new.display_name = '${RAISED}' then
                 raise exception 'will not store %', new.display_name;
               end if;
               return new;
             end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger test_raise before update on users
             for each row execute function test_raise()`),
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('log lines about database errors', () => {
  it('a refusal (400) is logged with its SQLSTATE and constraint, not the values', async () => {
    const me = await signUp({ app });
    const res = await me.as({
      method: 'PUT',
      url: '/api/users/me/profile',
      payload: { displayName: REFUSED },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await database.db.select().from(users).where(eq(users.id, me.user.id));
    const refused = lines.filter((l) => l.msg === 'database refused the request');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      level: 40,
      sqlState: '23514',
      err: { sqlState: '23514', constraint: 'test_refuses_secret', table: 'users' },
    });
    expect(String(refused[0]!.err!.stack)).toMatch(/^DatabaseError: .*\n\s+at /);
    // Neither the value, nor the user's id (a parameter of the WHERE), nor the row PostgreSQL
    // quotes back (username, password hash).
    const all = raw.join('\n');
    for (const secret of [REFUSED, me.user.id, me.user.username, row!.passwordHash!]) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/params|Failing row|Failed query/i);
  });

  it('an unexpected database error (500) is logged the same way', async () => {
    const me = await signUp({ app });
    const res = await me.as({
      method: 'PUT',
      url: '/api/users/me/profile',
      payload: { displayName: RAISED },
    });
    expect(res.statusCode).toBe(500);
    const unhandled = lines.filter((l) => l.msg === 'unhandled error');
    expect(unhandled).toHaveLength(1);
    expect(unhandled[0]).toMatchObject({ level: 50, err: { sqlState: 'P0001' } });
    const all = raw.join('\n');
    expect(all).not.toContain(RAISED);
    expect(all).not.toContain(me.user.id);
    expect(all).not.toMatch(/will not store|params|Failed query/i);
  });
});

describe('loggable', () => {
  it.each([
    ['a plain error', new Error('disk on fire')],
    ['a string', 'just text'],
    ['an object', { code: '23505' }],
    ['null', null],
  ])('leaves %s as it is', (_, value) => {
    expect(loggable(value)).toBe(value);
  });

  it("reduces Drizzle's wrapper even when its cause is not a PostgreSQL error", () => {
    const wrapper = Object.assign(new Error('Failed query: select $1\nparams: secret'), {
      query: 'select $1',
      params: ['secret'],
      cause: new Error('socket hang up'),
    });
    const logged = loggable(wrapper) as Error & { sqlState: string };
    expect(logged.sqlState).toBe('unknown');
    expect(`${logged.message}${logged.stack}`).not.toContain('secret');
  });
});
