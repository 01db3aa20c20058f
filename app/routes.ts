/**
 * The route table (requirements §2). Each area keeps its own list so the public site, the logins, the
 * portals and the admin area can change without touching each other.
 */
import type { RouteConfig } from "@react-router/dev/routes";
import { adminRoutes } from "./routes/admin/routes.ts";
import { authRoutes } from "./routes/auth/routes.ts";
import { portalRoutes } from "./routes/portal/routes.ts";
import { publicRoutes } from "./routes/public/routes.ts";

export default [...authRoutes, ...portalRoutes, ...adminRoutes, ...publicRoutes] satisfies RouteConfig;
