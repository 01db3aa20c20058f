/**
 * Backup and restore (server/backup/): a backup of a seeded site restored into an empty one gives the
 * same rows, files and public answers; damaged archives and non-empty targets are refused with the
 * target untouched; the nightly backups and their rotation; the embedded database's lock; the
 * `npm run backup` / `npm run restore` commands. Between database kinds and older versions:
 * ./backup-versions.test.ts.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimEmbeddedDatabase, EmbeddedDatabaseInUse } from "#server/db/embedded-lock.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { loginWith } from "#tests/support/auth.ts";
import {
  backupSource,
  expectUntouched,
  fileHashes,
  publicAnswers,
  rowCounts,
  target,
} from "#tests/support/backup.ts";
import { listFiles } from "./backup.ts";
import { knownMigrations } from "./manifest.ts";
import { backupFileName, runNightlyBackup } from "./nightly.ts";
import { RestoreRefused, restoreBackup } from "./restore.ts";

const b = backupSource();

describe("backup and restore", { timeout: 120_000 }, () => {
  it("restores every row, every file and the same public answers into an empty site", async () => {
    const empty = await createTestApp();
    try {
      const manifest = await restoreBackup(b.archive, target(empty), { workDir: empty.config.dataDir });
      expect(manifest.database.migration?.hash).toBe(knownMigrations().at(-1)?.hash);

      const counts = await rowCounts(b.source);
      expect(Object.values(counts).some((n) => n > 0)).toBe(true);
      expect(await rowCounts(empty)).toEqual(counts);
      for (const { name, rows } of manifest.database.tables) expect(rows).toBe(counts[name]);

      for (const folder of ["uploadDir", "documentDir"] as const) {
        const hashes = await fileHashes(b.source.config[folder]);
        expect(Object.keys(hashes).length).toBeGreaterThan(0);
        expect(await fileHashes(empty.config[folder])).toEqual(hashes);
        const prefix = folder === "uploadDir" ? "uploads" : "documents";
        for (const [file, hash] of Object.entries(hashes))
          expect(manifest.files[`${prefix}/${file}`]).toBe(hash);
      }

      const answers = await publicAnswers(empty);
      expect(answers).toEqual(await publicAnswers(b.source));
      expect(
        (answers["search?q=laptpo&lang=en"] as { body: { data: unknown[] } }).body.data.length,
      ).toBeGreaterThan(0);
      const [upload] = await listFiles(b.source.config.uploadDir);
      const served = await empty.app.request(`/uploads/${upload}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(
        await readFile(path.join(b.source.config.uploadDir, upload)),
      );

      // the demo owner logs in with the restored password hash and sees the same admin list
      const before = await loginWith(b.source, "admin@example.com", b.source.config.demoPassword);
      const after = await loginWith(empty, "admin@example.com", empty.config.demoPassword);
      const list = async (t: TestApp, headers: Record<string, string>) =>
        (await t.api("pages?lang=nl", { headers })).json();
      expect(await list(empty, after.headers)).toEqual(await list(b.source, before.headers));

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
    const whole = await readFile(b.archive);
    const truncated = path.join(b.work, "truncated.tar.gz");
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length / 2)] ^= 0xff;
    const damaged = path.join(b.work, "damaged.tar.gz");
    await writeFile(damaged, flipped);
    // a well-formed gzip and tar whose upload bytes differ from the manifest's hash
    const tar = gunzipSync(whole);
    const [upload] = await listFiles(b.source.config.uploadDir);
    const content = await readFile(path.join(b.source.config.uploadDir, upload));
    const at = tar.indexOf(content.subarray(0, 64));
    expect(at).toBeGreaterThan(0);
    tar[at + 10] ^= 0xff;
    const tampered = path.join(b.work, "tampered.tar.gz");
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
    await expect(restoreBackup(b.archive, target(b.source), { workDir: b.work })).rejects.toThrow(
      /The database is not empty \(table .* has \d+ rows\); restore only into an empty database/,
    );
    const empty = await createTestApp();
    try {
      const before = await rowCounts(empty);
      await writeFile(path.join(empty.config.uploadDir, "left-over.jpg"), "x");
      await expect(
        restoreBackup(b.archive, target(empty), { workDir: empty.config.dataDir }),
      ).rejects.toThrow(/The upload folder .* is not empty; restore only into an empty data directory/);
      expect(await rowCounts(empty)).toEqual(before);
    } finally {
      await empty.close();
    }
  });
});

/** Back to a database without tables and without migrations. */

describe("daily backups", { timeout: 120_000 }, () => {
  it("writes one backup a day and keeps the newest BACKUP_KEEP", async () => {
    const backupDir = path.join(b.work, "daily");
    const options = { ...target(b.source), backupDir, keep: 3, logger: b.source.deps.logger };
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
      expect(await rowCounts(empty)).toEqual(await rowCounts(b.source));
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
        const { code, stderr } = await run(script, script === "user" ? ["list"] : [b.archive], dataDir);
        expect(code).toBe(1);
        expect(stderr.trim()).toBe(
          `The embedded database in ${path.join(dataDir, "db")} is in use by process ${server.pid} (a running server?); stop it first. (If that process is not a server of this site, remove ${path.join(dataDir, "db.pid")}.)`,
        );
      }
      const restore = await run("restore", [b.archive], dataDir);
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
