/**
 * The manifest of a backup archive (`manifest.json`, the archive's last entry): what the archive
 * holds and how to check it. Read back by the restore, which trusts nothing the manifest does not
 * vouch for.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { z } from "zod";
import type { Tx } from "../db/client.ts";
import { migrationsFolder } from "../db/migrate.ts";
import { rawRows } from "../db/raw.ts";

export const MANIFEST_NAME = "manifest.json";
export const FORMAT = "delft-it-site-backup";
export const FORMAT_VERSION = 1;

const migrationSchema = z.object({ tag: z.string(), hash: z.string(), created_at: z.number() });
export type MigrationRef = z.infer<typeof migrationSchema>;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  format_version: z.literal(FORMAT_VERSION),
  product_version: z.string(),
  created_at: z.string(),
  database: z.object({
    /** where the backup was taken: "pglite" or "postgres"; either restores into either */
    kind: z.enum(["pglite", "postgres"]),
    migration: migrationSchema.nullable(),
    /** in load order: each table after the tables its foreign keys point to */
    tables: z.array(z.object({ name: z.string(), file: z.string(), rows: z.number().int().min(0) })),
    sequences: z.array(
      z.object({ table: z.string(), column: z.string(), last_value: z.number(), is_called: z.boolean() }),
    ),
  }),
  /** sha256 (hex) of every other entry of the archive, by its path in the archive */
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function productVersion(): string {
  const file = path.resolve(import.meta.dirname, "../../package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

/** The migrations this code knows, in order, with their names from the journal. */
export function knownMigrations(): MigrationRef[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder }).map((m) => ({
    tag: journal.entries.find((e) => e.when === m.folderMillis)?.tag ?? String(m.folderMillis),
    hash: m.hash,
    created_at: m.folderMillis,
  }));
}

/** The last migration applied to a database (drizzle records them in drizzle.__drizzle_migrations). */
export async function lastAppliedMigration(tx: Tx): Promise<MigrationRef | null> {
  // asked first: a failing query would abort the caller's transaction on PostgreSQL
  const [present] = await rawRows<{ present: boolean }>(
    tx,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!present?.present) return null;
  const [row] = await rawRows<{ hash: string; created_at: string | number }>(
    tx,
    sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
  );
  if (!row) return null;
  const known = knownMigrations().find((m) => m.hash === row.hash);
  return known ?? { tag: "unknown", hash: row.hash, created_at: Number(row.created_at) };
}

/**
 * Tables that a migration fills with fixed rows (`INSERT INTO "t" … VALUES`, such as the single row
 * of content_version): a freshly migrated, empty database already has those rows.
 */
export function tablesFilledByMigrations(): Set<string> {
  const names = new Set<string>();
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    for (const statement of migration.sql) {
      for (const match of statement.matchAll(/INSERT\s+INTO\s+"?(\w+)"?[^;]*?\bVALUES\b/gi))
        names.add(match[1]);
    }
  }
  return names;
}
