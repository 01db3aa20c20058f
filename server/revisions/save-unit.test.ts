/**
 * A save and its history are one unit (server/revisions/record.ts, server/content/crud-routes.ts),
 * over the real HTTP app (PGlite): every row a save changes gets its revision — the translation
 * sibling whose shared fields were copied too, in both languages —, the state before the first
 * recorded save is kept (seeded content, and migration 0017 for rows that existed before
 * revisions), a restore is audited as a restore naming its version, and a revision that cannot be
 * written fails the save.
 */
import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSchemas } from "#content-types/define.ts";
import { editorialDefinitions } from "#content-types/editorial.ts";
import { auditLog, revisions } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNewsCategory, makeProduct, makeTip } from "#tests/support/content.ts";
import { createTestPglite } from "#tests/support/db.ts";
import { migrate, migrationsFolder } from "../db/migrate.ts";
import { restorableFields } from "./entity-types.ts";

type Summary = { id: number; created_at: string; action: string; language: string | null; user_name: string };

function client(t: TestApp, headers: Record<string, string>) {
  const send = async (path: string, method = "GET", body?: unknown) => {
    const res = await t.api(path, {
      method,
      headers: jsonHeaders(headers),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const history = async (type: string, id: number) =>
    (await send(`revisions/${type}/${id}`)).body.data as Summary[];
  const revision = async (id: number) =>
    (await send(`revision/${id}`)).body.data as Summary & { data: Record<string, unknown> };
  return { send, history, revision };
}

describe("a save and its revisions", () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t, (await loginAs(t, "cms-admin", { name: "Ada Admin" })).headers);
  }, 180_000);
  afterAll(async () => t.close());

  it("shared fields copied to the other language give it a revision; restoring one language shows in both histories", async () => {
    const before = await makeNewsCategory(t.db, { title: "Veiligheid" });
    const after = await makeNewsCategory(t.db, { title: "Tips" });
    const nl = await api.send("news/add-news", "POST", {
      language: "nl",
      title: "Nep-bankmail",
      url: "nep-bankmail",
      image: "/uploads/news/1/a.jpg",
      category_id: before.id,
    });
    expect(nl.status).toBe(201);
    const nlId = nl.body.data.id as number;
    const en = await api.send("news/add-news", "POST", {
      language: "en",
      title: "Fake bank e-mail",
      url: "fake-bank-email",
      image: "/uploads/news/1/a.jpg",
      category_id: before.id,
      translation_of: nlId,
    });
    expect(en.status).toBe(201);
    const enId = en.body.data.id as number;
    // the new translation gave the Dutch item nothing new: no revision for it
    expect((await api.history("news", nlId)).map((r) => r.action)).toEqual(["create"]);

    // the English edit moves the category of both
    expect((await api.send(`news/edit/${enId}`, "PUT", { category_id: after.id })).status).toBe(200);
    expect((await api.send(`news/${nlId}`)).body.data.category_id).toBe(after.id);
    const nlHistory = await api.history("news", nlId);
    expect(nlHistory.map((r) => r.action)).toEqual(["shared", "create"]);
    expect(nlHistory[0]).toMatchObject({ language: "nl", user_name: "Ada Admin" });
    expect((await api.revision(nlHistory[0].id)).data.category_id).toBe(after.id);

    // restoring the English item's first version sets the Dutch category back, and the Dutch
    // history says so: its newest revision is what the Dutch item is now
    const [, enFirst] = await api.history("news", enId);
    expect((await api.send(`revision/restore/${enFirst.id}`, "POST")).status).toBe(200);
    const nlNow = (await api.send(`news/${nlId}`)).body.data;
    expect(nlNow.category_id).toBe(before.id);
    const nlAfter = await api.history("news", nlId);
    expect(nlAfter.map((r) => r.action)).toEqual(["shared", "shared", "create"]);
    const newest = (await api.revision(nlAfter[0].id)).data;
    for (const field of restorableFields("news")) expect(newest[field], field).toEqual(nlNow[field]);

    // an edit of the Dutch title alone leaves the English history as it is
    const enCount = (await api.history("news", enId)).length;
    expect((await api.send(`news/edit/${nlId}`, "PUT", { title: "Nep-bankmail!" })).status).toBe(200);
    expect(await api.history("news", enId)).toHaveLength(enCount);
  });

  it("an item that has no revision keeps its state before the first save, which a restore brings back", async () => {
    // written straight to the table, as seeded content and everything from before revisions
    const tip = await makeTip(t.db, { title: "Oude titel", tip_one: "Eerste stap" });
    expect(await api.history("tip", tip.id)).toEqual([]);
    expect((await api.send(`tip/edit/${tip.id}`, "PUT", { title: "Nieuwe titel" })).status).toBe(200);
    const history = await api.history("tip", tip.id);
    expect(history.map((r) => r.action)).toEqual(["update", "initial"]);
    expect(Date.parse(history[1].created_at)).toBe(tip.updated_at.getTime());
    expect((await api.revision(history[1].id)).data).toMatchObject({
      title: "Oude titel",
      tip_one: "Eerste stap",
    });

    expect((await api.send(`revision/restore/${history[1].id}`, "POST")).status).toBe(200);
    expect((await api.send(`tip/${tip.id}`)).body.data.title).toBe("Oude titel");
    // the next save records no second starting point
    expect((await api.history("tip", tip.id)).map((r) => r.action)).toEqual(["restore", "update", "initial"]);
  });

  it("a restore is audited as a restore, naming the version it brought back", async () => {
    const tip = await makeTip(t.db, { title: "Audit van herstel" });
    expect((await api.send(`tip/edit/${tip.id}`, "PUT", { title: "Audit van herstel 2" })).status).toBe(200);
    const [, first] = await api.history("tip", tip.id);
    expect((await api.send(`revision/restore/${first.id}`, "POST")).status).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, tip.id), eq(auditLog.entity_type, "tip")));
    expect(entries.map((e) => e.action).sort()).toEqual(["restore", "update"]);
    const restore = entries.find((e) => e.action === "restore");
    expect(restore?.detail).toMatchObject({ revision_id: first.id, revision_saved_at: first.created_at });
    const listed = (await api.send("audit-log?action=restore")).body.data as { entity_id: number }[];
    expect(listed.map((e) => e.entity_id)).toContain(tip.id);
  });
});

describe("seeded content", () => {
  it("its first edit can be undone", async () => {
    const t = await createTestApp({ seed: true });
    try {
      const api = client(t, (await loginAs(t, "cms-admin")).headers);
      const [seeded] = (await api.send("tips?per_page=1")).body.data as { id: number; title: string }[];
      expect(seeded).toBeDefined();
      expect(
        (await api.send(`tip/edit/${seeded.id}`, "PUT", { title: `${seeded.title} (nieuw)` })).status,
      ).toBe(200);
      const history = await api.history("tip", seeded.id);
      expect(history.map((r) => r.action)).toEqual(["update", "initial"]);
      expect((await api.send(`revision/restore/${history[1].id}`, "POST")).status).toBe(200);
      expect((await api.send(`tip/${seeded.id}`)).body.data.title).toBe(seeded.title);
    } finally {
      await t.close();
    }
  }, 240_000);
});

describe("migration 0017", () => {
  it("gives every existing item a starting revision the restore accepts", async () => {
    const database = await createTestPglite({ migrated: false });
    try {
      const all = readMigrationFiles({ migrationsFolder });
      const index = all.findIndex((m) => m.folderMillis === journalWhen("0017_initial_revisions"));
      expect(index).toBeGreaterThan(0);
      await migrate(database, { upTo: all[index - 1].hash });
      const db = database.db;
      const tip = await makeTip(db, {
        title: "Van voor de versies",
        published_at: new Date("2025-03-01T08:30:00.123Z"),
      });
      const product = await makeProduct(db, { title: "Oude laptop", price_cents: 49_950 });
      await migrate(database);
      const rows = await db.select().from(revisions);
      expect(rows.map((r) => [r.entity_type, r.entity_id, r.action]).sort()).toEqual(
        [
          ["product", product.id, "initial"],
          ["tip", tip.id, "initial"],
        ].sort(),
      );
      const tipRevision = rows.find((r) => r.entity_type === "tip");
      expect(tipRevision?.created_at.getTime()).toBe(tip.updated_at.getTime());
      expect(tipRevision?.data).toMatchObject({
        id: tip.id,
        title: "Van voor de versies",
        published_at: "2025-03-01T08:30:00.123Z",
        updated_at: tip.updated_at.toISOString(),
        publish_at: null,
      });
      expect(rows.find((r) => r.entity_type === "product")?.data).toMatchObject({ price: 499.5 });
      // what the restore route does with it: the restorable fields pass the edit's schema
      for (const row of rows) {
        const type = row.entity_type as "tip" | "product";
        const fields = new Set(restorableFields(type));
        const stored = Object.fromEntries(Object.entries(row.data).filter(([name]) => fields.has(name)));
        const parsed = apiSchemas(editorialDefinitions[type]).update.safeParse(stored);
        expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
      // a second run adds nothing
      await migrate(database);
      expect((await db.select({ n: sql<number>`count(*)::int` }).from(revisions))[0].n).toBe(2);
    } finally {
      await database.close();
    }
  }, 180_000);
});

function journalWhen(tag: string): number {
  // the journal's "when" of a migration is what drizzle calls its folderMillis
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const entry = journal.entries.find((e) => e.tag === tag);
  if (!entry) throw new Error(`no migration ${tag}`);
  return entry.when;
}
