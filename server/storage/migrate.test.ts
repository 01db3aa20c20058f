/**
 * `npm run storage:migrate` against the s3rver emulator: every local file reaches the bucket under its
 * key with the same bytes; a second run copies nothing; a copy that differs in the bucket is replaced.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type S3Emulator, startS3Emulator } from "../../scripts/s3-emulator.ts";
import { loadConfig } from "../config.ts";
import { fileStores } from "./index.ts";

let emulator: S3Emulator;
let dataDir: string;

const files: Record<string, Buffer> = {
  "uploads/news/12/abc.jpg": Buffer.from(new Uint8Array(50_000).map((_, i) => i % 251)),
  "uploads/news/12/abc-480.webp": Buffer.from("webp bytes"),
  "uploads/demo/pages/hero.jpg": Buffer.from("demo"),
  "documents/3/0f1e.pdf": Buffer.from("%PDF-1.7 document"),
};

beforeAll(async () => {
  emulator = await startS3Emulator({ bucket: "migrate-test" });
  dataDir = await mkdtemp(path.join(tmpdir(), "storage-migrate-"));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, name)), { recursive: true });
    await writeFile(path.join(dataDir, name), content);
  }
});
afterAll(async () => {
  await emulator?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const run = () =>
  promisify(execFile)(process.execPath, ["--import", "tsx", "server/cli/storage-migrate.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...emulator.env },
  });

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

async function bucketHashes() {
  const stores = fileStores(loadConfig({ DATA_DIR: dataDir, ...emulator.env }));
  const found: Record<string, string> = {};
  for (const [area, storage] of Object.entries(stores)) {
    for await (const { key } of storage.list()) {
      const file = await storage.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of file!.body) chunks.push(chunk as Buffer);
      found[`${area}/${key}`] = sha(Buffer.concat(chunks));
    }
  }
  return { stores, found };
}

it("copies every file, verifies it, and copies nothing on a second run", async () => {
  const first = await run();
  expect(first.stdout).toContain("Copied 4 files to bucket migrate-test, 0 were already there, 0 failed.");
  const { found } = await bucketHashes();
  expect(found).toEqual(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, sha(data)])));

  const second = await run();
  expect(second.stdout).toContain("Copied 0 files to bucket migrate-test, 4 were already there, 0 failed.");
});

it("writes again a file whose copy in the bucket differs", async () => {
  const { stores } = await bucketHashes();
  await stores.uploads.put("news/12/abc-480.webp", Buffer.from("damaged"));
  const again = await run();
  expect(again.stdout).toContain("copied uploads/news/12/abc-480.webp");
  expect(again.stdout).toContain("Copied 1 files to bucket migrate-test, 3 were already there, 0 failed.");
  expect((await bucketHashes()).found["uploads/news/12/abc-480.webp"]).toBe(
    sha(files["uploads/news/12/abc-480.webp"]),
  );
});

it("refuses to run without the S3 settings", async () => {
  const failed = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "server/cli/storage-migrate.ts"],
    {
      env: { ...process.env, DATA_DIR: dataDir },
    },
  ).catch((error: { code: number; stderr: string }) => error);
  expect(failed).toMatchObject({ code: 2, stderr: expect.stringContaining("No object storage configured") });
});
