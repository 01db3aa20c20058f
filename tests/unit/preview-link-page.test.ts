/**
 * The shareable preview link (/voorbeeld/:token, requirements §2 "Preview links") rendered by the real
 * app (React Router's server build from Vite) without a session: the unpublished item with the
 * preview label, not indexed, never cached (also not by the page cache); a revoked, expired or
 * deleted item's link answers 410 in the item's language, an unknown token 404.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsItems, previewLinks } from "#server/db/schema.ts";
import { PAGE_CACHE_STATUS_HEADER } from "#server/page-cache/page-cache.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNews } from "#tests/support/content.ts";

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    renderPages: true,
  });
  admin = (await loginAs(t, "cms-admin")).headers;
}, 240_000);

afterAll(async () => {
  await t?.close();
});

async function makeLink(newsId: number) {
  const res = await t.api(`preview-link/news/${newsId}`, {
    method: "POST",
    headers: jsonHeaders(admin),
    body: JSON.stringify({}),
  });
  expect(res.status).toBe(201);
  const { id, url } = (await res.json()).data as { id: number; url: string };
  return { id, path: new URL(url).pathname };
}

const visit = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe("a preview link", () => {
  it("shows the unpublished item without a session: label, noindex, no-store, never from the page cache", async () => {
    const item = await makeNews(t.db, {
      visible: false,
      title: "Nog geheim nieuws",
      text: "<p>Binnenkort</p>",
    });
    // the item is not on the public site
    expect((await visit(`/nieuws/${item.url}`)).status).toBe(404);
    const { path } = await makeLink(item.id);
    for (const round of [1, 2]) {
      const res = await visit(path);
      expect(res.status, `round ${round}`).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
      expect(res.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("bypass");
      expect(res.headers.has("x-page-cache-allowed")).toBe(false);
      const html = await res.text();
      expect(html).toContain("Voorbeeldpagina");
      expect(html).toContain("Nog geheim nieuws");
      expect(html).toContain("Binnenkort");
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    }
  });

  it("answers 410 in the item's language once revoked or expired, and when the item is deleted", async () => {
    const revokedItem = await makeNews(t.db, { language: "en", visible: false });
    const revoked = await makeLink(revokedItem.id);
    expect((await visit(revoked.path)).status).toBe(200);
    const del = await t.api(`preview-link/delete/${revoked.id}`, {
      method: "DELETE",
      headers: jsonHeaders(admin),
    });
    expect(del.status).toBe(200);
    const gone = await visit(revoked.path, { "accept-language": "nl" });
    expect(gone.status).toBe(410);
    expect(gone.headers.get("cache-control")).toBe("no-store");
    const goneHtml = await gone.text();
    expect(goneHtml).toContain("This preview link no longer works");
    expect(goneHtml).not.toContain(revokedItem.title);

    const expiredItem = await makeNews(t.db, { visible: false });
    const expired = await makeLink(expiredItem.id);
    await t.db
      .update(previewLinks)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(previewLinks.id, expired.id));
    const late = await visit(expired.path, { "accept-language": "en" });
    expect(late.status).toBe(410);
    expect(await late.text()).toContain("Deze voorbeeldlink werkt niet meer");

    const deletedItem = await makeNews(t.db, { visible: false });
    const deleted = await makeLink(deletedItem.id);
    await t.db.delete(newsItems).where(eq(newsItems.id, deletedItem.id));
    const orphan = await visit(deleted.path, { "accept-language": "en" });
    expect(orphan.status).toBe(410);
    expect(await orphan.text()).toContain("This preview link no longer works");
  });

  it("answers 404 for an unknown token in the visitor's language", async () => {
    const res = await visit(`/voorbeeld/${"A".repeat(43)}`, { "accept-language": "en-GB,en;q=0.9" });
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain("This preview link does not exist");
    const dutch = await visit("/voorbeeld/onzin");
    expect(dutch.status).toBe(404);
    expect(await dutch.text()).toContain("Deze voorbeeldlink bestaat niet");
  });
});
