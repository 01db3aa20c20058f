import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { removeUnreferencedUploads } from "./references.ts";
import { saveImage } from "./service.ts";

const image = (format: "jpeg" | "png" | "webp", width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

describe("the uploads service", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("stores a re-encoded image with its variants and deletes them with the page", async () => {
    const saved = await saveImage(t.deps, {
      bytes: await image("jpeg"),
      originalName: "photo.jpg",
      pageType: "news",
      pageId: 12,
    });
    expect(saved.url).toMatch(/^\/uploads\/news\/12\/[A-Za-z0-9]+\.jpg$/);
    expect(saved.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      "480.webp",
      "480.avif",
      "960.webp",
      "960.avif",
    ]);
    const file = path.join(t.config.dataDir, saved.url);
    expect(existsSync(file)).toBe(true);
    for (const v of saved.variants) expect(existsSync(path.join(t.config.dataDir, v.url))).toBe(true);

    // nothing refers to it: the folder's upload goes, variants included
    expect(await removeUnreferencedUploads(t.deps, { folders: [{ pageType: "news", pageId: 12 }] })).toEqual([
      saved.url,
    ]);
    expect(existsSync(file)).toBe(false);
    expect(await t.db.select().from(uploads)).toEqual([]);
  });

  it("refuses a folder outside the upload directory", async () => {
    await expect(
      saveImage(t.deps, { bytes: await image("png"), originalName: "x.png", pageType: "../etc", pageId: 1 }),
    ).rejects.toMatchObject({ kind: "invalid" });
  });
});
