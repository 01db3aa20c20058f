/** Products API over HTTP on the real app (PGlite). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeProduct } from "#tests/support/content.ts";
import { type AddedPair, addWithTranslation } from "#tests/support/content-steps.ts";

describe("products API", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const send = (path: string, method: string, body?: unknown) =>
    t.api(path, {
      method,
      headers: jsonHeaders(admin),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.api(path, { headers });
    return { status: res.status, body: await res.json() };
  };
  const product = (o: Record<string, unknown> = {}) => ({
    language: "nl",
    title: `Laptop ${Math.random().toString(36).slice(2)}`,
    url: `laptop-${Math.random().toString(36).slice(2)}`,
    image: "/uploads/product/1/a.jpg",
    visible: true,
    ...o,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  it("stores the price in cents and answers euros; sanitises specifications", async () => {
    const res = await send(
      "product/add-product",
      "POST",
      product({
        price: 499.99,
        condition: "as-new",
        stock: 2,
        specifications: "<ul><li>16 GB</li></ul><iframe></iframe>",
      }),
    );
    expect(res.status).toBe(201);
    const p = (await res.json()).data;
    expect(p).toMatchObject({
      price_cents: 49_999,
      price: 499.99,
      condition: "as-new",
      specifications: "<ul><li>16 GB</li></ul>",
    });
    expect((await send(`product/edit/${p.id}`, "PUT", { price: 10 })).status).toBe(200);
    expect((await get(`product/${p.id}`, admin)).body.data.price_cents).toBe(1000);
    expect((await send("product/add-product", "POST", product({ price: -1 }))).status).toBe(422);
    expect((await send("product/add-product", "POST", product({ condition: "broken" }))).status).toBe(422);
    expect((await send("product/add-product", "POST", product({ price_cents: 5 }))).status).toBe(422);
    // what the admin form sends for fields left empty: the defaults apply
    const empty = await send(
      "product/add-product",
      "POST",
      product({ condition: "", product_type: null, stock: null }),
    );
    expect(empty.status).toBe(201);
    expect((await empty.json()).data).toMatchObject({
      condition: "new",
      product_type: "product-sale",
      stock: 0,
    });
  });

  describe("refuses duplicate titles and a missing image; deletes with the translation, step by step", () => {
    let added: AddedPair;
    beforeAll(async () => {
      added = await addWithTranslation(
        send,
        "product/add-product",
        product({ title: "Dell XPS" }),
        product({ language: "en" }),
      );
    });

    it("refuses the same title in other letters (409), in the request language", async () => {
      const dup = await t.api("product/add-product", {
        method: "POST",
        headers: { ...jsonHeaders(admin), "accept-language": "en" },
        body: JSON.stringify(product({ title: "dell xps" })),
      });
      expect(dup.status).toBe(409);
      expect((await dup.json()).message).toBe(
        "There already exists a product with this title, please choose another title",
      );
    });

    it("answers product-title-exists, except for the product itself", async () => {
      expect((await get("product-title-exists/Dell%20XPS?language=nl", admin)).body.data).toBe(true);
      expect(
        (await get(`product-title-exists/Dell%20XPS?language=nl&except_id=${added.original.data.id}`, admin))
          .body.data,
      ).toBe(false);
    });

    it("refuses a product without the overview image", async () => {
      const noImage = await send("product/add-product", "POST", product({ image: undefined }));
      expect((await noImage.json()).errors.image).toBeDefined();
    });

    it("adds the translation, linked to the original", () => {
      expect(added.translation.data.product_translation.id).toBe(added.original.data.id);
    });

    it("deletes the translation with the original; the next id stays beyond them", async () => {
      const [a, b] = [added.original.data, added.translation.data];
      const del = await send(`product/delete/${b.id}`, "DELETE");
      expect((await del.json()).data).toEqual({ deleted: [b.id, a.id], translations_deleted: true });
      expect((await get("product/next-product-id", admin)).body.data).toBeGreaterThan(b.id);
    });
  });

  it("answers the public calls", async () => {
    const p = await makeProduct(t.db, { url: "publieke-laptop", price_cents: 1999 });
    await makeProduct(t.db, { url: "ander-type", product_type: "refurbished" });
    const hidden = await makeProduct(t.db, { url: "verborgen-laptop", visible: false });
    const page = await get("public-products/1/nl?per_page=50&product_type=product-sale");
    const ids = page.body.data.map((x: { id: number }) => x.id);
    expect(ids).toContain(p.id);
    expect(ids).not.toContain(hidden.id);
    expect(page.body.data.every((x: { product_type: string }) => x.product_type === "product-sale")).toBe(
      true,
    );
    expect((await get("public-products-count/nl?product_type=product-sale")).body.data).toBe(
      page.body.meta.total,
    );
    expect((await get("public-products/1/xx")).status).toBe(422);
    const byUrl = await get("public-product-by-url/publieke-laptop?language=nl");
    expect(byUrl.body.data.price).toBe(19.99);
    expect((await get("public-product-by-url/verborgen-laptop?language=nl")).status).toBe(404);
    expect((await get("public-product-exists/publieke-laptop")).body.data).toBe(true);
    expect((await get("public-product-exists/verborgen-laptop")).body.data).toBe(false);
    expect((await get("products")).status).toBe(401);
    expect((await get("products?sort=price&order=desc", admin)).status).toBe(200);
  });
});
