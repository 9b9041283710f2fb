// `npm run db:restore -- <file>`: puts a db:backup archive back as DATA_DIR's embedded database.
import { restoreDataDir } from '../src/server/db/backup';
import { commandArgs, commandEnv, runCommand } from './data-command';

const USAGE = `usage: npm run db:restore -- <file> [--force]

Restores a backup made by db:backup into DATA_DIR. Stop the server first: the command refuses
while anything has DATA_DIR open. The server applies newer migrations when it starts.
  --force  replace the database DATA_DIR holds (it is kept beside it, renamed)`;

const { set: force, positionals } = commandArgs('force', 1, USAGE);
const file = positionals[0]!; // commandArgs let exactly one through

await runCommand(async () => {
  const env = commandEnv();
  const done = await restoreDataDir({ dataDir: env.DATA_DIR, file, force });
  console.log(
    `restored ${file} into ${env.DATA_DIR}: ${done.users} users, ${done.workouts} workouts, ` +
      `${done.migrations} migrations`,
  );
  if (done.keptAt) console.log(`the database it replaced is kept in ${done.keptAt}`);
  if (env.DATABASE_URL) {
    console.log('note: DATABASE_URL is set, so the server uses PostgreSQL, not this database');
  }
});
