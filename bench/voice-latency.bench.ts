// Voice latency from the end of a recording to the result shown (issue 15 §5; goal p50 ≤ 1 s),
// and from the end of speech to the reply (issue 31 §5: the quiet that ends a recording counted):
// what the app does when the user stops speaking: POST /api/transcribe with the WAV, then
// POST /api/voice-command with the text it answered (interpret and store), one after the other,
// as a signed-in user. The built server (`node dist/server/main.js`, production: one recogniser
// on the 2-core reference machine, started with the server) runs on a throw-away DATA_DIR
// (PGlite), then on a throw-away PostgreSQL database when one answers. Twenty logging commands
// written for this bench (none from the development corpus), about 4 s each as flite's slt voice
// speaks them, each sent BENCH_REPEATS times (default 3), one request at a time.
// Prints Markdown tables. Run: npm run build, then npx tsx bench/voice-latency.bench.ts
//   BENCH_DATABASE_URL  admin URL for the PostgreSQL half (default: the local server)
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { VAD_DEFAULTS } from '../src/client/features/workout-session/hands-free/vad';
import { endpoint, RATE } from '../src/server/features/voice/audio/frontend';
import { encodeWav, wavTo16kMono } from '../src/server/features/voice/audio/wav';
import { hasCommand, synthesize } from '../tests/voice/synth';
import { onEachDatabase } from './databases';
import { ENTRY, startServer } from './server';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const GOAL_P50_MS = 1000;
/** POST /api/transcribe allows 20 recordings a minute per user: a new user after this many. */
const PER_USER = 15;

/** Logging commands as people say them, written for this bench. */
const COMMANDS = [
  'i did four sets of ten squats at one hundred eighty five pounds',
  'this morning i ran five kilometers in twenty eight minutes and thirty seconds',
  'three sets of twelve bicep curls with thirty pound dumbbells',
  'i rowed for twenty five minutes and then i did fifty sit ups',
  'bench press five sets of five at two hundred and five pounds',
  'yesterday evening i swam twenty laps of the pool in about forty minutes',
  'i cycled twelve miles after work today in about fifty minutes',
  'three rounds of fifteen kettlebell swings and ten burpees',
  'deadlift four sets of six at two hundred seventy five pounds',
  'i walked for forty minutes around the park with my dog this afternoon',
  'i did an hour of yoga this evening and then i stretched for ten more minutes',
  'standing overhead press three sets of eight reps at ninety five pounds',
  'on saturday i hiked six miles with a heavy backpack up the hill',
  'i did four sets of twenty push ups and then three sets of ten pull ups',
  'i jumped rope for fifteen minutes then did a side plank for ninety seconds',
  'lunges three sets of twelve with twenty five pound dumbbells',
  'i played tennis with my brother for ninety minutes on sunday',
  'leg press four sets of ten at three hundred sixty pounds',
  'i took a forty five minute spin class at the gym this morning before work',
  'barbell rows four sets of eight at one hundred fifty five pounds',
];

if (!existsSync(ENTRY)) throw new Error('run `npm run build` first: the bench starts the server');
if (!(await hasCommand('flite'))) {
  console.log('voice-latency bench: flite is not installed (npm run setup:test); nothing measured');
  process.exit(0);
}

/**
 * Each command as a recording ends in the app: the speech, then the quiet that ends it (the
 * hands-free detector stops after VAD_DEFAULTS.endMs of quiet; a tap on Stop comes about as
 * late). `afterSpeech` is the time from the last speech frame (by frame energy, no margins) to
 * the end of the recording, so end of speech → reply = afterSpeech + the two requests.
 */
const recordings = await Promise.all(
  COMMANDS.map(async (text) => {
    const { pcm: spoken } = wavTo16kMono(readFileSync(await synthesize(text, 'slt')));
    const { end } = endpoint(Float64Array.from(spoken), { lead: 0, hangover: 0 });
    const quiet = Math.round((VAD_DEFAULTS.endMs / 1000) * RATE);
    const pcm = new Int16Array(end + quiet);
    pcm.set(spoken.subarray(0, end));
    const wav = encodeWav(pcm);
    return { text, wav, seconds: pcm.length / RATE, afterSpeech: quiet / RATE };
  }),
);

interface User {
  id: string;
  cookie: string;
}

async function signUp(base: string): Promise<User> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_${randomBytes(4).toString('hex')}`,
      password: 'bench password 1',
    }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return { id: ((await res.json()) as { id: string }).id, cookie };
}

interface Sample {
  transcribeMs: number;
  commandMs: number;
  heard: string;
  action: string;
}

/** What the app does after a recording: transcribe it, then run the text as a command. */
async function speakCommand(base: string, user: User, wav: Buffer): Promise<Sample> {
  const headers = { origin: base, cookie: user.cookie };
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'recording.wav');
  const t0 = performance.now();
  const res = await fetch(`${base}/api/transcribe`, { method: 'POST', headers, body: form });
  const body = (await res.json()) as { success: boolean; transcription?: { text: string } };
  const t1 = performance.now();
  if (!res.ok || !body.transcription) {
    throw new Error(`transcribe: ${res.status} ${JSON.stringify(body)}`);
  }
  const heard = body.transcription.text;
  const command = await fetch(`${base}/api/voice-command`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: user.id, voiceText: heard }),
  });
  const result = (await command.json()) as { action: string };
  const t2 = performance.now();
  if (!command.ok) throw new Error(`voice-command: ${command.status} ${JSON.stringify(result)}`);
  return { transcribeMs: t1 - t0, commandMs: t2 - t1, heard, action: result.action };
}

async function benchDatabase(label: string, env: Record<string, string>) {
  // At info, as in production: `chosen` counts the answers where the n-best choice replaced the
  // recogniser's first hypothesis (the `transcribe` log line's detail).
  const log = { chosen: 0 };
  const server = await startServer({
    env: { ...env, LOG_LEVEL: 'info', SIGNUP_LIMIT: '1000' },
    onLine: (line) => {
      if (line.includes('"msg":"transcribe"') && line.includes('chosen over')) log.chosen++;
    },
  });
  try {
    const runs = REPEATS * recordings.length;
    const users = await Promise.all(
      Array.from({ length: Math.ceil(runs / PER_USER) + 1 }, () => signUp(server.base)),
    );
    // Not counted: the recogniser may still be starting, and the first queries warm the caches.
    await speakCommand(server.base, users.at(-1)!, recordings[0]!.wav);
    const chosenBefore = log.chosen;
    const samples: (Sample & { text: string; afterSpeech: number })[] = [];
    for (let i = 0; i < runs; i++) {
      const { text, wav, afterSpeech } = recordings[i % recordings.length]!;
      const user = users[Math.floor(i / PER_USER)]!;
      samples.push({ text, afterSpeech, ...(await speakCommand(server.base, user, wav)) });
    }
    // The server's log lines arrive on their own schedule: give the last one a moment.
    await new Promise((r) => setTimeout(r, 200));
    return { label, samples, chosen: log.chosen - chosenBefore };
  } finally {
    await server.stop();
  }
}

const results = await onEachDatabase(({ kind, env }) =>
  kind === 'pglite' ? benchDatabase('PGlite', env) : benchDatabase('PostgreSQL', env),
);

const quantile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(p * (sorted.length - 1))]!;
};
const ms = (v: number) => String(Math.round(v));
const seconds = recordings.map((r) => r.seconds);
const mean = seconds.reduce((a, b) => a + b, 0) / seconds.length;

console.log(
  `\n${recordings.length} commands (flite slt, ${mean.toFixed(2)} s mean, ` +
    `${Math.min(...seconds).toFixed(2)}–${Math.max(...seconds).toFixed(2)} s), ` +
    `${REPEATS} runs each, one at a time; goal: total p50 ≤ ${GOAL_P50_MS} ms\n`,
);
console.log('| database | step | p50 ms | p95 ms | max ms |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const { label, samples } of results) {
  const steps: [string, number[]][] = [
    ['`POST /api/transcribe` (WAV upload, recognition)', samples.map((s) => s.transcribeMs)],
    ['`POST /api/voice-command` (interpret, store)', samples.map((s) => s.commandMs)],
    ['total: end of recording → result', samples.map((s) => s.transcribeMs + s.commandMs)],
    [
      `**end of speech → reply** (${VAD_DEFAULTS.endMs} ms of quiet ends the recording, then both)`,
      samples.map((s) => s.afterSpeech * 1000 + s.transcribeMs + s.commandMs),
    ],
  ];
  for (const [step, values] of steps) {
    const row = [quantile(values, 0.5), quantile(values, 0.95), Math.max(...values)].map(ms);
    console.log(`| ${label} | ${step} | ${row.join(' | ')} |`);
  }
}
for (const { label, samples, chosen } of results) {
  const exact = samples.filter((s) => s.heard === s.text).length;
  const logged = samples.filter((s) => s.action === 'log_workout').length;
  const p50 = quantile(
    samples.map((s) => s.transcribeMs + s.commandMs),
    0.5,
  );
  console.log(
    `\n${label}: ${samples.length} commands, ${exact} heard word for word, ${logged} stored as ` +
      `a workout, ${chosen} answered with an n-best hypothesis other than the first; ` +
      `total p50 ${ms(p50)} ms ${p50 <= GOAL_P50_MS ? 'meets' : 'misses'} the goal`,
  );
}
// What the recogniser made of the commands it did not hear word for word (the first run).
const misheard = new Map<string, string>();
for (const s of results[0]?.samples ?? []) {
  if (s.heard !== s.text && !misheard.has(s.text)) misheard.set(s.text, `${s.heard} (${s.action})`);
}
if (misheard.size > 0) {
  console.log('\n| said | heard (action) |\n| --- | --- |');
  for (const [said, heard] of misheard) console.log(`| ${said} | ${heard} |`);
}
