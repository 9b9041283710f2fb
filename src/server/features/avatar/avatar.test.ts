// GET and POST /api/joey-avatar through the real app (issue 14 §2, SPEC §3 and §7): the defaults,
// saving and reading back, every option's known values, ownership, and the plan lock on coaches.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATAR_DEFAULTS, type AvatarConfig } from '../../../shared/schemas/avatar';
import { avatarConfigs, subscriptions } from '../../db/schema';
import { insertPlan } from '../../../../tests/setup/factories';
import { APP_ORIGIN, signUp, useTestApp, type Me } from '../../../../tests/setup/test-app';

const t = useTestApp();

const read = (me: Me, userId = me.user.id) => me.as({ url: `/api/joey-avatar/${userId}` });

const save = (me: Me, avatarConfig: Record<string, unknown>) =>
  me.as({ method: 'POST', url: '/api/joey-avatar', payload: { avatarConfig } });

const restyled: AvatarConfig = {
  selectedAvatar: 'joey1',
  style: 'calm',
  skinTone: 'dark',
  hairStyle: 'curly',
  hairColor: 'red',
  eyeColor: 'green',
  outfit: 'yoga',
  accessory: 'headband',
  expression: 'proud',
  voiceName: 'Samantha',
};

const storedRows = (me: Me) =>
  t.db.select().from(avatarConfigs).where(eq(avatarConfigs.userId, me.user.id));

describe('GET /api/joey-avatar/{userId}', () => {
  // The defaults' values are held to SPEC §3 once, in src/shared/avatar-looks.test.ts.
  it('answers SPEC §3 defaults to a user who never saved one', async () => {
    const me = await signUp(t);
    const res = await read(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(AVATAR_DEFAULTS);
  });

  it("refuses another user's id with 403 and names nothing of theirs", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await save(other, { ...restyled, voiceName: 'Secret Voice' });
    const res = await read(me, other.user.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.stringMatching(/your own/) });
    expect(res.body).not.toContain('Secret Voice');
    expect((await read(me, randomUUID())).statusCode).toBe(403);
  });

  it('answers 400 naming userId for an id that is not a uuid', async () => {
    const me = await signUp(t);
    const res = await read(me, 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^userId: /);
  });

  it('answers 401 when signed out', async () => {
    const me = await signUp(t);
    expect((await t.app.inject({ url: `/api/joey-avatar/${me.user.id}` })).statusCode).toBe(401);
  });

  it('reads a stored value the app no longer draws as that option’s default', async () => {
    const me = await signUp(t);
    await t.db
      .insert(avatarConfigs)
      .values({ userId: me.user.id, selectedAvatar: 'retired-coach', hairStyle: 'mohawk' });
    const res = await read(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(AVATAR_DEFAULTS);
  });
});

describe('POST /api/joey-avatar', () => {
  it('saves the config, answers it, and reads it back; a second save replaces it', async () => {
    const me = await signUp(t);
    const res = await save(me, restyled);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(restyled);
    expect((await read(me)).json()).toEqual(restyled);

    const again = { ...restyled, hairStyle: 'bun', voiceName: null };
    expect((await save(me, again)).json()).toEqual(again);
    expect((await read(me)).json()).toEqual(again);
    expect(await storedRows(me)).toHaveLength(1);
  });

  it('keeps each user’s config their own', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await save(me, restyled);
    expect((await read(other)).json()).toEqual(AVATAR_DEFAULTS);
  });

  it.each([
    ['selectedAvatar', 'joey2', /^avatarConfig\.selectedAvatar: must be one of joey1, jone, /],
    ['style', 'grumpy', /^avatarConfig\.style: must be one of friendly, energetic, calm, focused$/],
    ['skinTone', 'green', /^avatarConfig\.skinTone: must be one of light, /],
    ['hairStyle', 'mohawk', /^avatarConfig\.hairStyle: must be one of short, buzz, /],
    ['hairColor', 'purple', /^avatarConfig\.hairColor: must be one of black, brown, /],
    ['eyeColor', 'violet', /^avatarConfig\.eyeColor: must be one of brown, blue, /],
    ['outfit', 'tuxedo', /^avatarConfig\.outfit: must be one of athletic, running, /],
    ['accessory', 'cape', /^avatarConfig\.accessory: must be one of none, headband, /],
    ['expression', 'angry', /^avatarConfig\.expression: must be one of encouraging, excited, /],
    ['style', 42, /^avatarConfig\.style: must be one of /],
    ['style', undefined, /^avatarConfig\.style: is required$/],
    ['voiceName', 'v'.repeat(201), /^avatarConfig\.voiceName: must be at most 200 characters$/],
    ['voiceName', 7, /^avatarConfig\.voiceName: must be text$/],
  ])('refuses %s = %j with 400 naming the field, saving nothing', async (field, value, message) => {
    const me = await signUp(t);
    const res = await save(me, { ...restyled, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(message) });
    expect(await storedRows(me)).toEqual([]);
  });

  it('answers 400 for a missing avatarConfig', async () => {
    const me = await signUp(t);
    const res = await me.as({ method: 'POST', url: '/api/joey-avatar', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^avatarConfig: /);
  });

  it.each([[''], ['   '], [null], [undefined]])(
    'stores voiceName %j as null (the persona picks the voice)',
    async (voiceName) => {
      const me = await signUp(t);
      const res = await save(me, { ...restyled, voiceName });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().voiceName).toBeNull();
      expect((await read(me)).json().voiceName).toBeNull();
    },
  );

  it('keeps a voice name of 200 characters, trimmed', async () => {
    const me = await signUp(t);
    const long = 'v'.repeat(200);
    expect((await save(me, { ...restyled, voiceName: ` ${long} ` })).json().voiceName).toBe(long);
  });

  it('answers 401 when signed out, saving nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/joey-avatar',
      headers: { origin: APP_ORIGIN },
      payload: { avatarConfig: restyled },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the plan lock on coaches', () => {
  it('refuses a free user another coach with 403 naming the Coach plan, saving nothing', async () => {
    const me = await signUp(t);
    const res = await save(me, { ...restyled, selectedAvatar: 'jone' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Your Free plan does not include coaches other than Joey. The Coach plan does.',
    });
    expect(await storedRows(me)).toEqual([]);
    expect((await read(me)).json()).toEqual(AVATAR_DEFAULTS);
  });

  it('lets a free user restyle Joey and save a voice', async () => {
    const me = await signUp(t);
    const res = await save(me, restyled);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ selectedAvatar: 'joey1', voiceName: 'Samantha' });
  });

  it('lets the same user choose another coach once on a paid plan', async () => {
    const me = await signUp(t);
    expect((await save(me, { ...restyled, selectedAvatar: 'jone' })).statusCode).toBe(403);
    await insertPlan(t.db, me.user.id, 2);
    const res = await save(me, { ...restyled, selectedAvatar: 'jone' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(me)).json()).toEqual({ ...restyled, selectedAvatar: 'jone' });
  });

  it.each(['joann', 'jo', 'jose', 'joe'])('lets a Champion choose %s', async (coach) => {
    const me = await signUp(t);
    await insertPlan(t.db, me.user.id, 3);
    const res = await save(me, { ...restyled, selectedAvatar: coach });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().selectedAvatar).toBe(coach);
  });

  it('reads Joey for a coach the plan no longer includes, keeping the choice (issue 25 §8)', async () => {
    const me = await signUp(t);
    await insertPlan(t.db, me.user.id, 2);
    expect((await save(me, { ...restyled, selectedAvatar: 'jose' })).statusCode).toBe(200);
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled', currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, me.user.id));
    // Joey, drawn and voiced as saved, and the saved coach named for a re-upgrade.
    expect((await read(me)).json()).toEqual({
      ...restyled,
      selectedAvatar: 'joey1',
      savedAvatar: 'jose',
    });
    const restyle = await save(me, { ...restyled, selectedAvatar: 'jose', hairStyle: 'bun' });
    expect(restyle.statusCode).toBe(403);
    // Joey's new look is saved and answered as a read answers; Jose stays saved.
    const joey = await save(me, { ...restyled, hairStyle: 'bun' });
    expect(joey.statusCode, joey.body).toBe(200);
    const downgraded = {
      ...restyled,
      hairStyle: 'bun',
      selectedAvatar: 'joey1',
      savedAvatar: 'jose',
    };
    expect(joey.json()).toEqual(downgraded);
    expect((await read(me)).json()).toEqual(downgraded);
    expect(await storedRows(me)).toMatchObject([{ selectedAvatar: 'jose', hairStyle: 'bun' }]);

    await insertPlan(t.db, me.user.id, 2);
    expect((await read(me)).json()).toEqual({
      ...restyled,
      hairStyle: 'bun',
      selectedAvatar: 'jose',
    });
  });

  it('saves Joey when a plan with every coach chooses him', async () => {
    const me = await signUp(t);
    await insertPlan(t.db, me.user.id, 3);
    expect((await save(me, { ...restyled, selectedAvatar: 'jose' })).statusCode).toBe(200);
    expect((await save(me, restyled)).json()).toEqual(restyled);
    expect(await storedRows(me)).toMatchObject([{ selectedAvatar: 'joey1' }]);
  });
});
