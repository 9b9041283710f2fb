// Names others see (issue 25 §8): every route that sets one keeps it NFKC-normalised and refuses,
// naming the field, a control, invisible or text-direction character; a name stored before the
// rule is shown without them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { postWorkout } from '../factories';
import { signUp, uniqueName, useTestApp } from '../setup/test-app';

const t = useTestApp();

const REFUSED = 'must not contain control, invisible or text-direction characters';
const HOSTILE: [string, string][] = [
  ['a right-to-left override', '\u202Enimda'],
  ['zero-width joiners', 'ad\u200Dmin\u200D'],
  ['a zero-width space', 'Pat\u200BLee'],
  ['a bidi isolate', 'Pat\u2066 Lee'],
  ['a control character', 'Pat\u0007Lee'],
  ['a C1 control', 'Pat\u0085Lee'],
  ['a byte-order mark inside', 'Pat\uFEFFLee'],
];
const FULL_WIDTH = '\uFF30\uFF41\uFF54 \uFF2C\uFF45\uFF45'; // "Pat Lee" in full-width letters

const register = (extra: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: uniqueName('named'), password: 'long enough pw', ...extra },
  });

describe.each([
  ['PUT /api/leaderboard/settings', '/api/leaderboard/settings'],
  ['PUT /api/users/me/profile', '/api/users/me/profile'],
])('%s displayName', (_, url) => {
  it.each(HOSTILE)(
    'answers 400 naming the field for %s, and keeps the name it had',
    async (_, name) => {
      const me = await signUp(t);
      const res = await me.as({ method: 'PUT', url, payload: { displayName: name } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: `displayName: ${REFUSED}` });
      expect((await me.as({ url: '/api/auth/user' })).json().displayName).toBeNull();
    },
  );

  it('stores full-width letters as ASCII, spaces collapsed', async () => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'PUT',
      url,
      payload: { displayName: ` ${FULL_WIDTH}\u3000` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().displayName).toBe('Pat Lee');
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.displayName).toBe('Pat Lee');
  });
});

describe('POST /api/auth/register names', () => {
  it.each(HOSTILE)('answers 400 naming the field for %s', async (_, name) => {
    for (const field of ['firstName', 'lastName']) {
      const res = await register({ [field]: name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: `${field}: ${REFUSED}` });
    }
  });

  it('stores full-width first and last names as ASCII', async () => {
    const res = await register({ firstName: '\uFF30\uFF41\uFF54', lastName: '\uFF2C\uFF45\uFF45' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Pat', lastName: 'Lee' });
  });
});

describe('names stored before the rule', () => {
  it('are shown on the boards without the characters the rule refuses', async () => {
    const me = await signUp(t);
    await t.db
      .update(users)
      .set({ displayName: '\u202Enimda\u200B', firstName: 'Pat\u2066' })
      .where(eq(users.id, me.user.id));
    await postWorkout(me);
    const board = await me.as({ url: '/api/leaderboard/xp' });
    expect(board.statusCode).toBe(200);
    const mine = board.json().entries.find((e: { isCurrentUser: boolean }) => e.isCurrentUser);
    expect(mine.displayName).toBe('nimda');
    await t.db.update(users).set({ displayName: '\u200D\u2060' }).where(eq(users.id, me.user.id));
    const again = await me.as({ url: '/api/leaderboard/xp' });
    const row = again.json().entries.find((e: { isCurrentUser: boolean }) => e.isCurrentUser);
    expect(row.displayName).toBe('Pat');
  });
});
