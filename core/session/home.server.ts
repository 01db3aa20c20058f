/**
 * The home of a role in a language (requirements §6): where a login leads and where a refused screen
 * sends its user. Server-only (loaders, mails, the redirects' list of live addresses) because it names
 * the admin's hidden address, which no public bundle may carry (tests/e2e/hidden-admin-path.spec.ts).
 */

import { ADMIN_BASE } from "#core/admin-path.ts";
import type { Language } from "#core/lang.ts";
import { portalHome, type Role } from "#core/roles.ts";
import { englishPortalHome } from "./paths.ts";

/** the admin area has one address; the portals have a Dutch and an English one */
export function homePath(role: Role, lang: Language): string {
  if (role === "cms-admin") return ADMIN_BASE;
  return lang === "nl" ? portalHome[role] : englishPortalHome[role];
}
