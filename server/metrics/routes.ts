/**
 * `GET /api/metrics`: the Prometheus text format, for a scraper that holds `METRICS_TOKEN`. Off (404,
 * like any unknown call) when the token is not configured; 401 without the right bearer token. The
 * call is declared public because the token, not a session, is its key.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { DomainError } from "../domain-error.ts";
import { plainRoute } from "../http/api-route.ts";
import { createRouter, errorResponses } from "../http/router.ts";
import { renderMetrics } from "./metrics.ts";

export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

const text = {
  unknown: { en: "Unknown API call", nl: "Onbekende API-aanroep" },
  token: {
    en: "A valid metrics token is required (Authorization: Bearer …)",
    nl: "Een geldig metrics-token is nodig (Authorization: Bearer …)",
  },
};

/** equal in constant time: both sides are hashed first, so neither length nor prefix leaks */
export function tokenMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const metricsRoutes = createRouter();

plainRoute(
  metricsRoutes,
  {
    method: "get",
    path: "/metrics",
    // the bearer token of METRICS_TOKEN is its key, not a session
    access: "public",
    tags: ["Infrastructure"],
    summary: "Figures of this process in the Prometheus text format (0.0.4)",
    description:
      "Needs `Authorization: Bearer <METRICS_TOKEN>` (not a session). Answers 404 when `METRICS_TOKEN` is not configured. Requests by route pattern and status with latency histograms, page-cache results, failed logins, the mail outbox's queue and the database pool; counters start at zero with each process.",
    responses: {
      200: {
        description: "The metrics",
        content: { "text/plain": { schema: z.string() } },
      },
      ...errorResponses(401, 404),
    },
  },
  async (c) => {
    const expected = c.var.deps.config.metricsToken;
    const lang = c.var.lang;
    if (!expected) throw new DomainError("not_found", text.unknown[lang], text.unknown[lang]);
    const given = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1]?.trim() ?? "";
    if (!given || !tokenMatches(given, expected)) {
      c.var.log.warn("metrics: refused without a valid token");
      // the scheme the caller must use (RFC 6750); the error handler answers with this header kept
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new DomainError("unauthenticated", text.token[lang], text.token[lang]);
    }
    const body = await renderMetrics(c.var.deps.database);
    return c.body(body, 200, { "Content-Type": METRICS_CONTENT_TYPE, "Cache-Control": "no-store" });
  },
);
