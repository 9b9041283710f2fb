// Hands-free session commands (issue 11 §5) through the real offline recogniser: each command is
// spoken by the four flite voices, sent as a WAV to POST /api/transcribe, and the transcription
// read with parseSessionCommand, as the workout-session page does. Prints what was heard; the
// model learns these words from SESSION_COMMAND_PHRASES (scripts/voice-model/corpus.ts), so a
// command it misses is fixed there, never here. CI installs pocketsphinx, flite and sox
// (npm run setup:test); without them this says why it is skipped.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVoiceModel } from '../../../../scripts/voice-model/build';
import { createTestApp, signUp, type Me, type TestApp } from '../../../../tests/setup/test-app';
import { FLITE_VOICES, hasCommand, multipart, synthesize } from '../../../../tests/voice/synth';
import { parseSessionCommand, type SessionCommand } from '../../../shared/session/commands';
import { parseLiveCommand, type LiveCommand } from '../../../shared/session/live-commands';
import { PocketsphinxEngine } from './stt/pocketsphinx';

/** What is said, and the command it must come out as. */
const SPOKEN: readonly [string, SessionCommand][] = [
  ['next', { type: 'next' }],
  ['skip', { type: 'skip' }],
  ['pause', { type: 'pause' }],
  ['resume', { type: 'resume' }],
  ['done', { type: 'done' }],
  ['stop', { type: 'stop' }],
  ['I did ten', { type: 'reps', reps: 10 }],
  ['next one', { type: 'next' }],
  ['skip this one', { type: 'skip' }],
  ['hold on', { type: 'pause' }],
  ['keep going', { type: 'resume' }],
  ["I'm done", { type: 'done' }],
  ['stop the workout', { type: 'stop' }],
  ['I got twelve', { type: 'reps', reps: 12 }],
  ['eight reps', { type: 'reps', reps: 8 }],
];
/** A live workout's commands (issue 27 §3), read with parseLiveCommand as the live page does. */
const SPOKEN_LIVE: readonly [string, LiveCommand][] = [
  ['did eight at one eighty five', { type: 'did', reps: 8, weight: 185 }],
  ['same again', { type: 'sameAgain' }],
  ['rest two minutes', { type: 'restSet', seconds: 120 }],
  ['skip rest', { type: 'restSkip' }],
  ['next exercise', { type: 'nextExercise' }],
  ['add a set', { type: 'addSet' }],
  ['eight reps', { type: 'reps', reps: 8 }],
  ['two twenty five for five', { type: 'did', reps: 5, weight: 225 }],
];
/**
 * At least this share must come out right over all voices. Measured 55/60 (91.7 %, 2026-11-24,
 * with whole session commands preferred among the n-best hypotheses);
 * the margin is for changes to the shared language model, which move short commands a little.
 */
const GOAL = 0.8;

const missing = [
  !existsSync('/usr/share/pocketsphinx/model/en-us/en-us') && 'Debian pocketsphinx-en-us',
  !(await hasCommand('flite')) && 'flite',
].filter(Boolean);

describe.skipIf(missing.length > 0)('session commands through POST /api/transcribe', () => {
  let t: TestApp;
  let me: Me;
  beforeAll(async () => {
    const built = await buildVoiceModel();
    if (built.status === 'skipped') throw new Error(built.reason);
    // One user sends every recording in turn: the per-minute limit would stop a real one.
    t = await createTestApp({
      speech: {
        engine: new PocketsphinxEngine({ size: 1 }),
        concurrency: 1,
        maxQueue: 4,
        perUser: { active: 1, perMinute: Infinity },
      },
    });
    me = await signUp(t);
  }, 180_000);
  afterAll(() => t?.close());

  /** Each command spoken by every voice and transcribed: the share read right, and the misses. */
  async function measure<C>(
    spoken: readonly (readonly [string, C])[],
    parse: (heard: string) => C | null,
  ): Promise<{ right: number; total: number; lines: string[] }> {
    const lines: string[] = [];
    let right = 0;
    for (const voice of FLITE_VOICES) {
      for (const [said, expected] of spoken) {
        const wav = readFileSync(await synthesize(said, voice));
        const { payload, headers } = await multipart({
          audio: { bytes: wav, type: 'audio/wav', name: 'command.wav' },
          prompt: 'session command',
        });
        const res = await me.as({ method: 'POST', url: '/api/transcribe', payload, headers });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { success: boolean; transcription?: { text: string } };
        const heard = body.transcription?.text ?? '';
        const command = parse(heard);
        const ok = JSON.stringify(command) === JSON.stringify(expected);
        if (ok) right++;
        else lines.push(`  ${voice}: "${said}" → "${heard}" → ${JSON.stringify(command)}`);
      }
    }
    return { right, total: FLITE_VOICES.length * spoken.length, lines };
  }
  const report = (what: string, { right, total, lines }: Awaited<ReturnType<typeof measure>>) =>
    console.log(
      [`${what}: ${right}/${total} = ${((100 * right) / total).toFixed(1)} % right`, ...lines].join(
        '\n',
      ),
    );

  it(`understands at least ${GOAL * 100} % of spoken session commands`, async () => {
    const result = await measure(SPOKEN, parseSessionCommand);
    report('session commands', result);
    expect(result.right / result.total).toBeGreaterThanOrEqual(GOAL);
  }, 300_000);

  it(`understands at least ${GOAL * 100} % of spoken live-workout commands`, async () => {
    const result = await measure(SPOKEN_LIVE, parseLiveCommand);
    report('live-workout commands', result);
    expect(result.right / result.total).toBeGreaterThanOrEqual(GOAL);
  }, 300_000);
});

if (missing.length > 0) {
  describe('session commands through POST /api/transcribe', () => {
    it.skip(`skipped: missing ${missing.join(', ')} (npm run setup:test installs them)`, () => {});
  });
}
