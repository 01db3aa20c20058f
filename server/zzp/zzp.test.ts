import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStock } from "#app/components/portal/zzp/stock.ts";
import { zzpProducts } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { type Answer, answerOf } from "#tests/support/content-steps.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let partner: Awaited<ReturnType<typeof loginAs>>;
let rival: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, "cms-admin");
  partner = await loginAs(t, "cms-zzp");
  rival = await loginAs(t, "cms-zzp");
});
afterAll(async () => t.close());

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.api(path, {
    method,
    headers: jsonHeaders(headers),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("zzp products", () => {
  describe("a partner manages only its own products; another partner's are not found, step by step", () => {
    let added: Answer;
    beforeAll(async () => {
      added = await answerOf(
        await send("POST", "zzp-product/add-product", partner.headers, {
          title: "SSD 1 TB",
          brand: "Samsung",
          price: 79.5,
          stock: 4,
        }),
      );
      await send("POST", "zzp-product/add-product", rival.headers, { title: "Rival RAM", stock: 1 });
    });

    it("adds a product owned by the partner, the price in cents", () => {
      expect(added.status).toBe(201);
      expect(added.data).toMatchObject({
        owner_id: partner.user.id,
        price_cents: 7950,
        price: 79.5,
        stock: 4,
      });
    });

    it("lists and finds only the partner's own products", async () => {
      const mine = await (await send("GET", "zzp-products?search=ssd", partner.headers)).json();
      expect(mine.data.map((p: { title: string }) => p.title)).toEqual(["SSD 1 TB"]);
      const all = await (await send("GET", "zzp-products", partner.headers)).json();
      expect(all.data.every((p: { owner_id: number }) => p.owner_id === partner.user.id)).toBe(true);
    });

    it("another partner cannot read, edit or delete it (404), and changes nothing", async () => {
      const product = added.data;
      expect((await send("GET", `zzp-product/${product.id}`, rival.headers)).status).toBe(404);
      const edit = await send("PUT", `zzp-product/edit/${product.id}`, rival.headers, { stock: 0 });
      expect(edit.status).toBe(404);
      expect((await edit.json()).title).toBe("Zzp-product niet gevonden");
      expect((await send("DELETE", `zzp-product/delete/${product.id}`, rival.headers)).status).toBe(404);
      const [row] = await t.db.select().from(zzpProducts).where(eq(zzpProducts.id, product.id));
      expect(row.stock).toBe(4);
    });

    it("the partner edits the stock", async () => {
      const stock = await send("PUT", `zzp-product/edit/${added.data.id}`, partner.headers, { stock: 3 });
      expect((await stock.json()).data.stock).toBe(3);
    });

    it("the partner deletes it", async () => {
      expect((await send("DELETE", `zzp-product/delete/${added.data.id}`, partner.headers)).status).toBe(200);
    });
  });

  it("validates: title required, stock a whole number of at least 0; a partner cannot set the owner", async () => {
    const missing = await send("POST", "zzp-product/add-product", partner.headers, { stock: -1 });
    expect(missing.status).toBe(422);
    const errors = (await missing.json()).errors;
    expect(errors.title[0]).toBe("Het is verplicht om het veld 'Titel' in te vullen");
    expect(errors.stock).toBeDefined();
    // a stock with decimals is there, not missing: the message asks for a whole number
    const decimal = await send("POST", "zzp-product/add-product", partner.headers, {
      title: "X",
      stock: 2.5,
    });
    expect(decimal.status).toBe(422);
    expect((await decimal.json()).errors.stock).toEqual(["Het veld 'Voorraad' moet een heel getal zijn"]);
    const owner = await send("POST", "zzp-product/add-product", partner.headers, {
      title: "X",
      stock: 1,
      owner_id: rival.user.id,
    });
    expect(owner.status).toBe(422);
    expect((await owner.json()).errors.owner_id).toBeDefined();
  });

  it("the portal's stock check says what the API says, in both languages", async () => {
    const product = (
      await (
        await send("POST", "zzp-product/add-product", partner.headers, { title: "Kabel", stock: 2 })
      ).json()
    ).data;
    for (const [lang, typed] of [
      ["nl", "-3"],
      ["en", "-3"],
      ["nl", "1.5"],
      ["en", ""],
    ] as const) {
      const reading = readStock(typed, lang);
      expect(reading.ok).toBe(false);
      const refused = await t.api(`zzp-product/edit/${product.id}?lang=${lang}`, {
        method: "PUT",
        headers: jsonHeaders(partner.headers),
        body: JSON.stringify({ stock: typed === "" ? null : Number(typed) }),
      });
      expect(refused.status).toBe(422);
      expect((await refused.json()).errors.stock[0]).toBe(!reading.ok && reading.error);
    }
    expect(readStock("-3", "nl")).toEqual({ ok: false, error: "De waarde van 'Voorraad' is te laag" });
    expect(readStock("2.5", "nl")).toEqual({
      ok: false,
      error: "Het veld 'Voorraad' moet een heel getal zijn",
    });
    expect(readStock("2.5", "en")).toEqual({ ok: false, error: "The 'Stock' field must be a whole number" });
    expect(readStock("", "nl")).toEqual({
      ok: false,
      error: "Het is verplicht om het veld 'Voorraad' in te vullen",
    });
    expect(readStock(" 7 ", "en")).toEqual({ ok: true, stock: 7 });
  });

  it("the admin sees all, may choose a partner as owner, and gets a next id", async () => {
    const next = (await (await send("GET", "zzp-product/next-product-id", admin.headers)).json()).data;
    const res = await send("POST", "zzp-product/add-product", admin.headers, {
      title: "Voeding 650 W",
      stock: 2,
      owner_id: rival.user.id,
    });
    const product = (await res.json()).data;
    expect(product.id).toBe(next);
    expect(product.owner_id).toBe(rival.user.id);
    const notPartner = await send("POST", "zzp-product/add-product", admin.headers, {
      title: "Y",
      stock: 1,
      owner_id: admin.user.id,
    });
    expect(notPartner.status).toBe(422);
    const all = await (await send("GET", "zzp-products?per_page=100", admin.headers)).json();
    const owners = new Set(all.data.map((p: { owner_id: number }) => p.owner_id));
    expect(owners.has(rival.user.id)).toBe(true);
    expect((await send("GET", `zzp-product/${product.id}`, admin.headers)).status).toBe(200);
  });

  it("is refused to the other roles", async () => {
    const klant = await loginAs(t, "cms-status-user");
    expect((await send("GET", "zzp-products", klant.headers)).status).toBe(403);
  });
});
