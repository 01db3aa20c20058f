/**
 * The site search (issue 22) on the real app and database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): stemming, weights, typos (with pg_trgm and with the fallback), languages, the
 * one "public now" rule with scheduled moments, services through the page that shows them, the
 * index following writes of every kind, the API's 422/429 and its statement count.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#server/auth/clock.ts";
import { rawRows } from "#server/db/raw.ts";
import { newsItems, pages, tips } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNews, makePage, makeProduct, makeService, makeTip } from "#tests/support/content.ts";
import { declaredSearchFields, syncSearchFields } from "./fields.ts";
import { searchRateLimit } from "./rate-limit.ts";
import { type SearchOptions, searchSite, snippetHtml, type TypoMode, typoMode } from "./service.ts";
import { searchDocuments, searchFields } from "./tables.ts";

let t: TestApp;
const statements = new AsyncLocalStorage<string[]>();

beforeAll(async () => {
  t = await createTestApp();
  t.deps.database.onStatement((text) => statements.getStore()?.push(text));
  const db = t.db;
  await makeTip(db, {
    title: "Laptop schoonmaken",
    intro: "Zo blijft je laptop koel.",
    text: "<p>Met een zachte doek en perslucht.</p>",
    url: "laptop-schoonmaken",
  });
  await makeProduct(db, {
    title: "Muis draadloos",
    intro: "Een stille muis.",
    text: "<p>Werkt met elke laptop &amp; computer, ook <b>oude</b>.</p>",
    url: "muis-draadloos",
  });
  await makeNews(db, {
    title: "Nieuwe computers binnen",
    text: "<p>Wij doen reparatie van alle merken.</p>",
    url: "nieuwe-computers",
  });
  await makeTip(db, {
    language: "en",
    title: "Keeping your laptop cool",
    text: "<p>Repairs are rarely needed when the fans are clean.</p>",
    url: "laptop-cool",
  });
  await makePage(db, {
    title: "Over ons",
    url: "over-ons",
    full_url: "over-ons",
    blocks: [
      {
        id: "b-1",
        type: "faq",
        title: "Vragen",
        items: [{ question: "Doen jullie dataherstel?", answer: "Ja, ook van kapotte harde schijven." }],
      },
    ],
  });
  await makeTip(db, { title: "Geheime tip over printerinkt", url: "verborgen", visible: false });
}, 180_000);

afterAll(async () => {
  await t?.close();
});
afterEach(() => setClock(null));

const find = async (q: string, o: Partial<SearchOptions> = {}) =>
  (await searchSite(t.deps.database, q, { lang: "nl", limit: 10, ...o })).results;
const titles = async (q: string, o: Partial<SearchOptions> = {}) => (await find(q, o)).map((r) => r.title);

describe("full-text search", () => {
  it("stems Dutch and English words", async () => {
    // "computers" is stemmed to "computer"; the item's title says "computers", the query "computer" and back
    expect(await titles("computer")).toContain("Nieuwe computers binnen");
    expect(await titles("computers")).toContain("Nieuwe computers binnen");
    // the Dutch stemmer keeps "reparaties" and "reparatie" apart: the one-typo rule joins them
    expect(await titles("reparaties")).toContain("Nieuwe computers binnen");
    expect(await titles("repair", { lang: "en" })).toEqual(["Keeping your laptop cool"]);
    expect(await titles("repairing", { lang: "en" })).toEqual(["Keeping your laptop cool"]);
  });

  it("ranks a title hit above an introduction above a body hit", async () => {
    const results = await titles("laptop");
    expect(results.slice(0, 2)).toEqual(["Laptop schoonmaken", "Muis draadloos"]);
  });

  it("keeps to the page's language", async () => {
    expect(await titles("laptop", { lang: "en" })).toEqual(["Keeping your laptop cool"]);
    expect(await titles("cool")).toEqual([]);
  });

  it("finds words in the blocks of a page, and prefixes of words being typed", async () => {
    expect(await titles("dataherstel")).toEqual(["Over ons"]);
    expect(await titles("schijven")).toEqual(["Over ons"]);
    expect(await titles("schoonm")).toEqual(["Laptop schoonmaken"]);
  });

  it("marks the hits in an escaped snippet", async () => {
    const [muis] = await find("draadloos computer");
    expect(muis.snippet).toContain("<mark>computer</mark>");
    expect(muis.snippet).toContain("&amp;");
    expect(muis.snippet).not.toContain("<b>");
    expect(muis).toMatchObject({ type: "product", url: "/verkoop/product-verkoop/muis-draadloos" });
  });

  it("says with … where a snippet cuts its text, and not where it shows it whole", () => {
    const text = "Slechte wifi op zolder? Een extra toegangspunt helpt. Wij leggen het aan.";
    expect(snippetHtml("wifi op \u0002zolder\u0003? Een extra", text)).toBe(
      "… wifi op <mark>zolder</mark>? Een extra …",
    );
    expect(snippetHtml("Slechte \u0002wifi\u0003 op zolder?", text)).toBe(
      "Slechte <mark>wifi</mark> op zolder? …",
    );
    expect(snippetHtml(text.replace("wifi", "\u0002wifi\u0003"), `${text}\n`)).not.toContain("…");
    // a headline that is not a piece of the text as it stands (whitespace aside): left as it is
    expect(snippetHtml("iets \u0002anders\u0003", text)).toBe("iets <mark>anders</mark>");
  });

  it("needs every word", async () => {
    expect(await titles("laptop doek")).toEqual(["Laptop schoonmaken"]);
    expect(await titles("laptop tandpasta")).toEqual([]);
  });
});

describe.each<TypoMode>(["trigram", "one-edit"])("typos (%s)", (mode) => {
  it("forgives one typo in a word of five letters or more", async () => {
    expect(await titles("laptpo", { mode })).toContain("Laptop schoonmaken");
    expect(await titles("laptpo", { mode, lang: "en" })).toEqual(["Keeping your laptop cool"]);
    expect(await titles("schoonmakne", { mode })).toEqual(["Laptop schoonmaken"]);
    expect(await titles("draadlos", { mode })).toEqual(["Muis draadloos"]);
  });

  it("does not forgive a typo in a short word, and suggests words when nothing is found", async () => {
    expect(await titles("muus", { mode })).toEqual([]);
    const answer = await searchSite(t.deps.database, "muus", { lang: "nl", limit: 10, mode, suggest: true });
    expect(answer.results).toEqual([]);
    expect(answer.suggestions).toContain("muis");
  });
});

describe("what is public now", () => {
  it("finds a hidden item only once it is published, through the API", async () => {
    expect(await titles("printerinkt")).toEqual([]);
    const admin = (await loginAs(t, "cms-admin")).headers;
    const [row] = await t.db.select().from(tips).where(eq(tips.url, "verborgen"));
    const res = await t.api(`tip/edit/${row.id}`, {
      method: "PUT",
      headers: jsonHeaders(admin),
      body: JSON.stringify({ visible: true }),
    });
    expect(res.status).toBe(200);
    expect(await titles("printerinkt")).toEqual(["Geheime tip over printerinkt"]);
    // an edit's new words are found, the old ones no longer
    await t.api(`tip/edit/${row.id}`, {
      method: "PUT",
      headers: jsonHeaders(admin),
      body: JSON.stringify({ title: "Tip over toner" }),
    });
    expect(await titles("printerinkt")).toEqual([]);
    expect(await titles("toner")).toEqual(["Tip over toner"]);
    // a deleted item is gone from the index
    await t.api(`tip/delete/${row.id}`, { method: "DELETE", headers: jsonHeaders(admin) });
    expect(await titles("toner")).toEqual([]);
  });

  it("finds a scheduled item from its moment until it goes offline, without a write", async () => {
    const start = new Date("2031-03-01T09:00:00Z");
    const end = new Date("2031-03-08T09:00:00Z");
    await makeNews(t.db, {
      title: "Zomeractie gepland",
      url: "zomeractie",
      publish_at: start,
      unpublish_at: end,
    });
    setClock(() => new Date(start.getTime() - 60_000));
    expect(await titles("zomeractie")).toEqual([]);
    setClock(() => start);
    expect(await titles("zomeractie")).toEqual(["Zomeractie gepland"]);
    setClock(() => end);
    expect(await titles("zomeractie")).toEqual([]);
  });

  it("finds a service through the public page that shows it, and not when no page does", async () => {
    const service = await makeService(t.db, {
      title: "Netwerkbeheer",
      description: "Wifi in huis en op kantoor.",
    });
    expect(await titles("netwerkbeheer")).toEqual([]);
    const blocks = [{ id: "b-s", type: "service", mode: "services", service_ids: [service.id] }];
    // the home page shows it too (among much else), and was made first
    const home = await makePage(t.db, { title: "Home", url: "home-nl", full_url: "home-nl", blocks });
    const page = await makePage(t.db, { title: "Diensten", blocks });
    const [hit] = await find("netwerkbeheer");
    expect(hit).toMatchObject({ type: "service", title: "Netwerkbeheer", url: `/${page.full_url}` });
    await t.db.update(pages).set({ visible: false }).where(eq(pages.id, page.id));
    expect((await find("netwerkbeheer"))[0].url).toBe("/");
    await t.db.update(pages).set({ visible: false }).where(eq(pages.id, home.id));
    expect(await titles("netwerkbeheer")).toEqual([]);
  });
});

describe("the index follows the database", () => {
  it("holds the fields the definitions declare, as migrated", async () => {
    const stored = await t.db.select().from(searchFields);
    expect(stored).toHaveLength(declaredSearchFields().length);
    expect(await syncSearchFields(t.db)).toBe(false);
  });

  it("rebuilds itself when the declared fields change", async () => {
    await t.db
      .delete(searchFields)
      .where(sql`${searchFields.source} = 'tips' AND ${searchFields.field} = 'text'`);
    await rawRows(t.db, sql`SELECT search.reindex()`);
    expect(await titles("perslucht")).toEqual([]);
    expect(await syncSearchFields(t.db)).toBe(true);
    expect(await titles("perslucht")).toEqual(["Laptop schoonmaken"]);
  });

  it("empties a table's rows on TRUNCATE and follows a direct SQL update", async () => {
    await t.db
      .update(newsItems)
      .set({ title: "Nieuwe computers en tablets" })
      .where(eq(newsItems.url, "nieuwe-computers"));
    expect(await titles("tablets")).toEqual(["Nieuwe computers en tablets"]);
    const before = await t.db.select().from(searchDocuments).where(eq(searchDocuments.source, "news_items"));
    expect(before.length).toBeGreaterThan(0);
    await t.db.execute(sql`TRUNCATE news_items CASCADE`);
    const after = await t.db.select().from(searchDocuments).where(eq(searchDocuments.source, "news_items"));
    expect(after).toEqual([]);
  });

  it("has pg_trgm on PGlite", async () => {
    if (t.deps.database.kind === "pglite") expect(await typoMode(t.deps.database)).toBe("trigram");
  });
});

describe("GET /api/search", () => {
  const get = async (query: string, headers: Record<string, string> = {}, peer = "127.0.0.1") => {
    const sent: string[] = [];
    const res = await statements.run(sent, () => t.api(`search?${query}`, { headers }, peer));
    return { status: res.status, body: await res.json(), statements: sent, res };
  };

  it("answers the results with at most two SQL statements", async () => {
    await typoMode(t.deps.database); // the one question per database, asked before
    const { status, body, statements: sent } = await get("q=laptpo&lang=nl&limit=1", {}, "192.0.2.10");
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({
        type: "tip",
        title: "Laptop schoonmaken",
        url: "/tips-en-tricks/laptop-schoonmaken",
      }),
    ]);
    expect(body.data[0].snippet).toContain("<mark>");
    expect(sent.length).toBeLessThanOrEqual(2);
    const en = await get("q=laptop&lang=en", {}, "192.0.2.10");
    expect(en.body.data.map((r: { url: string }) => r.url)).toEqual(["/en/tips-and-tricks/laptop-cool"]);
  });

  it("refuses 1 character and over 100 characters with a 422 in the page's language", async () => {
    const short = await get("q=a&lang=nl", {}, "192.0.2.11");
    expect(short.status).toBe(422);
    expect(short.body.errors.q).toEqual(["Het veld 'Zoekterm' is te kort"]);
    const long = await get(`q=${"a".repeat(101)}&lang=en`, {}, "192.0.2.11");
    expect(long.status).toBe(422);
    expect(long.body.errors.q).toEqual(["The 'Search term' field is too long"]);
    expect((await get(`q=${"a".repeat(100)}&lang=en`, {}, "192.0.2.11")).status).toBe(200);
  });

  it("limits the searches per address (429 with Retry-After)", async () => {
    const peer = "192.0.2.99";
    for (let i = 0; i < searchRateLimit.limit; i++)
      expect((await get("q=laptop", {}, peer)).status).toBe(200);
    const refused = await get("q=laptop&lang=nl", {}, peer);
    expect(refused.status).toBe(429);
    expect(refused.res.headers.get("Retry-After")).toBeTruthy();
    expect(refused.body.title).toBe("Te veel zoekopdrachten");
    // another address is not affected
    expect((await get("q=laptop", {}, "192.0.2.100")).status).toBe(200);
  });
});
