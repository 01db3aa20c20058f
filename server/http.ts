/**
 * The one Hono app: /api, /uploads, /assets, then React Router for every other path (requirements §10.1).
 */
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { PAGE_CACHE_HEADER } from "#core/page-cache-marker.ts";
import { createApi } from "./api.ts";
import { getSessionUser } from "./auth/session.ts";
import { compression } from "./compression.ts";
import type { AppDeps } from "./deps.ts";
import { documentFormPosts } from "./forms/document-post.ts";
import { clientIp } from "./http/client-ip.ts";
import type { AppEnv } from "./http/context.ts";
import { handleError } from "./http/error-handler.ts";
import { securityHeaders } from "./http/security-headers.ts";
import type { Lang } from "./i18n/lang.ts";
import type { AppLoadContext } from "./load-context.ts";
import { requestMetrics } from "./metrics/middleware.ts";
import { PAGE_CACHE_STATUS_HEADER, type PageCache } from "./page-cache/page-cache.ts";
import { createSeoRoutes } from "./seo/routes.ts";
import { fileStores } from "./storage/index.ts";
import { serveFromStorage } from "./storage/serve.ts";
import { withStorableUrl } from "./validation/storable-text.ts";
import type { VisitCounter } from "./visits/counter.ts";
import { noteWebView, peerAddress } from "./visits/requests.ts";

export type SsrHandler = (request: Request, ctx: AppLoadContext) => Promise<Response>;

export interface CreateAppOptions {
  deps: AppDeps;
  /** React Router's request handler; absent in API-only tests */
  ssr?: SsrHandler;
  /** directory of the built client (build/client) */
  clientDir?: string;
  /** the full-page cache for anonymous public pages; absent = every page rendered */
  pageCache?: PageCache;
  /** counts public page views (server/visits/); absent = not counted */
  visits?: VisitCounter;
}

export function pickLanguage(query: string | undefined, acceptLanguage: string | undefined): Lang {
  if (query === "en" || query === "nl") return query;
  if (acceptLanguage && /^\s*en\b/i.test(acceptLanguage)) return "en";
  return "nl";
}

export function createApp({ deps, ssr, clientDir, pageCache, visits }: CreateAppOptions) {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    const log = deps.logger.child({ requestId });
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("lang", pickLanguage(c.req.query("lang"), c.req.header("accept-language")));
    c.set("cspNonce", randomBytes(16).toString("base64"));
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  app.use("*", requestMetrics);
  app.use("*", compression);
  app.use("*", securityHeaders);
  if (pageCache) {
    // The instance that made a change must never serve the page from before it, however late the
    // database's notification arrives: a successful write reads the content version at once.
    app.use("/api/*", async (c, next) => {
      await next();
      if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method) && c.res.status < 400) {
        await pageCache.version.refresh();
      }
    });
  }
  app.route("/api", createApi());
  app.all("/api/*", (c) => c.json({ title: "Not found", message: "Unknown API call" }, 404));

  app.use(
    "/uploads/*",
    async (c, next) => {
      await next();
      // user content: never sniffed, never run as a page of ours
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Content-Security-Policy", "default-src 'none'; sandbox");
      c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    deps.config.s3
      ? serveFromStorage(fileStores(deps.config).uploads)
      : serveStatic({ root: path.relative(process.cwd(), deps.config.dataDir) || "." }),
  );

  // robots.txt and sitemap.xml are generated from published content
  app.route("/", createSeoRoutes());

  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir) || ".";
    app.use(
      "/assets/*",
      async (c, next) => {
        await next();
        if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
      // build assets are compressed at build time (scripts/after-build.ts): .br and .gz beside each
      serveStatic({ root, precompressed: true }),
    );
    // other public files of the build (favicon …): only names with an extension, never a directory
    const publicFile = serveStatic<AppEnv>({ root, precompressed: true });
    app.use("*", (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? publicFile(c, next) : next()));
  }

  if (ssr) {
    // forms posted without scripts (hidden `form` field): sent through the API above, the page
    // rendered again with the outcome (server/forms/document-post.ts)
    app.use("*", documentFormPosts({ ssr, app: () => app }));
    app.all("*", async (c) => {
      let publicPage = false;
      const render = async (request: Request, nonce: string) => {
        const response = await ssr(request, {
          deps,
          nonce,
          lang: c.var.lang,
          user: await getSessionUser(c),
          clientIp: clientIp(c),
        });
        // the public layout marks its pages as cacheable: those are the page views counted
        publicPage ||= response.headers.get(PAGE_CACHE_HEADER) === "public";
        return response;
      };
      const request = withStorableUrl(c.req.raw);
      const response = pageCache
        ? await pageCache.serve(request, render, c.var.cspNonce)
        : await render(request, c.var.cspNonce);
      // a hit served here (no node listener in front: tests, HEAD) was a public page when it was kept
      const hit = response.headers.get(PAGE_CACHE_STATUS_HEADER) === "hit";
      if (visits && (publicPage || hit)) noteWebView(visits, request, response.status, peerAddress(c.env));
      return response;
    });
  }

  app.onError(handleError);

  return app;
}
