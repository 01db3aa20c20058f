/**
 * A cached page is sent to many visitors, so its inline scripts cannot be allowed by a per-response
 * nonce. Instead the policy lists the sha256 of each inline script of the stored HTML
 * (CSP Level 2 hash sources), computed once when the page is rendered.
 */
import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** base64 sha256 of every inline script in the HTML, in order, without duplicates */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...hashes];
}
