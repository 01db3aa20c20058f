/**
 * The live preview (issue 13 item 6): the admin preview with `?live=1&draft=1` renders the logged-in user's
 * autosaved draft over the stored item, through the same loaders as the public page (React Router's
 * server build from Vite); only the owner of the draft sees it, rich text is sanitised, half-typed
 * fields keep their stored value, and the route may be framed by our own pages only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { PAGE_CACHE_STATUS_HEADER } from "#server/page-cache/page-cache.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNews, makePage } from "#tests/support/content.ts";

let t: TestApp;
let admin: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    renderPages: true,
  });
  admin = (await loginAs(t, "cms-admin")).headers;
  other = (await loginAs(t, "cms-admin")).headers;
}, 240_000);

afterAll(async () => {
  await t?.close();
});

const putDraft = async (path: string, values: Record<string, unknown>, headers = admin) => {
  const res = await t.api(path, {
    method: "PUT",
    headers: jsonHeaders(headers),
    body: JSON.stringify({ values }),
  });
  expect(res.status).toBe(200);
};
const visit = (path: string, headers = admin) => t.app.request(path, { headers: { cookie: headers.cookie } });

describe("the live preview of a draft", () => {
  it("shows the user's draft over the stored item, only with ?live=1&draft=1 and only to its owner", async () => {
    const item = await makeNews(t.db, {
      title: "Opgeslagen titel",
      text: "<p>Opgeslagen tekst</p>",
      visible: false,
    });
    await putDraft(`draft/news/${item.id}`, {
      title: "Getypte titel",
      text: '<p>Getypte tekst</p><script>alert("x")</script><img src=x onerror="alert(1)">',
    });
    const path = `${ADMIN_BASE}/preview/nieuws/${item.id}`;

    const live = await visit(`${path}?live=1&draft=1`);
    expect(live.status).toBe(200);
    const html = await live.text();
    expect(html).toContain("Voorbeeldpagina");
    expect(html).toContain("Getypte titel");
    expect(html).toContain("Getypte tekst");
    expect(html).not.toContain('alert("x")');
    expect(html).not.toContain("onerror");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);

    const stored = await (await visit(path)).text();
    expect(stored).toContain("Opgeslagen titel");
    expect(stored).not.toContain("Getypte titel");

    const others = await (await visit(`${path}?live=1&draft=1`, other)).text();
    expect(others).toContain("Opgeslagen titel");
    expect(others).not.toContain("Getypte titel");
  });

  it("keeps the stored value of a field that does not pass yet (an emptied title)", async () => {
    const item = await makeNews(t.db, { title: "Blijvende titel", text: "<p>Oud</p>" });
    await putDraft(`draft/news/${item.id}`, { title: "", text: "<p>Nieuw</p>" });
    const html = await (await visit(`${ADMIN_BASE}/preview/nieuws/${item.id}?live=1&draft=1`)).text();
    expect(html).toContain("Blijvende titel");
    expect(html).toContain("Nieuw");
  });

  it("renders a page's draft blocks; a block being filled in is left out", async () => {
    const page = await makePage(t.db, { title: "Pagina met blokken", visible: false });
    await putDraft(`draft/page/${page.id}`, {
      title: "Pagina met getypte blokken",
      blocks: [
        { id: "b-1", type: "text", html: "<p>Getypt blok</p><script>bad()</script>" },
        { id: "b-2", type: "no-such-block" },
      ],
    });
    const res = await visit(`${ADMIN_BASE}/preview/pagina/${page.id}?live=1&draft=1`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("Pagina met getypte blokken");
    expect(html).toContain("Getypt blok");
    expect(html).not.toContain("bad()");
  });

  it("is never cached, not indexed, and may be framed by our own pages only", async () => {
    const item = await makeNews(t.db, {});
    const res = await visit(`${ADMIN_BASE}/preview/nieuws/${item.id}?live=1&draft=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    // a logged-in request never reaches the page cache; a second one is rendered again
    const again = await visit(`${ADMIN_BASE}/preview/nieuws/${item.id}?live=1&draft=1`);
    expect(again.headers.get(PAGE_CACHE_STATUS_HEADER)).not.toBe("hit");
    expect(res.headers.has("x-page-cache-allowed")).toBe(false);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");

    // every other page, the admin's included, still refuses every frame
    for (const path of [`${ADMIN_BASE}/nieuws/overzicht`, "/", `${ADMIN_BASE}/preview/nieuws/${item.id}/x`]) {
      const page = await visit(path);
      expect(page.headers.get("content-security-policy") ?? "", path).toContain("frame-ancestors 'none'");
      expect(page.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });
});
