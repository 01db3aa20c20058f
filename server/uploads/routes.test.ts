import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, loginAs } from "#tests/support/auth.ts";
import { uploadLimits } from "./service.ts";

/** A photo-like image (noise), so that cutting it short really damages the data. */
async function photo(format: "jpeg" | "png" | "webp" | "gif", width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    [format]()
    .toBuffer();
}

/** A smooth picture: cheap to encode, so the variant tests stay quick on a busy machine. */
async function smooth(format: "jpeg" | "png" | "webp", width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    [format]()
    .toBuffer();
}

/** A valid 1×1 PNG whose header claims width × height (a decompression bomb's signature). */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("POST image-upload/tiny-mce-upload", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  });
  afterAll(async () => t.close());

  const upload = (
    bytes: Uint8Array,
    fileName: string,
    options: {
      pageType?: string;
      pageId?: string;
      headers?: Record<string, string>;
      lang?: "en" | "nl";
    } = {},
  ) => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], fileName));
    form.set("page-type", options.pageType ?? "news");
    form.set("page-id", options.pageId ?? "7");
    return t.api(`image-upload/tiny-mce-upload?lang=${options.lang ?? "en"}`, {
      method: "POST",
      headers: options.headers ?? admin,
      body: form,
    });
  };

  it.each([
    ["jpeg", "jpg", 1700, [480, 960, 1600]],
    ["png", "png", 1000, [480, 960]],
    ["webp", "webp", 1000, [480, 960]],
  ] as const)(
    "accepts a real %s, re-encodes it and makes WebP and AVIF variants",
    async (format, ext, width, widths) => {
      const res = await upload(await smooth(format, width, 500), `holiday.${ext}`);
      expect(res.status).toBe(200);
      const { data } = await res.json();
      expect(data).toMatch(new RegExp(`^/uploads/news/7/[A-Za-z0-9]{16}\\.${ext}$`));
      const stem = path.basename(data, `.${ext}`);
      const files = (await readdir(path.join(t.config.uploadDir, "news", "7"))).filter((f) =>
        f.startsWith(stem),
      );
      const expected = widths.flatMap((w) => [`${stem}-${w}.webp`, `${stem}-${w}.avif`]);
      expect(files.sort()).toEqual([`${stem}.${ext}`, ...expected].sort());
      const variant = await sharp(path.join(t.config.uploadDir, "news", "7", `${stem}-960.avif`)).metadata();
      expect(variant.width).toBe(960);
      // and the original is served as an image
      const served = await t.app.request(data);
      expect(served.status).toBe(200);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );

  it.each([
    ["gif", "gif"],
    ["avif", "avif"],
  ] as const)("accepts a %s too", async (format, ext) => {
    const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3a7" } })
      [format]()
      .toBuffer();
    const res = await upload(bytes, `image.${ext}`, { pageId: format });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatch(new RegExp(`^/uploads/news/${format}/[A-Za-z0-9]{16}\\.${ext}$`));
  });

  it("makes no variant wider than the original, and strips metadata", async () => {
    const small = await sharp(await smooth("jpeg", 600, 400))
      .withExif({ IFD0: { Copyright: "secret location" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(small).metadata()).exif).toBeDefined();
    const res = await upload(small, "small.jpg", { pageId: "small" });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    const stored = path.join(t.config.dataDir, data);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const files = await readdir(path.dirname(stored));
    expect(files.filter((f) => f.endsWith(".webp") || f.endsWith(".avif")).sort()).toEqual(
      [`${path.basename(data, ".jpg")}-480.avif`, `${path.basename(data, ".jpg")}-480.webp`].sort(),
    );
  });

  it("refuses a PHP file renamed .jpg (type by content)", async () => {
    const res = await upload(new TextEncoder().encode("<?php system($_GET['c']); ?>"), "shell.jpg");
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ title: "File of invalid type" });
  });

  it("refuses an SVG with a script and an HTML page, in Dutch too", async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`;
    const res = await upload(new TextEncoder().encode(svg), "logo.svg", { lang: "nl" });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ title: "Bestand van ongeldig type" });
    const html = await upload(new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), "a.png");
    expect(html.status).toBe(415);
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await photo("jpeg", 800, 600);
    const res = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), "cut.jpg");
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ title: "Invalid file" });
  });

  it("refuses an 11 MiB file, saying the limit in the unit it counts in", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024);
    (await photo("jpeg", 64, 64)).copy(big);
    const res = await upload(big, "big.jpg");
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      title: "File is too large",
      message: "The maximum file size is 10 MiB.",
    });
  });

  it("takes a 9.6 MiB photo: the limit is 10 MiB (10 × 1024 × 1024 bytes), as the message says", async () => {
    expect(uploadLimits.maxBytes).toBe(10 * 1024 * 1024);
    const file = Buffer.alloc(Math.round(9.6 * 1024 * 1024));
    (await photo("jpeg", 64, 64)).copy(file);
    const res = await upload(file, "camera.jpg");
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it("refuses a decompression bomb by its pixel count", async () => {
    const res = await upload(await pngClaiming(20_000, 20_000), "bomb.png");
    expect(res.status).toBe(413);
    expect((await res.json()).title).toBe("Image is too large");
  });

  it.each([
    ["../../etc", "7"],
    ["news", "../.."],
    ["News", "7"],
    ["news/../x", "7"],
    ["news", "a/b"],
  ])("refuses page-type %s / page-id %s (no path traversal)", async (pageType, pageId) => {
    const res = await upload(await photo("png", 50, 50), "x.png", { pageType, pageId });
    expect(res.status).toBe(422);
    expect(existsSync(path.join(t.config.dataDir, "etc"))).toBe(false);
  });

  it("is for the admin only, and needs the CSRF token", async () => {
    const bytes = await photo("png", 40, 40);
    expect((await upload(bytes, "a.png", { headers: await csrfHeaders(t) })).status).toBe(401);
    const other = (await loginAs(t, "cms-zzp")).headers;
    expect((await upload(bytes, "a.png", { headers: other })).status).toBe(403);
    expect((await upload(bytes, "a.png", { headers: { cookie: admin.cookie } })).status).toBe(403);
  });

  it("lists a gallery folder publicly", async () => {
    const res = await upload(await smooth("jpeg", 1000, 500), "g.jpg", {
      pageType: "gallery",
      pageId: "workshop",
    });
    const { data: url } = await res.json();
    const list = await t.api("gallery-images/workshop?_format=json&t=123");
    expect(list.status).toBe(200);
    const { data } = await list.json();
    expect(data).toEqual([
      {
        url,
        width: 1000,
        height: 500,
        variants: expect.arrayContaining([expect.objectContaining({ width: 960, format: "avif" })]),
      },
    ]);
    expect((await (await t.api("gallery-images/nothing-here")).json()).data).toEqual([]);
    expect((await t.api("gallery-images/..%2F..")).status).toBe(422);
  });
});
