/**
 * Shared fields (docs/decisions/0008-shared-fields.md): editing a fact of the item in one
 * language version shows in the other, for every translatable content type, over the real API.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminResource, type ContentType, isSharedField } from "#content-types/define.ts";
import { featureType } from "#content-types/features.ts";
import { newsGroupType, newsType } from "#content-types/news.ts";
import { pageType } from "#content-types/pages.ts";
import { productType } from "#content-types/products.ts";
import { serviceGroupType, serviceType } from "#content-types/services.ts";
import { tipType } from "#content-types/tips.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";

/** the translatable types by the names this file's cases use */
const definitions = {
  page: pageType,
  news: newsType,
  news_group: newsGroupType,
  tip: tipType,
  product: productType,
  service: serviceType,
  service_group: serviceGroupType,
  feature: featureType,
} satisfies Record<string, ContentType>;
type TranslatableType = keyof typeof definitions;

let n = 0;
const uniq = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}`;

interface Case {
  type: TranslatableType;
  add: string;
  one: (id: number) => string;
  edit: (id: number) => string;
  base: (language: "nl" | "en") => Record<string, unknown>;
  /** shared fields to change on the English version */
  change: Record<string, unknown>;
}

const header = (language: "nl" | "en", prefix: string) => ({
  language,
  title: uniq(`${prefix} ${language}`),
  url: uniq(`${prefix}-${language}`),
  image: "/uploads/demo/a.jpg",
  visible: true,
});

const cases: Case[] = [
  {
    type: "page",
    add: "pages/add-page",
    one: (id) => `page/${id}`,
    edit: (id) => `page/edit/${id}`,
    base: (language) => header(language, "pagina"),
    change: {
      position_in_menu: 7,
      visible_in_footer_menu: true,
      header_image: "/uploads/pages/1/kop.jpg",
      show_slider: true,
      slider_images: ["/uploads/pages/1/s1.jpg", "/uploads/pages/1/s2.jpg"],
    },
  },
  {
    type: "news",
    add: "news/add-news",
    one: (id) => `news/${id}`,
    edit: (id) => `news/edit/${id}`,
    base: (language) => header(language, "nieuws"),
    change: {
      published_at: "2025-05-01T10:00:00.000Z",
      is_teaser: true,
      show_in_overview: false,
      image: "/uploads/news/1/nieuw.jpg",
    },
  },
  {
    type: "tip",
    add: "tip/add-tip",
    one: (id) => `tip/${id}`,
    edit: (id) => `tip/edit/${id}`,
    base: (language) => header(language, "tip"),
    change: { published_at: "2024-12-24T08:30:00.000Z", facebook_image: "/uploads/tips/1/fb.jpg" },
  },
  {
    type: "product",
    add: "product/add-product",
    one: (id) => `product/${id}`,
    edit: (id) => `product/edit/${id}`,
    base: (language) => header(language, "thinkpad"),
    change: {
      price: 1049.5,
      stock: 2,
      condition: "used",
      brand: "Lenovo",
      product_image: "/uploads/p/1.jpg",
    },
  },
  {
    type: "service",
    add: "services/add-service",
    one: (id) => `service/${id}`,
    edit: (id) => `service/edit/${id}`,
    base: (language) => ({ language, title: uniq(`dienst ${language}`) }),
    change: { icon: "diagnose", position: 4, visible: false },
  },
  {
    type: "service_group",
    add: "service-groups/add-service-group",
    one: (id) => `service-group/${id}`,
    edit: (id) => `service-group/edit/${id}`,
    base: (language) => ({ language, title: uniq(`groep ${language}`) }),
    change: { icon: "clean", position: 9, visible: false },
  },
  {
    type: "feature",
    add: "features/add-feature",
    one: (id) => `feature/${id}`,
    edit: (id) => `feature/edit/${id}`,
    base: (language) => ({ language, title: uniq(`kenmerk ${language}`) }),
    change: { icon: "desk", position: 3, visible: false },
  },
];

describe("shared fields of translation siblings", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const send = async (path: string, method: string, body?: unknown) => {
    const res = await t.api(path, {
      method,
      headers: jsonHeaders(admin),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    expect(res.status, JSON.stringify(json)).toBeLessThan(300);
    return json.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  it("the English ThinkPad's new price shows on the Dutch one (and a new translation takes the price)", async () => {
    const nl = await send("product/add-product", "POST", {
      ...header("nl", "thinkpad"),
      price: 1099,
      stock: 5,
    });
    // a translation created without the item's facts takes them from its sibling
    const en = await send("product/add-product", "POST", {
      ...header("en", "thinkpad"),
      translation_of: nl.id,
    });
    expect(en).toMatchObject({ price: 1099, stock: 5 });
    await send(`product/edit/${en.id}`, "PUT", { price: 1049.5, title: "ThinkPad T14 (English)" });
    const dutch = await send(`product/${nl.id}`, "GET");
    expect(dutch.price).toBe(1049.5);
    expect(dutch.price_cents).toBe(104_950);
    // the title belongs to the language version
    expect(dutch.title).toBe(nl.title);
  });

  for (const c of cases) {
    it(`${c.type}: an edit of a shared field in either language shows in both`, async () => {
      expect(Object.keys(c.change).every((field) => isSharedField(definitions[c.type], field))).toBe(true);
      const nl = await send(c.add, "POST", c.base("nl"));
      const en = await send(c.add, "POST", { ...c.base("en"), translation_of: nl.id });
      const enTitle = uniq("English title");
      await send(c.edit(en.id), "PUT", { ...c.change, title: enTitle });
      const dutch = await send(c.one(nl.id), "GET");
      expect(dutch).toMatchObject(c.change);
      expect(dutch.title).toBe(nl.title);
      // and back: the Dutch edit reaches the English version
      const first = Object.keys(c.change)[0];
      await send(c.edit(nl.id), "PUT", { [first]: nl[first] });
      const english = await send(c.one(en.id), "GET");
      expect(english[first]).toEqual(nl[first]);
      expect(english.title).toBe(enTitle);
    });
  }

  it("a shared reference follows to the sibling's own language (news group, service group)", async () => {
    const gNl = await send("news-groups/add-news-group", "POST", { language: "nl", title: uniq("Groep") });
    const gEn = await send("news-groups/add-news-group", "POST", {
      language: "en",
      title: uniq("Group"),
      translation_of: gNl.id,
    });
    const nl = await send("news/add-news", "POST", header("nl", "gegroepeerd"));
    const en = await send("news/add-news", "POST", { ...header("en", "grouped"), translation_of: nl.id });
    await send(`news/edit/${en.id}`, "PUT", { news_group_id: gEn.id });
    expect((await send(`news/${nl.id}`, "GET")).news_group_id).toBe(gNl.id);

    const sgNl = await send("service-groups/add-service-group", "POST", {
      language: "nl",
      title: uniq("SG"),
    });
    const sgEn = await send("service-groups/add-service-group", "POST", {
      language: "en",
      title: uniq("SG"),
      translation_of: sgNl.id,
    });
    const sNl = await send("services/add-service", "POST", { language: "nl", title: uniq("Dienst") });
    const sEn = await send("services/add-service", "POST", {
      language: "en",
      title: uniq("Service"),
      translation_of: sNl.id,
      service_group_id: sgEn.id,
    });
    expect((await send(`service/${sNl.id}`, "GET")).service_group_id).toBe(sgNl.id);
    await send(`service/edit/${sNl.id}`, "PUT", { service_group_id: null });
    expect((await send(`service/${sEn.id}`, "GET")).service_group_id).toBeNull();
  });

  it("the publication flag of pages, news, tips and products stays per language", () => {
    for (const type of ["page", "news", "tip", "product"] as const) {
      expect(isSharedField(definitions[type], "visible")).toBe(false);
      expect(isSharedField(definitions[type], "title")).toBe(false);
      expect(isSharedField(definitions[type], "url")).toBe(false);
    }
    expect(isSharedField(productType, "price")).toBe(true);
    expect(newsGroupType.shared).toEqual([]);
    // every shared field is a field of its definition, and the admin form marks it
    for (const [name, type] of Object.entries(definitions) as [string, ContentType][]) {
      const fields = adminResource(type).fields;
      for (const field of type.shared ?? []) {
        expect(type.fields[field], `${name}.${field}`).toBeDefined();
        expect(fields.find((f) => f.name === field)?.shared, `${name}.${field}`).toBe(true);
      }
    }
  });
});
