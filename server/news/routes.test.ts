/** News, news groups and news categories over HTTP on the real app (PGlite). */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNews, makeNewsCategory, makeNewsGroup, newTranslationKey } from "#tests/support/content.ts";
import { type AddedPair, type Answer, addWithTranslation, answerOf } from "#tests/support/content-steps.ts";
import { uploads } from "../db/schema.ts";

describe("news API", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const send = (path: string, method: string, body?: unknown) =>
    t.api(path, {
      method,
      headers: jsonHeaders(admin),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.api(path, { headers });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  const item = (o: Record<string, unknown> = {}) => ({
    language: "nl",
    title: `Nieuws ${Math.random().toString(36).slice(2)}`,
    url: `nieuws-${Math.random().toString(36).slice(2)}`,
    image: "/uploads/news/1/overzicht.jpg",
    visible: true,
    ...o,
  });

  describe("a news item with its translation, step by step", () => {
    let added: AddedPair;
    beforeAll(async () => {
      added = await addWithTranslation(
        send,
        "news/add-news",
        item({ text: '<p>Hoi<img src=x onerror="alert(1)"></p>' }),
        item({ language: "en" }),
      );
    });

    it("adds a news item, its text sanitised", () => {
      expect(added.original.status).toBe(201);
      expect(added.original.data.text).toBe("<p>Hoi</p>");
    });

    it("adds its translation, linked to the original", () => {
      const nl = added.original.data;
      expect(added.translation.data.news_translation).toMatchObject({
        id: nl.id,
        language: "nl",
        url: nl.url,
      });
    });

    it("edits the subtitle and the publication date", async () => {
      const edited = await send(`news/edit/${added.original.data.id}`, "PUT", {
        subtitle: "Nieuw",
        published_at: "2026-03-01T10:00:00Z",
      });
      expect(edited.status).toBe(200);
      expect((await edited.json()).data).toMatchObject({
        subtitle: "Nieuw",
        published_at: "2026-03-01T10:00:00.000Z",
      });
    });

    it("answers 404 for an edit of an unknown item", async () => {
      expect((await send("news/edit/999999", "PUT", { subtitle: "x" })).status).toBe(404);
    });

    it("reads it back with its translation", async () => {
      const one = await get(`news/${added.original.data.id}`, admin);
      expect(one.body.data.news_translation.id).toBe(added.translation.data.id);
    });

    it("deletes it with its translation", async () => {
      const [nl, en] = [added.original.data, added.translation.data];
      const del = await send(`news/delete/${en.id}`, "DELETE");
      expect(await del.json()).toEqual({ data: { deleted: [en.id, nl.id], translations_deleted: true } });
      expect((await get(`news/${nl.id}`, admin)).status).toBe(404);
    });
  });

  it("removes the uploads of both deleted items", async () => {
    const key = newTranslationKey();
    const nl = await makeNews(t.db, { translation_key: key });
    const en = await makeNews(t.db, { language: "en", translation_key: key });
    const files: string[] = [];
    for (const id of [nl.id, en.id]) {
      const dir = path.join(t.config.uploadDir, "news", String(id));
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, "a.jpg"), "x");
      files.push(path.join(dir, "a.jpg"));
      await t.db.insert(uploads).values({
        page_type: "news",
        page_id: String(id),
        url: `/uploads/news/${id}/a.jpg`,
        mime: "image/jpeg",
        size: 1,
        width: 1,
        height: 1,
      });
    }
    expect((await send(`news/delete/${nl.id}`, "DELETE")).status).toBe(200);
    await t.deps.tasks.idle(); // the uploads are removed after the delete's commit, in the background
    expect(files.map((f) => existsSync(f))).toEqual([false, false]);
    expect(await t.db.select().from(uploads).where(eq(uploads.page_type, "news"))).toEqual([]);
  });

  it("requires the overview image and refuses a duplicate title or url (409)", async () => {
    const noImage = await send("news/add-news", "POST", item({ image: undefined }));
    expect(noImage.status).toBe(422);
    expect((await noImage.json()).errors.image).toEqual(["Een overzichtsafbeelding is verplicht"]);
    const emptyImage = await send("news/add-news", "POST", item({ image: "" }));
    expect((await emptyImage.json()).errors.image).toEqual(["Een overzichtsafbeelding is verplicht"]);
    const badImage = await send("news/add-news", "POST", item({ image: "javascript:alert(1)" }));
    expect(badImage.status).toBe(422);

    await send("news/add-news", "POST", item({ title: "Phishing herkennen", url: "phishing" }));
    const dupTitle = await t.api("news/add-news?lang=en", {
      method: "POST",
      headers: jsonHeaders(admin),
      body: JSON.stringify(item({ title: "phishing HERKENNEN" })),
    });
    expect(dupTitle.status).toBe(409);
    expect((await dupTitle.json()).message).toBe(
      "There already exists a news item with this title, please choose another title",
    );
    expect((await send("news/add-news", "POST", item({ url: "phishing" }))).status).toBe(409);
    // the same title in the other language is fine
    expect(
      (await send("news/add-news", "POST", item({ language: "en", title: "Phishing herkennen" }))).status,
    ).toBe(201);

    expect((await get("news-item-title-exists/Phishing%20herkennen?language=nl", admin)).body).toEqual({
      data: true,
    });
    const own = await get("news?search=phishing%20herkennen&language=nl", admin);
    const id = own.body.data[0].id;
    expect(
      (await get(`news-item-title-exists/Phishing%20herkennen?language=nl&except_id=${id}`, admin)).body,
    ).toEqual({
      data: false,
    });
    expect((await get("news-item-title-exists/x")).status).toBe(401);
  });

  it("refuses an unknown category (422)", async () => {
    const res = await send("news/add-news", "POST", item({ category_id: 987654 }));
    expect(res.status).toBe(422);
    expect((await res.json()).errors.category_id).toBeDefined();
  });

  it("answers the public calls", async () => {
    const category = await makeNewsCategory(t.db, { title: "internet" });
    const group = await makeNewsGroup(t.db, { title: "Tips" });
    const key = newTranslationKey();
    const a = await makeNews(t.db, {
      url: "publiek-a",
      category_id: category.id,
      published_at: new Date(Date.now() - 86_400_000),
      translation_key: key,
    });
    await makeNews(t.db, { language: "en", url: "public-a", translation_key: key });
    const b = await makeNews(t.db, { url: "publiek-b", news_group_id: group.id, is_teaser: true });
    const old = await makeNews(t.db, { url: "oud", published_at: new Date("2020-01-01") });
    const hidden = await makeNews(t.db, { url: "verborgen", visible: false });

    const page1 = await get("public-news/1/nl?per_page=2&_format=json&t=1");
    expect(page1.status).toBe(200);
    expect(page1.body.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(page1.body.data).toHaveLength(2);
    const total = page1.body.meta.total;
    expect((await get("public-news-count/nl")).body.data).toBe(total);
    expect((await get("public-news/0/nl")).status).toBe(422);
    const bySize = await get("public-news/1/1?language=nl");
    expect(bySize.body.meta).toMatchObject({ page: 1, per_page: 1, total });
    expect((await get("public-news/1/99")).status).toBe(422);
    expect((await get("public-news/1/de")).status).toBe(422);

    const byUrl = await get("public-news-item-by-url/publiek-a?language=nl");
    expect(byUrl.body.data.news_translation).toMatchObject({ language: "en", url: "public-a" });
    expect(byUrl.body.data.category).toMatchObject({ id: category.id, title: "internet", label: "internet" });
    expect((await get("public-news-item-by-url/verborgen?language=nl")).status).toBe(404);
    expect((await get("public-news-item-by-url/publiek-a", { "accept-language": "en" })).status).toBe(404);

    expect((await get("public-news-item-exists/publiek-a")).body).toEqual({ data: true });
    expect((await get("public-news-item-exists/verborgen")).body).toEqual({ data: false });
    expect((await get(`public-news-by-id/${a.id}`)).body.data.id).toBe(a.id);
    expect((await get(`public-news-by-id/${hidden.id}`)).status).toBe(404);

    const random = await get("random-news/2?language=nl");
    expect(random.body.data).toHaveLength(2);
    expect((await get("random-news/0")).status).toBe(422);
    expect((await get("random-news/99")).status).toBe(422);

    const pastYear = (await get("public-news-past-year/nl")).body.data.map((i: { id: number }) => i.id);
    expect(pastYear).toContain(a.id);
    expect(pastYear).not.toContain(old.id);

    const byCategory = await get("public-news-by-field-value/category/internet/nl");
    expect(byCategory.body.data.map((i: { id: number }) => i.id)).toEqual([a.id]);
    expect((await get(`public-news-by-field-value/category/${category.id}/nl`)).body.data).toHaveLength(1);
    expect((await get(`public-news-by-field-value/group/${group.id}/nl`)).body.data[0].id).toBe(b.id);
    expect(
      (await get("public-news-by-field-value/is_teaser/true/nl")).body.data.map((i: { id: number }) => i.id),
    ).toEqual([b.id]);
    expect((await get("public-news-by-field-value/is_teaser/maybe/nl")).status).toBe(422);
    expect((await get("public-news-by-field-value/title/x/nl")).status).toBe(422);

    const specific = await get(`specific-news-items/${b.id},${hidden.id},${a.id}/nl`);
    expect(specific.body.data.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);
    expect((await get("specific-news-items/1;DROP/nl")).status).toBe(422);
  });

  it("admin list paginates, searches and sorts; next id", async () => {
    const list = await get("news?page=1&per_page=2&sort=title&order=desc", admin);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeLessThanOrEqual(2);
    expect(list.body.meta.total).toBeGreaterThan(2);
    const titles = list.body.data.map((i: { title: string }) => i.title);
    expect([...titles].sort().reverse()).toEqual(titles);
    expect((await get("news?per_page=1000", admin)).status).toBe(422);
    expect((await get("news?sort=constructor", admin)).status).toBe(200);
    expect((await get("news?sort=__proto__&order=desc", admin)).status).toBe(200);
    const byCreated = await get("news?sort=created_at&order=desc", admin);
    const created = byCreated.body.data.map((i: { created_at: string }) => i.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await get("news-item/next-news-id", admin)).body.data).toBeGreaterThan(0);
    expect((await get("news")).status).toBe(401);
  });

  describe("news groups: CRUD with translations and unique titles, step by step", () => {
    let added: AddedPair;
    beforeAll(async () => {
      added = await addWithTranslation(
        send,
        "news-groups/add-news-group",
        { language: "nl", title: "Beveiliging" },
        { language: "en", title: "Security" },
      );
    });

    it("adds a news group", () => {
      expect(added.original.status).toBe(201);
    });

    it("adds its translation, linked to the original", () => {
      expect(added.translation.data.news_group_translation.id).toBe(added.original.data.id);
    });

    it("refuses the same title in other letters (409) and a missing language (422)", async () => {
      expect(
        (await send("news-groups/add-news-group", "POST", { language: "nl", title: "beveiliging" })).status,
      ).toBe(409);
      expect((await send("news-groups/add-news-group", "POST", { title: "x" })).status).toBe(422);
    });

    it("edits the title and reads it back", async () => {
      const group = added.original.data;
      expect((await send(`news-group/edit/${group.id}`, "PUT", { title: "Veiligheid" })).status).toBe(200);
      expect((await get(`news-group/${group.id}`, admin)).body.data.title).toBe("Veiligheid");
    });

    it("lists it among the groups of its language", async () => {
      expect(
        (await get("news-groups?language=nl", admin)).body.data.map((g: { id: number }) => g.id),
      ).toContain(added.original.data.id);
    });

    it("deletes it with its translation", async () => {
      const group = added.original.data;
      const del = await send(`news-group/delete/${group.id}`, "DELETE");
      expect((await del.json()).data.translations_deleted).toBe(true);
      expect((await get(`news-group/${group.id}`, admin)).status).toBe(404);
    });
  });

  describe("news categories: CRUD, unique, key format, step by step", () => {
    const labels = { title_nl: "Phishing-sms", title_en: "Phishing text message" };
    let added: Answer;
    beforeAll(async () => {
      added = await answerOf(
        await send("news-categories/add-news-category", "POST", { title: "phishing-sms", ...labels }),
      );
    });

    it("adds a category with its label per language", () => {
      expect(added.status).toBe(201);
      expect(added.data).toMatchObject(labels);
    });

    it("refuses the same key again (409) and a key that is not lower-case-with-dashes (422)", async () => {
      expect(
        (await send("news-categories/add-news-category", "POST", { title: "phishing-sms", ...labels }))
          .status,
      ).toBe(409);
      expect(
        (await send("news-categories/add-news-category", "POST", { title: "Met Spaties", ...labels })).status,
      ).toBe(422);
    });

    it("refuses a category without a label per language (422)", async () => {
      // a category needs a label per language (a new one showed its raw code)
      const unlabelled = await send("news-categories/add-news-category", "POST", { title: "zonder-label" });
      expect(unlabelled.status).toBe(422);
      expect(Object.keys((await unlabelled.json()).errors).sort()).toEqual(["title_en", "title_nl"]);
    });

    it("edits the key and reads it back", async () => {
      const category = added.data;
      expect(
        (await send(`news-category/edit/${category.id}`, "PUT", { title: "phishing-whatsapp" })).status,
      ).toBe(200);
      expect((await get(`news-category/${category.id}`, admin)).body.data.title).toBe("phishing-whatsapp");
    });

    it("lists the categories", async () => {
      expect((await get("news-categories", admin)).body.meta.total).toBeGreaterThan(0);
    });

    it("deletes it; a second delete answers 404", async () => {
      const category = added.data;
      const del = await send(`news-category/delete/${category.id}`, "DELETE");
      expect(await del.json()).toEqual({ data: { deleted: [category.id], translations_deleted: false } });
      expect((await send(`news-category/delete/${category.id}`, "DELETE")).status).toBe(404);
    });
  });

  it("a news item's category carries the label of the item's language", async () => {
    const created = await send("news-categories/add-news-category", "POST", {
      title: "ransomware",
      title_nl: "Gijzelsoftware",
      title_en: "Ransomware attacks",
    });
    const category = (await created.json()).data;
    const nl = (
      await (
        await send("news/add-news", "POST", item({ url: "gijzel-nieuws", category_id: category.id }))
      ).json()
    ).data;
    await send(
      "news/add-news",
      "POST",
      item({ language: "en", url: "ransom-news", translation_of: nl.id, category_id: category.id }),
    );
    const api = await get("public-news-item-by-url/gijzel-nieuws?language=nl");
    expect(api.body.data.category).toMatchObject({ title: "ransomware", label: "Gijzelsoftware" });

    const en = await get("public-news-item-by-url/ransom-news?language=en");
    expect(en.body.data.category).toMatchObject({ title: "ransomware", label: "Ransomware attacks" });
    // the public pages show `label` (app/blocks/data.server.ts, app/routes/public/news-detail.tsx);
    // tests/e2e/news-category-labels.spec.ts follows it in the browser
  });
});
