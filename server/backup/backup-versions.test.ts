import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { migrate, migrationsFolder } from "#server/db/migrate.ts";
import { createTestApp } from "#tests/support/app.ts";
import { backupSource, fileHashes, publicAnswers, rowCounts, target } from "#tests/support/backup.ts";
import { createTestDatabase, createTestPglite } from "#tests/support/db.ts";
import { createBackup } from "./backup.ts";
import { knownMigrations } from "./manifest.ts";
import { restoreBackup } from "./restore.ts";

const b = backupSource();

async function unmigrate(db: Db) {
  await db.execute(sql`DROP SCHEMA public CASCADE`);
  await db.execute(sql`DROP SCHEMA drizzle CASCADE`);
  // the site search's index (migration 0021): derived data, in a schema of its own
  await db.execute(sql`DROP SCHEMA IF EXISTS search CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
}

describe("between database kinds and versions", { timeout: 120_000 }, () => {
  it("moves a site between PostgreSQL and the embedded PGlite, both ways", async () => {
    // `source` is on this run's database (PostgreSQL with TEST_DATABASE_URL); the other side is PGlite
    const embedded = await createTestPglite({ migrated: false });
    const dir = await mkdtemp(path.join(tmpdir(), "backup-embedded-"));
    const empty = await createTestApp();
    try {
      const side = {
        database: embedded,
        uploadDir: path.join(dir, "uploads"),
        documentDir: path.join(dir, "documents"),
      };
      const restored = await restoreBackup(b.archive, side, { workDir: dir });
      // as in the archive (an earlier test logged in on `source` since: sessions, login attempts)
      const counts = Object.fromEntries(restored.database.tables.map((t) => [t.name, t.rows]));
      expect(await rowCounts(embedded)).toEqual(counts);

      const back = path.join(b.work, "from-embedded.tar.gz");
      const { manifest } = await createBackup(side, back);
      expect(manifest.database.kind).toBe("pglite");
      await restoreBackup(back, target(empty), { workDir: empty.config.dataDir });
      expect(await rowCounts(empty)).toEqual(counts);
      expect(await fileHashes(empty.config.uploadDir)).toEqual(await fileHashes(b.source.config.uploadDir));
      expect(await publicAnswers(empty)).toEqual(await publicAnswers(b.source));
    } finally {
      await embedded.close();
      await empty.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("loads an older backup on its own schema, then applies the newer migrations to its rows", async () => {
    // the migration that starts each job's status history from its current status (a data migration)
    const migrations = knownMigrations();
    const history = migrations.findIndex((m) =>
      readFileSync(path.join(migrationsFolder, `${m.tag}.sql`), "utf8").includes(
        'INSERT INTO "status_history_repair"',
      ),
    );
    expect(history).toBeGreaterThan(0);
    const old = await createTestDatabase({ migrated: false });
    const dir = await mkdtemp(path.join(tmpdir(), "backup-old-"));
    const empty = await createTestApp();
    try {
      // a database of an older version
      await migrate(old, { upTo: migrations[history - 1].hash });
      await old.db.execute(
        sql`INSERT INTO users (name, email, role, password_hash) VALUES ('Old', 'old@example.test', 'cms-status-user', 'x')`,
      );
      await old.db.execute(
        sql`INSERT INTO statuses_repair (user_id, title, status, intake_date) SELECT id, 'Laptop', 'closed', '2026-01-05' FROM users`,
      );
      const file = path.join(b.work, "old.tar.gz");
      const side = { database: old, uploadDir: path.join(dir, "u"), documentDir: path.join(dir, "d") };
      const { manifest } = await createBackup(side, file);
      expect(manifest.database.migration?.hash).toBe(migrations[history - 1].hash);

      // a newer schema than the backup's is refused, so the target is a new database without tables
      await expect(restoreBackup(file, target(empty), { workDir: empty.config.dataDir })).rejects.toThrow(
        /The database already has a newer schema \(.*\) than the backup; restore into a new, empty database/,
      );
      await unmigrate(empty.db);
      await restoreBackup(file, target(empty), { workDir: empty.config.dataDir });
      const result = await empty.db.execute(sql`SELECT status FROM status_history_repair`);
      expect((result as unknown as { rows: { status: string }[] }).rows).toEqual([{ status: "closed" }]);
      expect(manifest.database.tables.find((t) => t.name === "status_history_repair")).toBeUndefined();
    } finally {
      await old.close();
      await empty.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("a backup from before reviews had a language", { timeout: 120_000 }, () => {
  it("restores its reviews as Dutch ones: the Dutch site shows them, the English one does not", async () => {
    const migrations = knownMigrations();
    const reviewLanguage = migrations.findIndex((m) => m.tag.endsWith("_review_language"));
    expect(reviewLanguage).toBeGreaterThan(0);
    const old = await createTestDatabase({ migrated: false });
    const dir = await mkdtemp(path.join(tmpdir(), "backup-reviews-"));
    const empty = await createTestApp();
    try {
      await migrate(old, { upTo: migrations[reviewLanguage - 1].hash });
      await old.db.execute(sql`INSERT INTO reviews (name, text, rating) VALUES ('Oud', 'Prima geholpen', 5)`);
      const file = path.join(b.work, "old-reviews.tar.gz");
      const side = { database: old, uploadDir: path.join(dir, "u"), documentDir: path.join(dir, "d") };
      await createBackup(side, file);

      await unmigrate(empty.db);
      await restoreBackup(file, target(empty), { workDir: empty.config.dataDir });
      const result = await empty.db.execute(sql`SELECT name, language FROM reviews`);
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ name: "Oud", language: "nl" }]);
      const names = async (language: string) =>
        (
          (await (await empty.api(`public-reviews?language=${language}`)).json()).data as { name: string }[]
        ).map((r) => r.name);
      expect(await names("nl")).toEqual(["Oud"]);
      expect(await names("en")).toEqual([]);
    } finally {
      await old.close();
      await empty.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
