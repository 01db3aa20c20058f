/**
 * Translation status over HTTP on the real app (PGlite): the admin list's `translation_status`, the
 * report, and publication per language (requirements §6 "Translation status").
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeFeature, makeNews, makePage, makeProduct, newTranslationKey } from "#tests/support/content.ts";
import { tips } from "../db/schema.ts";

type Entry = { type: string; id: number; status: string; sibling: { id: number } | null } & Record<
  string,
  unknown
>;

describe("translation status", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const send = async (path: string, method: string, body: unknown) => {
    const res = await t.api(path, { method, headers: jsonHeaders(admin), body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  const get = async (path: string) => {
    const res = await t.api(path, { headers: admin });
    return { status: res.status, body: await res.json() };
  };
  const report = async (query = "") => (await get(`translation-report${query}`)).body.data as Entry[];
  const inReport = async (id: number) => (await report("?type=tip")).find((e) => e.id === id);
  /** the status the admin list of tips shows for the row */
  const listed = async (id: number, title: string) => {
    const rows = (await get(`tips?search=${encodeURIComponent(title)}`)).body.data as {
      id: number;
      translation_status: string;
    }[];
    return rows.find((r) => r.id === id)?.translation_status;
  };
  /** as if both versions were last edited two hours ago (the status compares edit moments) */
  const editedLongAgo = (...ids: number[]) =>
    t.db
      .update(tips)
      .set({ content_updated_at: new Date(Date.now() - 2 * 3600_000) })
      .where(inArray(tips.id, ids));
  const editedAt = async (id: number) =>
    (await t.db.select({ at: tips.content_updated_at }).from(tips).where(eq(tips.id, id)))[0].at;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  describe("a tip and its English version, step by step", () => {
    let nl: { id: number; title: string };
    let en: { id: number; title: string };

    it("a new tip without sibling is missing in the report and the list", async () => {
      const res = await send("tip/add-tip", "POST", {
        language: "nl",
        title: "Wachtwoordmanager",
        url: "wachtwoordmanager",
        image: "/uploads/tips/1/a.jpg",
        visible: true,
      });
      expect(res.status).toBe(201);
      nl = res.body.data;
      expect(await inReport(nl.id)).toEqual({
        type: "tip",
        id: nl.id,
        language: "nl",
        title: "Wachtwoordmanager",
        status: "missing",
        sibling: null,
        edit_path: `/cougarXr7/tips/wijzigen/${nl.id}`,
        create_path: `/cougarXr7/tips/toevoegen?translation_of=${nl.id}`,
      });
      expect(await listed(nl.id, nl.title)).toBe("missing");
    });

    it("adding its English sibling makes both current", async () => {
      const res = await send("tip/add-tip", "POST", {
        language: "en",
        title: "Password manager",
        url: "password-manager",
        image: "/uploads/tips/1/a.jpg",
        translation_of: nl.id,
      });
      expect(res.status).toBe(201);
      en = res.body.data;
      expect(await inReport(nl.id)).toBeUndefined();
      expect(await inReport(en.id)).toBeUndefined();
      expect(await listed(nl.id, nl.title)).toBe("current");
      expect(await listed(en.id, en.title)).toBe("current");
    });

    it("editing a shared field (the image) makes nothing outdated", async () => {
      await editedLongAgo(nl.id, en.id);
      const before = await editedAt(en.id);
      const res = await send(`tip/edit/${en.id}`, "PUT", { image: "/uploads/tips/1/b.jpg" });
      expect(res.status).toBe(200);
      // copied onto the Dutch version, whose own edit moment stays
      expect((await get(`tip/${nl.id}`)).body.data.image).toBe("/uploads/tips/1/b.jpg");
      expect(await editedAt(en.id)).toEqual(before);
      // the form sends every field again: unchanged texts are no edit either
      expect(
        (await send(`tip/edit/${en.id}`, "PUT", { title: en.title, url: "password-manager" })).status,
      ).toBe(200);
      expect(await inReport(nl.id)).toBeUndefined();
      expect(await inReport(en.id)).toBeUndefined();
      expect(await listed(nl.id, nl.title)).toBe("current");
    });

    it("editing the English title later makes the Dutch version outdated", async () => {
      const res = await send(`tip/edit/${en.id}`, "PUT", { title: "Password managers" });
      expect(res.status).toBe(200);
      expect(await inReport(nl.id)).toEqual({
        type: "tip",
        id: nl.id,
        language: "nl",
        title: "Wachtwoordmanager",
        status: "outdated",
        sibling: { id: en.id, language: "en", title: "Password managers" },
        edit_path: `/cougarXr7/tips/wijzigen/${nl.id}`,
        create_path: null,
      });
      expect(await inReport(en.id)).toBeUndefined();
      expect(await listed(nl.id, nl.title)).toBe("outdated");
      expect(await listed(en.id, "Password managers")).toBe("current");
    });

    it("filters the report by type and language", async () => {
      expect((await report("?type=tip&language=nl")).map((e) => e.id)).toContain(nl.id);
      expect((await report("?type=tip&language=en")).map((e) => e.id)).not.toContain(nl.id);
      expect((await report("?type=page")).every((e) => e.type === "page")).toBe(true);
      expect((await get("translation-report?type=service")).status).toBe(422);
    });

    it("the translator's 'still up to date' clears it, without making the other language outdated", async () => {
      const res = await send(`translation-current/tip/${nl.id}`, "POST", undefined);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ status: "current" });
      expect(await inReport(nl.id)).toBeUndefined();
      expect(await inReport(en.id)).toBeUndefined();
      expect(await listed(nl.id, nl.title)).toBe("current");
      expect(await listed(en.id, "Password managers")).toBe("current");
      // the Dutch text did not change
      expect((await get(`tip/${nl.id}`)).body.data.title).toBe("Wachtwoordmanager");
      // unknown items and other roles
      expect((await send("translation-current/tip/99999999", "POST", undefined)).status).toBe(404);
      expect((await send(`translation-current/service/${nl.id}`, "POST", undefined)).status).toBe(422);
      const editor = (await loginAs(t, "cms-status-user")).headers;
      const refused = await t.api(`translation-current/tip/${nl.id}`, {
        method: "POST",
        headers: jsonHeaders(editor),
      });
      expect(refused.status).toBe(403);
    });

    it("a change of the address alone makes the other language not outdated", async () => {
      await editedLongAgo(nl.id, en.id);
      expect((await send(`tip/edit/${en.id}`, "PUT", { url: "password-managers" })).status).toBe(200);
      expect(await inReport(nl.id)).toBeUndefined();
      expect(await listed(nl.id, nl.title)).toBe("current");
    });
  });

  it("gives pages, news items and products the same status in their lists and the report", async () => {
    const key = newTranslationKey();
    const page = await makePage(t.db, { translation_key: key });
    await makePage(t.db, { translation_key: key, language: "en" });
    const news = await makeNews(t.db);
    const productKey = newTranslationKey();
    const earlier = new Date(Date.now() - 3600_000);
    const product = await makeProduct(t.db, { translation_key: productKey, content_updated_at: earlier });
    await makeProduct(t.db, { translation_key: productKey, language: "en" });
    const statusIn = async (list: string, row: { id: number; title: string }) =>
      ((await get(`${list}?search=${encodeURIComponent(row.title)}`)).body.data as Entry[]).find(
        (r) => r.id === row.id,
      )?.translation_status;
    expect(await statusIn("pages", page)).toBe("current");
    expect(await statusIn("news", news)).toBe("missing");
    expect(await statusIn("products", product)).toBe("outdated");
    const entries = await report();
    expect(entries.find((e) => e.type === "page" && e.id === page.id)).toBeUndefined();
    expect(entries.find((e) => e.type === "news" && e.id === news.id)).toMatchObject({
      status: "missing",
      create_path: `/cougarXr7/nieuws/toevoegen?translation_of=${news.id}`,
    });
    expect(entries.find((e) => e.type === "product" && e.id === product.id)).toMatchObject({
      status: "outdated",
      edit_path: `/cougarXr7/producten/wijzigen/${product.id}`,
    });
    // types that do not track their edits answer their lists as before
    const feature = await makeFeature(t.db);
    const features = (await get("features")).body.data as Entry[];
    expect(features.find((r) => r.id === feature.id)).not.toHaveProperty("translation_status");
  });

  it("publishes each language on its own", async () => {
    const nl = await send("tip/add-tip", "POST", {
      language: "nl",
      title: "Alleen Nederlands",
      url: "alleen-nederlands",
      image: "/uploads/tips/1/a.jpg",
      visible: true,
    });
    const en = await send("tip/add-tip", "POST", {
      language: "en",
      title: "Not yet public",
      url: "not-yet-public",
      image: "/uploads/tips/1/a.jpg",
      visible: false,
      translation_of: nl.body.data.id,
    });
    expect(en.status).toBe(201);
    const shown = async (url: string, language: string) =>
      (await t.api(`public-tip-by-url/${url}?language=${language}`)).status;
    expect(await shown("alleen-nederlands", "nl")).toBe(200);
    expect(await shown("not-yet-public", "en")).toBe(404);
    // unpublishing the Dutch version leaves the English one as it was, and publishing it back too
    await send(`tip/edit/${en.body.data.id}`, "PUT", { visible: true });
    await send(`tip/edit/${nl.body.data.id}`, "PUT", { visible: false });
    expect(await shown("alleen-nederlands", "nl")).toBe(404);
    expect(await shown("not-yet-public", "en")).toBe(200);
    // publishing is not a content edit: nothing became outdated
    expect(await inReport(nl.body.data.id)).toBeUndefined();
  });

  it("is read by the admin only: 401 without a session, 403 for the other roles", async () => {
    expect((await t.api("translation-report")).status).toBe(401);
    for (const role of ["cms-status-user", "cms-zzp", "cms-accountant"] as const) {
      const { headers } = await loginAs(t, role);
      expect((await t.api("translation-report", { headers })).status, role).toBe(403);
    }
  });
});
