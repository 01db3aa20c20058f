/**
 * The address kept with a consent: enough to show which network a choice came from, not which
 * device. IPv4 loses its last octet (203.0.113.57 -> 203.0.113.0), IPv6 everything after the
 * first 48 bits, the part a provider assigns to a site (2001:db8:1234:5678::1 -> 2001:db8:1234::).
 * Anything that is not an address (a test's "unknown") is kept as "".
 */
import { isIPv4, isIPv6 } from "node:net";
import { normalizeAddress } from "../http/client-ip.ts";

export function truncateAddress(raw: string): string {
  const address = normalizeAddress(raw.trim()).replace(/%.*$/, "");
  if (isIPv4(address)) return address.replace(/\.\d+$/, ".0");
  if (!isIPv6(address)) return "";
  const groups = expandIPv6(address);
  const kept = groups.slice(0, 3).map((group) => Number.parseInt(group, 16).toString(16));
  // the /48 network written the short way: its three groups, then zeros
  while (kept.length > 0 && kept[kept.length - 1] === "0") kept.pop();
  return kept.length === 0 ? "::" : `${kept.join(":")}::`;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two). */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const parts = (text: string | undefined) =>
    (text ? text.split(":") : []).flatMap((part) => {
      if (!part.includes(".")) return [part];
      const [a, b, c, d] = part.split(".").map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = parts(head);
  const right = parts(tail);
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right];
}
