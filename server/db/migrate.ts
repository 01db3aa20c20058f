/**
 * Applies the committed migrations (server/db/migrations, made by `npm run db:generate`).
 * A second run does nothing. Instances that start at once take a PostgreSQL advisory lock, so only
 * one of them migrates and the others wait and then find nothing to do.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { type MigrationMeta, readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "./client.ts";
import { rawRows } from "./raw.ts";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** an arbitrary constant shared by every instance of this product */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Runs `migrations` through the database's own migrator. Drizzle's exported `migrate` of each driver
 * applies the whole folder; a restore needs to stop at `upTo`, so this calls the dialect's migrator
 * that both drivers' `migrate` use, which Drizzle keeps off its public types: checked here instead.
 */
async function applyMigrations(db: object, migrations: MigrationMeta[]): Promise<void> {
  const dialect = "dialect" in db ? db.dialect : undefined;
  const session = "session" in db ? db.session : undefined;
  if (
    !dialect ||
    typeof dialect !== "object" ||
    !("migrate" in dialect) ||
    typeof dialect.migrate !== "function"
  )
    throw new Error("this Drizzle database has no migrator");
  await dialect.migrate(migrations, session, { migrationsFolder });
}

/**
 * `upTo`: the hash of the last migration to apply (a restore first builds the schema its backup was
 * taken on, loads the rows, then applies the rest); by default every migration.
 */
export async function migrate(database: Database, options: { upTo?: string } = {}): Promise<void> {
  const all = readMigrationFiles({ migrationsFolder });
  const until = options.upTo === undefined ? -1 : all.findIndex((m) => m.hash === options.upTo);
  if (options.upTo !== undefined && until === -1) throw new Error(`unknown migration ${options.upTo}`);
  const migrations = until === -1 ? all : all.slice(0, until + 1);
  if (database.options.kind === "pglite") {
    // PGlite is one connection owned by this process; no other instance can open it.
    await applyMigrations(database.db, migrations);
    return;
  }
  // A dedicated connection: the advisory lock and the migration must share it.
  const client = new pg.Client({ connectionString: database.options.url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await applyMigrations(drizzleNodePg({ client }), migrations);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** true when every committed migration is recorded as applied (used by /api/ready) */
export async function migrationsAreCurrent(database: Database): Promise<boolean> {
  const expected = readMigrationFiles({ migrationsFolder });
  const last = expected.at(-1);
  if (!last) return true;
  try {
    // drizzle records every applied migration with its hash in drizzle.__drizzle_migrations
    const rows = await rawRows<{ hash?: string }>(
      database.db,
      sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    return rows[0]?.hash === last.hash;
  } catch {
    return false;
  }
}
