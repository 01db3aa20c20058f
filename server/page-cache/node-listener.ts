/**
 * Answers page-cache hits straight from node's request, before the Hono app: a hit is a map lookup
 * and a write of bytes kept compressed, and going through the app first (a Web Request built from
 * node's, the middleware chain, a Web Response copied back into node's) cost about a sixth of a hit's
 * time. Everything else — misses, logged-in visitors, the API, assets — goes to the app as before.
 *
 * A hit answered here carries what the app would have sent: the entry's headers and validators
 * (`answerOfEntry`, the same function the app's cache uses), the default security headers
 * (`securityDefaults`), a request id, the request log line and the request metrics.
 * `node-listener.test.ts` compares the two answers header by header.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Config } from "../config.ts";
import { securityDefaults } from "../http/security-headers.ts";
import type { Logger } from "../logger.ts";
import { httpDuration, httpRequests, pageCacheRequests } from "../metrics/metrics.ts";
import type { VisitCounter } from "../visits/counter.ts";
import { noteNodeView } from "../visits/requests.ts";
import { answerOfEntry, cacheKeyOf, type PageCache } from "./page-cache.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export function withCachedPages(
  listener: Listener,
  options: {
    pageCache: PageCache;
    config: Pick<Config, "publicUrl" | "consentPolicyVersion">;
    logger: Logger;
    /** counts the hit as a page view (server/visits/): a push onto a list, the batch does the rest */
    visits?: VisitCounter;
  },
): Listener {
  const { pageCache, logger } = options;
  const defaults = securityDefaults(options.config);
  const policyVersion = options.config.consentPolicyVersion;

  return (req, res) => {
    const started = performance.now();
    const method = req.method ?? "GET";
    // the same key as the cache in front of React Router (consent variant included)
    const target = cacheKeyOf(method, req.url ?? "/", req.headers.cookie, policyVersion);
    const entry = target && pageCache.store.get(target.key, pageCache.version.current);
    if (!entry) {
      listener(req, res);
      return;
    }
    const answer = answerOfEntry(
      entry,
      { method, acceptEncoding: req.headers["accept-encoding"], ifNoneMatch: req.headers["if-none-match"] },
      "hit",
    );
    const requestId = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID();
    const flat: string[] = [];
    const named = new Set<string>();
    for (const [name, value] of answer.headers) {
      flat.push(name, value);
      named.add(name.toLowerCase());
    }
    for (const [name, value] of defaults) if (!named.has(name.toLowerCase())) flat.push(name, value);
    flat.push("X-Request-Id", requestId);
    res.writeHead(answer.status, flat);
    res.end(answer.body ?? undefined);

    const seconds = (performance.now() - started) / 1000;
    const statusText = String(answer.status);
    const metricMethod = method === "HEAD" ? "HEAD" : "GET";
    httpRequests.inc({ route: "*", method: metricMethod, status: statusText });
    httpDuration.observe({ route: "*", method: metricMethod }, seconds);
    pageCacheRequests.inc({ result: "hit" });
    if (options.visits) noteNodeView(options.visits, req, answer.status);
    logger.info(
      {
        requestId,
        method,
        path: req.url?.split("?")[0],
        status: answer.status,
        ms: Math.round(seconds * 1000),
      },
      "request",
    );
  };
}
