import type { RouteConfigEntry } from "@react-router/dev/routes";

/** portal routes; file paths are relative to app/ */
export const portalRoutes: RouteConfigEntry[] = [];
