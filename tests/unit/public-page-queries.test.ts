/**
 * Every public template in both languages loads its data in a fixed, small number of SQL statements:
 * at most MAX_STATEMENTS per request, the whole render (root and layout loaders included), counted at
 * the database client (Database.onStatement, server/db/client.ts) for the statements sent while the
 * request was being answered. Pages are rendered by the real app, React Router's server build taken
 * from Vite like `npm run dev` does (no build needed), on the demo content, with the page cache in
 * front as in production: each counted request is a cache miss right after a content change, so the
 * per-version memos (server/content/memo-by-version.ts) start empty too, the most a miss can cost.
 * Each page must answer with its status and its own content, so a broken page cannot pass on few
 * statements.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { features, newsItems, pages, products, reviews, tips, uploads } from "#server/db/schema.ts";
import { PAGE_CACHE_STATUS_HEADER } from "#server/page-cache/page-cache.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";

const MAX_STATEMENTS = 8;

let t: TestApp;
const requestStatements = new AsyncLocalStorage<string[]>();

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    renderPages: true,
  });
  t.deps.database.onStatement((text) => requestStatements.getStore()?.push(text));
}, 240_000);

afterAll(async () => {
  await t?.close();
});

/** a content write as the app sees one: the version moves on, every cached page and memo is old */
async function bumpContentVersion() {
  await t.db.execute(sql`UPDATE content_version SET version = version + 1 WHERE id = 1`);
  await t.pageCache?.version.refresh();
}

async function render(path: string) {
  const statements: string[] = [];
  const res = await requestStatements.run(statements, () => t.app.request(path));
  const html = await res.text();
  return { res, html, statements };
}

interface Case {
  path: string;
  status: number;
  /** texts the answer must contain: the page's own content, not just the frame */
  expect: string[];
}

async function cases(): Promise<Case[]> {
  const one = async <T>(rows: Promise<T[]>) => {
    const [row] = await rows;
    if (!row) throw new Error("the demo content lacks a row this test needs");
    return row;
  };
  const page = (language: "nl" | "en", fullUrl: string) =>
    one(
      t.db
        .select({ title: pages.title })
        .from(pages)
        .where(sql`${pages.language} = ${language} and ${pages.full_url} = ${fullUrl}`),
    );
  const newest = <L extends "nl" | "en">(
    table: typeof newsItems | typeof tips | typeof products,
    language: L,
  ) =>
    one(
      t.db
        .select({ title: table.title, url: table.url })
        .from(table)
        .where(sql`${table.language} = ${language} and ${table.visible}`)
        .orderBy(sql`${table.id} desc`)
        .limit(1),
    );
  const [homeNl, homeEn, servicesNl, repairNl, repairEn, contactEn] = await Promise.all([
    page("nl", "home-nl"),
    page("en", "home-en"),
    page("nl", "diensten"),
    page("nl", "diensten/computer-reparatie"),
    page("en", "services/computer-repair"),
    page("en", "contact-en"),
  ]);
  const [newsNl, newsEn, tipNl, tipEn, productNl, productEn] = await Promise.all([
    newest(newsItems, "nl"),
    newest(newsItems, "en"),
    newest(tips, "nl"),
    newest(tips, "en"),
    newest(products, "nl"),
    newest(products, "en"),
  ]);
  const review = (lang: "nl" | "en") =>
    one(
      t.db
        .select({ name: reviews.name })
        .from(reviews)
        .where(sql`${reviews.visible} and ${reviews.language} = ${lang}`),
    );
  const [gallery, reviewNl, reviewEn, featureNl, featureEn] = await Promise.all([
    one(t.db.select({ url: uploads.url }).from(uploads).where(sql`${uploads.page_type} = 'gallery'`)),
    review("nl"),
    review("en"),
    one(t.db.select({ title: features.title }).from(features).where(sql`${features.language} = 'nl'`)),
    one(t.db.select({ title: features.title }).from(features).where(sql`${features.language} = 'en'`)),
  ]);
  const h1 = (text: string) => `${text}</h1>`;
  return [
    // the homes: every kind of block (news random/specific/category+group, tips, services, groups,
    // gallery, cards, comparison, text, faq, slider, contact) plus features and reviews
    {
      path: "/",
      status: 200,
      expect: [h1(homeNl.title), gallery.url, reviewNl.name, featureNl.title, tipNl.title, 'hrefLang="en"'],
    },
    {
      path: "/en",
      status: 200,
      expect: [h1(homeEn.title), gallery.url, reviewEn.name, featureEn.title, tipEn.title, 'hrefLang="nl"'],
    },
    { path: "/diensten", status: 200, expect: [h1(servicesNl.title)] },
    { path: "/diensten/computer-reparatie", status: 200, expect: [h1(repairNl.title)] },
    { path: "/en/services/computer-repair", status: 200, expect: [h1(repairEn.title)] },
    { path: "/contact", status: 200, expect: ['name="email"'] },
    { path: "/en/contact", status: 200, expect: [h1(contactEn.title), 'name="email"'] },
    { path: "/nieuws", status: 200, expect: [newsNl.title] },
    { path: "/nieuws?page=99", status: 404, expect: ["</h1>"] },
    { path: "/en/news", status: 200, expect: [newsEn.title] },
    { path: `/nieuws/${newsNl.url}`, status: 200, expect: [h1(newsNl.title)] },
    { path: `/en/news/${newsEn.url}`, status: 200, expect: [h1(newsEn.title)] },
    { path: "/tips-en-tricks", status: 200, expect: [tipNl.title] },
    { path: "/en/tips-and-tricks", status: 200, expect: [tipEn.title] },
    { path: `/tips-en-tricks/${tipNl.url}`, status: 200, expect: [h1(tipNl.title)] },
    { path: `/en/tips-and-tricks/${tipEn.url}`, status: 200, expect: [h1(tipEn.title)] },
    { path: "/verkoop/product-verkoop", status: 200, expect: [productNl.title] },
    { path: "/en/sale/product-sale", status: 200, expect: [productEn.title] },
    { path: `/verkoop/product-verkoop/${productNl.url}`, status: 200, expect: [h1(productNl.title)] },
    { path: `/en/sale/product-sale/${productEn.url}`, status: 200, expect: [h1(productEn.title)] },
    { path: "/hulp-op-afstand/teamviewer", status: 200, expect: ["teamviewer.com/nl/download"] },
    { path: "/en/remote-help/teamviewer", status: 200, expect: ["teamviewer.com/en/download"] },
    { path: "/pagina-niet-gevonden", status: 404, expect: ["</h1>"] },
    { path: "/en/page-not-found", status: 404, expect: ["</h1>"] },
    { path: "/bestaat-niet", status: 404, expect: ["</h1>"] },
  ];
}

describe("statements per public page", () => {
  it(`every public template in both languages: at most ${MAX_STATEMENTS}, answered with its content`, async () => {
    const counted: string[] = [];
    for (const c of await cases()) {
      await bumpContentVersion();
      const { res, html, statements } = await render(c.path);
      expect(res.status, c.path).toBe(c.status);
      for (const text of c.expect) expect(html.includes(text), `${c.path} shows ${text}`).toBe(true);
      // a 200 is a render for the cache, never an answer from it
      if (c.status === 200) expect(res.headers.get(PAGE_CACHE_STATUS_HEADER), c.path).toBe("miss");
      counted.push(`${statements.length} ${c.path}`);
      expect(statements.length, `${c.path}:\n${statements.join("\n")}`).toBeLessThanOrEqual(MAX_STATEMENTS);
      // the data came from the database: a page that loads nothing would pass any limit
      expect(statements.length, c.path).toBeGreaterThan(0);
    }
    console.info(`statements per cache miss:\n${counted.join("\n")}`);
  }, 120_000); // every template in both languages, one after the other: long on a loaded machine

  it("a second page of the same content version reuses the page list: fewer statements, same menus", async () => {
    await bumpContentVersion();
    const cold = await render("/over-ons");
    const warm = await render("/privacy");
    expect(cold.res.status).toBe(200);
    expect(warm.res.status).toBe(200);
    expect(warm.statements.length).toBeLessThan(cold.statements.length);
    // the links of the main and footer menus (the top bar also holds the language switch, which is
    // per page; the main menu marks the current page)
    const menus = (html: string) =>
      [...html.matchAll(/<nav[\s\S]*?<\/nav>/g)]
        .slice(1)
        .map((nav) => [...nav[0].matchAll(/href="([^"]*)"[^>]*>([^<]*)</g)].map((a) => `${a[1]} ${a[2]}`));
    expect(menus(warm.html).length).toBeGreaterThan(1);
    expect(menus(warm.html)).toEqual(menus(cold.html));
  });

  it("after a write through the API the next render shows it: the memo never outlives its version", async () => {
    const { headers } = await loginAs(t, "cms-admin");
    const [about] = await t.db
      .select({ id: pages.id, menu_title: pages.menu_title })
      .from(pages)
      .where(sql`${pages.language} = 'nl' and ${pages.full_url} = 'over-ons'`);
    expect((await render("/privacy")).html).toContain(`>${about.menu_title}<`);
    const res = await t.api(`page/edit/${about.id}`, {
      method: "PUT",
      headers: jsonHeaders(headers),
      body: JSON.stringify({ menu_title: "Wie we zijn" }),
    });
    expect(res.status).toBe(200);
    const after = await render("/privacy");
    expect(after.res.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    expect(after.html).toContain(">Wie we zijn<");
    expect(after.html).not.toContain(`>${about.menu_title}<`);
  });
});
