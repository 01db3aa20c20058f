/**
 * Migrations apply from an empty database, a second run does nothing, and (on PostgreSQL) two
 * instances migrating at once do not both apply them. Runs on in-memory PGlite, and on a real
 * PostgreSQL when TEST_DATABASE_URL is set (CI runs both).
 */
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/db.ts";
import { type Database, openDatabase } from "./client.ts";
import { migrate, migrationsAreCurrent, migrationsFolder } from "./migrate.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const opened: (() => Promise<void>)[] = [];

/** a database with nothing in it: in-memory PGlite, or a new database on the test server */
async function emptyDatabase(): Promise<Database> {
  const database = await createTestDatabase({ migrated: false });
  opened.push(() => database.close());
  return database;
}

afterEach(async () => {
  while (opened.length) await opened.pop()?.();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number(rowsOf<{ n: number }>(result)[0].n);
}

async function publicTables(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
}

// PGlite starts slowly on a busy machine
describe(`migrations on ${adminUrl ? "PostgreSQL" : "PGlite"}`, { timeout: 120_000 }, () => {
  const expected = readMigrationFiles({ migrationsFolder }).length;

  it("apply to an empty database and create the whole data model", async () => {
    const database = await emptyDatabase();
    expect(await publicTables(database)).toEqual([]);
    expect(await migrationsAreCurrent(database)).toBe(false);

    await migrate(database);

    const tables = await publicTables(database);
    for (const table of [
      "pages",
      "news_items",
      "users",
      "sessions",
      "mail_outbox",
      "uploads",
      "statuses_repair",
    ]) {
      expect(tables).toContain(table);
    }
    expect(await appliedMigrations(database)).toBe(expected);
    expect(await migrationsAreCurrent(database)).toBe(true);
  });

  it("do nothing on a second run", async () => {
    const database = await emptyDatabase();
    await migrate(database);
    await database.db.execute(sql`INSERT INTO news_categories (title) VALUES ('general')`);

    await migrate(database);

    expect(await appliedMigrations(database)).toBe(expected);
    const rows = await database.db.execute(sql`SELECT count(*)::int AS n FROM news_categories`);
    expect(Number(rowsOf<{ n: number }>(rows)[0].n)).toBe(1);
  });

  it.runIf(adminUrl)("are applied once when two instances start at the same time", async () => {
    const first = await emptyDatabase();
    // a second instance: its own pool on the same database
    const second = await openDatabase(first.options);
    opened.unshift(() => second.close());

    await Promise.all([migrate(first), migrate(second)]);

    expect(await appliedMigrations(first)).toBe(expected);
    expect(await migrationsAreCurrent(second)).toBe(true);
  });
});
