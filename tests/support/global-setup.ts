/**
 * Vitest global setup: builds the test databases' templates once per run, so a test file copies a
 * migrated database instead of creating and migrating its own (tests/support/db.ts).
 *
 * - PGlite: a new in-memory cluster (its initdb is the slow part), dumped once empty and once
 *   migrated with `dumpDataDir` to files in a temporary folder; a test file starts PGlite from one
 *   of them. Uncompressed: loading it is no slower than the gzip dump and costs no inflating.
 *   Not on PostgreSQL runs: there only the few tests that use PGlite on purpose (migrations, backups
 *   across kinds) would load them, and they create their cluster on the spot as before.
 * - PostgreSQL (TEST_DATABASE_URL): a migrated template database; a test file gets
 *   `CREATE DATABASE … TEMPLATE` of it, a copy of its files instead of running every migration.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { databaseUrl, type TestDatabaseTemplates } from "./templates.ts";

async function dumpTo(database: Database, file: string) {
  // drizzle's PGlite database keeps its client as `$client`
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

async function pgliteTemplates(dir: string) {
  const database = await openDatabase({ kind: "pglite" });
  try {
    const empty = path.join(dir, "pglite-empty.tar");
    await dumpTo(database, empty);
    await migrate(database);
    const migrated = path.join(dir, "pglite-migrated.tar");
    await dumpTo(database, migrated);
    return { empty, migrated };
  } finally {
    await database.close();
  }
}

async function postgresTemplate(adminUrl: string) {
  const name = `test_template_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template: closed before use
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, name), poolSize: 1 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return { name, drop };
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "site-test-templates-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await postgresTemplate(adminUrl) : undefined;
  const templates: TestDatabaseTemplates = postgres
    ? { postgres: postgres.name }
    : { pglite: await pgliteTemplates(dir) };
  project.provide("testDatabaseTemplates", templates);
  return async () => {
    await postgres?.drop();
    await rm(dir, { recursive: true, force: true });
  };
}
