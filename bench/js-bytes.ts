/**
 * The JavaScript a public route type ships on first load: the modules the server-rendered
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
  // the bundler quotes a dynamic import's address with ", ' or a backtick
  if (dynamic)
    for (const m of code.matchAll(/\bimport\(\s*["'`]([^"'`\n]+\.js)["'`]\s*\)/g)) specs.push(m[1]);
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

/**
 * The first-load ceiling of a public page, gzip KiB, as measured above. Public pages are documents
 * with islands (docs/decisions/0014-public-pages-as-documents.md): they load the islands' boot
 * script and what it imports, never React or React Router's client (react-dom alone is ~63 KiB), so
 * the ceiling leaves room for the boot script's enhancers and a slider's carousel library.
 */
export const PUBLIC_JS_BUDGET_KIB = 40;

/**
 * What a public page can load later, on a click or on the way to one (the contact dialog with React,
 * a slider's carousel): every module reached by `import("…")` from the first load, with its static
 * graph, and not part of the first load. Reported beside the first load, never counted in it.
 */
export async function measureOnDemandJs(
  baseUrl: string,
  firstLoad: RouteJs,
  getAsset: (pathname: string) => Promise<string>,
): Promise<{ gzip: number; files: RouteJs["files"] }> {
  const loaded = new Set(firstLoad.files.map((f) => f.path));
  const seen = new Set<string>(loaded);
  const queue: string[] = [];
  const enqueue = (from: string, specs: string[]) => {
    for (const spec of specs) {
      const next = new URL(spec, baseUrl + from).pathname;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  };
  for (const file of loaded) enqueue(file, importsIn(await getAsset(file), true));
  const files: RouteJs["files"] = [];
  let gzip = 0;
  while (queue.length > 0) {
    const pathname = queue.shift() as string;
    const code = await getAsset(pathname).catch(() => null);
    if (code === null) continue;
    const zipped = gzipSync(Buffer.from(code, "utf8")).length;
    gzip += zipped;
    files.push({ path: pathname, raw: Buffer.byteLength(code), gzip: zipped });
    enqueue(pathname, importsIn(code, true));
  }
  return { gzip, files };
}

/**
 * Source modules that must never be part of a public page's first load: the admin area, the portals
 * and logins, and the libraries only they use (rich-text editor, uploads, data tables and queries,
 * the admin's forms).
 */
export const NOT_ON_PUBLIC_PAGES: RegExp[] = [
  /^app\/admin\//,
  /^app\/routes\/(admin|portal|auth)\//,
  /^app\/components\/portal\//,
  /^node_modules\/(@tiptap|prosemirror-[\w-]+|filepond[\w-]*|react-filepond|@tanstack|react-hook-form|@hookform)\//,
];

/** chunk url → { source module → rendered length }, written by the build (vite.config.ts) */
export type ModuleMap = Record<string, { modules: Record<string, number> }>;

export async function readModuleMap(buildDirectory: string): Promise<ModuleMap | null> {
  const { readFile } = await import("node:fs/promises");
  try {
    return JSON.parse(await readFile(`${buildDirectory}/client-modules.json`, "utf8")) as ModuleMap;
  } catch {
    return null;
  }
}

/** "react-dom", "react-router", "app/components/Header.tsx" …: a module's package or file */
export function moduleOwner(id: string): string {
  if (!id.startsWith("node_modules/")) return id;
  const parts = id.slice("node_modules/".length).split("/");
  return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** what a chunk is mostly made of: its largest packages or files by rendered size */
export function chunkContents(map: ModuleMap | null, chunk: string, count = 3): string[] {
  const modules = map?.[chunk]?.modules;
  if (!modules) return [];
  const byOwner = new Map<string, number>();
  for (const [id, size] of Object.entries(modules))
    byOwner.set(moduleOwner(id), (byOwner.get(moduleOwner(id)) ?? 0) + size);
  return [...byOwner.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([owner]) => owner);
}

/** the source modules of a measured route that NOT_ON_PUBLIC_PAGES forbids */
export function forbiddenModules(map: ModuleMap, route: RouteJs): string[] {
  return route.files.flatMap((file) =>
    Object.keys(map[file.path]?.modules ?? {}).filter((id) => NOT_ON_PUBLIC_PAGES.some((re) => re.test(id))),
  );
}

/**
 * Every public template in both languages, with real addresses of the demo content found through the
 * public API: home, a content (sub) page, news, tips and products (overview and detail), contact and
 * the TeamViewer step.
 */
export async function publicTemplateRoutes(
  baseUrl: string,
): Promise<{ key: string; name: string; path: string }[]> {
  const json = async <T>(pathname: string): Promise<T> => {
    const response = await fetch(baseUrl + pathname);
    if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const routes: { key: string; name: string; path: string }[] = [];
  for (const lang of ["nl", "en"] as const) {
    const first = async (list: string) => {
      const answer = await json<{ data: { url: string }[] }>(`/api/${list}/1/${lang}`);
      if (!answer.data[0]) throw new Error(`${list} (${lang}) is empty`);
      return encodeURIComponent(answer.data[0].url);
    };
    const pages = await json<{ data: { full_url: string; belongs_to: number | null }[] }>(
      `/api/public-pages/${lang}`,
    );
    const sub = pages.data.find((p) => p.belongs_to !== null);
    if (!sub) throw new Error(`no sub page (${lang})`);
    const [news, tip, product] = await Promise.all([
      first("public-news"),
      first("public-tips"),
      first("public-products"),
    ]);
    const p =
      lang === "nl"
        ? { home: "/", page: `/${sub.full_url}`, news: "/nieuws", tips: "/tips-en-tricks" }
        : { home: "/en", page: `/en/${sub.full_url}`, news: "/en/news", tips: "/en/tips-and-tricks" };
    const products = lang === "nl" ? "/verkoop/product-verkoop" : "/en/sale/product-sale";
    const teamviewer = lang === "nl" ? "/hulp-op-afstand/teamviewer" : "/en/remote-help/teamviewer";
    const contact = lang === "nl" ? "/contact" : "/en/contact";
    // issue 22's pages: the booking calendar (its first step) and the search results of a word
    const booking = lang === "nl" ? "/afspraak" : "/en/appointment";
    const search = lang === "nl" ? "/zoeken?q=laptop" : "/en/search?q=laptop";
    routes.push(
      { key: `home-${lang}`, name: `home (${lang})`, path: p.home },
      { key: `page-${lang}`, name: `content page (${lang})`, path: p.page },
      { key: `news-overview-${lang}`, name: `news overview (${lang})`, path: p.news },
      { key: `news-detail-${lang}`, name: `news detail (${lang})`, path: `${p.news}/${news}` },
      { key: `tip-overview-${lang}`, name: `tips overview (${lang})`, path: p.tips },
      { key: `tip-detail-${lang}`, name: `tip detail (${lang})`, path: `${p.tips}/${tip}` },
      { key: `product-overview-${lang}`, name: `products overview (${lang})`, path: products },
      { key: `product-detail-${lang}`, name: `product detail (${lang})`, path: `${products}/${product}` },
      { key: `contact-${lang}`, name: `contact (${lang})`, path: contact },
      { key: `teamviewer-${lang}`, name: `teamviewer (${lang})`, path: teamviewer },
      { key: `booking-${lang}`, name: `booking (${lang})`, path: booking },
      { key: `search-${lang}`, name: `search results (${lang})`, path: search },
    );
  }
  return routes;
}
