// POST /api/voice-command's limits (issue 7 §5): voiceText is at most 500 characters, the body
// is small, and the longest hostile text is answered like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let me: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t);
});
afterAll(() => t.close());

const say = (voiceText: string) =>
  me.as({ method: 'POST', url: '/api/voice-command', payload: { voiceText, userId: me.user.id } });

describe('POST /api/voice-command limits', () => {
  it('refuses more than 500 characters with a message naming the field', async () => {
    const res = await say('x'.repeat(501));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'voiceText: must be at most 500 characters' });
  });

  it.each(['on 1 ', 'by 1 ', 'next '])('answers 500 characters of "%s…"', async (unit) => {
    const res = await say(`goal ${unit.repeat(100)}`.slice(0, 500));
    expect(res.statusCode).toBe(200);
    expect(res.json().action).toMatch(/^(set_goal|error)$/);
  });

  it('refuses a body far larger than any command before parsing it', async () => {
    const res = await me.as({
      method: 'POST',
      url: '/api/voice-command',
      payload: { voiceText: 'ran 2 miles', userId: me.user.id, padding: 'x'.repeat(64 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });
});
