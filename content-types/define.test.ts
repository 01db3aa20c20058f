/**
 * What the content-type definitions promise (docs/decisions/0012-content-type-definitions.md): the
 * admin form and the API read one declaration, so a length, a required field or a label cannot
 * differ between them; plain text stays plain.
 */
import { describe, expect, it } from "vitest";
import { permissionTable } from "#server/permissions.ts";
import { customerType } from "./customers.ts";
import {
  adminResource,
  apiSchemas,
  type ContentType,
  crudCalls,
  crudPaths,
  richTextFields,
  screenTitles,
} from "./define.ts";
import { featureType } from "./features.ts";
import { newsCategoryType, newsGroupType, newsType } from "./news.ts";
import { pageType } from "./pages.ts";
import { productType } from "./products.ts";
import { redirectType } from "./redirects.ts";
import { reviewType } from "./reviews.ts";
import { serviceGroupType, serviceType } from "./services.ts";
import { newPcStatusType, repairStatusType } from "./statuses.ts";
import { tipType } from "./tips.ts";
import { zzpProductApi, zzpProductType } from "./zzp-products.ts";

const types: ContentType[] = [
  pageType,
  newsType,
  newsGroupType,
  newsCategoryType,
  tipType,
  productType,
  serviceType,
  serviceGroupType,
  featureType,
  reviewType,
  redirectType,
  zzpProductType,
  newPcStatusType,
  repairStatusType,
  customerType,
];

/**
 * Sections whose calls other roles share (a partner its own zzp products, a status user its own
 * records): their routes declare their own access (server/zzp/routes.ts, server/statuses/routes.ts),
 * and the admin must be among the roles of every CRUD call.
 */
const sharedWithOtherRoles: ContentType[] = [zzpProductType, newPcStatusType, repairStatusType];

/**
 * required in the form, optional in the API because the server fills it in (the owner: the caller;
 * a new job's status: the first one)
 */
const filledByServer: Record<string, string[]> = {
  "zzp product": ["owner_id"],
  "status new pc": ["status"],
  "status repair": ["status"],
};

/** a valid value of every required field, so one field at a time can be tried */
function validBody(type: ContentType): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(type.fields)) {
    if (spec.local || spec.schema.safeParse(undefined).success) continue;
    if (name === "language") body[name] = "nl";
    else if (spec.widget === "email") body[name] = "jan@example.test";
    else if (spec.options?.length) body[name] = spec.options[0].value;
    else if (name === "url") body[name] = "een-url";
    else if (name.endsWith("_path")) body[name] = `/een-pad-${name}`;
    else if (spec.widget === "image") body[name] = "/uploads/x/1/a.webp";
    else if (spec.widget === "number" || spec.widget === "select") body[name] = 1;
    else if (name === "title" && type === newsCategoryType) body[name] = "a-code";
    else body[name] = "x";
  }
  return body;
}

describe.each(types.map((type) => [type.noun, type] as const))("the %s definition", (_noun, type) => {
  const api = apiSchemas(type);
  const admin = adminResource(type);

  it("lets the API accept a body with only the required fields, and refuse unknown fields", () => {
    expect(api.create.safeParse(validBody(type)).success).toBe(true);
    const unknown = api.create.safeParse({ ...validBody(type), created_at: "2020-01-01" });
    expect(unknown.success).toBe(false);
  });

  it("gives the form and the API the same maximum length for every text field", () => {
    for (const field of admin.fields.filter((f) => f.max && ["text", "textarea"].includes(f.widget))) {
      const max = field.max as number;
      const at = { ...validBody(type), [field.name]: "a".repeat(max) };
      const over = { ...validBody(type), [field.name]: "a".repeat(max + 1) };
      // a field with its own format (url, category code) is checked on length only
      const issues = (body: object) =>
        (api.create.safeParse(body).error?.issues ?? []).filter((i) => i.path[0] === field.name);
      expect(
        issues(at).map((i) => i.code),
        `${field.name} at ${max}`,
      ).not.toContain("too_big");
      expect(
        issues(over).map((i) => i.code),
        `${field.name} at ${max + 1}`,
      ).toContain("too_big");
    }
  });

  it("requires in the API what the form marks required (except values the form fills in itself)", () => {
    for (const field of admin.fields.filter((f) => f.required)) {
      const spec = type.fields[field.name];
      // numbers with a default (price, stock, rating) may be left out of an API call: the default applies
      if (field.default !== undefined) continue;
      if (filledByServer[type.noun]?.includes(field.name)) continue;
      // a field the form shows only on a choice (a customer's initial password) is required by the
      // API's own cross-field rule, not by the field's (server/users/schema.ts)
      if (field.showWhen) continue;
      expect(spec.schema.safeParse(undefined).success, field.name).toBe(false);
    }
  });

  it("labels every field of the API's messages as the form labels it", () => {
    for (const field of admin.fields) expect(api.labels[field.name]).toEqual(field.label);
  });

  it("has its CRUD calls in the permission table, for the admin only", () => {
    for (const [method, path] of crudCalls(type)) {
      const row = permissionTable.find(([m, p]) => m === method && p === path);
      expect(row, `${method} ${path}`).toBeDefined();
      if (sharedWithOtherRoles.includes(type)) expect(row?.[2]).toContain("cms-admin");
      else expect(row?.[2]).toEqual(["cms-admin"]);
    }
  });

  it("keeps the form's own fields out of the API", () => {
    for (const [name, spec] of Object.entries(type.fields))
      if (spec.local) expect(api.create.shape, name).not.toHaveProperty(name);
  });

  it("offers in the admin list only the sorts its API accepts (`listSort`)", () => {
    if (!type.listSort) return;
    const sortable = type.columns.filter((column) => column.sortable).map((column) => column.key);
    expect(sortable.filter((key) => !type.listSort?.includes(key))).toEqual([]);
  });

  it("gives the admin its calls with the id filled in", () => {
    expect(admin.api.one(7)).toBe(type.paths.get.replace("{id}", "7"));
    expect(admin.api.update?.(7)).toBe(type.paths.edit.replace("{id}", "7"));
  });
});

describe("a zzp partner's schemas", () => {
  it("are the admin's without the owner: a partner's products are its own", () => {
    const body = { title: "SSD", stock: 2 };
    expect(zzpProductApi.create.safeParse({ ...body, owner_id: 7 }).success).toBe(true);
    expect(zzpProductApi.partner.create.safeParse(body).success).toBe(true);
    expect(zzpProductApi.partner.create.safeParse({ ...body, owner_id: 7 }).success).toBe(false);
    expect(zzpProductApi.partner.update.safeParse({ owner_id: 7 }).success).toBe(false);
    expect(zzpProductApi.partner.update.safeParse({ stock: 3 }).success).toBe(true);
  });
});

describe("rich and plain text", () => {
  it("sanitises as HTML only the fields declared rich text", () => {
    expect(richTextFields(tipType)).toEqual(["text"]);
    expect(richTextFields(newsType)).toEqual(["text"]);
    expect(richTextFields(productType).sort()).toEqual(["specifications", "text"]);
    expect(richTextFields(pageType)).toEqual([]);
  });

  it("keeps a tip's items and a product's size information as typed", () => {
    const tip = apiSchemas(tipType).update.parse({ tip_one: "Back up <your> files & use 2FA" });
    expect(tip.tip_one).toBe("Back up <your> files & use 2FA");
    expect(adminResource(productType).fields.find((f) => f.name === "size_information")?.widget).toBe(
      "textarea",
    );
  });
});

describe("the public address of a row", () => {
  it("is the public site's own address, in the row's language, while the row is visible", () => {
    expect(newsType.publicUrl?.({ id: 1, visible: true, language: "nl", url: "x" })).toBe("/nieuws/x");
    expect(newsType.publicUrl?.({ id: 1, visible: true, language: "en", url: "x" })).toBe("/en/news/x");
    expect(tipType.publicUrl?.({ id: 1, visible: false, language: "nl", url: "x" })).toBeNull();
    expect(productType.publicUrl?.({ id: 1, visible: true, language: "en", url: "x" })).toBe(
      "/en/sale/product-sale/x",
    );
    expect(pageType.publicUrl?.({ id: 1, visible: true, language: "nl", full_url: "home-nl" })).toBe("/");
    expect(pageType.publicUrl?.({ id: 1, visible: true, language: "en", full_url: "a/b" })).toBe("/en/a/b");
  });
});

describe("what a definition leaves to its entity and its paths", () => {
  /** the titles, nouns and paths these types wrote out before `defineContentType` derived them */
  const written: [string, ContentType, string, string, string][] = [
    ["page", pageType, "Pagina", "page", "pages"],
    ["news item", newsType, "Nieuwsitem", "news", "news"],
    ["news group", newsGroupType, "Nieuwsgroep", "news-group", "news-groups"],
    ["news category", newsCategoryType, "Nieuwscategorie", "news-category", "news-categories"],
    ["tip", tipType, "Tip", "tip", "tips"],
    ["product", productType, "Product", "product", "products"],
    ["service", serviceType, "Service", "service", "services"],
    ["service group", serviceGroupType, "Servicegroep", "service-group", "service-groups"],
    ["feature", featureType, "Kenmerk", "feature", "features"],
  ];

  it.each(written)("names the %s screens and calls as before", (noun, type, nl, one, list) => {
    expect(type.noun).toBe(noun);
    expect(type.titles.add).toEqual({ en: `Add ${noun}`, nl: `${nl} toevoegen` });
    expect(type.titles.edit).toEqual({ en: `Edit ${noun}`, nl: `${nl} wijzigen` });
    expect(type.paths).toMatchObject({
      list,
      get: `${one}/{id}`,
      edit: `${one}/edit/{id}`,
      delete: `${one}/delete/{id}`,
    });
  });

  it("keeps the titles and noun a definition writes itself", () => {
    expect(zzpProductType.titles.add).toEqual({ en: "Add zzp product", nl: "Zzp-product toevoegen" });
    expect(screenTitles({ en: "redirect", nl: "de doorverwijzing" }).edit).toEqual(redirectType.titles.edit);
  });

  it("sorts every admin list by id first and by the dates last", () => {
    expect(pageType.listSort).toEqual([
      "id",
      "title",
      "menu_title",
      "full_url",
      "language",
      "position_in_menu",
      "visible",
      "created_at",
      "updated_at",
    ]);
    // a list that names them already keeps its order
    expect(reviewType.listSort).toEqual([
      "id",
      "name",
      "language",
      "rating",
      "position",
      "visible",
      "created_at",
      "updated_at",
    ]);
    for (const type of types.filter((t) => t.listSort)) {
      expect(type.listSort?.[0], type.noun).toBe("id");
      expect(type.listSort?.slice(-2), type.noun).toEqual(["created_at", "updated_at"]);
    }
  });

  it("builds one item's calls from its stem", () => {
    expect(crudPaths({ list: "tips", nextId: "tip/next-tip-id", add: "tip/add-tip", one: "tip" })).toEqual({
      list: "tips",
      nextId: "tip/next-tip-id",
      add: "tip/add-tip",
      get: "tip/{id}",
      edit: "tip/edit/{id}",
      delete: "tip/delete/{id}",
    });
  });
});
