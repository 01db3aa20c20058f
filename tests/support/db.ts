/**
 * A database per test file: in-memory PGlite by default, or a database of its own on a real
 * PostgreSQL server when TEST_DATABASE_URL is set (CI runs the suite both ways).
 *
 * Each is a copy of a template the global setup migrated once per run (global-setup.ts): PGlite
 * starts from a dump of the migrated data directory, PostgreSQL copies a template database. A test
 * that needs a database without tables (the migrations' own tests, old backups) asks for
 * `{ migrated: false }`. Run outside that setup (no templates provided), each database is created
 * and migrated on the spot, as before.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { databaseUrl } from "./templates.ts";

export type TestDatabase = Database & { name: string };

/** the templates of this run, or undefined outside a Vitest worker (a script using these helpers) */
function templates() {
  try {
    return inject("testDatabaseTemplates");
  } catch {
    return undefined;
  }
}

interface Options {
  /** false: no tables and no migrations applied (default true: every migration applied) */
  migrated?: boolean;
}

/** this run's kind of database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set */
export async function createTestDatabase(options: Options = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? createPostgresDatabase(adminUrl, options) : createTestPglite(options);
}

/** an in-memory PGlite database whatever the run's kind (for tests of PGlite itself) */
export async function createTestPglite({ migrated = true }: Options = {}): Promise<TestDatabase> {
  const dump = templates()?.pglite?.[migrated ? "migrated" : "empty"];
  const template = dump ? new Blob([await readFile(dump)]) : undefined;
  const database = await openDatabase({ kind: "pglite", template });
  if (migrated && !template) await migrate(database);
  return Object.assign(database, { name: "memory" });
}

async function createPostgresDatabase(adminUrl: string, { migrated = true }: Options): Promise<TestDatabase> {
  const template = migrated ? templates()?.postgres : undefined;
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, name), poolSize: 4 });
  if (migrated && !template) await migrate(database);
  const close = database.close;
  return Object.assign(database, {
    name,
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  });
}
