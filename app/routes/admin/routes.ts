import type { RouteConfigEntry } from "@react-router/dev/routes";

/** admin routes; file paths are relative to app/ */
export const adminRoutes: RouteConfigEntry[] = [];
