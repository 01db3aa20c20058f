/**
 * Scheduled publishing on the rendered public site (React Router's server build from Vite, the page
 * cache in front as in production, the demo content): before `publish_at` a news item, tip, product
 * and page are not on their detail pages (404), the overviews, the menus or in the news and tip
 * blocks of a page; from it they are, until `unpublish_at`. A page already in the page cache changes
 * after the scheduler has run for the moment — without any write — because the run bumps the
 * content version. Time moves with `setClock`, nothing waits.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { productOverviewPath, productPath, tipPath } from "#core/public/urls.ts";
import { setClock } from "#server/auth/clock.ts";
import { runScheduledChanges } from "#server/content/schedule.ts";
import { PAGE_CACHE_STATUS_HEADER } from "#server/page-cache/page-cache.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNews, makePage, makeProduct, makeTip } from "#tests/support/content.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    renderPages: true,
  });
}, 240_000);

afterEach(() => setClock(null));
afterAll(async () => {
  await t?.close();
});

const base = Math.ceil(Date.now() / 1000) * 1000 + 60_000;
const at = (minutes: number) => new Date(base + minutes * 60_000);

/** the moment arrives: the clock moves and this instance's scheduler runs, as its timer would */
async function arrive(moment: Date) {
  setClock(() => moment);
  await runScheduledChanges(t.deps, moment);
  // what the NOTIFY of the bump does on PostgreSQL (and the scheduler's own refresh)
  await t.pageCache?.version.refresh();
}

/** the rows were written beside the app: read the version now, as the app does after its own writes (else a late NOTIFY would empty the cache mid-test on PostgreSQL) */
async function written() {
  await t.pageCache?.version.refresh();
}

async function visit(path: string) {
  const res = await t.app.request(path);
  return { status: res.status, cache: res.headers.get(PAGE_CACHE_STATUS_HEADER), html: await res.text() };
}

describe("scheduled publishing on the public site", () => {
  it("a news item, tip and product: detail, overview and blocks follow the moments; cached pages too", async () => {
    const news = await makeNews(t.db, {
      title: "Geplande aankondiging",
      url: "geplande-aankondiging",
      publish_at: at(10),
      unpublish_at: at(20),
    });
    const tip = await makeTip(t.db, { title: "Geplande tip", url: "geplande-tip", publish_at: at(10) });
    const product = await makeProduct(t.db, {
      title: "Gepland product",
      url: "gepland-product",
      publish_at: at(10),
      unpublish_at: at(20),
    });
    await makePage(t.db, {
      title: "Blokkenpagina",
      url: "blokkenpagina",
      full_url: "blokkenpagina",
      blocks: [
        { id: "n1", type: "news", mode: "specific", news_ids: [news.id] },
        { id: "t1", type: "tip", tip_ids: [tip.id] },
      ],
    });

    await written();
    const before = {
      detail: await visit("/nieuws/geplande-aankondiging"),
      overview: await visit("/nieuws"),
      tip: await visit(tipPath("nl", "geplande-tip")),
      product: await visit(productPath("nl", "gepland-product")),
      products: await visit(productOverviewPath("nl")),
      blocks: await visit("/blokkenpagina"),
    };
    expect(before.detail.status).toBe(404);
    expect(before.tip.status).toBe(404);
    expect(before.product.status).toBe(404);
    expect(before.overview.html).not.toContain("Geplande aankondiging");
    expect(before.products.html).not.toContain("Gepland product");
    expect(before.blocks.status).toBe(200);
    expect(before.blocks.html).not.toContain("Geplande aankondiging");
    expect(before.blocks.html).not.toContain("Geplande tip");
    // the overview and the block page are now in the cache
    expect((await visit("/nieuws")).cache).toBe("hit");
    expect((await visit("/blokkenpagina")).cache).toBe("hit");

    // a minute before: still cached, still without it
    await arrive(at(9));
    const early = await visit("/nieuws");
    expect(early.cache).toBe("hit");
    expect(early.html).not.toContain("Geplande aankondiging");

    await arrive(at(10));
    const overview = await visit("/nieuws");
    expect(overview.cache).toBe("miss");
    expect(overview.html).toContain("Geplande aankondiging");
    expect((await visit("/nieuws/geplande-aankondiging")).status).toBe(200);
    expect((await visit(tipPath("nl", "geplande-tip"))).status).toBe(200);
    expect((await visit(productPath("nl", "gepland-product"))).status).toBe(200);
    expect((await visit(productOverviewPath("nl"))).html).toContain("Gepland product");
    const blocks = await visit("/blokkenpagina");
    expect(blocks.cache).toBe("miss");
    expect(blocks.html).toContain("Geplande aankondiging");
    expect(blocks.html).toContain("Geplande tip");
    expect((await visit("/nieuws")).cache).toBe("hit");

    await arrive(at(20));
    expect((await visit("/nieuws/geplande-aankondiging")).status).toBe(404);
    expect((await visit("/nieuws")).html).not.toContain("Geplande aankondiging");
    expect((await visit("/blokkenpagina")).html).not.toContain("Geplande aankondiging");
    expect((await visit(productPath("nl", "gepland-product"))).status).toBe(404);
    // the tip has no end
    expect((await visit(tipPath("nl", "geplande-tip"))).status).toBe(200);
    expect(product.id).toBeGreaterThan(0);
  });

  it("a page with a child: the menu and both addresses follow the parent's and the child's moments", async () => {
    const parent = await makePage(t.db, {
      title: "Geplande dienst",
      menu_title: "Geplande dienst",
      url: "geplande-dienst",
      full_url: "geplande-dienst",
      visible_in_menu: true,
      position_in_menu: 99,
      publish_at: at(30),
    });
    await makePage(t.db, {
      title: "Onderdeel van de dienst",
      url: "onderdeel",
      full_url: "geplande-dienst/onderdeel",
      belongs_to: parent.id,
      publish_at: at(30),
      unpublish_at: at(40),
    });
    await written();
    const home = await visit("/");
    expect(home.html).not.toContain("Geplande dienst");
    expect((await visit("/geplande-dienst")).status).toBe(404);
    expect((await visit("/geplande-dienst/onderdeel")).status).toBe(404);
    expect((await visit("/")).cache).toBe("hit");

    await arrive(at(30));
    const after = await visit("/");
    expect(after.cache).toBe("miss");
    expect(after.html).toContain("Geplande dienst");
    expect((await visit("/geplande-dienst")).status).toBe(200);
    expect((await visit("/geplande-dienst/onderdeel")).status).toBe(200);

    await arrive(at(40));
    expect((await visit("/geplande-dienst")).status).toBe(200);
    expect((await visit("/geplande-dienst/onderdeel")).status).toBe(404);
  });

  it("a draft given a publish moment through the admin API goes online at that moment; cached overview too", async () => {
    const admin = (await loginAs(t, "cms-admin")).headers;
    const res = await t.api("news/add-news", {
      method: "POST",
      headers: jsonHeaders(admin),
      body: JSON.stringify({
        language: "nl",
        title: "Voorbereid concept",
        url: "voorbereid-concept",
        image: "/uploads/news/1/a.jpg",
        visible: false,
        publish_at: at(50).toISOString(),
      }),
    });
    expect(res.status).toBe(201);
    // the publish moment published the draft: it is scheduled, not yet public
    expect((await res.json()).data.visible).toBe(true);
    await written();
    expect((await visit("/nieuws/voorbereid-concept")).status).toBe(404);
    expect((await visit("/nieuws")).html).not.toContain("Voorbereid concept");
    expect((await visit("/nieuws")).cache).toBe("hit");

    await arrive(at(50));
    const overview = await visit("/nieuws");
    expect(overview.cache).toBe("miss");
    expect(overview.html).toContain("Voorbereid concept");
    expect((await visit("/nieuws/voorbereid-concept")).status).toBe(200);
  });
});
