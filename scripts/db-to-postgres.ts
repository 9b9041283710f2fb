// `npm run db:to-postgres`: copies the embedded database of DATA_DIR into DATABASE_URL
// (db/to-postgres.ts, docs/OPERATIONS.md "Moving an embedded instance to PostgreSQL").
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DataCommandError } from '../src/server/db/backup';
import { copyDataDirToPostgres } from '../src/server/db/to-postgres';
import { commandArgs, commandEnv, runCommand } from './data-command';

const USAGE = `usage: DATABASE_URL=postgres://… npm run db:to-postgres [-- --replace]

Copies every row of the embedded database in DATA_DIR into the PostgreSQL database DATABASE_URL
(migrated first), in one transaction, and checks the row counts. DATA_DIR is only read.
Stop the server first: the command refuses while anything has DATA_DIR open.
  --replace  empty a target that already holds Joey Fit data, then copy`;

const { set: replace } = commandArgs('replace', 0, USAGE);

await runCommand(async () => {
  const env = commandEnv();
  if (!env.DATABASE_URL) {
    throw new DataCommandError(
      'DATABASE_URL is not set: set it to the PostgreSQL database to copy into ' +
        '(DATABASE_URL=postgres://user@host/joeyfit npm run db:to-postgres)',
    );
  }
  const counts = await copyDataDirToPostgres({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    replace,
    log: (line) => console.log(line),
  });
  const width = Math.max(...counts.map((c) => c.table.length));
  console.log(`\n${'table'.padEnd(width)}  embedded  postgres`);
  for (const c of counts) {
    console.log(
      `${c.table.padEnd(width)}  ${String(c.source).padStart(8)}  ${String(c.target).padStart(8)}`,
    );
  }
  const rows = counts.reduce((sum, c) => sum + c.target, 0);
  console.log(`\ncopied ${rows} rows in ${counts.length} tables; every count matches.`);
  console.log(`${env.DATA_DIR} is unchanged: keep it until the PostgreSQL instance has served.`);
  if (!env.SESSION_SECRET && existsSync(path.join(env.DATA_DIR, 'session-secret'))) {
    console.log(
      'Set SESSION_SECRET (32+ characters, the same on every instance) where the app runs ' +
        'on PostgreSQL; the one in DATA_DIR/session-secret may be reused.',
    );
  }
});
