/** Pages API over HTTP on the real app (PGlite). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makePage } from "#tests/support/content.ts";

describe("pages API", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const send = (path: string, method: string, body?: unknown, headers = admin) =>
    t.api(path, {
      method,
      headers: jsonHeaders(headers),
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  it("lists public pages of a language with their visible sibling; bad language is 422", async () => {
    const nl = await send("pages/add-page", "POST", {
      language: "nl",
      title: "Diensten",
      url: "diensten",
      visible: true,
    });
    expect(nl.status).toBe(201);
    const nlPage = (await nl.json()).data;
    const en = await send("pages/add-page", "POST", {
      language: "en",
      title: "Services",
      url: "services",
      visible: true,
      translation_of: nlPage.id,
    });
    expect(en.status).toBe(201);
    const res = await t.api("public-pages/nl?_format=json&t=123");
    expect(res.status).toBe(200);
    const page = (await res.json()).data.find((p: { id: number }) => p.id === nlPage.id);
    expect(page.page_translation).toMatchObject({ language: "en", url: "services", full_url: "services" });
    expect((await t.api("public-pages/de")).status).toBe(422);
  });

  it("derives full_url from the parent chain and follows a parent's url change", async () => {
    const parent = (
      await (await send("pages/add-page", "POST", { language: "nl", title: "Over", url: "over" })).json()
    ).data;
    const child = await send("pages/add-page", "POST", {
      language: "nl",
      title: "Team",
      url: "team",
      belongs_to: parent.id,
    });
    expect((await child.json()).data.full_url).toBe("over/team");
    const home = await send("pages/add-page", "POST", { language: "nl", title: "Home", url: "home-nl" });
    expect((await home.json()).data.full_url).toBe("home-nl");

    const edited = await send(`page/edit/${parent.id}`, "PUT", { url: "over-ons" });
    expect(edited.status).toBe(200);
    const list = await (await t.api("pages?search=team", { headers: admin })).json();
    expect(list.data[0].full_url).toBe("over-ons/team");
    expect(list.meta).toMatchObject({ page: 1, total: 1 });

    // a page cannot become its own grandchild
    const cycle = await send(`page/edit/${parent.id}`, "PUT", { belongs_to: list.data[0].id });
    expect(cycle.status).toBe(422);
    expect((await cycle.json()).errors.belongs_to).toBeDefined();
  });

  it("validates bodies: required fields with labels, unknown fields, blocks, malformed JSON", async () => {
    const empty = await send("pages/add-page", "POST", {});
    expect(empty.status).toBe(422);
    const body = await empty.json();
    expect(body.errors.title[0]).toBe("Het is verplicht om het veld 'Titel' in te vullen");

    const en = await t.api("pages/add-page?lang=en", {
      method: "POST",
      headers: jsonHeaders(admin),
      body: JSON.stringify({ language: "nl", url: "x" }),
    });
    expect((await en.json()).errors.title[0]).toBe("The 'Title' field is required");

    const forbidden = await send("pages/add-page", "POST", {
      language: "nl",
      title: "X",
      url: "x-forbidden",
      id: 5,
      translation_key: "00000000-0000-0000-0000-000000000000",
      created_at: "2020-01-01",
    });
    expect(forbidden.status).toBe(422);
    expect(Object.keys((await forbidden.json()).errors)).toEqual(
      expect.arrayContaining(["id", "translation_key", "created_at"]),
    );

    const cards = await send("pages/add-page", "POST", {
      language: "nl",
      title: "Kaarten",
      url: "kaarten",
      blocks: [{ id: "b1", type: "card", cards: [{ title: "a" }, { title: "b" }] }],
    });
    expect(cards.status).toBe(422);
    expect(JSON.stringify(await cards.json())).toContain("Kies 3 of 6 kaarten");

    const malformed = await t.api("pages/add-page", {
      method: "POST",
      headers: jsonHeaders(admin),
      body: "{nope",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ title: expect.any(String), message: expect.any(String) });

    // a malformed id is not found, like a missing one (server/http/router.ts)
    const malformedId = await t.api("page/abc", { headers: admin });
    expect(malformedId.status).toBe(404);
    expect(await malformedId.json()).toEqual(await (await t.api("page/999999", { headers: admin })).json());
  });

  it("sanitises rich text inside blocks", async () => {
    const res = await send("pages/add-page", "POST", {
      language: "nl",
      title: "Tekst",
      url: "tekst",
      blocks: [{ id: "t1", type: "text", html: '<p onclick="x()">Hoi<script>alert(1)</script></p>' }],
    });
    expect(res.status).toBe(201);
    expect((await res.json()).data.blocks[0].html).toBe("<p>Hoi</p>");
  });

  it("refuses a duplicate menu title (409) and answers menu-title-exists", async () => {
    await makePage(t.db, { language: "nl", menu_title: "Contact", url: "contact-nl" });
    const dup = await send("pages/add-page", "POST", {
      language: "nl",
      title: "Ander",
      url: "ander",
      menu_title: "contact",
    });
    expect(dup.status).toBe(409);
    expect((await dup.json()).message).toBe(
      "Er bestaat al een pagina met deze menutitel, kies een andere menutitel",
    );
    const sameUrl = await send("pages/add-page", "POST", {
      language: "nl",
      title: "Dubbel",
      url: "contact-nl",
    });
    expect(sameUrl.status).toBe(409);

    const exists = await t.api("page-menu-title-exists/CONTACT?language=nl", { headers: admin });
    expect(await exists.json()).toEqual({ data: true });
    const otherLang = await t.api("page-menu-title-exists/Contact?language=en", { headers: admin });
    expect(await otherLang.json()).toEqual({ data: false });
    expect((await t.api("page-menu-title-exists/Contact")).status).toBe(401);
  });

  it("refuses a second sibling in the same language", async () => {
    const a = await makePage(t.db, { language: "nl" });
    const b = await send("pages/add-page", "POST", {
      language: "en",
      title: "B1",
      url: "b1",
      translation_of: a.id,
    });
    expect(b.status).toBe(201);
    const again = await send("pages/add-page", "POST", {
      language: "en",
      title: "B2",
      url: "b2",
      translation_of: a.id,
    });
    expect(again.status).toBe(409);
    const same = await send("pages/add-page", "POST", {
      language: "nl",
      title: "B3",
      url: "b3",
      translation_of: a.id,
    });
    expect(same.status).toBe(422);
  });

  describe("gets one page, the next id, and deletes a page with its translation, step by step", () => {
    let nl: Awaited<ReturnType<typeof makePage>>;
    let en: Awaited<ReturnType<typeof makePage>>;
    beforeAll(async () => {
      const key = crypto.randomUUID();
      nl = await makePage(t.db, { translation_key: key });
      en = await makePage(t.db, { language: "en", translation_key: key });
    });

    it("reads one page with its translation", async () => {
      const got = await t.api(`page/${nl.id}`, { headers: admin });
      expect((await got.json()).data.page_translation.id).toBe(en.id);
    });

    it("answers a next id beyond the pages", async () => {
      const next = await (await t.api("pages/next-page-id", { headers: admin })).json();
      expect(next.data).toBeGreaterThan(en.id);
    });

    it("deletes the page with its translation; a second delete answers 404", async () => {
      const del = await send(`page/delete/${nl.id}`, "DELETE");
      expect(del.status).toBe(200);
      expect(await del.json()).toEqual({ data: { deleted: [nl.id, en.id], translations_deleted: true } });
      expect((await t.api(`page/${en.id}`, { headers: admin })).status).toBe(404);
      expect((await send(`page/delete/${nl.id}`, "DELETE")).status).toBe(404);
    });
  });

  it("moves sub pages to the top level when their parent is deleted; refuses when that url is taken", async () => {
    const parent = await makePage(t.db, { url: "ouder" });
    const child = await makePage(t.db, { url: "kind", full_url: "ouder/kind", belongs_to: parent.id });
    expect((await send(`page/delete/${parent.id}`, "DELETE")).status).toBe(200);
    const moved = (await (await t.api(`page/${child.id}`, { headers: admin })).json()).data;
    expect(moved).toMatchObject({ belongs_to: null, full_url: "kind" });

    const parent2 = await makePage(t.db, { url: "ouder2" });
    await makePage(t.db, { url: "bezet", full_url: "ouder2/bezet", belongs_to: parent2.id });
    await makePage(t.db, { url: "bezet" });
    const refused = await send(`page/delete/${parent2.id}`, "DELETE");
    expect(refused.status).toBe(409);
    expect((await t.api(`page/${parent2.id}`, { headers: admin })).status).toBe(200);
  });

  it("refuses anonymous writes", async () => {
    const res = await t.api("pages/add-page", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ language: "nl", title: "X", url: "x" }),
    });
    expect([401, 403]).toContain(res.status);
  });
});
