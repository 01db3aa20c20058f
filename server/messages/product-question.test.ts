/**
 * Issue 10: "Interesse? Vraag naar dit product" carries the product. The form posts only the product's
 * id; the server looks up title and address, stores them with the message, shows them to the admin
 * and puts them in the company's mail. Through the real HTTP app, reading the mail outbox.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessages, mailOutbox, products } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, loginAs } from "#tests/support/auth.ts";

let ipCounter = 0;

describe("a question about a product", () => {
  let t: TestApp;
  let visibleId: number;
  let hiddenId: number;

  beforeAll(async () => {
    t = await createTestApp({
      env: { COMPANY_EMAIL: "office@delft-it.test", PUBLIC_URL: "https://www.delft-it.test" },
    });
    const [visible, hidden] = await t.db
      .insert(products)
      .values([
        { language: "nl", title: "Lenovo ThinkPad T14 (refurbished)", url: "thinkpad-t14", visible: true },
        { language: "nl", title: "Verborgen concept", url: "concept", visible: false },
      ])
      .returning();
    visibleId = visible.id;
    hiddenId = hidden.id;
  });
  afterAll(async () => t.close());

  const send = async (body: unknown, lang = "nl") =>
    t.api("send-contact-email", {
      method: "POST",
      headers: {
        ...(await csrfHeaders(t)),
        "content-type": "application/json",
        "accept-language": lang,
        "x-forwarded-for": `192.0.2.${++ipCounter}`,
      },
      body: JSON.stringify(body),
    });

  it("stores the product's title and address as the server knows them, and mails them to the company", async () => {
    const res = await send({
      name: "Sanne",
      email: "sanne@example.test",
      message: "Is deze nog beschikbaar?",
      product_id: visibleId,
    });
    expect(res.status).toBe(200);
    const [stored] = await t.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.email, "sanne@example.test"));
    expect(stored).toMatchObject({
      product_id: visibleId,
      product_title: "Lenovo ThinkPad T14 (refurbished)",
      product_url: "/verkoop/product-verkoop/thinkpad-t14",
    });

    const [notification] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.message_id, stored.id))
      .then((rows) => rows.filter((r) => r.to === "office@delft-it.test"));
    expect(notification.text).toContain("Over product: Lenovo ThinkPad T14 (refurbished)");
    expect(notification.text).toContain("https://www.delft-it.test/verkoop/product-verkoop/thinkpad-t14");
    // the visitor's confirmation names no product (nothing the sender chose)
    const [confirmation] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "sanne@example.test"));
    expect(confirmation.text).not.toContain("ThinkPad");

    // the admin's message view gets them from the API
    const admin = await loginAs(t, "cms-admin");
    const one = await t.api(`email/${stored.id}`, { headers: admin.headers });
    expect(one.status).toBe(200);
    expect((await one.json()).data).toMatchObject({
      product_title: "Lenovo ThinkPad T14 (refurbished)",
      product_url: "/verkoop/product-verkoop/thinkpad-t14",
    });
  });

  it("does not take a title or address from the post, and refuses a product the site does not show", async () => {
    const forged = await send({
      name: "X",
      email: "x@example.test",
      message: "m",
      product_title: "Gratis iPhone",
      product_url: "https://phish.example",
    });
    expect(forged.status).toBe(422);

    for (const product_id of [hiddenId, 999_999]) {
      const res = await send({ name: "Y", email: "y@example.test", message: "m", product_id }, "en");
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ product_id: ["The 'Product' field is not valid"] });
    }
    for (const product_id of ["1", -1, 1.5]) {
      const res = await send({ name: "Z", email: "z@example.test", message: "m", product_id });
      expect(res.status).toBe(422);
    }
    expect(await t.db.select().from(emailMessages).where(eq(emailMessages.email, "y@example.test"))).toEqual(
      [],
    );
  });
});
