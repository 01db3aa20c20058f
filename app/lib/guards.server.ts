/**
 * Route guards: THE one place that decides who may see a non-public screen (requirements §6). Every
 * protected route (portals, admin, account) calls one of these first thing in its loader, so the
 * decision is made on the server and the HTML of a protected page never reaches a browser without
 * the session. Client navigations run the same loaders (single fetch), so the guard holds there too.
 *
 * - not logged in  → the login of the route's role with `?redirect=<requested path+search>`
 * - another role   → that user's own home (homePath) with `?flash=denied`; the page shows the requirements
 *                    permission message as a toast and strips the flag (see components/ui/Toaster)
 *
 * Usage in a loader:  `const user = requireRole(context, url, "cms-zzp");` where `url` is the loader's own
 * argument: React Router's document address, without the `.data` suffix and `_routes` query of a
 * client navigation's data request (see docs/public-site.md "Document path").
 * and in the route module: `export const headers = noStoreHeaders;` (never cache a private page).
 */
import { type RouterContextProvider, redirect } from "react-router";
import { appContext } from "#app/context.server.ts";
import { languageFromPath } from "#core/lang.ts";
import type { Role } from "#core/roles.ts";
import { withFlash } from "#core/session/flash.ts";
import { homePath } from "#core/session/home.server.ts";
import { authPath, loginUrl, requestedPath } from "#core/session/paths.ts";
import type { SessionUser } from "#server/auth/session.ts";

/** what loaders receive as `context` (only `get` is used) */
export type GuardContext = Pick<RouterContextProvider, "get">;

/** the query flag the guard adds when a user lands on its own home after a refused page */
export const DENIED_FLASH = "denied" as const;

/** the logged-in user of this request, or null */
export function sessionUser(context: GuardContext): SessionUser | null {
  return context.get(appContext).user;
}

/**
 * The logged-in user when it has (one of) `role`; otherwise throws the redirect of requirements §6.
 * With several roles, the first one names the login page for visitors.
 */
export function requireRole(context: GuardContext, url: URL, role: Role | readonly Role[]): SessionUser {
  const allowed: readonly Role[] = typeof role === "string" ? [role] : role;
  const user = sessionUser(context);
  const lang = languageFromPath(url.pathname);
  if (!user) throw redirect(loginUrl(allowed[0], lang, requestedPath(url)), { headers: noStore });
  if (!allowed.includes(user.role)) {
    throw redirect(withFlash(homePath(user.role, lang), DENIED_FLASH), { headers: noStore });
  }
  return user;
}

/** Any logged-in user (the account screens); visitors go to the not-logged-in screen. */
export function requireUser(context: GuardContext, url: URL): SessionUser {
  const user = sessionUser(context);
  if (user) return user;
  const lang = languageFromPath(url.pathname);
  throw redirect(`${authPath("notLoggedIn", lang)}?redirect=${encodeURIComponent(requestedPath(url))}`, {
    headers: noStore,
  });
}

const noStore = { "Cache-Control": "no-store" };

/** `export const headers = noStoreHeaders;` in a protected route module */
export function noStoreHeaders(): Record<string, string> {
  return { ...noStore };
}
