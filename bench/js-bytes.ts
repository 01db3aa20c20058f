/**
 * The JavaScript a public route type ships on first load (issue 6): the modules the server-rendered
 * HTML names (`<script type="module" src>`, `<link rel="modulepreload" href>`, the imports of the
 * inline module scripts, which is how React Router loads the matched route modules and the client
 * entry) plus everything those import statically (the browser fetches the whole static graph even
 * when a preload is missing). Lazy `import()` inside our bundles is left out: it loads on demand.
 * Each asset is fetched once; sizes are raw bytes and gzip (node:zlib gzipSync, default level).
 */
import { gzipSync } from "node:zlib";

export interface RouteJs {
  key: string;
  name: string;
  path: string;
  status: number;
  modules: number;
  raw: number;
  gzip: number;
  /** modules reached by static imports that the HTML did not name (missing preloads) */
  notPreloaded: string[];
  /** assets that could not be fetched (left out of the sums) */
  failed: string[];
  /** every module counted, with its sizes */
  files: { path: string; raw: number; gzip: number }[];
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];

/** the module urls the HTML names directly */
export function modulesInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attr(tag, "rel")?.toLowerCase() === "modulepreload") {
      const href = attr(tag, "href");
      if (href) found.add(href);
    }
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const open = `<script ${match[1]}>`;
    if (attr(open, "type") !== "module") continue;
    const src = attr(open, "src");
    if (src) found.add(src);
    // inline module: `import * as route0 from "/assets/…"` and `import("/assets/entry.client-….js")`
    for (const spec of importsIn(match[2], true)) found.add(spec);
  }
  return [...found];
}

/** static import/export-from specifiers of a module; with `dynamic`, also `import("…")` */
function importsIn(code: string, dynamic: boolean): string[] {
  const specs: string[] = [];
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"'\n]+\.js)["']/g))
    specs.push(m[1]);
  if (dynamic) for (const m of code.matchAll(/\bimport\(\s*["']([^"'\n]+\.js)["']\s*\)/g)) specs.push(m[1]);
  return specs;
}

/** Fetches each asset once per run (shared by all routes). */
export function assetFetcher(baseUrl: string) {
  const cache = new Map<string, Promise<string>>();
  return (pathname: string) => {
    let text = cache.get(pathname);
    if (!text) {
      text = fetch(baseUrl + pathname).then(async (r) => {
        if (!r.ok) throw new Error(`GET ${pathname} answered ${r.status}`);
        return r.text();
      });
      cache.set(pathname, text);
    }
    return text;
  };
}

export async function measureRouteJs(
  baseUrl: string,
  route: { key: string; name: string; path: string },
  getAsset: (pathname: string) => Promise<string>,
): Promise<RouteJs> {
  const response = await fetch(baseUrl + route.path);
  const html = await response.text();
  const named = modulesInHtml(html).map((u) => new URL(u, baseUrl + route.path).pathname);
  const seen = new Set<string>(named);
  const queue = [...named];
  const notPreloaded: string[] = [];
  const failed: string[] = [];
  const files: RouteJs["files"] = [];
  let raw = 0;
  let gzip = 0;
  while (queue.length > 0) {
    const pathname = queue.shift() as string;
    let code: string;
    try {
      code = await getAsset(pathname);
    } catch {
      failed.push(pathname);
      continue;
    }
    const bytes = Buffer.from(code, "utf8");
    const zipped = gzipSync(bytes).length;
    raw += bytes.length;
    gzip += zipped;
    files.push({ path: pathname, raw: bytes.length, gzip: zipped });
    for (const spec of importsIn(code, false)) {
      const next = new URL(spec, baseUrl + pathname).pathname;
      if (seen.has(next)) continue;
      seen.add(next);
      notPreloaded.push(next);
      queue.push(next);
    }
  }
  return {
    ...route,
    status: response.status,
    modules: seen.size - failed.length,
    raw,
    gzip,
    notPreloaded,
    failed,
    files,
  };
}
