/**
 * The JavaScript budget of the public site, on the built app: for every public template in both
 * languages, what the server-rendered HTML names plus its static import graph (bench/js-bytes.ts,
 * the same measurement `npm run bench` prints) stays within the budget, gzip, and holds no module
 * of the admin area, the portals and logins, or their libraries (TipTap, FilePond, TanStack,
 * react-hook-form): build/client-modules.json (vite.config.ts) says which source modules each
 * chunk holds. The contact modal's form and the zod schemas are loaded on demand, so they are not
 * counted either; the last test proves that they are really not part of the first load.
 * Sizes, not timings: they depend on the code only.
 */
import path from "node:path";
import {
  assetFetcher,
  forbiddenModules,
  measureRouteJs,
  PUBLIC_JS_BUDGET_KIB,
  publicTemplateRoutes,
  type RouteJs,
  readModuleMap,
} from "../../bench/js-bytes.ts";
import { expect, test } from "./fixtures.ts";

const build = path.resolve(import.meta.dirname, "../../build");

async function measureAll(baseURL: string): Promise<RouteJs[]> {
  const routes = await publicTemplateRoutes(baseURL);
  expect(routes).toHaveLength(20);
  const getAsset = assetFetcher(baseURL);
  const measured: RouteJs[] = [];
  for (const route of routes) measured.push(await measureRouteJs(baseURL, route, getAsset));
  return measured;
}

test("every public template stays within the JavaScript budget, with nothing of the admin or portals", async ({
  baseURL,
}) => {
  const map = await readModuleMap(build);
  expect(map, "build/client-modules.json is written by the build").not.toBeNull();
  if (!map || !baseURL) return;
  const measured = await measureAll(baseURL);
  for (const route of measured) {
    expect(route.status, route.path).toBe(200);
    expect(route.failed, route.path).toEqual([]);
    expect(route.files.length, route.path).toBeGreaterThan(3);
    expect(forbiddenModules(map, route), route.path).toEqual([]);
  }
  const over = measured
    .filter((r) => r.gzip > PUBLIC_JS_BUDGET_KIB * 1024)
    .map((r) => `${r.path}: ${(r.gzip / 1024).toFixed(1)} KiB`);
  expect(over, `over ${PUBLIC_JS_BUDGET_KIB} KiB gzip`).toEqual([]);
});

test("the forms' code, zod, sonner and Embla are not part of a public page's first load", async ({
  baseURL,
}) => {
  const map = await readModuleMap(build);
  if (!map || !baseURL) throw new Error("no module map or base URL");
  const onDemand = [
    /^app\/components\/forms\/ContactForm\.tsx$/,
    /^server\/messages\/schema\.ts$/,
    /^node_modules\/(zod|sonner|embla-carousel[\w-]*|vanilla-cookieconsent)\//,
  ];
  const measured = await measureAll(baseURL);
  // the home page has forms (its contact block): its form fields are there, the schemas are not
  for (const route of measured) {
    const modules = route.files.flatMap((file) => Object.keys(map[file.path]?.modules ?? {}));
    const found = modules.filter((id) => onDemand.some((re) => re.test(id)) && !pageForm(route, id));
    expect(found, route.path).toEqual([]);
  }
});

/** pages that show a form in their body (contact block, contact page) render the form's fields */
function pageForm(route: RouteJs, id: string): boolean {
  return /ContactForm\.tsx$/.test(id) && /^(home|page|contact)-/.test(route.key);
}
