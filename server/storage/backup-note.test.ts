/**
 * With object storage configured, `npm run backup` says that the bucket is not in the archive (its
 * versioning keeps the objects: docs/decisions/0011-upload-storage.md), so nobody takes the archive
 * for a copy of the images and documents.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type S3Emulator, startS3Emulator } from "../../scripts/s3-emulator.ts";

let emulator: S3Emulator;
let dataDir: string;
beforeAll(async () => {
  emulator = await startS3Emulator({ bucket: "backup-note" });
  dataDir = await mkdtemp(path.join(tmpdir(), "backup-note-"));
});
afterAll(async () => {
  await emulator?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const node = (script: string, args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
  });

it("npm run backup names the bucket it leaves out, and only with S3 configured", {
  timeout: 120_000,
}, async () => {
  // an embedded database without demo content, made as the server makes it
  await node("server/create-database.ts", ["--no-seed"], {});
  const withBucket = await node("server/cli/backup.ts", [path.join(dataDir, "a.tar.gz")], emulator.env);
  expect(withBucket.stdout).toContain(
    "Uploads and documents are in bucket backup-note and not in this archive; keep them with the bucket's versioning",
  );
  const local = await node("server/cli/backup.ts", [path.join(dataDir, "b.tar.gz")], {});
  expect(local.stdout).toContain("Backup written to");
  expect(local.stdout).not.toContain("bucket");
});
