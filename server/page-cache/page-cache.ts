/**
 * The full-page cache for anonymous visitors of the public site (requirements §10.6), in front of React
 * Router. What it keeps:
 * - only GET/HEAD answers of routes that declare themselves cacheable (the public layout route sets
 *   the PAGE_CACHE_HEADER, app/routes/public/layout.tsx), HTML documents and the `.data` answers of
 *   client-side navigation alike, with status 200 and no Set-Cookie;
 * - only for requests without a session cookie: a logged-in visitor always gets a fresh render
 *   (the header shows the logout link) and never what an anonymous one got, nor the reverse;
 * - per path and the query parameters that change a page (`page`, React Router's `_routes`, and a
 *   contact page's `product` as core/public/product-query.ts reads it: the form names that
 *   product), so tracking parameters do not create entries; a trailing slash does not either;
 * - per consent state: a visitor with a cookie choice of the current policy version gets the page
 *   without the cookie banner, a separate entry (`|consent`, see cacheKeyOf); never per choice;
 * - per content version (content-version.ts): a write that changes public content bumps the
 *   version and every entry of the old one is dropped; and at most ENTRY_LIFETIME_MS, so a block
 *   that picks news at random, or an item whose publication date passes, still changes.
 * An entry is stored compressed (brotli, gzip; the plain body is unpacked from gzip for the rare client
 * that takes neither) with a strong ETag, so a
 * hit is a map lookup and a write of bytes; a matching If-None-Match gets 304.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gunzipSync, gzip, constants as zlibConstants } from "node:zlib";
import { currentConsent } from "#core/consent-cookie.ts";
import { PAGE_CACHE_HEADER } from "#core/page-cache-marker.ts";
import { PRODUCT_QUERY, productQueryOf } from "#core/public/product-query.ts";
import { withoutDutchPrefix } from "#core/public/urls.ts";
import { FLASH_QUERY, flashQueryOf } from "#core/session/flash.ts";
import { SESSION_COOKIE } from "../auth/cookies.ts";
import { pickEncoding } from "../compression.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { contentSecurityPolicy } from "../http/security-headers.ts";
import type { Logger } from "../logger.ts";
import { type ContentVersion, watchContentVersion } from "./content-version.ts";
import { inlineScriptHashes } from "./inline-scripts.ts";
import { createRenderSlots } from "./render-slots.ts";
import { type PageEntry, PageStore } from "./store.ts";

/** tells tests and operators what the cache did: hit, miss or bypass */
export const PAGE_CACHE_STATUS_HEADER = "X-Page-Cache";
/** the nonce attribute a kept page carries: inert, the policy of a cached page lists hashes */
const CACHE_RENDER_NONCE = "cached-page-uses-hashes";
/** how long an entry may be served without a content change (random blocks, publication dates) */
export const ENTRY_LIFETIME_MS = 60_000;
/** browsers and proxies keep the page but ask every time; a 304 makes that cheap */
const CACHE_CONTROL = "public, no-cache";
/** query parameters that select a different page or a different part of it */
const PAGE_PARAMETERS = ["_routes", "page"];

/**
 * page renders at a time (cache misses): two cores render no faster with more, only hold more memory
 * (four slots: the same miss throughput in `npm run bench`, a peak resident set 30-40 MiB higher)
 */
const RENDER_SLOTS = 2;

/** a `session` cookie among the request's cookies (built once: this runs on every page request) */
const HAS_SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** renders a request for the cache; `nonce` is the one to give React Router's inline scripts */
export type RenderPage = (request: Request, nonce: string) => Promise<Response>;

export interface PageCache {
  version: ContentVersion;
  store: PageStore;
  /** answers a request for a page: from the cache, or rendered by `render` (and kept when allowed) */
  serve(request: Request, render: RenderPage, freshNonce: string): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * The address whose entry a path shares: a Dutch alias (`/nl`, `/nl/…`) renders the same HTML as the
 * page without the prefix. React Router's data requests name the page with `.data` appended (a path
 * ending in a slash, the home page among them, as `…/_.data`), so those are mapped the same way.
 */
function sharedPath(pathname: string): string {
  const data = pathname.endsWith(".data");
  const page = withoutDutchPrefix(data ? pathname.slice(0, -".data".length).replace(/\/_$/, "/") : pathname);
  if (!data) return page;
  return page === "/" ? "/_.data" : `${page}.data`;
}

/** the cache key of a request (with its normalized address), or null when it is never cached */
export function pageCacheKey(request: Request, policyVersion: number): { key: string } | null {
  return cacheKeyOf(request.method, request.url, request.headers.get("cookie"), policyVersion);
}

/** what a key of a visitor with a choice of the current policy version ends in */
export const CONSENT_KEY_SUFFIX = "|consent";

/**
 * The key from the parts of a request that decide it: its method, its url (absolute, or the path
 * and query as a node request gives it) and its cookies. Shared by the cache in front of React
 * Router and the listener that answers hits before the app (node-listener.ts).
 *
 * A page shows the cookie banner to a visitor without a choice of the current policy version and
 * not to one with it (app/components/CookieConsent.tsx): two variants of each page, told apart by
 * CONSENT_KEY_SUFFIX. Only whether there is a current choice counts, never the cookie's value (the
 * chosen categories are read by the island in the browser), so there are never more than two.
 */
export function cacheKeyOf(
  method: string,
  requestUrl: string,
  cookies: string | null | undefined,
  policyVersion: number,
) {
  if (method !== "GET" && method !== "HEAD") return null;
  if (HAS_SESSION.test(cookies ?? "")) return null;
  const url = new URL(requestUrl, "http://page-cache.invalid");
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/__")) return null;
  let key = sharedPath(url.pathname);
  if (url.search) {
    const kept = new URLSearchParams();
    for (const name of PAGE_PARAMETERS) {
      const value = url.searchParams.get(name);
      if (value !== null) kept.set(name, value);
    }
    // the same reading as the contact page's loader: what it ignores, the key ignores
    const product = productQueryOf(url);
    if (product !== null) kept.set(PRODUCT_QUERY, String(product));
    // a guard's message on a public page, rendered by the server (core/session/flash.ts)
    const flash = flashQueryOf(url);
    if (flash !== null) kept.set(FLASH_QUERY, flash);
    const query = kept.toString();
    if (query) key += `?${query}`;
  }
  if (currentConsent(cookies, policyVersion)) key += CONSENT_KEY_SUFFIX;
  return { key };
}

const ETAG_SUFFIX = { identity: "", br: "-br", gzip: "-gz" } as const;

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  // any encoding of the same content is the same page for a revalidation
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, "").replace(/^"|"$/g, ""))
    .some((tag) => tag === etag || tag === `${etag}-br` || tag === `${etag}-gz`);
}

/** an answer from an entry, as status, headers and body, for a Response or a node response alike */
export interface EntryAnswer {
  status: number;
  headers: [string, string][];
  /** null for a 304 and for HEAD */
  body: Buffer | null;
}

export function answerOfEntry(
  entry: PageEntry,
  request: {
    method: string;
    acceptEncoding: string | null | undefined;
    ifNoneMatch: string | null | undefined;
  },
  status: "hit" | "miss",
): EntryAnswer {
  const encoding = pickEncoding(request.acceptEncoding);
  const headers: [string, string][] = [
    ...entry.headers,
    ["ETag", `"${entry.etag}${ETAG_SUFFIX[encoding]}"`],
    ["Cache-Control", CACHE_CONTROL],
    ["Vary", "Accept-Encoding, Cookie"],
    [PAGE_CACHE_STATUS_HEADER, status],
  ];
  if (matchesEtag(request.ifNoneMatch ?? null, entry.etag)) {
    // The browser keeps its copy and updates the copy's headers with these. The policy must be the
    // entry's (its hashes allow the kept page's scripts): without it, the app's default policy
    // with this response's nonce would replace it and block every inline script of the page.
    return {
      status: 304,
      headers: headers.filter(([name]) => name.toLowerCase() !== "content-type"),
      body: null,
    };
  }
  // the plain body is not kept (store.ts): unpacked for the rare client that takes no compression
  const body = encoding === "identity" ? gunzipSync(entry.bodies.gzip) : entry.bodies[encoding];
  if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
  headers.push(["Content-Length", String(body.byteLength)]);
  return { status: entry.status, headers, body: request.method === "HEAD" ? null : body };
}

export function answerFromEntry(entry: PageEntry, request: Request, status: "hit" | "miss"): Response {
  const answer = answerOfEntry(
    entry,
    {
      method: request.method,
      acceptEncoding: request.headers.get("accept-encoding"),
      ifNoneMatch: request.headers.get("if-none-match"),
    },
    status,
  );
  return new Response(answer.body ? new Uint8Array(answer.body) : null, {
    status: answer.status,
    headers: answer.headers,
  });
}

async function makeEntry(
  key: string,
  version: string,
  response: Response,
  config: Config,
  renderNonce: string,
): Promise<PageEntry> {
  let identity = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  for (const name of [
    PAGE_CACHE_HEADER,
    "Content-Length",
    "Content-Encoding",
    "Cache-Control",
    "ETag",
    "Vary",
  ]) {
    headers.delete(name);
  }
  if ((headers.get("Content-Type") ?? "").startsWith("text/html") && config.env !== "development") {
    // The render carried this visitor's nonce; the kept page carries an inert constant instead (its
    // policy lists hashes), so renders of unchanged content give the same bytes and the same ETag.
    const html = identity
      .toString("utf8")
      .replaceAll(`nonce="${renderNonce}"`, `nonce="${CACHE_RENDER_NONCE}"`);
    identity = Buffer.from(html, "utf8");
    const scriptHashes = inlineScriptHashes(html);
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(CACHE_RENDER_NONCE, { analytics: Boolean(config.analyticsId), scriptHashes }),
    );
  }
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return {
    key,
    version,
    expiresAt: Date.now() + ENTRY_LIFETIME_MS,
    status: response.status,
    headers: [...headers.entries()],
    etag: createHash("sha256").update(identity).digest("base64url").slice(0, 32),
    bodies: { br, gzip: gz },
  };
}

/** the marker is for the cache only; a response from fetch-like code may have immutable headers */
function stripMarker(response: Response): Response {
  if (!response.headers.has(PAGE_CACHE_HEADER)) return response;
  const copy = new Response(response.body, response);
  copy.headers.delete(PAGE_CACHE_HEADER);
  return copy;
}

function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get(PAGE_CACHE_HEADER) === "public" &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private/i.test(response.headers.get("Cache-Control") ?? "")
  );
}

export async function createPageCache(options: {
  database: Database;
  logger: Logger;
  config: Config;
  maxBytes?: number;
  pollMs?: number;
  renderSlots?: number;
}): Promise<PageCache> {
  const { config } = options;
  const version = await watchContentVersion(options.database, options);
  const store = new PageStore(options.maxBytes ?? 16 * 1024 * 1024);
  version.onChange(() => store.clear());
  /** renders in flight per key and version, so a burst of misses renders a page once */
  const rendering = new Map<string, Promise<PageEntry | null>>();
  const slots = createRenderSlots(options.renderSlots ?? RENDER_SLOTS);

  async function serve(request: Request, render: RenderPage, freshNonce: string): Promise<Response> {
    const target = pageCacheKey(request, config.consentPolicyVersion);
    if (!target) return stripMarker(await render(request, freshNonce));
    const current = version.current;
    const hit = store.get(target.key, current);
    if (hit) return answerFromEntry(hit, request, "hit");

    const flight = `${current} ${target.key}`;
    const pending = rendering.get(flight);
    if (pending) {
      const entry = await pending;
      if (entry) return answerFromEntry(entry, request, "hit");
    }
    // a HEAD render has no body to keep
    if (request.method === "HEAD") return stripMarker(await render(request, freshNonce));

    let settle: (entry: PageEntry | null) => void = () => {};
    if (!pending) rendering.set(flight, new Promise((resolve) => (settle = resolve)));
    try {
      // The request as it came: most addresses that reach here are not public pages (logins,
      // portals) and read their query (`redirect`, `flash` …). What a public page shows depends
      // only on the parameters in the key, so the kept answer is the same for every visitor.
      // the render and the reading of its whole body hold a slot (render-slots.ts)
      const rendered = await slots.run(async () => {
        const response = await render(request, freshNonce);
        if (!storable(response)) return { response };
        return { entry: await makeEntry(target.key, current, response, config, freshNonce) };
      });
      if (!rendered.entry) {
        settle(null);
        const answer = stripMarker(rendered.response);
        answer.headers.set(PAGE_CACHE_STATUS_HEADER, "bypass");
        return answer;
      }
      const { entry } = rendered;
      // a bump during the render: this visitor gets the page, the cache does not keep it
      if (version.current === current) store.set(entry);
      settle(entry);
      return answerFromEntry(entry, request, "miss");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (!pending) rendering.delete(flight);
    }
  }

  return {
    version,
    store,
    serve,
    stop: () => version.stop(),
  };
}
