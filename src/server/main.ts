import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { migrateDatabase, openDatabase } from './db/client';
import { SERVING_LIMITS } from './db/postgres-pool';
import { ConfigError, loadEnv, type Env } from './env';
import { warmUpInterpreter } from '../shared/voice/interpret/interpret';

/** SESSION_SECRET, else one generated once and kept in DATA_DIR (DESIGN §3). */
function resolveSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.resolve(env.DATA_DIR, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

async function main() {
  const started = performance.now();
  // A .env file (see .env.example) fills in what the real environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  // Start-up notes wait for the logger, which the app builds.
  const notes: string[] = [];
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    log: (line) => notes.push(line),
    limits: SERVING_LIMITS,
  });
  await migrateDatabase(database);
  const app = await buildApp({
    env,
    database,
    sessionSecret: resolveSecret(env),
    logger: {
      level: env.LOG_LEVEL ?? 'info',
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
  });

  for (const note of notes) app.log.info(note);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.resolve(env.DATA_DIR)}`;
  app.log.info(
    `Joey Fit ready on http://localhost:${env.PORT} (${where}, ${Math.round(performance.now() - started)} ms)`,
  );
  // Trains the intent classifier and compiles the date grammar now (under a second of CPU) rather
  // than on the first voice command; after listening, so start-up does not wait for it.
  warmUpInterpreter();
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Joey Fit failed to start:', err);
  }
  process.exit(1);
});
