/**
 * The four roles of requirements §6, each with its home and its login page. Kept apart from the
 * permission table (server/permissions.ts) because the browser needs them on every page (the
 * header's login links, the redirect after a login) and the table is large.
 */
import { ADMIN_BASE } from "#app/admin/path.ts";

export const roles = ["cms-admin", "cms-status-user", "cms-zzp", "cms-accountant"] as const;
export type Role = (typeof roles)[number];

/** The home of each role (requirements §6) and its login page (requirements §2). */
export const roleHome: Record<Role, string> = {
  "cms-admin": ADMIN_BASE,
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
