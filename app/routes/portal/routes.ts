import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * portal routes; file paths are relative to app/. Each loader runs the route guard of
 * app/lib/guards.server.ts; the English forms live under /en, with English words (`englishPortalHome`,
 * core/session/paths.ts).
 */
export const portalRoutes: RouteConfigEntry[] = [
  route("status", "routes/portal/status.tsx", { id: "statusPortal" }),
  route("en/status", "routes/portal/status.tsx", { id: "statusPortalEn" }),
  route("zzp", "routes/portal/zzp.tsx", { id: "zzpPortal" }),
  route("en/zzp", "routes/portal/zzp.tsx", { id: "zzpPortalEn" }),
  route("boekhouding", "routes/portal/boekhouding.tsx", { id: "accountantPortal" }),
  route("en/accounting", "routes/portal/boekhouding.tsx", { id: "accountantPortalEn" }),
];
