/**
 * The same fault gets the same answer on every route, whichever module serves it (requirements §10.5):
 * a malformed id is the entity's 404, malformed JSON one 400, a body that is not JSON a 415, failed
 * validation a 422 with a message per field. Through the real app.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, jsonHeaders, loginAs } from "#tests/support/auth.ts";

describe("error answers across route modules", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let anonymous: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
    anonymous = await csrfHeaders(t);
  }, 180_000);
  afterAll(async () => t.close());

  const answer = async (path: string, init: RequestInit = {}) => {
    const res = await t.api(path, init);
    return { status: res.status, body: await res.json() };
  };

  // [path, logged in as admin?, the entity's not-found message in Dutch]
  const byId: [string, boolean, string][] = [
    ["news/abc", true, "Nieuwsitem niet gevonden"],
    ["public-news-by-id/abc", false, "Nieuwsitem niet gevonden"],
    ["tip/abc", true, "Tip niet gevonden"],
    ["public-tip-by-id/1.5", false, "Tip niet gevonden"],
    ["product/0", true, "Product niet gevonden"],
    ["page/-1", true, "Pagina niet gevonden"],
    ["review/abc", true, "Review niet gevonden"],
    ["news-group/abc", true, "Nieuwsgroep niet gevonden"],
    ["service/99999999999", true, "Service niet gevonden"],
    ["customer/abc", true, "Klant niet gevonden"],
    ["email/abc", true, "E-mail niet gevonden"],
    ["zzp-product/abc", true, "Zzp-product niet gevonden"],
    ["accountant-download/abc", true, "Boekhouddownload niet gevonden"],
    ["accountant-document/0", true, "Document niet gevonden"],
  ];

  it.each(byId)("a malformed id is the entity's 404: %s", async (path, asAdmin, text) => {
    const res = await answer(path, { headers: asAdmin ? admin : {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ title: text, message: text });
  });

  it("answers a malformed id and a missing one alike", async () => {
    for (const [malformed, missing] of [
      ["news/abc", "news/2000000000"],
      ["customer/abc", "customer/2000000000"],
      ["email/x", "email/2000000000"],
      ["zzp-product/x", "zzp-product/2000000000"],
      ["status-repair/x", "status-repair/2000000000"],
      ["accountant-download/x", "accountant-download/2000000000"],
    ]) {
      expect(await answer(malformed, { headers: admin })).toEqual(await answer(missing, { headers: admin }));
    }
  });

  it("answers malformed JSON with one 400 message on every route style", async () => {
    const broken = (headers: Record<string, string>) => ({
      method: "POST",
      headers: jsonHeaders(headers),
      body: '{"title": ',
    });
    const text = "De inhoud van het verzoek is geen geldige JSON";
    const expected = { status: 400, body: { title: text, message: text } };
    expect(await answer("news/add-news", broken(admin))).toEqual(expected);
    expect(await answer("send-contact-email", broken(anonymous))).toEqual(expected);
    expect(await answer("register", broken(admin))).toEqual(expected);
    const english = "The request body is not valid JSON";
    expect(await answer("send-contact-email?lang=en", broken(anonymous))).toEqual({
      status: 400,
      body: { title: english, message: english },
    });
  });

  it("answers a body that is not JSON with 415", async () => {
    const text = "Stuur de inhoud van het verzoek als application/json";
    for (const [path, headers] of [
      ["news/add-news", admin],
      ["send-contact-email", anonymous],
    ] as const) {
      const res = await answer(path, {
        method: "POST",
        headers: { ...headers, "content-type": "text/plain" },
        body: "title=x",
      });
      expect(res, path).toEqual({ status: 415, body: { title: text, message: text } });
    }
  });

  it("reads at most 256 KB of a JSON body (413) and an empty one as {} on every route style", async () => {
    const text = "De inhoud van het verzoek is te groot";
    const big = JSON.stringify({ title: "x".repeat(300 * 1024) });
    for (const path of [
      "zzp-product/add-product",
      "status-repair/add-status-repair",
      "accountant-downloads/add-accountant-download",
    ]) {
      const tooLarge = await answer(path, { method: "POST", headers: jsonHeaders(admin), body: big });
      expect(tooLarge, path).toEqual({ status: 413, body: { title: text, message: text } });
      // an empty body is an empty object: the missing fields, not malformed JSON
      const empty = await answer(path, { method: "POST", headers: jsonHeaders(admin), body: "" });
      expect(empty.status, path).toBe(422);
      expect(Object.keys(empty.body.errors).length, path).toBeGreaterThan(0);
    }
  });

  it("answers failed validation with 422 and a labelled message per field", async () => {
    const news = await answer("news/add-news?lang=en", {
      method: "POST",
      headers: jsonHeaders(admin),
      body: JSON.stringify({ language: "nl", url: "x", image: "/uploads/a.jpg" }),
    });
    expect(news.status).toBe(422);
    expect(news.body.title).toBe(news.body.message);
    expect(news.body.errors.title).toEqual(["The 'Title' field is required"]);

    const contact = await answer("send-contact-email?lang=en", {
      method: "POST",
      headers: jsonHeaders(anonymous),
      body: JSON.stringify({ email: "not-an-address" }),
    });
    expect(contact.status).toBe(422);
    expect(contact.body.title).toBe(news.body.title);
    expect(Object.keys(contact.body.errors)).toEqual(expect.arrayContaining(["name", "email"]));
  });
});
