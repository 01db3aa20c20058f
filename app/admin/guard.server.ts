/**
 * The admin area's server-side gate: the `loader` of every route module under the admin base path
 * calls `guardAdmin` (the shared guard: anonymous → /login-admin?redirect=…, another role → its own
 * home with the permission message, requirements §6).
 */
import { type GuardContext, noStoreHeaders, requireRole } from "#app/lib/guards.server.ts";

/** `url` is the loader's `url` argument (the document address, never `request.url`) */
export function guardAdmin(context: GuardContext, url: URL) {
  return requireRole(context, url, "cms-admin");
}

/** admin screens are never indexed nor cached */
export function adminHeaders() {
  return { ...noStoreHeaders(), "X-Robots-Tag": "noindex, nofollow" };
}
