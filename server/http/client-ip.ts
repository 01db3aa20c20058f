/**
 * The client's address, the one rule for throttling and logs (there were two with different
 * rules). The socket's peer address — unless that peer is a proxy named in `TRUST_PROXY`: then
 * `X-Forwarded-For` is read from the right, skipping trusted proxies, and the first address that is
 * not one of them is the client (what the nearest trusted proxy saw). With `TRUST_PROXY` off (the
 * default) the header is ignored, so nobody can choose the key their requests are counted under.
 */
import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import type { AppEnv } from "./context.ts";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** An IPv4 address written as IPv6 ("::ffff:10.0.0.1") is the IPv4 address. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1] : address).toLowerCase();
}

/**
 * One `TRUST_PROXY` entry: "loopback", an address or a CIDR block. Returns null when it is none of
 * these (the configuration refuses it at start-up).
 */
export function parseTrustedProxy(
  entry: string,
): { address: string; prefix: number; family: "ipv4" | "ipv6" }[] | null {
  if (entry === "loopback") {
    return [
      { address: "127.0.0.0", prefix: 8, family: "ipv4" },
      { address: "::1", prefix: 128, family: "ipv6" },
    ];
  }
  const [address, prefixText, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) return null;
  return [{ address: normalizeAddress(address), prefix, family: version === 4 ? "ipv4" : "ipv6" }];
}

/** The trusted proxies as a BlockList (built once per configuration list). */
const lists = new WeakMap<readonly string[], BlockList>();
function trustedList(entries: readonly string[]): BlockList {
  let list = lists.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      for (const block of parseTrustedProxy(entry) ?? [])
        list.addSubnet(block.address, block.prefix, block.family);
    }
    lists.set(entries, list);
  }
  return list;
}

const isTrusted = (list: BlockList, address: string) => {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 4 ? "ipv4" : "ipv6");
};

/** The client address of a request, given the peer address and the trusted proxies. */
export function resolveClientIp(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: readonly string[],
): string {
  let client = peer ? normalizeAddress(peer) : "unknown";
  if (trustProxy.length === 0 || !forwardedFor) return client;
  const list = trustedList(trustProxy);
  const hops = forwardedFor.split(",").map((hop) => normalizeAddress(hop.trim()));
  // walk back from the peer while the hop we came from is a trusted proxy
  while (isTrusted(list, client) && hops.length > 0) {
    const hop = hops.pop() as string;
    // a trusted proxy writes addresses; anything else ends the walk at the proxy itself
    if (isIP(hop) === 0) break;
    client = hop;
  }
  return client;
}

export function clientIp(c: Context<AppEnv>): string {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return resolveClientIp(peer, c.req.header("x-forwarded-for"), c.var.deps.config.trustProxy);
}
