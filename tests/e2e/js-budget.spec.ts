/**
 * The JavaScript budget of the public site, on the built app (issue "public pages as documents"):
 * every public template in both languages is a document that loads the islands' boot script and
 * nothing of React Router's client; everything a page loads before anyone touches it — each script
 * the browser asks for until the network is quiet, which includes what the boot script imports at
 * once (a slider's carousel), plus the static graph the HTML names (bench/js-bytes.ts, the same
 * measurement `npm run bench` prints) — stays within the budget, gzip, and holds no module of the
 * admin area, the portals or logins, or their libraries: build/client-modules.json (vite.config.ts)
 * says which source modules each chunk holds. What a click loads (the contact dialog and React) is
 * measured separately and must really wait for the click. Sizes, not timings.
 */
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import {
  assetFetcher,
  forbiddenModules,
  measureOnDemandJs,
  measureRouteJs,
  PUBLIC_JS_BUDGET_KIB,
  publicTemplateRoutes,
  readModuleMap,
} from "../../bench/js-bytes.ts";
import { expect, test } from "./fixtures.ts";

const build = path.resolve(import.meta.dirname, "../../build");

/** the same-origin scripts the browser fetches for `url` until the network is quiet */
async function scriptsFetched(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  };
  page.on("request", listener);
  await page.goto(url, { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  page.off("request", listener);
  return [...scripts];
}

test("every public template is a document within the script budget, with nothing of the admin or portals", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const map = await readModuleMap(build);
  expect(map, "build/client-modules.json is written by the build").not.toBeNull();
  if (!map || !baseURL) return;
  const getAsset = assetFetcher(baseURL);
  const routes = await publicTemplateRoutes(baseURL);
  expect(routes).toHaveLength(24);
  const over: string[] = [];
  for (const route of routes) {
    const html = await (await fetch(baseURL + route.path)).text();
    // no router client: no context, no manifest, no route modules named by the HTML
    expect(html, route.path).not.toContain("__reactRouterContext");
    expect(html, route.path).not.toContain("__reactRouterManifest");
    expect(html, route.path).not.toMatch(/entry\.client|manifest-[\w-]+\.js/);
    const named = await measureRouteJs(baseURL, route, getAsset);
    expect(named.status, route.path).toBe(200);
    expect(named.failed, route.path).toEqual([]);
    // every module of the static graph is named by the HTML (a module preload), so none waits for
    // the module that imports it to arrive first (scripts/vite-islands.ts)
    expect(named.notPreloaded, `${route.path}: statically imported but not preloaded`).toEqual([]);
    expect(forbiddenModules(map, named), route.path).toEqual([]);
    const fetched = await scriptsFetched(page, baseURL + route.path);
    expect(
      fetched.filter((p) => p.endsWith(".data") || p.startsWith("/__manifest")),
      route.path,
    ).toEqual([]);
    const all = new Set([...named.files.map((f) => f.path), ...fetched]);
    let gzip = 0;
    for (const file of all) gzip += gzipSync(Buffer.from(await getAsset(file), "utf8")).length;
    const modules = [...all].flatMap((file) => Object.keys(map[file]?.modules ?? {}));
    expect(
      modules.filter((id) => /^node_modules\/(react-dom|react-router)\//.test(id)),
      `${route.path} loads React's client or the router before a click`,
    ).toEqual([]);
    if (gzip > PUBLIC_JS_BUDGET_KIB * 1024) over.push(`${route.path}: ${(gzip / 1024).toFixed(1)} KiB`);
  }
  expect(over, `over ${PUBLIC_JS_BUDGET_KIB} KiB gzip`).toEqual([]);
});

test("the contact dialog's code (React, the forms, zod, the API client) loads on demand only", async ({
  baseURL,
}) => {
  const map = await readModuleMap(build);
  if (!map || !baseURL) throw new Error("no module map or base URL");
  const getAsset = assetFetcher(baseURL);
  const onDemand = [
    /^app\/components\/forms\/PublicForm\.tsx$/,
    /^app\/api-client\.ts$/,
    /^server\/messages\/schema\.ts$/,
    /^node_modules\/(zod|react-dom)\//,
  ];
  for (const route of await publicTemplateRoutes(baseURL)) {
    const first = await measureRouteJs(baseURL, route, getAsset);
    const firstModules = first.files.flatMap((file) => Object.keys(map[file.path]?.modules ?? {}));
    expect(
      firstModules.filter((id) => onDemand.some((re) => re.test(id))),
      route.path,
    ).toEqual([]);
    // and they are there to load: the dialog is reachable from every page
    const later = await measureOnDemandJs(baseURL, first, getAsset);
    const laterModules = later.files.flatMap((file) => Object.keys(map[file.path]?.modules ?? {}));
    expect(
      laterModules.some((id) => /^node_modules\/react-dom\//.test(id)),
      route.path,
    ).toBe(true);
  }
});

/** what the search field's first focus may load: the combobox island and its few small modules */
const SEARCH_ISLAND_BUDGET_KIB = 6;

test("the search field's first focus loads the results-as-you-type island alone, not React, zod or the toasts", async ({
  page,
  baseURL,
}) => {
  const map = await readModuleMap(build);
  if (!map || !baseURL) throw new Error("no module map or base URL");
  const getAsset = assetFetcher(baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  // as a visitor: into the header's field, a word, the first results under it
  const field = page.locator("header[data-site-header]").getByRole("combobox", { name: "Zoek op de site" });
  await field.click();
  await field.pressSequentially("laptop", { delay: 30 });
  await expect(page.locator(`#${await field.getAttribute("aria-controls")}`)).toContainText(
    "Je laptop weer snel",
  );
  const loaded = [...scripts];
  const modules = loaded.flatMap((file) => Object.keys(map[file]?.modules ?? {}));
  expect(modules, "the island came with the focus").toContain("app/islands/search-combobox.ts");
  expect(
    modules.filter((id) => /^node_modules\/(react|react-dom|zod|sonner)\/|^app\/api-client\.ts$/.test(id)),
  ).toEqual([]);
  let gzip = 0;
  for (const file of loaded) gzip += gzipSync(Buffer.from(await getAsset(file), "utf8")).length;
  expect(gzip, `${loaded.join(", ")}: ${(gzip / 1024).toFixed(1)} KiB gzip`).toBeLessThanOrEqual(
    SEARCH_ISLAND_BUDGET_KIB * 1024,
  );
});
