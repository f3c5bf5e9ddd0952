import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite'; templateFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrates one template database for the whole run; each test file then gets a copy of it
 * (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE ... TEMPLATE), instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (process.env.TEST_DB === 'postgres' && !url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');

  if (!url) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
    const template = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(template);
    const dump = await template.pglite!.dumpDataDir('none');
    const templateFile = path.join(dir, 'template.tar');
    writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
    await template.close();
    project.provide('testDb', { kind: 'pglite', templateFile });
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const template = `tmpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(url, template);
  const database = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 2 });
  await migrateDatabase(database);
  await database.close();
  project.provide('testDb', { kind: 'postgres', url, template });
  return async () => {
    const rows = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${template}%`]);
    for (const row of rows.rows as { datname: string }[]) {
      await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    }
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
