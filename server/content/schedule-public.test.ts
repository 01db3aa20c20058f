/**
 * Scheduled publishing over HTTP on the real app (PGlite; PostgreSQL in CI): publish_at and
 * unpublish_at in the API (validation, null clears) and the public-now rule in every public read
 * (details, overviews, counts, random, exists, the page list the menus are built from, sibling
 * links, the sitemap). Time moves with `setClock`; nothing waits. The scheduler's own runs:
 * ./schedule-runs.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeNews, makePage, makeProduct, makeTip, newTranslationKey } from "#tests/support/content.ts";
import { scheduleTestApp } from "#tests/support/schedule.ts";
import { setClock } from "../auth/clock.ts";
import { auditLog } from "../db/schema.ts";

const IMAGE = "/uploads/news/1/a.jpg";

describe("scheduled publishing", () => {
  const s = scheduleTestApp();
  const { at, goTo, send, get, sitemap } = s;

  describe("the API", () => {
    it("accepts, returns and clears the moments; refuses an end before the start (422, both languages)", async () => {
      const created = await send("news/add-news", "POST", {
        language: "nl",
        title: "Gepland bericht API",
        url: "gepland-bericht-api",
        image: IMAGE,
        visible: true,
        publish_at: at(60).toISOString(),
        unpublish_at: at(120).toISOString(),
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id as number;
      expect(created.body.data.publish_at).toBe(at(60).toISOString());
      expect(created.body.data.unpublish_at).toBe(at(120).toISOString());
      const read = await get(`news/${id}`, s.admin);
      expect(read.body.data.publish_at).toBe(at(60).toISOString());

      // an offset other than Z is the same moment
      const summer = new Date(at(90).getTime() + 2 * 3600_000).toISOString().replace(".000Z", "+02:00");
      const moved = await send(`news/edit/${id}`, "PUT", { publish_at: summer });
      expect(moved.status).toBe(200);
      expect(moved.body.data.publish_at).toBe(at(90).toISOString());

      // the end before the (stored) start: refused on the field, in the caller's language
      for (const [lang, text] of [
        ["nl", "“Offline vanaf” moet later zijn dan “Online vanaf”"],
        ["en", "“Offline from” must be later than “Online from”"],
      ]) {
        const refused = await send(`news/edit/${id}`, "PUT", { unpublish_at: at(80).toISOString() }, lang);
        expect(refused.status).toBe(422);
        expect(JSON.stringify(refused.body)).toContain(text);
        expect(JSON.stringify(refused.body)).toContain("unpublish_at");
      }
      const refusedCreate = await send("news/add-news", "POST", {
        language: "nl",
        title: "Verkeerd om",
        url: "verkeerd-om",
        image: IMAGE,
        publish_at: at(60).toISOString(),
        unpublish_at: at(60).toISOString(),
      });
      expect(refusedCreate.status).toBe(422);
      // a local time without offset would be read in the server's zone: refused
      const local = await send(`news/edit/${id}`, "PUT", { publish_at: "2030-06-01T10:00" });
      expect(local.status).toBe(422);
      expect(JSON.stringify(local.body)).toContain("publish_at");

      // null (and "", what an emptied form field sends) clears
      const cleared = await send(`news/edit/${id}`, "PUT", { publish_at: null, unpublish_at: "" });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.publish_at).toBeNull();
      expect(cleared.body.data.unpublish_at).toBeNull();
    });
  });

  it("pages, tips and products take the moments in their add and edit calls too", async () => {
    const calls = [
      ["pages/add-page", "page/edit", { title: "Planpagina", url: "planpagina" }],
      ["tip/add-tip", "tip/edit", { title: "Plantip", url: "plantip", image: "/uploads/tip/1/a.jpg" }],
      [
        "product/add-product",
        "product/edit",
        { title: "Planproduct", url: "planproduct", image: "/uploads/product/1/a.jpg" },
      ],
    ] as const;
    for (const [add, edit, fields] of calls) {
      const body = { language: "nl", visible: true, ...fields };
      const refused = await send(add, "POST", {
        ...body,
        publish_at: at(60).toISOString(),
        unpublish_at: at(30).toISOString(),
      });
      expect(refused.status, add).toBe(422);
      const created = await send(add, "POST", { ...body, publish_at: at(60).toISOString() });
      expect(created.status, add).toBe(201);
      expect(created.body.data.publish_at).toBe(at(60).toISOString());
      const edited = await send(`${edit}/${created.body.data.id}`, "PUT", {
        unpublish_at: at(90).toISOString(),
      });
      expect(edited.status, edit).toBe(200);
      expect(edited.body.data.unpublish_at).toBe(at(90).toISOString());
      const wrong = await send(`${edit}/${created.body.data.id}`, "PUT", {
        publish_at: at(95).toISOString(),
      });
      expect(wrong.status, edit).toBe(422);
    }
  });

  describe("a news item", () => {
    let id: number;
    const url = "gepland-nieuws";
    const publicState = async () => ({
      exists: (await get(`public-news-item-exists/${url}?language=nl`)).body.data as boolean,
      byUrl: (await get(`public-news-item-by-url/${url}?language=nl`)).status,
      byId: (await get(`public-news-by-id/${id}`)).status,
      overview: ((await get("public-news/1/nl")).body.data as { id: number }[]).some((n) => n.id === id),
      random: ((await get("random-news/10?language=nl")).body.data as { id: number }[]).some(
        (n) => n.id === id,
      ),
      sitemap: (await sitemap()).includes(`/nieuws/${url}`),
    });
    const hidden = { exists: false, byUrl: 404, byId: 404, overview: false, random: false, sitemap: false };
    const shown = { exists: true, byUrl: 200, byId: 200, overview: true, random: true, sitemap: true };

    it("is not public before publish_at, public from it, gone from unpublish_at", async () => {
      const created = await send("news/add-news", "POST", {
        language: "nl",
        title: "Gepland nieuws",
        url,
        image: IMAGE,
        visible: true,
        publish_at: at(10).toISOString(),
        unpublish_at: at(20).toISOString(),
      });
      expect(created.status).toBe(201);
      id = created.body.data.id;
      expect(await publicState()).toEqual(hidden);
      // the admin still sees it
      expect((await get(`news/${id}`, s.admin)).status).toBe(200);

      expect(await goTo(at(9))).toEqual([]);
      expect(await publicState()).toEqual(hidden);

      const published = await goTo(new Date(at(10).getTime() + 1000));
      expect(published).toEqual([{ type: "news", id, kind: "publish", at: at(10).toISOString() }]);
      expect(await publicState()).toEqual(shown);

      const unpublished = await goTo(at(20));
      expect(unpublished).toEqual([{ type: "news", id, kind: "unpublish", at: at(20).toISOString() }]);
      expect(await publicState()).toEqual(hidden);
    });

    it("recorded each moment once: a revision by system and an audit entry", async () => {
      expect(await goTo(at(25))).toEqual([]);
      const history = (await get(`revisions/news/${id}`, s.admin)).body.data as {
        action: string;
        user_name: string;
      }[];
      expect(history.map((r) => r.action)).toEqual(["scheduled-unpublish", "scheduled-publish", "create"]);
      expect(history[0].user_name).toBe("system");
      await s.t.deps.tasks.idle(); // audit entries follow the commit as background tasks
      const entries = await s.t.db.select().from(auditLog).where(eq(auditLog.entity_id, id));
      const scheduled = entries.filter((e) => e.action === "publish" || e.action === "unpublish");
      expect(scheduled.map((e) => [e.action, e.entity_type, e.title, e.user_name]).sort()).toEqual([
        ["publish", "news item", "Gepland nieuws", "system"],
        ["unpublish", "news item", "Gepland nieuws", "system"],
      ]);
      // the audit log's filter finds them
      const listed = (await get("audit-log?action=publish", s.admin)).body.data as { entity_id: number }[];
      expect(listed.some((e) => e.entity_id === id)).toBe(true);
    });
  });

  it("a page with a child: the page list of the menus, the lookup by url and the sibling link follow", async () => {
    const key = newTranslationKey();
    const parent = await makePage(s.t.db, {
      title: "Geplande ouder",
      url: "geplande-ouder",
      full_url: "geplande-ouder",
      visible_in_menu: true,
      translation_key: key,
      publish_at: at(30),
    });
    const english = await makePage(s.t.db, {
      language: "en",
      title: "Scheduled parent",
      url: "scheduled-parent",
      full_url: "scheduled-parent",
      translation_key: key,
    });
    const child = await makePage(s.t.db, {
      title: "Kind van gepland",
      url: "kind",
      full_url: "geplande-ouder/kind",
      belongs_to: parent.id,
      publish_at: at(30),
      unpublish_at: at(40),
    });
    const listed = async () => {
      const pages = (await get("public-pages/nl")).body.data as { id: number }[];
      return [parent.id, child.id].map((pageId) => pages.some((p) => p.id === pageId));
    };
    const siblingOfEnglish = async () => {
      const pages = (await get("public-pages/en")).body.data as {
        id: number;
        page_translation: { id: number } | null;
      }[];
      return pages.find((p) => p.id === english.id)?.page_translation?.id ?? null;
    };
    expect(await listed()).toEqual([false, false]);
    expect(await siblingOfEnglish()).toBeNull();
    expect(await sitemap()).not.toContain("geplande-ouder");

    await goTo(at(30));
    expect(await listed()).toEqual([true, true]);
    expect(await siblingOfEnglish()).toBe(parent.id);
    expect(await sitemap()).toContain("/geplande-ouder/kind");

    await goTo(at(40));
    expect(await listed()).toEqual([true, false]);
    expect(await sitemap()).not.toContain("/geplande-ouder/kind");
  });

  it("a news item's language switch links the sibling only while the sibling is public", async () => {
    const key = newTranslationKey();
    const english = await makeNews(s.t.db, { language: "en", url: "switch-en", translation_key: key });
    const dutch = await makeNews(s.t.db, { url: "switch-nl", translation_key: key, publish_at: at(45) });
    const sibling = async () =>
      (
        (await get("public-news-item-by-url/switch-en?language=en")).body.data as {
          news_translation: { id: number } | null;
        }
      ).news_translation?.id ?? null;
    setClock(() => at(44));
    expect(await sibling()).toBeNull();
    setClock(() => at(45));
    expect(await sibling()).toBe(dutch.id);
    expect(english.id).toBeGreaterThan(0);
  });

  it("tips and products follow the same rule", async () => {
    const tip = await makeTip(s.t.db, { url: "geplande-tip", publish_at: at(50), unpublish_at: at(55) });
    const product = await makeProduct(s.t.db, {
      url: "gepland-product",
      publish_at: at(50),
      unpublish_at: at(55),
    });
    const state = async () => [
      (await get(`public-tip-exists/${tip.url}`)).body.data,
      (await get(`public-tip-by-id/${tip.id}`)).status,
      (await get(`public-product-exists/${product.url}`)).body.data,
      (await get(`public-product-by-url/${product.url}?language=nl`)).status,
    ];
    expect(await state()).toEqual([false, 404, false, 404]);
    await goTo(at(50));
    expect(await state()).toEqual([true, 200, true, 200]);
    await goTo(at(55));
    expect(await state()).toEqual([false, 404, false, 404]);
  });
});
