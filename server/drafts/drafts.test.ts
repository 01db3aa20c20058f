/** Drafts API over HTTP on the real app (PGlite): who may call it, validation, ownership, clean-up. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAFT_MAX_AGE_DAYS } from "#content-types/drafts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNews, makePage } from "#tests/support/content.ts";
import { drafts } from "../db/schema.ts";
import { saveDraft } from "./service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("drafts API", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminId: number;
  let newsId: number;
  const send = (path: string, method: string, body?: unknown, headers = admin) =>
    t.api(path, {
      method,
      headers: jsonHeaders(headers),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const get = async (path: string, headers = admin) => {
    const res = await t.api(path, { headers });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const login = await loginAs(t, "cms-admin");
    admin = login.headers;
    adminId = login.user.id;
    newsId = (await makeNews(t.db, { language: "en" })).id;
  }, 180_000);
  afterAll(async () => t.close());

  it("refuses anonymous callers (401), other roles (403) and a write without the CSRF token (403)", async () => {
    const anonymous = await csrfHeaders(t);
    const body = { values: { title: "x" } };
    expect((await send(`draft/news/${newsId}`, "PUT", body, anonymous)).status).toBe(401);
    expect((await t.api(`draft/news/${newsId}`)).status).toBe(401);
    for (const role of ["cms-status-user", "cms-zzp", "cms-accountant"] as const) {
      const other = (await loginAs(t, role)).headers;
      expect((await send(`draft/news/${newsId}`, "PUT", body, other)).status).toBe(403);
      expect((await t.api(`draft/news/${newsId}`, { headers: other })).status).toBe(403);
      expect((await send(`draft/news/${newsId}`, "DELETE", undefined, other)).status).toBe(403);
    }
    const withoutCsrf = { cookie: admin.cookie.replace(/; XSRF-TOKEN=[^;]*/, "") };
    expect((await send(`draft/news/${newsId}`, "PUT", body, withoutCsrf)).status).toBe(403);
    expect((await send(`draft/news/${newsId}`, "DELETE", undefined, withoutCsrf)).status).toBe(403);
    expect(await t.db.select().from(drafts)).toHaveLength(0);
  });

  it("answers null without a draft, stores one per user, item and language, and replaces it", async () => {
    expect((await get(`draft/news/${newsId}`)).body).toEqual({ data: null });
    const first = await send(`draft/news/${newsId}`, "PUT", { values: { title: "Eerste" } });
    expect(first.status).toBe(200);
    const second = await send(`draft/news/${newsId}`, "PUT", { values: { title: "Tweede", blocks: [] } });
    expect(second.status).toBe(200);
    const { status, body } = await get(`draft/news/${newsId}`);
    expect(status).toBe(200);
    // the item is in English: its draft is too, whatever the body says
    expect(body.data).toMatchObject({
      type: "news",
      id: newsId,
      language: "en",
      values: { title: "Tweede", blocks: [] },
    });
    expect(Date.parse(body.data.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await t.db.select().from(drafts).where(eq(drafts.entity_id, newsId))).toHaveLength(1);
  });

  it("keeps drafts of new items per language (`new`), the newest answered without a language", async () => {
    expect((await send("draft/page/new", "PUT", { language: "nl", values: { title: "Nieuw" } })).status).toBe(
      200,
    );
    expect((await send("draft/page/new", "PUT", { values: { title: "New", language: "en" } })).status).toBe(
      200,
    );
    expect(
      (await send("draft/page/new", "PUT", { language: "nl", values: { title: "Nieuwer" } })).status,
    ).toBe(200);
    expect((await get("draft/page/new?language=en")).body.data).toMatchObject({
      id: null,
      language: "en",
      values: { title: "New" },
    });
    expect((await get("draft/page/new")).body.data.values).toEqual({ title: "Nieuwer" });
    expect((await send("draft/page/new?language=nl", "DELETE")).status).toBe(200);
    expect((await get("draft/page/new")).body.data.values).toEqual({ title: "New", language: "en" });
    const res = await send("draft/page/new", "DELETE");
    expect(await res.json()).toEqual({ data: { deleted: 1 } });
    expect((await get("draft/page/new")).body.data).toBeNull();
  });

  it("validates: an unknown type or item is 404, a bad body 422, too large 413", async () => {
    for (const path of [
      "draft/review/1",
      "draft/news/999999",
      "draft/news/0",
      "draft/news/abc",
      "draft/news/-1",
    ]) {
      expect((await send(path, "PUT", { values: {} })).status, path).toBe(404);
      expect((await t.api(path, { headers: admin })).status, path).toBe(404);
    }
    expect((await send(`draft/news/${newsId}`, "PUT", {})).status).toBe(422);
    expect((await send(`draft/news/${newsId}`, "PUT", { values: "title" })).status).toBe(422);
    expect((await send(`draft/news/${newsId}`, "PUT", { values: {}, extra: 1 })).status).toBe(422);
    expect((await send("draft/page/new", "PUT", { language: "de", values: {} })).status).toBe(422);
    expect((await t.api("draft/page/new?language=de", { headers: admin })).status).toBe(422);
    const huge = { values: { text: "x".repeat(300 * 1024) } };
    expect((await send(`draft/news/${newsId}`, "PUT", huge)).status).toBe(413);
  });

  it("shows users only their own drafts", async () => {
    const other = await loginAs(t, "cms-admin");
    const page = await makePage(t.db, {});
    expect((await send(`draft/page/${page.id}`, "PUT", { values: { title: "Van mij" } })).status).toBe(200);
    expect((await get(`draft/page/${page.id}`, other.headers)).body.data).toBeNull();
    expect(
      (await send(`draft/page/${page.id}`, "PUT", { values: { title: "Van de ander" } }, other.headers))
        .status,
    ).toBe(200);
    // the other's discard leaves mine
    expect((await send(`draft/page/${page.id}`, "DELETE", undefined, other.headers)).status).toBe(200);
    expect((await get(`draft/page/${page.id}`)).body.data.values).toEqual({ title: "Van mij" });
    expect((await get(`draft/page/${page.id}`, other.headers)).body.data).toBeNull();
  });

  it("clears the saving user's draft when the item is saved or added", async () => {
    const news = await makeNews(t.db, { language: "nl" });
    const other = await loginAs(t, "cms-admin");
    await send(`draft/news/${news.id}`, "PUT", { values: { title: "Concept" } });
    await send(`draft/news/${news.id}`, "PUT", { values: { title: "Ander concept" } }, other.headers);
    const saved = await send(`news/edit/${news.id}`, "PUT", { title: "Opgeslagen titel" });
    expect(saved.status).toBe(200);
    expect((await get(`draft/news/${news.id}`)).body.data).toBeNull();
    expect((await get(`draft/news/${news.id}`, other.headers)).body.data.values.title).toBe("Ander concept");

    await send("draft/tip/new", "PUT", { language: "nl", values: { title: "Nieuwe tip" } });
    const tip = await send("tip/add-tip", "POST", {
      title: "Een nieuwe tip",
      url: "een-nieuwe-tip",
      language: "nl",
      image: "/uploads/tips/1/a.jpg",
    });
    expect(tip.status, JSON.stringify(await tip.clone().json())).toBe(201);
    expect((await get("draft/tip/new")).body.data).toBeNull();
  });

  it("removes drafts older than the limit when any draft is written", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (DRAFT_MAX_AGE_DAYS + 1) * DAY_MS);
    await saveDraft(t.db, { userId: adminId, type: "product", entityId: null }, "nl", { title: "Oud" }, old);
    expect((await get("draft/product/new")).body.data.values.title).toBe("Oud");
    await send(`draft/news/${newsId}`, "PUT", { values: { title: "Nu" } });
    expect((await get("draft/product/new")).body.data).toBeNull();
  });
});
