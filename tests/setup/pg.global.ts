import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPool, migrateDatabase } from '../../src/server/db/client';
import { adminUrl, databaseUrl } from './pg-urls';

/** Migrates one template database per run; each test file clones it (CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject) {
  const template = `joeyfit_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = fromPool(new pg.Pool({ connectionString: databaseUrl(template), max: 2 }));
  await migrateDatabase(database);
  await database.close();
  project.provide('pgTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
