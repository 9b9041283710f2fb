// What the data commands (db:backup, db:restore, db:to-postgres) share: the configuration read as
// the server reads it, and refusals printed as one clear message (exit 1) rather than a stack.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DataCommandError } from '../src/server/db/backup';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { ConfigError, loadEnv, type Env } from '../src/server/env';

/** The environment as the server sees it: a .env beside package.json fills in what is unset. */
export function commandEnv(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return loadEnv();
}

/**
 * Parses the arguments: exactly `files` positionals and one boolean `flag`. `--help` prints
 * `usage` and exits 0; an unknown option or another number of positionals prints it and exits 2.
 */
export function commandArgs(flag: 'force' | 'replace', files: number, usage: string) {
  let parsed;
  try {
    parsed = parseArgs({
      options: { [flag]: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (parsed.positionals.length !== files) {
    console.error(usage);
    process.exit(2);
  }
  return { set: parsed.values[flag] === true, positionals: parsed.positionals };
}

/** Runs the command; a refusal is printed as its message and exits 1. */
export async function runCommand(main: () => Promise<void>) {
  try {
    await main();
  } catch (err) {
    const refusal =
      err instanceof DataCommandError ||
      err instanceof DataDirLockedError ||
      err instanceof ConfigError;
    console.error(refusal ? `refused: ${(err as Error).message}` : err);
    process.exit(1);
  }
}
