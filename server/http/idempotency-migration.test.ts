/**
 * Migration 0018 on a database that held answers of the old idempotency store: the TOTP secrets,
 * recovery codes and preview-link tokens they carried are gone, so no backup taken afterwards
 * carries them.
 */
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { createTestPglite } from "#tests/support/db.ts";
import type { Database } from "../db/client.ts";
import { migrate, migrationsFolder } from "../db/migrate.ts";

describe("migration 0018 (idempotency request hash)", { timeout: 120_000 }, () => {
  let database: Database;
  afterAll(async () => database?.close());

  it("removes the answers stored before it, secrets included", async () => {
    database = await createTestPglite({ migrated: false });
    const all = readMigrationFiles({ migrationsFolder });
    const ours = all.findIndex((m) => m.sql.some((s) => s.includes('ADD COLUMN "request_hash"')));
    expect(ours).toBeGreaterThan(0);
    await migrate(database, { upTo: all[ours - 1].hash });
    await database.db.execute(sql`
      INSERT INTO idempotency_keys (id, status, body, created_at, expires_at)
      VALUES ('a', 200, '{"data":{"secret":"JBSWY3DPEHPK3PXP"}}', now(), now() + interval '1 day'),
             ('b', 200, '{"data":{"recovery_codes":["k3m9p-x2qfa"]}}', now(), now() + interval '1 day')`);
    await migrate(database);
    const rows = await database.db.execute(sql`SELECT count(*)::int AS n FROM idempotency_keys`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});
