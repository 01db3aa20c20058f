/**
 * The client's address for rate limits. The socket's peer address; when that peer is this machine
 * (a reverse proxy on localhost) the address the proxy appended to X-Forwarded-For is used instead.
 * A far-away client cannot choose its own key by sending the header.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

const loopback = /^(127\.|::1$|::ffff:127\.)/;

export function clientIp(c: Context): string {
  let peer = "";
  try {
    peer = getConnInfo(c).remote.address ?? "";
  } catch {
    // in-process requests (tests, app.request) have no socket
  }
  if (!peer || loopback.test(peer)) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").pop()?.trim();
    if (forwarded && forwarded.length <= 64) return forwarded;
  }
  return peer || "unknown";
}
