/**
 * The four roles of requirements §6, each with its home and its login page. Kept apart from the
 * permission table (server/permissions.ts) because the browser needs them on every page (the
 * header's login links, the redirect after a login) and the table is large.
 */
import { ADMIN_BASE } from "#app/admin/path.ts";

export const roles = ["cms-admin", "cms-status-user", "cms-zzp", "cms-accountant"] as const;
export type Role = (typeof roles)[number];

/** The home of each role (requirements §6) and its login page (requirements §2). */
/**
 * The portals' homes apart from the admin's: public pages (the language switch of a portal address)
 * need these, and a public bundle must never carry the admin's hidden address, so code the browser
 * runs on public pages reads this map, not `roleHome`.
 */
export const portalHome: Record<Exclude<Role, "cms-admin">, string> = {
  "cms-status-user": "/status",
  "cms-zzp": "/zzp",
  "cms-accountant": "/boekhouding",
};
export const roleHome: Record<Role, string> = { "cms-admin": ADMIN_BASE, ...portalHome };
export const roleLogin: Record<Role, string> = {
  "cms-admin": "/login-admin",
  "cms-status-user": "/login-status",
  "cms-zzp": "/login-zzp",
  "cms-accountant": "/login-boekhouding",
};
