/**
 * Which answers are page views, for the two places that answer public pages: the listener that
 * answers page-cache hits before the app (server/page-cache/node-listener.ts) and the app's page
 * route (server/http.ts). Both call the same rule, `countable`, with what they have at hand; neither
 * reads the database.
 *
 * Not counted: anything but a GET answered 200 or 304 (a 304 is a browser showing its kept copy of
 * the page: a view), React Router's `.data` requests, a visitor who sends Do Not Track or Global
 * Privacy Control, and any browser with a session cookie — the owner and the staff (and a logged-in
 * customer) never get a cached page either (server/page-cache/page-cache.ts), so "logged in" is
 * known from the cookie's presence on both paths, without a session lookup. Robots are left out by
 * the batch (counter.ts), so the hit path does not run their pattern.
 */
import type { IncomingMessage } from "node:http";
import { optedOut } from "#core/visits/classify.ts";
import { now } from "../auth/clock.ts";
import { SESSION_COOKIE } from "../auth/cookies.ts";
import type { VisitCounter } from "./counter.ts";

const HAS_SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

export function countable(request: {
  method: string;
  path: string;
  status: number;
  cookie: string | null | undefined;
  dnt: string | null | undefined;
  gpc: string | null | undefined;
}): boolean {
  if (request.method !== "GET") return false;
  if (request.status !== 200 && request.status !== 304) return false;
  if (request.path.endsWith(".data")) return false;
  if (optedOut(request.dnt, request.gpc)) return false;
  return !(request.cookie && HAS_SESSION.test(request.cookie));
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** a page-cache hit answered from node's request (node-listener.ts) */
export function noteNodeView(counter: VisitCounter, req: IncomingMessage, status: number): void {
  const headers = req.headers;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  if (
    !countable({
      method: req.method ?? "GET",
      path,
      status,
      cookie: headers.cookie,
      dnt: header(headers.dnt),
      gpc: header(headers["sec-gpc"]),
    })
  ) {
    return;
  }
  counter.note({
    at: now().getTime(),
    path,
    peer: req.socket?.remoteAddress,
    forwardedFor: header(headers["x-forwarded-for"]),
    userAgent: headers["user-agent"],
    referer: header(headers.referer),
    host: headers.host,
  });
}

/** a public page answered by the app (a render, or a cache hit the app served itself) */
export function noteWebView(
  counter: VisitCounter,
  request: Request,
  status: number,
  peer: string | undefined,
): void {
  const { headers } = request;
  const path = new URL(request.url).pathname;
  if (
    !countable({
      method: request.method,
      path,
      status,
      cookie: headers.get("cookie"),
      dnt: headers.get("dnt"),
      gpc: headers.get("sec-gpc"),
    })
  ) {
    return;
  }
  counter.note({
    at: now().getTime(),
    path,
    peer,
    forwardedFor: headers.get("x-forwarded-for") ?? undefined,
    userAgent: headers.get("user-agent") ?? undefined,
    referer: headers.get("referer") ?? undefined,
    host: headers.get("host") ?? undefined,
  });
}

/** the socket's peer address of a request the Hono app got from node (@hono/node-server's bindings) */
export function peerAddress(env: unknown): string | undefined {
  return (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
}
