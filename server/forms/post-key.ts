/**
 * The key of a form posted as a document (no scripts), sent with its API call as `idempotency_key`:
 * an HMAC with the server's secret (nobody can compute another visitor's) of the client's address,
 * the form and what was typed, within a day (UTC). A resubmitted identical form — the back button
 * and submit again, a double click, a reload that posts again — is then the same request to the
 * store that keeps it: the message store keeps one message per key (server/messages/service.ts), the
 * booking store answers the booking the first post made (server/booking/book-service.ts). So a reload
 * sends no second mail and does not meet its own booking as "just taken".
 *
 * The script path binds its keys to the visitor in the same spirit: its random key is the browser's,
 * and the HTTP store (server/http/idempotency.ts) binds a visitor's key to the CSRF token. A document
 * post has no per-visitor token (the page may be cached), so its key is bound to the client address
 * instead, and it does not use the HTTP store: a freshly minted token would make every post a new
 * visitor there.
 */
import { createHmac } from "node:crypto";
import type { Context } from "hono";
import { now } from "../auth/clock.ts";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv } from "../http/context.ts";

const DAY_MS = 24 * 60 * 60_000;

export function documentPostKey(
  c: Context<AppEnv>,
  form: string,
  fields: Record<string, string>,
  names: readonly string[],
): string {
  const day = Math.floor(now().getTime() / DAY_MS);
  const hmac = createHmac("sha256", c.var.deps.config.sessionSecret);
  hmac.update(`document-form|${form}|${clientIp(c)}|${day}`);
  for (const name of names) {
    const value = fields[name] ?? "";
    hmac.update(`|${name}:${value.length}:${value}`);
  }
  return `doc-${hmac.digest("base64url")}`;
}
