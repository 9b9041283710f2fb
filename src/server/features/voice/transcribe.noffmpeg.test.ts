// POST /api/transcribe on a server without ffmpeg (issue 7 §3): a WAV that needs resampling goes
// to the engine undecoded and the recogniser process resamples it, never the API's event loop;
// compressed recordings are refused, without naming the missing tool, and never sent upstream.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVoiceModel } from '../../../../scripts/voice-model/build';
import { createTestApp, signUp } from '../../../../tests/setup/test-app';
import { hasCommand, multipart, synthesize } from '../../../../tests/voice/synth';
import { encodeWav } from './audio/wav';
import type { SpeechAudio, SpeechEngine } from './stt/engine';
import { PocketsphinxEngine } from './stt/pocketsphinx';

const run = promisify(execFile);
const SENTENCE = 'three sets of twelve push ups';
const ORIGIN = { origin: 'http://localhost:80' };
const haveSpeech =
  existsSync('/usr/share/pocketsphinx/model/en-us/en-us') &&
  (await hasCommand('flite')) &&
  (await hasCommand('sox'));

let dir = '';
let stereo44k: Buffer = Buffer.alloc(0);
const path0 = process.env.PATH;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'joeyfit-noffmpeg-'));
  if (haveSpeech) {
    await buildVoiceModel();
    const out = path.join(dir, 'stereo.wav');
    await run('sox', [await synthesize(SENTENCE, 'slt'), '-r', '44100', '-c', '2', out]);
    stereo44k = readFileSync(out);
  } else {
    const tone = Int16Array.from({ length: 44_100 }, (_, i) => 8000 * Math.sin(i / 10));
    stereo44k = encodeWav(tone, 44_100);
  }
  // From here on this test process finds no ffmpeg (the check runs once, on the first upload).
  process.env.PATH = '/nonexistent';
}, 120_000);
afterAll(() => {
  process.env.PATH = path0;
  rmSync(dir, { recursive: true, force: true });
});

async function post(t: Awaited<ReturnType<typeof createTestApp>>, audio: Buffer, type: string) {
  const me = await signUp(t);
  const { payload, headers } = await multipart({ audio: { bytes: audio, type, name: 'a' } });
  const h = { ...headers, ...ORIGIN };
  return me.as({ method: 'POST', url: '/api/transcribe', payload, headers: h });
}

describe('without ffmpeg', () => {
  it('hands a 44.1 kHz stereo WAV to the engine undecoded', async () => {
    const seen: SpeechAudio[] = [];
    const engine: SpeechEngine = {
      name: 'fake',
      available: async () => ({ ok: true }),
      transcribe: async (audio) => {
        seen.push(audio);
        return { text: 'ran two miles', confidence: 1 };
      },
    };
    const t = await createTestApp({ speech: { engine } });
    try {
      expect((await post(t, stereo44k, 'audio/wav')).statusCode).toBe(200);
      expect(seen).toHaveLength(1);
      expect('wav' in seen[0]! && Buffer.from(seen[0].wav).equals(stereo44k)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!haveSpeech)('the recogniser process resamples it and hears the sentence', async () => {
    const t = await createTestApp({ speech: { engine: new PocketsphinxEngine({ size: 1 }) } });
    try {
      const res = await post(t, stereo44k, 'audio/wav');
      expect(res.json().transcription?.text).toBe(SENTENCE);
    } finally {
      await t.close();
    }
  });

  it('refuses compressed audio with 415, naming no tool', async () => {
    const engine: SpeechEngine = {
      name: 'fake',
      available: async () => ({ ok: true }),
      transcribe: async () => ({ text: 'never', confidence: 1 }),
      transcribeFile: async () => ({ text: 'never sent on', confidence: 1 }),
    };
    const t = await createTestApp({ speech: { engine } });
    try {
      const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(500, 1)]);
      const res = await post(t, webm, 'audio/webm');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        category: 'invalid_audio',
        error: 'This server can only read WAV recordings',
        originalError: 'decoder_missing',
      });
      expect(res.body).not.toMatch(/ffmpeg/i);
    } finally {
      await t.close();
    }
  });
});
