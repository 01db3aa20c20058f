/**
 * Did a form post come from one of our own pages? A public page may come from the page cache and be
 * shown to many visitors, so it cannot carry a per-visitor CSRF token; the browser's own word on
 * where the post was made stands in for it:
 * - `Sec-Fetch-Site` (every current browser sends it): only `same-origin` passes — `same-site`
 *   (a sibling subdomain), `cross-site` and `none` (not made by a page) do not;
 * - where it is absent (older browsers), `Origin`, which browsers send with every POST: it must be
 *   the site's own origin, PUBLIC_URL's or the one the request was made to (its Host);
 * - neither: refused (a browser always sends one of them with a form post; a script without them
 *   can use the API, which asks for a CSRF token).
 */
import type { Context } from "hono";
import type { AppEnv } from "../http/context.ts";

export function postIsSameOrigin(c: Context<AppEnv>): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) return site.trim().toLowerCase() === "same-origin";
  const origin = c.req.header("origin");
  if (!origin || origin === "null") return false;
  const own = new Set([new URL(c.var.deps.config.publicUrl).origin, new URL(c.req.url).origin]);
  return own.has(origin.trim());
}
