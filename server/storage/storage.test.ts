/**
 * The storage contract, run against both drivers: the local directory and an S3-compatible server
 * (the s3rver emulator that scripts/s3-emulator.ts starts). Whatever one driver does, the other must.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3Emulator, startS3Emulator } from "../../scripts/s3-emulator.ts";
import { LocalStorage } from "./local.ts";
import { createS3Client, S3Storage } from "./s3.ts";
import type { ObjectStorage } from "./types.ts";

let emulator: S3Emulator;
let localRoot: string;

beforeAll(async () => {
  emulator = await startS3Emulator();
  localRoot = await mkdtemp(path.join(tmpdir(), "storage-test-"));
});
afterAll(async () => {
  await emulator?.close();
  await rm(localRoot, { recursive: true, force: true });
});

const drivers: [string, () => ObjectStorage][] = [
  ["local directory", () => new LocalStorage(path.join(localRoot, "uploads"))],
  [
    "S3-compatible bucket",
    () => {
      const e = emulator.env;
      const client = createS3Client({
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      });
      return new S3Storage(client, e.S3_BUCKET, "uploads/");
    },
  ],
];

describe.each(drivers)("storage contract: %s", (_name, make) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = make();
  });

  it("puts a file, gets it back as a stream, tells its size", async () => {
    const bytes = new TextEncoder().encode("hallo, wereld");
    await storage.put("news/12/a.txt", bytes, { contentType: "text/plain" });
    const info = await storage.head("news/12/a.txt");
    expect(info?.size).toBe(bytes.byteLength);
    const file = await storage.get("news/12/a.txt");
    expect(file?.size).toBe(bytes.byteLength);
    expect(await text(file!.body)).toBe("hallo, wereld");
  });

  it("overwrites a key, and gives binary content back byte for byte", async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    await storage.put("bin/x.bin", new Uint8Array([1, 2, 3]));
    await storage.put("bin/x.bin", bytes);
    const file = await storage.get("bin/x.bin");
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(Buffer.from(bytes))).toBe(true);
  });

  it("answers null for a key that is not there", async () => {
    expect(await storage.head("news/12/none.jpg")).toBeNull();
    expect(await storage.get("news/12/none.jpg")).toBeNull();
  });

  it("deletes a file; deleting it again is no error", async () => {
    await storage.put("gone/a.txt", new Uint8Array([1]));
    await storage.delete("gone/a.txt");
    expect(await storage.head("gone/a.txt")).toBeNull();
    await expect(storage.delete("gone/a.txt")).resolves.toBeUndefined();
  });

  it("lists the files under a prefix with their sizes", async () => {
    await storage.put("list/1/a.jpg", new Uint8Array(3));
    await storage.put("list/1/b.jpg", new Uint8Array(5));
    await storage.put("list/2/c.jpg", new Uint8Array(7));
    const found: Record<string, number> = {};
    for await (const item of storage.list("list/1/")) found[item.key] = item.size;
    expect(found).toEqual({ "list/1/a.jpg": 3, "list/1/b.jpg": 5 });
    const all: string[] = [];
    for await (const item of storage.list()) all.push(item.key);
    expect(all).toEqual(expect.arrayContaining(["list/1/a.jpg", "list/2/c.jpg", "news/12/a.txt"]));
  });

  it("refuses keys that could leave its directory or prefix", async () => {
    for (const key of ["../x", "a/../../x", "/etc/passwd", "a//b", "a\\b", "", "a/./b"]) {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
      await expect(storage.head(key)).rejects.toThrow(/invalid storage key/);
    }
  });
});

it("the local driver keeps files at <root>/<key>, as the site always stored them", async () => {
  const storage = new LocalStorage(path.join(localRoot, "documents"));
  await storage.put("3/abc.pdf", new TextEncoder().encode("%PDF"), { exclusive: true });
  expect(await readFile(path.join(localRoot, "documents", "3", "abc.pdf"), "utf8")).toBe("%PDF");
  // exclusive: an existing document is never replaced
  await expect(storage.put("3/abc.pdf", new Uint8Array([1]), { exclusive: true })).rejects.toThrow();
});
