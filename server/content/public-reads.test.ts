/** The public read functions the site's loaders call in-process (plain JSON, translation siblings). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import {
  makeFeature,
  makeNews,
  makeNewsCategory,
  makeNewsGroup,
  makePage,
  makeProduct,
  makeReview,
  makeService,
  makeServiceGroup,
  makeTip,
  newTranslationKey,
} from "#tests/support/content.ts";
import { listPublicFeatures } from "../features/service.ts";
import {
  findNewsById,
  findPublicNewsByUrl,
  listNewsCategories,
  listNewsGroups,
  listPublicNews,
  newsByCategoryOrGroup,
  newsByIds,
  randomNews,
} from "../news/service.ts";
import { findPageById, findPublicPageByFullUrl, listPublicPages } from "../pages/service.ts";
import { findProductById, findPublicProductByUrl, listPublicProducts } from "../products/service.ts";
import { listPublicReviews } from "../reviews/service.ts";
import {
  listPublicServiceGroups,
  listPublicServices,
  serviceGroupsByIds,
  servicesByIds,
} from "../services/service.ts";
import { findPublicTipByUrl, findTipById, latestTips, listPublicTips, tipsByIds } from "../tips/service.ts";

describe("public reads", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(async () => t.close());

  it("pages: list, by full url with the visible sibling, by id whatever the visibility", async () => {
    const key = newTranslationKey();
    const nl = await makePage(t.db, { url: "over-ons", translation_key: key, position_in_menu: 2 });
    await makePage(t.db, { language: "en", url: "about-us", translation_key: key });
    const hidden = await makePage(t.db, { url: "verborgen", visible: false, position_in_menu: 1 });

    const found = await findPublicPageByFullUrl(t.db, "nl", "over-ons");
    expect(found?.id).toBe(nl.id);
    expect(found?.translation).toMatchObject({ language: "en", url: "about-us", full_url: "about-us" });
    expect(found?.page_translation).toEqual(found?.translation);
    expect(typeof found?.created_at).toBe("string");
    expect(JSON.parse(JSON.stringify(found))).toEqual(found);

    const list = await listPublicPages(t.db, "nl");
    expect(list.map((p) => p.id)).toContain(nl.id);
    expect(list.map((p) => p.id)).not.toContain(hidden.id);
    expect(await findPublicPageByFullUrl(t.db, "nl", "verborgen")).toBeNull();
    expect((await findPageById(t.db, hidden.id))?.url).toBe("verborgen");
    expect(await findPageById(t.db, 999_999)).toBeNull();
  });

  it("news: overview order, filters, refs, siblings, random, by ids", async () => {
    const category = await makeNewsCategory(t.db, { title: "security" });
    const group = await makeNewsGroup(t.db, { title: "Veilig online" });
    const key = newTranslationKey();
    const older = await makeNews(t.db, { published_at: new Date("2026-01-01"), category_id: category.id });
    const newer = await makeNews(t.db, {
      published_at: new Date("2026-03-01"),
      news_group_id: group.id,
      translation_key: key,
      url: "nieuw-bericht",
    });
    await makeNews(t.db, { language: "en", translation_key: key, url: "new-item" });
    const hidden = await makeNews(t.db, { visible: false });
    const notInOverview = await makeNews(t.db, { show_in_overview: false });

    const page = await listPublicNews(t.db, { language: "nl", page: 1, perPage: 10 });
    const ids = page.items.map((i) => i.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(notInOverview.id);
    expect(page.total).toBe(2);
    expect(page.items[0].group).toEqual({ id: group.id, title: "Veilig online" });
    expect(page.items[0].translation).toMatchObject({ language: "en", url: "new-item" });
    expect(page.items[1].category).toMatchObject({ id: category.id, title: "security" });

    const byCategory = await listPublicNews(t.db, {
      language: "nl",
      page: 1,
      perPage: 10,
      categoryId: category.id,
    });
    expect(byCategory.items.map((i) => i.id)).toEqual([older.id]);

    expect((await findPublicNewsByUrl(t.db, "nl", "nieuw-bericht"))?.id).toBe(newer.id);
    expect(await findPublicNewsByUrl(t.db, "en", "nieuw-bericht")).toBeNull();
    expect((await findNewsById(t.db, hidden.id))?.visible).toBe(false);
    expect((await randomNews(t.db, "nl", 2)).length).toBe(2);
    expect((await newsByIds(t.db, "nl", [older.id, hidden.id, newer.id])).map((i) => i.id)).toEqual([
      older.id,
      newer.id,
    ]);
    const both = await newsByCategoryOrGroup(t.db, {
      language: "nl",
      categoryId: category.id,
      groupId: group.id,
      count: 3,
    });
    expect(both).toEqual([]);
    const byGroup = await newsByCategoryOrGroup(t.db, { language: "nl", groupId: group.id, count: 3 });
    expect(byGroup.map((i) => i.id)).toEqual([newer.id]);
    expect((await listNewsCategories(t.db)).map((c) => c.title)).toContain("security");
    expect((await listNewsGroups(t.db, "nl")).map((g) => g.id)).toContain(group.id);
    expect(await listNewsGroups(t.db, "en")).toEqual([]);
  });

  it("tips", async () => {
    const a = await makeTip(t.db, { published_at: new Date("2026-01-01"), url: "tip-a" });
    const b = await makeTip(t.db, { published_at: new Date("2026-02-01") });
    const hidden = await makeTip(t.db, { visible: false });
    const list = await listPublicTips(t.db, { language: "nl", page: 1, perPage: 1 });
    expect(list.items.map((i) => i.id)).toEqual([b.id]);
    expect(list.total).toBe(2);
    expect((await findPublicTipByUrl(t.db, "nl", "tip-a"))?.id).toBe(a.id);
    expect((await findTipById(t.db, hidden.id))?.id).toBe(hidden.id);
    expect((await latestTips(t.db, "nl", 5)).map((i) => i.id)).toEqual([b.id, a.id]);
    expect((await tipsByIds(t.db, "nl", [a.id, hidden.id])).map((i) => i.id)).toEqual([a.id]);
  });

  it("products with price in euros and type filter", async () => {
    const p = await makeProduct(t.db, { price_cents: 49_950, url: "laptop" });
    await makeProduct(t.db, { product_type: "other" });
    const list = await listPublicProducts(t.db, {
      language: "nl",
      page: 1,
      perPage: 10,
      productType: "product-sale",
    });
    expect(list.items.map((i) => i.id)).toEqual([p.id]);
    expect(list.items[0].price).toBe(499.5);
    expect((await findPublicProductByUrl(t.db, "nl", "laptop"))?.price_cents).toBe(49_950);
    expect((await findProductById(t.db, p.id))?.price).toBe(499.5);
  });

  it("services, groups, features, reviews", async () => {
    const group = await makeServiceGroup(t.db, { position: 1 });
    const s1 = await makeService(t.db, { service_group_id: group.id, position: 2 });
    const s2 = await makeService(t.db, { position: 1 });
    await makeService(t.db, { visible: false, service_group_id: group.id });
    const services = await listPublicServices(t.db, "nl");
    expect(services.map((s) => s.id)).toEqual([s2.id, s1.id]);
    expect(services[1].group?.id).toBe(group.id);
    const groups = await listPublicServiceGroups(t.db, "nl");
    expect(groups[0].services.map((s) => s.id)).toEqual([s1.id]);
    expect((await servicesByIds(t.db, "nl", [s1.id, s2.id])).map((s) => s.id)).toEqual([s1.id, s2.id]);
    expect((await serviceGroupsByIds(t.db, "nl", [group.id]))[0].services).toHaveLength(1);

    const f = await makeFeature(t.db);
    await makeFeature(t.db, { language: "en" });
    expect((await listPublicFeatures(t.db, "nl")).map((x) => x.id)).toEqual([f.id]);
    const r = await makeReview(t.db);
    await makeReview(t.db, { visible: false });
    const english = await makeReview(t.db, { language: "en" });
    expect((await listPublicReviews(t.db, "nl")).map((x) => x.id)).toEqual([r.id]);
    expect((await listPublicReviews(t.db, "en")).map((x) => x.id)).toEqual([english.id]);
  });
});
