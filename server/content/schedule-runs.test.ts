/**
 * The scheduler's runs on the real app (PGlite; PostgreSQL in CI): which saves are scheduled
 * changes, drafts going online at their moment, the content version bumped once per moment, the
 * revision and audit entry written once also when two schedulers run the same moment, the schedule
 * report and the timer. Time moves with `setClock`; nothing waits. The API and the public reads:
 * ./schedule-public.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { loginAs } from "#tests/support/auth.ts";
import { makeNews, makeProduct, makeTip } from "#tests/support/content.ts";
import { scheduleTestApp } from "#tests/support/schedule.ts";
import { setClock } from "../auth/clock.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { auditLog, newsItems, revisions, scheduleEvents } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { readContentVersion, watchContentVersion } from "../page-cache/content-version.ts";
import { nextScheduledMoment, runScheduledChanges, startScheduler } from "./schedule.ts";

const IMAGE = "/uploads/news/1/a.jpg";

describe("scheduled publishing", () => {
  const s = scheduleTestApp();
  const { at, goTo, send, get } = s;

  it("an item saved with a moment already past is not a scheduled change; an invisible one neither", async () => {
    const past = await makeNews(s.t.db, { publish_at: new Date(Date.now() - 3600_000) });
    const hidden = await makeNews(s.t.db, { visible: false, publish_at: at(60) });
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
    const report = (await get("schedule-report", s.admin)).body.data as {
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
    await makeNews(s.t.db, { publish_at: at(70) });
    expect((await nextScheduledMoment(s.t.db, at(65)))?.toISOString()).toBe(at(70).toISOString());
    const before = BigInt(await readContentVersion(s.t.deps.database));
    await goTo(at(69));
    expect(BigInt(await readContentVersion(s.t.deps.database))).toBe(before);
    await goTo(at(70));
    expect(BigInt(await readContentVersion(s.t.deps.database))).toBe(before + 1n);
    await goTo(at(71));
    expect(BigInt(await readContentVersion(s.t.deps.database))).toBe(before + 1n);
  });

  it("two schedulers running the same moment record it once", async () => {
    const item = await makeNews(s.t.db, { title: "Twee instanties", publish_at: at(80) });
    setClock(() => at(80));
    // a second instance: its own connection on PostgreSQL, the same database on PGlite
    const options = s.t.deps.database.options;
    const other: Database =
      options.kind === "postgres" ? await openDatabase({ ...options, poolSize: 2 }) : s.t.deps.database;
    try {
      const second = { ...s.t.deps, database: other, logger: createLogger("silent") };
      // the other instance hears the bump by NOTIFY (its own connection on PostgreSQL): its cache follows
      const heard = await watchContentVersion(other, { logger: second.logger, pollMs: 3_600_000 });
      const start = BigInt(heard.current);
      const [a, b] = await Promise.all([
        runScheduledChanges(s.t.deps, at(80)),
        runScheduledChanges(second, at(80)),
      ]);
      expect([...a, ...b].filter((e) => e.id === item.id)).toHaveLength(1);
      await vi.waitFor(() => expect(BigInt(heard.current)).toBeGreaterThan(start), {
        timeout: 1000,
        interval: 20,
      });
      await heard.stop();
    } finally {
      if (other !== s.t.deps.database) await other.close();
    }
    const claims = await s.t.db.select().from(scheduleEvents).where(eq(scheduleEvents.entity_id, item.id));
    expect(claims.filter((c) => c.entity_type === "news")).toHaveLength(1);
    const kept = await s.t.db.select().from(revisions).where(eq(revisions.entity_id, item.id));
    expect(kept.filter((r) => r.entity_type === "news" && r.action === "scheduled-publish")).toHaveLength(1);
    await s.t.deps.tasks.idle();
    const logged = await s.t.db.select().from(auditLog).where(eq(auditLog.entity_id, item.id));
    expect(logged.filter((e) => e.action === "publish")).toHaveLength(1);
  });

  it("the schedule report lists the coming moments, soonest first, with the edit screen (cms-admin only)", async () => {
    const later = await makeNews(s.t.db, {
      title: "Later gepland",
      publish_at: at(200),
      unpublish_at: at(300),
    });
    const sooner = await makeTip(s.t.db, { title: "Eerder gepland", unpublish_at: at(150) });
    await makeNews(s.t.db, { title: "Onzichtbaar gepland", visible: false, publish_at: at(160) });
    setClock(() => at(100));
    const res = await get("schedule-report", s.admin);
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
    const editor = (await loginAs(s.t, "cms-status-user")).headers;
    expect((await get("schedule-report", editor)).status).toBe(403);
  });

  it("a form's product reference must be public now", async () => {
    const product = await makeProduct(s.t.db, { publish_at: at(400) });
    setClock(() => at(10));
    const { resolveProductReference } = await import("../messages/product-reference.ts");
    await expect(resolveProductReference(s.t.db, product.id, "nl")).rejects.toThrow();
    setClock(() => at(400));
    await expect(resolveProductReference(s.t.db, product.id, "nl")).resolves.toMatchObject({
      product_id: product.id,
    });
  });

  it("the row keeps its moments as given", async () => {
    const item = await makeNews(s.t.db, { publish_at: at(500) });
    const [row] = await s.t.db.select().from(newsItems).where(eq(newsItems.id, item.id));
    expect(row.publish_at?.toISOString()).toBe(at(500).toISOString());
  });

  it("the scheduler's timer handles a moment with no request, also one scheduled after it started", async () => {
    // the real clock: the timer is set to the moment itself; no safety-net run during the test, so
    // the second moment is found only by planning again on the content version change of its insert
    const watcher = await watchContentVersion(s.t.deps.database, {
      logger: s.t.deps.logger,
      pollMs: 3_600_000,
    });
    const claimed = async (id: number) =>
      (await s.t.db.select().from(scheduleEvents).where(eq(scheduleEvents.entity_id, id))).some(
        (e) => e.entity_type === "news",
      );
    const first = await makeNews(s.t.db, { publish_at: new Date(Date.now() + 300) });
    const scheduler = startScheduler(s.t.deps, { version: watcher, safetyNetMs: 3_600_000 });
    try {
      await vi.waitFor(async () => expect(await claimed(first.id)).toBe(true), {
        timeout: 12_000,
        interval: 50,
      });
      const second = await makeNews(s.t.db, { publish_at: new Date(Date.now() + 300) });
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
