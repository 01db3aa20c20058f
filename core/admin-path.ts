/**
 * The address of the hidden admin area: the one place it is written. Everything that links to,
 * routes or guards the admin builds on this constant.
 *
 * The address is hidden from visitors (requirements §2): it is never linked from the public site and
 * never shipped in a public page's JavaScript (`tests/e2e/hidden-admin-path.spec.ts`). So import it
 * only from admin screens, route configuration and server code — never from a component that public
 * pages render (a loader is fine: loaders stay on the server).
 */
export const ADMIN_BASE = "/cougarXr7";

/** `adminPath("nieuws", "overzicht")` → ADMIN_BASE + "/nieuws/overzicht" */
export const adminPath = (...segments: (string | number)[]): string =>
  segments.length === 0 ? ADMIN_BASE : `${ADMIN_BASE}/${segments.join("/")}`;

/** is this address the admin area or inside it? */
export const isAdminPath = (pathname: string): boolean =>
  pathname === ADMIN_BASE || pathname.startsWith(`${ADMIN_BASE}/`);
