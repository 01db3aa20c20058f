/**
 * Backup and restore on the real database of the test run (PGlite in memory, or PostgreSQL with
 * TEST_DATABASE_URL): the demo site is backed up, restored into an empty site, and must answer the
 * same; damaged archives and non-empty targets are refused without a change to the target.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { claimEmbeddedDatabase, EmbeddedDatabaseInUse } from "#server/db/embedded-lock.ts";
import { migrate, migrationsFolder } from "#server/db/migrate.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { loginWith } from "#tests/support/auth.ts";
import { createTestDatabase, createTestPglite } from "#tests/support/db.ts";
import { createBackup, listFiles } from "./backup.ts";
import { knownMigrations } from "./manifest.ts";
import { backupFileName, runNightlyBackup } from "./nightly.ts";
import { RestoreRefused, restoreBackup } from "./restore.ts";
import { countRows, listTables } from "./tables.ts";

// each test builds whole sites (seeded demo content, several databases): slow on a busy machine
let source: TestApp;
let work: string;
let archive: string;

const PUBLIC_CALLS = [
  "public-pages/nl",
  "public-pages/en",
  "public-features",
  "public-services",
  "public-news/1/nl",
  "public-news-count/en",
  "public-tips/1/en",
  "public-reviews?language=nl",
  "public-reviews?language=en",
  // the site search's index is derived data outside the backup: the restore's inserts rebuild it
  "search?q=laptop&lang=nl",
  "search?q=laptpo&lang=en",
];

async function rowCounts(t: { db: Db }): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(t.db)) counts[table.name] = await countRows(t.db, table.name);
  return counts;
}

async function fileHashes(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of await listFiles(dir)) {
    hashes[file] = createHash("sha256")
      .update(await readFile(path.join(dir, file)))
      .digest("hex");
  }
  return hashes;
}

async function publicAnswers(t: TestApp): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const call of PUBLIC_CALLS) {
    const res = await t.api(call);
    answers[call] = { status: res.status, body: await res.json() };
  }
  return answers;
}

function target(t: TestApp) {
  return { database: t.deps.database, uploadDir: t.config.uploadDir, documentDir: t.config.documentDir };
}

/** The target is as it was: the same rows, no files, no staging folder left behind. */
async function expectUntouched(t: TestApp, counts: Record<string, number>) {
  expect(await rowCounts(t)).toEqual(counts);
  expect(await listFiles(t.config.uploadDir)).toEqual([]);
  expect(await listFiles(t.config.documentDir)).toEqual([]);
  expect((await readdir(t.config.dataDir)).filter((name) => name.startsWith(".restore-"))).toEqual([]);
}

beforeAll(async () => {
  source = await createTestApp({ seed: true });
  work = await mkdtemp(path.join(tmpdir(), "backup-test-"));
  archive = path.join(work, "site.tar.gz");
  await createBackup(target(source), archive);
}, 120_000);

afterAll(async () => {
  await source?.close();
  await rm(work, { recursive: true, force: true });
});

describe("backup and restore", { timeout: 120_000 }, () => {
  it("restores every row, every file and the same public answers into an empty site", async () => {
    const empty = await createTestApp();
    try {
      const manifest = await restoreBackup(archive, target(empty), { workDir: empty.config.dataDir });
      expect(manifest.database.migration?.hash).toBe(knownMigrations().at(-1)?.hash);

      const counts = await rowCounts(source);
      expect(Object.values(counts).some((n) => n > 0)).toBe(true);
      expect(await rowCounts(empty)).toEqual(counts);
      for (const { name, rows } of manifest.database.tables) expect(rows).toBe(counts[name]);

      for (const folder of ["uploadDir", "documentDir"] as const) {
        const hashes = await fileHashes(source.config[folder]);
        expect(Object.keys(hashes).length).toBeGreaterThan(0);
        expect(await fileHashes(empty.config[folder])).toEqual(hashes);
        const prefix = folder === "uploadDir" ? "uploads" : "documents";
        for (const [file, hash] of Object.entries(hashes))
          expect(manifest.files[`${prefix}/${file}`]).toBe(hash);
      }

      const answers = await publicAnswers(empty);
      expect(answers).toEqual(await publicAnswers(source));
      expect(
        (answers["search?q=laptpo&lang=en"] as { body: { data: unknown[] } }).body.data.length,
      ).toBeGreaterThan(0);
      const [upload] = await listFiles(source.config.uploadDir);
      const served = await empty.app.request(`/uploads/${upload}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(
        await readFile(path.join(source.config.uploadDir, upload)),
      );

      // the demo owner logs in with the restored password hash and sees the same admin list
      const before = await loginWith(source, "admin@example.com", source.config.demoPassword);
      const after = await loginWith(empty, "admin@example.com", empty.config.demoPassword);
      const list = async (t: TestApp, headers: Record<string, string>) =>
        (await t.api("pages?lang=nl", { headers })).json();
      expect(await list(empty, after.headers)).toEqual(await list(source, before.headers));

      // the sequences continue after the restored ids: new rows get new ids
      for (const table of ["users", "pages", "uploads", "news_items"]) {
        const result = await empty.db.execute(
          sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id')) > (SELECT max(id) FROM ${sql.identifier(table)}) AS ahead`,
        );
        expect((result as unknown as { rows: { ahead: boolean }[] }).rows[0].ahead).toBe(true);
      }
    } finally {
      await empty.close();
    }
  });

  it("refuses a truncated or damaged archive and leaves the target untouched", async () => {
    const whole = await readFile(archive);
    const truncated = path.join(work, "truncated.tar.gz");
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length / 2)] ^= 0xff;
    const damaged = path.join(work, "damaged.tar.gz");
    await writeFile(damaged, flipped);
    // a well-formed gzip and tar whose upload bytes differ from the manifest's hash
    const tar = gunzipSync(whole);
    const [upload] = await listFiles(source.config.uploadDir);
    const content = await readFile(path.join(source.config.uploadDir, upload));
    const at = tar.indexOf(content.subarray(0, 64));
    expect(at).toBeGreaterThan(0);
    tar[at + 10] ^= 0xff;
    const tampered = path.join(work, "tampered.tar.gz");
    await writeFile(tampered, gzipSync(tar));

    const empty = await createTestApp();
    try {
      const before = await rowCounts(empty);
      expect(before.users).toBe(0);
      for (const [file, message] of [
        [truncated, /The backup cannot be used: .*truncated/],
        [damaged, /The backup cannot be used/],
        [tampered, /The backup cannot be used: uploads\/.* is damaged \(its sha256 does not match\)/],
      ] as const) {
        const attempt = restoreBackup(file, target(empty), { workDir: empty.config.dataDir });
        await expect(attempt).rejects.toThrow(RestoreRefused);
        await expect(attempt).rejects.toThrow(message);
        await expectUntouched(empty, before);
      }
    } finally {
      await empty.close();
    }
  });

  it("refuses a target that holds rows or files", async () => {
    await expect(restoreBackup(archive, target(source), { workDir: work })).rejects.toThrow(
      /The database is not empty \(table .* has \d+ rows\); restore only into an empty database/,
    );
    const empty = await createTestApp();
    try {
      const before = await rowCounts(empty);
      await writeFile(path.join(empty.config.uploadDir, "left-over.jpg"), "x");
      await expect(restoreBackup(archive, target(empty), { workDir: empty.config.dataDir })).rejects.toThrow(
        /The upload folder .* is not empty; restore only into an empty data directory/,
      );
      expect(await rowCounts(empty)).toEqual(before);
    } finally {
      await empty.close();
    }
  });
});

/** Back to a database without tables and without migrations. */
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
      const restored = await restoreBackup(archive, side, { workDir: dir });
      // as in the archive (an earlier test logged in on `source` since: sessions, login attempts)
      const counts = Object.fromEntries(restored.database.tables.map((t) => [t.name, t.rows]));
      expect(await rowCounts(embedded)).toEqual(counts);

      const back = path.join(work, "from-embedded.tar.gz");
      const { manifest } = await createBackup(side, back);
      expect(manifest.database.kind).toBe("pglite");
      await restoreBackup(back, target(empty), { workDir: empty.config.dataDir });
      expect(await rowCounts(empty)).toEqual(counts);
      expect(await fileHashes(empty.config.uploadDir)).toEqual(await fileHashes(source.config.uploadDir));
      expect(await publicAnswers(empty)).toEqual(await publicAnswers(source));
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
      const file = path.join(work, "old.tar.gz");
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
      const file = path.join(work, "old-reviews.tar.gz");
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

describe("daily backups", { timeout: 120_000 }, () => {
  it("writes one backup a day and keeps the newest BACKUP_KEEP", async () => {
    const backupDir = path.join(work, "daily");
    const options = { ...target(source), backupDir, keep: 3, logger: source.deps.logger };
    const today = new Date("2026-11-24T01:00:00Z");
    // older dated backups and a file of someone else's
    await runNightlyBackup(options, new Date("2026-11-19T01:00:00Z"));
    for (const day of ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"]) {
      await writeFile(path.join(backupDir, `backup-${day}.tar.gz`), "old");
    }
    await writeFile(path.join(backupDir, "notes.txt"), "keep me");

    expect(await runNightlyBackup(options, today)).toBe(path.join(backupDir, backupFileName(today)));
    expect(await runNightlyBackup(options, new Date("2026-11-24T02:00:00Z"))).toBeNull();
    expect((await readdir(backupDir)).sort()).toEqual([
      "backup-2026-11-22.tar.gz",
      "backup-2026-11-23.tar.gz",
      "backup-2026-11-24.tar.gz",
      "notes.txt",
    ]);

    // the daily file is a complete backup
    const empty = await createTestApp();
    try {
      await restoreBackup(path.join(backupDir, "backup-2026-11-24.tar.gz"), target(empty), {
        workDir: empty.config.dataDir,
      });
      expect(await rowCounts(empty)).toEqual(await rowCounts(source));
    } finally {
      await empty.close();
    }
  });
});

describe("the embedded database lock", { timeout: 120_000 }, () => {
  it("refuses while another running process holds the database and takes over after it ended", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "lock-test-"));
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    try {
      await writeFile(path.join(dataDir, "db.pid"), `${holder.pid}\n`);
      await expect(claimEmbeddedDatabase(dataDir)).rejects.toThrow(EmbeddedDatabaseInUse);
      await expect(claimEmbeddedDatabase(dataDir)).rejects.toThrow(`is in use by process ${holder.pid}`);
      holder.kill();
      await once(holder, "exit");
      // an id that now belongs to another program (a restart after a crash) does not count
      const other = spawn("sleep", ["60"], { stdio: "ignore" });
      await writeFile(path.join(dataDir, "db.pid"), `${other.pid}\n`);
      (await claimEmbeddedDatabase(dataDir))();
      other.kill();
      await writeFile(path.join(dataDir, "db.pid"), `${holder.pid}\n`);
      const release = await claimEmbeddedDatabase(dataDir);
      expect((await readFile(path.join(dataDir, "db.pid"), "utf8")).trim()).toBe(String(process.pid));
      release();
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      holder.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the commands", { timeout: 120_000 }, () => {
  /** runs `npm run <command> -- <args>` as npm would (tsx), in a DATA_DIR of its own */
  async function run(script: string, args: string[], dataDir: string) {
    const child = spawn(process.execPath, ["--import", "tsx", `server/cli/${script}.ts`, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = (await once(child, "exit")) as [number];
    return { code, stderr };
  }

  it("stop with a clear message while a server holds the embedded database, or when the target is not empty", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "cli-test-"));
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    try {
      await mkdir(path.join(dataDir, "db"), { recursive: true });
      await writeFile(path.join(dataDir, "db", "PG_VERSION"), "17\n");
      await writeFile(path.join(dataDir, "db.pid"), `${server.pid}\n`);
      for (const script of ["backup", "user"]) {
        const { code, stderr } = await run(script, script === "user" ? ["list"] : [archive], dataDir);
        expect(code).toBe(1);
        expect(stderr.trim()).toBe(
          `The embedded database in ${path.join(dataDir, "db")} is in use by process ${server.pid} (a running server?); stop it first. (If that process is not a server of this site, remove ${path.join(dataDir, "db.pid")}.)`,
        );
      }
      const restore = await run("restore", [archive], dataDir);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toMatch(
        /db already holds a database; restore only into an empty data directory/,
      );
      expect(await readdir(dataDir)).toEqual(
        expect.not.arrayContaining([expect.stringMatching(/^\.restore/)]),
      );
    } finally {
      server.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
