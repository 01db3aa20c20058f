/** Preview links API over HTTP on the real app (PGlite): who may call it, what it answers and stores. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNews, makePage, makeProduct, makeTip } from "#tests/support/content.ts";
import { previewLinks } from "../db/schema.ts";
import { resolvePreviewLink } from "./service.ts";
import { hashPreviewToken } from "./tokens.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("preview links API", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let newsId: number;
  const send = (path: string, method: string, body?: unknown, headers = admin) =>
    t.api(path, {
      method,
      headers: jsonHeaders(headers),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const create = async (path: string, body: unknown = {}) => {
    const res = await send(path, "POST", body);
    return { status: res.status, body: await res.json() };
  };
  const tokenOf = (url: string) => url.split("/").pop() ?? "";

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
    newsId = (await makeNews(t.db, { visible: false })).id;
  }, 180_000);
  afterAll(async () => t.close());

  it("refuses anonymous callers (401), other roles (403) and a write without the CSRF token (403)", async () => {
    const anonymous = await csrfHeaders(t);
    expect((await send(`preview-link/news/${newsId}`, "POST", {}, anonymous)).status).toBe(401);
    expect((await t.api(`preview-links/news/${newsId}`)).status).toBe(401);
    const status = (await loginAs(t, "cms-status-user")).headers;
    expect((await send(`preview-link/news/${newsId}`, "POST", {}, status)).status).toBe(403);
    expect((await t.api(`preview-links/news/${newsId}`, { headers: status })).status).toBe(403);
    expect((await send("preview-link/delete/1", "DELETE", undefined, status)).status).toBe(403);
    const withoutCsrf = { cookie: admin.cookie.replace(/; XSRF-TOKEN=[^;]*/, "") };
    const res = await send(`preview-link/news/${newsId}`, "POST", {}, withoutCsrf);
    expect(res.status).toBe(403);
    expect(await t.db.select().from(previewLinks)).toHaveLength(0);
  });

  it("makes a link of 7 days by default, with an absolute url from PUBLIC_URL; stores only the token's hash", async () => {
    const before = Date.now();
    const { status, body } = await create(`preview-link/news/${newsId}`);
    expect(status).toBe(201);
    const { id, url, expires_at } = body.data;
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/voorbeeld/[A-Za-z0-9_-]{43}$`));
    const days = (Date.parse(expires_at) - before) / DAY_MS;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const token = tokenOf(url);
    const [row] = await t.db.select().from(previewLinks).where(eq(previewLinks.id, id));
    expect(row.token_hash).toBe(hashPreviewToken(token));
    expect(row.token_hash).not.toContain(token);
    const stored = await t.db.execute(sql`select row_to_json(l)::text as json from preview_links l`);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await resolvePreviewLink(t.db, token, new Date())).toEqual({
      state: "active",
      type: "news",
      id: newsId,
    });
  });

  it("makes links of 1 and 30 days, for pages, tips and products too", async () => {
    const page = await makePage(t.db, { visible: false });
    const tip = await makeTip(t.db);
    const product = await makeProduct(t.db);
    for (const [path, days] of [
      [`preview-link/page/${page.id}`, 1],
      [`preview-link/tip/${tip.id}`, 30],
      [`preview-link/product/${product.id}`, 7],
    ] as const) {
      const { status, body } = await create(path, { expires_in_days: days });
      expect(status, path).toBe(201);
      const [row] = await t.db.select().from(previewLinks).where(eq(previewLinks.id, body.data.id));
      expect(Math.round((row.expires_at.getTime() - row.created_at.getTime()) / DAY_MS)).toBe(days);
    }
  });

  it("refuses another lifetime or an unknown field per field (422), an unknown type or item (404)", async () => {
    const wrong = await create(`preview-link/news/${newsId}`, { expires_in_days: 3 });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(["expires_in_days"]);
    const extra = await create(`preview-link/news/${newsId}`, { token: "mine" });
    expect(extra.status).toBe(422);
    expect(Object.keys(extra.body.errors)).toEqual(["token"]);
    expect((await create("preview-link/news/999999")).status).toBe(404);
    expect((await create(`preview-link/review/${newsId}`)).status).toBe(404);
    expect((await create("preview-link/news/abc")).status).toBe(404);
    expect((await t.api(`preview-links/service/${newsId}`, { headers: admin })).status).toBe(404);
    expect((await t.api("preview-links/tip/999999", { headers: admin })).status).toBe(404);
  });

  it("lists an item's links without the token and revokes one", async () => {
    const item = await makeNews(t.db);
    const first = (await create(`preview-link/news/${item.id}`, { expires_in_days: 1 })).body.data;
    const second = (await create(`preview-link/news/${item.id}`)).body.data;

    const list = async () =>
      (await (await t.api(`preview-links/news/${item.id}`, { headers: admin })).json()).data;
    const links = await list();
    expect(links.map((l: { id: number }) => l.id).sort()).toEqual([first.id, second.id].sort());
    for (const link of links) {
      expect(Object.keys(link).sort()).toEqual(["active", "created_at", "expires_at", "id", "revoked_at"]);
      expect(link).toMatchObject({ active: true, revoked_at: null });
    }
    expect(JSON.stringify(links)).not.toContain(tokenOf(first.url));

    const revoked = await send(`preview-link/delete/${first.id}`, "DELETE");
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).data).toMatchObject({ id: first.id, active: false });
    const after = await list();
    expect(after.find((l: { id: number }) => l.id === first.id)).toMatchObject({ active: false });
    expect(after.find((l: { id: number }) => l.id === first.id).revoked_at).not.toBeNull();
    expect(after.find((l: { id: number }) => l.id === second.id)).toMatchObject({ active: true });
    expect(await resolvePreviewLink(t.db, tokenOf(first.url), new Date())).toMatchObject({ state: "gone" });

    expect((await send("preview-link/delete/999999", "DELETE")).status).toBe(404);
  });

  it("an expired link is listed as inactive and no longer opens", async () => {
    const { body } = await create(`preview-link/news/${newsId}`);
    await t.db
      .update(previewLinks)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(previewLinks.id, body.data.id));
    const links = (await (await t.api(`preview-links/news/${newsId}`, { headers: admin })).json()).data;
    expect(links.find((l: { id: number }) => l.id === body.data.id)).toMatchObject({ active: false });
    expect(await resolvePreviewLink(t.db, tokenOf(body.data.url), new Date())).toMatchObject({
      state: "gone",
    });
    expect(await resolvePreviewLink(t.db, "x".repeat(43), new Date())).toEqual({ state: "unknown" });
  });
});
