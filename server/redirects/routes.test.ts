/**
 * Redirects over HTTP on the real app (PGlite): the automatic ones an address change leaves (news,
 * pages and their sub pages, chains, loops, a new item on an old address, deletion) and the owner's
 * manual ones (CRUD, roles, CSRF, validation, duplicates, targets that leave the site once normalised,
 * loops however written, an old address that is live, notices). Serving the 301 is ./serve.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNews, makePage, newTranslationKey } from "#tests/support/content.ts";

type Redirect = { id: number; from_path: string; to_path: string; language: string; kind: string };

describe("redirects", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const send = (path: string, method: string, body?: unknown, headers = admin) =>
    t.api(path, {
      method,
      headers: jsonHeaders(headers),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** every redirect, as the admin list answers them */
  const all = async (): Promise<Redirect[]> => {
    const res = await t.api("redirects?per_page=100", { headers: admin });
    expect(res.status).toBe(200);
    return (await res.json()).data;
  };
  const targetOf = async (from: string) => (await all()).find((r) => r.from_path === from)?.to_path;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  describe("automatic", () => {
    it("a renamed news item leaves a redirect from its old address, in its language", async () => {
      const key = newTranslationKey();
      const nl = await makeNews(t.db, { url: "oud-bericht", translation_key: key });
      const en = await makeNews(t.db, { language: "en", url: "old-post", translation_key: key });
      expect((await send(`news/edit/${nl.id}`, "PUT", { url: "nieuw-bericht" })).status).toBe(200);
      expect((await send(`news/edit/${en.id}`, "PUT", { url: "new-post" })).status).toBe(200);
      const rows = await all();
      expect(rows.find((r) => r.from_path === "/nieuws/oud-bericht")).toMatchObject({
        to_path: "/nieuws/nieuw-bericht",
        language: "nl",
        kind: "auto",
      });
      expect(rows.find((r) => r.from_path === "/en/news/old-post")).toMatchObject({
        to_path: "/en/news/new-post",
        language: "en",
        kind: "auto",
      });
    });

    it("an edit that keeps the address, or of an unpublished item, leaves none", async () => {
      const before = (await all()).length;
      const item = await makeNews(t.db, { url: "blijft" });
      expect((await send(`news/edit/${item.id}`, "PUT", { subtitle: "Anders" })).status).toBe(200);
      const hidden = await makeNews(t.db, { url: "concept", visible: false });
      expect((await send(`news/edit/${hidden.id}`, "PUT", { url: "concept-2" })).status).toBe(200);
      expect((await all()).length).toBe(before);
    });

    it("collapses chains: A→B then B→C answers A→C and B→C", async () => {
      const item = await makeNews(t.db, { url: "keten-a" });
      await send(`news/edit/${item.id}`, "PUT", { url: "keten-b" });
      await send(`news/edit/${item.id}`, "PUT", { url: "keten-c" });
      expect(await targetOf("/nieuws/keten-a")).toBe("/nieuws/keten-c");
      expect(await targetOf("/nieuws/keten-b")).toBe("/nieuws/keten-c");
    });

    it("makes no loop: A→B then back to A leaves only B→A", async () => {
      const item = await makeNews(t.db, { url: "heen" });
      await send(`news/edit/${item.id}`, "PUT", { url: "terug" });
      await send(`news/edit/${item.id}`, "PUT", { url: "heen" });
      expect(await targetOf("/nieuws/heen")).toBeUndefined();
      expect(await targetOf("/nieuws/terug")).toBe("/nieuws/heen");
    });

    it("a new item on an old address wins: the redirect from it goes", async () => {
      const item = await makeNews(t.db, { url: "bezet" });
      await send(`news/edit/${item.id}`, "PUT", { url: "verhuisd" });
      expect(await targetOf("/nieuws/bezet")).toBe("/nieuws/verhuisd");
      const res = await send("news/add-news", "POST", {
        language: "nl",
        title: "Nieuw op het oude adres",
        url: "bezet",
        image: "/uploads/news/1/a.jpg",
        visible: true,
      });
      expect(res.status).toBe(201);
      expect(await targetOf("/nieuws/bezet")).toBeUndefined();
    });

    it("deleting an item removes the redirects that lead to it, a manual one too", async () => {
      const item = await makeNews(t.db, { url: "weg-a" });
      await send(`news/edit/${item.id}`, "PUT", { url: "weg-b" });
      const manual = await send("redirects/add-redirect", "POST", {
        from_path: "/weg.html",
        to_path: "/nieuws/weg-b",
      });
      expect(manual.status).toBe(201);
      expect(await targetOf("/nieuws/weg-a")).toBe("/nieuws/weg-b");
      expect((await send(`news/delete/${item.id}`, "DELETE")).status).toBe(200);
      expect(await targetOf("/nieuws/weg-a")).toBeUndefined();
      expect(await targetOf("/weg.html")).toBeUndefined();
    });

    it("a renamed parent page moves its sub pages: every descendant's old address redirects", async () => {
      const parent = await makePage(t.db, { url: "diensten", full_url: "diensten" });
      const child = await makePage(t.db, {
        url: "hosting",
        full_url: "diensten/hosting",
        belongs_to: parent.id,
      });
      await makePage(t.db, { url: "mail", full_url: "diensten/hosting/mail", belongs_to: child.id });
      expect((await send(`page/edit/${parent.id}`, "PUT", { url: "services" })).status).toBe(200);
      expect(await targetOf("/diensten")).toBe("/services");
      expect(await targetOf("/diensten/hosting")).toBe("/services/hosting");
      expect(await targetOf("/diensten/hosting/mail")).toBe("/services/hosting/mail");
    });

    it("deleting a parent page moves its sub pages to the top level, with redirects", async () => {
      const parent = await makePage(t.db, { url: "ouder", full_url: "ouder" });
      await makePage(t.db, { url: "kind", full_url: "ouder/kind", belongs_to: parent.id });
      expect((await send(`page/delete/${parent.id}`, "DELETE")).status).toBe(200);
      expect(await targetOf("/ouder/kind")).toBe("/kind");
    });

    it("the sitemap lists live addresses only, never a redirect's old one", async () => {
      const res = await t.app.request("/sitemap.xml");
      expect(res.status).toBe(200);
      const xml = await res.text();
      expect(xml).toContain("/nieuws/nieuw-bericht</loc>");
      expect(xml).toContain("/services/hosting/mail</loc>");
      const sources = (await all()).map((r) => r.from_path);
      expect(sources.length).toBeGreaterThan(5);
      for (const from of sources) expect(xml).not.toContain(`${from}</loc>`);
    });
  });

  describe("manual", () => {
    let created: Redirect;

    it("adds one from any old path, stored normalised (lower case, no trailing slash)", async () => {
      const res = await send("redirects/add-redirect", "POST", {
        from_path: "/Oude-Pagina.html/",
        to_path: "/en/contact/",
      });
      expect(res.status).toBe(201);
      created = (await res.json()).data;
      expect(created).toMatchObject({
        from_path: "/oude-pagina.html",
        to_path: "/en/contact",
        language: "en",
        kind: "manual",
      });
      expect((await t.api(`redirect/${created.id}`, { headers: admin })).status).toBe(200);
      const found = await (await t.api("redirects?search=OUDE-pagina", { headers: admin })).json();
      expect(found.data.map((r: Redirect) => r.id)).toEqual([created.id]);
    });

    it("refuses a second redirect from the same old address (409)", async () => {
      const res = await send("redirects/add-redirect", "POST", {
        from_path: "/oude-pagina.html",
        to_path: "/contact",
      });
      expect(res.status).toBe(409);
      expect((await res.json()).errors.from_path).toEqual([
        "Er bestaat al een doorverwijzing vanaf dit adres",
      ]);
    });

    it("refuses a path without a leading slash, another host, a too long path, itself, an unknown field (422)", async () => {
      const add = (body: unknown) => send("redirects/add-redirect", "POST", body);
      const noSlash = await add({ from_path: "oud.html", to_path: "/contact" });
      expect(noSlash.status).toBe(422);
      expect((await noSlash.json()).errors.from_path).toBeDefined();
      expect((await add({ from_path: "/a", to_path: "//evil.example/x" })).status).toBe(422);
      expect((await add({ from_path: "/a", to_path: "https://evil.example/x" })).status).toBe(422);
      expect((await add({ from_path: `/${"a".repeat(500)}`, to_path: "/contact" })).status).toBe(422);
      const itself = await add({ from_path: "/Zelf/", to_path: "/zelf" });
      expect(itself.status).toBe(422);
      expect((await itself.json()).errors.to_path).toEqual([
        "Het nieuwe adres moet verschillen van het oude adres",
      ]);
      expect((await add({ from_path: "/b", to_path: "/contact", kind: "auto" })).status).toBe(422);
      expect((await add({ from_path: "/b" })).status).toBe(422);
    });

    it("edits it; an edit that leads to itself is refused", async () => {
      const res = await send(`redirect/edit/${created.id}`, "PUT", { to_path: "/contact" });
      expect(res.status).toBe(200);
      expect((await res.json()).data).toMatchObject({ to_path: "/contact", language: "nl" });
      expect(
        (await send(`redirect/edit/${created.id}`, "PUT", { to_path: "/oude-pagina.html" })).status,
      ).toBe(422);
      expect((await send("redirect/edit/999999", "PUT", { to_path: "/x" })).status).toBe(404);
    });

    it("never re-points older redirects; a target that is itself redirected is kept as typed, with a notice", async () => {
      const add = (from_path: string, to_path: string) =>
        send("redirects/add-redirect", "POST", { from_path, to_path });
      expect((await add("/keten-1.html", "/keten-2.html")).status).toBe(201);
      const onward = await add("/keten-2.html", "/contact");
      expect(onward.status).toBe(201);
      // the older redirect is left as it was: answering follows the chain (./serve.test.ts)
      expect(await targetOf("/keten-1.html")).toBe("/keten-2.html");
      const chained = await add("/keten-0.html", "/keten-1.html");
      const saved = (await chained.json()).data;
      expect(saved.to_path).toBe("/keten-1.html");
      expect(saved.notices).toEqual([
        "Het nieuwe adres wordt zelf doorverwezen: bezoekers gaan verder naar /contact.",
        "Opgeslagen, maar op /contact staat (nog) geen pagina: bezoekers zien de pagina 'niet gevonden'.",
      ]);
    });

    it("refuses a loop through a chain, however it is written (422)", async () => {
      const add = (from_path: string, to_path: string) =>
        send("redirects/add-redirect", "POST", { from_path, to_path });
      expect((await add("/lus-1", "/lus-2")).status).toBe(201);
      expect((await add("/lus-2", "/lus-3/")).status).toBe(201);
      for (const back of ["/lus-1", "/nl/LUS-1", "/x/../lus-1/.", "/nl/lus-2", "/%6cus-1"]) {
        const res = await add("/lus-3", back);
        expect(res.status, back).toBe(422);
        expect((await res.json()).errors.to_path, back).toEqual([
          "Het nieuwe adres leidt via een andere doorverwijzing terug naar het oude adres",
        ]);
      }
      // the pair of the review: /b → /c, then /c → /nl/b
      expect((await add("/paar-b", "/paar-c")).status).toBe(201);
      expect((await add("/paar-c", "/nl/paar-b")).status).toBe(422);
      // an edit that closes a loop is refused as well
      const last = (await all()).find((r) => r.from_path === "/lus-2");
      expect((await send(`redirect/edit/${last?.id}`, "PUT", { to_path: "/lus-1" })).status).toBe(422);
    });

    it.each([
      ["/a", "/nl/a"],
      ["/a", "/A/."],
      ["/a", "/./a"],
      ["/a", "/a/x/.."],
      ["/nl/a", "/a"],
      ["/a/", "/%61"],
    ])("refuses %s → %s: the same address once normalised (422)", async (from_path, to_path) => {
      const res = await send("redirects/add-redirect", "POST", { from_path, to_path });
      expect(res.status).toBe(422);
      expect((await res.json()).errors.to_path).toEqual([
        "Het nieuwe adres moet verschillen van het oude adres",
      ]);
    });

    it.each([
      "/.//evil.example/x",
      "/x/..//evil.example",
      "/%2e//evil.example",
      "/%2e%2e//evil.example",
      "/././/evil.example",
      "/./\\evil.example",
      "/x/../\\/evil.example",
      "//evil.example/x",
      "/\\evil.example",
    ])("refuses the target %j: it leads to another host once normalised (422)", async (to_path) => {
      const res = await send("redirects/add-redirect", "POST", { from_path: "/x", to_path });
      expect(res.status).toBe(422);
      expect((await res.json()).errors.to_path).toEqual([
        "Het veld 'Nieuw adres' moet een pad van deze website zijn dat met één / begint",
      ]);
      expect(await targetOf("/x")).toBeUndefined();
    });

    it("says to give the path only when a full address is pasted, in the editor's language", async () => {
      const nl = await send("redirects/add-redirect", "POST", {
        from_path: "https://www.example.nl/oud.html",
        to_path: "www.example.nl/contact",
      });
      expect(nl.status).toBe(422);
      const errors = (await nl.json()).errors;
      const pathOnly = "Geef alleen het pad, zonder https:// en de domeinnaam, bijvoorbeeld /oude-pagina";
      expect(errors).toEqual({ from_path: [pathOnly], to_path: [pathOnly] });
      const en = await send(
        "redirects/add-redirect",
        "POST",
        { from_path: "/oud.html", to_path: "http://localhost/contact" },
        { ...admin, "accept-language": "en" },
      );
      expect((await en.json()).errors.to_path).toEqual([
        "Give the path only, without https:// and the domain name, e.g. /old-page",
      ]);
    });

    it("refuses a redirect from a live address; the redirect to it stays (B1)", async () => {
      const page = await makePage(t.db, { url: "diensten-b1", full_url: "diensten-b1" });
      expect((await send(`page/edit/${page.id}`, "PUT", { url: "onze-diensten-b1" })).status).toBe(200);
      expect(await targetOf("/diensten-b1")).toBe("/onze-diensten-b1");
      for (const from_path of ["/onze-diensten-b1", "/nl/Onze-Diensten-b1/", "/x/../onze-diensten-b1"]) {
        const res = await send("redirects/add-redirect", "POST", { from_path, to_path: "/contact" });
        expect(res.status, from_path).toBe(422);
        expect((await res.json()).errors.from_path).toEqual([
          "Op /onze-diensten-b1 staat een pagina die bezoekers zien, dus een doorverwijzing vanaf dit adres wordt nooit gebruikt. Wijzig eerst de url van die pagina, of kies een ander oud adres.",
        ]);
      }
      const en = await send(
        "redirects/add-redirect",
        "POST",
        { from_path: "/onze-diensten-b1", to_path: "/contact" },
        { ...admin, "accept-language": "en" },
      );
      expect((await en.json()).errors.from_path[0]).toMatch(/^Visitors see a page at \/onze-diensten-b1/);
      // an app route of its own (a login, the admin area) is live too
      for (const from_path of ["/login-admin", "/en/log-in", "/cougarXr7/tips/overzicht", "/nieuws"]) {
        const res = await send("redirects/add-redirect", "POST", { from_path, to_path: "/contact" });
        expect(res.status, from_path).toBe(422);
      }
      expect(await targetOf("/diensten-b1")).toBe("/onze-diensten-b1");
      expect(await targetOf("/onze-diensten-b1")).toBeUndefined();
    });

    it("a target with a page gives no notice; an edit onto a live old address is refused too", async () => {
      await makePage(t.db, { url: "bestaat", full_url: "bestaat" });
      const res = await send("redirects/add-redirect", "POST", { from_path: "/oud-b", to_path: "/bestaat" });
      expect(res.status).toBe(201);
      const saved = (await res.json()).data;
      expect(saved.notices).toEqual([]);
      const edit = await send(`redirect/edit/${saved.id}`, "PUT", { from_path: "/bestaat", to_path: "/x" });
      expect(edit.status).toBe(422);
      expect((await edit.json()).errors.from_path).toBeDefined();
    });

    it("is the admin's only: 401 for a visitor, 403 for another role, 403 without the CSRF token", async () => {
      expect((await t.api("redirects")).status).toBe(401);
      const status = (await loginAs(t, "cms-status-user")).headers;
      expect((await t.api("redirects", { headers: status })).status).toBe(403);
      expect(
        (await send("redirects/add-redirect", "POST", { from_path: "/x", to_path: "/y" }, status)).status,
      ).toBe(403);
      const { "x-xsrf-token": _token, ...withoutToken } = admin;
      expect(
        (await send("redirects/add-redirect", "POST", { from_path: "/x", to_path: "/y" }, withoutToken))
          .status,
      ).toBe(403);
    });

    it("deletes it", async () => {
      const del = await send(`redirect/delete/${created.id}`, "DELETE");
      expect(await del.json()).toEqual({ data: { deleted: [created.id], translations_deleted: false } });
      expect((await t.api(`redirect/${created.id}`, { headers: admin })).status).toBe(404);
    });
  });
});
