/**
 * The admin preview (requirements §2: an item "rendered as the public site would render it") loads
 * through the public routes' own functions (app/lib/public/detail-content.server.ts, siteMenus) and
 * renders their one body each (app/components/bodies/): for a published item of each of the four
 * editorial types the preview shows the same menus, header, blocks, tips, product details and
 * related items as its public page. Rendered by the real app (React Router's server build from Vite) on the demo content.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { tipPath } from "#core/public/urls.ts";
import { newsItems, pages, products, tips } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { loginAs } from "#tests/support/auth.ts";

let t: TestApp;
let cookie = "";

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    renderPages: true,
  });
  cookie = `session=${(await loginAs(t, "cms-admin")).session}`;
}, 240_000);

afterAll(async () => {
  await t?.close();
});

async function html(path: string, withSession = false) {
  const res = await t.app.request(path, withSession ? { headers: { cookie } } : undefined);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** the links of the main and footer menus (the first nav, the top bar, holds the per-page language switch) */
const menus = (page: string) =>
  [...page.matchAll(/<nav[\s\S]*?<\/nav>/g)]
    .slice(1)
    .map((nav) => [...nav[0].matchAll(/href="([^"]*)"[^>]*>([^<]*)</g)].map((a) => `${a[1]} ${a[2]}`));

/** the rendered content from the page's h1 to the end of main: header and body, without the frame */
const content = (page: string) => {
  const from = page.indexOf("<h1");
  const to = page.indexOf("</main>");
  expect(from, "an h1").toBeGreaterThan(-1);
  expect(to, "a main").toBeGreaterThan(from);
  return page.slice(from, to);
};

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("the demo content lacks a row this test needs");
  return row;
}

describe("the preview renders an item as its public page does", () => {
  it("a page: same menus, header and blocks", async () => {
    const page = await one(
      t.db
        .select({ id: pages.id })
        .from(pages)
        .where(sql`${pages.language} = 'nl' and ${pages.full_url} = 'diensten/computer-reparatie'`),
    );
    const [published, preview] = await Promise.all([
      html("/diensten/computer-reparatie"),
      html(`${ADMIN_BASE}/preview/pagina/${page.id}`, true),
    ]);
    expect(preview).toContain("Voorbeeldpagina");
    expect(menus(preview)).toEqual(menus(published));
    expect(content(preview)).toBe(content(published));
  });

  it("a news item: same header, text and related items", async () => {
    // two visible items of one category: each shows the other as related
    const [item, other] = await t.db
      .select({ id: newsItems.id, url: newsItems.url, category_id: newsItems.category_id })
      .from(newsItems)
      .where(
        sql`${newsItems.language} = 'nl' and ${newsItems.visible} and ${newsItems.category_id} is not null`,
      )
      .orderBy(sql`${newsItems.id} desc`)
      .limit(2);
    if (!item || !other) throw new Error("the demo content lacks two visible news items with a category");
    await t.db
      .update(newsItems)
      .set({ category_id: item.category_id })
      .where(sql`${newsItems.id} = ${other.id}`);
    const [published, preview] = await Promise.all([
      html(`/nieuws/${item.url}`),
      html(`${ADMIN_BASE}/preview/nieuws/${item.id}`, true),
    ]);
    expect(published).toContain('id="related-title"');
    expect(content(preview)).toBe(content(published));
  });

  it("a product: same header, details and price", async () => {
    const product = await one(
      t.db
        .select({ id: products.id, url: products.url })
        .from(products)
        .where(sql`${products.language} = 'en' and ${products.visible}`)
        .orderBy(sql`${products.id} desc`)
        .limit(1),
    );
    const [published, preview] = await Promise.all([
      html(`/en/sale/product-sale/${product.url}`),
      html(`${ADMIN_BASE}/preview/product/${product.id}`, true),
    ]);
    // the text of the price line without its screen-reader label ("Price: ")
    const line = /data-testid="product-price"[^>]*>([\s\S]*?)<\/p>/.exec(published)?.[1] ?? "";
    const price = line.replace(/<!-- -->/g, "").replace(/<span[^>]*>[^<]*<\/span>/, "");
    expect(price).toMatch(/^€\d/);
    expect(content(preview)).toBe(content(published));
  });

  it("a tip: same header, numbered tips and text", async () => {
    const tip = await one(
      t.db
        .select({ id: tips.id, url: tips.url })
        .from(tips)
        .where(sql`${tips.language} = 'nl' and ${tips.visible} and ${tips.tip_one} <> ''`)
        .orderBy(sql`${tips.id} desc`)
        .limit(1),
    );
    const [published, preview] = await Promise.all([
      html(tipPath("nl", tip.url)),
      html(`${ADMIN_BASE}/preview/tip/${tip.id}`, true),
    ]);
    // the tips as numbered badges, each with its screen-reader label, in both
    expect(published).toContain('id="tips-title"');
    expect(published).toMatch(/<span class="sr-only">Tip 1(<!-- -->)?: <\/span>/);
    expect(content(preview)).toBe(content(published));
  });
});
