import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, migrateDatabase } from '../../src/server/db/client';
import { buildDbImage, seedFromImage } from '../../src/server/db/image';

/**
 * Creating and migrating a PGlite database costs seconds, so it is done once: into the build's
 * first-start image (dist/db-image, which the server-process tests start from too), and every
 * test file starts from an in-memory copy of a dump of it (ENVIRONMENT.md).
 */
export default async function setup(project: TestProject) {
  await buildDbImage((client) => migrateDatabase(fromPglite(client)));
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const copy = path.join(dir, `pglite-copy-${process.pid}`);
  if (!seedFromImage(copy)) throw new Error('the database image was not built');
  const client = await PGlite.create(copy);
  const dump = await client.dumpDataDir('none');
  await client.close();
  rmSync(copy, { recursive: true, force: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}
