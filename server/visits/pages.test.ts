/**
 * Visit counts on the real thing: the app booted on the demo content with React Router's server
 * build, the page cache on, the listener that answers cache hits before the app (as `npm start`
 * wires it), a real node HTTP server, requests over TCP. Renders and cache hits are both counted;
 * what is not a visitor's page view is not. Then `GET /api/visits` as the admin sees it.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { setClock } from "#server/auth/clock.ts";
import { withCachedPages } from "#server/page-cache/node-listener.ts";
import { PAGE_CACHE_STATUS_HEADER } from "#server/page-cache/page-cache.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { loginAs } from "#tests/support/auth.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const TODAY = "2026-06-15";

let t: TestApp;
let server: Server;
let base = "";

beforeAll(async () => {
  setClock(() => new Date(`${TODAY}T10:00:00Z`));
  t = await createTestApp({ seed: true, renderPages: true });
  if (!t.pageCache || !t.visits) throw new Error("the test app has no page cache or no visit counter");
  const listener = withCachedPages(getRequestListener(t.app.fetch), {
    pageCache: t.pageCache,
    config: t.config,
    logger: t.deps.logger,
    visits: t.visits,
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  setClock(null);
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

function send(
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method, headers: { "user-agent": CHROME, ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

async function viewsOfToday() {
  await t.visits?.flush();
  const res = await t.api(`visits?from=${TODAY}&to=${TODAY}`, { headers: admin });
  const { data } = await res.json();
  return data as {
    totals: { views: number; visitors: number };
    days: { date: string; views: number; visitors: number; languages: { nl: number; en: number } }[];
    pages: { path: string; views: number }[];
    referrers: { host: string; views: number }[];
  };
}

let admin: Record<string, string>;

describe("visit counts of public pages", () => {
  it("counts a render, a cache hit and a 304 alike", async () => {
    admin = (await loginAs(t, "cms-admin")).headers;
    const miss = await send("/diensten", { "x-forwarded-for": "203.0.113.10" });
    expect(miss.headers[PAGE_CACHE_STATUS_HEADER.toLowerCase()]).toBe("miss");
    const hit = await send("/diensten", {
      "x-forwarded-for": "203.0.113.11",
      referer: "https://www.bing.com/search?q=computerhulp",
    });
    expect(hit.headers[PAGE_CACHE_STATUS_HEADER.toLowerCase()]).toBe("hit");
    const notModified = await send("/diensten", {
      "x-forwarded-for": "203.0.113.10",
      "if-none-match": String(hit.headers.etag),
    });
    expect(notModified.status).toBe(304);
    await send("/en", { "x-forwarded-for": "203.0.113.12" });

    const figures = await viewsOfToday();
    expect(figures.days).toEqual([
      expect.objectContaining({ date: TODAY, views: 4, visitors: 3, languages: { nl: 3, en: 1 } }),
    ]);
    expect(figures.pages).toEqual([
      { path: "/diensten", views: 3 },
      { path: "/en", views: 1 },
    ]);
    expect(figures.referrers).toEqual([{ host: "bing.com", views: 1 }]);
  });

  it("leaves out what is not a visitor's page view", async () => {
    const before = (await viewsOfToday()).totals.views;
    await send("/diensten", {}, "HEAD");
    await send("/diensten", { dnt: "1" });
    await send("/diensten", { "sec-gpc": "1" });
    // a browser with a session (the owner, staff): never a cached page, never counted
    await send("/diensten", { cookie: "session=not-a-real-one" });
    await send("/diensten", { cookie: admin.cookie });
    await send("/diensten", {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await send(ADMIN_BASE);
    await send("/login-admin");
    await send("/api/health");
    await send("/robots.txt");
    await send("/een-pagina-die-niet-bestaat");
    expect((await viewsOfToday()).totals.views).toBe(before);
  });

  it("answers the admin only, and refuses a range the wrong way round in the page's language", async () => {
    expect((await t.api("visits")).status).toBe(401);
    const customer = await loginAs(t, "cms-status-user");
    expect((await t.api("visits", { headers: customer.headers })).status).toBe(403);

    const defaults = await t.api("visits", { headers: admin });
    expect(defaults.status).toBe(200);
    const { data } = await defaults.json();
    expect(data.days).toHaveLength(30);
    expect(data.to).toBe(TODAY);

    const nl = await t.api("visits?from=2026-06-10&to=2026-06-01", { headers: admin });
    expect(nl.status).toBe(422);
    expect(JSON.stringify(await nl.json())).toContain("Vanaf");
    const en = await t.api("visits?from=2026-06-10&to=2026-06-01&lang=en", { headers: admin });
    expect(JSON.stringify(await en.json())).toContain("From");
    expect((await t.api("visits?from=2026-02-30", { headers: admin })).status).toBe(422);
  });

  it("counts the search and booking pages, which are never kept, as page views too", async () => {
    const search = await send("/zoeken?q=laptop", { "x-forwarded-for": "203.0.113.30" });
    expect(search.status).toBe(200);
    expect(search.headers["cache-control"]).toBe("no-store");
    expect(search.headers[PAGE_CACHE_STATUS_HEADER.toLowerCase()]).not.toBe("hit");
    await send("/zoeken?q=laptop", { "x-forwarded-for": "203.0.113.30" });
    const booking = await send("/en/appointment", { "x-forwarded-for": "203.0.113.31" });
    expect(booking.status).toBe(200);
    expect(booking.headers["x-page-cache-allowed"]).toBeUndefined();
    const pages = (await viewsOfToday()).pages;
    expect(pages).toContainEqual({ path: "/zoeken", views: 2 });
    expect(pages).toContainEqual({ path: "/en/appointment", views: 1 });
  });

  it("notes a view in memory at once; the batch stores it", async () => {
    await t.visits?.flush();
    await send("/over-ons", { "x-forwarded-for": "203.0.113.20" });
    expect(t.visits?.pending).toBe(1);
    expect((await viewsOfToday()).pages).toContainEqual({ path: "/over-ons", views: 1 });
  });
});
