/**
 * Every route of the REST API under /api (requirements §7): each domain contributes a router, mounted
 * here on one router without middleware, so adding a domain is one line here. server/api.ts puts the
 * request pipeline (CSRF, authorisation, …) in front of it; server/permissions.ts reads the access each
 * route declares from its OpenAPI registry, and the OpenAPI document is built from it.
 *
 * No module mounted here may import server/permissions.ts or what reads it (the CSRF and authorisation
 * middleware): that table is built from this module (biome's noImportCycles says so if one does).
 */
import { accountantRoutes } from "./accountant/routes.ts";
import { auditRoutes } from "./audit/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { twoFactorRoutes } from "./auth/two-factor-routes.ts";
import { bookingRoutes } from "./booking/routes.ts";
import { consentRoutes } from "./consent/routes.ts";
import { editorialSaves } from "./content/editorial-saves.ts";
import { scheduleRoutes } from "./content/schedule-routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { draftRoutes } from "./drafts/routes.ts";
import { featuresRouter } from "./features/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { createRouter } from "./http/router.ts";
import { messagesRoutes } from "./messages/routes.ts";
import { metricsRoutes } from "./metrics/routes.ts";
import { newsRouter } from "./news/routes.ts";
import { openapiRoutes } from "./openapi/routes.ts";
import { pagesRouter } from "./pages/routes.ts";
import { previewLinkRoutes } from "./preview-links/routes.ts";
import { productsRouter } from "./products/routes.ts";
import { redirectsRouter } from "./redirects/routes.ts";
import { reviewsRouter } from "./reviews/routes.ts";
import { revisionRoutes } from "./revisions/routes.ts";
import { searchRoutes } from "./search/routes.ts";
import { servicesRouter } from "./services/routes.ts";
import { statusRoutes } from "./statuses/routes.ts";
import { tipsRouter } from "./tips/routes.ts";
import { translationRoutes } from "./translations/routes.ts";
import { uploadRoutes } from "./uploads/routes.ts";
import { userRoutes } from "./users/routes.ts";
import { visitsRoutes } from "./visits/routes.ts";
import { zzpRoutes } from "./zzp/routes.ts";

export const apiRoutes = createRouter();

// Domain routers, one entry each (the routers hold no state: one instance serves every app):
for (const router of [
  authRoutes,
  twoFactorRoutes,
  accountantRoutes,
  zzpRoutes,
  statusRoutes,
  userRoutes,
  messagesRoutes(),
  uploadRoutes(),
  dashboardRoutes(),
  pagesRouter,
  newsRouter,
  tipsRouter,
  productsRouter,
  servicesRouter,
  featuresRouter,
  reviewsRouter,
  previewLinkRoutes(),
  revisionRoutes(editorialSaves),
  draftRoutes(),
  redirectsRouter,
  consentRoutes(),
  auditRoutes(),
  translationRoutes(),
  scheduleRoutes(),
  metricsRoutes,
  visitsRoutes(),
  bookingRoutes(),
  searchRoutes(),
  healthRoutes,
]) {
  apiRoutes.route("/", router);
}

// the OpenAPI document of every route mounted here (built on its first request) and its reference page
apiRoutes.route("/", openapiRoutes(apiRoutes));
