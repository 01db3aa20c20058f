/**
 * A database per test file: in-memory PGlite by default, or a fresh database on a real PostgreSQL
 * server when TEST_DATABASE_URL is set (CI runs the suite both ways).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";

export type TestDatabase = Database & { name: string };

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: "pglite" });
    await migrate(database);
    return Object.assign(database, { name: "memory" });
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
  await migrate(database);
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
