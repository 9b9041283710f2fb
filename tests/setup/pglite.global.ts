import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, migrateDatabase } from '../../src/server/db/client';

/**
 * Creating and migrating a PGlite database costs seconds, so it is done once per run and every
 * test file starts from a copy of the dump (ENVIRONMENT.md).
 */
export default async function setup(project: TestProject) {
  const database = fromPglite(await PGlite.create());
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    const { rm } = await import('node:fs/promises');
    await rm(file, { force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}
