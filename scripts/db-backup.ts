// `npm run db:backup -- <file>`: a backup of the embedded database in DATA_DIR (db/backup.ts).
import { backupDataDir, DataCommandError } from '../src/server/db/backup';
import { commandArgs, commandEnv, runCommand } from './data-command';

const USAGE = `usage: npm run db:backup -- <file> [--force]

Writes the embedded database of DATA_DIR to <file> (a gzipped tar, PGlite's own archive).
Stop the server first: the command refuses while anything has DATA_DIR open.
  --force  replace <file> if it exists`;

const { set: force, positionals } = commandArgs('force', 1, USAGE);
const file = positionals[0]!; // commandArgs let exactly one through

await runCommand(async () => {
  const env = commandEnv();
  if (env.DATABASE_URL) {
    throw new DataCommandError(
      'DATABASE_URL is set, so the data is in PostgreSQL: back it up with pg_dump ' +
        '(docs/OPERATIONS.md, Backups and restore)',
    );
  }
  const done = await backupDataDir({ dataDir: env.DATA_DIR, file, force });
  console.log(
    `backed up ${env.DATA_DIR} to ${file}: ${done.users} users, ${done.workouts} workouts, ` +
      `${done.migrations} migrations, ${(done.bytes / 1024).toFixed(0)} KiB`,
  );
});
