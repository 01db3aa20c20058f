/**
 * Revisions over the real HTTP app (PGlite): every save of a tip stores one, the admin lists,
 * reads and compares them, and a restore saves the old data through the edit path; the newest
 * REVISIONS_KEEP per item are kept; only the admin may call, with the CSRF token for a restore.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revisionDiff } from "#content-types/diff.ts";
import { tipType } from "#content-types/tips.ts";
import { revisions } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";

type Summary = { id: number; created_at: string; user_name: string; action: string; language: string | null };
type Revision = Summary & { entity_type: string; entity_id: number; data: Record<string, unknown> };

describe("revisions", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof loginAs>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { REVISIONS_KEEP: "5" } });
    admin = await loginAs(t, "cms-admin", { name: "Ada Admin" });
  }, 180_000);
  afterAll(async () => t.close());

  const send = (path: string, method: string, body?: unknown, headers = admin.headers) =>
    t.api(path, {
      method,
      headers: jsonHeaders(headers),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let serial = 0;
  const addTip = async (title = "Back up your files") => {
    serial++;
    const res = await send("tip/add-tip", "POST", {
      language: "nl",
      title: `${title} ${serial}`,
      url: `revision-tip-${serial}`,
      image: "/uploads/tips/1/a.jpg",
      text: "<p>Make a copy every week.</p>",
      tip_one: "Use an external disk",
    });
    expect(res.status).toBe(201);
    return (await res.json()).data as Record<string, unknown> & { id: number };
  };
  const list = async (type: string, id: number) => {
    const res = await send(`revisions/${type}/${id}`, "GET");
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Summary[] }).data;
  };
  const one = async (revisionId: number) => {
    const res = await send(`revision/${revisionId}`, "GET");
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Revision }).data;
  };

  it("stores every save; a restore brings the first back and is a revision itself", async () => {
    const tip = await addTip();
    const first = { title: tip.title, text: tip.text, tip_one: tip.tip_one };
    expect(
      (await send(`tip/edit/${tip.id}`, "PUT", { title: "Back up all files", tip_one: "Use a disk" })).status,
    ).toBe(200);
    expect((await send(`tip/edit/${tip.id}`, "PUT", { text: "<p>Make a copy every day.</p>" })).status).toBe(
      200,
    );

    const history = await list("tip", tip.id);
    expect(history.map((r) => r.action)).toEqual(["update", "update", "create"]);
    expect(history[0]).toMatchObject({ user_name: "Ada Admin", language: "nl" });
    expect(Date.parse(history[0].created_at)).toBeGreaterThanOrEqual(Date.parse(history[2].created_at));

    const oldest = await one(history[2].id);
    expect(oldest).toMatchObject({
      entity_type: "tip",
      entity_id: tip.id,
      action: "create",
      user_name: "Ada Admin",
    });
    expect(oldest.data).toMatchObject({ ...first, id: tip.id });

    // compare the first and the newest save with the diff module the admin uses
    const newest = await one(history[0].id);
    const diff = revisionDiff(tipType, oldest.data, newest.data);
    expect(diff.map((d) => d.name)).toEqual(["title", "text", "tip_one"]);
    const text = diff.find((d) => d.name === "text");
    expect(text).toMatchObject({
      kind: "text",
      parts: [
        { kind: "same", text: "Make a copy every " },
        { kind: "del", text: "week." },
        { kind: "ins", text: "day." },
      ],
    });

    const restored = await send(`revision/restore/${oldest.id}`, "POST");
    expect(restored.status).toBe(200);
    expect((await restored.json()).data).toMatchObject(first);
    const now = (await (await send(`tip/${tip.id}`, "GET")).json()).data;
    expect(now).toMatchObject(first);
    expect(revisionDiff(tipType, oldest.data, now)).toEqual([]);

    const after = await list("tip", tip.id);
    expect(after).toHaveLength(4);
    expect(after[0].action).toBe("restore");
    expect((await one(after[0].id)).data).toMatchObject(first);
  });

  it("keeps the newest REVISIONS_KEEP per item and drops the oldest on the next save", async () => {
    expect(t.config.revisionsKeep).toBe(5);
    const tip = await addTip("Keep");
    const other = await addTip("Other");
    for (let i = 1; i <= 5; i++) {
      expect((await send(`tip/edit/${tip.id}`, "PUT", { tip_two: `edit ${i}` })).status).toBe(200);
    }
    const history = await list("tip", tip.id);
    expect(history).toHaveLength(5);
    // the create (the oldest) went with the sixth save; the newest is the fifth edit
    expect(history.map((r) => r.action)).not.toContain("create");
    expect((await one(history[0].id)).data.tip_two).toBe("edit 5");
    expect((await one(history[4].id)).data.tip_two).toBe("edit 1");
    // another item's revisions are not touched
    expect(await list("tip", other.id)).toHaveLength(1);
    const stored = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entity_type, "tip"), eq(revisions.entity_id, tip.id)));
    expect(stored).toHaveLength(5);
  });

  it("keeps 50 by default: the 51st save drops the oldest", async () => {
    const d = await createTestApp();
    try {
      expect(d.config.revisionsKeep).toBe(50);
      const a = await loginAs(d, "cms-admin");
      const put = (path: string, method: string, body: unknown) =>
        d.api(path, { method, headers: jsonHeaders(a.headers), body: JSON.stringify(body) });
      const created = await put("tip/add-tip", "POST", {
        language: "en",
        title: "Fifty",
        url: "fifty",
        image: "/uploads/tips/1/a.jpg",
      });
      const id = (await created.json()).data.id as number;
      for (let i = 1; i <= 50; i++)
        expect((await put(`tip/edit/${id}`, "PUT", { tip_one: `v${i}` })).status).toBe(200);
      const rows = await d.db.select().from(revisions).where(eq(revisions.entity_id, id));
      expect(rows).toHaveLength(50);
      expect(rows.map((r) => r.action)).not.toContain("create");
      expect(rows.map((r) => r.data.tip_one).sort()).toContain("v1");
    } finally {
      await d.close();
    }
  }, 180_000);

  it("stores a page's blocks with its revision", async () => {
    const res = await send("pages/add-page", "POST", {
      language: "nl",
      title: "Revision page",
      url: "revision-page",
      blocks: [{ id: "b1", type: "text", html: "<p>Hello</p>" }],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const page = (await res.json()).data as { id: number; blocks: unknown[] };
    const [latest] = await list("page", page.id);
    expect((await one(latest.id)).data.blocks).toEqual(page.blocks);
  });

  it("restores a page (its blocks), a news item and a product through their own edit", async () => {
    const cases = [
      {
        type: "page",
        add: "pages/add-page",
        edit: (id: number) => `page/edit/${id}`,
        one: (id: number) => `page/${id}`,
        body: {
          language: "nl",
          title: "Restore page",
          url: "restore-page",
          blocks: [
            { id: "b1", type: "text", html: "<p>One</p>" },
            { id: "b2", type: "faq", title: "Questions", items: [{ question: "Why?", answer: "Because." }] },
          ],
        },
        change: {
          title: "Restore page changed",
          blocks: [
            { id: "b2", type: "faq", title: "Other", items: [{ question: "Why?", answer: "Because." }] },
          ],
        },
        check: ["title", "blocks"],
      },
      {
        type: "news",
        add: "news/add-news",
        edit: (id: number) => `news/edit/${id}`,
        one: (id: number) => `news/${id}`,
        body: { language: "en", title: "Restore news", url: "restore-news", image: "/uploads/news/1/a.jpg" },
        change: { title: "Restore news changed", text: "<p>More</p>" },
        check: ["title", "text"],
      },
      {
        type: "product",
        add: "product/add-product",
        edit: (id: number) => `product/edit/${id}`,
        one: (id: number) => `product/${id}`,
        body: {
          language: "nl",
          title: "Restore laptop",
          url: "restore-laptop",
          image: "/uploads/products/1/a.jpg",
          price: 499.99,
          stock: 2,
        },
        change: { title: "Restore laptop changed", price: 450, stock: 1 },
        check: ["title", "price", "price_cents", "stock"],
      },
    ];
    for (const c of cases) {
      const created = await send(c.add, "POST", c.body);
      expect(created.status, `${c.type}: ${await created.clone().text()}`).toBe(201);
      const item = (await created.json()).data as Record<string, unknown> & { id: number };
      const edited = await send(c.edit(item.id), "PUT", c.change);
      expect(edited.status, `${c.type}: ${await edited.clone().text()}`).toBe(200);
      const history = await list(c.type, item.id);
      expect(
        history.map((r) => r.action),
        c.type,
      ).toEqual(["update", "create"]);
      const restored = await send(`revision/restore/${history[1].id}`, "POST");
      expect(restored.status, `${c.type}: ${await restored.clone().text()}`).toBe(200);
      const now = (await (await send(c.one(item.id), "GET")).json()).data as Record<string, unknown>;
      for (const field of c.check) expect(now[field], `${c.type}.${field}`).toEqual(item[field]);
      expect(
        (await list(c.type, item.id)).map((r) => r.action),
        c.type,
      ).toEqual(["restore", "update", "create"]);
    }
  });

  it("answers the edit's 422 when a stored revision no longer passes the rules, and saves nothing", async () => {
    const tip = await addTip("Rules");
    const [revision] = await list("tip", tip.id);
    await t.db.execute(
      sql`update revisions set data = jsonb_set(data, '{title}', '""') where id = ${revision.id}`,
    );
    const res = await send(`revision/restore/${revision.id}`, "POST");
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(["title"]);
    expect(await list("tip", tip.id)).toHaveLength(1);
    expect((await (await send(`tip/${tip.id}`, "GET")).json()).data.title).toBe(tip.title);
  });

  it("is the admin's only: 401 without a session, 403 for other roles, 403 without the CSRF token", async () => {
    const tip = await addTip("Roles");
    const [revision] = await list("tip", tip.id);
    expect((await t.api(`revisions/tip/${tip.id}`)).status).toBe(401);
    expect((await t.api(`revision/${revision.id}`)).status).toBe(401);
    for (const role of ["cms-status-user", "cms-zzp", "cms-accountant"] as const) {
      const other = await loginAs(t, role);
      expect((await send(`revisions/tip/${tip.id}`, "GET", undefined, other.headers)).status).toBe(403);
      expect((await send(`revision/${revision.id}`, "GET", undefined, other.headers)).status).toBe(403);
      expect((await send(`revision/restore/${revision.id}`, "POST", undefined, other.headers)).status).toBe(
        403,
      );
    }
    const noToken = await t.api(`revision/restore/${revision.id}`, {
      method: "POST",
      headers: { cookie: `session=${admin.session}` },
    });
    expect(noToken.status).toBe(403);
    expect(await list("tip", tip.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown type, revision or malformed id, and for a restore of a deleted item", async () => {
    const tip = await addTip("Gone");
    const [revision] = await list("tip", tip.id);
    expect((await send(`revisions/service/${tip.id}`, "GET")).status).toBe(404);
    expect((await send("revisions/tip/abc", "GET")).status).toBe(404);
    expect((await send("revision/0", "GET")).status).toBe(404);
    expect((await send("revision/99999999", "GET")).status).toBe(404);
    expect((await send("revision/restore/x1", "POST")).status).toBe(404);
    expect((await send("revision/restore/99999999", "POST")).status).toBe(404);
    expect((await send(`tip/delete/${tip.id}`, "DELETE")).status).toBe(200);
    const gone = await send(`revision/restore/${revision.id}`, "POST");
    expect(gone.status).toBe(404);
    expect((await gone.json()).message).toBe("Item niet gevonden");
  });
});

describe("a revision that cannot be written", () => {
  it("fails the save it describes, which changes nothing", async () => {
    const t = await createTestApp();
    try {
      const admin = await loginAs(t, "cms-admin");
      const send = (path: string, method: string, body: unknown) =>
        t.api(path, { method, headers: jsonHeaders(admin.headers), body: JSON.stringify(body) });
      const created = await send("tip/add-tip", "POST", {
        language: "nl",
        title: "Saved once",
        url: "saved-once",
        image: "/uploads/tips/1/a.jpg",
      });
      expect(created.status).toBe(201);
      const id = (await created.json()).data.id as number;
      // the table is gone: every revision write fails
      await t.db.execute(sql`alter table revisions rename to revisions_away`);
      const edit = await send(`tip/edit/${id}`, "PUT", { title: "Saved again" });
      expect(edit.status).toBe(500);
      const add = await send("tip/add-tip", "POST", {
        language: "nl",
        title: "Never saved",
        url: "never-saved",
        image: "/uploads/tips/1/a.jpg",
      });
      expect(add.status).toBe(500);
      await t.db.execute(sql`alter table revisions_away rename to revisions`);
      expect((await (await t.api(`tip/${id}`, { headers: admin.headers })).json()).data.title).toBe(
        "Saved once",
      );
      const listed = (await (await t.api("tips?search=never", { headers: admin.headers })).json()).data;
      expect(listed).toEqual([]);
    } finally {
      await t.close();
    }
  }, 180_000);
});
