/**
 * A site without pages (a fresh PostgreSQL database, which gets no demo content) answers its home
 * pages with a short page that says the site runs but has no content yet, in the address's language
 * and `noindex`, instead of the not-found page. Once the first page is published, that is gone:
 * the home shows the page, and a missing home is an ordinary 404 again. Rendered by the real app with
 * React Router's server build from Vite (as `npm run dev`), the page cache in front.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    renderPages: true,
  });
}, 240_000);

afterAll(async () => {
  await t?.close();
});

async function get(path: string) {
  const res = await t.app.request(path);
  return { res, html: await res.text() };
}

const noindex = /<meta name="robots" content="noindex"\/?>/;

describe("the home pages of a site without content", () => {
  it("say in Dutch that the site runs but has no content yet (noindex)", async () => {
    const { res, html } = await get("/");
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain("Deze website heeft nog geen inhoud");
    expect(html).not.toContain("Pagina niet gevonden");
    expect(html).toMatch(noindex);
  });

  it("say it in English on /en", async () => {
    const { res, html } = await get("/en");
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("This website has no content yet");
    expect(html).not.toContain("Page not found");
    expect(html).toMatch(noindex);
  });

  it("other addresses stay a 404", async () => {
    const { res, html } = await get("/over-ons");
    expect(res.status).toBe(404);
    expect(html).toContain("Pagina niet gevonden");
  });

  it("are gone once a page is published: the home shows it", async () => {
    await t.db.insert(pages).values({
      language: "nl",
      title: "Welkom bij ons",
      url: "home-nl",
      full_url: "home-nl",
      visible: true,
      blocks: [],
    });
    await t.db.execute(sql`UPDATE content_version SET version = version + 1 WHERE id = 1`);
    await t.pageCache?.version.refresh();
    const { res, html } = await get("/");
    expect(res.status).toBe(200);
    expect(html).toContain("Welkom bij ons");
    expect(html).not.toContain("Deze website heeft nog geen inhoud");
  });
});
