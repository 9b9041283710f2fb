// POST /api/transcribe under hostile uploads (issue 7 §2–§4): ffmpeg reads only the upload, the
// limits are taken before the body is read, slow and aborted uploads give their places back, every
// format's length is checked before it is sent on, and no answer carries paths, tool output or an
// upstream server's body.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type Me, type TestApp } from '../../../../tests/setup/test-app';
import { hasCommand, multipart } from '../../../../tests/voice/synth';
import { encodeWav } from './audio/wav';
import type { SpeechAudio, SpeechEngine } from './stt/engine';
import { OpenAiEngine } from './stt/openai';
import { PocketsphinxEngine } from './stt/pocketsphinx';

const run = promisify(execFile);
const ORIGIN = { origin: 'http://localhost:80' };

const silence = (seconds: number, rate = 16_000) =>
  encodeWav(new Int16Array(Math.round(seconds * rate)), rate);
const wavFile = (bytes: Uint8Array) => ({ bytes, type: 'audio/wav', name: 'audio.wav' });

async function post(me: Me, fields: Parameters<typeof multipart>[0]) {
  const { payload, headers } = await multipart(fields);
  const h = { ...headers, ...ORIGIN };
  return me.as({ method: 'POST', url: '/api/transcribe', payload, headers: h });
}

/** A multipart upload whose first bytes arrive and whose rest never does. */
function stalledUpload(me: Me) {
  const boundary = 'stalled';
  const body = new PassThrough();
  body.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\n` +
      'Content-Type: audio/wav\r\n\r\nRIFF',
  );
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, ...ORIGIN };
  const answer = me.as({ method: 'POST', url: '/api/transcribe', payload: body, headers });
  return { answer, stop: () => body.destroy() };
}

/** Rejects if `p` has not settled within a generous ceiling (the old code hung forever). */
function withCeiling<T>(p: Promise<T>, ms = 15_000): Promise<T> {
  let timer: NodeJS.Timeout;
  const ceiling = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, ceiling]).finally(() => clearTimeout(timer));
}

/** Resolves once `ready()` holds (polling, with a generous ceiling). */
async function until(ready: () => Promise<boolean> | boolean, ceilingMs = 15_000) {
  const deadline = Date.now() + ceilingMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A stand-in engine that holds each recognition until `open()`; records what it was given. */
function gatedEngine(text = 'four sets of eight lunges') {
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const inputs: SpeechAudio[] = [];
  const engine: SpeechEngine = {
    name: 'gated',
    available: async () => ({ ok: true }),
    async transcribe(audio) {
      inputs.push(audio);
      await gate;
      return { text, confidence: 0.9 };
    },
  };
  return { engine, inputs, open, started: () => inputs.length > 0 };
}

/** Any sign of the server's insides: a filesystem path, the decoder's name, an upstream body. */
const INTERNALS =
  /(^|[\s"'(=:])\/(tmp|usr|home|work|etc|var|srv|opt|root|proc|dev)\b|ffmpeg|UPSTREAM-SECRET|ECONNREFUSED|moov|Invalid data/i;

function expectNoInternals(res: { statusCode: number; body: string }) {
  expect(res.body, res.body).not.toMatch(INTERNALS);
  const body = JSON.parse(res.body) as { originalError?: string; message?: string };
  if (body.originalError) expect(body.originalError).toMatch(/^[a-z_]+$/);
}

const haveFfmpeg = await hasCommand('ffmpeg');

describe('admission before the body is read', () => {
  let t: TestApp;
  let gated: ReturnType<typeof gatedEngine>;
  beforeAll(async () => {
    gated = gatedEngine();
    t = await createTestApp({ speech: { engine: gated.engine, concurrency: 1, maxQueue: 0 } });
  });
  afterAll(() => t.close());

  it('refuses a second recording of the same user (429) and others when full (503) at once', async () => {
    const [me, other] = [await signUp(t), await signUp(t)];
    const first = post(me, { audio: wavFile(silence(1)) });
    await until(gated.started);

    const mine = stalledUpload(me);
    const again = await withCeiling(mine.answer);
    mine.stop();
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      success: false,
      category: 'quota_exceeded',
      shouldRetry: false,
      message: expect.stringMatching(/already .* being transcribed/),
    });

    const theirs = stalledUpload(other);
    const full = await withCeiling(theirs.answer);
    theirs.stop();
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('5');
    expect(full.json()).toMatchObject({ category: 'quota_exceeded', shouldRetry: false });

    gated.open();
    expect((await first).statusCode).toBe(200);
    expect((await post(me, { audio: wavFile(silence(1)) })).statusCode).toBe(200);
  });
});

describe('per-user rate', () => {
  it('allows `perMinute` recordings a minute, then 429 with Retry-After', async () => {
    const engine: SpeechEngine = {
      name: 'fake',
      available: async () => ({ ok: true }),
      transcribe: async () => ({ text: 'ran two miles', confidence: 1 }),
    };
    const t = await createTestApp({ speech: { engine, perUser: { active: 1, perMinute: 2 } } });
    try {
      const me = await signUp(t);
      for (let i = 0; i < 2; i++) {
        expect((await post(me, { audio: wavFile(silence(1)) })).statusCode).toBe(200);
      }
      const third = await post(me, { audio: wavFile(silence(1)) });
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json().message).toMatch(/too many recordings/);
      // Someone else is not affected.
      expect((await post(await signUp(t), { audio: wavFile(silence(1)) })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('slow and aborted uploads', () => {
  const engine: SpeechEngine = {
    name: 'fake',
    available: async () => ({ ok: true }),
    transcribe: async () => ({ text: 'ran two miles', confidence: 1 }),
  };
  /** One place in all, so an upload that kept its place would lock everyone out. */
  const onePlace = { engine, concurrency: 1, maxQueue: 0, perUser: { active: 1, perMinute: 1e6 } };

  it('answers 408 with a message when the body does not arrive in time, and frees its place', async () => {
    const t = await createTestApp({ speech: { ...onePlace, uploadTimeoutMs: 300 } });
    try {
      const me = await signUp(t);
      const slow = stalledUpload(me);
      const res = await withCeiling(slow.answer);
      slow.stop();
      expect(res.statusCode).toBe(408);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/arrive/),
      });
      expect(res.headers.connection).toBe('close');
      expect((await post(me, { audio: wavFile(silence(1)) })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('gives the places back when the client goes away mid-upload', async () => {
    // Far beyond the test: only the abort can free the place.
    const t = await createTestApp({ speech: { ...onePlace, uploadTimeoutMs: 600_000 } });
    try {
      const [me, other] = [await signUp(t), await signUp(t)];
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      // An upload that starts and never finishes. It is answered only if it was refused: when it
      // arrived while a probe below held the only place (the probes and the socket race).
      let socket!: Socket;
      let refused = false;
      const startUpload = async () => {
        socket = connect(port, '127.0.0.1');
        await new Promise((r) => socket.once('connect', r));
        refused = false;
        socket.once('data', () => (refused = true));
        socket.write(
          'POST /api/transcribe HTTP/1.1\r\nHost: localhost:80\r\nOrigin: http://localhost:80\r\n' +
            `Cookie: ${me.cookie}\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
            'Content-Length: 1000000\r\n\r\n--b\r\n' +
            'Content-Disposition: form-data; name="audio"; filename="a.wav"\r\n\r\nRIFF',
        );
      };
      await startUpload();
      // A request without audio is answered 400 once admitted, 503 while the upload holds the
      // only place (probes run one at a time, so only the upload can hold it then): wait until
      // the upload holds it, starting it again if it was refused…
      const noAudio = (who: Me) => post(who, { prompt: 'no audio' }).then((r) => r.statusCode);
      await until(async () => {
        if (refused) {
          socket.destroy();
          await startUpload();
          return false;
        }
        return (await noAudio(other)) === 503;
      });
      expect(await noAudio(me)).toBe(429);
      socket.destroy();
      // …then the client goes away, and both its place and its user's count come back.
      await until(async () => (await noAudio(me)) === 400);
      expect(await noAudio(other)).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!haveFfmpeg)('ffmpeg reads the upload and nothing else', () => {
  let dir: string;
  let t: TestApp;
  let me: Me;
  let calls = 0;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'joeyfit-hostile-'));
    // A local recording (named .mp4 so ffmpeg's extension check lets a playlist open it).
    writeFileSync(path.join(dir, 'secret.mp4'), silence(2));
    const engine: SpeechEngine = {
      name: 'fake',
      available: async () => ({ ok: true }),
      transcribe: async () => {
        calls++;
        return { text: 'the secret recording', confidence: 1 };
      },
    };
    t = await createTestApp({ speech: { engine } });
    me = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses an "mp4" that is a DASH manifest naming a local file, reading nothing', async () => {
    // Bytes 4–7 say ftyp, so it sniffs as mp4; the comment keeps it valid XML, and the jp2 brand
    // keeps ffmpeg's mp4 probe score low enough that its DASH demuxer would win.
    const manifest =
      '<!--ftypjp2 -->\n' +
      '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" ' +
      'profiles="urn:mpeg:dash:profile:isoff-on-demand:2011" mediaPresentationDuration="PT2S" ' +
      'minBufferTime="PT1S"><Period><AdaptationSet mimeType="audio/mp4">' +
      `<Representation id="a" bandwidth="256000"><BaseURL>file://${dir}/secret.mp4</BaseURL>` +
      '</Representation></AdaptationSet></Period></MPD>\n';
    const res = await post(me, {
      audio: { bytes: Buffer.from(manifest), type: 'audio/mp4', name: 'a.mp4' },
    });
    expect([400, 415]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ success: false, category: 'invalid_audio' });
    expect(res.body).not.toMatch(/secret/);
    expect(calls).toBe(0);
    expectNoInternals(res);
  });

  it('still decodes real webm, ogg and mp4 recordings', async () => {
    for (const [ext, codec] of [
      ['webm', 'libopus'],
      ['ogg', 'libopus'],
      ['mp4', 'aac'],
    ] as const) {
      const out = path.join(dir, `ok.${ext}`);
      await run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=f=440:r=48000', '-t', '1', '-c:a', codec, out]); // prettier-ignore
      const res = await post(me, {
        audio: { bytes: readFileSync(out), type: `audio/${ext}`, name: `a.${ext}` },
      });
      expect(res.statusCode, ext).toBe(200);
    }
  });
});

describe.skipIf(!haveFfmpeg)('an OpenAI-compatible server gets only checked recordings', () => {
  let server: Server;
  let baseUrl: string;
  let received = 0;
  let answer: { status: number; body: string } = { status: 200, body: '{"text":"ran two miles"}' };
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received++;
        res.statusMessage = 'UPSTREAM-SECRET status text';
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('refuses a 40-second webm before sending it (413 too_long)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'joeyfit-long-'));
    try {
      const out = path.join(dir, 'long.webm');
      await run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-t', '40', '-c:a', 'libopus', out]); // prettier-ignore
      const t = await createTestApp({ speech: { engine: new OpenAiEngine({ baseUrl }) } });
      try {
        const before = received;
        const res = await post(await signUp(t), {
          audio: { bytes: readFileSync(out), type: 'audio/webm', name: 'a.webm' },
        });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({ category: 'invalid_audio', originalError: 'too_long' });
        expect(received).toBe(before);
      } finally {
        await t.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("never passes on the server's error body or status text", async () => {
    const t = await createTestApp({ speech: { engine: new OpenAiEngine({ baseUrl }) } });
    const down = await createTestApp({
      speech: { engine: new OpenAiEngine({ baseUrl: 'http://127.0.0.1:9' }) },
    });
    try {
      const me = await signUp(t);
      for (const status of [400, 429, 500, 503]) {
        answer = { status, body: '{"error":"UPSTREAM-SECRET at /srv/whisper/model.bin"}' };
        const res = await post(me, { audio: wavFile(silence(1)) });
        expect(res.statusCode, String(status)).toBeGreaterThanOrEqual(400);
        expectNoInternals(res);
      }
      answer = { status: 200, body: '{"no":"text"}' };
      expectNoInternals(await post(me, { audio: wavFile(silence(1)) }));
      expectNoInternals(await post(await signUp(down), { audio: wavFile(silence(1)) }));
    } finally {
      await t.close();
      await down.close();
    }
  });
});

describe('no answer carries internals', () => {
  it('for unreadable, undecodable and unsupported uploads, and engines that fail', async () => {
    const failing: SpeechEngine = {
      name: 'failing',
      available: async () => ({ ok: true }),
      transcribe: async () => {
        throw new Error('segfault in /usr/lib/x86_64-linux-gnu/libpocketsphinx.so.3');
      },
    };
    const t = await createTestApp({ speech: { engine: failing, perUser: { active: 1, perMinute: 100 } } }); // prettier-ignore
    const missing = await createTestApp({
      speech: { engine: new PocketsphinxEngine({ modelDir: path.join(os.tmpdir(), 'nope') }) },
    });
    try {
      const me = await signUp(t);
      const alaw = Buffer.from(silence(1));
      alaw.writeUInt16LE(6, 20); // A-law
      const webmHead = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const fakeMp4 = Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(64, 7)]);
      for (const audio of [
        wavFile(alaw),
        { bytes: webmHead, type: 'audio/webm', name: 'a.webm' },
        { bytes: fakeMp4, type: 'audio/mp4', name: 'a.mp4' },
        { bytes: Buffer.from('not audio at all'), type: 'text/plain', name: 'a.txt' },
        wavFile(silence(1)), // the engine fails on it
        wavFile(silence(31)),
      ]) {
        const res = await post(me, { audio });
        expect(res.statusCode, audio.name).toBeGreaterThanOrEqual(400);
        expectNoInternals(res);
      }
      expectNoInternals(await post(await signUp(missing), { audio: wavFile(silence(1)) }));
    } finally {
      await t.close();
      await missing.close();
    }
  });

  it('answers malformed bodies with a 4xx JSON message, never a 500', async () => {
    const t = await createTestApp({ speech: { engine: gatedEngine().engine } });
    try {
      const me = await signUp(t);
      const bodies: [string, string | Buffer][] = [
        ['multipart/form-data', 'no boundary'],
        ['multipart/form-data; boundary=x', 'garbage without any boundary'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x--'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="audio"; filename="a"\r\n\r\n'],
        ['multipart/form-data; boundary=x', ''],
        ['application/json', '{"audio":'],
        ['application/octet-stream', Buffer.alloc(100)],
        ['text/plain', 'hello'],
      ]; // prettier-ignore
      for (const [type, payload] of bodies) {
        const res = await me.as({
          method: 'POST',
          url: '/api/transcribe',
          payload,
          headers: { 'content-type': type, ...ORIGIN },
        });
        expect(res.statusCode, `${type}: ${String(payload)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${type}: ${String(payload)}`).toBeLessThan(500);
        expect(typeof res.json().message).toBe('string');
        expectNoInternals(res);
      }
    } finally {
      await t.close();
    }
  });
});
