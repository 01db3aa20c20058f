/**
 * What the backup tests share (server/backup/backup-*.test.ts): a seeded source site with one
 * backup of it made before the tests, the public answers a restore must give back, and checks of a
 * target left untouched. Each test builds whole sites (seeded demo content, several databases):
 * slow on a busy machine.
 *
 * `backupSource()` registers its hooks when a file calls it, not at this module's top level: Vitest
 * runs a worker's files in one module graph (`isolate: false`), so a top-level hook here would
 * belong only to the first file that imported it.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { createBackup, listFiles } from "#server/backup/backup.ts";
import { countRows, listTables } from "#server/backup/tables.ts";
import type { Db } from "#server/db/client.ts";
import { createTestApp, type TestApp } from "./app.ts";

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

export async function rowCounts(t: { db: Db }): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(t.db)) counts[table.name] = await countRows(t.db, table.name);
  return counts;
}

export async function fileHashes(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of await listFiles(dir)) {
    hashes[file] = createHash("sha256")
      .update(await readFile(path.join(dir, file)))
      .digest("hex");
  }
  return hashes;
}

export async function publicAnswers(t: TestApp): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const call of PUBLIC_CALLS) {
    const res = await t.api(call);
    answers[call] = { status: res.status, body: await res.json() };
  }
  return answers;
}

/** a site as the backup and restore functions take it */
export function target(t: TestApp) {
  return { database: t.deps.database, uploadDir: t.config.uploadDir, documentDir: t.config.documentDir };
}

/** The target is as it was: the same rows, no files, no staging folder left behind. */
export async function expectUntouched(t: TestApp, counts: Record<string, number>) {
  expect(await rowCounts(t)).toEqual(counts);
  expect(await listFiles(t.config.uploadDir)).toEqual([]);
  expect(await listFiles(t.config.documentDir)).toEqual([]);
  expect((await readdir(t.config.dataDir)).filter((name) => name.startsWith(".restore-"))).toEqual([]);
}

/** The seeded source site, a work folder and `archive`, a backup of the site made before the tests. */
export function backupSource() {
  let site: TestApp | undefined;
  const b = {
    get source(): TestApp {
      if (!site) throw new Error("the source site starts in beforeAll");
      return site;
    },
    work: "",
    archive: "",
  };
  beforeAll(async () => {
    site = await createTestApp({ seed: true });
    b.work = await mkdtemp(path.join(tmpdir(), "backup-test-"));
    b.archive = path.join(b.work, "site.tar.gz");
    await createBackup(target(site), b.archive);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    if (b.work) await rm(b.work, { recursive: true, force: true });
  });
  return b;
}
