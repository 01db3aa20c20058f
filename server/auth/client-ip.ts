/**
 * The client address for throttling. The socket's peer address, except when the peer is a proxy on
 * this machine (loopback) or unknown (in-process tests): then the last X-Forwarded-For hop, which
 * that proxy wrote.
 */
import type { Context } from "hono";
import type { AppEnv } from "../http/context.ts";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export function clientIp(c: Context<AppEnv>): string {
  const env = c.env as NodeBindings | undefined;
  const peer = env?.incoming?.socket?.remoteAddress;
  if (!peer || LOOPBACK.test(peer)) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  return (peer ?? "unknown").slice(0, 64);
}
