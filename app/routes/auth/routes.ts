import type { RouteConfigEntry } from "@react-router/dev/routes";

/** auth routes; file paths are relative to app/ */
export const authRoutes: RouteConfigEntry[] = [];
