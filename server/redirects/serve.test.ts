/**
 * Old addresses answer 301 (requirements §2 "Redirects"), rendered by the real app with React Router's
 * server build taken from Vite (as tests/unit/public-page-queries.test.ts does) and the page cache in
 * front as in production.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNews, makePage, newTranslationKey } from "#tests/support/content.ts";
import { redirects } from "../db/schema.ts";

let t: TestApp;
let admin: Record<string, string>;

const send = (path: string, method: string, body?: unknown) =>
  t.api(path, {
    method,
    headers: jsonHeaders(admin),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** a logged-out visitor's request */
const visit = (path: string) => t.app.request(path);
/** a row as an old backup or a direct write holds it: never through the checks of the API */
const storeDirectly = (from_path: string, to_path: string) =>
  t.db.insert(redirects).values({ from_path, to_path, language: "nl", kind: "manual" });

beforeAll(async () => {
  t = await createTestApp({
    renderPages: true,
  });
  admin = (await loginAs(t, "cms-admin")).headers;
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe("serving redirects", () => {
  it("a renamed news item's old address answers 301 to the new one, in nl and en", async () => {
    const key = newTranslationKey();
    const nl = await makeNews(t.db, { url: "oud-nieuws", translation_key: key, title: "Het bericht" });
    const en = await makeNews(t.db, {
      language: "en",
      url: "old-news",
      translation_key: key,
      title: "The post",
    });
    expect((await visit("/nieuws/oud-nieuws")).status).toBe(200);
    await send(`news/edit/${nl.id}`, "PUT", { url: "nieuw-nieuws" });
    await send(`news/edit/${en.id}`, "PUT", { url: "new-news" });

    const old = await visit("/nieuws/oud-nieuws?utm_source=mail");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/nieuws/nieuw-nieuws?utm_source=mail");
    const oldEn = await visit("/en/news/old-news");
    expect(oldEn.status).toBe(301);
    expect(oldEn.headers.get("location")).toBe("/en/news/new-news");
    const landed = await visit("/nieuws/nieuw-nieuws");
    expect(landed.status).toBe(200);
    expect(await landed.text()).toContain("Het bericht");
  });

  it("client-side navigation to an old address is sent on too (React Router's data request)", async () => {
    const item = await makeNews(t.db, { url: "klik-oud" });
    await send(`news/edit/${item.id}`, "PUT", { url: "klik-nieuw" });
    const res = await visit("/nieuws/klik-oud.data");
    // single fetch encodes the redirect in the body; the router then navigates to it
    expect(res.status).toBe(202);
    const body = await res.text();
    expect(body).toContain("SingleFetchRedirect");
    expect(body).toContain('"/nieuws/klik-nieuw"');
    expect(body).toContain("301");
  });

  it("a chain answers its end at once: A→B then B→C sends A straight to C", async () => {
    const item = await makeNews(t.db, { url: "stap-a" });
    await send(`news/edit/${item.id}`, "PUT", { url: "stap-b" });
    await send(`news/edit/${item.id}`, "PUT", { url: "stap-c" });
    expect((await visit("/nieuws/stap-a")).headers.get("location")).toBe("/nieuws/stap-c");
    expect((await visit("/nieuws/stap-b")).headers.get("location")).toBe("/nieuws/stap-c");
  });

  it("a renamed parent page sends its sub pages' old addresses to their new ones", async () => {
    const parent = await makePage(t.db, { url: "werkwijze", full_url: "werkwijze" });
    await makePage(t.db, {
      url: "stappen",
      full_url: "werkwijze/stappen",
      belongs_to: parent.id,
      title: "Stappen",
    });
    await send(`page/edit/${parent.id}`, "PUT", { url: "aanpak" });
    const old = await visit("/werkwijze/stappen");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/aanpak/stappen");
    expect((await visit("/nl/werkwijze/stappen")).headers.get("location")).toBe("/aanpak/stappen");
    expect((await visit("/aanpak/stappen")).status).toBe(200);
  });

  it("a new item on an old address is shown (200), not redirected", async () => {
    const item = await makeNews(t.db, { url: "plek" });
    await send(`news/edit/${item.id}`, "PUT", { url: "andere-plek" });
    expect((await visit("/nieuws/plek")).status).toBe(301);
    await makeNews(t.db, { url: "plek", title: "De nieuwe bewoner" });
    const res = await visit("/nieuws/plek");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("De nieuwe bewoner");
  });

  it("a manual redirect from an old website's path: any case, trailing slash; a change counts at once", async () => {
    const res = await send("redirects/add-redirect", "POST", {
      from_path: "/oude-site/Over.php",
      to_path: "/contact",
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()).data;
    const old = await visit("/OUDE-SITE/over.php/?a=1&b=2");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/contact?a=1&b=2");

    await send(`redirect/edit/${id}`, "PUT", { to_path: "/en/contact" });
    expect((await visit("/oude-site/over.php")).headers.get("location")).toBe("/en/contact");
    await send(`redirect/delete/${id}`, "DELETE");
    expect((await visit("/oude-site/over.php")).status).toBe(404);
  });

  it("an address that never existed is still the not-found page (404)", async () => {
    expect((await visit("/bestaat-echt-niet")).status).toBe(404);
    expect((await visit("/nieuws/bestaat-niet")).status).toBe(404);
  });

  describe("a target that leaves the site once normalised is never answered", () => {
    const hostile = [
      "/.//evil.example/x",
      "/x/..//evil.example",
      "/%2e//evil.example",
      "/%2e%2e//evil.example",
      "/././/evil.example",
      "/./\\evil.example",
      "/x/../\\/evil.example",
      "//evil.example/x",
    ];

    it.each(hostile.map((to, i) => [to, i]))("%j stored directly: 404, no Location", async (to, i) => {
      await storeDirectly(`/vijandig-${i}`, String(to));
      const res = await visit(`/vijandig-${i}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("location")).toBeNull();
      // the data request of a client-side navigation is not sent on either
      const data = await visit(`/vijandig-${i}.data`);
      expect(await data.text()).not.toContain("evil.example");
    });

    it("from a missing upload too; a safe one from a missing upload is answered", async () => {
      await storeDirectly("/uploads/oud/brochure.pdf", "/.//evil.example/brochure.pdf");
      const res = await visit("/uploads/oud/brochure.pdf");
      expect(res.status).toBe(404);
      expect(res.headers.get("location")).toBeNull();
      await storeDirectly("/uploads/oud/folder.pdf", "/contact");
      const safe = await visit("/uploads/oud/folder.pdf");
      expect(safe.status).toBe(301);
      expect(safe.headers.get("location")).toBe("/contact");
    });
  });

  describe("loops and chains", () => {
    it.each([
      ["/lus-a", "/nl/lus-a"],
      ["/lus-b", "/LUS-B/."],
      ["/lus-c", "/./lus-c"],
      ["/lus-d", "/lus-d/x/.."],
    ])("a row %s → %s stored directly answers 404, not a 301 to itself", async (from, to) => {
      await storeDirectly(from, to);
      const res = await visit(from);
      expect(res.status).toBe(404);
      expect(res.headers.get("location")).toBeNull();
    });

    it("a pair that loops (/b → /c, /c → /nl/b) answers 404 at both ends", async () => {
      await storeDirectly("/paar-b", "/paar-c");
      await storeDirectly("/paar-c", "/nl/paar-b");
      expect((await visit("/paar-b")).status).toBe(404);
      expect((await visit("/paar-c")).status).toBe(404);
    });

    it("manual redirects chain: A→B, then B→C sends A straight to C; a live B stops the chain", async () => {
      const add = (from_path: string, to_path: string) =>
        send("redirects/add-redirect", "POST", { from_path, to_path });
      expect((await add("/schakel-a", "/schakel-b")).status).toBe(201);
      expect((await add("/schakel-b", "/contact")).status).toBe(201);
      expect((await visit("/schakel-a?x=1")).headers.get("location")).toBe("/contact?x=1");
      // a stale row from an address that is live again (a page published there later) is not followed
      await makePage(t.db, { url: "schakel-b", full_url: "schakel-b", title: "Weer live" });
      expect((await visit("/schakel-a")).headers.get("location")).toBe("/schakel-b");
      // on PostgreSQL the new content version arrives by NOTIFY, a moment after the insert
      await expect.poll(async () => (await visit("/schakel-b")).status).toBe(200);
    });

    it("a renamed page keeps its old address when a redirect from the new one is tried (B1)", async () => {
      const page = await makePage(t.db, { url: "diensten", full_url: "diensten", title: "Diensten" });
      await send(`page/edit/${page.id}`, "PUT", { url: "onze-diensten" });
      const tried = await send("redirects/add-redirect", "POST", {
        from_path: "/onze-diensten",
        to_path: "/contact",
      });
      expect(tried.status).toBe(422);
      const old = await visit("/diensten");
      expect(old.status).toBe(301);
      expect(old.headers.get("location")).toBe("/onze-diensten");
      expect((await visit("/onze-diensten")).status).toBe(200);
    });
  });
});
