/**
 * The four roles of requirements §6, the portals' homes and every role's login page. Kept apart from
 * the permission table (server/permissions.ts) because the browser needs them on every page (the
 * header's login links, the language switch) and the table is large. The admin's home is not here:
 * public bundles load this module, and they must never carry the admin's hidden address; a role's
 * home, the admin's included, is `homePath` (core/session/home.server.ts).
 */

export const roles = ["cms-admin", "cms-status-user", "cms-zzp", "cms-accountant"] as const;
export type Role = (typeof roles)[number];

/** The Dutch home of each portal (requirements §6) and the login page of each role (requirements §2). */
export const portalHome: Record<Exclude<Role, "cms-admin">, string> = {
  "cms-status-user": "/status",
  "cms-zzp": "/zzp",
  "cms-accountant": "/boekhouding",
};
export const roleLogin: Record<Role, string> = {
  "cms-admin": "/login-admin",
  "cms-status-user": "/login-status",
  "cms-zzp": "/login-zzp",
  "cms-accountant": "/login-boekhouding",
};
