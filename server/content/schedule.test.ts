/**
 * Scheduled publishing over HTTP on the real app (PGlite; PostgreSQL in CI): publish_at and
 * unpublish_at in the API (validation, null clears), the public-now rule in every public read
 * (details, overviews, counts, random, exists, the page list the menus are built from, sibling
 * links, the sitemap), the scheduler's run for a given time (content version bump, revision and
 * audit entry written once, also when two schedulers run the same moment) and the schedule report.
 * Time moves with `setClock`; nothing waits.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNews, makePage, makeProduct, makeTip, newTranslationKey } from "#tests/support/content.ts";
import { setClock } from "../auth/clock.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { auditLog, newsItems, revisions, scheduleEvents } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { readContentVersion, watchContentVersion } from "../page-cache/content-version.ts";
import { nextScheduledMoment, runScheduledChanges, startScheduler } from "./schedule.ts";

const IMAGE = "/uploads/news/1/a.jpg";

describe("scheduled publishing", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  /** a moment `minutes` after the start of this file (whole seconds, as the form sends) */
  const base = Math.ceil(Date.now() / 1000) * 1000 + 60_000;
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  /** moves the clock to that moment and runs the scheduler for it, as the instance's timer would */
  const goTo = async (moment: Date) => {
    setClock(() => moment);
    return runScheduledChanges(t.deps, moment);
  };

  const send = async (path: string, method: string, body: unknown, lang = "nl") => {
    const res = await t.api(path, {
      method,
      headers: { ...jsonHeaders(admin), "accept-language": lang },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.api(path, { headers });
    return {
      status: res.status,
      body: res.headers.get("content-type")?.includes("json") ? await res.json() : null,
    };
  };
  const sitemap = async () => (await t.app.request("/sitemap.xml")).text();

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterEach(() => setClock(null));
  afterAll(async () => t.close());

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
      const read = await get(`news/${id}`, admin);
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
      expect((await get(`news/${id}`, admin)).status).toBe(200);

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
      const history = (await get(`revisions/news/${id}`, admin)).body.data as {
        action: string;
        user_name: string;
      }[];
      expect(history.map((r) => r.action)).toEqual(["scheduled-unpublish", "scheduled-publish", "create"]);
      expect(history[0].user_name).toBe("system");
      await t.deps.tasks.idle(); // audit entries follow the commit as background tasks
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, id));
      const scheduled = entries.filter((e) => e.action === "publish" || e.action === "unpublish");
      expect(scheduled.map((e) => [e.action, e.entity_type, e.title, e.user_name]).sort()).toEqual([
        ["publish", "news item", "Gepland nieuws", "system"],
        ["unpublish", "news item", "Gepland nieuws", "system"],
      ]);
      // the audit log's filter finds them
      const listed = (await get("audit-log?action=publish", admin)).body.data as { entity_id: number }[];
      expect(listed.some((e) => e.entity_id === id)).toBe(true);
    });
  });

  it("a page with a child: the page list of the menus, the lookup by url and the sibling link follow", async () => {
    const key = newTranslationKey();
    const parent = await makePage(t.db, {
      title: "Geplande ouder",
      url: "geplande-ouder",
      full_url: "geplande-ouder",
      visible_in_menu: true,
      translation_key: key,
      publish_at: at(30),
    });
    const english = await makePage(t.db, {
      language: "en",
      title: "Scheduled parent",
      url: "scheduled-parent",
      full_url: "scheduled-parent",
      translation_key: key,
    });
    const child = await makePage(t.db, {
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
    const english = await makeNews(t.db, { language: "en", url: "switch-en", translation_key: key });
    const dutch = await makeNews(t.db, { url: "switch-nl", translation_key: key, publish_at: at(45) });
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
    const tip = await makeTip(t.db, { url: "geplande-tip", publish_at: at(50), unpublish_at: at(55) });
    const product = await makeProduct(t.db, {
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

  it("an item saved with a moment already past is not a scheduled change; an invisible one neither", async () => {
    const past = await makeNews(t.db, { publish_at: new Date(Date.now() - 3600_000) });
    const hidden = await makeNews(t.db, { visible: false, publish_at: at(60) });
    const handled = [...(await goTo(at(61)))].map((e) => e.id);
    expect(handled).not.toContain(past.id);
    expect(handled).not.toContain(hidden.id);
    // the past item is simply public
    expect((await get(`public-news-by-id/${past.id}`)).status).toBe(200);
  });

  it("a draft given a publish moment ahead is scheduled by the save (add and edit): listed, then online at the moment", async () => {
    const added = await send("tip/add-tip", "POST", {
      language: "en",
      title: "Prepared draft tip",
      url: "prepared-draft-tip",
      image: IMAGE,
      visible: false,
      publish_at: at(500).toISOString(),
    });
    expect(added.status).toBe(201);
    expect(added.body.data.visible).toBe(true);
    const draft = await send("news/add-news", "POST", {
      language: "nl",
      title: "Voorbereid nieuws",
      url: "voorbereid-nieuws",
      image: IMAGE,
      visible: false,
    });
    expect(draft.body.data.visible).toBe(false);
    const newsId = draft.body.data.id as number;
    const scheduled = await send(`news/edit/${newsId}`, "PUT", { publish_at: at(510).toISOString() });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.visible).toBe(true);
    expect((await get(`public-news-by-id/${newsId}`)).status).toBe(404);
    const report = (await get("schedule-report", admin)).body.data as {
      type: string;
      id: number;
      kind: string;
    }[];
    expect(report).toContainEqual(
      expect.objectContaining({ type: "tip", id: added.body.data.id, kind: "publish" }),
    );
    expect(report).toContainEqual(expect.objectContaining({ type: "news", id: newsId, kind: "publish" }));

    const handled = await goTo(at(510));
    expect(handled).toContainEqual({ type: "news", id: newsId, kind: "publish", at: at(510).toISOString() });
    expect((await get(`public-news-by-id/${newsId}`)).status).toBe(200);
    expect((await get(`public-tip-by-id/${added.body.data.id}`)).status).toBe(200);
  });

  it("a moment already past publishes no draft: an item taken offline stays offline", async () => {
    const past = new Date(Date.now() - 3600_000).toISOString();
    const draft = await send("news/add-news", "POST", {
      language: "nl",
      title: "Concept met oude datum",
      url: "concept-met-oude-datum",
      image: IMAGE,
      visible: false,
      publish_at: past,
    });
    expect(draft.body.data.visible).toBe(false);
    const online = await send("news/add-news", "POST", {
      language: "nl",
      title: "Offline gehaald",
      url: "offline-gehaald",
      image: IMAGE,
      visible: true,
      publish_at: past,
    });
    const offline = await send(`news/edit/${online.body.data.id}`, "PUT", { visible: false });
    expect(offline.body.data.visible).toBe(false);
    expect((await get(`public-news-by-id/${online.body.data.id}`)).status).toBe(404);
  });

  it("the run bumps the content version once per moment handled, and only then", async () => {
    await makeNews(t.db, { publish_at: at(70) });
    expect((await nextScheduledMoment(t.db, at(65)))?.toISOString()).toBe(at(70).toISOString());
    const before = BigInt(await readContentVersion(t.deps.database));
    await goTo(at(69));
    expect(BigInt(await readContentVersion(t.deps.database))).toBe(before);
    await goTo(at(70));
    expect(BigInt(await readContentVersion(t.deps.database))).toBe(before + 1n);
    await goTo(at(71));
    expect(BigInt(await readContentVersion(t.deps.database))).toBe(before + 1n);
  });

  it("two schedulers running the same moment record it once", async () => {
    const item = await makeNews(t.db, { title: "Twee instanties", publish_at: at(80) });
    setClock(() => at(80));
    // a second instance: its own connection on PostgreSQL, the same database on PGlite
    const options = t.deps.database.options;
    const other: Database =
      options.kind === "postgres" ? await openDatabase({ ...options, poolSize: 2 }) : t.deps.database;
    try {
      const second = { ...t.deps, database: other, logger: createLogger("silent") };
      // the other instance hears the bump by NOTIFY (its own connection on PostgreSQL): its cache follows
      const heard = await watchContentVersion(other, { logger: second.logger, pollMs: 3_600_000 });
      const start = BigInt(heard.current);
      const [a, b] = await Promise.all([
        runScheduledChanges(t.deps, at(80)),
        runScheduledChanges(second, at(80)),
      ]);
      expect([...a, ...b].filter((e) => e.id === item.id)).toHaveLength(1);
      await vi.waitFor(() => expect(BigInt(heard.current)).toBeGreaterThan(start), {
        timeout: 1000,
        interval: 20,
      });
      await heard.stop();
    } finally {
      if (other !== t.deps.database) await other.close();
    }
    const claims = await t.db.select().from(scheduleEvents).where(eq(scheduleEvents.entity_id, item.id));
    expect(claims.filter((c) => c.entity_type === "news")).toHaveLength(1);
    const kept = await t.db.select().from(revisions).where(eq(revisions.entity_id, item.id));
    expect(kept.filter((r) => r.entity_type === "news" && r.action === "scheduled-publish")).toHaveLength(1);
    await t.deps.tasks.idle();
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, item.id));
    expect(logged.filter((e) => e.action === "publish")).toHaveLength(1);
  });

  it("the schedule report lists the coming moments, soonest first, with the edit screen (cms-admin only)", async () => {
    const later = await makeNews(t.db, {
      title: "Later gepland",
      publish_at: at(200),
      unpublish_at: at(300),
    });
    const sooner = await makeTip(t.db, { title: "Eerder gepland", unpublish_at: at(150) });
    await makeNews(t.db, { title: "Onzichtbaar gepland", visible: false, publish_at: at(160) });
    setClock(() => at(100));
    const res = await get("schedule-report", admin);
    expect(res.status).toBe(200);
    const entries = res.body.data as {
      type: string;
      id: number;
      kind: string;
      at: string;
      edit_path: string;
    }[];
    const ours = entries.filter(
      (e) => (e.type === "news" && e.id === later.id) || (e.type === "tip" && e.id === sooner.id),
    );
    expect(ours.map((e) => [e.type, e.kind, e.at])).toEqual([
      ["tip", "unpublish", at(150).toISOString()],
      ["news", "publish", at(200).toISOString()],
      ["news", "unpublish", at(300).toISOString()],
    ]);
    expect(ours[1].edit_path).toBe(`${ADMIN_BASE}/nieuws/wijzigen/${later.id}`);
    expect(entries.some((e) => e.at < at(100).toISOString())).toBe(false);
    expect(entries.some((e) => e.kind === "publish" && e.at === at(160).toISOString())).toBe(false);
    // not public, not for other roles
    expect((await get("schedule-report")).status).toBe(401);
    const editor = (await loginAs(t, "cms-status-user")).headers;
    expect((await get("schedule-report", editor)).status).toBe(403);
  });

  it("a form's product reference must be public now", async () => {
    const product = await makeProduct(t.db, { publish_at: at(400) });
    setClock(() => at(10));
    const { resolveProductReference } = await import("../messages/product-reference.ts");
    await expect(resolveProductReference(t.db, product.id, "nl")).rejects.toThrow();
    setClock(() => at(400));
    await expect(resolveProductReference(t.db, product.id, "nl")).resolves.toMatchObject({
      product_id: product.id,
    });
  });

  it("the row keeps its moments as given", async () => {
    const item = await makeNews(t.db, { publish_at: at(500) });
    const [row] = await t.db.select().from(newsItems).where(eq(newsItems.id, item.id));
    expect(row.publish_at?.toISOString()).toBe(at(500).toISOString());
  });

  it("the scheduler's timer handles a moment with no request, also one scheduled after it started", async () => {
    // the real clock: the timer is set to the moment itself; no safety-net run during the test, so
    // the second moment is found only by planning again on the content version change of its insert
    const watcher = await watchContentVersion(t.deps.database, { logger: t.deps.logger, pollMs: 3_600_000 });
    const claimed = async (id: number) =>
      (await t.db.select().from(scheduleEvents).where(eq(scheduleEvents.entity_id, id))).some(
        (e) => e.entity_type === "news",
      );
    const first = await makeNews(t.db, { publish_at: new Date(Date.now() + 300) });
    const scheduler = startScheduler(t.deps, { version: watcher, safetyNetMs: 3_600_000 });
    try {
      await vi.waitFor(async () => expect(await claimed(first.id)).toBe(true), {
        timeout: 12_000,
        interval: 50,
      });
      const second = await makeNews(t.db, { publish_at: new Date(Date.now() + 300) });
      await vi.waitFor(async () => expect(await claimed(second.id)).toBe(true), {
        timeout: 12_000,
        interval: 50,
      });
      expect((await get(`public-news-by-id/${second.id}`)).status).toBe(200);
    } finally {
      await scheduler.stop();
      await watcher.stop();
    }
    // the waits allow for a loaded machine; the safety net (1 h) cannot fire within them
  }, 40_000);
});
