/**
 * Counts every request by its route pattern, never its raw path: `/api/status-new-pc/:id` is one
 * series however many ids are asked for. API calls are named by their row of the permission table
 * (server/permissions.ts), so refused and unknown calls are bounded too; other paths by the Hono route
 * that answered (`/uploads/*`, `/assets/*`, `*` for the pages).
 */
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../http/context.ts";
import { PAGE_CACHE_STATUS_HEADER } from "../page-cache/page-cache.ts";
import { findRule } from "../permissions.ts";
import { httpDuration, httpRequests, pageCacheRequests } from "./metrics.ts";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);
const CACHE_RESULTS = new Set(["hit", "miss", "bypass"]);

export function routeLabel(method: string, path: string, answeredBy: string): string {
  if (path === "/api" || path.startsWith("/api/")) {
    const rule = findRule(method === "HEAD" ? "GET" : method, path.replace(/^\/api\/?/, ""));
    return rule ? `/api/${rule.path}` : "/api/*";
  }
  return answeredBy || "*";
}

export const requestMetrics: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const method = METHODS.has(c.req.method) ? c.req.method : "other";
    const route = routeLabel(c.req.method, c.req.path, routePath(c));
    const seconds = (performance.now() - started) / 1000;
    httpRequests.inc({ route, method, status: String(c.res.status) });
    httpDuration.observe({ route, method }, seconds);
    const cache = c.res.headers.get(PAGE_CACHE_STATUS_HEADER);
    if (cache && CACHE_RESULTS.has(cache)) pageCacheRequests.inc({ result: cache });
  }
};
