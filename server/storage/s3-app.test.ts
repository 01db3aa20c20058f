/**
 * The real app on the S3 driver (the s3rver emulator): an uploaded image and its variants go to the
 * bucket, not to DATA_DIR, and are served by any instance with the same headers as from disk; the
 * accountant's documents are stored, downloaded, zipped and deleted through the bucket.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountantDocuments, uploads } from "#server/db/schema.ts";
import { minimalPdf } from "#server/db/seed/people.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { type S3Emulator, startS3Emulator } from "../../scripts/s3-emulator.ts";
import { removeUnreferencedUploads } from "../uploads/references.ts";
import { fileStores } from "./index.ts";

let emulator: S3Emulator;
let t: TestApp;
/** a second instance: its own DATA_DIR and database, the same bucket */
let other: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  emulator = await startS3Emulator({ bucket: "app-test" });
  t = await createTestApp({ env: emulator.env });
  // the demo seed renders its images and documents into DATA_DIR; they must reach the bucket
  other = await createTestApp({ env: emulator.env, seed: true });
  admin = await loginAs(t, "cms-admin");
});
afterAll(async () => {
  await t?.close();
  await other?.close();
  await emulator?.close();
});

async function bucketBytes(area: "uploads" | "documents", key: string): Promise<Buffer | null> {
  const stored = await fileStores(t.config)[area].get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The first entry of a ZIP, found through the central directory (which always has the sizes). */
function firstZipEntry(zip: Buffer): { name: string; data: Buffer } {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const central = zip.readUInt32LE(eocd + 16);
  const method = zip.readUInt16LE(central + 10);
  const compressed = zip.readUInt32LE(central + 20);
  const nameLength = zip.readUInt16LE(central + 28);
  const local = zip.readUInt32LE(central + 42);
  const name = zip.subarray(central + 46, central + 46 + nameLength).toString("utf8");
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const raw = zip.subarray(start, start + compressed);
  return { name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) };
}

describe("images on object storage", () => {
  let url: string;

  it("an upload goes to the bucket with its variants, nothing to DATA_DIR/uploads", async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#2255aa" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(jpeg)], "foto.jpg"));
    form.set("page-type", "news");
    form.set("page-id", "7");
    const res = await t.api("image-upload/tiny-mce-upload", {
      method: "POST",
      headers: admin.headers,
      body: form,
    });
    expect(res.status).toBe(200);
    url = (await res.json()).data;
    expect(url).toMatch(/^\/uploads\/news\/7\/[A-Za-z0-9]+\.jpg$/);
    const key = url.slice("/uploads/".length);
    expect((await bucketBytes("uploads", key))?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    for (const variant of ["480.webp", "480.avif", "960.webp", "960.avif"]) {
      expect(await bucketBytes("uploads", key.replace(/\.jpg$/, `-${variant}`))).not.toBeNull();
    }
    expect(existsSync(path.join(t.config.uploadDir, "news"))).toBe(false);
  });

  it("is served by every instance with the headers of a file on disk, plus an ETag", async () => {
    const fromBucket = await bucketBytes("uploads", url.slice("/uploads/".length));
    for (const instance of [t, other]) {
      const res = await instance.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      expect(res.headers.get("content-length")).toBe(String(fromBucket!.byteLength));
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("last-modified")).toBeTruthy();
      expect(Buffer.from(await res.arrayBuffer()).equals(fromBucket!)).toBe(true);

      const etag = res.headers.get("etag");
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await instance.app.request(url, { headers: { "if-none-match": etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    }
    const variant = await other.app.request(url.replace(/\.jpg$/, "-480.webp"));
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    const head = await t.app.request(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(fromBucket!.byteLength));
  });

  it("an image nothing refers to any more is removed from the bucket", async () => {
    const key = url.slice("/uploads/".length);
    expect(await removeUnreferencedUploads(t.deps, { urls: [url] })).toEqual([url]);
    expect(await fileStores(t.config).uploads.head(key)).toBeNull();
    expect(await fileStores(t.config).uploads.head(key.replace(/\.jpg$/, "-480.webp"))).toBeNull();
    expect((await other.app.request(url)).status).toBe(404);
  });

  it("an address that is not in the bucket, or leaves it, is not found", async () => {
    expect((await t.app.request("/uploads/news/7/none.jpg")).status).toBe(404);
    expect((await t.app.request("/uploads/news/7/%2e%2e/%2e%2e/x.jpg")).status).toBe(404);
  });
});

it("the demo seed's images and documents are in the bucket, served by the other instance", async () => {
  const [demo] = await other.db.select().from(uploads).limit(1);
  expect(demo.url).toMatch(/^\/uploads\//);
  const res = await t.app.request(demo.url);
  expect(res.status).toBe(200);
  expect(Number(res.headers.get("content-length"))).toBe(demo.size);
  const [document] = await other.db.select().from(accountantDocuments).limit(1);
  expect((await fileStores(other.config).documents.head(document.stored_path))?.size).toBe(document.size);
});

describe("accountant documents on object storage", () => {
  const send = (method: string, path: string, body?: unknown) =>
    t.api(path, {
      method,
      headers: jsonHeaders(admin.headers),
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("are stored in the bucket, downloaded, zipped and deleted", async () => {
    const download = (
      await (
        await send("POST", "accountant-downloads/add-accountant-download", {
          title: "Administratie 2026",
          period: "2026",
          is_current: true,
        })
      ).json()
    ).data;
    const pdf = minimalPdf(["Jaaroverzicht"]);
    const form = new FormData();
    form.append("file", new File([new Uint8Array(pdf)], "jaaroverzicht.pdf"));
    const added = await t.api(`accountant-download/${download.id}/add-document`, {
      method: "POST",
      headers: admin.headers,
      body: form,
    });
    expect(added.status).toBe(201);
    const doc = (await added.json()).data;

    const keys: string[] = [];
    for await (const item of fileStores(t.config).documents.list(`${download.id}/`)) keys.push(item.key);
    expect(keys).toHaveLength(1);
    expect((await bucketBytes("documents", keys[0]))?.equals(pdf)).toBe(true);
    expect(existsSync(path.join(t.config.documentDir, String(download.id)))).toBe(false);

    const accountant = await loginAs(t, "cms-accountant");
    const res = await t.api(`accountant-document/${doc.id}`, {
      headers: { cookie: accountant.headers.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe(String(pdf.length));
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);

    const zip = await t.api(`accountant-download-zip/${download.id}`, {
      headers: { cookie: accountant.headers.cookie },
    });
    expect(zip.status).toBe(200);
    expect(firstZipEntry(Buffer.from(await zip.arrayBuffer()))).toEqual({
      name: "jaaroverzicht.pdf",
      data: pdf,
    });

    expect((await send("DELETE", `accountant-document/delete/${doc.id}`)).status).toBe(200);
    expect(await fileStores(t.config).documents.head(keys[0])).toBeNull();
  });
});
