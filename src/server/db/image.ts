// The embedded database's first start (issue 7 §1): creating a PGlite cluster and applying every
// migration takes 5–10 s, so `npm run build` does it once into dist/db-image, and a server whose
// DATA_DIR is empty starts from a copy of that image (well under a second). Both the image and
// the copy are made beside their target and renamed into place, so an interrupted build or first
// start never leaves half a database where the next start would look.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR, ROOT } from '../paths';

export const DB_IMAGE_DIR = path.join(ROOT, 'dist/db-image');
const DATA = 'pgdata';
const MANIFEST = 'manifest.json';

/** What an image was made from: the migrations and the PGlite build (its on-disk format). */
export function imageKey(migrationsDir = MIGRATIONS_DIR): string {
  const hash = createHash('sha256');
  const pkg = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pkg.version}\n`);
  const files = readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort();
  for (const f of files) {
    const full = path.join(migrationsDir, f);
    if (!f.endsWith('.sql') && !f.endsWith('_journal.json')) continue;
    hash.update(`${f}\n`).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

const readKey = (dir: string): string | null => {
  try {
    return (JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as { key: string }).key;
  } catch {
    return null;
  }
};

/** Whether `dir` holds a complete image of the current migrations. */
export const imageIsCurrent = (dir = DB_IMAGE_DIR) =>
  readKey(dir) === imageKey() && existsSync(path.join(dir, DATA, 'PG_VERSION'));

/**
 * Builds the image of an empty, migrated database into `dir` unless it is already current.
 * `migrate` is passed in so this module does not depend on the client module that uses it.
 */
export async function buildDbImage(
  migrate: (client: PGlite) => Promise<void>,
  dir = DB_IMAGE_DIR,
): Promise<'built' | 'current'> {
  if (imageIsCurrent(dir)) return 'current';
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  try {
    mkdirSync(path.join(tmp, DATA), { recursive: true });
    const client = await PGlite.create(path.join(tmp, DATA));
    await migrate(client);
    // A checkpoint now leaves nothing for the first start to replay.
    await client.query('checkpoint');
    await client.close();
    writeFileSync(path.join(tmp, MANIFEST), JSON.stringify({ key: imageKey() }) + '\n');
    replaceDir(tmp, dir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return 'built';
}

/** Swaps `from` in as `to`; a reader sees the old directory or the new one, never a mix. */
function replaceDir(from: string, to: string) {
  const old = `${to}.old-${process.pid}`;
  if (existsSync(to)) renameSync(to, old);
  try {
    renameSync(from, to);
  } catch (err) {
    // Another builder got there first with its own complete image: keep theirs.
    if (!existsSync(to)) throw err;
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Puts a copy of the image at `dataDir` when nothing is there yet. Returns whether it did: false
 * when a database already exists, or there is no current image (PGlite then creates one).
 */
export function seedFromImage(dataDir: string, imageDir = DB_IMAGE_DIR): boolean {
  if (!isEmptyDir(dataDir) || !imageIsCurrent(imageDir)) return false;
  const tmp = `${dataDir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  cpSync(path.join(imageDir, DATA), tmp, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(tmp, dataDir);
  return true;
}
