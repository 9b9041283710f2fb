// `npm run leaderboard:rebuild`: reconciles every user's XP ledger with the rules and rebuilds the
// boards from it (decision 017), on DATABASE_URL or the embedded database in DATA_DIR. On
// PostgreSQL it is safe while the app runs: each user's days are settled under that user's lock,
// the boards under the standings lock, and a second run changes nothing. The embedded database
// belongs to one process, so there it refuses while the app runs (DATA_DIR's lock file).
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import {
  rebuildStandings,
  settleAll,
} from '../src/server/features/progression/progression.service';

const env = loadEnv(process.env);
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  log: console.log,
});
try {
  await migrateDatabase(database);
  const started = performance.now();
  await settleAll(database.db);
  await rebuildStandings(database.db);
  console.log(`ledger settled and boards rebuilt in ${Math.round(performance.now() - started)} ms`);
} finally {
  await database.close();
}
