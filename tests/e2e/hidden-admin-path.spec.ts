/**
 * The admin area's address is unlisted (requirements §2: the admin lives under a hidden path). Nothing an
 * anonymous visitor can fetch from the public side may name it: the HTML of every public page, every
 * script those pages load (followed through their static and dynamic imports), the route manifest
 * answers for public paths, robots.txt, the sitemap, error pages, response headers and public JSON.
 * How it is kept out: lazy route discovery (react-router.config.ts) and scripts/after-build.ts.
 * The admin's own login page (/login-admin, unlisted and disallowed in robots.txt) is left out: it
 * has to know where it leads once the owner has logged in.
 */
import { ADMIN_BASE, expect, test } from "./fixtures.ts";

// the path's name without its slash: also caught inside other words and encoded addresses
const ADMIN = ADMIN_BASE.slice(1);

test("no public answer names the admin path", async ({ request }) => {
  const leaks: string[] = [];
  const check = (what: string, text: string) => {
    if (text.toLowerCase().includes(ADMIN.toLowerCase())) leaks.push(what);
  };
  const get = async (url: string) => {
    const response = await request.get(url, { maxRedirects: 0 });
    const headers = response.headersArray().map((h) => `${h.name}: ${h.value}`);
    check(`headers of ${url}`, headers.join("\n"));
    const text = await response.text();
    check(url, text);
    return { status: response.status(), text };
  };

  const sitemap = await get("/sitemap.xml");
  expect(sitemap.status).toBe(200);
  await get("/robots.txt");
  const pages = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(pages.length).toBeGreaterThan(20);
  pages.push(
    "/pagina-niet-gevonden",
    "/en/page-not-found",
    "/bestaat-niet",
    "/en/does-not-exist",
    "/login-status",
    "/login-zzp",
    "/login-boekhouding",
    "/inloggen",
    "/en/log-in",
    "/en/login-status",
    "/niet-ingelogd",
    "/geen-toegang",
    "/wachtwoord-vergeten",
  );

  const scripts = new Set<string>();
  let version = "";
  for (const path of pages) {
    const { text } = await get(path);
    for (const m of text.matchAll(/\/assets\/[\w.-]+\.js/g)) scripts.add(m[0]);
    version ||= text.match(/"version":\s*"([\w-]+)"/)?.[1] ?? "";
  }
  expect(scripts.size).toBeGreaterThan(5);

  // follow the scripts' own imports (static and dynamic: "./Chunk-hash.js" next to each other)
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length > 0) {
    const src = queue.pop() as string;
    if (seen.has(src)) continue;
    seen.add(src);
    const { status, text } = await get(src);
    if (status !== 200) continue; // e.g. the full manifest, removed after the build
    for (const m of text.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(`/assets/${m[1]}`);
  }

  // what lazy route discovery answers for the public paths
  expect(version).not.toBe("");
  await get(`/__manifest?paths=${encodeURIComponent(pages.join(","))}&version=${version}`);

  // public JSON
  for (const lang of ["nl", "en"]) await get(`/api/public-pages/${lang}`);
  await get("/api/public-services");
  await get("/api/public-features");
  await get("/api/public-reviews");

  expect(leaks).toEqual([]);
  // the full manifest names every route; it must not be served
  const manifests = [...seen].filter((s) => /\/manifest-[\w-]+\.js$/.test(s));
  for (const m of manifests) expect((await request.get(m)).status()).toBe(404);
});
