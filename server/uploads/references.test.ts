/**
 * Uploads no content refers to any more are removed after an edit or a delete, over the
 * real HTTP app: the file answers 404 afterwards, while an image still used elsewhere (the other
 * language version, a page) keeps answering 200.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { uploads } from "../db/schema.ts";
import { uploadUrlsIn } from "./references.ts";

let n = 0;
const uniq = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}`;

describe("unused uploads are removed", () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  /** uploads an image the way the admin form does (before the first save: a "new-…" folder) */
  async function upload(pageType = "news", pageId = "new-k3x9q2"): Promise<string> {
    const bytes = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 60 + n, b: 20 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], "foto.jpg"));
    form.set("page-type", pageType);
    form.set("page-id", pageId);
    const res = await t.api("image-upload/tiny-mce-upload", {
      method: "POST",
      headers: admin,
      body: form,
    });
    expect(res.status).toBe(200);
    return (await res.json()).data;
  }
  const send = async (path: string, method: string, body?: unknown) => {
    const res = await t.api(path, {
      method,
      headers: jsonHeaders(admin),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    expect(res.status, JSON.stringify(json)).toBeLessThan(300);
    // uploads a write stopped using are removed after its commit, as a background task
    await t.deps.tasks.idle();
    return json.data;
  };
  const status = async (url: string) => (await t.app.request(url)).status;
  const variantsOf = async (url: string) =>
    (await t.db.select().from(uploads).where(eq(uploads.url, url)))[0]?.variants.map((v) => v.url) ?? [];
  const news = (language: "nl" | "en", o: Record<string, unknown>) => ({
    language,
    title: uniq(`Nieuws ${language}`),
    url: uniq(`nieuws-${language}`),
    visible: true,
    ...o,
  });

  it("finds upload addresses in fields, lists, JSON and HTML", () => {
    expect(
      uploadUrlsIn({
        image: "/uploads/news/1/a.jpg",
        slider_images: ["/uploads/news/1/b.jpg"],
        text: '<p>zie <img src="/uploads/demo/c.jpg" srcset="/uploads/demo/c-480.webp 480w">.</p>',
        blocks: [{ type: "text_image", image: "/uploads/pages/2/d.png" }],
        other: "https://example.com/uploads/x.jpg and /uploads/../../etc/passwd",
      }),
    ).toEqual([
      "/uploads/news/1/a.jpg",
      "/uploads/news/1/b.jpg",
      "/uploads/demo/c.jpg",
      "/uploads/demo/c-480.webp",
      "/uploads/pages/2/d.png",
      "/uploads/x.jpg",
    ]);
  });

  it("upload, attach, delete: the files answer 404; an image another item uses stays", async () => {
    const overview = await upload();
    const header = await upload();
    const inText = await upload();
    const usedByPage = await upload();
    await send("pages/add-page", "POST", {
      language: "nl",
      title: uniq("Pagina"),
      url: uniq("pagina"),
      header_image: usedByPage,
    });
    const nl = await send(
      "news/add-news",
      "POST",
      news("nl", { image: overview, text: `<p><img src="${inText}" alt=""></p>` }),
    );
    await send(
      "news/add-news",
      "POST",
      news("en", {
        translation_of: nl.id,
        image: overview,
        header_image: header,
        text: `<p><img src="${usedByPage}"></p>`,
      }),
    );
    const variants = await variantsOf(overview);
    expect(variants.length).toBeGreaterThan(0);
    for (const url of [overview, header, inText, usedByPage, ...variants])
      expect(await status(url), url).toBe(200);

    await send(`news/delete/${nl.id}`, "DELETE");

    for (const url of [overview, header, inText, ...variants]) expect(await status(url), url).toBe(404);
    expect(await t.db.select().from(uploads).where(eq(uploads.url, overview))).toEqual([]);
    // the page still shows it
    expect(await status(usedByPage)).toBe(200);
  });

  it("an edit that replaces an image removes the old one; one the sibling still uses stays", async () => {
    const first = await upload("news", "51");
    const second = await upload("news", "51");
    const shared = await upload("news", "51");
    const nl = await send(
      "news/add-news",
      "POST",
      news("nl", { image: first, text: `<p><img src="${shared}"></p>` }),
    );
    const en = await send(
      "news/add-news",
      "POST",
      news("en", { translation_of: nl.id, image: first, text: `<p><img src="${shared}"></p>` }),
    );

    // the overview image is shared by both versions: replacing it on one replaces it on both
    await send(`news/edit/${en.id}`, "PUT", { image: second });
    expect(await status(first)).toBe(404);
    expect(await status(second)).toBe(200);

    // the Dutch text drops the picture, the English text still shows it
    await send(`news/edit/${nl.id}`, "PUT", { text: "<p>Zonder plaatje</p>" });
    expect(await status(shared)).toBe(200);
    await send(`news/edit/${en.id}`, "PUT", { text: "<p>Without a picture</p>" });
    expect(await status(shared)).toBe(404);
  });

  it("a new translation with another overview image replaces the sibling's, which goes", async () => {
    const original = await upload("products", "new-a1");
    const replacement = await upload("products", "new-a2");
    const nl = await send("product/add-product", "POST", { ...news("nl", { image: original }) });
    const en = await send("product/add-product", "POST", {
      ...news("en", { image: replacement }),
      translation_of: nl.id,
    });
    expect(en.image).toBe(replacement);
    expect((await send(`product/${nl.id}`, "GET")).image).toBe(replacement);
    expect(await status(original)).toBe(404);
    expect(await status(replacement)).toBe(200);
  });

  it("a page's block images go with the page", async () => {
    const inBlock = await upload("pages", "new-p4g3");
    const page = await send("pages/add-page", "POST", {
      language: "nl",
      title: uniq("Pagina"),
      url: uniq("pagina"),
      blocks: [{ id: "b1", type: "text", html: `<p><img src="${inBlock}"></p>` }],
    });
    expect(await status(inBlock)).toBe(200);
    await send(`page/delete/${page.id}`, "DELETE");
    expect(await status(inBlock)).toBe(404);
  });
});
