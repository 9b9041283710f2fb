import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { buildDbImage, DB_IMAGE_DIR, imageIsCurrent, imageKey, seedFromImage } from './image';

// The api project's global setup has built DB_IMAGE_DIR for this run (tests/setup).
describe.runIf(process.env.TEST_DB_KIND !== 'pg')('the first-start database image', () => {
  // Made in a hook, which a skipped suite does not run, so the PostgreSQL project leaves none.
  let work = '';
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'joeyfit-image-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is current for the committed migrations', () => {
    expect(imageIsCurrent(DB_IMAGE_DIR)).toBe(true);
  });

  it('seeds an empty data directory with a migrated database', async () => {
    const dir = path.join(work, 'fresh', 'pglite');
    expect(seedFromImage(dir)).toBe(true);
    const client = await PGlite.create(dir);
    const tiers = await client.query<{ n: number }>(
      'select count(*)::int as n from subscription_tiers',
    );
    await client.close();
    expect(tiers.rows[0]!.n).toBe(3);
    // No temporary copy is left beside it.
    expect(readdirSync(path.dirname(dir))).toEqual(['pglite']);
  });

  it('never touches a directory that already holds something', () => {
    const dir = path.join(work, 'used', 'pglite');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
    expect(seedFromImage(dir)).toBe(false);
    expect(readdirSync(dir)).toEqual(['PG_VERSION']);
  });

  it('is not used when it is incomplete', () => {
    const half = path.join(work, 'half-image');
    cpSync(DB_IMAGE_DIR, half, { recursive: true });
    rmSync(path.join(half, 'pgdata', 'PG_VERSION'));
    expect(imageIsCurrent(half)).toBe(false);
    expect(seedFromImage(path.join(work, 'from-half'), half)).toBe(false);
  });

  it('changes its key when a migration changes', () => {
    const migrations = path.join(work, 'migrations');
    cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
    const before = imageKey(migrations);
    expect(before).toBe(imageKey());
    writeFileSync(path.join(migrations, '9999_more.sql'), 'select 1;');
    expect(imageKey(migrations)).not.toBe(before);
  });

  it('leaves the previous image whole when a build fails half way', async () => {
    const target = path.join(work, 'image');
    cpSync(DB_IMAGE_DIR, target, { recursive: true });
    rmSync(path.join(target, 'manifest.json')); // stale: forces a rebuild
    const failing = () => Promise.reject(new Error('interrupted'));
    await expect(buildDbImage(failing, target)).rejects.toThrow('interrupted');
    expect(existsSync(path.join(target, 'pgdata', 'PG_VERSION'))).toBe(true);
    expect(readdirSync(work).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });
});
